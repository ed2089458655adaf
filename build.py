#!/usr/bin/env python3
"""Build the Piquet tutorial site into _site/, or build and serve it.

    python build.py                 build (strict: any problem fails with file:line)
    python build.py serve [--port N]  build, then serve _site on 127.0.0.1
    --base-path /piquet/             where the site lives on its host (for the 404 page's
                                     links, which must work at any depth); default /
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from sitegen.errors import BuildError, BuildErrors  # noqa: E402
from sitegen.output import build_outputs, write  # noqa: E402


def build(lessons=ROOT / "lessons", out=ROOT / "_site", base_path="/"):
    """Build the site; return 0, or print every problem and return 1 (nothing written)."""
    if not (base_path.startswith("/") and base_path.endswith("/")):
        print(f"--base-path must start and end with '/', got {base_path!r}", file=sys.stderr)
        return 1
    try:
        course, outputs = build_outputs(ROOT, lessons, base_path)
    except BuildErrors as exc:
        for error in sorted(exc.errors, key=lambda e: (e.path, e.line)):
            print(error, file=sys.stderr)
        print(f"build failed: {len(exc.errors)} problem(s); nothing written", file=sys.stderr)
        return 1
    except BuildError as exc:
        print(exc, file=sys.stderr)
        print("build failed; nothing written", file=sys.stderr)
        return 1
    write(outputs, out)
    print(f"built {len(course.lessons)} lessons, {len(outputs)} files into {out}")
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--strict", action="store_true", help="accepted for habit: strict is the only mode")
    parser.add_argument("--lessons", type=Path, default=ROOT / "lessons", help="lessons folder")
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument("--base-path", default="/", help="the site's path on its host, e.g. /piquet/ (default /)")
    args = parser.parse_args(argv)
    status = build(args.lessons, args.out, args.base_path)
    if status or args.command == "build":
        return status
    from sitegen.server import make_server

    server = make_server(args.out, "127.0.0.1", args.port)
    print(f"serving {args.out} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
