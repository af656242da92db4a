// The frame of the report's results in the page: heading, error list, footer and the views' data
// (contract in page.hpp). The page draws the views (src/web/page/app/run.js) in its own style
// (src/web/page/style.css, #tab-run).
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"

namespace climbsim {

std::string run_start(const std::string& heading) {
  return "<div id=\"run\"><h2 class=\"run-title\">" + html_escape(heading) +
         "</h2><p class=\"question\">Is it worth sending this unit up that building or over that cliff, at what cost in "
         "actions, and at what risk in wounds? The figures of this run; the other tabs compute what-ifs live.</p>"
         "<pre id=\"errors\"></pre>";
}

std::string run_end(const std::string& footer, const RunViews& views) {
  return "<footer class=\"run-footer\">" + footer + "</footer></div>" + views.script();
}

}  // namespace climbsim
