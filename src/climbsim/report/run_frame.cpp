// The frame of the report's results in the page: heading, error list, the map's hover script
// (contract in page.hpp). The style is the page's own (src/web/page/style.css, #tab-run).
#include "climbsim/report/html_parts.hpp"
#include "climbsim/report/page.hpp"
#include "climbsim/report/svg_chart.hpp"

namespace climbsim {

namespace {

constexpr const char* kScript = R"(<script>
window.addEventListener('error', e => { document.getElementById('errors').textContent += 'error: ' + e.message + '\n'; });
window.addEventListener('load', () => {
  const img = document.getElementById('map');
  if (img && typeof MAP_CELLS !== 'undefined') {
    const nx = +img.dataset.nx, ny = +img.dataset.ny, res = +img.dataset.res, cell = +img.dataset.cell, margin = +img.dataset.margin, top = +img.dataset.top;
    const out = document.getElementById('hover');
    img.addEventListener('mousemove', ev => {
      const r = img.getBoundingClientRect(), scale = img.naturalWidth / r.width;
      const px = (ev.clientX - r.left) * scale - margin, py = (ev.clientY - r.top) * scale - top;
      const i = Math.floor(px / cell), j = ny - 1 - Math.floor(py / cell);
      if (i < 0 || j < 0 || i >= nx || j >= ny) { out.textContent = '\u00a0'; return; }
      const c = MAP_CELLS[j * nx + i], where = '(' + ((i + 0.5) * res).toFixed(2) + '", ' + ((j + 0.5) * res).toFixed(2) + '")';
      if (c === null) out.textContent = where + ': no surface';
      else if (c[0] < 0) out.textContent = where + ', height ' + c[1] + ': out of reach';
      else out.textContent = where + ', height ' + c[1] + ': fastest ' + MAP_ROUTES[c[2]] + ' (' + c[0] + ' actions, ' + c[3] +
        ' expected wounds); safest ' + MAP_ROUTES[c[4]] + ' (' + c[5] + ' actions, ' + c[6] + ' expected wounds)';
    });
  }
  document.body.dataset.charts = document.querySelectorAll('svg.chart').length;
  document.body.dataset.ready = 'yes';
});
</script>)";

}  // namespace

std::string run_start(const std::string& heading) {
  return "<div id=\"run\"><h2 class=\"run-title\">" + html_escape(heading) +
         "</h2><p class=\"question\">Is it worth sending this unit up that building or over that cliff, at what cost in "
         "actions, and at what risk in wounds? The figures of this run; the other tabs compute what-ifs live.</p>"
         "<pre id=\"errors\"></pre>";
}

std::string run_end(const std::string& footer) { return "<footer class=\"run-footer\">" + footer + "</footer></div>" + kScript; }

}  // namespace climbsim
