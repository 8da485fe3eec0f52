"""The deploy/ folder a league server is set up from (issue 37, point 1): the manage.py wrapper reads
the environment file the service reads; the unit, the proxies and the file agree. nginx's site is run
for real by tests/server/test_behind_nginx.py."""

from __future__ import annotations

import configparser
import os
import re
import runpy
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
WRAPPER = runpy.run_path(str(DEPLOY / "manage.py"))


def _unit() -> configparser.ConfigParser:
    unit = configparser.ConfigParser(interpolation=None, strict=False)
    unit.read_string((DEPLOY / "cardparty.service").read_text())
    return unit


def test_the_wrapper_runs_manage_py_with_the_environment_file_the_service_reads(tmp_path):
    example = WRAPPER["environment_file"]((DEPLOY / "cardparty.env.example").read_text())
    assert {"DATABASE_URL", "SECRET_KEY", "HTTPS", "ALLOWED_HOSTS", "TRUSTED_PROXIES", "CARDPARTY_VAR"} <= set(example)
    text = (DEPLOY / "cardparty.env.example").read_text()
    text = text.replace(f"CARDPARTY_VAR={example['CARDPARTY_VAR']}", f"CARDPARTY_VAR={tmp_path}")
    text = text.replace(f"DATABASE_URL={example['DATABASE_URL']}", f"DATABASE_URL='sqlite:///{tmp_path}/db.sqlite3'")
    env_file = tmp_path / "cardparty.env"
    env_file.write_text(text)
    environ = {k: v for k, v in os.environ.items() if k not in ("HTTPS", "DATABASE_URL", "TRUSTED_PROXIES")}
    code = ("from django.conf import settings as s; "
            "print(s.HTTPS, s.ALLOWED_HOSTS, s.TRUSTED_PROXIES, s.SECURE_HSTS_SECONDS, s.DATABASES['default']['NAME'])")
    done = subprocess.run([str(DEPLOY / "manage.py"), "shell", "-c", code], env={**environ, "CARDPARTY_ENV": str(env_file)},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == f"True ['league.example.org'] ['127.0.0.1', '::1'] 300 {tmp_path}/db.sqlite3"
    assert _unit()["Service"]["EnvironmentFile"] == WRAPPER["DEFAULT_ENV_FILE"]


def test_the_wrapper_says_when_it_cannot_read_the_environment_file(tmp_path):
    done = subprocess.run([str(DEPLOY / "manage.py"), "check"], env={**os.environ, "CARDPARTY_ENV": str(tmp_path / "no")},
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "cannot read the environment file" in done.stderr


@pytest.mark.parametrize("line", ["just words", "NAME WITH SPACE=1"])
def test_a_line_of_the_environment_file_that_is_not_name_value_is_refused(line):
    with pytest.raises(SystemExit, match="line 2 of the environment file"):
        WRAPPER["environment_file"](f"# a comment\n{line}\n")


def test_gunicorn_listens_on_this_machine_only_behind_the_proxy_it_trusts():
    start = _unit()["Service"]["ExecStart"]
    assert "--bind 127.0.0.1:8000" in start and "cardparty/gunicorn_conf.py" in start
    site = (DEPLOY / "nginx-cardparty.conf").read_text()
    assert re.search(r"upstream cardparty \{\s*server 127\.0\.0\.1:8000;", site)
    assert "reverse_proxy 127.0.0.1:8000" in (DEPLOY / "Caddyfile").read_text()


def test_the_proxies_pass_the_host_the_scheme_and_a_night_of_500_couples():
    site = (DEPLOY / "nginx-cardparty.conf").read_text()
    for needed in ("proxy_set_header Host $http_host;", "proxy_set_header X-Forwarded-Proto $scheme;",
                   "proxy_set_header X-Forwarded-For $remote_addr;", "return 301 https://$host$request_uri;"):
        assert needed in site
    megabytes = float(re.search(r"client_max_body_size (\d+)m;", site).group(1))
    caddy = float(re.search(r"max_size (\d+)MB", (DEPLOY / "Caddyfile").read_text()).group(1))
    assert megabytes > 2.5 and caddy > 2.5
