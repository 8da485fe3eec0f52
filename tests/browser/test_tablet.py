"""The scorekeeper's tablet in a real browser: one tap per table, seen by the other tablets.

The night is built through the services as the organiser's desk would build it:
nine couples, so table 5 has the bye in game 1.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tournaments.models import Night, Result
from tournaments.services.couples import couple_register
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

from .conftest import PHONE, TABLET, TABLET_LANDSCAPE, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NAMES = ["Marie-Thérèse O'Neil", "Angus MacDonald", "Joséphine Boudreau", "Dan Rory MacNeil", "Flora Campbell",
         "Père Arsenault", "Mary Ellen Burke", "Réjean Samson", "Cathy Doucette"]


@pytest.fixture
def hall_night(organiser, scorekeeper, scorekeeper2) -> Night:
    """Nine couples registered and game 1 seated in number order; both scorekeepers assigned."""
    series = series_get_or_create(name="St. Joseph's Parish Hall", venue="Arichat", owner=organiser)
    night = night_create(series=series, name="Tuesday card party", date=dt.date(2026, 12, 1), organiser=organiser)
    for n, name in enumerate(NAMES, start=1):
        couple_register(night=night, player1=name, player2=f"Partner {n}")
    night = night_start(night=night)
    night.scorekeepers.add(scorekeeper, scorekeeper2)
    return night


def sign_in(page, username: str, password: str = "pw-for-tests-1") -> None:
    """Log in with the form in <main> (the header's language button is a submit button too)."""
    page.goto("/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    with page.expect_navigation():
        page.click("main button[type=submit]")
    assert "/accounts/login/" not in page.url, "login failed"


def open_tablet(new_context, night: Night, username: str, viewport: dict = TABLET):
    page = new_context(viewport).new_page()
    sign_in(page, username)
    page.goto(f"/score/{night.slug}/")
    page.wait_for_selector("#table-1 .pick")
    return page


class _Answers:
    """The answers to the page's result posts, read when the test looks at them.

    The handler only keeps the response: reading its body there would block the
    handler's greenlet, and the test could look before the answer was appended.
    """

    def __init__(self) -> None:
        self.responses: list = []

    def _read(self) -> list[dict]:
        return [{"status": r.status, "body": r.json()} for r in self.responses]

    def __iter__(self):
        return iter(self._read())

    def __len__(self) -> int:
        return len(self.responses)

    def __getitem__(self, index):
        return self._read()[index]


def result_posts(page) -> _Answers:
    """Collect the answers the page got to its result posts."""
    seen = _Answers()

    def on_response(response):
        if response.url.endswith("/result/") and response.request.method == "POST":
            seen.responses.append(response)

    page.on("response", on_response)
    return seen


def test_one_tap_per_table_and_the_other_tablet_sees_it(new_context, hall_night):
    page = open_tablet(new_context, hall_night, "keeper")
    other = open_tablet(new_context, hall_night, "keeper2", TABLET_LANDSCAPE)
    assert page.inner_text("#game-title") == "Game 1 of 25"
    assert page.inner_text("#missing") == "4 tables still missing"
    assert page.inner_text("#table-5") .count("Bye: couple 9") == 1 and page.locator("#table-5 .pick").count() == 0
    shot(page, "tablet-game-1-start")

    for table, winner in ((1, 1), (2, 4), (3, 5), (4, 8)):
        page.click(f"#table-{table} .pick[data-winner='{winner}']")
        # Shown at once, before the server answered.
        assert "chosen" in page.get_attribute(f"#table-{table} .pick[data-winner='{winner}']", "class")
    page.wait_for_selector("#missing.ok")
    assert page.inner_text("#missing") == "All 4 tables are in: the organiser can close the game."
    page.wait_for_function("document.querySelectorAll('.tcard.pending').length === 0")
    assert "Couple 8 won · entered by you" in page.inner_text("#table-4")
    shot(page, "tablet-game-1-all-in")
    results = {r.table: r.winner.number for r in Result.objects.filter(night=hall_night, game=1).select_related("winner")}
    assert results == {1: 1, 2: 4, 3: 5, 4: 8}

    # The second tablet never reloads: the results arrive by polling.
    other.wait_for_selector("#missing.ok", timeout=15000)
    assert "Couple 4 won · entered by keeper" in other.inner_text("#table-2")
    assert other.locator("#table-2 .undo").is_hidden()
    shot(other, "tablet-landscape-seen-from-another-tablet")

    # The organiser closes the game: both pages swap to game 2 by themselves.
    game_close(night=hall_night)
    for tablet in (page, other):
        tablet.wait_for_function("document.getElementById('game-title').textContent === 'Game 2 of 25'", timeout=15000)
        assert tablet.inner_text("#missing") == "4 tables still missing"
    assert page.inner_text("#announce") == "Game 2 has started: new seating below."
    assert page.locator("#notices li").count() == 0, "the news adds nothing above the tables"
    shot(page, "tablet-game-2")


def test_a_double_tap_records_once(new_context, hall_night):
    page = open_tablet(new_context, hall_night, "keeper")
    answers = result_posts(page)
    page.dblclick("#table-3 .pick[data-winner='6']")
    page.click("#table-3 .pick[data-winner='6']")
    page.wait_for_function("document.querySelectorAll('.tcard.pending').length === 0")
    page.wait_for_timeout(500)
    assert Result.objects.filter(night=hall_night, game=1, table=3).count() == 1
    assert len([a for a in answers if a["body"].get("status") == "recorded"]) == 1
    assert len(answers) <= 1


def test_a_conflict_is_shown_and_nothing_is_overwritten(new_context, hall_night, scorekeeper2):
    page = open_tablet(new_context, hall_night, "keeper")
    answers = result_posts(page)
    # Another tablet decided table 1 a moment ago; this one taps the other couple.
    result_record(night=hall_night, game=1, table=1, winner=1, user=scorekeeper2)
    page.click("#table-1 .pick[data-winner='2']")
    page.wait_for_selector("#table-1.conflict")
    note = page.inner_text("#table-1 .note")
    assert "already has couple 1 as the winner" in note and "organiser" in note
    assert answers and answers[-1]["status"] == 409
    page.wait_for_function("document.querySelector('#table-1 .pick[data-winner=\"1\"]').classList.contains('chosen')")
    shot(page, "tablet-conflict")
    assert Result.objects.get(night=hall_night, game=1, table=1).winner.number == 1
    page.click("#table-1 .dismiss")
    assert page.locator("#table-1 .note").is_hidden()


def test_undo_ones_own_tap_and_show_only_missing(new_context, hall_night):
    page = open_tablet(new_context, hall_night, "keeper")
    page.click("#table-2 .pick[data-winner='3']")
    page.wait_for_selector("#table-2.done:not(.pending) .undo:visible")
    page.click("#table-2 .undo")
    page.wait_for_selector("#table-2:not(.done)")
    page.wait_for_function("document.querySelectorAll('.tcard.pending').length === 0")
    assert not Result.objects.filter(night=hall_night, table=2).exists()

    page.click("#table-1 .pick[data-winner='2']")
    # A table still being sent is not yet recorded, so "only missing" would keep it.
    page.wait_for_selector("#table-1.done:not(.pending)")
    page.click("#only-missing")
    assert page.get_attribute("#only-missing", "aria-pressed") == "true"
    page.wait_for_selector("#table-1", state="hidden", timeout=15000)
    assert page.locator("#table-5").is_hidden() and page.locator("#table-2").is_visible()
    shot(page, "tablet-only-missing")


def test_phone_and_sizes(new_context, hall_night):
    page = open_tablet(new_context, hall_night, "keeper", PHONE)
    page.click("#table-1 .pick[data-winner='1']")
    page.wait_for_selector("#table-1.done:not(.pending)")
    shot(page, "tablet-on-a-phone")
    sizes = page.eval_on_selector_all(".pick, .undo:visible, #only-missing", "els => els.map(e => e.getBoundingClientRect().height)")
    assert min(sizes) >= 48
    assert min(page.eval_on_selector_all(".pick", "els => els.map(e => e.getBoundingClientRect().height)")) >= 80
    page.set_viewport_size(TABLET_LANDSCAPE)
    shot(page, "tablet-landscape")


def test_a_result_nobody_entered_at_a_tablet_says_only_who_won(new_context, hall_night):
    result_record(night=hall_night, game=1, table=3, winner=5, user=None)  # as a refereed game or an import stores it
    page = open_tablet(new_context, hall_night, "keeper")
    status = page.inner_text("#table-3 .status")
    assert status == "Couple 5 won", status
