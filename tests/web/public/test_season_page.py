"""GET /s/<series>/: a series' season table, public, sortable, exportable, in the series' language."""

from __future__ import annotations

import csv
import io

import pytest

from tournaments.models import Series
from tournaments.network import lan_address
from tournaments.services.nights import night_finish

pytestmark = pytest.mark.django_db


@pytest.fixture
def season(make_night, play_games):
    """Two finished nights of one series (the lowest couple number wins every table)."""
    nights = [night_finish(night=play_games(make_night(couples=4, games=2), 2)) for _ in range(2)]
    return nights[0].series


def test_the_season_page_ranks_the_players_and_links_its_nights(client, season):
    page = client.get(f"/s/{season.slug}/")
    assert page.status_code == 200
    html = page.content.decode()
    assert "Season · St. Joseph&#x27;s Parish Hall" in html and "2 finished nights" in html
    assert html.index("Player 1a") < html.index("Player 4a"), "most wins first"
    assert html.count('href="/n/card-party-') == 2


def test_the_season_downloads_as_csv_with_the_counted_wins(client, season):
    response = client.get(f"/s/{season.slug}/", {"_export": "csv"})
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0] == ["Place", "Player", "Nights", "Wins", "Wins a night", "Best night", "Prizes", "Cookie jars", "Money won"]
    first = next(r for r in rows if r[1] == "Player 1a")
    assert first[0] == "1" and first[2] == "2" and first[3] == "4"


def test_the_series_rules_are_said_and_honoured(client, season):
    Series.objects.filter(pk=season.pk).update(season_best_of=1, season_min_nights=3)
    html = client.get(f"/s/{season.slug}/").content.decode()
    assert "the best night counts" in html and "ranked after 3 nights" in html
    rows = list(csv.reader(io.StringIO(client.get(f"/s/{season.slug}/", {"_export": "csv"}).content.decode())))
    first = next(r for r in rows if r[1] == "Player 1a")
    assert first[0] == "" and first[3] == "2", "too few nights to be ranked, and only the best night counts"


def test_a_series_in_french_shows_its_season_in_french(client, season):
    Series.objects.filter(pk=season.pk).update(language="fr")
    assert "Saison" in client.get(f"/s/{season.slug}/").content.decode()


def test_no_such_series_is_a_404(client):
    assert client.get("/s/no-such-series/").status_code == 404


def test_a_nights_standings_link_to_its_season(client, season):
    night = season.nights.first()
    assert f'href="/s/{season.slug}/"' in client.get(f"/n/{night.slug}/standings/").content.decode()


def _ann(season):
    from tournaments.models import Player

    return Player.objects.get(series=season, name="Player 1a")


def test_the_season_table_links_each_player_to_their_page(client, season):
    html = client.get(f"/s/{season.slug}/").content.decode()
    assert f'href="/s/{season.slug}/p/{_ann(season).pk}/"' in html


def test_a_players_page_lists_their_nights_partners_and_wins_with_a_chart(client, season):
    page = client.get(f"/s/{season.slug}/p/{_ann(season).pk}/").content.decode()
    assert "2 nights" in page and "4 wins" in page and page.count("Player 1b") == 2
    assert page.count("<rect ") == 2 and 'role="img"' in page, "one bar a night, drawn on the server"
    assert "Games won each night, out of 2." in page


def test_a_players_page_keeps_their_phone_and_note_to_the_desk(client, season):
    from tournaments.models import Player

    Player.objects.filter(pk=_ann(season).pk).update(phone="902-555-0199", note="comes by bus")
    page = client.get(f"/s/{season.slug}/p/{_ann(season).pk}/").content.decode()
    assert "902-555-0199" not in page and "comes by bus" not in page


def test_a_player_of_another_series_is_not_found_here(client, season):
    from tournaments.models import Player, Series

    other = Series.objects.create(name="Elsewhere", slug="elsewhere")
    assert client.get(f"/s/{other.slug}/p/{_ann(season).pk}/").status_code == 404
    assert Player.objects.filter(series=other).count() == 0


def test_the_season_page_lists_the_regular_couples(client, season):
    html = client.get(f"/s/{season.slug}/").content.decode()
    assert "Regular couples" in html and "Player 1a &amp; Player 1b" in html


def test_the_regular_couples_download_as_csv(client, season):
    response = client.get(f"/s/{season.slug}/", {"_export": "csv", "table": "couples"})
    rows = list(csv.reader(io.StringIO(response.content.decode())))
    assert rows[0] == ["Couple", "Nights together", "Wins", "Wins a night", "Best night", "Prizes", "Cookie jars", "Money won"]
    assert ["Player 1a & Player 1b", "2", "4", "2.0", "2"] == next(r for r in rows if r[0].startswith("Player 1a"))[:5]


def test_the_season_workbook_has_a_sheet_of_players_and_one_of_couples(client, season):
    from openpyxl import load_workbook

    response = client.get(f"/s/{season.slug}/", {"_export": "xlsx"})
    book = load_workbook(io.BytesIO(response.content))
    assert book.sheetnames == ["players", "couples"]
    assert book["couples"]["A1"].value == "Couple" and book["players"]["B1"].value == "Player"


def test_the_couples_sort_on_their_own_without_moving_the_players(client, season):
    html = client.get(f"/s/{season.slug}/", {"c-sort": "names"}).content.decode()
    assert html.index("Player 1a &amp; Player 1b") < html.index("Player 2a &amp; Player 2b")
    html = client.get(f"/s/{season.slug}/", {"c-sort": "-names"}).content.decode()
    assert html.index("Player 4a &amp; Player 4b") < html.index("Player 1a &amp; Player 1b")
    assert client.get(f"/s/{season.slug}/", {"c-sort": "nonsense"}).status_code == 200


def test_the_season_page_shows_its_own_address_and_a_qr_code_to_it(client, season):
    html = client.get(f"/s/{season.slug}/").content.decode()
    assert f'href="http://testserver/s/{season.slug}/"' in html
    assert '<svg class="qr"' in html and "QR code of this page&#x27;s address" in html


def test_the_season_page_opened_on_the_laptop_itself_shows_the_halls_address(client, season, settings):
    """Issue 33.4: a phone cannot open 127.0.0.1; the page shows the laptop's address on the hall's network."""
    settings.CARDPARTY_BASE_URL = ""
    html = client.get(f"/s/{season.slug}/", HTTP_HOST="127.0.0.1:8000").content.decode()
    assert f'href="http://{lan_address()}:8000/s/{season.slug}/"' in html


def test_a_players_page_links_each_night_to_their_couples_punch_card(client, season):
    from tournaments.models import Couple

    page = client.get(f"/s/{season.slug}/p/{_ann(season).pk}/").content.decode()
    cards = Couple.objects.filter(player1_ref=_ann(season)).values_list("public_token", flat=True)
    assert len(cards) == 2 and all(f'href="/c/{token}/"' in page for token in cards)
    assert client.get(f"/c/{cards[0]}/").status_code == 200


def test_the_season_counts_the_prizes_and_money_each_player_won(client, make_night, play_games):
    # the amounts typed before the nights are played: a finished night's prizes no longer change (services/night_settings.py)
    prizes = [{"description": "", "amount": "$20"}, {"description": "", "amount": "$12"}, {"description": "", "amount": ""}]
    season = [night_finish(night=play_games(make_night(couples=4, games=2, prizes=prizes), 2)) for _ in range(2)][0].series
    rows = list(csv.reader(io.StringIO(client.get(f"/s/{season.slug}/", {"_export": "csv"}).content.decode())))
    first = next(r for r in rows if r[1] == "Player 1a")
    assert first[6:] == ["2", "0", "20.00"], "first prize outright at both nights, half of it each; the tie for second is not settled"
    assert next(r for r in rows if r[1] == "Player 2a")[6:] == ["0", "0", "0.00"]
    assert "$20.00" in client.get(f"/s/{season.slug}/").content.decode()
    Series.objects.filter(pk=season.pk).update(language="fr")
    assert "20,00\u00a0$" in client.get(f"/s/{season.slug}/").content.decode(), "in the series' own way of writing money"


def test_the_money_won_column_adds_up_to_what_the_hall_paid_and_says_how_it_counts(client, make_night, play_games):
    """Issue 33, point 9: each player counts half of the couple's money (the odd cent to the first), not the whole."""
    from decimal import Decimal

    from tournaments.money import split_share
    from tournaments.selectors import night_standings
    from tournaments.services.prizes import tiebreak_choose, tiebreak_open

    night = play_games(make_night(couples=4, games=2, prizes=[{"description": "", "amount": "$20.01"},
                                                              {"description": "", "amount": "$12.01"}]), 2)
    second = night_standings(night=night).prize_groups[1]
    assert len(second) > 1, "the second prize is tied"
    tb = tiebreak_open(night=night, kind="prize", place=2)
    tiebreak_choose(night=night, tiebreak=tb.pk, choices={n: "split" for n in second})
    night_finish(night=night)
    rows = list(csv.reader(io.StringIO(client.get(f"/s/{night.series.slug}/", {"_export": "csv"}).content.decode())))
    paid = sum((Decimal(r[8]) for r in rows[1:]), start=Decimal("0"))
    hall_paid = Decimal("20.01") + len(second) * split_share("12.01", len(second))  # each couple's share, to the cent
    assert paid == hall_paid, "the players' money adds up to the prizes the hall paid, once"
    html = client.get(f"/s/{night.series.slug}/").content.decode()
    assert "each player counts half of what their couple won" in html


def test_a_long_season_table_goes_a_hundred_players_a_page_and_downloads_whole(client, season, monkeypatch):
    from tournaments.public import season as page

    monkeypatch.setattr(page, "PER_PAGE", 3)
    html = client.get(f"/s/{season.slug}/").content.decode()
    assert html.count('class="orderable"') >= 1 and "Player 2b" not in html.split("Regular couples")[0]
    assert "Player 2b" in client.get(f"/s/{season.slug}/", {"page": 2}).content.decode().split("Regular couples")[0]
    rows = list(csv.reader(io.StringIO(client.get(f"/s/{season.slug}/", {"_export": "csv"}).content.decode())))
    assert len(rows) == 9, "the download has every player"
    assert client.get(f"/s/{season.slug}/", {"page": 99}).status_code == 200, "past the last page: the last page"
    assert client.get(f"/s/{season.slug}/", {"page": "x"}).status_code == 200
