"""Prepare a fresh database for `make run`: the demo night and demo accounts."""

from __future__ import annotations

import json
import os
import secrets
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand

from ...demo import demo_season_create
from ...models import Couple, Night, new_public_token
from ...network import lan_address

DEMO_FILE = Path(settings.BASE_DIR) / "fixtures" / "demo-night.json"
ACCOUNTS = (("organiser", True), ("scorekeeper", False))


def logins_file() -> Path:
    """Where the demo passwords are kept (git-ignored var/, readable by this user only)."""
    return Path(settings.VAR_DIR) / "demo-logins.json"


def _new_password() -> str:
    """A password made on this laptop: the app listens on the hall's Wi-Fi, so none is ever shipped."""
    return "-".join(secrets.token_hex(3) for _ in range(3))


class Command(BaseCommand):
    help = "Load the demo night once, make the demo accounts, print the addresses to open and the logins."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--port", default="8000")

    def handle(self, *args, **opts) -> None:
        User = get_user_model()
        if not Night.objects.exists() and DEMO_FILE.exists():
            call_command("import_night", str(DEMO_FILE), stdout=self.stdout)
            # Three finished nights before it, in its series, with the same people: the season page has a season.
            demo_season_create(night=Night.objects.get(), weeks=settings.DEMO_SEASON_WEEKS, seed=45)
            # The fixture's couple-card links are public in the repository: this laptop makes its own.
            for couple in Couple.objects.filter(night__in=Night.objects.all()):
                couple.public_token = new_public_token()
                couple.save(update_fields=["public_token"])
        path = logins_file()
        known = json.loads(path.read_text()) if path.exists() else {}
        for username, staff in ACCOUNTS:
            if not User.objects.filter(username=username).exists():
                known[username] = _new_password()
                user = User.objects.create_user(username, password=known[username], is_staff=staff, is_superuser=staff)
                for night in Night.objects.select_related("series"):
                    (night.organisers if staff else night.scorekeepers).add(user)
                    if staff:  # the demo series is the demo organiser's (owned from the start, never everyone's)
                        night.series.owners.add(user)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(known))
        os.chmod(path, 0o600)
        port = opts["port"]
        self.stdout.write("")
        self.stdout.write(f"Cardparty is starting. Open http://127.0.0.1:{port}/ on this laptop,")
        self.stdout.write(f"and http://{lan_address()}:{port}/ on the tablets (same Wi-Fi).")
        for username, _staff in ACCOUNTS:
            user = User.objects.filter(username=username).first()
            if username in known and user is not None and user.check_password(known[username]):
                self.stdout.write(f"  log in as {username} / {known[username]}")
            else:
                self.stdout.write(f"  {username}: password as you set it (change it with: manage.py changepassword {username})")
        self.stdout.write(f"  (the passwords were made on this laptop and are kept in {path})")
        self.stdout.write("")
