"""The admin keeps a sealed cookie-jar draw sealed: its games and seed show only after the reveal."""

from __future__ import annotations

import pytest

from tournaments.models import JarDraw
from tournaments.services.jar import jar_draw, jar_reveal

pytestmark = pytest.mark.django_db


def test_a_sealed_draw_shows_neither_its_games_nor_its_seed_until_the_reveal(client, django_user_model, prize_night):
    admin_user = django_user_model.objects.create_superuser("boss", password="pw-for-tests-1")
    client.force_login(admin_user)
    draw = jar_draw(night=prize_night, seed=424242)
    games = ", ".join(map(str, draw.games))
    for url in ("/admin/tournaments/jardraw/", f"/admin/tournaments/jardraw/{draw.pk}/change/"):
        page = client.get(url).content.decode()
        assert "424242" not in page, url
    listing = client.get("/admin/tournaments/jardraw/").content.decode()
    assert "sealed until the reveal" in listing and f">{games}<" not in listing
    jar_reveal(night=prize_night)
    assert JarDraw.objects.get(pk=draw.pk).revealed
    assert "424242" in client.get("/admin/tournaments/jardraw/").content.decode()
    assert "424242" in client.get(f"/admin/tournaments/jardraw/{draw.pk}/change/").content.decode()
