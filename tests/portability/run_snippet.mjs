// Run one Python file under MicroPython 1.28 (the PyScript wasm build from node_modules),
// with every piquet_core/**.py copied to /lib/piquet_core/ as the other runner does.
//
//   node tests/portability/run_snippet.mjs FILE.py
//
// Whatever the file prints goes to stdout; an exception that escapes it is printed as one
// {"fatal": ...} JSON line and the exit status is 1.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const pkgDir = join(root, "node_modules", "@micropython", "micropython-webassembly-pyscript");
if (!existsSync(join(pkgDir, "micropython.mjs"))) {
  console.log(JSON.stringify({ fatal: "MicroPython wasm not found in " + pkgDir + " (run npm ci)" }));
  process.exit(2);
}
const { loadMicroPython } = await import(join(pkgDir, "micropython.mjs"));
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  pystack: 64 * 1024,
  linebuffer: true,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

function copyTree(from, to) {
  mp.FS.mkdirTree(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== "__pycache__") copyTree(join(from, entry.name), to + "/" + entry.name);
    } else if (entry.name.endsWith(".py")) {
      mp.FS.writeFile(to + "/" + entry.name, readFileSync(join(from, entry.name), "utf8"));
    }
  }
}
copyTree(join(root, "piquet_core"), "/lib/piquet_core");
// What every game snippet shares (one JSON line per seed).
mp.FS.writeFile("/lib/snippet_lines.py", readFileSync(join(here, "snippet_lines.py"), "utf8"));
const code = readFileSync(resolve(process.argv[2]), "utf8");
try {
  mp.runPython("import sys\nsys.path.append('/lib')\n" + code);
} catch (err) {
  const text = String(err && err.message ? err.message : err);
  console.log(JSON.stringify({ fatal: text.slice(0, 4000) }));
  process.exit(1);
}
