"""A short night (3 games, 4 couples) run to the end from the desk alone, at tablet size.

Results are recorded through the services (the tablets' job); everything else is
clicked: creation, registration, cookie jar entry and sealed draw, start, closing
each game, a tie-break cut by the app, the booby prize, the jar reveal, finishing.
"""

from __future__ import annotations

from decimal import Decimal

import pytest
from playwright.sync_api import expect

from tournaments.models import JarDraw, Night, Series, TieBreak
from tournaments.selectors import seating_for_game
from tournaments.services.results import result_record

from .conftest import shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _staying_couples_win(night: Night) -> None:
    """Every table's staying couple wins: wins end 2, 1, 2, 1 (ties for first, second and booby)."""
    night = Night.objects.get(pk=night.pk)
    for table, (staying, arriving) in seating_for_game(night=night, game=night.current_game).items():
        if staying is not None and arriving is not None:
            result_record(night=night, game=night.current_game, table=table, winner=staying)


def test_a_short_night_from_creation_to_finish(page, organiser):
    page.on("dialog", lambda dialog: dialog.accept())
    sign_in(page, "org")
    page.goto("/desk/")
    page.fill("#id_new_series", "Mabou Hall")
    page.fill("#id_name", "Short night")
    page.fill("#id_games", "3")
    page.fill("#id_cookie_jar_games", "2")
    page.fill("#id_cookie_jar_fee", "2")
    page.click("main button:has-text('Create the night')")
    expect(page.locator("main h1")).to_have_text("Short night")
    night = Night.objects.get()

    page.click("main a:has-text('Register couples')")
    page.wait_for_function("document.activeElement && document.activeElement.id === 'id_player1'")
    for n in range(1, 5):
        page.keyboard.type(f"Flora {n}")
        page.keyboard.press("Tab")
        page.keyboard.type(f"Réjean {n}")
        page.keyboard.press("Enter")
        expect(page.locator("#last-number")).to_have_text(f"Couple {n}")

    page.click(".desk-menu a:has-text('Cookie jar')")
    page.check("#jar-4")
    page.click("main button:has-text('Save the entries')")
    expect(page.locator(".messages")).to_contain_text("1 couple in the jar")
    page.click("main button:has-text('Draw now (sealed)')")
    expect(page.locator(".jar-draw")).to_contain_text("Drawn and sealed")
    expect(page.locator(".jar-draw button:has-text('Reveal the draw')")).to_be_disabled()
    shot(page, "desk-jar-sealed")

    page.click(".desk-menu a:has-text('Start')")
    page.click("main button:has-text('Start game 1')")
    expect(page.locator("main h1")).to_have_text("Seating of game 1")

    for game in (1, 2, 3):
        page.goto(f"/desk/{night.slug}/progress/")
        _staying_couples_win(night)
        expect(page.locator("#close-game")).to_be_enabled()  # after the next refresh
        page.click("#close-game")
        if game < 3:
            expect(page.locator("main h1")).to_have_text(f"Moves for game {game + 1}")
    expect(page.locator("main h1")).to_have_text("Prizes")
    expect(page.locator(".messages")).to_contain_text("Game 3 closed: every game has been played.")
    shot(page, "desk-prizes-ties")

    first = page.locator("#tie-prize-1")
    first.locator("input[name=choice_1][value=cut]").check()
    first.locator("input[name=choice_3][value=split]").check()
    first.locator("button:has-text('Record the choices')").click()
    expect(page.locator(".messages")).to_contain_text("The deck is cut")
    page.locator("#tie-prize-1 button:has-text('Let the app cut')").click()
    expect(page.locator("#tie-prize-1 .tie-outcome")).to_contain_text("cut the lowest card and wins")
    tb = TieBreak.objects.get(kind="prize", place=1)
    expect(page.locator("#tie-prize-1 table.cuts caption")).to_contain_text(f"seed {tb.seed}")

    for section in ("#tie-prize-2", "#tie-booby-1"):
        tie = page.locator(section)
        tie.locator("input[name=choice_2][value=split]").check()
        tie.locator("input[name=choice_4][value=split]").check()
        tie.locator("button:has-text('Record the choices')").click()
        expect(page.locator(f"{section} .tie-outcome")).to_have_text("Split equally between couples 2, 4.")
    expect(page.locator("#booby")).to_contain_text("Booby prize")
    shot(page, "desk-prizes-settled")

    page.click(".desk-menu a:has-text('Cookie jar')")
    page.click("main button:has-text('Reveal the draw')")
    draw = JarDraw.objects.get()
    expect(page.locator(".drawn-games")).to_have_text(" · ".join(map(str, draw.games)))
    expect(page.locator(".jar-draw")).to_contain_text(f"Seed {draw.seed}")
    expect(page.locator(".jar-draw")).to_contain_text("Nobody won every drawn game: $2.00 carries over")
    shot(page, "desk-jar-revealed")

    page.click(".desk-menu a:has-text('Prizes')")
    page.click("#finish button:has-text('Finish the night')")
    expect(page.locator(".messages")).to_contain_text("Nobody won the cookie jar: $2.00 carries over to the next night of Mabou Hall.")
    expect(page.locator(".messages")).to_contain_text("The night is finished.")
    expect(page.locator(".next-step")).to_contain_text("The night is finished")
    shot(page, "desk-night-finished")
    assert Night.objects.get().state == "finished"
    assert Series.objects.get(name="Mabou Hall").jar_carry == Decimal("2.00")
