"""Public pages in a real browser: a couple's own card (and its revoked link), standings, home."""

from __future__ import annotations

import pytest

from tournaments.models import Couple
from tournaments.services.couples import couple_link_revoke, couple_update
from tournaments.services.nights import game_close
from tournaments.services.results import result_record

from .conftest import PHONE, shot
from .test_tablet import hall_night, sign_in  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def _play_game_1(night):
    for table, winner in ((1, 1), (2, 3), (3, 5), (4, 7)):
        result_record(night=night, game=1, table=table, winner=winner)
    game_close(night=night)


def test_a_couple_link_works_and_a_revoked_one_is_404(new_context, hall_night):  # noqa: F811
    _play_game_1(hall_night)
    couple = Couple.objects.get(night=hall_night, number=3)
    page = new_context().new_page()
    response = page.goto(f"/c/{couple.public_token}/")
    assert response.status == 200
    assert page.inner_text("h1") == "Couple 3"
    assert "Table 3" in page.inner_text(".seat") and "You deal first." in page.inner_text(".seat")
    assert page.locator(".punch .box.won").count() == 1 and page.locator(".punch .box.now").count() == 1
    shot(page, "couple-card-tablet")
    phone = new_context(PHONE).new_page()
    phone.goto(f"/c/{couple.public_token}/")
    shot(phone, "couple-card-phone")

    couple_link_revoke(night=hall_night, number=3)
    assert page.goto(f"/c/{couple.public_token}/").status == 404
    shot(page, "couple-card-revoked")


def test_standings_sort_and_export(new_context, hall_night):  # noqa: F811
    couple_update(night=hall_night, number=2, player1='=HYPERLINK("http://x.example","click")', player2="Angus")
    _play_game_1(hall_night)
    page = new_context().new_page()
    page.goto(f"/n/{hall_night.slug}/standings/")
    assert page.locator(".prize-row").count() == 2
    shot(page, "standings")
    page.click("th.orderable >> text=Couple")
    assert page.locator("tbody tr").first.get_attribute("data-couple") == "1"
    with page.expect_download() as download:
        page.click("text=Download CSV")
    content = open(download.value.path(), encoding="utf-8").read()
    assert "'=HYPERLINK" in content


def test_home_for_each_audience(new_context, hall_night):  # noqa: F811
    page = new_context().new_page()
    page.goto("/")
    assert page.locator(f"a[href='/n/{hall_night.slug}/board/']").count() == 1
    assert page.locator(f"a[href='/score/{hall_night.slug}/']").count() == 0
    shot(page, "home-anonymous")
    sign_in(page, "keeper")
    page.goto("/")
    assert page.locator(f"a[href='/score/{hall_night.slug}/']").count() == 1
    assert page.locator(f"a[href='/desk/{hall_night.slug}/']").count() == 0
    shot(page, "home-scorekeeper")


def test_a_phone_polling_its_card_is_answered_204_until_a_result_lands(new_context, hall_night):  # noqa: F811
    """The card's poll sends the version the card shows: an empty 204 while nothing changed (nothing
    drawn, nothing sent, the card stays as it is), the new card once a result lands."""
    couple = Couple.objects.get(night=hall_night, number=3)
    page = new_context(PHONE).new_page()
    statuses: list[int] = []
    page.on("response", lambda r: statuses.append(r.status) if "/c/" in r.url else None)
    page.goto(f"/c/{couple.public_token}/")
    poll = ("() => htmx.ajax('GET', document.querySelector('#card').getAttribute('hx-get'),"
            " {target: '#card', select: '#card', swap: 'outerHTML'})")
    for _ in range(2):
        page.evaluate(poll)
        page.wait_for_timeout(300)
    assert statuses == [200, 204, 204], statuses
    assert page.inner_text("h1") == "Couple 3" and page.locator(".punch .box.won").count() == 0

    result_record(night=hall_night, game=1, table=2, winner=3)
    page.evaluate(poll)
    page.locator(".punch .box.won").first.wait_for()
    assert statuses[-1] == 200
    page.wait_for_timeout(200)
    page.evaluate(poll)  # the card now polls with the new version
    page.wait_for_timeout(300)
    assert statuses[-1] == 204 and page.locator(".punch .box.won").count() == 1
    shot(page, "couple-card-after-poll")
