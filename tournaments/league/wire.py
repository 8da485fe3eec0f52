"""One bounded HTTP POST (pure Python, no Django): an overall deadline, at most 64 KB of the answer read.

urllib's timeout is per socket operation, so an answer dripping a byte every 5 s never trips it, and
it reads whatever size it is sent. Here the exchange runs in a thread the caller waits for at most
``deadline`` seconds; at the deadline the socket is shut, which ends any read or write at once. Every
byte of the answer (status line, headers, body) counts against ``ANSWER_MAX_BYTES``. Nothing raises:
the ``Reply`` says how far the exchange got (``Phase``) and what went wrong, for the caller to say.
"""

from __future__ import annotations

import enum
import http.client
import io
import socket
import ssl
import threading
from dataclasses import dataclass
from urllib.parse import urlsplit

ANSWER_MAX_BYTES = 64 * 1024
CUT_GRACE = 1.0  # seconds the thread is given to notice the cut socket


class Phase(enum.Enum):
    """How far an exchange got: connecting (nothing sent), sending the body, or waiting for the answer."""

    CONNECT = "connect"
    SEND = "send"
    ANSWER = "answer"


class Failure(enum.Enum):
    """Why there is no whole answer."""

    TIMEOUT = "timeout"
    CERTIFICATE = "certificate"
    TOO_BIG = "too big"
    NETWORK = "network"


@dataclass(frozen=True)
class Reply:
    """What came back: the HTTP status and body (at most ``ANSWER_MAX_BYTES``), or the failure and its cause."""

    status: int | None
    body: bytes
    headers: dict[str, str]
    failure: Failure | None
    phase: Phase
    cause: str = ""


class AnswerTooBig(Exception):
    """The answer went past ``ANSWER_MAX_BYTES``."""


class _Capped(io.RawIOBase):
    """A socket's reader that refuses to read past a budget of bytes."""

    def __init__(self, raw: io.RawIOBase, budget: int) -> None:
        self.raw, self.left = raw, budget

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # noqa: ANN001
        if self.left <= 0:
            raise AnswerTooBig
        read = self.raw.readinto(memoryview(buffer)[: self.left])
        self.left -= read or 0
        return read

    def close(self) -> None:
        self.raw.close()
        super().close()


class _CappedResponse(http.client.HTTPResponse):
    """An HTTP response read through ``_Capped``: the status line, headers and body share the budget."""

    def __init__(self, sock: socket.socket, *args, **kwargs) -> None:  # noqa: ANN002, ANN003
        super().__init__(sock, *args, **kwargs)
        self.fp.close()
        self.fp = io.BufferedReader(_Capped(sock.makefile("rb", buffering=0), ANSWER_MAX_BYTES))


class _Exchange:
    """The POST, run in its own thread; ``cut`` (from the waiting thread) shuts its socket."""

    def __init__(self, url: str, body: bytes, headers: dict[str, str], deadline: float) -> None:
        self.url, self.body, self.headers, self.deadline = url, body, headers, deadline
        self.phase, self.reply, self.connection, self.sock = Phase.CONNECT, None, None, None
        self.lock, self.cut_done = threading.Lock(), False

    def run(self) -> None:
        try:
            self.reply = self._post()
        except Exception as exc:  # noqa: BLE001 - the thread's edge: whatever went wrong becomes a failure
            self.reply = self._failed(exc)
        finally:
            if self.connection is not None:
                self.connection.close()

    def cut(self) -> None:
        with self.lock:
            self.cut_done = True
            # the connected socket, kept: the connection forgets it when the answer is to end with the connection
            sock = self.sock or (self.connection.sock if self.connection is not None else None)
            if sock is not None:
                try:
                    socket.socket.shutdown(sock, socket.SHUT_RDWR)  # the plain socket's: also ends a TLS read
                except OSError:
                    pass

    def _post(self) -> Reply:
        parts = urlsplit(self.url)
        if parts.scheme == "https":
            # a new context each time: it reads SSL_CERT_FILE / SSL_CERT_DIR as they are now
            connection = http.client.HTTPSConnection(parts.hostname, parts.port, timeout=self.deadline,
                                                     context=ssl.create_default_context())
        else:
            connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=self.deadline)
        connection.response_class = _CappedResponse
        with self.lock:
            if self.cut_done:
                raise TimeoutError("deadline before connecting")
            self.connection = connection
        connection.connect()
        with self.lock:
            if self.cut_done:  # connected just after the deadline: send nothing
                raise TimeoutError("deadline while connecting")
            self.phase, self.sock = Phase.SEND, connection.sock
        connection.request("POST", parts.path + (f"?{parts.query}" if parts.query else ""), body=self.body,
                           headers=self.headers)
        self.phase = Phase.ANSWER
        response = connection.getresponse()
        try:
            body = response.read(ANSWER_MAX_BYTES)  # the budget (headers included) stops it first if it is more
        except AnswerTooBig:
            return Reply(response.status, b"", {}, Failure.TOO_BIG, self.phase, f"over {ANSWER_MAX_BYTES} bytes")
        finally:
            response.close()
        if response.length:  # read(amt) gives what came before the connection closed: the rest never will
            raise http.client.IncompleteRead(body, response.length)
        with self.lock:
            if self.cut_done:  # a body without a length ends at the cut: it is not the whole answer
                raise TimeoutError("deadline while reading the answer")
        return Reply(response.status, body, {k.lower(): v for k, v in response.getheaders()}, None, self.phase)

    def _failed(self, exc: BaseException) -> Reply:
        cause = f"{type(exc).__name__}: {exc}"[:300]
        if self.cut_done or isinstance(exc, TimeoutError):
            return Reply(None, b"", {}, Failure.TIMEOUT, self.phase, cause)
        if isinstance(exc, ssl.SSLCertVerificationError):
            return Reply(None, b"", {}, Failure.CERTIFICATE, self.phase, exc.verify_message or cause)
        if isinstance(exc, AnswerTooBig):
            return Reply(None, b"", {}, Failure.TOO_BIG, self.phase, f"over {ANSWER_MAX_BYTES} bytes")
        return Reply(None, b"", {}, Failure.NETWORK, self.phase, cause)


def bounded_post(*, url: str, body: bytes, headers: dict[str, str], deadline: float) -> Reply:
    """POST ``body`` to ``url`` and return within ``deadline`` seconds (plus a moment), whatever answers."""
    exchange = _Exchange(url, body, headers, deadline)
    worker = threading.Thread(target=exchange.run, name="bounded-post", daemon=True)
    worker.start()
    worker.join(deadline)
    if worker.is_alive():
        exchange.cut()
        worker.join(CUT_GRACE)
    reply = exchange.reply
    if reply is not None and (reply.failure is None or not exchange.cut_done):
        return reply
    return Reply(None, b"", {}, Failure.TIMEOUT, exchange.phase, f"no whole answer within {deadline:.0f} s")
