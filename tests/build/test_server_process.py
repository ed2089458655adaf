"""The site's server in a process of its own (what the page benchmarks use)."""

import urllib.error
import urllib.request

import pytest

from sitegen.policy import HEADERS
from sitegen.server import serve_in_process


def test_the_server_process_serves_files_with_the_sites_headers_and_stops(tmp_path):
    (tmp_path / "index.html").write_text("<p>hello</p>", encoding="utf-8")
    (tmp_path / "404.html").write_text("<p>not here</p>", encoding="utf-8")
    server, base = serve_in_process(tmp_path)
    try:
        with urllib.request.urlopen(base + "index.html", timeout=5) as response:
            assert response.read() == b"<p>hello</p>"
            for name, value in HEADERS.items():
                assert response.headers[name] == value
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(base + "nowhere.html", timeout=5)
        assert missing.value.code == 404 and missing.value.read() == b"<p>not here</p>"
    finally:
        server.shutdown()
    assert server.process.poll() is not None
    with pytest.raises(OSError):
        urllib.request.urlopen(base + "index.html", timeout=2)


def test_a_client_that_hangs_up_leaves_no_traceback(tmp_path, capsys):
    """A page closed while a file was still coming (every e2e test's) printed a Broken pipe
    traceback per request into CI's log; another error is still reported."""
    from sitegen.server import make_server
    server = make_server(tmp_path, port=0, quiet=True)
    try:
        for error, shown in ((BrokenPipeError(32, "Broken pipe"), False), (ConnectionResetError(), False),
                             (ValueError("a real fault"), True)):
            try:
                raise error
            except Exception:
                server.handle_error(None, ("127.0.0.1", 1))
            assert ("a real fault" in capsys.readouterr().err) is shown
    finally:
        server.server_close()


def test_a_burst_of_connections_is_queued_not_dropped(tmp_path):
    """Twenty connections at once, before the server accepts any: each is queued at once.
    With the standard library's queue of 5, the rest waited a second for the kernel to
    retry (a burst of 30 requests took 1.0-1.3 s against 20 ms)."""
    import socket
    from sitegen.server import make_server
    server = make_server(tmp_path, port=0, quiet=True)  # listening, not yet accepting
    clients = []
    try:
        for _ in range(20):
            client = socket.socket()
            client.settimeout(0.5)
            client.connect(server.server_address)  # a dropped handshake times out here
            clients.append(client)
        assert len(clients) == 20
    finally:
        for client in clients:
            client.close()
        server.server_close()
