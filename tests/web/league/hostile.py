"""Real servers on loopback that answer a hall's POST the way a hostile or broken one would.

``serve(behaviour)`` starts a TCP server in a thread; ``behaviour(conn, request)`` gets the
accepted socket (the request already read whole, unless the behaviour is ``reads_nothing``) and
writes whatever it likes. Also a TLS server with a self-signed certificate made by openssl.
"""

from __future__ import annotations

import contextlib
import http.server
import json
import socket
import socketserver
import ssl
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

LEAGUE_ANSWER = json.dumps({"ok": True, "outcome": "new", "message": "The league received the night."}).encode()


def read_request(conn: socket.socket) -> bytes:
    """Read one HTTP request (headers, then a body of its Content-Length)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _sep, body = data.partition(b"\r\n\r\n")
    length = next((int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                   if line.lower().startswith(b"content-length:")), 0)
    while len(body) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        body += chunk
    return head + b"\r\n\r\n" + body


class _Handler(socketserver.BaseRequestHandler):
    def handle(self) -> None:
        server = self.server
        request = b"" if getattr(server.behaviour, "reads_nothing", False) else read_request(self.request)
        server.requests.append(request)
        with contextlib.suppress(OSError):
            server.behaviour(self.request, request)


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True


@contextlib.contextmanager
def serve(behaviour: Callable[[socket.socket, bytes], None], *, receive_buffer: int | None = None,
          tls: tuple[Path, Path] | None = None) -> Iterator[_Server]:
    """A server on 127.0.0.1 answering with ``behaviour`` (over TLS with ``tls``: certificate and key);
    ``.url`` is its address, ``.requests`` what came."""
    server = _Server(("127.0.0.1", 0), _Handler, bind_and_activate=False)
    if receive_buffer is not None:  # a small window: the sender's body waits on a slow reader
        server.socket.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    server.server_bind()
    server.server_activate()
    if tls is not None:
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(*tls)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    server.behaviour, server.requests = behaviour, []
    server.url = f"{'https' if tls else 'http'}://127.0.0.1:{server.server_address[1]}/"
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def answer(raw: bytes) -> Callable[[socket.socket, bytes], None]:
    """A behaviour that sends ``raw`` and closes."""

    def send(conn: socket.socket, _request: bytes) -> None:
        conn.sendall(raw)

    return send


def huge_body(conn: socket.socket, _request: bytes) -> None:
    """200 with a 400 MB body, written until the hall stops reading."""
    conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 400000000\r\n\r\n")
    chunk = b"x" * 65536
    for _ in range(400_000_000 // len(chunk)):
        conn.sendall(chunk)


def endless_headers(conn: socket.socket, _request: bytes) -> None:
    """A status line, then header lines forever."""
    conn.sendall(b"HTTP/1.1 200 OK\r\n")
    line = b"X-Filler: " + b"a" * 1000 + b"\r\n"
    for _ in range(400_000):
        conn.sendall(line)


def dripping(every: float, *, length: bool = True) -> Callable[[socket.socket, bytes], None]:
    """A status line and headers at once, then the body one byte every ``every`` seconds (without a
    Content-Length: a league's whole JSON first, then spaces, the body ending only when the connection does)."""

    def drip(conn: socket.socket, _request: bytes) -> None:
        if length:
            conn.sendall(b"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
        else:
            conn.sendall(b"HTTP/1.0 201 Created\r\nContent-Type: application/json\r\n\r\n" + LEAGUE_ANSWER)
        for _ in range(1000):
            conn.sendall(b" ")
            time.sleep(every)

    return drip


def dripping_headers(every: float) -> Callable[[socket.socket, bytes], None]:
    """The status line and headers one byte every ``every`` seconds (no timeout per read ever trips)."""

    def drip(conn: socket.socket, _request: bytes) -> None:
        for byte in b"HTTP/1.1 201 Created\r\n" + b"X-Slow: " + b"s" * 1000:
            conn.sendall(bytes([byte]))
            time.sleep(every)

    return drip


def silent(conn: socket.socket, _request: bytes) -> None:
    """Read the night, then say nothing for a minute."""
    time.sleep(60)


def not_reading(conn: socket.socket, _request: bytes) -> None:
    """Accept and never read: the night's body waits on the hall's side."""
    time.sleep(60)


not_reading.reads_nothing = True


def slow_uplink(bytes_per_second: int) -> Callable[[socket.socket, bytes], None]:
    """A league behind a slow uplink: the night arrives at ``bytes_per_second``, then the league's 201."""

    def receive(conn: socket.socket, _request: bytes) -> None:
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16384)
        data, started = b"", time.monotonic()
        while b"\r\n\r\n" not in data:
            data += conn.recv(4096)
        head, _sep, body = data.partition(b"\r\n\r\n")
        length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                      if line.lower().startswith(b"content-length:"))
        received = len(body)
        while received < length:
            chunk = conn.recv(min(8192, length - received))
            if not chunk:
                return
            received += len(chunk)
            time.sleep(max(0.0, started + received / bytes_per_second - time.monotonic()))
        conn.sendall(b"HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: "
                     + str(len(LEAGUE_ANSWER)).encode() + b"\r\n\r\n" + LEAGUE_ANSWER)

    receive.reads_nothing = True
    return receive


def tls_certificate(directory: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and localhost, made by openssl: (certificate, key)."""
    cert, key = directory / "league.crt", directory / "league.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


class _League(http.server.BaseHTTPRequestHandler):
    """A league's API as far as the hall sees it: 201 and the league's JSON for a night."""

    def do_POST(self) -> None:  # noqa: N802
        self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.server.posts.append(self.path)
        self.send_response(201)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(LEAGUE_ANSWER)))
        self.end_headers()
        self.wfile.write(LEAGUE_ANSWER)

    def log_message(self, *args) -> None:  # noqa: ANN002
        pass


@contextlib.contextmanager
def tls_league(cert: Path, key: Path) -> Iterator[http.server.ThreadingHTTPServer]:
    """A league answering over https with ``cert``; ``.url`` its address, ``.posts`` the paths posted to."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _League)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    server.posts, server.url = [], f"https://127.0.0.1:{server.server_address[1]}/"
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
