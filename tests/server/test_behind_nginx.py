"""A league server stood up as the README says (issue 37, point 7): deploy/nginx-cardparty.conf, its
ports and paths replaced, in front of two gunicorn app servers on PostgreSQL, with a certificate made
by openssl; a hall on SQLite sends a finished night of 500 couples over https, trusting the test's
certificate through SSL_CERT_FILE.

nginx runs as this test's own child (not a daemon), with its own prefix and configuration in a
temporary folder, on free ports, and is stopped at the end. It is installed from Debian when missing,
as .ci/run installs it. Peers that are not the proxy are other loopback addresses (127.0.0.2, ...):
the league trusts 127.0.0.1 only, where nginx connects from.
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .harness import ROOT, Server, _postgres_database, free_port, make_server
from .test_league_two_servers import _postgres_url, _sent

SITE = ROOT / "deploy" / "nginx-cardparty.conf"
NAME = "127.0.0.1"  # the league's name in the certificate and in the URL the hall is given
COUPLES = 500  # 1.31 MB as sent: above nginx's own default limit of 1 MB

HALL_NIGHTS = """
import json
import sys
import django
django.setup()
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from tournaments.demo import demo_night_create
from tournaments.services.nights import night_finish
slugs = {}
for name, couples, games in (("Big night", int(sys.argv[1]), 25), ("Hall night", 6, 2)):
    night = demo_night_create(couples=couples, games=games, seed=5, play=games, name=name, series_name="Arichat Thursdays")
    slugs[couples] = night_finish(night=night).slug
user = get_user_model().objects.create_user("org", password="pw-for-tests-1", is_staff=True)
night.organisers.add(user)
night.series.owners.add(user)
session = SessionStore()
session.update({"_auth_user_id": str(user.pk), "_auth_user_backend": settings.AUTHENTICATION_BACKENDS[-1],
                "_auth_user_hash": user.get_session_auth_hash()})
session.create()
print(json.dumps({"big": slugs[int(sys.argv[1])], "small": night.slug, "series": night.series.slug,
                  "session": session.session_key}))
"""

# The hall's night file as the Send button makes it (the export, its canonical JSON), posted over https
# with Python's default context, which trusts what SSL_CERT_FILE names. The hall's own client waits 10 s
# for an answer, less than a league on a busy machine takes to check and store 500 couples (issue 37,
# point 4, scales it with the size); this post waits as long as it needs.
SEND_BIG = """
import sys
import urllib.request
import django
django.setup()
from tournaments.league.digest import canonical_json
from tournaments.models import Night
from tournaments.transfer import night_export
body = canonical_json(night_export(night=Night.objects.get(slug=sys.argv[1])))
request = urllib.request.Request(sys.argv[2] + "league/api/nights/", data=body, method="POST", headers={
    "Authorization": "Bearer " + sys.argv[3], "Content-Type": "application/json", "Accept": "application/json"})
with urllib.request.urlopen(request, timeout=600) as answer:
    print(answer.status, len(body))
"""

ORGANISER = ("from django.contrib.auth import get_user_model; "
             "get_user_model().objects.create_superuser('boss', 'boss@example.org', 'right-password-1')")


@dataclass
class AppServer(Server):
    """One of the league's gunicorn app servers, with the league's environment."""

    extra: dict = field(default_factory=dict)

    @property
    def env(self) -> dict:
        return {**super().env, **self.extra}

    def start(self) -> None:
        """As Server.start, but any answer means it is up (with HTTPS=true a plain request is redirected)."""
        self.spawn()
        _wait_for(lambda: _plain(self.port, "GET", "/healthz")[0] < 500, "gunicorn", self.workdir / "server.log")


def _wait_for(ready, what: str, log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if ready():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"{what} did not start: " + (log.read_text()[-2000:] if log.exists() else ""))


def _nginx() -> str:
    """Debian's nginx, installed when missing (as .ci/run does)."""
    if shutil.which("nginx") is None and os.geteuid() == 0:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], env=env, check=False, timeout=300)
        subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "nginx"], env=env,
                       check=False, timeout=600)
    found = shutil.which("nginx") or (Path("/usr/sbin/nginx").exists() and "/usr/sbin/nginx")
    if not found:
        pytest.fail("nginx is needed for this test and could not be installed: apt-get install nginx")
    return found


def _certificate(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "league.crt", folder / "league.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", f"/CN={NAME}",
                    "-addext", f"subjectAltName=IP:{NAME}", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=60)
    return cert, key


def _site(*, http_port: int, https_port: int, upstreams: list[int], cert: Path, key: Path) -> str:
    """deploy/nginx-cardparty.conf with this test's ports, name and certificate: each place must be there."""
    site = SITE.read_text()
    replacements = [
        ("    server 127.0.0.1:8000;\n", "".join(f"    server 127.0.0.1:{p};\n" for p in upstreams)),
        ("    listen [::]:80;\n", ""),
        ("    listen [::]:443 ssl;\n", ""),
        ("    listen 80;\n", f"    listen 127.0.0.1:{http_port};\n"),
        ("    listen 443 ssl;\n", f"    listen 127.0.0.1:{https_port} ssl;\n"),
        ("/etc/letsencrypt/live/league.example.org/fullchain.pem", str(cert)),
        ("/etc/letsencrypt/live/league.example.org/privkey.pem", str(key)),
        ("league.example.org", NAME),
    ]
    for old, new in replacements:
        assert old in site, f"deploy/nginx-cardparty.conf no longer has {old.strip()!r}: update this test"
        site = site.replace(old, new)
    return site


@dataclass
class Nginx:
    """nginx with its own prefix in a temporary folder, a child of this test (daemon off)."""

    prefix: Path
    site: str
    https_port: int
    process: subprocess.Popen | None = None

    def start(self, binary: str) -> None:
        for folder in ("logs", "body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (self.prefix / folder).mkdir(parents=True, exist_ok=True)
        (self.prefix / "site.conf").write_text(self.site)
        user = "user root root;\n" if os.geteuid() == 0 else ""
        (self.prefix / "nginx.conf").write_text(
            f"{user}worker_processes 1;\nerror_log {self.prefix}/logs/error.log;\npid {self.prefix}/nginx.pid;\n"
            "events { worker_connections 128; }\n"
            f"http {{\n  access_log off;\n  client_body_temp_path {self.prefix}/body;\n"
            f"  proxy_temp_path {self.prefix}/proxy;\n  fastcgi_temp_path {self.prefix}/fastcgi;\n"
            f"  uwsgi_temp_path {self.prefix}/uwsgi;\n  scgi_temp_path {self.prefix}/scgi;\n"
            f"  include {self.prefix}/site.conf;\n}}\n")
        checked = subprocess.run([binary, "-t", "-p", str(self.prefix), "-c", str(self.prefix / "nginx.conf")],
                                 capture_output=True, text=True, timeout=30)
        assert checked.returncode == 0, checked.stderr
        self.process = subprocess.Popen([binary, "-p", str(self.prefix), "-c", str(self.prefix / "nginx.conf"),
                                         "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _wait_for(lambda: self.process.poll() is None and _reachable(self.https_port), "nginx",
                  self.prefix / "logs" / "error.log")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)  # a graceful stop of this child only
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)


def _reachable(port: int) -> bool:
    import socket

    with socket.create_connection(("127.0.0.1", port), timeout=1):
        return True


def _answer(conn: http.client.HTTPConnection, method: str, path: str, headers: dict, body: bytes | None):
    try:
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode(errors="replace")
    finally:
        conn.close()


def _plain(port: int, method: str, path: str, *, source: str = "127.0.0.1", headers: dict | None = None,
           body: bytes | None = None):
    """Plain http to ``port`` from the loopback address ``source``: (status, headers, text)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30, source_address=(source, 0))
    return _answer(conn, method, path, {"Host": NAME, **(headers or {})}, body)


def _https(port: int, cert: Path, method: str, path: str, *, source: str = "127.0.0.1", headers: dict | None = None,
           body: bytes | None = None):
    """https through nginx, trusting only the test's certificate, from the loopback address ``source``."""
    context = ssl.create_default_context(cafile=str(cert))
    conn = http.client.HTTPSConnection(NAME, port, timeout=60, context=context, source_address=(source, 0))
    return _answer(conn, method, path, headers or {}, body)


@dataclass
class League:
    nginx: Nginx
    apps: list[AppServer]
    hall: Server
    cert: Path
    http_port: int
    made: dict

    @property
    def url(self) -> str:
        return f"https://{NAME}:{self.nginx.https_port}/"

    def login(self, source: str, password: str) -> int:
        """The league organiser's login form posted through nginx from ``source``, as a browser posts it."""
        csrf = "a" * 32
        origin = f"https://{NAME}:{self.nginx.https_port}"
        body = urllib.parse.urlencode({"username": "boss", "password": password, "csrfmiddlewaretoken": csrf}).encode()
        return _https(self.nginx.https_port, self.cert, "POST", "/accounts/login/", source=source, body=body, headers={
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": f"csrftoken={csrf}",
            "Origin": origin, "Referer": origin + "/accounts/login/"})[0]


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """nginx in front of two app servers on one PostgreSQL database; a hall on SQLite with a finished night."""
    url = _postgres_url()
    binary = _nginx()
    tmp = tmp_path_factory.mktemp("behind-nginx")
    cert, key = _certificate(tmp)
    database = _postgres_database(url, f"h_deploy_proxy_nginx_{os.getpid()}")
    league_env = {"HTTPS": "true", "ALLOWED_HOSTS": NAME, "TRUSTED_PROXIES": "127.0.0.1",
                  "CACHE_URL": "redis://127.0.0.1:6379/7"}
    apps = []
    for n in range(2):
        (tmp / f"app{n}" / "var").mkdir(parents=True)
        apps.append(AppServer(workdir=tmp / f"app{n}", database_url=database, extra=league_env))
    # The hall's SQLite file in memory where there is a tmpfs: its 500 couples and 6,250 results are each
    # committed with a full sync, which on a busy disk alone took minutes.
    shm = Path("/dev/shm")
    hall_dir = Path(tempfile.mkdtemp(dir=shm)) if shm.is_dir() and os.access(shm, os.W_OK) else tmp / "hall"
    hall = make_server(hall_dir, "hall", sqlite=True)
    hall_env = {"SSL_CERT_FILE": str(cert)}
    hall = AppServer(workdir=hall.workdir, database_url=hall.database_url, extra=hall_env)

    made: dict = {}

    def hall_ready() -> None:
        hall.manage("migrate", "--noinput", "-v0")
        done = subprocess.run([sys.executable, "-c", HALL_NIGHTS, str(COUPLES)], cwd=ROOT, env=hall.env, capture_output=True,
                              text=True, timeout=600)
        assert done.returncode == 0, done.stderr[-3000:]
        made.update(json.loads(done.stdout.strip().splitlines()[-1]))
        hall.start()

    building = threading.Thread(target=hall_ready)
    building.start()
    http_port, https_port = free_port(), free_port()
    nginx = None
    try:
        apps[0].manage("migrate", "--noinput", "-v0")
        apps[0].manage("shell", "-c", ORGANISER)
        for app in apps:
            app.start()
        nginx = Nginx(prefix=tmp / "nginx", https_port=https_port,
                      site=_site(http_port=http_port, https_port=https_port, upstreams=[a.port for a in apps],
                                 cert=cert, key=key))
        nginx.start(binary)
        building.join()
        assert made and hall.process, "the hall's night was not made, or its server did not start"
        yield League(nginx=nginx, apps=apps, hall=hall, cert=cert, http_port=http_port, made=made)
    finally:
        if nginx is not None:
            nginx.stop()
        building.join()
        for server in (*apps, hall):
            server.kill(signal.SIGTERM)
        shutil.rmtree(hall_dir, ignore_errors=True)


def test_a_hall_sends_its_finished_nights_over_https_through_nginx_500_couples_too(league):
    token = league.apps[1].manage("league_hall", "Arichat", "--series", "League").split()[-1]  # "Hall token for …: TOKEN"
    made, hall = league.made, league.hall
    hall.sessions = {"org": made["session"]}
    # From the desk, as an organiser does: the Send button's client trusts the certificate through SSL_CERT_FILE.
    status, _ = hall.request("POST", f"/desk/series/{made['series']}/league/", {"url": league.url, "token": token},
                             who="org", form=True)
    assert status == 302
    hall.request("POST", f"/desk/{made['small']}/league/", {}, who="org", form=True, timeout=120)
    assert _sent(hall, made["small"])[0][:2] == (201, True), _sent(hall, made["small"])[0]
    # The finished night of 500 couples, above nginx's default limit of 1 MB, through the same proxy.
    done = subprocess.run([sys.executable, "-c", SEND_BIG, made["big"], league.url, token], cwd=ROOT, env=hall.env,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    status, size = map(int, done.stdout.split())
    assert status == 201 and size > 1024 * 1024
    for slug, couples in ((made["small"], 6), (made["big"], COUPLES)):
        assert league.apps[0].query("SELECT COUNT(*) FROM tournaments_couple c JOIN tournaments_night n "
                                    "ON n.id = c.night_id WHERE n.slug = ?", (slug,)) == [(couples,)]
    status, _, page = _https(league.nginx.https_port, league.cert, "GET", "/s/league/", headers={"Host": NAME})
    assert status == 200 and "League" in page


def test_plain_http_is_redirected_to_https_and_never_reaches_the_app(league):
    status, headers, _ = _plain(league.http_port, "POST", "/league/api/nights/?x=1",
                                headers={"X-Forwarded-Proto": "https", "Authorization": "Bearer not-sent"}, body=b"{}")
    assert status == 301 and headers["Location"] == f"https://{NAME}/league/api/nights/?x=1"


def test_a_forged_forwarded_proto_from_a_peer_that_is_not_the_proxy_is_not_trusted(league):
    forged = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "127.0.0.1"}
    for app in league.apps:
        status, headers, _ = _plain(app.port, "GET", "/accounts/login/", source="127.0.0.2", headers=forged)
        assert status == 301 and headers["Location"].startswith("https://"), "the stranger is sent to https"
        as_the_proxy = _plain(app.port, "GET", "/accounts/login/", headers={"X-Forwarded-Proto": "https"})
        assert as_the_proxy[0] == 200, "from the proxy's address, the same header is believed"


def test_five_wrong_passwords_from_one_address_do_not_lock_the_organiser_out_from_another(league):
    assert [league.login("127.0.0.2", "wrong") for _ in range(5)] == [200] * 4 + [429], "the fifth locks"
    assert league.login("127.0.0.2", "right-password-1") == 429, "the stranger's address is locked"
    assert league.login("127.0.0.3", "right-password-1") == 302, "the organiser, from another address, logs in"
