"""Following rules, one test per rule, with the reason a person is shown."""

from __future__ import annotations

import pytest

from cardparty.rules import RULESETS, explain_play, explain_refusal, legal_plays, parse_card


def names(cards) -> list[str]:  # noqa: ANN001
    return [str(c) for c in cards]


def test_jack_must_be_played_when_five_led_and_it_is_the_only_trump():
    assert names(legal_plays(["JS", "9C", "3H"], ["5S"], "S")) == ["JS"]
    reason = explain_refusal("9C", ["JS", "9C", "3H"], ["5S"], "S")
    assert str(reason) == "The jack must be played: the five was led and it is your only trump."


def test_ace_of_hearts_must_be_played_when_five_or_jack_led_and_it_is_the_only_trump():
    for led in ("5C", "JC"):
        assert names(legal_plays(["AH", "KD"], [led], "C")) == ["AH"]


def test_five_of_trumps_may_always_be_held_back():
    for led in ("JD", "AH", "AD", "2D"):
        assert names(legal_plays(["5D", "KC"], [led], "D")) == ["5D", "KC"]


def test_only_the_led_card_counts_not_higher_trumps_played_after_it():
    assert names(legal_plays(["JS", "9C"], ["7S", "5S"], "S")) == ["JS", "9C"]


def test_holding_a_trump_that_must_follow_allows_any_trump_including_privileged_ones():
    assert names(legal_plays(["5D", "7D", "KH"], ["JD"], "D")) == ["5D", "7D"]


def test_ace_of_hearts_is_never_a_heart_for_following():
    assert names(legal_plays(["AH", "3C", "4D"], ["9H"], "S")) == ["AH", "3C", "4D"]


def test_a_led_ace_of_hearts_is_a_trump_lead():
    assert names(legal_plays(["KH", "7S", "9C", "2D"], ["AH"], "S")) == ["7S"]


def test_hearts_on_hearts_when_the_ace_of_hearts_is_led_and_hearts_are_not_trump():
    assert names(legal_plays(["KH", "QH", "9C", "2D"], ["AH"], "S")) == ["KH", "QH"]
    assert names(legal_plays(["5S", "KH", "9C"], ["AH"], "S")) == ["5S", "KH"]
    reason = explain_refusal("9C", ["KH", "QH", "9C", "2D"], ["AH"], "S")
    assert "hearts on hearts" in str(reason)


def test_follow_suit_or_trump_on_a_plain_lead_gives_the_issue_sentence():
    reason = explain_refusal("2D", ["KC", "2D"], ["9C"], "S")
    assert reason is not None
    assert str(reason) == "You hold a club: follow clubs or play a trump."


def test_a_player_void_in_the_suit_led_may_play_anything_and_need_not_trump():
    assert names(legal_plays(["7S", "2C", "5D"], ["9H"], "S")) == ["7S", "2C", "5D"]


def test_refusing_a_card_not_held_says_so():
    assert str(explain_refusal("KS", ["2C"], ["9C"], "D")) == "You do not hold KS."


def test_colchester_reneges_only_the_five():
    rs = RULESETS["colchester"]
    assert names(legal_plays(["JS", "2H"], ["9S"], "S", rs)) == ["JS"]
    assert names(legal_plays(["5S", "2H"], ["9S"], "S", rs)) == ["5S", "2H"]


def test_irish_joker_is_a_trump_that_must_follow():
    assert names(legal_plays(["RJ", "2H"], ["9S"], "S", "irish")) == ["RJ"]


def test_explain_play_gives_the_card_winning_so_far():
    assert explain_play(["2C"], [], "D").winning_index is None
    assert explain_play(["2C"], ["9C", "2D", "KC"], "D").winning_index == 1


def test_reasons_translate_their_words_and_template():
    reason = explain_play(["JS", "9C"], ["5S"], "S").reason
    table = {
        reason.message: "Le %(card)s doit être joué : le %(led)s a été mené et c'est votre seul atout.",
        "jack": "valet",
        "five": "cinq",
    }
    assert reason.render(lambda s: table.get(s, s)) == "Le valet doit être joué : le cinq a été mené et c'est votre seul atout."


def test_cards_and_strings_are_accepted_alike():
    hand = [parse_card("KH"), "7S", "2c", "ah"]
    assert names(legal_plays(hand, ["9H"], "s")) == ["KH", "7S", "AH"]


@pytest.mark.parametrize("bad", ["", "1H", "KX", "11C", "joker?"])
def test_unreadable_cards_are_refused_with_a_reason(bad):
    from cardparty.rules import CardError

    with pytest.raises(CardError) as refused:
        parse_card(bad)
    assert "is not a card" in str(refused.value.reason)


def test_a_joker_is_refused_where_the_rules_use_none():
    from cardparty.rules import CardError

    with pytest.raises(CardError) as refused:
        legal_plays(["RJ", "2C"], ["9C"], "S")
    assert str(refused.value) == "There is no RJ in the pack of Nova Scotia (Cape Breton card party)."
