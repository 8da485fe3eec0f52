"""Amounts carry the hall's currency and the night's language everywhere (issue 33, point 9): a prize
typed "100.00" reads "$100.00" in English and "100,00 $" in French on the public pages, the couple's
card and the printed prize sheet; the currency is the CARDPARTY_CURRENCY setting ("$" unless set)."""

from __future__ import annotations

import html
import io
import re

import pytest
from pypdf import PdfReader

from tournaments.models import Couple
from tournaments.services.nights import night_finish

from ..conftest import lowest_number_wins

pytestmark = pytest.mark.django_db

PRIZES = [{"description": "", "amount": "100.00"}, {"description": "Turkey", "amount": "A turkey"}]


def text(response) -> str:
    return html.unescape(" ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split()))


@pytest.fixture
def finished(make_night, play_games):
    """Four couples, two games, the lower number wins: couple 1 takes the 1st prize outright."""
    return night_finish(night=play_games(make_night(couples=4, games=2, prizes=PRIZES), 2, lowest_number_wins))


def test_a_prize_amount_carries_the_currency_on_the_public_pages(client, finished):
    body = text(client.get(f"/n/{finished.slug}/standings/"))
    assert "1st prize $100.00" in body and not re.search(r"[^$]100\.00", body)
    assert "A turkey" in body, "a prize in kind keeps its words"
    card = Couple.objects.get(night=finished, number=1).public_token
    assert "Prize: $100.00" in text(client.get(f"/c/{card}/"))


def test_a_french_night_writes_its_amounts_the_french_way(client, finished):
    finished.language = "fr"
    finished.save(update_fields=["language"])
    body = text(client.get(f"/n/{finished.slug}/standings/"))  # no language chosen: the night's
    assert "1er prix 100,00 $" in body  # (text() folds the no-break space before the sign)
    assert "100.00" not in body


def test_the_currency_setting_is_used_in_pages_and_printouts(client, finished, settings, django_user_model):
    settings.CARDPARTY_CURRENCY = "€"
    assert "1st prize €100.00" in text(client.get(f"/n/{finished.slug}/standings/"))
    organiser = django_user_model.objects.create_user("org-money", password="x", is_staff=True)
    finished.organisers.add(organiser)
    client.force_login(organiser)
    pdf = client.get(f"/desk/{finished.slug}/print/standings.pdf")
    assert pdf.status_code == 200, pdf.status_code
    words = PdfReader(io.BytesIO(pdf.content)).pages[0].extract_text()
    assert "€100.00" in words and "$" not in words


def test_a_french_nights_printed_prize_sheet_writes_100_00_dollars(client, finished, django_user_model):
    finished.language = "fr"
    finished.save(update_fields=["language"])
    organiser = django_user_model.objects.create_user("org-fr", password="x", is_staff=True)
    finished.organisers.add(organiser)
    client.force_login(organiser)
    words = PdfReader(io.BytesIO(client.get(f"/desk/{finished.slug}/print/standings.pdf").content)).pages[0].extract_text()
    assert re.search(r"100,00\s\$", words) and "100.00" not in words
