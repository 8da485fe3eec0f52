"""The seeds of the app's cut and of the cookie jar's draw stay off the public pages (issue 33, point 1): the board,
its live part, the standings page (and its exports) and every couple's card say that the app cut, never the seed;
the seed belongs on the desk and in the printouts."""

from __future__ import annotations

import pytest

from tournaments.models import Night, TieBreak
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import night_finish
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open

pytestmark = pytest.mark.django_db

CUT_SEED, JAR_SEED = 627699, 915533


@pytest.fixture
def cut_by_the_app(make_night, play_games):
    """Four couples, two games (wins 1:2, 2:1, 3:1, 4:0): the 2nd prize cut by the app, the jar drawn and revealed."""
    night = make_night(couples=4, games=2, cookie_jar_games=1)
    for number in (1, 2):
        jar_enter(night=night, number=number, fee="2.00")
    jar_draw(night=night, seed=JAR_SEED)
    night = play_games(night, 2)
    tie = tiebreak_open(night=night, kind="prize", place=2)
    tiebreak_choose(night=night, tiebreak=tie.pk, choices={2: "cut", 3: "cut"})
    tiebreak_cut(night=night, tiebreak=tie.pk, seed=CUT_SEED)
    jar_reveal(night=night)
    assert TieBreak.objects.get(pk=tie.pk).seed == CUT_SEED  # the seed is kept: for the desk and the printouts
    return Night.objects.get(pk=night.pk)


def _public_pages(client, night: Night) -> dict[str, str]:
    urls = [f"/n/{night.slug}/board/", f"/n/{night.slug}/board/live/", f"/n/{night.slug}/standings/",
            f"/n/{night.slug}/standings/?_export=csv"]
    urls += [f"/c/{c.public_token}/" for c in night.couples.all()]
    pages = {}
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        pages[url] = response.content.decode("utf-8", "replace")
    return pages


@pytest.mark.parametrize("finish", [False, True], ids=["prizes", "finished"])
def test_no_public_page_shows_a_seed(client, cut_by_the_app, finish):
    night = night_finish(night=cut_by_the_app) if finish else cut_by_the_app
    pages = _public_pages(client, night)
    for url, text in pages.items():
        assert str(CUT_SEED) not in text and str(JAR_SEED) not in text, f"{url} shows a seed"
        assert "seed" not in text.lower(), f"{url} speaks of a seed"
    board = pages[f"/n/{night.slug}/board/"]
    assert "cut by the app" in board and "won the cut" in board  # the cut is still told, without its seed
    assert "cut by the app" in pages[f"/n/{night.slug}/standings/"]
