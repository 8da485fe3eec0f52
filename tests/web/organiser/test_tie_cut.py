"""POST /desk/<slug>/prizes/<tie>/cut/: a real cut (one card per couple) or the app's seeded cut."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import TieBreak
from tournaments.services.prizes import tiebreak_choose, tiebreak_open

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


@pytest.fixture
def tie(prize_night):
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    return tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "cut", 3: "split"})


def _url(night, tb):
    return reverse("desk-tie-cut", args=[night.slug, tb.pk])


def _payload(**changes) -> dict:
    data = {"card_1": "7H", "card_3": "ad"}
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def _fresh(tb):
    return TieBreak.objects.get(pk=tb.pk)


def test_a_real_cut_lowest_card_wins(org_client, prize_night, tie):
    response = org_client.post(_url(prize_night, tie), _payload())
    assert response["Location"].endswith("#tie-prize-1")
    tb = _fresh(tie)
    assert tb.resolved and tb.cuts == [{"1": "7H", "3": "AD"}] and tb.seed is None
    assert texts(response) == ["Cards cut: couple 1 7♥, couple 3 A♦. Couple 3 cut the lowest card and wins."]
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "Couple 3 cut the lowest card and wins." in page


def test_equal_lowest_cards_cut_again(org_client, prize_night, tie):
    response = org_client.post(_url(prize_night, tie), _payload(card_1="5H", card_3="5S"))
    assert texts(response) == ["Cards cut: couple 1 5♥, couple 3 5♠. Equal lowest cards: couples 1, 3 cut again."]
    assert not _fresh(tie).resolved
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "Equal lowest cards: these couples cut again." in page
    org_client.post(_url(prize_night, tie), _payload(card_1="10C", card_3="KD"))
    tb = _fresh(tie)
    assert tb.resolved and len(tb.cuts) == 2


def test_the_app_cuts_with_a_stored_seed(org_client, prize_night, tie):
    response = org_client.post(_url(prize_night, tie), {"app": "1", "card_1": "", "card_3": ""})
    tb = _fresh(tie)
    assert tb.resolved and tb.seed is not None and tb.cuts
    assert "cut the lowest card and wins" in texts(response)[0]
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert f"cut by the app, seed {tb.seed}" in page


@pytest.mark.parametrize("changes, message, where", [
    ({"card_1": "1Z"}, "Write each card as rank then suit, such as 7H, 10S or AD.", "form-error"),
    ({"card_1": "<b>"}, "Write each card as rank then suit, such as 7H, 10S or AD.", "form-error"),
    ({"card_1": ""}, "Tap the card couple 1 cut.", "cut-1"),
    ({"card_1": "7H", "card_3": "7h"}, "Two couples cannot cut the same card.", "form-error"),
    ({"card_3": None, "card_2": "3C"}, "Tap the card couple 3 cut.", "cut-3"),
])
def test_a_refused_cut_keeps_the_cards_picked_and_says_why_beside_them(org_client, prize_night, tie, changes, message,
                                                                       where):
    response = org_client.post(_url(prize_night, tie), _payload(**changes))
    page = response.content.decode()
    assert response.status_code == 400
    assert texts(response) == ["The cut was not recorded: see the note beside the cards."]
    if where == "form-error":
        assert f'<p class="msg error form-error" role="alert">{message}</p>' in page
    else:
        section = page[page.index(f'id="cut-{tie.pk}-{where[4:]}"'):]
        assert section.index(message) < section.index("</fieldset>"), "the reason is beside that couple's cards"
    for number, card in _payload(**changes).items():
        if number in ("card_1", "card_3") and card.upper() in ("7H", "AD"):
            assert f'name="{number}" value="{card.upper()}" class="pick-input" checked' in page, "the pick is kept"
    assert "The lowest card wins. Ace is low" in page
    assert _fresh(tie).cuts == [] and not _fresh(tie).resolved


def test_a_damaged_couple_number_is_refused(org_client, prize_night, tie):
    response = org_client.post(_url(prize_night, tie), _payload(card_x="3C"))
    assert texts(response) == ["That couple number is not valid."]
    assert _fresh(tie).cuts == []


def test_the_cut_is_tapped_on_a_picker_of_the_52_cards_with_the_rule_before_it(org_client, prize_night, tie):
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert page.count('name="card_1"') == 52 and page.count('name="card_3"') == 52
    assert 'placeholder="7H"' not in page and "The lowest card wins. Ace is low" in page


def test_a_split_tie_cannot_be_cut(org_client, prize_night):
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "playoff", 3: "playoff"})
    response = org_client.post(_url(prize_night, tb), _payload())
    assert texts(response) == ["This tie is not settled by cutting the deck."]


def test_an_unknown_tie_is_explained(org_client, prize_night):
    response = org_client.post(reverse("desk-tie-cut", args=[prize_night.slug, 999]), _payload())
    assert texts(response) == ["There is no such tie-break tonight."]


def test_another_nights_tie_is_not_found(org_client, prize_night, make_night, organiser):
    other = make_night(couples=4, games=1, start=False)
    other.organisers.add(organiser)
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "cut", 3: "cut"})
    response = org_client.post(reverse("desk-tie-cut", args=[other.slug, tb.pk]), _payload())
    assert texts(response) == ["There is no such tie-break tonight."]
    assert _fresh(tb).cuts == []


def test_others_are_refused(prize_night, tie, keeper, other_organiser):
    assert_others_refused(_url(prize_night, tie), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert _fresh(tie).cuts == []
