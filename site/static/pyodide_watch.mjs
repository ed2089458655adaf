// The practice page's Pyodide, watched: the worker's PyScript config names this module as
// its interpreter; it hands PyScript Pyodide's own loadPyodide, wrapped.
//
// Pyodide never settles when its WebAssembly fails to download or compile (it only logs
// "wasm instantiation failed!"), so the page would wait for the expert forever. Here
//   - the start is rejected at once when a download of the worker fails (an HTTP error, a
//     network error, a body cut short) or its WebAssembly does not compile, naming the file;
//   - the page is told (postMessage "piquet-worker: " + word) each time the start
//     progresses (bytes arriving, a download done, the WebAssembly compiled, Pyodide
//     loaded), and "tick" (with the names of the downloads under way) twice a second
//     while the worker's thread is free, until the worker's Python says it is loaded
//     (site/py/table_worker.py). The page's watchdog
//     (site/py/worker_watch.py) says the expert could not be loaded when nothing has
//     progressed for a while (docs/table.md).
import { loadPyodide as loadPyodideItself, version } from "../vendor/pyodide/pyodide.mjs";

export { version };

// Pyodide's own files: PyScript would look for them beside this module.
const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
const EVERY_MS = 250;  // at most one word of progress per quarter second while bytes arrive
const TICK_MS = 500;   // site/py/worker_watch.py's TICK_S

let lastReport = -Infinity;
let failLoad = null;   // rejects the load under way (null: nothing is loading)

function report(what, now) {
  const at = performance.now();
  if (!now && at - lastReport < EVERY_MS) return;
  lastReport = at;
  self.postMessage("piquet-worker: " + what);
}

// The downloads under way (a name per fetch), told with every tick: a word the page
// missed (it listens once PyScript has made the worker) costs nothing.
const pending = [];

function settled(file) {
  const at = pending.indexOf(file);
  if (at >= 0) pending.splice(at, 1);
}

const ticks = setInterval(() => self.postMessage("piquet-worker: " + ["tick"].concat(pending).join(" ")), TICK_MS);

// Called by the worker's Python once it is loaded (or never: the page ends the worker).
globalThis.piquetWorkerStarted = () => clearInterval(ticks);

function fail(text) {
  if (failLoad) failLoad(new Error(text));
}

function fileName(input) {
  const url = typeof input === "string" ? input : (input && (input.url || input.href)) || String(input);
  return url.split(/[?#]/)[0].split("/").pop() || url;
}

const fetchItself = globalThis.fetch;

globalThis.fetch = async function watchedFetch(input, init) {
  const file = fileName(input);
  report("downloading " + file, true);
  pending.push(file);
  let response;
  try {
    response = await fetchItself(input, init);
  } catch (error) {
    settled(file);
    fail(file + " could not be downloaded (" + (error && error.message || error) + ")");
    throw error;
  }
  if (!response.ok || !response.body) {
    settled(file);
    if (!response.ok) fail(file + " could not be downloaded (HTTP " + response.status + ")");
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(controller) {
      let chunk;
      try {
        chunk = await reader.read();
      } catch (error) {
        settled(file);
        fail(file + " stopped downloading (" + (error && error.message || error) + ")");
        controller.error(error);
        return;
      }
      if (chunk.done) {
        settled(file);
        report("downloaded " + file, true);
        controller.close();
      } else {
        report("downloading " + file);
        controller.enqueue(chunk.value);
      }
    },
    cancel(reason) {
      settled(file);
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};

for (const name of ["instantiateStreaming", "instantiate", "compileStreaming", "compile"]) {
  const itself = WebAssembly[name];
  if (typeof itself !== "function") continue;
  WebAssembly[name] = function watchedWebAssembly(...args) {
    return itself.apply(this, args).then((result) => {
      report("compiled the WebAssembly", true);
      return result;
    }, (error) => {
      fail("Python's WebAssembly could not be started (" + (error && error.message || error) + ")");
      throw error;
    });
  };
}

export function loadPyodide(options) {
  const failed = new Promise((resolve, reject) => { failLoad = reject; });
  report("loading Pyodide", true);
  const loaded = loadPyodideItself(Object.assign({}, options, { indexURL: INDEX_URL }));
  return Promise.race([loaded, failed]).then((pyodide) => {
    failLoad = null;
    report("loaded Pyodide", true);
    return pyodide;
  }, (error) => {
    failLoad = null;
    clearInterval(ticks);
    throw error;
  });
}
