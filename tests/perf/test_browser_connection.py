"""The benches' and server tests' HTTP client sends a small request in one write, as a tablet's browser
does (tests/server/harness.py, ``BrowserConnection``), and still talks HTTP to a real server."""

from __future__ import annotations

import json
import socket
import threading

from tests.server.harness import BrowserConnection


class _Counted(BrowserConnection):
    """Keeps what each write sent."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.writes: list[bytes] = []

    def send(self, data) -> None:  # noqa: ANN001 - http.client's own
        self.writes.append(bytes(data))
        super().send(data)


def _echo_server() -> tuple[socket.socket, list[bytes]]:
    """A one-connection server that reads one request (head and Content-Length body) and answers 200 with it."""
    listener = socket.create_server(("127.0.0.1", 0))
    seen: list[bytes] = []

    def serve() -> None:
        conn, _ = listener.accept()
        with conn:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(65536)
            head, _, body = data.partition(b"\r\n\r\n")
            length = next(int(line.split(b":")[1]) for line in head.split(b"\r\n") if line.lower().startswith(b"content-length"))
            while len(body) < length:
                body += conn.recv(65536)
            seen.append(body)
            conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\nConnection: close\r\n\r\n%s" % (len(body), body))

    threading.Thread(target=serve, daemon=True).start()
    return listener, seen


def _post(size: int) -> tuple[_Counted, list[bytes], bytes]:
    listener, seen = _echo_server()
    with listener:
        conn = _Counted("127.0.0.1", listener.getsockname()[1], timeout=10)
        body = json.dumps({"game": 1, "table": 2, "winner": 3, "pad": "x" * size}).encode()
        conn.request("POST", "/score/night/result/", body=body, headers={"Content-Type": "application/json"})
        answer = conn.getresponse().read()
        conn.close()
    return conn, seen, answer if answer == body else b""


def test_a_small_post_goes_out_in_one_write_and_is_read_whole():
    conn, seen, answer = _post(10)
    assert len(conn.writes) == 1 and conn.writes[0].startswith(b"POST /score/night/result/ HTTP/1.1\r\n")
    assert conn.writes[0].endswith(seen[0]) and answer == seen[0]


def test_a_post_over_1400_bytes_goes_out_as_head_then_body():
    conn, seen, answer = _post(2000)
    assert len(conn.writes) == 2 and conn.writes[1] == seen[0] and answer == seen[0]
    assert conn.writes[0].endswith(b"\r\n\r\n")
