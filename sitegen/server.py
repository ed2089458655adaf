"""A local static server for the built site: right MIME types, COOP/COEP and the CSP
(sitegen.policy)."""

import functools
import http.server
import threading
from pathlib import Path

from .policy import HEADERS


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".css": "text/css",
        ".zip": "application/zip",
        ".py": "text/plain; charset=utf-8",
        ".html": "text/html; charset=utf-8",
    }

    def end_headers(self):
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def send_error(self, code, message=None, explain=None):
        # Serve the site's own 404 page, as static hosts do.
        page = Path(self.directory) / "404.html" if self.directory else None
        if code == 404 and page and page.is_file():
            body = page.read_bytes()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            return
        super().send_error(code, message, explain)

    def log_message(self, format, *args):
        if not getattr(self.server, "quiet", False):
            super().log_message(format, *args)


def make_server(directory, host="127.0.0.1", port=8000, quiet=False):
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer((host, port), handler)
    server.quiet = quiet
    server.daemon_threads = True
    return server


def serve_in_thread(directory, host="127.0.0.1", port=0):
    """Start a quiet server on a free port in a daemon thread; returns (server, base URL)."""
    server = make_server(directory, host, port, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, f"http://{host}:{server.server_address[1]}/"
