"""A redis-server of a test's own, on a spare port, that the test may stop and start again."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .harness import free_port


@dataclass
class RedisServer:
    """Debian's redis-server on 127.0.0.1:``port``, keeping nothing on disk."""

    workdir: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.workdir)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


@pytest.fixture(scope="module")
def redis_server(tmp_path_factory):
    """A redis-server of this test module's own (a skip without Debian's redis-server, a failure under CI);
    a test that stops it starts it again."""
    if shutil.which("redis-server") is None:
        import os

        if os.environ.get("CI"):
            pytest.fail("CI needs Debian's redis-server: apt-get install redis-server")
        pytest.skip("no redis-server: apt-get install redis-server")
    server = RedisServer(workdir=tmp_path_factory.mktemp("redis"))
    server.start()
    yield server
    server.stop()
