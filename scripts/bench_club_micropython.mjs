// Time the club player's decisions under MicroPython 1.28 (the PyScript wasm build), as
// the practice table runs it on the page's main thread.
//
//   node scripts/bench_club_micropython.mjs [DEALS [SEED [moves]]] [--rules=TEXT]
//
// Copies piquet_core/*.py and piquet_core/opponent/*.py into the wasm file system, plays
// DEALS seeded deals club against club (each decision timed with the page's performance.now) and prints
// one JSON line: {"runtime", "deals", "decisions", "p50", "p95", "max", "by_phase": {...}}
// (milliseconds); with "moves", also every deal's actions ("moves": [[...], ...]), for the
// test that the club decides the same under MicroPython as under CPython. --rules=TEXT plays
// under those rules (e.g. --rules=cardparade, with trumps); the default is Rubicon. A Python error
// is printed as {"fatal": ...} with exit status 1.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pkgDir = join(root, "node_modules", "@micropython", "micropython-webassembly-pyscript");
const deals = parseInt(process.argv[2] || "40", 10);
const seed = parseInt(process.argv[3] || "1", 10);
const withMoves = process.argv.slice(4).includes("moves") ? "True" : "False";
const rulesFlag = process.argv.find((arg) => arg.startsWith("--rules="));
const rulesText = rulesFlag ? rulesFlag.slice("--rules=".length) : "rubicon";
if (!existsSync(join(pkgDir, "micropython.mjs"))) {
  console.log(JSON.stringify({ fatal: "MicroPython wasm not found in " + pkgDir + " (run npm ci)" }));
  process.exit(2);
}
const { loadMicroPython } = await import(join(pkgDir, "micropython.mjs"));
const mp = await loadMicroPython({
  heapsize: 64 * 1024 * 1024, pystack: 64 * 1024, linebuffer: true,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
for (const sub of ["", "opponent"]) {
  const dir = join(root, "piquet_core", sub);
  mp.FS.mkdirTree("/lib/piquet_core/" + sub);
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".py"))) {
    mp.FS.writeFile("/lib/piquet_core/" + (sub ? sub + "/" : "") + file, readFileSync(join(dir, file), "utf8"));
  }
}
const driver = `
import sys, json, time
sys.path.append('/lib')
try:
    from js import performance
    def now():
        return performance.now()
except ImportError:
    def now():
        return time.ticks_us() / 1000.0
from piquet_core.deal import Deal
from piquet_core.opponent.club import ClubPlayer
from piquet_core.opponent.match import pair_seed
from piquet_core.rules import Rules

def pct(values, q):
    values = sorted(values)
    i = int(q * len(values) + 0.999999) - 1
    return round(values[min(len(values) - 1, max(0, i))], 2)

def main(count, seed, with_moves, rules_text):
    rules = Rules.parse(rules_text)
    times = []
    phases = {}
    moves = []
    for i in range(count):
        deal = Deal.from_seed(pair_seed(seed, i), rules)
        players = (ClubPlayer(i * 2 + 1), ClubPlayer(i * 2 + 2))
        while not deal.is_over:
            s = deal.to_act
            view = deal.view(s)
            start = now()
            action = players[s].choose(view)
            ms = now() - start
            times.append(ms)
            phases.setdefault(deal.phase, []).append(ms)
            deal.do(action, s)
        moves.append([str(move.action) for move in deal.history])
    by_phase = {}
    for name in phases:
        by_phase[name] = {"n": len(phases[name]), "p50": pct(phases[name], 0.5), "p95": pct(phases[name], 0.95),
                          "max": round(max(phases[name]), 2)}
    result = {"runtime": "micropython", "deals": count, "decisions": len(times), "p50": pct(times, 0.5),
              "p95": pct(times, 0.95), "max": round(max(times), 2), "by_phase": by_phase}
    if with_moves:
        result["moves"] = moves
    print(json.dumps(result))
`;
try {
  mp.runPython(driver + `\nmain(${deals}, ${seed}, ${withMoves}, ${JSON.stringify(rulesText)})`);
} catch (err) {
  console.log(JSON.stringify({ fatal: String(err && err.message ? err.message : err).slice(0, 4000) }));
  process.exit(1);
}
