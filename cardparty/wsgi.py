"""WSGI entry point, served by gunicorn on the hall laptop."""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardparty.settings")
application = get_wsgi_application()
