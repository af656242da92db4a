#include "web/web_api.hpp"

#include <nlohmann/json.hpp>

#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "climbsim/analysis/answers.hpp"
#include "climbsim/request/answer_table.hpp"
#include "climbsim/request/command_requests.hpp"
#include "climbsim/request/shared_request.hpp"
#include "climbsim/request/unit_request.hpp"
#include "climbsim/tables/cliff_table.hpp"
#include "climbsim/tables/economy_table.hpp"
#include "climbsim/tables/reach_table.hpp"
#include "climbsim/tables/table_stream.hpp"
#include "climbsim/tables/wounds_table.hpp"
#include "climbsim/units/roster.hpp"
#include "climbsim/units/upgrades.hpp"

namespace climbsim::web {

namespace {

using json = nlohmann::json;

struct Request {
  std::string command;
  OptionValues options;
  RowRange part;
};

Request read_request(const std::string& text) {
  const json j = json::parse(text);
  Request r;
  r.command = j.at("command").get<std::string>();
  if (j.contains("options"))
    for (const auto& [name, value] : j.at("options").items()) {
      if (name == "rules" || name == "roster" || name == "config" || name == "output")
        throw UsageError("--" + name + ": the page reads no files; " +
                         (name == "output" ? std::string("use its download button") : "use the command line"));
      r.options.set(name, value.is_string() ? value.get<std::string>() : value.dump(), "--" + name);
    }
  if (j.contains("supplied"))
    for (const auto& [name, value] : j.at("supplied").items())
      r.options.supply(name, value.at("label").get<std::string>(), value.at("text").get<std::string>());
  if (j.contains("rows")) {
    const auto& rows = j.at("rows");
    r.part.first = rows.at(0).get<std::size_t>();
    r.part.last = rows.at(1).get<std::size_t>();
  }
  return r;
}

// The text after the first line (the header, written by every part's TableStream).
std::string body_of(const std::string& text) {
  const auto end = text.find('\n');
  return end == std::string::npos ? std::string() : text.substr(end + 1);
}

// A table streamed as the CLI streams it, for the rows of `part`; the header only with row 0.
template <class Row, class Make, class Run>
void stream_rows(json& out, const std::vector<std::string>& names, const RowRange& part, Make make, Run run) {
  std::vector<std::ostringstream> texts(names.size());
  {
    std::vector<std::ostream*> streams;
    for (auto& t : texts) streams.push_back(&t);
    auto table = make(streams);
    run(*table);
  }
  for (std::size_t k = 0; k < names.size(); ++k)
    out["outputs"][names[k]] = part.first == 0 ? texts[k].str() : body_of(texts[k].str());
}

json answer_of(const Answers& answers, const std::string& format) {
  std::ostringstream text;
  write(text, table_of(answers), answers.verdicts, format);
  json out;
  out["outputs"]["output"] = text.str();
  return out;
}

json run_ask(const Request& r) {
  const auto& opts = r.options;
  if (opts.has("terrain")) throw opts.error("terrain", "the page answers from the map in its Map tab");
  const std::string format = answer_format(opts);
  const Question q = ask_question(opts, editions_named(opts));
  try {
    return answer_of(answer(q), format);
  } catch (const std::invalid_argument& e) {
    throw opts.error("what-if", e.what());
  } catch (const std::length_error& e) {
    throw opts.error("height", std::string("too many plans to list (") + e.what() + ")");
  }
}

json run_list(const Request& r) {
  const auto& opts = r.options;
  const std::string format = answer_format(opts);
  const Question q = list_question(opts, editions_named(opts));
  try {
    return answer_of(answer(q), format);
  } catch (const std::length_error& e) {
    throw opts.error("heights", std::string("too many plans to list (") + e.what() + ")");
  }
}

json run_economy(const Request& r) {
  const auto& opts = r.options;
  EconomySweep sweep = economy_sweep(opts, editions_named(opts));
  const Detail detail = columns_option(opts);
  sweep.part = r.part;
  json out;
  out["rows"] = cluster_count(sweep);
  std::vector<std::string> names = {"output"};
  if (opts.has("summary")) names.push_back("summary");
  if (opts.has("distribution")) names.push_back("distribution");
  stream_rows<EconomyRow>(
      out, names, r.part,
      [&](const std::vector<std::ostream*>& s) {
        return economy_stream(s, sweep, detail, opts.has("summary"), opts.has("distribution"));
      },
      [&](TableStream<EconomyRow>& table) { climbsim::run_economy(sweep, std::ref(table)); });
  return out;
}

json run_wounds(const Request& r) {
  const auto& opts = r.options;
  WoundsSweep sweep = wounds_sweep(opts, editions_named(opts));
  const Detail detail = columns_option(opts);
  sweep.part = r.part;
  json out;
  out["rows"] = row_count(sweep);
  std::vector<std::string> names = {"output"};
  if (opts.has("distribution")) names.push_back("distribution");
  stream_rows<WoundsRow>(
      out, names, r.part,
      [&](const std::vector<std::ostream*>& s) { return wounds_stream(s, sweep, detail); },
      [&](TableStream<WoundsRow>& table) { climbsim::run_wounds(sweep, std::ref(table)); });
  return out;
}

json run_cliff(const Request& r) {
  const auto& opts = r.options;
  CliffSweep sweep = cliff_sweep(opts);
  const Detail detail = columns_option(opts);
  sweep.part = r.part;
  json out;
  out["rows"] = row_count(sweep);
  stream_rows<CliffRow>(
      out, {"output"}, r.part,
      [&](const std::vector<std::ostream*>& s) { return std::make_unique<TableStream<CliffRow>>(*s[0], cliff_table(sweep, detail)); },
      [&](TableStream<CliffRow>& table) { climbsim::run_cliff(sweep, std::ref(table)); });
  return out;
}

json run_map(const Request& r) {
  const auto& opts = r.options;
  MapRequest request = map_request(opts, editions_named(opts));
  const Detail detail = columns_option(opts);
  std::ostringstream text;
  for (std::size_t d = 0; d < request.dies.size(); ++d) {
    request.options.die = request.dies[d];
    ReachMap map;
    try {
      map = compute_reach(request.terrain, request.options);
    } catch (const std::invalid_argument& e) {
      throw opts.error("start", e.what());
    }
    write_reach_csv(text, map, request.terrain, request.options, d == 0, detail);
  }
  json out;
  out["outputs"]["output"] = text.str();
  out["table"] = {request.terrain.width, request.terrain.depth};
  for (const auto& p : request.terrain.pieces)
    out["pieces"].push_back({{"kind", std::string(to_string(p.kind))}, {"x", p.x}, {"y", p.y}, {"width", p.width},
                             {"depth", p.depth}, {"height", p.height}, {"ladder", p.ladder}});
  return out;
}

json unit_json(const Unit& u) {
  return {{"name", u.name},     {"display_name", u.display_name}, {"faction", u.faction},
          {"rank", u.rank},     {"minis", u.minis},               {"wounds_per_mini", u.wounds_per_mini},
          {"speed", u.speed},   {"keywords", keyword_text(u.keywords)}, {"defense", u.defense},
          {"notched_base", u.notched_base}};
}

json run_roster(const Request&) {
  json out;
  out["units"] = json::array();
  for (const auto& u : builtin_roster()) out["units"].push_back(unit_json(u));
  return out;
}

json run_list_import(const Request& r) {
  const auto& opts = r.options;
  const ArmyList list = army_list_from(opts);
  std::vector<std::string> warnings;
  std::vector<ListUnit> units;
  try {
    units = build_units(list, builtin_roster(), builtin_upgrades(), warnings);
  } catch (const ArmyListError& e) {
    throw opts.error("list", e.what());
  }
  json out;
  out["format"] = list.format;
  out["title"] = list.title;
  out["units"] = json::array();
  for (std::size_t i = 0; i < units.size(); ++i) {
    json u = unit_json(units[i].unit);
    u["label"] = units[i].label;
    u["count"] = units[i].count;
    u["upgrades_applied"] = units[i].upgrades_applied;
    u["upgrades_written"] = i < list.entries.size() ? list.entries[i].upgrades : std::vector<std::string>{};
    u["line"] = i < list.entries.size() ? list.entries[i].line : 0;
    u["points"] = i < list.entries.size() ? list.entries[i].points : -1;
    out["units"].push_back(u);
  }
  for (const auto& w : warnings) opts.warn(w);
  return out;
}

json dispatch(const Request& r) {
  if (r.command == "ask") return run_ask(r);
  if (r.command == "list") return run_list(r);
  if (r.command == "economy") return run_economy(r);
  if (r.command == "wounds") return run_wounds(r);
  if (r.command == "cliff") return run_cliff(r);
  if (r.command == "map") return run_map(r);
  if (r.command == "roster") return run_roster(r);
  if (r.command == "list-import") return run_list_import(r);
  throw UsageError("unknown command '" + r.command + "'");
}

}  // namespace

std::string handle_request(const std::string& request_json) {
  json out;
  try {
    const Request r = read_request(request_json);
    out = dispatch(r);
    out["ok"] = true;
    out["warnings"] = r.options.warnings();
  } catch (const std::exception& e) {
    out = {{"ok", false}, {"error", e.what()}};
  }
  return out.dump();
}

}  // namespace climbsim::web
