"""A whole night of 25 games run from the pages alone, as issue 4 asks.

Nothing here calls a service or writes through the ORM: the organiser creates the night,
registers seven couples (one table has the bye every game), makes a scorekeeper account,
runs the cookie jar, starts, closes every game and settles the prizes on the desk; a
scorekeeper taps every table's winner on a portrait tablet; a wall board in a third
browser follows the night by itself. The database is only read, for the final checks.
Every request of every page is watched: none may leave the live server.

The winners follow a fixed pattern, so the night always ends the same way: at each table
the couple earlier in STRENGTH wins, except on every fourth game, when the other one
does. Seated in number order, couple 1 wins every game (on every fourth game it has the
bye), which makes the cookie jar's winner certain whatever games are drawn; couples 3
and 5 tie for the second prize and couples 4 and 6 for the booby prize (see WINS).
"""

from __future__ import annotations

import re
from collections import Counter
from decimal import Decimal

import pytest
from playwright.sync_api import expect

from tournaments.models import JarDraw, JarEntry, Night, Result, Series, TieBreak
from tournaments.selectors import night_standings

from .conftest import TABLET, TABLET_LANDSCAPE, shot
from .fit import misfits
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

GAMES = 25
COUPLES = [("Marie-Thérèse O'Neil", "Angus MacDonald"), ("Joséphine Boudreau", "Dan Rory MacNeil"),
           ("Flora Campbell", "Père Arsenault"), ("Mary Ellen Burke", "Réjean Samson"),
           ("Cathy Doucette", "Hughie MacIsaac"), ("Bernadette LeBlanc", "Colin Chisholm"),
           ("Theresa Poirier", "Ronnie Beaton")]
STRENGTH = (1, 2, 3, 5, 4, 6, 7)
WINS = {1: 25, 2: 16, 3: 17, 4: 8, 5: 17, 6: 8, 7: 9}  # bye games count as wins (the night's default)
JAR_GAMES = 10  # more than couples 4 and 6 win: only couple 1 can win every drawn game
KEEPER, KEEPER_PASSWORD = "tablet-ann", "Kitchen-table-45"
FULL_HD = {"width": 1920, "height": 1080}
POLLED = 15_000  # ms: what a page that refreshes itself may take


@pytest.fixture(autouse=True)
def quick_polls(settings):
    """The tablet asks for the game's state every 300 ms instead of 2 s: 25 games of waiting
    for the next game to show would otherwise be most of the test's time."""
    settings.TABLET_POLL_MS = 300


def winner(game: int, a: int, b: int) -> int:
    """The pattern: the stronger couple wins, the weaker one on every fourth game."""
    stronger, weaker = sorted((a, b), key=STRENGTH.index)
    return weaker if game % 4 == 0 else stronger


class Outside:
    """Every request of every page of the watched browser contexts, and the server errors met."""

    def __init__(self, server: str) -> None:
        self.server = server.rstrip("/") + "/"
        self.urls: list[str] = []
        self.errors: list[str] = []

    def page(self, context):
        """A new page of `context`, watched."""
        page = context.new_page()
        page.on("request", lambda request: self.urls.append(request.url))
        page.on("response", lambda response: response.status >= 500 and self.errors.append(f"{response.status} {response.url}"))
        return page

    def outside(self) -> list[str]:
        return [u for u in self.urls if not (u.startswith(self.server) or u.startswith(("data:", "blob:")))]


def _desk_creates_the_night(desk) -> Night:
    desk.goto("/desk/")
    desk.fill("#id_new_series", "Stella Maris Parish Hall")
    desk.fill("#id_name", "Friday forty-fives")
    desk.fill("#id_venue", "Inverness")
    expect(desk.locator("#id_games")).to_have_value(str(GAMES))
    expect(desk.locator("#id_cookie_jar")).to_be_checked()
    expect(desk.locator("#id_booby_prize")).to_be_checked()
    desk.fill("#id_cookie_jar_games", str(JAR_GAMES))
    desk.fill("#id_cookie_jar_fee", "2")
    desk.click("main button:has-text('Create the night')")
    expect(desk.locator("main h1")).to_have_text("Friday forty-fives")
    return Night.objects.get()


def _desk_registers_the_couples(desk) -> None:
    desk.click("main a:has-text('Register couples')")
    desk.wait_for_function("document.activeElement && document.activeElement.id === 'id_player1'")
    for n, (player1, player2) in enumerate(COUPLES, start=1):
        desk.keyboard.type(player1)
        desk.keyboard.press("Tab")
        desk.keyboard.type(player2)
        desk.keyboard.press("Enter")
        expect(desk.locator("#last-number")).to_have_text(f"Couple {n}")
    expect(desk.locator("table.couples tbody tr")).to_have_count(len(COUPLES))


def _desk_makes_the_scorekeeper(desk, night: Night) -> None:
    desk.goto(f"/desk/{night.slug}/")
    desk.fill("#id_new_username", KEEPER)
    desk.fill("#id_password", KEEPER_PASSWORD)
    desk.click("#scorekeepers button:has-text('Make the account')")
    expect(desk.locator(".messages")).to_contain_text(f"Account “{KEEPER}” made")
    expect(desk.locator("#scorekeepers .keepers")).to_contain_text(KEEPER)


def _desk_saves_jar_entries(desk, night: Night, numbers: tuple[int, ...]) -> None:
    desk.goto(f"/desk/{night.slug}/jar/")
    for number in numbers:
        desk.check(f"#jar-{number}")
    desk.click("main button:has-text('Save the entries')")
    expect(desk.locator(".messages")).to_contain_text("Cookie jar saved")
    for number in numbers:
        expect(desk.locator(f"#jar-{number}")).to_be_checked()


def _tablet_plays(tablet, game: int, wins: Counter) -> None:
    """Tap every table's winner of `game`, as the pattern says, and wait until all are in."""
    tablet.wait_for_function(
        "title => document.getElementById('game-title').textContent === title", arg=f"Game {game} of {GAMES}", timeout=POLLED
    )
    tables = tablet.eval_on_selector_all(
        ".tcard:not(.bye)",
        "cards => cards.map(c => [Number(c.dataset.table), [...c.querySelectorAll('.pick')].map(b => Number(b.dataset.winner))])",
    )
    byes = [int(re.search(r"couple (\d+)", text)[1]) for text in tablet.locator(".tcard.bye .byetext").all_inner_texts()]
    assert len(tables) == 3 and len(byes) == 1, (game, tables, byes)
    wins.update(byes)
    for table, (a, b) in tables:
        won = winner(game, a, b)
        tablet.click(f"#table-{table} .pick[data-winner='{won}']")
        wins[won] += 1
    tablet.wait_for_selector("#missing.ok", timeout=POLLED)
    tablet.wait_for_function("document.querySelectorAll('.tcard.pending').length === 0", timeout=POLLED)


def _desk_closes(desk, night: Night, game: int) -> None:
    desk.goto(f"/desk/{night.slug}/progress/")
    expect(desk.locator(".all-in")).to_be_visible()
    desk.click("#close-game")
    if game < GAMES:
        expect(desk.locator("main h1")).to_have_text(f"Moves for game {game + 1}")
    else:
        expect(desk.locator("main h1")).to_have_text("Prizes")


def test_a_whole_night_of_25_games_from_the_pages_alone(new_context, organiser, live_server):
    watched = Outside(live_server.url)
    desk = watched.page(new_context(TABLET_LANDSCAPE))
    desk.on("dialog", lambda dialog: dialog.accept())

    # The organiser: the night, its couples, a scorekeeper, the cookie jar, the start.
    sign_in(desk, "org")
    night = _desk_creates_the_night(desk)
    _desk_registers_the_couples(desk)
    _desk_makes_the_scorekeeper(desk, night)
    _desk_saves_jar_entries(desk, night, (1, 4))
    desk.click("main button:has-text('Draw now (sealed)')")
    expect(desk.locator(".jar-draw")).to_contain_text("Drawn and sealed")

    board = watched.page(new_context(FULL_HD))
    board.goto(f"/n/{night.slug}/board/")
    expect(board.locator(".game-no")).to_have_text("Registration")
    board.evaluate("window.__sameDocument = true")

    desk.goto(f"/desk/{night.slug}/start/")
    expect(desk.locator("main")).to_contain_text("7 couples, 4 tables · one table has the bye")
    desk.click("main button:has-text('Start game 1')")
    expect(desk.locator(".bye-banner")).to_have_text("Couple 7 has the bye at table 4.")

    tablet = watched.page(new_context(TABLET))
    sign_in(tablet, KEEPER, KEEPER_PASSWORD)
    tablet.goto(f"/score/{night.slug}/")

    wins: Counter = Counter()
    for game in range(1, GAMES + 1):
        if game == 1:
            desk.goto(f"/desk/{night.slug}/progress/")
            expect(desk.locator(".missing-list li")).to_have_count(3)
            expect(desk.locator("#close-game")).to_be_disabled()
        _tablet_plays(tablet, game, wins)
        if game == 1:  # the desk's progress refreshes itself too
            expect(desk.locator(".all-in")).to_be_visible(timeout=POLLED)
            expect(desk.locator("#close-game")).to_be_enabled()
            shot(desk, "whole-night-desk-progress")
        if game == 2:
            # The board, never reloaded, has shown the movement since game 1 closed: game 2 is
            # seated (2, 7), (4, 1), (6, 3), and couple 5 has the bye alone at table 4.
            board.wait_for_function("document.querySelector('.game-no').textContent === 'Game 2 of 25'", timeout=POLLED)
            assert board.evaluate("window.__sameDocument") is True, "the board reloaded the whole page"
            bye = board.locator(".move.bye")
            expect(bye).to_have_count(1)
            expect(bye).to_contain_text("Couple 5")
            expect(bye).to_contain_text("Table 4")
            expect(bye).to_contain_text("bye")
            for couple, table in ((1, 2), (5, 4), (7, 1), (2, 1)):  # "Couple 1 → Table 2"
                move = board.locator(f".move[data-couple='{couple}']")
                expect(move.locator(".who")).to_have_text(f"Couple {couple}")
                expect(move.locator(".arrow")).to_have_text("→")
                expect(move.locator(".where")).to_have_text(f"Table {table}")
            expect(board.locator(".move[data-couple='1']")).to_contain_text("deals first")
            expect(board.locator("#ranks-title")).to_have_text("Standings after 1 game")
            shot(board, "whole-night-board-after-game-1")
        if game == 10:  # a late entry in the cookie jar, while the night is being played
            _desk_saves_jar_entries(desk, night, (1, 4, 6))
            expect(desk.locator(".messages")).to_contain_text("3 couples in the jar")
        _desk_closes(desk, night, game)

    assert dict(wins) == WINS, "the pattern did not give the expected wins"
    expect(desk.locator(".messages")).to_contain_text(f"Game {GAMES} closed: every game has been played.")

    # The prizes: couple 1 alone first, couples 3 and 5 tied for second, couple 2 third,
    # couples 4 and 6 tied for the booby prize.
    expect(desk.locator("#prize-1 .couple-chip")).to_have_count(1)
    expect(desk.locator("#prize-2 .couple-chip")).to_have_count(2)
    expect(desk.locator("#prize-3 .couple-chip")).to_have_count(1)
    expect(desk.locator("#booby .couple-chip")).to_have_count(2)
    expect(desk.locator("#finish")).to_contain_text("2 ties are not settled yet.")
    shot(desk, "whole-night-desk-prizes-ties")

    # Second prize: couple 3 wants a cut, couple 5 a split, so the deck is cut. The real
    # cut is two fours (suits do not rank): they cut again, and the app cuts that time.
    second = desk.locator("#tie-prize-2")
    second.locator("input[name=choice_3][value=cut]").check()
    second.locator("input[name=choice_5][value=split]").check()
    second.locator("button:has-text('Record the choices')").click()
    expect(desk.locator(".messages")).to_contain_text("The deck is cut")
    desk.locator("#tie-prize-2 input[name=card_3][value='4H']").check()
    desk.locator("#tie-prize-2 input[name=card_5][value='4S']").check()
    desk.locator("#tie-prize-2 button:has-text('Record the cut')").click()
    expect(desk.locator(".messages")).to_contain_text("Equal lowest cards: couples 3, 5 cut again.")
    desk.locator("#tie-prize-2 button:has-text('Let the app cut')").click()
    expect(desk.locator("#tie-prize-2 .tie-outcome")).to_contain_text("cut the lowest card and wins")
    expect(desk.locator("#tie-prize-2 table.cuts caption")).to_contain_text("cut by the app, seed")

    # Booby prize: both couples want a play-off, which couple 6 wins.
    booby = desk.locator("#tie-booby-1")
    booby.locator("input[name=choice_4][value=playoff]").check()
    booby.locator("input[name=choice_6][value=playoff]").check()
    booby.locator("button:has-text('Record the choices')").click()
    expect(desk.locator(".messages")).to_contain_text("A play-off decides")
    desk.locator("#tie-booby-1 input[name=winner][value='6']").check()
    desk.locator("#tie-booby-1 button:has-text('Record the play-off')").click()
    expect(desk.locator(".messages")).to_contain_text("Couple 6 won the play-off.")
    expect(desk.locator("#tie-booby-1 .tie-outcome")).to_have_text("Couple 6 won the play-off.")
    expect(desk.locator("#finish .msg.warning", has_text="not settled")).to_have_count(0)
    shot(desk, "whole-night-desk-prizes-settled")

    # The cookie jar: the sealed draw is revealed; couple 1 won every game, so every drawn one.
    desk.click(".desk-menu a:has-text('Cookie jar')")
    desk.click("main button:has-text('Reveal the draw')")
    expect(desk.locator(".jar-draw")).to_contain_text("Couple 1 wins the cookie jar: $6.00")
    draw = JarDraw.objects.get(night=night)
    expect(desk.locator(".drawn-games")).to_have_text(" · ".join(map(str, draw.games)))
    shot(desk, "whole-night-desk-jar-revealed")

    # The tablet and the board have followed by themselves since the last game closed.
    expect(tablet.locator("#idle")).to_be_visible(timeout=POLLED)
    expect(board.locator(".game-no")).to_have_text("Every game has been played", timeout=POLLED)

    desk.click(".desk-menu a:has-text('Prizes')")
    desk.click("#finish button:has-text('Finish the night')")
    expect(desk.locator(".messages")).to_contain_text("The night is finished.")
    expect(desk.locator(".messages")).not_to_contain_text("carries over")
    expect(desk.locator(".next-step")).to_contain_text("The night is finished")

    standings = watched.page(new_context(TABLET))
    standings.goto(f"/n/{night.slug}/standings/")
    expect(standings.locator("main")).to_contain_text("Final standings.")
    shot(standings, "whole-night-final-standings")
    assert misfits(standings) == [], "the final standings fit an upright tablet, prizes of every kind and all"
    lines = standings.evaluate("""() => [...document.querySelectorAll('.standings-table td.num')].map(td => {
        const range = document.createRange(); range.selectNodeContents(td); return range.getClientRects().length; })""")
    assert lines and set(lines) == {1}, "each place, couple number and win count on one line (25 wins, not 2 over 5)"
    expect(board.locator("#ranks-title")).to_have_text("Final standings", timeout=POLLED)
    assert board.evaluate("window.__sameDocument") is True, "the board reloaded the whole page"
    shot(board, "whole-night-board-final")

    # What the pages did, read back from the database.
    night = Night.objects.get(pk=night.pk)
    assert night.state == Night.State.FINISHED and night.current_game == GAMES
    results = Result.objects.filter(night=night)
    assert sorted(results.values_list("game", "table")) == [(g, t) for g in range(1, GAMES + 1) for t in (1, 2, 3)]
    assert set(results.values_list("entered_by__username", flat=True)) == {KEEPER}
    table = night_standings(night=night)
    assert {line.number: line.wins for line in table.lines} == WINS
    assert [list(g) for g in table.prize_groups] == [[1], [3, 5], [2]] and list(table.booby_group) == [4, 6]
    cut = TieBreak.objects.get(night=night, kind="prize", place=2)
    assert cut.method == "cut" and cut.resolved and cut.seed is not None
    assert cut.cuts[0] == {"3": "4H", "5": "4S"} and len(cut.cuts) >= 2
    assert cut.entries.filter(won=True).count() == 1
    playoff = TieBreak.objects.get(night=night, kind="booby", place=1)
    assert playoff.method == "playoff" and playoff.resolved and playoff.playoff_winner.number == 6
    assert not TieBreak.objects.filter(night=night, resolved=False).exists()
    draw = JarDraw.objects.get(night=night)
    assert draw.revealed and len(draw.games) == JAR_GAMES
    assert sorted(JarEntry.objects.filter(night=night).values_list("couple__number", flat=True)) == [1, 4, 6]
    assert list(table.jar.winners) == [1] and Decimal(table.jar.pot) == Decimal("6.00")
    assert Series.objects.get().jar_carry == Decimal("0")

    # No page loaded anything from outside the server, and none met a server error.
    assert len(watched.urls) > 100
    assert watched.outside() == [], watched.outside()[:10]
    assert watched.errors == []
