/// The report's JavaScript, inlined in the page: the expected/actual wipe sliders.
enum ReportBehaviour {
    /// The share of actual shown (from the left) before the script runs, or without it.
    static let initialWipe = 50

    /// Moves each wipe with its slider; `#wipe=N` (or `?wipe=N`) in the URL sets every slider
    /// to N (0 all expected, 100 all actual) when the page loads and when the hash changes.
    static let javaScript = """
        (function () {
          "use strict";
          var sliders = Array.prototype.slice.call(document.querySelectorAll("input.wipe-slider"));
          function show(slider) {
            var overlay = document.getElementById(slider.getAttribute("aria-controls"));
            var share = Math.max(0, Math.min(100, Number(slider.value)));
            if (overlay) { overlay.style.clipPath = "inset(0 " + (100 - share) + "% 0 0)"; }
            slider.setAttribute("aria-valuetext", share + "% actual");
          }
          function fromLocation() {
            var found = /(?:^|[#?&])wipe=(\\d{1,3})(?:&|$)/.exec(location.hash) ||
                        /(?:^|[#?&])wipe=(\\d{1,3})(?:&|$)/.exec(location.search);
            if (!found) { return; }
            sliders.forEach(function (slider) { slider.value = String(Math.min(100, Number(found[1]))); show(slider); });
          }
          sliders.forEach(function (slider) {
            slider.addEventListener("input", function () { show(slider); });
            show(slider);
          });
          fromLocation();
          window.addEventListener("hashchange", fromLocation);
        })();
        """
}
