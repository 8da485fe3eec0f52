"""WSGI entry point, served by gunicorn on the hall laptop."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardparty.settings")
application = get_wsgi_application()

from django.conf import settings  # noqa: E402 - configured by the line above

from tournaments.serverlock import server_lock_hold  # noqa: E402

if settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    server_lock_hold(settings.DATABASES["default"]["NAME"])  # restore_backup refuses while this is held
