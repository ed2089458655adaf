// Site storage that never throws, for the Python glue (site/py/pagekit.py).
// A browser that blocks storage throws on the mere read of window.localStorage, and a
// JavaScript exception raised inside MicroPython's attribute lookup is not a Python
// exception: it stops the page's script, which then hangs on "Loading Python". Going
// through these functions, the glue gets null / false instead.
"use strict";
window.piquetStorage = {
  get: function (key) {
    try { return window.localStorage.getItem(key); } catch (error) { return null; }
  },
  set: function (key, value) {
    try { window.localStorage.setItem(key, value); return true; } catch (error) { return false; }
  },
  remove: function (key) {
    try { window.localStorage.removeItem(key); return true; } catch (error) { return false; }
  },
  usable: function () {
    try {
      var store = window.localStorage, probe = "piquet-probe";
      store.setItem(probe, probe);
      store.removeItem(probe);
      return true;
    } catch (error) {
      return false;
    }
  },
};
