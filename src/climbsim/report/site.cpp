#include "climbsim/report/site.hpp"

#include <map>
#include <stdexcept>

#include "climbsim/version.hpp"

namespace climbsim {

namespace {

// Every /*NAME*/ of `text` whose NAME is a key of `parts`, replaced in one pass.
std::string fill(const std::string& text, const std::map<std::string, std::string>& parts) {
  std::string out;
  out.reserve(text.size());
  std::size_t at = 0;
  for (;;) {
    const auto open = text.find("/*", at);
    if (open == std::string::npos) break;
    const auto close = text.find("*/", open + 2);
    if (close == std::string::npos) break;
    const auto it = parts.find(text.substr(open + 2, close - open - 2));
    if (it == parts.end()) {
      out.append(text, at, open + 2 - at);
      at = open + 2;
      continue;
    }
    out.append(text, at, open - at);
    out += it->second;
    at = close + 2;
  }
  out.append(text, at, std::string::npos);
  return out;
}

// A part that sits inside a script block may hold none of these, in any case: "</script" ends the
// block, and "<!--" then "<script" makes HTML's parser swallow the rest of the page (its script
// data escaped states), so the page would never load.
void refuse_script_end(const std::string& part, const char* what) {
  std::string lowered = part;
  for (char& c : lowered) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (const std::string breaking : {"</script", "<!--", "<script"})
    if (const auto at = lowered.find(breaking); at != std::string::npos)
      throw std::invalid_argument(std::string("the page's ") + what + " holds \"" + part.substr(at, breaking.size()) + "\" at byte " +
                                  std::to_string(at) + ": it cannot sit inside a script block");
}

std::string html_text(const std::string& s) {
  std::string out;
  for (const char c : s) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else out += c;
  }
  return out;
}

}  // namespace

std::string assemble_page(const SiteParts& parts) {
  const PageSources& src = page_sources();
  const std::string app = fill(src.app_js, {{"VERSION", kVersion}});
  refuse_script_end(parts.engine_js, "engine");
  refuse_script_end(app, "app");
  refuse_script_end(src.worker_js, "worker");
  std::string tables;
  for (const auto& table : src.tables) {
    refuse_script_end(table.csv, (std::string("table ") + table.name).c_str());
    tables += std::string("<script type=\"text/plain\" id=\"terrain-") + table.name + "\">\n" + table.csv + "</script>\n";
  }
  std::string page = fill(src.index_html, {{"STYLE", src.style_css},
                                           {"APP", app},
                                           {"WORKER", src.worker_js},
                                           {"TABLES", tables},
                                           {"ENGINE", parts.engine_js},
                                           {"RUN", parts.run_html}});
  if (!parts.title.empty()) {
    const auto open = page.find("<title>"), close = page.find("</title>");
    if (open != std::string::npos && close != std::string::npos)
      page.replace(open + 7, close - open - 7, html_text(parts.title));
  }
  return page;
}

}  // namespace climbsim
