"""/desk/<slug>/jar/: entries, the sealed draw, the reveal, several winners settled like a tie."""

from __future__ import annotations

from decimal import Decimal

import pytest
from django.urls import reverse

from tournaments.models import JarDraw, JarEntry, TieBreak
from tournaments.services.jar import jar_enter

from .conftest import assert_others_refused, texts

pytestmark = pytest.mark.django_db


def _url(night, name="desk-jar"):
    return reverse(name, args=[night.slug])


def _payload(*numbers, fee="2.50") -> dict:
    return {"entered": [str(n) for n in numbers], "fee": fee}


def test_tick_couples_in_and_out(org_client, started):
    response = org_client.post(_url(started, "desk-jar-entries"), _payload(1, 4, 9))
    assert texts(response) == ["Cookie jar saved: 3 entered, 0 taken out; 3 couples in the jar."]
    fee = Decimal("2.50")
    assert sorted(JarEntry.objects.values_list("couple__number", "fee")) == [(1, fee), (4, fee), (9, fee)]
    org_client.post(_url(started, "desk-jar-entries"), _payload(1, 9, fee=""))
    assert sorted(JarEntry.objects.values_list("couple__number", flat=True)) == [1, 9]
    page = org_client.get(_url(started)).content.decode()
    assert 'value="1" id="jar-1" checked' in page and "7.50" not in page and "5.00" in page


@pytest.mark.parametrize("payload, message", [
    (_payload(1, fee="two dollars"), "The fee is an amount such as 2 or 2.50."),
    (_payload(1, fee="-3"), "The fee is an amount such as 2 or 2.50."),
    (_payload("x"), "That couple number is not valid."),
    (_payload(1, 42), "There is no couple 42 tonight."),
])
def test_bad_entries_are_explained_and_nothing_changes(org_client, started, payload, message):
    response = org_client.post(_url(started, "desk-jar-entries"), payload)
    assert texts(response) == [message]
    assert not JarEntry.objects.exists()


def test_draw_now_stays_sealed(org_client, started):
    response = org_client.post(_url(started, "desk-jar-draw"))
    assert "sealed" in texts(response)[0]
    draw = JarDraw.objects.get()
    assert not draw.revealed
    page = org_client.get(_url(started)).content.decode()
    assert "Drawn and sealed" in page and str(draw.seed) not in page
    response = org_client.post(_url(started, "desk-jar-draw"))
    assert texts(response)[-1] == "The cookie jar has already been drawn."


def test_reveal_waits_for_the_last_game(org_client, started):
    response = org_client.post(_url(started, "desk-jar-reveal"))
    assert texts(response) == ["The cookie jar is revealed once every game has been played."]
    assert not JarDraw.objects.exists()


def test_reveal_with_several_winners_opens_a_jar_tie(org_client, prize_night):
    for number in (1, 3, 4):
        jar_enter(night=prize_night, number=number)
    response = org_client.post(_url(prize_night, "desk-jar-reveal"))
    assert texts(response) == ["Games drawn: 1. Couples 1, 3 won every drawn game: settle it like a tie below."]
    draw = JarDraw.objects.get()
    page = org_client.get(_url(prize_night)).content.decode()
    assert f"Seed {draw.seed}" in page and 'id="tie-jar-1"' in page and "6.00" in page
    closeness = page[page.index('class="jar-closeness"'):]
    assert [closeness.index(f"Couple {n}</b>") for n in (1, 3, 4)] == sorted(closeness.index(f"Couple {n}</b>") for n in (1, 3, 4))
    assert closeness.count("won 1 of the 1 drawn game<") == 2 and closeness.count("won 0 of the 1 drawn game<") == 1
    response = org_client.post(reverse("desk-tie-choose", args=[prize_night.slug]),
                               {"kind": "jar", "place": "1", "choice_1": "split", "choice_3": "split"})
    assert response["Location"] == _url(prize_night) + "#tie-jar-1"
    assert TieBreak.objects.get(kind="jar").resolved


def test_reveal_with_no_winner_says_the_pot_carries_over(org_client, prize_night):
    jar_enter(night=prize_night, number=2)
    response = org_client.post(_url(prize_night, "desk-jar-reveal"))
    assert texts(response) == ["Games drawn: 1. Nobody won every drawn game: the pot of $2.00 carries over when you finish the night."]


def test_a_night_without_a_jar(org_client, make_night, organiser):
    plain = make_night(couples=4, games=3, cookie_jar=False)
    plain.organisers.add(organiser)
    assert b"This night has no cookie jar." in org_client.get(_url(plain)).content
    response = org_client.post(_url(plain, "desk-jar-draw"))
    assert texts(response) == ["This night has no cookie jar."]


def test_others_are_refused(started, keeper, other_organiser):
    assert_others_refused(_url(started), keeper=keeper, other=other_organiser)
    assert_others_refused(_url(started, "desk-jar-entries"), keeper=keeper, other=other_organiser, method="post", data=_payload(1))
    assert_others_refused(_url(started, "desk-jar-draw"), keeper=keeper, other=other_organiser, method="post")
    assert not JarEntry.objects.exists() and not JarDraw.objects.exists()


def test_the_draw_time_is_never_followed_by_a_second_full_stop(org_client, prize_night):
    """Issue 33, point 9: "Drawn at 10:38 a.m.." read as a typo; the time ends its own sentence part now."""
    import re as _re

    from tournaments.services.jar import jar_draw

    jar_draw(night=prize_night, seed=5)
    page = org_client.get(f"/desk/{prize_night.slug}/jar/").content.decode()
    drawn = _re.search(r"Drawn at ([^<]*)</p>", page)
    assert drawn, "the draw's time is said"
    assert ".." not in drawn.group(1) and _re.search(r"[ap]\.m\.:|\d:", drawn.group(1))
