"""Registration at the door, in Chromium on a 768x1024 tablet (issue 13, point 1).

Enter in the first name box goes to the second (a tablet keyboard's "Next" key sends Enter);
a couple with no name at all is refused; Enter pressed twice, or the same form posted twice,
adds one couple; a couple registered by mistake is removed with the numbers closed up; a night
not started can be deleted from its hub, and nothing else goes with it.
"""

from __future__ import annotations

import datetime as dt

import pytest
from playwright.sync_api import expect

from tournaments.models import Couple, Night, Series
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, series_get_or_create

from .conftest import shot
from .test_desk import sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TABLET_PORTRAIT = {"width": 768, "height": 1024}


def _numbers(night: Night) -> list[tuple[int, str, str]]:
    return list(Couple.objects.filter(night=night).order_by("number").values_list("number", "player1", "player2"))


def test_registration_makes_whole_couples_once_and_mistakes_can_be_taken_back(new_context, organiser):
    series = series_get_or_create(name="Holy Rosary Hall", venue="Mabou", owner=organiser)
    night = night_create(series=series, name="Friday card party", date=dt.date(2026, 12, 4), organiser=organiser)
    other = night_create(series=series, name="Saturday card party", date=dt.date(2026, 12, 5), organiser=organiser)
    couple_register(night=other, player1="Flora", player2="Angus")
    page = new_context(TABLET_PORTRAIT).new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.accept()))
    sign_in(page, "org")
    page.goto(f"/desk/{night.slug}/couples/")
    expect(page.locator("#id_player1")).to_be_focused()

    # Enter in the first box moves to the second: nothing is registered with one name.
    page.keyboard.type("Yvette Cormier")
    page.keyboard.press("Enter")
    expect(page.locator("#id_player2")).to_be_focused()
    expect(page.locator("#id_player1")).to_have_value("Yvette Cormier")
    assert _numbers(night) == []
    page.keyboard.type("Paul Cormier")
    page.keyboard.press("Enter")
    expect(page.locator("#last-number")).to_have_text("Couple 1")
    expect(page.locator("#id_player1")).to_be_focused()

    # Enter pressed twice: one couple, and no complaint about the emptied boxes.
    page.keyboard.type("Theresa Poirier")
    page.keyboard.press("Tab")
    page.keyboard.type("Ronnie Beaton")
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    expect(page.locator("#last-number")).to_have_text("Couple 2")
    expect(page.locator("table.couples tbody tr")).to_have_count(2)
    expect(page.locator("#register .form-error")).to_have_count(0)

    # The same form posted twice (a retried post, a double click without the page's script).
    twice = page.evaluate("""async () => {
        const form = document.querySelector('form[data-fast]');
        const data = new FormData(form);
        data.set('player1', 'Cathy Doucette'); data.set('player2', 'Hughie MacIsaac');
        const one = await fetch(form.action, {method: 'POST', body: data});
        const two = await fetch(form.action, {method: 'POST', body: data});
        return [one.url, two.url];
    }""")
    assert twice[0] == twice[1] and twice[0].endswith("?last=3"), twice
    assert _numbers(night) == [(1, "Yvette Cormier", "Paul Cormier"), (2, "Theresa Poirier", "Ronnie Beaton"),
                               (3, "Cathy Doucette", "Hughie MacIsaac")]

    # No name at all: refused beside the boxes, in words, and nothing is registered.
    page.reload()
    page.locator("#id_player1").press("Tab")
    page.locator("#id_player2").press("Enter")
    expect(page.locator("#register .form-error")).to_have_text("Type at least one of the two names.")
    with page.expect_navigation():  # the plain form, as without the page's script
        page.evaluate("document.querySelector('form[data-fast]').submit()")
    expect(page.locator("#register .form-error")).to_have_text("Type at least one of the two names.")
    assert len(_numbers(night)) == 3
    shot(page, "registration-no-name-refused")

    # Couple 1 was registered by mistake: removed, and the others close up (no hole in the numbers).
    page.locator("#couple-1 button:has-text('Remove')").click()
    expect(page.locator(".messages")).to_contain_text("Couple 1 removed. Couples 2 to 3 each moved up one number")
    assert dialogs[-1] == "Remove couple 1? Couples 2 to 3 each move up one number."
    expect(page.locator("table.couples tbody th.number")).to_have_text(["1", "2"])
    assert [n for n, *_ in _numbers(night)] == [1, 2]
    shot(page, "registration-removed-closed-up")

    # The whole night was a mistake: deleted from its hub; its series and the other night stay.
    page.goto(f"/desk/{night.slug}/")
    page.locator("#delete button:has-text('Delete this night')").click()
    assert dialogs[-1] == "Delete “Friday card party” and its 2 registered couples? This cannot be undone."
    expect(page.locator(".messages")).to_contain_text("“Friday card party” is deleted")
    expect(page.locator("main h1")).to_have_text("Organiser's desk")
    assert not Night.objects.filter(pk=night.pk).exists()
    assert Series.objects.filter(pk=series.pk).exists() and _numbers(other) == [(1, "Flora", "Angus")]
