#include "climbsim/request/answer_table.hpp"

#include <algorithm>
#include <cstdio>

#include "climbsim/text/csv.hpp"
#include "climbsim/text/lists.hpp"

namespace climbsim {

static std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

Table table_of(const Answers& a) {
  Table t;
  t.columns = {"units", "face", "height", "die", "edition", "variant", "cheapest", "actions", "activations", "wounds", "minis_lost",
               "p_lose_one", "safest", "safest_actions", "safest_activations", "safest_wounds", "safest_minis_lost",
               "safest_p_lose_one"};
  for (const auto& r : a.rows) {
    std::vector<std::string> human = {join(r.units, " = "), r.face, format_number(r.height), r.die, r.edition, r.variant};
    std::vector<std::string> full = human;
    for (const auto* f : {&r.cheapest, &r.safest}) {
      if (!*f) {
        // The reason, as the economy table gives it: "no way up: no step reaches height 3: ...".
        const std::string none = "no way " + r.direction + (r.why_no_plan.empty() ? "" : ": " + r.why_no_plan);
        for (auto* v : {&human, &full}) v->insert(v->end(), {none, "", "", "", "", ""});
        continue;
      }
      const auto& x = **f;
      human.insert(human.end(), {x.plan, std::to_string(x.actions), std::to_string(x.activations), sig(x.mean_wounds),
                                 sig(x.mean_minis_lost), sig(x.p_mini_lost)});
      full.insert(full.end(), {x.plan, std::to_string(x.actions), std::to_string(x.activations), format_number(x.mean_wounds),
                               format_number(x.mean_minis_lost), format_number(x.p_mini_lost)});
    }
    t.rows.push_back(std::move(human));
    t.exact.push_back(std::move(full));
  }
  return t;
}

static std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

void write(std::ostream& out, const Table& t, const std::vector<std::string>& verdicts, const std::string& format) {
  if (format == "csv") {
    CsvWriter csv(out);
    csv.header(t.columns);
    for (const auto& r : t.exact) {
      for (const auto& f : r) csv.field(f);
      csv.end_row();
    }
    return;
  }
  if (format == "json") {
    out << "{\n  \"answers\": [";
    for (std::size_t i = 0; i < t.exact.size(); ++i) {
      out << (i ? ",\n" : "\n") << "    {";
      for (std::size_t c = 0; c < t.columns.size(); ++c) {
        const auto& v = t.exact[i][c];
        double d = 0;
        const bool number = c >= 2 && c != 3 && c != 4 && c != 5 && c != 6 && c != 12 && parse_double(v, d);
        out << (c ? ", " : "") << json_string(t.columns[c]) << ": " << (number ? v : v.empty() ? "null" : json_string(v));
      }
      out << "}";
    }
    out << "\n  ],\n  \"verdicts\": [";
    for (std::size_t i = 0; i < verdicts.size(); ++i) out << (i ? ", " : "") << json_string(verdicts[i]);
    out << "]\n}\n";
    return;
  }
  const bool md = format == "markdown";
  std::vector<std::size_t> width(t.columns.size());
  for (std::size_t c = 0; c < t.columns.size(); ++c) {
    width[c] = t.columns[c].size();
    for (const auto& r : t.rows) width[c] = std::max(width[c], r[c].size());
  }
  const auto line = [&](const std::vector<std::string>& cells) {
    std::string s = md ? "| " : "";
    for (std::size_t c = 0; c < cells.size(); ++c) {
      s += cells[c] + std::string(width[c] - cells[c].size(), ' ');
      if (c + 1 < cells.size()) s += md ? " | " : "  ";
    }
    if (md) s += " |";
    while (!md && !s.empty() && s.back() == ' ') s.pop_back();
    out << s << '\n';
  };
  line(t.columns);
  if (md) {
    std::vector<std::string> rule;
    for (auto w : width) rule.push_back(std::string(w, '-'));
    line(rule);
  }
  for (const auto& r : t.rows) line(r);
  if (!verdicts.empty()) out << '\n';
  for (const auto& v : verdicts) out << (md ? "- " : "") << v << '\n';
}

}  // namespace climbsim
