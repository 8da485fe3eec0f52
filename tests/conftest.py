"""Project-wide test hygiene, and the one line that says the browser tests were skipped."""

import os
import shutil

import pytest

CHROMIUM_MISSING = (
    "Chromium is not installed, so the browser tests were skipped. "
    "Install it with: sudo apt-get install chromium"
)


DATABASE_FIXTURES = {"db", "transactional_db", "live_server"}


def pytest_collection_modifyitems(config, items) -> None:
    """`make test`'s second pass (CARDPARTY_DATABASE_PASS=1, on PostgreSQL) runs again every test
    that touches the database (through pytest-django, or a real server that takes DATABASE_URL),
    but for the browser ones (those check pages, and they ran on SQLite in the first pass) and the
    ones that pick their own databases whatever the pass (marked `own_database`)."""
    if os.environ.get("CARDPARTY_DATABASE_PASS") != "1":
        return
    keep, drop = [], []
    for item in items:
        uses_db = (item.get_closest_marker("django_db") or item.get_closest_marker("server")
                   or DATABASE_FIXTURES & set(getattr(item, "fixturenames", ())))
        once = item.get_closest_marker("browser") or item.get_closest_marker("own_database")
        (keep if uses_db and not once else drop).append(item)
    config.hook.pytest_deselected(items=drop)
    items[:] = keep


def pytest_terminal_summary(terminalreporter) -> None:
    """Said here, not in tests/browser: with pytest-xdist only this conftest reaches the summary."""
    if shutil.which("chromium") is None and not os.environ.get("CI"):
        terminalreporter.write_line(CHROMIUM_MISSING, yellow=True, bold=True)


@pytest.fixture(autouse=True)
def _language_reset():
    """Each test starts and ends in the default language, whatever a test before it activated."""
    from django.conf import settings

    if not settings.configured:  # the rules tests can run without Django
        yield
        return
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


@pytest.fixture(autouse=True, scope="session")
def _backups_apart(tmp_path_factory):
    """Games closed by the tests write their backups to a folder of the run, never to var/backups,
    where `manage.py restore_backup` would take the newest for the hall's real night."""
    from django.conf import settings

    if not settings.configured:
        yield
        return
    kept = settings.BACKUP_DIR
    settings.BACKUP_DIR = tmp_path_factory.mktemp("backups")
    yield
    settings.BACKUP_DIR = kept


@pytest.fixture(autouse=True, scope="session")
def _caches_apart(tmp_path_factory):
    """The file caches (sessions, the polls' copies) in a folder of this test process: two pytest-xdist
    workers have databases of their own whose rows share numbers, and var/cache is the hall's."""
    from django.conf import settings

    if not settings.configured:
        yield
        return
    from django.test.utils import override_settings

    folder = tmp_path_factory.mktemp("caches")
    caches = {name: {**conf, "LOCATION": str(folder / name)} if "FileBased" in conf["BACKEND"] else conf
              for name, conf in settings.CACHES.items()}
    with override_settings(CACHES=caches):
        yield


@pytest.fixture(autouse=True, scope="session")
def _quick_password_hashes():
    """Passwords made and checked in the test process are hashed with MD5: the tests are about who may
    do what, not PBKDF2, whose million rounds cost a fifth of a second per user made or login. The
    servers the tests start (tests/server) keep the real hashers."""
    from django.conf import settings

    if not settings.configured:
        yield
        return
    from django.test.utils import override_settings

    with override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"]):
        yield


@pytest.fixture(autouse=True)
def _poll_copies_forgotten():
    """Each test starts with no copy of a night's version, its number or its roles, nor of a session or
    a person: a rolled-back test
    gives the next one the same row numbers."""
    from django.conf import settings

    if not settings.configured:
        yield
        return
    from django.core.cache import caches

    for name in ("polls", "sessions", "default", "fragments"):
        caches[name].clear()
    yield


@pytest.fixture(autouse=True)
def _byes_marked(request):
    """After every test that stores seats in its own database, a seat is marked ``alone`` (the bye)
    exactly when its couple sits alone at its table: the standings and the season read the byes by
    that mark, so any way of storing seats that forgot it fails here."""
    node = request.node
    marker = node.get_closest_marker("django_db")
    transactional = "transactional_db" in request.fixturenames or "live_server" in request.fixturenames or (
        marker is not None and marker.kwargs.get("transaction"))
    if (marker is None and "db" not in request.fixturenames) or transactional:
        yield
        return
    request.getfixturevalue("db")  # set up before this check, so torn down (rolled back) after it
    yield
    from django.db import DatabaseError
    from django.db.models import Count, Q

    from tournaments.models import Seat

    tables = Seat.objects.order_by().values("night_id", "game", "table").annotate(
        seated=Count("*"), marked=Count("pk", filter=Q(alone=True)))
    try:
        wrong = list(tables.exclude(Q(seated=1, marked=1) | Q(seated__gt=1, marked=0))[:5])
    except DatabaseError:  # a test that left its transaction broken on purpose: nothing to read
        return
    assert not wrong, f"seats whose bye mark (alone) is wrong: {wrong}"
