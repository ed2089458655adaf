// Runs tests/core/table_driver.py under MicroPython 1.28 (the PyScript wasm build in
// node_modules), with the whole piquet_core package (subpackages included) in its file
// system. Prints the driver's JSON lines.   node run_table_micropython.mjs [--pack FILE] SEED...
// With --pack, the engine is the practice page's pack instead (bytecode, as the page runs
// it: sitegen/runtime.py PRACTICE_PACK), unpacked by the page's own site/py/engine_pack.py.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const { loadMicroPython } = await import(join(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
const mp = await loadMicroPython({ heapsize: 64 * 1024 * 1024, pystack: 64 * 1024, linebuffer: true,
  stdout: (line) => process.stdout.write(line + "\n"), stderr: (line) => process.stderr.write(line + "\n") });

// Like the page's engine bundle (sitegen/runtime.py PRACTICE_EXCLUDE): no command line, and
// nothing that only the Pyodide worker runs, and not the other games.
const SKIP = (name) => name === "__main__.py" || name.startsWith("commands_") || name === "solver.py";

function copy(dir, target) {
  mp.FS.mkdirTree(target);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIP(name)) continue;
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__" && name !== "opponent" && name !== "games") copy(path, target + "/" + name);
    } else if (name.endsWith(".py")) {
      mp.FS.writeFile(target + "/" + name, readFileSync(path, "utf8"));
    }
  }
}
const args = process.argv.slice(2);
const pack = args[0] === "--pack" ? args.splice(0, 2)[1] : null;
let unpack = "";
if (pack) {
  mp.FS.mkdirTree("/lib");
  mp.FS.writeFile("/lib/engine.pack", readFileSync(pack));
  mp.FS.writeFile("/lib/engine_pack.py", readFileSync(join(root, "site", "py", "engine_pack.py"), "utf8"));
  unpack = "import os, engine_pack\nos.chdir('/lib')\nengine_pack.unpack_file('py/engine.pack')\n" +
    "import piquet_core\nassert piquet_core.__file__.endswith('.mpy'), piquet_core.__file__\n";
} else {
  copy(join(root, "piquet_core"), "/lib/piquet_core");
}
mp.FS.writeFile("/lib/table_driver.py", readFileSync(join(here, "table_driver.py"), "utf8"));
// The page's own plain module beside the engine: the snapshot shown on a reload.
mp.FS.writeFile("/lib/table_snapshot.py", readFileSync(join(root, "site", "py", "table_snapshot.py"), "utf8"));
const seeds = JSON.stringify(args.map(Number));
try {
  mp.runPython("import sys\nsys.path.append('/lib')\n" + unpack + "import table_driver\ntable_driver.main(" + seeds + ")");
} catch (error) {
  console.log(JSON.stringify({ fatal: String(error && error.message ? error.message : error).slice(0, 3000) }));
  process.exit(1);
}
