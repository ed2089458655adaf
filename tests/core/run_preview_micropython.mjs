// Draws shared links' first screens under MicroPython 1.28 (the PyScript wasm build in
// node_modules) from the practice page's preview pack alone (sitegen/runtime.py
// PREVIEW_PACK), unpacked by the page's own site/py/engine_pack.py, as the page does
// before its engine pack is there. Prints one JSON line: {hash: [phase, regions] or null}.
//   node run_preview_micropython.mjs PACK TEMPLATE_FILE HASH...
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const { loadMicroPython } = await import(join(root, "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"));
const mp = await loadMicroPython({ heapsize: 16 * 1024 * 1024, pystack: 64 * 1024, linebuffer: true,
  stdout: (line) => process.stdout.write(line + "\n"), stderr: (line) => process.stderr.write(line + "\n") });
const [pack, template, ...hashes] = process.argv.slice(2);
mp.FS.mkdirTree("/lib");
mp.FS.writeFile("/lib/piquet_core_preview.pack", readFileSync(pack));
mp.FS.writeFile("/lib/engine_pack.py", readFileSync(join(root, "site", "py", "engine_pack.py"), "utf8"));
mp.FS.writeFile("/lib/template.json", readFileSync(template, "utf8"));
try {
  mp.runPython(`
import json, os, sys
sys.path.append('/lib')
os.chdir('/lib')
import engine_pack
engine_pack.unpack_file(engine_pack.PREVIEW_PACK)
from piquet_core.table.linkpreview import first_screen
with open('template.json') as handle:
    template = handle.read()
found = {}
for text in ${JSON.stringify(hashes)}:
    shown = first_screen(text, template)
    found[text] = [shown[0], [list(region) for region in shown[1]]] if shown else None
print(json.dumps({"screens": found, "files": sorted(os.listdir('piquet_core')) + ['table/' + name for name in sorted(os.listdir('piquet_core/table'))]}))
`);
} catch (error) {
  console.log(JSON.stringify({ fatal: String(error && error.message ? error.message : error).slice(0, 3000) }));
  process.exit(1);
}
