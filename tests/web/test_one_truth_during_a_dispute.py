"""One truth during a dispute (issue 33.3): while two tablets disagree at a table, every page that speaks of
the game's state (the desk's night page and progress, every tablet, the board) says which table is disputed
and that the close waits for it, in the same words; none says "every result is in" or "close the game"."""

from __future__ import annotations

import html

import pytest
from django.test import Client

from tournaments.errors import Refusal
from tournaments.models import Dispute
from tournaments.selectors import game_status, seating_for_game
from tournaments.services.disputes import dispute_keep, result_claim
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db

SENTENCE = "Table 2 is disputed: closing game 1 waits until the organiser settles it."


@pytest.fixture
def disputed(night, keeper, keeper2, django_user_model):
    """Every table of game 1 recorded by ``keeper``; ``keeper2`` then tapped the other couple at table 2."""
    boss = django_user_model.objects.create_user("boss", is_staff=True)
    night.organisers.add(boss)
    for table, pair in seating_for_game(night=night, game=1).items():
        if None not in pair:
            result_record(night=night, game=1, table=table, winner=min(pair), user=keeper)
    with pytest.raises(Refusal):
        result_claim(night=night, game=1, table=2, winner=4, user=keeper2)
    return night


def _as(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _page(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def test_the_game_status_names_the_disputed_table_and_the_close_waits(disputed):
    status = game_status(night=disputed)
    assert status.missing == () and status.disputed == (2,) and status.all_in and not status.can_close


def test_the_desks_night_page_says_the_table_is_disputed_not_close_the_game(disputed, django_user_model):
    page = _page(_as(django_user_model.objects.get(username="boss")), f"/desk/{disputed.slug}/")
    assert SENTENCE in page and "Every result is in: close the game." not in page


def test_the_progress_page_says_the_same_sentence_and_its_close_button_waits(disputed, django_user_model):
    boss = _as(django_user_model.objects.get(username="boss"))
    for url in (f"/desk/{disputed.slug}/progress/", f"/desk/{disputed.slug}/progress/live/"):
        page = _page(boss, url)
        assert SENTENCE in page and "Every result is in." not in page
        assert 'id="close-game" disabled' in page


@pytest.mark.parametrize("who", ["keeper", "keeper2"])
def test_every_tablet_hears_which_table_is_disputed(disputed, django_user_model, who):
    """The tablet whose tap was refused and the one whose result is recorded say the same."""
    client = _as(django_user_model.objects.get(username=who))
    state = client.get(f"/score/{disputed.slug}/state/").json()
    assert state["missing"] == [] and state["disputed"] == [2] and state["disputed_text"] == SENTENCE
    assert [t["table"] for t in state["tables"] if t["disputed"]] == [2], "the table's card is marked"
    assert SENTENCE in _page(client, f"/score/{disputed.slug}/"), "the page's first drawing says it too"


def test_the_board_says_the_same_and_not_that_every_table_is_done(disputed):
    for url in (f"/n/{disputed.slug}/board/", f"/n/{disputed.slug}/board/live/"):
        page = _page(Client(), url)
        assert SENTENCE in page and "tables are done" not in page


def test_once_settled_every_page_says_every_result_is_in(disputed, django_user_model, keeper):
    dispute_keep(night=disputed, dispute=Dispute.objects.get().pk)
    boss = _as(django_user_model.objects.get(username="boss"))
    assert "Every result is in: close the game." in _page(boss, f"/desk/{disputed.slug}/")
    assert "disputed" not in _page(boss, f"/desk/{disputed.slug}/progress/live/")
    state = _as(keeper).get(f"/score/{disputed.slug}/state/").json()
    assert state["disputed"] == [] and state["disputed_text"] == ""
    assert "All 4 tables are done" in _page(Client(), f"/n/{disputed.slug}/board/live/")


def test_a_dispute_while_tables_are_still_missing_is_told_beside_the_count(night, keeper, keeper2, django_user_model):
    boss = django_user_model.objects.create_user("boss", is_staff=True)
    night.organisers.add(boss)
    result_record(night=night, game=1, table=2, winner=3, user=keeper)
    with pytest.raises(Refusal):
        result_claim(night=night, game=1, table=2, winner=4, user=keeper2)
    page = _page(_as(boss), f"/desk/{night.slug}/")
    assert "3 tables still missing" in page and SENTENCE in page
    assert SENTENCE in _page(_as(boss), f"/desk/{night.slug}/progress/live/")
    assert SENTENCE in _page(Client(), f"/n/{night.slug}/board/live/")
