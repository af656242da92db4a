// Subcommands run in memory (contract in in_memory.hpp): the same readers and writers as the
// command line's command files (src/cli/*_command.cpp), into strings.
#include "climbsim/request/in_memory.hpp"

#include <sstream>

#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/command_specs.hpp"
#include "climbsim/request/map_answer.hpp"
#include "climbsim/analysis/reach_work.hpp"
#include "climbsim/request/mission_request.hpp"
#include "climbsim/text/csv_rows.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/table_jobs.hpp"
#include "climbsim/tables/reach_table.hpp"

namespace climbsim {

namespace {

InMemoryAnswer one_output(std::string text) {
  InMemoryAnswer a;
  a.outputs.emplace_back("output", std::move(text));
  return a;
}

InMemoryAnswer answer_of(const Table& table, const std::vector<std::string>& verdicts, const std::string& format) {
  std::ostringstream text;
  write(text, table, verdicts, format);
  return one_output(text.str());
}

// A table job's outputs for the rows of `part`, each as the command line writes it; the header only
// with row 0.
InMemoryAnswer job_rows(const OptionValues& opts, const TableJob& job, const RowRange& part, const std::string& advice) {
  if (job.refusal) throw *job.refusal;
  check_work(opts, job.work, job.work_text, advice);
  std::vector<std::ostringstream> texts(job.outputs.size());
  std::vector<std::ostream*> streams;
  for (auto& t : texts) streams.push_back(&t);
  (void)job.run(part, streams, job.mc);
  InMemoryAnswer a;
  a.units = job.units;
  for (std::size_t k = 0; k < job.outputs.size(); ++k) {
    const std::string text = texts[k].str();
    const auto end = text.find('\n');
    a.outputs.emplace_back(job.outputs[k], part.first == 0 ? text : end == std::string::npos ? std::string() : text.substr(end + 1));
  }
  return a;
}

}  // namespace

InMemoryAnswer ask_in_memory(const OptionValues& opts, const RowRange&, const std::string&) {
  const std::string format = answer_format(opts);
  const auto editions = editions_named(opts);
  if (ask_on_mission(opts)) {  // the mission alone (as ask_command.cpp)
    const std::optional<MissionAnswer> answer = mission_asked(opts, editions);
    return answer_of(answer->table, answer->verdicts, format);
  }
  if (opts.has("terrain")) return answer_of(answer_from_map(opts, map_question(opts, editions)), {}, format);
  const Answers answers = answered(opts, ask_question(opts, editions), "height");
  return answer_of(table_of(answers), answers.verdicts, format);
}

InMemoryAnswer list_in_memory(const OptionValues& opts, const RowRange&, const std::string&) {
  const std::string format = answer_format(opts);
  const auto editions = editions_named(opts);
  Answers answers = answered(opts, list_question(opts, editions), "heights");
  for (std::string& s : mission_sentences(opts, editions)) answers.verdicts.push_back(std::move(s));
  return answer_of(table_of(answers), answers.verdicts, format);
}

InMemoryAnswer economy_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice) {
  return job_rows(opts, economy_job(opts, editions_named(opts)), part, advice);
}

InMemoryAnswer wounds_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice) {
  return job_rows(opts, wounds_job(opts, editions_named(opts)), part, advice);
}

InMemoryAnswer cliff_in_memory(const OptionValues& opts, const RowRange& part, const std::string& advice) {
  return job_rows(opts, cliff_job(opts), part, advice);
}

InMemoryAnswer map_in_memory(const OptionValues& opts, const RowRange&, const std::string& advice) {
  MapRequest request = map_request(opts, editions_named(opts));
  check_work(opts, request.work, request.work_text, advice);
  std::ostringstream text, routes;
  for_each_map(opts, request, [&](const ReachMap& map, std::size_t die) {
    write_reach_csv(text, map, request.terrain, request.options, die == 0, request.detail);
    if (request.to) write_routes(opts, routes, map, request, die == 0);
  });
  InMemoryAnswer a = one_output(text.str());
  if (request.to) a.outputs.emplace_back("routes", routes.str());
  a.terrain = request.terrain;
  return a;
}

InMemoryAnswer mission_in_memory(const OptionValues& opts, const RowRange& part, const std::string&) {
  const std::string format = answer_format(opts);
  const MissionRequest request = mission_request(opts, editions_named(opts));
  // The page's parts are units: [first, last) of them, the table's rows of those alone.
  const std::size_t n = request.units.size();
  const bool whole = part.first == 0 && part.last >= n;
  const std::size_t first = std::min(part.first, n), last = std::min(part.last, n);
  std::vector<ReachMap> maps;
  maps.reserve(last - first);
  try {
    for (std::size_t u = first; u < last; ++u) maps.push_back(compute_reach(request.terrain, request.units[u]));
  } catch (const std::invalid_argument& e) {
    throw opts.error("territory", e.what());
  }
  const Table rows = mission_table(request, maps, first);
  InMemoryAnswer a;
  std::ostringstream table, verdicts, map, areas;
  write(table, rows, {}, format);
  // The sentences read every unit's rows: a part's come from mission_verdicts_in_memory.
  if (whole)
    for (const std::string& v : mission_verdicts(request, rows.exact)) verdicts << v << '\n';
  // The drawn unit's map (--png-unit, default the first): its cells' fewest actions give the rounds.
  if (request.png_unit >= first && request.png_unit < last)
    write_reach_csv(map, maps[request.png_unit - first], request.terrain, request.units[request.png_unit], true, Detail::exact);
  areas << "side,x0,y0,x1,y1\r\n";  // CSV rows end as every table's do
  for (const auto& [side, rects] : {std::pair{"yours", &request.area.territory}, std::pair{"enemy", &request.area.enemy}})
    for (const Rect& r : *rects)
      areas << side << ',' << format_number(r.x0) << ',' << format_number(r.y0) << ',' << format_number(r.x1) << ',' << format_number(r.y1) << "\r\n";
  std::string text = table.str();
  if (first > 0) text = text.substr(std::min(text.size(), text.find('\n') + 1));  // a later part: no header
  a.outputs = {{"output", std::move(text)}, {"verdicts", verdicts.str()}, {"map", map.str()}, {"territories", areas.str()}};
  if (part.first != 0 || part.last != RowRange{}.last) {
    a.units = n;
    for (const ReachOptions& o : request.units) a.part_work.push_back(reach_work(request.terrain, o).units);
  }
  a.terrain = request.terrain;
  return a;
}

InMemoryAnswer mission_verdicts_in_memory(const OptionValues& opts, std::string_view table_csv) {
  const MissionRequest request = mission_request(opts, editions_named(opts));
  std::vector<std::vector<std::string>> rows;
  std::vector<CsvRow> read = csv_rows(table_csv);
  for (std::size_t r = 1; r < read.size(); ++r) rows.push_back(std::move(read[r].fields));  // past the header
  std::ostringstream verdicts;
  for (const std::string& v : mission_verdicts(request, rows)) verdicts << v << '\n';
  InMemoryAnswer a;
  a.outputs = {{"verdicts", verdicts.str()}};
  return a;
}

}  // namespace climbsim
