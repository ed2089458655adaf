// Registers the one service worker of the site (offline copy + COOP/COEP headers).
// Done after the page has loaded so it never competes with the page's own start-up.
(function () {
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) return;
  var url = script.getAttribute("data-service-worker");
  window.addEventListener("load", function () {
    navigator.serviceWorker.register(url).catch(function (error) {
      console.warn("Offline copy unavailable:", error && error.message);
    });
  });
})();
