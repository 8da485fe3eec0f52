"""A league server with HTTPS=true behind its TLS proxy: a request the proxy marks https is served, a
plain one is sent to https; a hall laptop (HTTPS off) trusts no such header."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PROBE = """
import django
django.setup()
from django.test import Client
client = Client(raise_request_exception=False)
plain = client.get("/league/api/nights/")
proxied = client.get("/league/api/nights/", HTTP_X_FORWARDED_PROTO="https")
print(plain.status_code, plain.get("Location", "-"), proxied.status_code)
"""


@pytest.mark.parametrize(("https", "expected"), [("true", "301 https://testserver/league/api/nights/ 405"),
                                                 ("false", "405 - 405")])
def test_the_proxys_https_header_is_trusted_only_on_a_league_server(tmp_path, https, expected):
    environ = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "HTTPS", "DATABASE_URL")}
    environ.update(CARDPARTY_VAR=str(tmp_path), DJANGO_SETTINGS_MODULE="cardparty.settings", HTTPS=https,
                   DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", ALLOWED_HOSTS="testserver")
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == expected
