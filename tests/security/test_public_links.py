"""A couple's public link: unguessable, unique, revocable, and its page shows nothing private or writable.

The same holds for a refereed game's link and its seats' private phone links.
"""

from __future__ import annotations

import base64
import re
import secrets

import pytest
from django.db import IntegrityError, transaction
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tournaments.models import Couple, Night, new_public_token
from tournaments.referee.models import RefereeGame, new_game_token, new_seat_key
from tournaments.services.couples import couple_link_revoke, couple_withdraw
from tournaments.services.nights import night_finish

from .conftest import build_night, readable

pytestmark = pytest.mark.django_db

URLSAFE = re.compile(r"[A-Za-z0-9_-]+")


def _bits(token: str) -> int:
    """The random bits a token_urlsafe string carries."""
    return len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))) * 8


def _card(token: str, client: Client | None = None):
    return (client or Client()).get(f"/c/{token}/")


def _all_tokens() -> set[str]:
    return set(Couple.objects.values_list("public_token", flat=True))


# --- unguessable and unique ------------------------------------------------------------------
def test_every_couple_link_is_long_url_safe_and_carries_128_bits(world):
    tokens = _all_tokens() | {world.revoked_token}
    for token in tokens:
        assert len(token) >= 20 and URLSAFE.fullmatch(token), token
        assert _bits(token) >= 128, token


@pytest.mark.parametrize("make", [new_public_token, new_game_token, new_seat_key])
def test_new_tokens_are_unguessable_and_do_not_repeat(make):
    made = [make() for _ in range(2000)]
    assert len(set(made)) == len(made)
    assert all(len(t) >= 20 and URLSAFE.fullmatch(t) and _bits(t) >= 128 for t in made)


@pytest.mark.parametrize("make", [new_public_token, new_game_token, new_seat_key])
def test_tokens_come_from_the_secrets_module(monkeypatch, make):
    monkeypatch.setattr(secrets, "token_urlsafe", lambda nbytes=None: f"from-secrets-{nbytes}")
    assert make().startswith("from-secrets-")
    assert int(make().rsplit("-", 1)[1]) >= 16  # bytes asked of secrets: 128 bits or more


def test_a_link_is_unique_in_the_database(world):
    assert Couple._meta.get_field("public_token").unique
    assert RefereeGame._meta.get_field("token").unique
    other = Couple.objects.filter(night=world.other).first()
    with pytest.raises(IntegrityError), transaction.atomic():
        Couple.objects.filter(pk=other.pk).update(public_token=world.couple_token)


def test_seat_keys_of_a_game_differ(world):
    keys = [s["key"] for s in world.rg_live.seats]
    assert len(set(keys)) == len(keys) and all(_bits(k) >= 128 for k in keys)


# --- revocable -------------------------------------------------------------------------------
def test_revoking_kills_the_old_link_and_the_new_one_works(world):
    organiser = world.client("organiser")
    couple = Couple.objects.get(night=world.night, number=1)
    old = couple.public_token
    assert _card(old).status_code == 200
    response = organiser.post(f"/desk/{world.night.slug}/couples/1/link/")
    assert response.status_code == 302
    new = Couple.objects.get(pk=couple.pk).public_token
    assert new != old
    gone = _card(old)
    assert gone.status_code == 404 and "not valid any more" in readable(gone) + gone.content.decode()
    assert _card(new).status_code == 200
    desk = organiser.get(f"/desk/{world.night.slug}/couples/").content.decode()
    assert f"/c/{new}/" in desk and old not in desk


def test_every_link_ever_revoked_stays_dead(world):
    first = world.revoked_token
    second = Couple.objects.get(night=world.night, number=2).public_token
    couple_link_revoke(night=world.night, number=2)
    third = Couple.objects.get(night=world.night, number=2).public_token
    assert [_card(t).status_code for t in (first, second, third)] == [404, 404, 200]


@pytest.mark.parametrize("change", [
    lambda t: t.swapcase(), lambda t: t[:-1], lambda t: t + "A", lambda t: t[:16], lambda t: t[1:] + t[0],
    lambda t: t.replace(t[3], "_" if t[3] != "_" else "-"), lambda t: t * 2,
])
def test_a_link_that_is_almost_right_is_404(world, change):
    response = _card(change(world.couple_token))
    assert response.status_code == 404
    assert readable(response)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(token=st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_", min_size=1, max_size=60))
def test_guessing_links_finds_nothing(world, token):
    response = _card(token)
    assert response.status_code == 404 or token in _all_tokens()


# --- the couple's page shows nothing private, nothing writable ----------------------------
def _forms(html: str) -> list[str]:
    return re.findall(r"<form\b[^>]*>", html)


def test_the_couple_page_shows_no_other_link_and_no_form_that_changes_data(world):
    html = _card(world.couple_token).content.decode()
    others = _all_tokens() - {world.couple_token}
    assert not [t for t in others if t in html]
    assert world.revoked_token not in html
    # the only form is the site-wide language switch, which sets a cookie and changes no data
    assert all('action="/i18n/setlang/"' in form for form in _forms(html)), _forms(html)
    assert not re.search(r'href="/(desk|score)/', html)
    assert world.rg_live.token not in html and world.rg_done.token not in html


@pytest.mark.parametrize("page", ["board/", "board/live/", "standings/", "standings/?_export=csv", "standings/?_export=xlsx"])
def test_public_night_pages_never_show_a_couples_private_link(world, page):
    response = Client().get(f"/n/{world.night.slug}/{page}")
    assert response.status_code == 200
    body = b"".join(response.streaming_content) if response.streaming else response.content
    for token in _all_tokens():
        assert token.encode() not in body, page


def test_the_home_page_shows_no_private_link(world):
    html = Client().get("/").content.decode()
    assert not [t for t in _all_tokens() if t in html]
    assert world.rg_live.token not in html


def test_the_couple_page_is_not_cached_and_sends_no_referrer(world):
    response = _card(world.couple_token)
    assert "no-store" in response["Cache-Control"] and "private" in response["Cache-Control"]
    assert response["Referrer-Policy"] in ("same-origin", "no-referrer", "strict-origin", "strict-origin-when-cross-origin")


# --- every couple's card opens, whatever became of the couple or the night ------------------
def test_the_card_of_a_couple_that_left_still_opens(world):
    couple_withdraw(night=world.night, number=8)
    token = Couple.objects.get(night=world.night, number=8).public_token
    response = _card(token)
    assert response.status_code == 200
    assert "You have left the night." in response.content.decode()


@pytest.mark.parametrize("state", ["registration", "prizes", "finished"])
def test_the_card_opens_in_every_state_of_the_night(world, state):
    if state == "registration":
        night = build_night(world.night.series, 3, 5, start=False)
    else:
        night = world.prize
        if state == "finished":
            night = night_finish(night=Night.objects.get(pk=night.pk))
    for couple in Couple.objects.filter(night=night):
        assert _card(couple.public_token).status_code == 200, (state, couple.number)


def test_the_card_of_a_couple_removed_before_the_start_is_gone(world):
    night = build_night(world.night.series, 3, 5, start=False)
    token = Couple.objects.get(night=night, number=3).public_token
    couple_withdraw(night=night, number=3)
    assert _card(token).status_code == 404
