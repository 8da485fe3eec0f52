"""Ties an organiser can trust (issue 33, point 2): the app never cuts over the couples' picked cards
without a ticked confirmation, a tie-break can be undone with a reason until the night is finished,
cards read as faces (3♦, K♣), and a split shows each couple's amount."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import Night, NightEvent, TieBreak
from tournaments.services.nights import night_finish
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open

from .conftest import texts

pytestmark = pytest.mark.django_db


@pytest.fixture
def tie(prize_night):
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    return tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "cut", 3: "split"})


def _cut_url(night, tb):
    return reverse("desk-tie-cut", args=[night.slug, tb.pk])


def _undo_url(night, tb):
    return reverse("desk-tie-undo", args=[night.slug, tb.pk])


def test_asking_the_app_to_cut_over_picked_cards_asks_again_and_keeps_the_cards(org_client, prize_night, tie):
    response = org_client.post(_cut_url(prize_night, tie), {"app": "1", "card_1": "3D", "card_3": "KC"})
    page = response.content.decode()
    tb = TieBreak.objects.get(pk=tie.pk)
    assert tb.cuts == [] and tb.seed is None and not tb.resolved, "nothing was cut"
    assert texts(response) == ["Cards are picked (couple 1 3♦, couple 3 K♣): nothing is cut yet. Record the cut with "
                               "them, or tick “Let the app cut over these cards” and ask the app again."]
    assert 'name="over_picked"' in page and "Letting the app cut ignores them" in page
    assert 'name="card_1" value="3D" class="pick-input" checked' in page, "the picked card is kept"
    assert 'name="card_3" value="KC" class="pick-input" checked' in page


def test_the_picked_cards_are_recorded_when_the_cut_is_recorded_after_the_question(org_client, prize_night, tie):
    org_client.post(_cut_url(prize_night, tie), {"app": "1", "card_1": "3D", "card_3": "KC"})
    org_client.post(_cut_url(prize_night, tie), {"card_1": "3D", "card_3": "KC"})
    tb = TieBreak.objects.get(pk=tie.pk)
    assert tb.cuts == [{"1": "3D", "3": "KC"}] and tb.seed is None and tb.resolved


def test_the_app_cuts_over_picked_cards_only_with_the_box_ticked(org_client, prize_night, tie):
    response = org_client.post(_cut_url(prize_night, tie), {"app": "1", "over_picked": "1", "card_1": "3D", "card_3": "KC"})
    tb = TieBreak.objects.get(pk=tie.pk)
    assert tb.resolved and tb.seed is not None
    assert "cut the lowest card and wins" in texts(response)[0]


def test_a_settled_tie_break_is_undone_with_its_reason_in_the_audit(org_client, prize_night, tie):
    tiebreak_cut(night=prize_night, tiebreak=tie.pk, cards={1: "3D", 3: "KC"})
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "Undo the tie-break" in page
    response = org_client.post(_undo_url(prize_night, tie), {"reason": "The app cut by mistake"})
    assert response["Location"].endswith("#tie-prize-1")
    assert not TieBreak.objects.filter(pk=tie.pk).exists()
    event = NightEvent.objects.get(night=prize_night)
    assert event.kind == "tie_undone" and event.reason == "The app cut by mistake"
    assert event.undone == "First prize: cut the deck, won by couple 1"
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert 'name="choice_1"' in page, "the couples choose again"
    audit = org_client.get(reverse("desk-audit", args=[prize_night.slug])).content.decode()
    assert "Tie-break undone" in audit and "The app cut by mistake" in audit


def test_undoing_a_tie_break_needs_a_reason(org_client, prize_night, tie):
    response = org_client.post(_undo_url(prize_night, tie), {"reason": "  "})
    assert texts(response) == ["Give a reason for undoing the tie-break: it goes in the audit trail."]
    assert TieBreak.objects.filter(pk=tie.pk).exists() and not NightEvent.objects.exists()


def test_a_finished_nights_tie_break_cannot_be_undone(org_client, prize_night, tie):
    tiebreak_cut(night=prize_night, tiebreak=tie.pk, cards={1: "3D", 3: "KC"})
    night_finish(night=prize_night)
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "Undo the tie-break" not in page and "this tie-break is final. Reopen the night to undo it." in page
    response = org_client.post(_undo_url(prize_night, tie), {"reason": "Too late"})
    assert texts(response) == ["The night is finished: its tie-breaks are final. Reopen the night (with a reason) to undo one."]
    assert TieBreak.objects.get(pk=tie.pk).resolved and Night.objects.get(pk=prize_night.pk).state == "finished"


def test_cards_read_as_faces_on_the_desk_and_the_public_ties(org_client, client, prize_night, tie):
    tiebreak_cut(night=prize_night, tiebreak=tie.pk, cards={1: "10S", 3: "KC"})
    desk = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "<b>10♠</b>" in desk and "<b>K♣</b>" in desk and "<b>10S</b>" not in desk
    public = client.get(reverse("standings", args=[prize_night.slug])).content.decode()
    assert "couple 1 10♠" in public and "couple 3 K♣" in public and "10S" not in public


def test_a_split_shows_each_couples_amount_on_the_desk(org_client, prize_night):
    prize_night.prizes = [{"description": "", "amount": "100.00"}]
    prize_night.save(update_fields=["prizes"])
    tb = tiebreak_open(night=prize_night, kind="prize", place=1)
    tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "split", 3: "split"})
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert page.count('<span class="share">$50.00</span>') == 2
    assert "Split equally between couples 1, 3: $50.00 each." in page


def test_a_tie_left_unsettled_at_the_finish_says_so_not_wait_for_the_last_game(org_client, prize_night):
    night_finish(night=prize_night)
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert "The night was finished with this tie not settled. Reopen the night to settle it." in page
    assert "Ties are settled once every game has been played." not in page


def test_a_split_cookie_jar_shows_each_couples_share_on_the_jar_page(org_client, prize_night):
    from tournaments.services.jar import jar_enter, jar_reveal

    jar_enter(night=prize_night, number=1)
    jar_enter(night=prize_night, number=3)
    jar_reveal(night=prize_night)
    tb = tiebreak_open(night=prize_night, kind="jar", place=1)
    tiebreak_choose(night=prize_night, tiebreak=tb.pk, choices={1: "split", 3: "split"})
    page = org_client.get(reverse("desk-jar", args=[prize_night.slug])).content.decode()
    assert "Split equally between couples 1, 3: $2.00 each." in page
