"""The public pages tell who won each prize and how once the ties are settled (issue 13 point 2): the board,
the standings page (its prize column and its panel at the top) and each couple's card."""

from __future__ import annotations

import html
import re

import pytest

from tournaments.models import Couple
from tournaments.services.jar import jar_enter, jar_reveal
from tournaments.services.nights import night_finish
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open, tiebreak_playoff

from ..conftest import lowest_number_wins

pytestmark = pytest.mark.django_db

PRIZES = [{"description": "", "amount": "$60"}, {"description": "", "amount": "$40"}, {"description": "", "amount": "$20"}]


def text(response) -> str:
    """The page's words, tags and spaces folded."""
    return html.unescape(" ".join(re.sub(r"<[^>]+>", " ", response.content.decode()).split()))


@pytest.fixture
def settled(make_night, play_games):
    """Four couples, one game, the lower number wins: 1 and 3 tied for the 1st prize (couple 3 cuts 4H against
    9S), 2 and 4 for the booby prize (split); 1 and 3 in the cookie jar, both won game 1 (play-off, couple 1)."""
    night = make_night(couples=4, games=1, cookie_jar_games=1, prizes=PRIZES)
    jar_enter(night=night, number=1, fee="3.00")
    jar_enter(night=night, number=3, fee="3.00")
    night = play_games(night, 1, lowest_number_wins)
    first = tiebreak_open(night=night, place=1)
    tiebreak_choose(night=night, tiebreak=first.pk, choices={1: "cut", 3: "split"})
    tiebreak_cut(night=night, tiebreak=first.pk, cards={1: "9S", 3: "4H"})
    booby = tiebreak_open(night=night, kind="booby")
    tiebreak_choose(night=night, tiebreak=booby.pk, choices={2: "split", 4: "split"})
    jar_reveal(night=night)
    jar = tiebreak_open(night=night, kind="jar")
    tiebreak_choose(night=night, tiebreak=jar.pk, choices={1: "playoff", 3: "playoff"})
    tiebreak_playoff(night=night, tiebreak=jar.pk, winner=1, points=(45, 30))
    return night


def card(client, night, number: int) -> str:
    token = Couple.objects.get(night=night, number=number).public_token
    return text(client.get(f"/c/{token}/"))


def test_a_settled_cut_shows_on_the_board_with_both_cards(client, settled):
    body = text(client.get(f"/n/{settled.slug}/board/"))
    assert "Prizes are next" not in body
    assert "Every prize is settled." in body
    assert "1st prize $60.00 Couple 3 Player 3a & Player 3b Couple 3 won the cut: 4 ♥ against 9 ♠ (couple 1)" in body
    assert "Booby prize Couple 2 Player 2a & Player 2b Couple 4 Player 4a & Player 4b Split 2 ways." in body
    assert "Cookie jar $6.00 Couple 1 Player 1a & Player 1b Play-off won by couple 1. (45–30)" in body


def test_a_finished_nights_board_is_a_prize_board(client, settled):
    night_finish(night=settled)
    body = text(client.get(f"/n/{settled.slug}/board/"))
    assert "The prize winners" in body and "Every game has been played" not in body
    assert "Couple 3 won the cut" in body and "Final standings" in body


def test_the_standings_prize_column_says_how_each_tied_couple_fared(client, settled):
    response = client.get(f"/n/{settled.slug}/standings/")
    cells = dict(re.findall(r'data-couple="(\d+)">.*?<td class="prize">([^<]*)</td>', response.content.decode()))
    assert cells == {"3": "1st prize (cut won)", "1": "Lost the cut for the 1st prize",
                     "2": "Booby prize, shared 2 ways", "4": "Booby prize, shared 2 ways"}
    body = text(response)
    assert body.index("Couple 3 won the cut") < body.index("All couples"), "the outcome is at the top"


def test_the_standings_export_says_it_too(client, settled):
    csv = client.get(f"/n/{settled.slug}/standings/?_export=csv").content.decode()
    assert "1st prize (cut won)" in csv and "(tied)" not in csv


def test_a_couples_card_says_what_it_won_and_who_beat_it(client, settled):
    night_finish(night=settled)
    winner = card(client, settled, 3)
    assert "You won the 1st prize!" in winner and "You tied and won the cut: 4 ♥ against 9 ♠" in winner
    assert "Prize: $60.00" in winner and "In line" not in winner
    loser = card(client, settled, 1)
    assert "You tied for the 1st prize; couple 3 won the cut." in loser and "Your card: 9 ♠" in loser
    assert "You won the cookie jar!" in loser and "Prize: $6.00" in loser and "In line" not in loser
    booby = card(client, settled, 4)
    assert "You share the booby prize with one other couple." in booby and "In line" not in booby


def test_a_three_way_split_shows_each_share(client, make_night, play_games):
    night = play_games(make_night(couples=6, games=1, prizes=PRIZES, cookie_jar=False), 1, lowest_number_wins)
    tie = tiebreak_open(night=night, place=1)
    tiebreak_choose(night=night, tiebreak=tie.pk, choices={1: "split", 3: "split", 5: "split"})
    body = text(client.get(f"/n/{night.slug}/standings/"))
    assert "Split 3 ways: $20.00 each." in body
    assert "Your share: $20.00" in card(client, night, 5)
    assert "You share the 1st prize with 2 other couples." in card(client, night, 5)


def test_an_unsettled_tie_says_so_and_never_in_line_once_finished(client, make_night, play_games):
    night = play_games(make_night(couples=4, games=1, prizes=PRIZES, cookie_jar=False, booby_prize=False), 1,
                       lowest_number_wins)
    body = text(client.get(f"/n/{night.slug}/board/"))
    assert "The ties are being settled at the front table." in body and "Tied: still to settle" in body
    waiting = card(client, night, 1)
    assert "You are tied for the 1st prize." in waiting and "In line" not in waiting
    night_finish(night=night)
    finished = card(client, night, 1)
    assert "You tied for the 1st prize; the tie was not settled." in finished and "In line" not in finished


def test_a_prize_held_alone_is_won_at_once(client, make_night, play_games):
    night = play_games(make_night(couples=4, games=2, prizes=PRIZES, cookie_jar=False), 2, lowest_number_wins)
    assert "You won the 1st prize!" in card(client, night, 1)
    body = text(client.get(f"/n/{night.slug}/board/"))
    assert "1st prize $60.00 Couple 1 Player 1a & Player 1b 2 wins" in body


def test_the_jar_section_names_the_play_off_winner_only(client, settled):
    body = text(client.get(f"/n/{settled.slug}/standings/"))
    assert "Won by couple 1" in body and "Won by couple 1, couple 3" not in body
