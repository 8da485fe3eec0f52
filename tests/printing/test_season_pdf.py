"""The printed season (issue 15, point 2): the season table on as many pages as it takes, its header
row on every page, in the series' language, with the series page's address and a QR code to it."""

from __future__ import annotations

import datetime as dt
import shutil
import subprocess

import pytest

from tournaments.demo import demo_night_create
from tournaments.models import Series
from tournaments.network import lan_address
from tournaments.printing.season import SeasonLine, SeasonSheet, render_season
from tournaments.services.nights import night_finish

from .conftest import NAMES, keep_png, needs_poppler, page_count, pdf_text

ADDRESS = "http://192.168.1.20:8000/s/st-josephs/"


def sheet(players: int, **kw) -> SeasonSheet:
    lines = tuple(SeasonLine(i if i <= players - 3 else None, f"{NAMES[i % 6]} {i}", 1 + i % 7, 200 - i, 11.5, 20, 2, "$1,240.50")
                  for i in range(1, players + 1))
    return SeasonSheet(**{"series": "St. Joseph's Parish Hall", "venue": "Arichat", "language": "en", "nights": 12,
                          "best_of": 10, "min_nights": 3, "lines": lines, "address": ADDRESS, **kw})


@needs_poppler
def test_the_printed_season_lists_every_player_with_the_header_on_every_page():
    pdf = render_season(sheet(120))
    keep_png(pdf, "season-120")
    whole = pdf_text(pdf)
    texts = [t for t in whole.split("\f") if t.strip()]  # pdftotext ends each page with a form feed
    assert page_count(pdf) == len(texts) >= 3, "a long table goes on over the pages"
    assert all("Place" in text and "Player" in text and "Prizes" in text for text in texts), "the header row repeats"
    assert "$1,240.50" in whole, "the money each player won"
    flat = " ".join(whole.split())
    assert all(f"{NAMES[i % 6]}" in flat and f" {i} " in flat for i in range(1, 121))
    assert "the best 10 nights count" in whole and "ranked after 3 nights" in whole
    assert "each player counts half of what their couple won" in flat, "the printout says how the money is counted"


@needs_poppler
def test_the_printed_season_is_in_the_series_language():
    whole = pdf_text(render_season(sheet(5, language="fr")))
    assert "Saison" in whole and "Meilleure" in whole and "Page 1 sur 1" in whole


@pytest.mark.skipif(not shutil.which("zbarimg"), reason="zbarimg not installed (apt-get install zbar-tools)")
def test_the_printed_seasons_qr_code_scans_to_the_series_page(tmp_path):
    png = tmp_path / "page"
    subprocess.run(["pdftoppm", "-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile", "-", str(png)],
                   input=render_season(sheet(3)), check=True)
    out = subprocess.run(["zbarimg", "--raw", "-q", f"{png}.png"], capture_output=True, text=True).stdout.split()
    assert out == [ADDRESS] and ADDRESS in pdf_text(render_season(sheet(3)))


@pytest.mark.django_db
@needs_poppler
def test_the_series_page_links_its_printed_season_which_anyone_can_download(client):
    for week in range(2):
        night_finish(night=demo_night_create(couples=4, games=2, seed=3, play=2, name=f"Week {week}",
                                             date=dt.date(2026, 1, 1) + dt.timedelta(days=7 * week)))
    series = Series.objects.get()
    assert f'href="/s/{series.slug}/season.pdf"' in client.get(f"/s/{series.slug}/").content.decode()
    response = client.get(f"/s/{series.slug}/season.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    text = pdf_text(response.content)
    assert f"http://testserver/s/{series.slug}/" in text and "2 finished nights" in text
    assert client.get("/s/no-such-series/season.pdf").status_code == 404


def _scanned(pdf: bytes, tmp_path) -> list[str]:
    png = tmp_path / "scanned"
    subprocess.run(["pdftoppm", "-png", "-r", "200", "-f", "1", "-l", "1", "-singlefile", "-", str(png)],
                   input=pdf, check=True)
    return subprocess.run(["zbarimg", "--raw", "-q", f"{png}.png"], capture_output=True, text=True).stdout.split()


@pytest.mark.django_db
@needs_poppler
def test_the_season_printed_on_the_laptop_itself_carries_the_halls_address_not_loopback(client, tmp_path, settings):
    """Issue 33.4: printed at http://127.0.0.1:8000 on the laptop, the QR code and the printed address are the
    laptop's address on the hall's network (as the punch cards'), or the configured CARDPARTY_BASE_URL."""
    night_finish(night=demo_night_create(couples=4, games=2, seed=3, play=2, name="Week 1", date=dt.date(2026, 1, 1)))
    series = Series.objects.get()
    settings.CARDPARTY_BASE_URL = ""
    pdf = client.get(f"/s/{series.slug}/season.pdf", HTTP_HOST="127.0.0.1:8000").content
    hall = f"http://{lan_address()}:8000/s/{series.slug}/"
    assert _scanned(pdf, tmp_path) == [hall] and hall in pdf_text(pdf)
    settings.CARDPARTY_BASE_URL = "http://cardparty.lan/"
    pdf = client.get(f"/s/{series.slug}/season.pdf", HTTP_HOST="localhost:8000").content
    assert _scanned(pdf, tmp_path) == [f"http://cardparty.lan/s/{series.slug}/"]
    assert "localhost" not in pdf_text(pdf) and "127.0.0.1" not in pdf_text(pdf)
