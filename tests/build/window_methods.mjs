// MicroPython 1.28 (the wasm the site ships): how a JavaScript function shared by the
// window and other objects is called from Python, through the ``js`` module (what
// ``pyscript.window`` is on the main thread) and through the window's own object proxy
// (``pagekit.WINDOW_TARGET``). Prints one JSON line; tests/build/test_window_calls.py reads it.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const pkg = join(root, "node_modules", "@micropython", "micropython-webassembly-pyscript", "micropython.mjs");
if (!existsSync(pkg)) {
  console.log(JSON.stringify({ fatal: "MicroPython wasm not found at " + pkg + " (run npm ci)" }));
  process.exit(2);
}
const { loadMicroPython } = await import(pkg);
const mp = await loadMicroPython({ stdout: (line) => process.stdout.write(line + "\n") });

// One function on the window and on an element, as EventTarget.prototype.addEventListener is.
function listen(kind, handler) {
  const self = this === globalThis ? "window" : this === globalThis.element ? "element" : typeof this;
  return self + " " + kind + " " + typeof handler;
}
globalThis.window = globalThis;
globalThis.listen = listen;
globalThis.element = { listen };

mp.runPython(`
import js, json
window = js                      # pyscript.window on the main thread
WINDOW_TARGET = window.window    # pagekit's
handler = lambda event: None
fresh = window.listen("hashchange", handler)
kept = js.element.listen         # an element's method looked up, its proxy still alive
on_element = js.element.listen("click", handler)
print(json.dumps({"fresh": fresh, "on_element": on_element,
                  "module": window.listen("hashchange", handler),
                  "window_target": WINDOW_TARGET.listen("hashchange", handler)}))
`);
