"""The site's security headers: one source for the pages' <meta>, the dev server and sw.js.

Content-Security-Policy: everything from the site's own origin and nothing else.
- `script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'`: the runtimes compile WebAssembly
  (MicroPython, Pyodide), and PyScript evaluates strings as JavaScript (`Function(...)`
  in its core chunk, for its Python-to-JS bridge and worker hooks): without
  'unsafe-eval' no Python starts. Scripts still come only from the site: no inline
  script, no other origin.
- `worker-src 'self' blob:`: PyScript starts its workers (the practice page's Pyodide)
  from blob: URLs it builds from the site's own code.
- `object-src 'none'`, `base-uri 'none'`, `form-action 'self'`: no plugins, no
  rewritten base URL, forms post only to the site.
The isolation headers (COOP/COEP/CORP) give a worker SharedArrayBuffer.
"""

CSP = "; ".join((
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
))

ISOLATION = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
    "Cross-Origin-Resource-Policy": "same-origin",
}

# Every response of the dev server, and every response the service worker serves.
HEADERS = {**ISOLATION, "Content-Security-Policy": CSP}
