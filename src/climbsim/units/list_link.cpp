// Legion HQ list links (contract in list_link.hpp). The layout of a link is Legion HQ's own
// (its listLoadAndHash: a count digit, a two-letter unit id, then a two-letter id or '0' per slot).
#include "climbsim/units/list_link.hpp"

#include <cctype>

#include "climbsim/text/lists.hpp"
#include "climbsim/text/text_input.hpp"

namespace climbsim {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool is_id_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// "%3A" -> ':'; a malformed escape stays as it is.
std::string percent_decoded(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) && std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (;;) {
    const auto at = s.find(sep, start);
    parts.push_back(s.substr(start, at == std::string::npos ? std::string::npos : at - start));
    if (at == std::string::npos) return parts;
    start = at + 1;
  }
}

// One unit's segment ("1ayej0dd0"): its count, id and upgrade ids (empty slots dropped).
ListEntry unit_segment(const std::string& segment, const std::string& where) {
  const auto bad = [&](const std::string& why) { return ArmyListError(where + ": unit segment " + quote_value(segment) + ": " + why); };
  if (segment.size() < 3 || !std::isdigit(static_cast<unsigned char>(segment[0]))) throw bad("expected a count digit and a two-letter unit id");
  ListEntry e;
  e.count = segment[0] - '0';
  if (e.count < 1) throw bad("a unit count must be 1 or more");
  e.card_id = segment.substr(1, 2);
  if (!is_id_char(e.card_id[0]) || !is_id_char(e.card_id[1])) throw bad("a card id is two letters or digits");
  e.unit = e.card_id;
  for (std::size_t i = 3; i < segment.size();) {
    if (segment[i] == '0') {
      ++i;  // an empty slot
      continue;
    }
    if (i + 1 >= segment.size() || !is_id_char(segment[i]) || !is_id_char(segment[i + 1])) throw bad("an upgrade id is two letters or digits, an empty slot 0");
    e.upgrade_ids.push_back(segment.substr(i, 2));
    e.upgrades.push_back(segment.substr(i, 2));
    i += 2;
  }
  return e;
}

}  // namespace

bool looks_like_list_link(std::string_view text) {
  text = trimmed(text);
  if (text.find_first_of(" \t\r\n") != std::string_view::npos) return false;
  // With its scheme, any address with /list/ in it; without, only a Legion HQ host and then /list/
  // ("legionhq2.com/list/..."): a file under a folder "legionhq-lists/list/" is a file.
  if (text.rfind("http://", 0) == 0 || text.rfind("https://", 0) == 0) return text.find("/list/") != std::string_view::npos;
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return false;
  const std::string_view host = text.substr(0, slash);
  const bool legion_hq_host = host.rfind("legionhq", 0) == 0 && host.find('.') != std::string_view::npos &&
                              host.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789.-") == std::string_view::npos;
  return legion_hq_host && text.substr(slash).rfind("/list/", 0) == 0;
}

ArmyList parse_list_link(std::string_view text, const std::string& source) {
  const std::string link = percent_decoded(trimmed(text));
  ArmyList list;
  list.source = source;
  list.format = "legion-hq-link";
  std::string rest = link.substr(link.find("/list/") + 6);
  rest = rest.substr(0, rest.find_first_of("?#"));
  while (!rest.empty() && rest.back() == '/') rest.pop_back();
  const auto slash = rest.find('/');
  if (slash == std::string::npos)
    throw ArmyListError(source + ": " + quote_value(link) +
                        " is a list stored on Legion HQ's server, which climbsim cannot read: in Legion HQ, open the list and "
                        "copy its link from the Link button (it holds the units), or paste its text or Tabletop Simulator export");
  list.faction = rest.substr(0, slash);
  for (char c : list.faction)
    if (!std::isalpha(static_cast<unsigned char>(c))) throw ArmyListError(source + ": " + quote_value(list.faction) + " is not a faction");
  std::string body = rest.substr(slash + 1);
  if (const auto colon = body.rfind(':'); colon != std::string::npos) {
    const auto head = split(body.substr(0, colon), ':');
    int points = 0;
    if (!head.empty() && parse_int(head[0], points) && points > 0) list.point_limit = points;  // the game's size: 1000, 500...
    body = body.substr(colon + 1);
  }
  if (body.size() > kMaxListBytes) throw ArmyListError(source + ": a link of " + std::to_string(body.size()) + " bytes is not a list");
  for (const auto& raw : split(body, ',')) {
    const std::string where = source + ": segment " + std::to_string(list.entries.size() + list.skipped.size() + 1);
    if (raw.empty()) continue;
    if (raw.size() <= 2) {
      list.skipped.push_back(raw);  // a command or battle card
      continue;
    }
    std::string segment = raw.substr(0, raw.find('_'));  // the older links' loadout after '_' is not carried
    const auto plus = segment.find('+');
    list.entries.push_back(unit_segment(segment.substr(0, plus), where));
    if (plus != std::string::npos) {
      ListEntry counterpart = unit_segment(segment.substr(plus + 1), where);
      counterpart.counterpart = true;
      list.entries.push_back(std::move(counterpart));
    }
    if (list.entries.size() > kMaxListUnits) throw ArmyListError(source + ": more than " + std::to_string(kMaxListUnits) + " units");
  }
  if (list.entries.empty()) throw ArmyListError(source + ": the link names no unit");
  return list;
}

}  // namespace climbsim
