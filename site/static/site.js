// The skip link moves the focus to the content without changing the address: on the
// puzzles, the practice table and the games page the hash is the page's state (a puzzle,
// a shared deal), and "#main" in its place lost the puzzle on a reload and made Back
// start it again (a walk-through). Without JavaScript the link works as a plain anchor.
document.addEventListener("click", function (event) {
  "use strict";
  var link = event.target && event.target.closest ? event.target.closest("a.skip-link") : null;
  var main = link ? document.getElementById(link.getAttribute("href").slice(1)) : null;
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
});

// A glossary word in a lesson (a.term, its meaning in data-means, written by the build):
// a press shows the meaning just after the word, with a link to the glossary entry, and a
// second press (or Escape) hides it. On a phone the glossary page lost the learner's place
// in the lesson (a walk-through). Without JavaScript the word links to the entry.
(function () {
  "use strict";
  function close(link) {
    var note = link.nextElementSibling;
    if (note && note.classList.contains("term-note")) note.remove();
    link.setAttribute("aria-expanded", "false");
  }
  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest ? event.target.closest("a.term[data-means]") : null;
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (link.getAttribute("aria-expanded") === "true") { close(link); return; }
    // one meaning at a time: a second word's closes the first's
    Array.prototype.forEach.call(document.querySelectorAll("a.term[aria-expanded=true]"), close);
    var note = document.createElement("span");
    note.className = "term-note";
    note.id = "term-note-" + link.getAttribute("href").split("#")[1];
    note.setAttribute("role", "note");
    note.appendChild(document.createTextNode(link.getAttribute("data-means") + " "));
    var more = document.createElement("a");
    more.href = link.getAttribute("href");
    more.textContent = "More in the glossary";
    note.appendChild(more);
    link.insertAdjacentElement("afterend", note);
    link.setAttribute("aria-expanded", "true");
    link.setAttribute("aria-controls", note.id);
    // (a word near the foot of a phone's screen opened its meaning below the screen)
    if (note.getBoundingClientRect().bottom > window.innerHeight) note.scrollIntoView({block: "nearest"});
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    var active = document.activeElement;
    var link = active && active.closest ? active.closest(".term-note") : null;
    link = link ? link.previousElementSibling : active;
    if (link && link.matches && link.matches("a.term[aria-expanded=true]")) {
      close(link);
      link.focus();
    }
  });
}());

// A lesson's exercises open at once, before the page's Python runs: the boxes can be
// filled, and a Check pressed meanwhile is held (form[data-pending]) and answered by the
// lesson's Python as it starts (site/py/lesson.py). The note under each exercise promised
// this while its boxes were still shut (a walk-through on a slow connection). Without
// JavaScript they stay shut, and the note is hidden (noscript.css).
(function () {
  "use strict";
  var body = document.body;
  if (!body || body.getAttribute("data-python") !== "loading") return;
  var HELD = "Checking as soon as Python is ready\u2026";
  var FAILED = "This answer cannot be checked: Python did not start on this page (see the note at its top).";
  var forms = document.querySelectorAll("form.exercise__form");
  if (!forms.length) return;
  Array.prototype.forEach.call(forms, function (form) {
    var fields = form.querySelector("fieldset");
    if (fields) fields.disabled = false;
    form.addEventListener("submit", function (event) {
      if (body.getAttribute("data-python") !== "loading") return;  // (Python has the form now)
      event.preventDefault();
      form.setAttribute("data-pending", "");
      var box = form.parentNode.querySelector(".exercise__feedback");
      if (box) box.textContent = HELD;
    });
  });
  new MutationObserver(function (changes, observer) {
    var state = body.getAttribute("data-python");
    if (state === "loading") return;
    observer.disconnect();
    if (state !== "failed") return;
    Array.prototype.forEach.call(document.querySelectorAll("form.exercise__form[data-pending]"), function (form) {
      var box = form.parentNode.querySelector(".exercise__feedback");
      if (box) box.textContent = FAILED;
    });
  }).observe(body, { attributes: true, attributeFilter: ["data-python"] });
}());

// Registers the one service worker of the site (offline copy, updates, headers), and
// tells the learner when a new version of the site is ready.
// It waits until the page is loaded and, on Python pages, until Python has settled:
// the precache download must never compete with the page's own start-up.
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !("serviceWorker" in navigator)) return;
  var url = script.getAttribute("data-service-worker");
  var container = navigator.serviceWorker;
  // A page that was already served by the worker, when another takes control: a new
  // version was activated (here or in another tab), so reload onto it at once.
  var hadController = !!container.controller;

  // "A new version is ready — reload": the waiting worker activates only when asked, so
  // that an open tab never mixes files of two builds (see sw.js).
  function offer(worker) {
    if (!container.controller || document.getElementById("update-notice")) return;
    var box = document.createElement("div");
    box.className = "update-notice";
    box.id = "update-notice";
    box.setAttribute("role", "status");
    var text = document.createElement("span");
    text.textContent = "A new version of this site is ready. ";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "button update-notice__button";
    button.textContent = "Reload";
    button.addEventListener("click", function () {
      button.disabled = true;
      text.textContent = "Updating… ";
      worker.postMessage({ type: "activate-update" });
    });
    box.appendChild(text);
    box.appendChild(button);
    var header = document.querySelector(".site-header");
    if (header && header.parentNode) header.parentNode.insertBefore(box, header.nextSibling);
    else document.body.insertBefore(box, document.body.firstChild);
  }

  function watch(registration) {
    if (registration.waiting) offer(registration.waiting);
    registration.addEventListener("updatefound", function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed") offer(worker);
      });
    });
  }

  var reloading = false;
  container.addEventListener("controllerchange", function () {
    if (hadController && !reloading) {
      reloading = true;
      window.location.reload();
    }
  });

  // On a first visit, the footer says when the offline copy is saved: a walk-through went
  // offline at once and met the browser's own error page, with nothing said of the wait.
  function say(text) {
    var box = document.getElementById("offline-status");
    if (!box) return;
    box.textContent = text;
    box.hidden = false;
  }

  function register() {
    container.register(url).then(function (registration) {
      watch(registration);
      if (!container.controller && !registration.active) {
        say("Saving this site for offline use\u2026");
        container.ready.then(function () {
          say("Saved for offline use: this site now works without a connection.");
        });
      }
      // (offline, the check for a newer build fails while the offline copy serves the page:
      // nothing to warn of)
      return registration.update().catch(function (error) {
        if (navigator.onLine) console.warn("Could not check for a new version:", error && error.message);
      });
    }).catch(function (error) {
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
