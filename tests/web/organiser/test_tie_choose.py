"""POST /desk/<slug>/prizes/choose/: each tied couple's choice; the services fix the method."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tournaments.models import TieBreak

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _payload(**changes) -> dict:
    data = {"kind": "prize", "place": "1", "choice_1": "split", "choice_3": "split"}
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def _url(night):
    return reverse("desk-tie-choose", args=[night.slug])


def test_all_split_settles_at_once(org_client, prize_night):
    response = org_client.post(_url(prize_night), _payload())
    assert response["Location"].endswith("#tie-prize-1")
    tb = TieBreak.objects.get()
    assert (tb.method, tb.resolved) == ("split", True)
    assert texts(response) == ["Everyone chose to split: the prize is shared equally."]
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug]))
    assert b"Split equally between couples 1, 3." in page.content


def test_one_cut_means_the_deck_is_cut(org_client, prize_night):
    response = org_client.post(_url(prize_night), _payload(choice_3="cut"))
    assert TieBreak.objects.get().method == "cut"
    assert texts(response) == ["The deck is cut: enter each couple's card, or let the app cut."]


def test_choices_can_come_one_at_a_time(org_client, prize_night):
    response = org_client.post(_url(prize_night), _payload(choice_3=None))
    assert texts(response) == ["Choices recorded. Waiting for the other couples to choose."]
    page = org_client.get(reverse("desk-prizes", args=[prize_night.slug])).content.decode()
    assert 'name="choice_1" value="split" checked' in page


def test_a_lone_playoff_wish_wins_by_forfeit(org_client, prize_night):
    org_client.post(_url(prize_night), _payload(choice_1="playoff"))
    tb = TieBreak.objects.get()
    assert (tb.method, tb.resolved) == ("playoff", True)
    assert list(tb.entries.filter(won=True).values_list("couple__number", flat=True)) == [1]


def test_the_booby_prize_is_settled_the_same_way(org_client, prize_night):
    org_client.post(_url(prize_night), {"kind": "booby", "place": "1", "choice_2": "split", "choice_4": "split"})
    assert TieBreak.objects.get(kind="booby").resolved


@pytest.mark.parametrize("changes, message", [
    ({"choice_2": "split"}, "Couple 2 is not part of this tie."),
    ({"choice_1": "arm-wrestle"}, "Choose split, cut or play-off."),
    ({"choice_x": "split"}, "That couple number is not valid."),
    ({"choice_1": "", "choice_3": ""}, "Tick split, cut or play-off for at least one couple."),
    ({"kind": "raffle"}, "That prize is not known: reload the page and try again."),
    ({"place": "one"}, "That prize is not known: reload the page and try again."),
    ({"place": "4"}, "There is no prize place 4."),
])
def test_mistakes_are_explained_and_nothing_is_stored(org_client, prize_night, changes, message):
    response = org_client.post(_url(prize_night), _payload(**changes))
    assert response.status_code == 302 and texts(response) == [message]
    assert not TieBreak.objects.exists()


def test_an_untied_prize_is_explained(org_client, prize_night):
    response = org_client.post(_url(prize_night), _payload(place="1", kind="jar"))
    assert texts(response) == ["This prize is not tied: nothing to settle."]


def test_before_the_last_game_is_explained(org_client, started):
    response = org_client.post(_url(started), _payload())
    assert texts(response) == ["Ties are settled once every game has been played."]
    assert not TieBreak.objects.exists()


def test_a_settled_tie_stays_settled(org_client, prize_night):
    org_client.post(_url(prize_night), _payload())
    response = org_client.post(_url(prize_night), _payload(choice_1="cut"))
    assert texts(response)[-1] == "This tie has already been settled."
    assert TieBreak.objects.get().method == "split"


def test_others_are_refused(prize_night, keeper, other_organiser):
    assert_others_refused(_url(prize_night), keeper=keeper, other=other_organiser, method="post", data=_payload())
    assert not TieBreak.objects.exists()
