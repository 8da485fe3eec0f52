"""From the database to PDFs: printing.build reads nights in constant queries; the print_* commands."""

from __future__ import annotations

import datetime as dt

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tournaments.models import Night
from tournaments.network import hall_base_url
from tournaments.printing import build
from tournaments.selectors import punches_for_night, seating_for_game
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open
from tournaments.services.results import result_record

from .conftest import NAMES, flat_text, keep_png, needs_poppler, page_count, pdf_text

pytestmark = [pytest.mark.django_db, needs_poppler]
PRIZES = [{"description": "Gift basket", "amount": "50"}, {"description": "Turkey", "amount": "30.00"}, {"description": "", "amount": ""}]


def make_night(couples: int, games: int = 25, *, start: bool = True, **options) -> Night:
    """A night of ``couples`` couples with accented names, seated by number."""
    series = series_get_or_create(name="Saint-Joseph 45s", venue="Salle paroissiale, Chéticamp")
    night = night_create(series=series, name=f"Soirée {couples}", date=dt.date(2026, 3, 14), games=games, **options)
    for n in range(1, couples + 1):
        couple_register(night=night, player1=NAMES[n % 6], player2=NAMES[(n + 1) % 6])
    if start:
        night_start(night=night)
    return Night.objects.get(pk=night.pk)


def play(night: Night, games: int) -> Night:
    """``games`` games where the lower couple number wins every table."""
    for _ in range(games):
        night = Night.objects.get(pk=night.pk)
        for table, pair in seating_for_game(night=night, game=night.current_game).items():
            if None not in pair:
                result_record(night=night, game=night.current_game, table=table, winner=min(pair))
        game_close(night=night)
    return Night.objects.get(pk=night.pk)


def queries(fn, *args, **kw) -> int:
    with CaptureQueriesContext(connection) as ctx:
        fn(*args, **kw)
    return len(ctx.captured_queries)


def test_punchcard_data_from_a_played_night():
    night = play(make_night(7), 3)
    sheet = build.punchcard_data(night, base_url="http://hall.local:8000/", blank=3)
    cards = {c.number: c for c in sheet.cards}
    assert sorted(cards) == list(range(1, 11))
    assert [cards[n].starting_table for n in (1, 2, 3, 7)] == [1, 1, 2, 4]
    assert cards[1].player1 == NAMES[1] and cards[1].url.startswith("http://hall.local:8000/c/")
    punches = punches_for_night(night=night)
    assert all(cards[n].won == frozenset(punches.get(n, ())) for n in range(1, 8))
    assert all(cards[n].blank and not cards[n].player1 and cards[n].url is None for n in (8, 9, 10))
    assert sheet.night.venue == "Salle paroissiale, Chéticamp" and sheet.night.paper_size == "letter"
    pdf = build.punchcards_pdf(night, base_url="http://hall.local:8000")
    text = pdf_text(pdf)
    assert "Gaétan Bélanger" in text and "Marie-Thérèse O'Neil" in text and "Chéticamp" in text
    keep_png(pdf, "db-punchcards-7")


def test_reads_are_constant_in_the_number_of_couples():
    small, large = play(make_night(7, games=4), 2), play(make_night(30, games=4), 2)
    for fn in (build.punchcard_data, build.standings_data, build.tablecard_data, build.backup_data):
        assert queries(fn, small) == queries(fn, large), fn.__name__


def test_standings_data_prizes_tie_cut_booby_and_jar():
    # 4 couples, 2 games, lower number wins: wins 1:2, 2:1, 3:1, 4:0 -> 2nd prize tied (2, 3), booby 4
    night = make_night(4, games=2, prizes=PRIZES, cookie_jar_games=1)
    for n in (1, 2):
        jar_enter(night=night, number=n, fee="2.50")
    jar_draw(night=night, seed=7)
    night = play(night, 2)
    tb = tiebreak_open(night=night, kind="prize", place=2)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={2: "cut", 3: "split"})
    tiebreak_cut(night=night, tiebreak=tb.pk, seed=42)
    jar_reveal(night=night)
    sheet = build.standings_data(night)
    assert [(r.place, r.number, r.wins) for r in sheet.rows] == [(1, 1, 2), (2, 2, 1), (2, 3, 1), (3, 4, 0)]
    first, second = sheet.prizes
    assert (first.couples, first.description, str(first.amount), first.settlement) == ((1,), "Gift basket", "50", None)
    assert second.couples == (2, 3) and second.settlement.method == "cut" and second.settlement.seed == 42
    assert second.settlement.resolved and len(second.settlement.winners) == 1 and second.settlement.cuts
    assert sheet.booby.couples == (4,)
    assert sheet.cookie_jar.revealed and sheet.cookie_jar.seed == 7 and len(sheet.cookie_jar.drawn_games) == 1
    assert sheet.cookie_jar.entrants == (1, 2) and str(sheet.cookie_jar.pot) == "5.00"
    pdf = build.standings_pdf(night)
    text = flat_text(pdf)
    winner = second.settlement.winners[0]
    assert "Cut by the app, seed 42." in text and f"Won by couple {winner}." in text
    assert "Gift basket · $50.00" in text and "Booby prize" in text and "Seed of the draw: 7" in text
    keep_png(pdf, "db-standings")


def test_table_cards_and_backup_before_and_after_the_start():
    night = make_night(7, start=False)
    assert build.tablecard_data(night).tables == (1, 2, 3, 4)
    empty = build.backup_data(night)
    assert [(s.table, s.staying, s.arriving) for s in empty.seating] == [(t, None, None) for t in (1, 2, 3, 4)]
    night_start(night=night)
    seated = build.backup_data(night)
    assert [s.table for s in seated.seating] == [1, 2, 3, 4]
    assert {n for s in seated.seating for n in (s.staying, s.arriving) if n} == set(range(1, 8))
    assert page_count(build.tablecards_pdf(night)) == 4
    assert "(bye)" in pdf_text(build.backup_pdf(night))


def test_french_night_prints_in_french_dates():
    night = play(make_night(4, games=2, language="fr", paper="a4"), 1)
    assert "14 mars 2026" in pdf_text(build.standings_pdf(night))
    assert "14 mars 2026" in pdf_text(build.punchcards_pdf(night, base_url=""))


def test_commands_write_pdfs(tmp_path):
    night = play(make_night(5, games=3), 1)
    for name in ("punchcards", "tablecards", "standings", "backup"):
        out = tmp_path / f"{name}.pdf"
        call_command(f"print_{name}", night.slug, "-o", str(out))
        assert out.read_bytes().startswith(b"%PDF") and page_count(out.read_bytes()) >= 1
    out = tmp_path / "walkins.pdf"
    call_command("print_punchcards", night.slug, "-o", str(out), "--blank", "4", "--only-blank", "--base-url", "")
    text = pdf_text(out.read_bytes())
    assert {"6", "7", "8", "9"} <= set(text.split()) and "Bélanger" not in text
    with pytest.raises(CommandError):
        call_command("print_standings", "no-such-night", "-o", str(tmp_path / "x.pdf"))


def test_qr_base_url_from_the_page_or_the_setting(rf, settings):
    assert hall_base_url(rf.get("/", HTTP_HOST="192.168.1.10:8000")) == "http://192.168.1.10:8000"
    local = hall_base_url(rf.get("/", HTTP_HOST="localhost:8000"))
    assert local.startswith("http://") and local.endswith(":8000") and "localhost" not in local
    settings.CARDPARTY_BASE_URL = "http://cardparty.lan/"
    assert hall_base_url(rf.get("/", HTTP_HOST="localhost:8000")) == "http://cardparty.lan"
