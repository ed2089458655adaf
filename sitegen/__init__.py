"""Static site generator for the Piquet tutorial.

The build is two-phase, like mkdocs --strict: `gather` reads and validates every input
and renders every page in memory; only when no problem was found does `write` touch the
output folder. Modules, one job each:

- errors: the BuildError type and the problem collector (file:line: reason).
- frontmatter: a lesson's front matter block.
- glossary: lessons/glossary.toml.
- cards: HTML for cards and hands (accessible, readable without JS or CSS).
- blocks: the fenced `hand`, `hands`, `deal` and `exercise` blocks.
- markdown_ext: the Python-Markdown extension that finds those blocks.
- lessons: reading a lesson file into a Lesson.
- site: gathering the whole site (pages, cross-checks) in memory.
- runtime: vendored runtimes, the engine zip and per-page PyScript configs.
- offline: the service worker with its content-hashed precache list and file hashes.
- policy: the Content-Security-Policy and isolation headers (pages, server, sw.js).
- server: the local static server with the right MIME types, COOP/COEP and the CSP.
- textfile: reading an input file as UTF-8 (a BOM is accepted), or a BuildError.
- safety: refusing raw HTML in a lesson that could run code.
- links: every link, anchor and image of the built site exists.
- sourcemap: the lesson line that wrote a piece of rendered HTML.
"""
