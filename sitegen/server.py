"""A local static server for the built site: right MIME types, COOP/COEP and the CSP
(sitegen.policy)."""

import argparse
import functools
import http.server
import socket
import subprocess
import sys
import threading
import time
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


class SiteServer(http.server.ThreadingHTTPServer):
    # The listening queue: the standard library's 5 makes a burst of more connections
    # (two pages loading, a page and its workers) wait for the kernel's retry, a whole
    # second, for no reason a static host would have.
    request_queue_size = 128

    def handle_error(self, request, client_address):
        """A browser that left a page while a file was still coming (a test's closed page,
        a reload) is no error of the server's: its traceback filled CI's log."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory, host="127.0.0.1", port=8000, quiet=False):
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer((host, port), handler)
    server.quiet = quiet
    server.daemon_threads = True
    return server


def serve_in_thread(directory, host="127.0.0.1", port=0):
    """Start a quiet server on a free port in a daemon thread; returns (server, base URL)."""
    server = make_server(directory, host, port, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, f"http://{host}:{server.server_address[1]}/"


class ServerProcess:
    """The site's server in a process of its own (``serve_in_process``)."""

    def __init__(self, process):
        self.process = process

    def shutdown(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def serve_in_process(directory, host="127.0.0.1", timeout=10.0):
    """Start the same quiet server in a process of its own; returns (server, base URL).

    For benchmarks: a server thread in the measuring process waits on that process's
    interpreter lock (Playwright's client runs there too), so every file a page asks for
    costs more than a static host would make it, and a page with many files pays more
    than the bare page it is compared with (docs/site.md, "The benchmark's server")."""
    with socket.socket() as probe:
        probe.bind((host, 0))
        port = probe.getsockname()[1]
    root = Path(__file__).resolve().parents[1]
    process = subprocess.Popen([sys.executable, "-m", "sitegen.server", str(directory), "--host", host,
                                "--port", str(port)], cwd=str(root),
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + timeout
    while True:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError("the site's server did not start on %s:%d" % (host, port))
            time.sleep(0.05)
    return ServerProcess(process), f"http://{host}:{port}/"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Serve a built site quietly (serve_in_process).")
    parser.add_argument("directory")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    make_server(args.directory, args.host, args.port, quiet=True).serve_forever()


if __name__ == "__main__":
    main()
