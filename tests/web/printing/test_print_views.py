"""The organiser's PDF downloads: real PDFs for organisers, refused for everyone else."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from tournaments.demo import demo_night_create
from tournaments.printing.punchcards import pages_needed

pytestmark = pytest.mark.django_db

KINDS = ["punchcards.pdf", "tables.pdf", "standings.pdf", "backup.pdf"]


@pytest.fixture
def night(django_user_model):
    night = demo_night_create(couples=7, games=5, seed=4, play=2)
    organiser = django_user_model.objects.create_user("org", password="x", is_staff=True)
    night.organisers.add(organiser)
    return night


@pytest.mark.parametrize("kind", KINDS)
def test_organiser_downloads_a_pdf_of_the_night(client, night, kind):
    client.force_login(night.organisers.get())
    response = client.get(f"/desk/{night.slug}/print/{kind}")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(response.content)).pages)
    assert night.name in text or kind == "tables.pdf"


def test_punch_cards_name_every_couple_and_add_blank_cards(client, night):
    client.force_login(night.organisers.get())
    response = client.get(f"/desk/{night.slug}/print/punchcards.pdf?blank=8")
    reader = PdfReader(io.BytesIO(response.content))
    text = "".join(page.extract_text() for page in reader.pages)
    for couple in night.couples.all():
        assert couple.player1 in text
    assert len(reader.pages) == pages_needed(7 + 8, night.paper, night.games)
    assert "15" in text  # the blank cards are numbered on after the couples


@pytest.mark.parametrize("kind", KINDS)
def test_a_scorekeeper_or_stranger_cannot_download(client, night, django_user_model, kind):
    assert client.get(f"/desk/{night.slug}/print/{kind}").status_code == 302  # to the login page
    keeper = django_user_model.objects.create_user("keeper", password="x")
    night.scorekeepers.add(keeper)
    client.force_login(keeper)
    assert client.get(f"/desk/{night.slug}/print/{kind}").status_code == 403


def test_a_silly_blank_count_is_ignored_not_an_error(client, night):
    client.force_login(night.organisers.get())
    assert client.get(f"/desk/{night.slug}/print/punchcards.pdf?blank=lots").status_code == 200
