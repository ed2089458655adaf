// Never hang on "Loading Python": if the page's Python has not started within 9 s of the
// navigation, or a file of the site fails to load first, say so in the status line (the
// text of the page stays readable). If Python does start later, site/py/pagekit.py's
// ready() clears it.
(function () {
  "use strict";
  var LIMIT_MS = 9000;  // from the start of the navigation: "within 10 s", with room to spare
  var body = document.body;
  if (!body || body.getAttribute("data-python") !== "loading") return;
  var BROKEN = "Python could not be started on this page (a file it needs did not load), " +
    "so answers cannot be checked here. Everything else on the page works; reload to try again.";
  var SLOW = "Python has not started yet (a slow connection, or something blocked it), " +
    "so answers cannot be checked yet. Everything else on the page works.";

  function fail(text) {
    if (body.getAttribute("data-python") !== "loading") return;
    var box = document.getElementById("py-status");
    if (box) {
      box.hidden = false;
      box.classList.add("py-status--failed");
      var words = box.querySelector(".py-status__text");
      if (words) words.textContent = text;
    }
    body.setAttribute("data-python", "failed");
  }

  // A shared link (#deal=..., #game=...) waits for the table's engine before the learner
  // can act: its pack downloads from now on, not from when Python is ready (the glue's
  // fetch then finds it). Without a link the settings come first: on a slow network an
  // early pack delayed them (docs/table.md).
  var pack = document.querySelector("script[data-link-pack]");
  if (pack && window.location.hash.indexOf("=") >= 0) {
    var preload = document.createElement("link");
    preload.rel = "preload";
    preload.as = "fetch";
    preload.crossOrigin = "anonymous";
    preload.href = pack.getAttribute("data-link-pack");
    preload.setAttribute("data-optional", "");
    document.head.appendChild(preload);
  }

  // A file marked data-optional does not stop Python: its failure is not reported as one
  // (storage.js: the glue does without it and says progress is not kept; a table's engine
  // pack, preloaded: the glue fetches it once Python is ready and reports its failure).
  var optional = Array.prototype.map.call(document.querySelectorAll("[data-optional]"),
                                          function (element) { return element.src || element.href; });

  var timer = window.setTimeout(function () { fail(SLOW); }, Math.max(0, LIMIT_MS - performance.now()));
  new MutationObserver(function (changes, observer) {
    if (body.getAttribute("data-python") === "ready") {
      window.clearTimeout(timer);
      observer.disconnect();
    }
  }).observe(body, { attributes: true, attributeFilter: ["data-python"] });

  // A script or stylesheet that fails to load (resource errors do not bubble: capture),
  // an uncaught error or a rejected promise while Python starts: it will not start.
  window.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && !/^(SCRIPT|LINK)$/.test(target.nodeName)) return;
    if (target && target.hasAttribute && target.hasAttribute("data-optional")) return;
    fail(BROKEN);
  }, true);
  window.addEventListener("unhandledrejection", function () { fail(BROKEN); });

  // A file of the site that failed before this script ran (a preload starts with the
  // page), or fails later while Python starts: the browser's resource timing says so.
  if (!window.PerformanceObserver) return;
  var origin = window.location.origin;
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        var status = entry.responseStatus;
        if (typeof status !== "number" || entry.name.indexOf(origin + "/") !== 0) return;
        if (optional.indexOf(entry.name) >= 0) return;
        if (status === 0 || status >= 400) fail(BROKEN);
      });
    }).observe({ type: "resource", buffered: true });
  } catch (error) {
    // an older browser: the time limit still applies
  }
})();
