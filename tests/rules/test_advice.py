"""The learner's advice (SPEC 3c): gentle notes, the hint's reason, why a trick was won, a hand's worth."""

from __future__ import annotations

from cardparty.rules import new_game, parse_card, parse_cards
from cardparty.rules.advice import (
    HINT_LEAD_BEST,
    HINT_LEAD_KING,
    HINT_LEAD_LOW,
    HINT_LOSE,
    HINT_PARTNER,
    HINT_PLAYED_OUT,
    HINT_TAKE,
    HINT_WIN,
    NOTE_COULD_WIN,
    NOTE_PARTNER_TOP,
    WIN_PLAIN,
    WIN_TRUMP,
    hand_worth,
    move_reason,
    play_note,
    why_won,
)
from cardparty.rules.rulesets import get_ruleset

NS = get_ruleset("nova-scotia")


def _note(card, legal, trick, trump="S", **kw):
    return play_note(parse_card(card), parse_cards(legal), parse_cards(trick), trump, NS, **kw)


def test_a_top_trump_on_a_trick_the_partner_wins_gets_a_note():
    note = _note("5S", "5S 3D", "KD QD", partner_winning=True, last=False)
    assert note is not None and note.message == NOTE_PARTNER_TOP and note.params["card"] == "5♠"


def test_a_low_card_on_a_trick_the_partner_wins_gets_no_note():
    assert _note("3D", "5S 3D", "KD QD", partner_winning=True, last=False) is None


def test_a_top_trump_is_no_mistake_when_every_legal_card_is_one():
    assert _note("5S", "5S JS", "KD QD", partner_winning=True, last=False) is None


def test_playing_last_a_losing_card_when_a_card_wins_for_sure_gets_a_note():
    note = _note("2D", "2D 2S KS", "QD JD 10D", partner_winning=False, last=True)
    assert note is not None and note.message == NOTE_COULD_WIN and note.params["winner"] == "2♠"  # the cheapest trump that wins


def test_not_last_to_play_a_losing_card_gets_no_note():
    assert _note("2D", "2D 2S", "QD JD", partner_winning=False, last=False) is None


def test_the_hint_reasons_follow_the_trick():
    def why(card, legal, trick, **kw):
        return move_reason(parse_card(card), parse_cards(legal), parse_cards(trick), "S", NS, **kw).message
    assert why("3D", "3D KS", "QD", partner_winning=True) == HINT_PARTNER
    assert why("KD", "KD 3D", "QD", partner_winning=False) == HINT_WIN
    assert why("3D", "3D 4D", "5S", partner_winning=False) == HINT_LOSE
    assert why("5S", "5S 3D", "", partner_winning=False, unseen=parse_cards("JS AH")) == HINT_LEAD_BEST


def test_why_won_names_the_highest_trump_or_the_highest_of_the_suit_led():
    win, reason = why_won(parse_cards("KH AH 2S"), "C", NS)
    assert win == 1 and reason.message == WIN_TRUMP
    win, reason = why_won(parse_cards("10S AS 2D"), "H", NS)  # black plain suits: the ace beats the ten
    assert win == 1 and reason.message == WIN_PLAIN


def test_the_hint_reason_says_only_what_holds_of_the_card():
    def why(card, legal, trick, **kw):
        return move_reason(parse_card(card), parse_cards(legal), parse_cards(trick), "S", NS, **kw).message
    assert why("KD", "KD 3D", "", partner_winning=False) == HINT_LEAD_KING  # a plain king tops its suit
    assert why("3D", "KD 3D", "", partner_winning=False) == HINT_LEAD_LOW
    assert why("KS", "KS 3D", "QD", partner_winning=False) == HINT_WIN  # the only winner is the cheapest
    assert why("5S", "5S KD 3D", "QD", partner_winning=False) == HINT_TAKE  # wins, but the king was cheaper
    assert why("KD", "KD 3D", "QD", partner_winning=True) == HINT_PLAYED_OUT  # not the lowest card: no "lowest"
    assert why("4D", "4D 3D", "5S", partner_winning=False) == HINT_PLAYED_OUT  # loses, yet not the lowest


def test_an_auction_hand_is_worth_a_multiple_of_five_in_its_best_suit():
    game = new_game(4, "merrimack-valley", seed=1)
    reason = hand_worth(game, game.hands[game.to_act])
    assert reason.params["points"] % 5 == 0 and reason.params["suit"] in ("clubs", "diamonds", "hearts", "spades")
