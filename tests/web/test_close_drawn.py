"""A game's close draws the board's, the standings' and the desk's long lists (moves, progress tiles) once, for every server process
(tournaments/signals.py, public/warm.py, organiser/warm.py): a process that never drew them finds
them drawn, the same HTML its own drawing gives, in the night's language. The drawing and the backup
happen after the close has answered, in a thread with its own database connection
(services/after_close.py): the tests here commit their writes so that thread sees them."""

from __future__ import annotations

import logging
import re
import threading

import pytest
from django.core.cache import caches
from django.urls import reverse

from tournaments.models import Night
from tournaments.selectors import seating_for_game
from tournaments.services.after_close import after_close_wait
from tournaments.services.nights import game_close
from tournaments.services.results import result_record
from tournaments.signals import game_closed

pytestmark = pytest.mark.django_db(transaction=True)

LISTS = {"board": ("public/_board_moves.html", "public/_board_ranks.html"), "desk-moves": ("organiser/_moves.html",),
         "standings": ("public/_standings_rows.html",), "desk-progress": ("organiser/_tiles.html",)}


@pytest.fixture
def organiser(django_user_model, night):
    person = django_user_model.objects.create_user("org", is_staff=True)
    night.organisers.add(person)
    return person


def _game_played_and_closed(night: Night, capture) -> Night:
    night = Night.objects.get(pk=night.pk)
    for table, pair in seating_for_game(night=night, game=night.current_game).items():
        if None not in pair:
            result_record(night=night, game=night.current_game, table=table, winner=min(pair))
    with capture(execute=True):
        game_close(night=night)
    after_close_wait()
    return Night.objects.get(pk=night.pk)


def _drawn(response) -> set[str]:
    return {t.name for t in response.templates if t.name}


def _page(response) -> str:
    """The page as it reads: its CSRF token is masked afresh for each answer."""
    page = re.sub(r'"X-CSRFToken": "[^"]+"', "", response.content.decode())
    return re.sub(r'name="csrfmiddlewaretoken" value="[^"]+"', "", page)


def _another_process() -> None:
    """What a second server process holds: nothing of its own in memory."""
    caches["default"].clear()


@pytest.mark.parametrize("page", ["board", "standings", "desk-moves", "desk-progress"])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_after_a_close_another_process_finds_the_lists_drawn(client, night, organiser, page, language,
                                                             django_capture_on_commit_callbacks):
    Night.objects.filter(pk=night.pk).update(language=language)
    client.force_login(organiser)
    night = _game_played_and_closed(night, django_capture_on_commit_callbacks)
    assert night.current_game == 2
    _another_process()
    found = client.get(reverse(page, args=[night.slug]), HTTP_ACCEPT_LANGUAGE=language)
    assert found.status_code == 200
    assert not set(LISTS[page]) & _drawn(found), "drawn again, not found"
    for name in ("default", "fragments"):
        caches[name].clear()
    drawn = client.get(reverse(page, args=[night.slug]), HTTP_ACCEPT_LANGUAGE=language)
    assert set(LISTS[page]) <= _drawn(drawn)
    assert _page(found) == _page(drawn)


def test_a_drawing_that_fails_is_logged_and_the_close_stands(night, django_capture_on_commit_callbacks, caplog):
    def broken(sender, **kwargs):
        raise RuntimeError("the disk is full")

    game_closed.connect(broken, dispatch_uid="test-broken")
    try:
        with caplog.at_level(logging.ERROR):
            night = _game_played_and_closed(night, django_capture_on_commit_callbacks)
    finally:
        game_closed.disconnect(dispatch_uid="test-broken")
    assert night.current_game == 2
    assert "broken failed" in caplog.text


def test_the_last_close_draws_no_moves(make_night, django_capture_on_commit_callbacks):
    night = make_night(couples=4, games=1)
    night = _game_played_and_closed(night, django_capture_on_commit_callbacks)
    assert night.state == Night.State.PRIZES


def test_the_close_answers_before_the_hall_is_drawn(night, django_capture_on_commit_callbacks):
    """Nothing is drawn for others inside the organiser's close: it returns while the drawing waits."""
    started, release, drawn = threading.Event(), threading.Event(), threading.Event()

    def slow(sender, **kwargs):
        started.set()
        release.wait(5)
        drawn.set()

    game_closed.connect(slow, dispatch_uid="test-slow")
    try:
        night = Night.objects.get(pk=night.pk)
        for table, pair in seating_for_game(night=night, game=1).items():
            if None not in pair:
                result_record(night=night, game=1, table=table, winner=min(pair))
        with django_capture_on_commit_callbacks(execute=True):
            closed = game_close(night=night)
        assert closed.current_game == 2
        assert not drawn.is_set(), "the close waited for the drawing"
        assert started.wait(10), "the drawing never started"
    finally:
        release.set()
        after_close_wait()
        game_closed.disconnect(dispatch_uid="test-slow")
