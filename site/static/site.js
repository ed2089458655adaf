// Registers the one service worker of the site (offline copy + COOP/COEP headers).
// It waits until the page is loaded and, on Python pages, until Python is ready: the
// precache download must never compete with the page's own start-up.
(function () {
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) return;
  var url = script.getAttribute("data-service-worker");

  function register() {
    navigator.serviceWorker.register(url).catch(function (error) {
      console.warn("Offline copy unavailable:", error && error.message);
    });
  }

  function whenPythonSettles(then) {
    var body = document.body;
    if (body.getAttribute("data-python") !== "loading") return then();
    var observer = new MutationObserver(function () {
      if (body.getAttribute("data-python") !== "loading") {
        observer.disconnect();
        then();
      }
    });
    observer.observe(body, { attributes: true, attributeFilter: ["data-python"] });
  }

  window.addEventListener("load", function () { whenPythonSettles(register); });
})();
