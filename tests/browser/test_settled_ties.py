"""Settled ties reach the players (issue 13 point 2), in Chromium: the wall board at 1920x1080 follows the
cut, the split and the play-off as the desk settles them and becomes a prize board once the night is finished;
the standings page and a couple's card at phone (390x844) and 1024x768 say who won each prize and how."""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple, Night
from tournaments.selectors import night_standings, seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_finish, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open, tiebreak_playoff
from tournaments.services.results import result_record

from .conftest import PHONE, shot
from .fit import misfits

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

FULL_HD = {"width": 1920, "height": 1080}
SMALL_LAPTOP = {"width": 1024, "height": 768}
POLLED = 15_000  # the board polls every five seconds
PRIZES = [{"description": "Turkey", "amount": "$60"}, {"description": "", "amount": "$40"}, {"description": "", "amount": "$20"}]
NAMES = ["Marie-Thérèse O'Neil", "Angus MacDonald", "Flora Gillis", "Hector Boudreau", "Catherine Poirier",
         "Donald MacIsaac", "Yvonne Samson", "Jimmy Chiasson", "Bernadette Fougère", "Rory MacKinnon", "Gail Deveau",
         "Ronald Landry"]


def _played() -> Night:
    """Six couples, two games, the lower number wins every table: wins 1 and 3: 2, 2 and 5: 1, 4 and 6: none;
    couples 1 and 3 entered the cookie jar (one game drawn: both won it)."""
    series = series_get_or_create(name="Stella Maris Parish Hall", venue="Inverness")
    night = night_create(series=series, name="Christmas card party", date=dt.date(2026, 12, 19), games=2,
                         cookie_jar_games=1, prizes=PRIZES)
    for n in range(6):
        couple_register(night=night, player1=NAMES[2 * n], player2=NAMES[2 * n + 1])
    night = night_start(night=night)
    for number in (1, 3):
        jar_enter(night=night, number=number, fee="2.50")
    for game in (1, 2):
        night = Night.objects.get(pk=night.pk)
        for table, pair in seating_for_game(night=night, game=game).items():
            if None not in pair:
                result_record(night=night, game=game, table=table, winner=min(pair))
        game_close(night=night)
    return Night.objects.get(pk=night.pk)


def _settle(night: Night) -> dict[str, list[int]]:
    """The desk's work: the 1st prize split, the 2nd cut (4H against 9S), the booby split, the jar by a play-off."""
    table = night_standings(night=night)
    first = tiebreak_open(night=night, place=1)
    tiebreak_choose(night=night, tiebreak=first.pk, choices={n: "split" for n in table.prize_groups[0]})
    second = tiebreak_open(night=night, place=2)
    tiebreak_choose(night=night, tiebreak=second.pk, choices={n: "cut" for n in table.prize_groups[1]})
    cards = dict(zip(table.prize_groups[1], ["9S", "4H", "QD", "7C"], strict=False))
    tiebreak_cut(night=night, tiebreak=second.pk, cards=cards)
    if table.booby_group and len(table.booby_group) > 1:
        booby = tiebreak_open(night=night, kind="booby")
        tiebreak_choose(night=night, tiebreak=booby.pk, choices={n: "split" for n in table.booby_group})
    jar_reveal(night=night)
    jar = night_standings(night=night).jar
    if len(jar.winners) > 1:
        tb = tiebreak_open(night=night, kind="jar")
        tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: "playoff" for n in jar.winners})
        tiebreak_playoff(night=night, tiebreak=tb.pk, winner=jar.winners[0], points=(45, 30))
    return {"second": table.prize_groups[1], "booby": table.booby_group, "jar": list(jar.winners)}


def test_the_board_follows_the_settled_ties_and_becomes_a_prize_board(new_context):
    night = _played()
    board = new_context(FULL_HD).new_page()
    board.goto(f"/n/{night.slug}/board/")
    expect(board.locator(".game-no")).to_have_text("Every game has been played")
    expect(board.locator("#outcome-prize-2")).to_contain_text("Tied: still to settle")
    expect(board.locator("main")).not_to_contain_text("Prizes are next")
    shot(board, "settled-ties-board-waiting-1920x1080")
    board.evaluate("window.__sameDocument = true")

    groups = _settle(night)
    second = board.locator("#outcome-prize-2")
    winner = groups["second"][1]  # the couple that cut the 4 of hearts
    expect(second).to_contain_text(f"Couple {winner} won the cut: 4♥ against", timeout=POLLED)
    expect(second.locator(".cut-card.red.lowest")).to_have_text("4♥")
    expect(board.locator("#outcome-prize-1")).to_contain_text("Split 2 ways: $30.00 each.")
    expect(board.locator("#outcome-prize-1")).to_contain_text("$60")
    expect(board.locator(".big-note")).to_have_text("Every prize is settled.")
    expect(board.locator(f".rank[data-couple='{winner}'] .prize-tag")).to_have_text("2nd prize")
    expect(board.locator(f".rank[data-couple='{groups['second'][0]}'] .prize-tag")).to_have_count(0)
    shot(board, "settled-ties-board-settled-1920x1080")

    night_finish(night=Night.objects.get(pk=night.pk))
    expect(board.locator(".game-no")).to_have_text("The prize winners", timeout=POLLED)
    expect(board.locator("#outcome-jar-1")).to_contain_text("Play-off won by couple")
    expect(board.locator("#ranks-title")).to_have_text("Final standings")
    assert board.evaluate("window.__sameDocument") is True, "the board reloaded the whole page"
    shot(board, "settled-ties-board-finished-1920x1080")
    board.click(".board-head [data-toggle-large]")
    shot(board, "settled-ties-board-finished-large-1920x1080")


@pytest.mark.parametrize("viewport", [PHONE, SMALL_LAPTOP], ids=["phone", "1024"])
def test_the_standings_and_the_cards_say_who_won_and_how(new_context, viewport):
    night = _played()
    groups = _settle(night)
    night_finish(night=Night.objects.get(pk=night.pk))
    size = f"{viewport['width']}x{viewport['height']}"
    page = new_context(viewport).new_page()

    page.goto(f"/n/{night.slug}/standings/")
    panel = page.locator(".outcome-panel")
    expect(panel.locator("h2")).to_have_text("The prize winners")
    winner, loser = groups["second"][1], groups["second"][0]
    expect(panel.locator("#outcome-prize-2")).to_contain_text(f"Couple {winner} won the cut")
    expect(page.locator(f"tr[data-couple='{winner}'] td.prize")).to_have_text("2nd prize (cut won)")
    expect(page.locator(f"tr[data-couple='{loser}'] td.prize")).to_have_text("Lost the cut for the 2nd prize")
    expect(page.locator("main")).not_to_contain_text("(tied)")
    assert misfits(page) == []
    shot(page, f"settled-ties-standings-{size}")

    for number, says in ((winner, "You won the 2nd prize!"),
                         (loser, f"You tied for the 2nd prize; couple {winner} won the cut.")):
        page.goto(f"/c/{Couple.objects.get(night=night, number=number).public_token}/")
        expect(page.locator(".my-prize").first).to_contain_text(says)
        expect(page.locator("main")).not_to_contain_text("In line")
        assert misfits(page) == []
        shot(page, f"settled-ties-card-{number}-{size}")
