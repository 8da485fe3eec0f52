"""Django settings for Cardparty, read from the environment.

Every setting that differs between a hall laptop, CI and a league server comes
from an environment variable; nothing secret is committed.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

import dj_database_url
from django.utils.translation import gettext_lazy as _

from cardparty.proxies import trusted_proxies

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("CARDPARTY_VAR", BASE_DIR / "var"))
# The database, its backups and the secret key hold the results and the session keys: files this
# process makes are its user's alone (0600, folders 0700), and a var/ made by an older version is
# closed up on the way in.
os.umask(0o077)
VAR_DIR.mkdir(parents=True, exist_ok=True)
for _kept in (VAR_DIR, *VAR_DIR.glob("*.sqlite3*"), VAR_DIR / "secret_key", VAR_DIR / "backups",
              *(VAR_DIR / "backups").glob("*")):
    try:
        if _kept.exists() and _kept.stat().st_uid == os.getuid():
            _kept.chmod(0o700 if _kept.is_dir() else 0o600)
    except OSError:  # not ours to change: left as it is
        pass


def _env_bool(name: str, default: bool = False) -> bool:
    """Read a yes/no environment variable."""
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def _secret_key() -> str:
    """Use SECRET_KEY, or a key generated once into var/ and kept there."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    path = VAR_DIR / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(50))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = _secret_key()
DEBUG = _env_bool("DEBUG")
# Tablets reach the laptop by whatever address the hall's router gave it, so any
# host name is accepted unless ALLOWED_HOSTS narrows it (comma separated).
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "*").split(",") if h.strip()]
# Origins a form may be posted from besides the page's own address (``https://league.example.org``).
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django_tables2",
    "django_htmx",
    "axes",
    "tournaments",
    "tournaments.referee",
    "tournaments.organiser",
    "tournaments.scorekeeper",
    "tournaments.public",
    "tournaments.printing",
    "tournaments.league",
]

MIDDLEWARE = [
    "tournaments.web.proxies.ForwardedHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "tournaments.web.common.RefusalMiddleware",
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "cardparty.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

WSGI_APPLICATION = "cardparty.wsgi.application"

# One setting chooses the database: an SQLite file in var/ by default. Each server
# thread keeps its connection (opening and closing one cost a quarter of a result
# post), checked before a request reuses it.
DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{VAR_DIR / 'cardparty.sqlite3'}"),
        conn_max_age=int(os.environ.get("CONN_MAX_AGE", "600")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Several tablets write at once: take the write lock when a transaction
    # starts (no upgrade deadlocks), WAL so readers never block the writer,
    # FULL sync so an acknowledged result survives a pulled plug.
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": os.environ.get("SQLITE_TRANSACTION_MODE", "IMMEDIATE"),
        "timeout": 30,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;",
    }
    # Tests use a file too, as the hall does: an in-memory test database is shared-cache,
    # where a read meeting another thread's write fails at once ("database table is locked")
    # instead of waiting, which made the browser tests' live server answer 500 at random.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test-db.sqlite3")}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Login throttling: five failures lock that user name from that address for 15 minutes. The address
# is the client's, read through the trusted proxy (tournaments/web/proxies.py), so a stranger's five
# wrong passwords lock only the stranger out; a try while locked does not start the 15 minutes again.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = 0.25
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_CLIENT_IP_CALLABLE = "tournaments.web.proxies.client_address"
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False
AXES_RESET_ON_SUCCESS = True
AXES_USERNAME_CALLABLE = "tournaments.web.accounts.axes_username"
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"

# Content-Security-Policy (django-csp): scripts, styles, images and fonts come from the app itself
# and nothing inline runs, so text that slipped through escaping could still not act.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    },
}

# The finished weeks `make run`'s demo night comes with, so its series shows a season.
DEMO_SEASON_WEEKS = 3
# The hall's currency, written beside every amount (pages, exports, printouts): "$" unless set.
CARDPARTY_CURRENCY = os.environ.get("CARDPARTY_CURRENCY", "$").strip() or "$"

# Refereed games started without a login, in a window of seconds: at most so many per device (its cookie,
# or its address when it keeps none), per address (the client's, through a trusted proxy: many phones
# behind one hall's Wi-Fi) and from everyone, far above a hall's use (tournaments/referee/upkeep.py);
# free games untouched for this many days are forgotten.
REFEREE_ANONYMOUS_LIMITS = {"device": 20, "address": 100, "everyone": 2000, "seconds": 600}
REFEREE_FORGET_AFTER_DAYS = 14

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("fr", _("French"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = os.environ.get("TIME_ZONE", "America/Halifax")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = VAR_DIR / "static"
STATIC_ROOT.mkdir(exist_ok=True)
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
BACKUP_DIR = Path(os.environ.get("CARDPARTY_BACKUPS", VAR_DIR / "backups"))

# Over plain http on a hall's LAN secure cookies would lock everyone out; a
# league server behind TLS sets HTTPS=true and gets the full set.
HTTPS = _env_bool("HTTPS")
SESSION_COOKIE_SECURE = HTTPS
CSRF_COOKIE_SECURE = HTTPS
LANGUAGE_COOKIE_SECURE = HTTPS
SECURE_SSL_REDIRECT = HTTPS
# A year, with preload, once the league's https is known to work; a first deployment may set
# HSTS_SECONDS lower (300: five minutes) and raise it later (README, "A league server"): preload is
# only asked for with a year or more, as the browsers' preload list requires.
SECURE_HSTS_SECONDS = int(os.environ.get("HSTS_SECONDS", "31536000")) if HTTPS else 0
SECURE_HSTS_INCLUDE_SUBDOMAINS = HTTPS
SECURE_HSTS_PRELOAD = HTTPS and SECURE_HSTS_SECONDS >= 31536000
# A league server sits behind a TLS proxy (README, "A league server"; deploy/). The scheme and the
# client's address are believed only from the proxies TRUSTED_PROXIES names (a proxy on this machine by
# default with HTTPS=true, nobody on a hall laptop): anyone else's X-Forwarded-* headers are dropped
# before they are read (tournaments/web/proxies.py), and gunicorn's forwarded_allow_ips is the same list.
TRUSTED_PROXIES = trusted_proxies(https=HTTPS)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if TRUSTED_PROXIES else None
if not HTTPS:
    # A hall laptop serves plain http on a private Wi-Fi with no certificate to
    # offer: HSTS, the https redirect and secure-only cookies would lock the
    # tablets out. These four deploy checks are silenced for that reason only;
    # with HTTPS=true all of them are on and nothing is silenced.
    SILENCED_SYSTEM_CHECKS = ["security.W004", "security.W008", "security.W012", "security.W016"]
SECURE_CONTENT_TYPE_NOSNIFF = True
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_AGE = 60 * 60 * 14  # one long evening

# The cache backend is a setting (tournaments/cache/, README "What is cached"). A hall laptop keeps
# what its server processes share in files under var/cache/: a hall needs no new service. A league
# that runs several app servers sets CACHE_URL=redis://127.0.0.1:6379/1, and Django's own RedisCache
# is shared by all of them (tournaments/cache/fallback.py: when Redis stops, every call is a miss,
# never an error). Fragments of pages also stay in each process's memory ("default").
CACHE_URL = os.environ.get("CACHE_URL", "").strip()
if CACHE_URL and not CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    from django.core.exceptions import ImproperlyConfigured

    raise ImproperlyConfigured(f"CACHE_URL must be a redis:// address (or left unset for files under var/): {CACHE_URL!r}")


def _shared_cache(name: str, entries: int) -> dict:
    """A cache every server process (and, on Redis, every app server) shares, named ``name``."""
    if CACHE_URL:
        return {"BACKEND": "tournaments.cache.fallback.FallbackRedisCache", "LOCATION": CACHE_URL, "KEY_PREFIX": name,
                "OPTIONS": {"socket_connect_timeout": 0.25, "socket_timeout": 0.5}}
    return {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": str(VAR_DIR / "cache" / name),
            "OPTIONS": {"MAX_ENTRIES": entries}}


CACHES = {
    # Each process's own: a night's values by version, seats by seating, fragments (tournaments/cache/kept.py).
    "default": {"BACKEND": "tournaments.cache.memory.ObjectMemoryCache", "OPTIONS": {"MAX_ENTRIES": 1000}},
    "sessions": _shared_cache("sessions", 5000),
    # The board's and the desk's long lists drawn as a game closes, for every process (cache/fragments.py);
    # a few dozen a close, keyed by what they show, so never stale.
    "fragments": _shared_cache("fragments", 300),
    # Each night's version and its organisers and scorekeepers, for the polls' 304 (tournaments/cache/polls.py).
    "polls": _shared_cache("polls", 5000),
}
# Sessions and people live in the database, so a logout, a password change or a deactivation ends a
# session in every process. On the hall laptop the shared files keep a copy of both rows
# (tournaments/cache/sessions.py), so a poll reads neither; on Redis the database alone holds them: a
# Redis that stops or restarts can then never log anyone out, nor bring back a session ended while it
# was away. (Logging in is Django's ModelBackend either way; axes throttles it first.)
SESSION_ENGINE = "django.contrib.sessions.backends.db" if CACHE_URL else "tournaments.cache.sessions"
SESSION_CACHE_ALIAS = "sessions"
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend" if CACHE_URL else "tournaments.cache.sessions.CachedUserBackend",
]

# How often a tablet asks for the game's state (others' taps, the next game): ms.
TABLET_POLL_MS = int(os.environ.get("TABLET_POLL_MS", "2000"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
    # How long each closed game's backup and drawing took, after the close answered: a warning when over a
    # second (a slow disk); every close with CARDPARTY_CLOSE_LOG=INFO (bench/close.py).
    "loggers": {"tournaments.services.after_close": {"level": os.environ.get("CARDPARTY_CLOSE_LOG", "WARNING")}},
}
