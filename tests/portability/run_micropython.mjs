// Run piquet_core under MicroPython 1.28 (the PyScript wasm build from node_modules).
//
//   node tests/portability/run_micropython.mjs run [COUNT [VARIANT_COUNT]]
//       prints one JSON line per record of tests/portability/driver.py (see there)
//   node tests/portability/run_micropython.mjs bench [DEALS [REPEATS]]
//       plays DEALS random deals REPEATS times; prints {"runtime", "deals", "seconds": [...]}
//   node tests/portability/run_micropython.mjs puzzles FAMILIES SEEDS
//       generates every puzzle of FAMILIES (comma-separated) for seeds 0..SEEDS-1 at levels 1-3
//       and checks its answers; one JSON line each (driver.puzzle_record)
//   node tests/portability/run_micropython.mjs bench-puzzles FAMILIES COUNT
//       times making and checking COUNT puzzles per family and level, one by one
//   node tests/portability/run_micropython.mjs exercises SPECS.json
//       builds every exercise spec of the JSON list; prints one JSON line each (driver.exercise_line)
//
// Every piquet_core/**.py is copied to /lib/piquet_core/ in the wasm file system, and the
// driver to /lib/portability_driver.py. Python exceptions are caught inside the driver and
// printed as JSON; anything that still escapes is reported as one {"fatal": ...} line.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const pkgDir = join(root, "node_modules", "@micropython", "micropython-webassembly-pyscript");
const [mode = "run", arg1, arg2] = process.argv.slice(2);

if (!existsSync(join(pkgDir, "micropython.mjs"))) {
  console.log(JSON.stringify({ fatal: "MicroPython wasm not found in " + pkgDir + " (run npm ci)" }));
  process.exit(2);
}
const { loadMicroPython } = await import(join(pkgDir, "micropython.mjs"));

let out = "";
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024,
  pystack: 64 * 1024,
  linebuffer: true,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

const srcDir = join(root, "piquet_core");
const modules = readdirSync(srcDir).filter((f) => f.endsWith(".py")).sort();
// The package and its subpackages (exercises/, ...), as the site's engine bundle carries them.
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
copyTree(srcDir, "/lib/piquet_core");
mp.FS.writeFile("/lib/portability_driver.py", readFileSync(join(here, "driver.py"), "utf8"));
// Imported one by one by the driver: the top-level modules and those of the exercises and
// games packages (test_micropython.PACKAGES).
const packageModules = ["exercises", "games"].flatMap((pkg) =>
  readdirSync(join(srcDir, pkg)).filter((f) => f.endsWith(".py")).sort()
    .map((f) => (f === "__init__.py" ? pkg : pkg + "." + f.slice(0, -3))));
const names = JSON.stringify(modules.map((f) => f.slice(0, -3)).concat(packageModules));

function run(code) {
  try {
    mp.runPython(code);
  } catch (err) {
    // A Python exception that escaped the driver: keep the Python part of the message.
    const text = String(err && err.message ? err.message : err);
    console.log(JSON.stringify({ fatal: text.slice(0, 4000) }));
    process.exit(1);
  }
}

run("import sys\nsys.path.append('/lib')\nimport portability_driver as driver");
if (mode === "run") {
  const count = parseInt(arg1 || "200", 10);
  const variantCount = parseInt(arg2 || "10", 10);
  run(`driver.main(${count}, ${variantCount}, ${names})`);
} else if (mode === "bench") {
  const deals = parseInt(arg1 || "300", 10);
  const repeats = parseInt(arg2 || "3", 10);
  run("driver.bench_once(0, 5)"); // warm up: imports, first allocations
  const seconds = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    run(`driver.bench_once(${i * deals}, ${deals})`);
    seconds.push((performance.now() - t0) / 1000);
  }
  console.log(JSON.stringify({ runtime: "micropython", deals, seconds }));
} else if (mode === "exercises") {
  mp.FS.writeFile("/lib/exercise_specs.json", readFileSync(arg1, "utf8"));
  run("driver.exercises('/lib/exercise_specs.json')");
} else if (mode === "puzzles") {
  // puzzles FAMILIES SEEDS: FAMILIES comma-separated, SEEDS a count (0..n-1); one JSON line each.
  const seeds = parseInt(arg2 || "5", 10);
  run(`driver.puzzles(${JSON.stringify(arg1.split(","))}, range(${seeds}))`);
} else if (mode === "bench-puzzles") {
  // bench-puzzles FAMILIES COUNT: make and check COUNT puzzles per family and level, each timed alone.
  const count = parseInt(arg2 || "30", 10);
  run("from piquet_core.exercises import make_puzzle");
  for (const family of arg1.split(",")) {
    run(`driver.make_and_check(${JSON.stringify(family)}, 999, 1)`); // warm up: imports
    for (const level of [1, 2, 3]) {
      const ms = [];
      for (let seed = 0; seed < count; seed++) {
        const t0 = performance.now();
        run(`driver.make_and_check(${JSON.stringify(family)}, ${seed}, ${level})`);
        ms.push(performance.now() - t0);
      }
      console.log(JSON.stringify({ family, level, ms }));
    }
  }
} else {
  console.log(JSON.stringify({ fatal: "unknown mode " + mode + " (run, bench, exercises, puzzles or bench-puzzles)" }));
  process.exit(2);
}
