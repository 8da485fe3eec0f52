"""Prepare a fresh database for `make run`: the demo night and demo accounts."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand

from ...models import Night
from ...network import lan_address

DEMO_FILE = Path(settings.BASE_DIR) / "fixtures" / "demo-night.json"
ACCOUNTS = (("organiser", "cardparty-organiser", True), ("scorekeeper", "cardparty-scorekeeper", False))


class Command(BaseCommand):
    help = "Load the demo night once, make the demo accounts, print the addresses to open."

    def add_arguments(self, parser) -> None:
        parser.add_argument("--port", default="8000")

    def handle(self, *args, **opts) -> None:
        User = get_user_model()
        if not Night.objects.exists() and DEMO_FILE.exists():
            call_command("import_night", str(DEMO_FILE), stdout=self.stdout)
        for username, password, staff in ACCOUNTS:
            if not User.objects.filter(username=username).exists():
                user = User.objects.create_user(username, password=password, is_staff=staff, is_superuser=staff)
                for night in Night.objects.all():
                    (night.organisers if staff else night.scorekeepers).add(user)
        port = opts["port"]
        self.stdout.write("")
        self.stdout.write(f"Cardparty is starting. Open http://127.0.0.1:{port}/ on this laptop,")
        self.stdout.write(f"and http://{lan_address()}:{port}/ on the tablets (same Wi-Fi).")
        for username, password, _staff in ACCOUNTS:
            self.stdout.write(f"  log in as {username} / {password}")
        self.stdout.write("")
