"""The app's settings with the floors' addresses added: only bench/web.py's server runs with these."""

from cardparty.settings import *  # noqa: F403 - the app exactly as `make run` serves it

ROOT_URLCONF = "bench.floor.urls"
