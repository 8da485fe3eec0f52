"""Production settings: check --deploy is clean, no secret in the repo, DEBUG off unless asked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _check_deploy(tmp_path, **env) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "HTTPS", "SECRET_KEY", "DJANGO_ALLOW_ASYNC_UNSAFE")}
    environ.update(CARDPARTY_VAR=str(tmp_path), DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}", **env)
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                          cwd=ROOT, env=environ, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("https", ["true", "false"])
def test_check_deploy_passes_with_no_unexplained_warning(tmp_path, https):
    done = _check_deploy(tmp_path, HTTPS=https)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no issues (0 silenced)" in done.stdout if https == "true" else "4 silenced" in done.stdout


def test_secret_key_is_generated_into_var_and_not_committed(tmp_path):
    _check_deploy(tmp_path)
    key = (tmp_path / "secret_key").read_text().strip()
    assert len(key) >= 50
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    assert not any(name.startswith("var/") or name.endswith("secret_key") for name in tracked)
    assert "var/" in (ROOT / ".gitignore").read_text().split()


@pytest.mark.parametrize(("value", "expected"), [(None, "False"), ("true", "True"), ("0", "False")])
def test_debug_is_off_unless_asked_for(tmp_path, value, expected):
    environ = {k: v for k, v in os.environ.items() if k != "DEBUG"}
    environ.update(CARDPARTY_VAR=str(tmp_path), DJANGO_SETTINGS_MODULE="cardparty.settings")
    if value is not None:
        environ["DEBUG"] = value
    code = "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True)
    assert done.stdout.strip() == expected, done.stderr


def _settings_of(tmp_path, names: str, **env) -> list[str]:
    """The values of the named settings under the environment given (a fresh process each time)."""
    environ = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "HTTPS", "HSTS_SECONDS", "DATABASE_URL")}
    environ.update(CARDPARTY_VAR=str(tmp_path), DJANGO_SETTINGS_MODULE="cardparty.settings", **env)
    code = ("import django; django.setup(); from django.conf import settings; "
            f"print(*[getattr(settings, n) for n in {names.split()!r}], sep='|')")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=environ, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip().split("|")


@pytest.mark.parametrize(("https", "expected"), [("true", "True"), ("false", "False")])
def test_the_language_cookie_is_secure_under_https(tmp_path, https, expected):
    assert _settings_of(tmp_path, "LANGUAGE_COOKIE_SECURE SESSION_COOKIE_SECURE", HTTPS=https) == [expected] * 2


def test_hsts_is_a_year_with_preload_unless_a_first_deployment_asks_for_less(tmp_path):
    names = "SECURE_HSTS_SECONDS SECURE_HSTS_PRELOAD"
    assert _settings_of(tmp_path, names, HTTPS="true") == ["31536000", "True"]
    assert _settings_of(tmp_path, names, HTTPS="true", HSTS_SECONDS="300") == ["300", "False"]
    assert _settings_of(tmp_path, names, HTTPS="false", HSTS_SECONDS="300") == ["0", "False"]


def test_csrf_trusted_origins_are_read_from_the_environment(tmp_path):
    origins = "https://league.example.org,https://league.example.org:8443"
    assert _settings_of(tmp_path, "CSRF_TRUSTED_ORIGINS", CSRF_TRUSTED_ORIGINS=origins) == [
        str(origins.split(","))]
