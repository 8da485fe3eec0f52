"""The seed options, row by row (tests/rules/cases.py BEGGING, tests/rules/auction_cases.py OPTIONS),
and the rules around them: what each seat sees, the checks of a ruleset, replaying."""

from __future__ import annotations

import pytest

from cardparty.rules import Game, IllegalAction, parse_cards
from cardparty.rules.auction.dealing import stack_auction
from cardparty.rules.dealing import stack_deck
from cardparty.rules.option_records import BegTaken, Flipped, StubTurned, WentOnTopCard
from cardparty.rules.records import Action

from . import auction_cases, cases
from .cases import BEGGING, Beg
from .helpers import slug


def action(text: str) -> Action:
    """An action as ``str(Action)`` prints it: "bid 15", "name S", "discard 2C 3C", "stub 2D", "kitty"."""
    kind, _, rest = text.strip().partition(" ")
    if kind == "discard":
        return Action("discard", cards=tuple(parse_cards(rest.split())))
    if kind in ("bid", "raise") and rest:
        return Action(kind, amount=int(rest))
    if kind == "name":
        return Action("name", suit=rest)
    if rest:
        return Action(kind, card=parse_cards([rest])[0])
    return Action(kind)


def public_cards(game: Game) -> str:
    """The cards the seed options turned face up for everyone, in order."""
    shown = []
    for rec in game.log:
        if isinstance(rec, StubTurned):
            shown.extend(rec.cards)
        elif isinstance(rec, WentOnTopCard | Flipped):
            shown.append(rec.card)
    return " ".join(map(str, shown))


def option_game(case: auction_cases.Option) -> Game:
    rs = auction_cases.ruleset(case.ruleset)
    deck = stack_auction([h.split() for h in case.hands], case.kitty.split(), case.stock.split(), 0, rs)
    return Game(case.players, rs, seed=1, dealer=0, deck=deck)


def _row(name: str) -> auction_cases.Option:
    return next(c for c in auction_cases.OPTIONS if c.name.startswith(name))


@pytest.mark.parametrize("case", auction_cases.OPTIONS, ids=[slug(c.name) for c in auction_cases.OPTIONS])
def test_seed_option_round_goes_as_the_table_says(case: auction_cases.Option):
    game = option_game(case)
    steps = [s for s in case.steps.split(";") if s.strip()]
    last = steps.pop() if case.refused else None
    for text in steps:
        game.apply(action(text))
    if last is not None:
        before = list(game.log)
        with pytest.raises(IllegalAction) as refused:
            game.apply(action(last))
        assert str(refused.value) == case.refused
        assert game.log == before
    assert (game.phase, game.to_act) == (case.phase, case.to_act)
    assert " ".join(map(str, game.hand(case.seat))) == case.hand
    if case.legal is not None:
        assert ", ".join(map(str, game.legal_actions())) == case.legal
    assert public_cards(game) == case.public


def beg_game(case: Beg) -> Game:
    rs = cases.ruleset(case.ruleset)
    hands = [h.split() for h in case.hands]
    return Game(len(hands), rs, seed=5, dealer=case.dealer, deck=stack_deck(hands, case.turned, case.dealer, rs))


@pytest.mark.parametrize("case", BEGGING, ids=[slug(c.name) for c in BEGGING])
def test_begging_with_the_king_is_offered_and_done_as_the_table_says(case: Beg):
    game = beg_game(case)
    if case.rob == "decline":
        game.decline_rob()
    elif case.rob is not None:
        game.rob(case.rob)
    if case.beggar is None:
        assert game.phase == "play"
        return
    assert (game.phase, game.to_act) == ("beg", case.beggar)
    if case.act == "decline":
        game.decline_beg(case.beggar)
    else:
        game.beg(case.act, case.beggar)
    assert game.phase == "play"
    assert " ".join(map(str, game.hand(case.beggar))) == case.hand_after


def test_the_beggar_plays_the_first_trick_with_four_cards_and_takes_the_turned_card_for_the_second():
    game = beg_game(BEGGING[0])
    game.beg("2D", 0)
    assert len(game.hand(0)) == 4 and str(game.turned) == "7S"
    while game.tricks == 0:
        game.play(game.legal_cards()[0])
    assert game.log[-1] == BegTaken(0, game.turned) and len(game.hand(0)) == 4 and game.turned in game.hand(0)
    while game.round == 1 and not game.is_over:
        game.play(game.legal_cards()[0])
    assert all(not h for h in game.hands) or game.round == 2


def _bonus_taken(game: Game) -> bool:
    while game.round == 1 and not game.is_over:
        game.play(game.legal_cards()[0])
    return any(getattr(r, "bonus", False) for r in game.log)


def test_a_begged_five_earns_the_irish_bonus_and_one_left_on_the_pack_does_not():
    # Irish: only a top trump (the five, the jack, the joker, the ace of hearts) makes the bonus trick.
    deal = Beg("", "5S", ("KS 2D 3D 4D 6D", "2C 3C 4C 6C 8C"), 1, None, 0)
    begged = beg_game(deal)
    begged.beg("2D", 0)
    assert _bonus_taken(begged)
    kept = beg_game(deal)
    kept.decline_beg(0)
    assert not _bonus_taken(kept)


def test_another_seat_sees_the_card_laid_aside_face_down():
    from cardparty.rules import visible_log

    game = beg_game(BEGGING[0])
    game.beg("2D", 0)
    assert visible_log(game, 0)[-1].laid is not None
    assert visible_log(game, 1)[-1].laid is None


def test_the_stub_given_up_card_is_face_down_and_the_trump_taken_face_up():
    from cardparty.rules import visible_log

    case = _row("110 ace: the holder gives up")
    game = option_game(case)
    for text in case.steps.split(";"):
        game.apply(action(text))
    mine, theirs = visible_log(game, 0), visible_log(game, 1)
    taken = [r for r in mine if type(r).__name__ == "StubTaken"][0]
    seen = [r for r in theirs if type(r).__name__ == "StubTaken"][0]
    assert str(taken.discarded) == "2D" and seen.discarded is None and str(seen.taken) == "9S"


def test_going_on_the_kitty_hides_the_hand_discarded_from_the_other_seats():
    from cardparty.rules import visible_log

    case = _row("Cape Breton: on the kitty, the bidder names")
    game = option_game(case)
    for text in case.steps.split(";"):
        game.apply(action(text))
    went = [r for r in visible_log(game, 1) if type(r).__name__ == "WentOnKitty"][0]
    assert " ".join(map(str, went.discarded)) == "5S JS AS KS QS"
    assert [r for r in visible_log(game, 2) if type(r).__name__ == "WentOnKitty"][0].discarded == ()


def test_four_and_a_flip_at_six_players_still_keeps_two_for_the_stock():
    from cardparty.rules import new_game

    game = new_game(6, "merrimack-valley-flip", seed=4)
    while game.phase != "discard":
        game.apply(game.legal_actions()[-1] if game.phase == "bid" else game.legal_actions()[0])
    if game.to_act == game.bidder:
        game.apply(Action("discard", cards=tuple(game.hand(game.to_act)[:3])))
    least, most = game.discard_limits()
    assert most == 3, "six players keep two cards, flip or not"
    game5 = new_game(5, "merrimack-valley-flip", seed=4)
    while game5.phase != "discard":
        game5.apply(game5.legal_actions()[-1] if game5.phase == "bid" else game5.legal_actions()[0])
    if game5.to_act == game5.bidder:
        game5.apply(Action("discard", cards=tuple(game5.hand(game5.to_act)[:3])))
    assert game5.discard_limits()[1] == 5


@pytest.mark.parametrize(
    ("base", "changes", "sentence"),
    [
        ("irish", {"ace_turns_stub": True}, "The ace_turns_stub setting is for auction games: the irish rules turn a card for trumps."),
        ("merrimack-valley", {"beg_with_king": True},
         "An auction game cannot use the beg_with_king setting of the merrimack-valley rules."),
        ("irish", {"beg_with_king": True, "robbing": False}, "The beg_with_king setting of the irish rules needs robbing."),
        ("hoyle", {"beg_with_king": True}, "The hoyle rules cannot have both beg_with_king and rob_with_king."),
        ("merrimack-valley", {"go_on_kitty": True}, "The go_on_kitty setting of the merrimack-valley rules needs trump_in_hand."),
        ("nova-scotia-auction", {"go_on_kitty": True, "kitty_first": True},
         "The nova-scotia-auction rules cannot have both go_on_kitty and kitty_first."),
        ("nova-scotia-auction", {"go_on_top_card": True}, "The go_on_top_card setting of the nova-scotia-auction rules needs go_on_kitty."),
        ("nova-scotia-auction", {"go_on_kitty": True, "kitty": 0, "kitty_deal": ()},
         "The go_on_kitty setting of the nova-scotia-auction rules needs kitty."),
        ("merrimack-valley", {"four_and_a_flip": 1}, "The four_and_a_flip setting of the merrimack-valley rules cannot be 1."),
    ],
)
def test_a_seed_option_that_cannot_be_played_with_the_rest_is_refused_with_a_sentence(base, changes, sentence):
    from dataclasses import replace

    from cardparty.rules import PRESETS, new_game

    with pytest.raises(IllegalAction) as refused:
        new_game(4, replace(PRESETS[base], **changes))
    assert str(refused.value) == sentence


@pytest.mark.parametrize("preset", ["irish-begging", "one-hundred-ten-ace", "cape-breton-auction", "merrimack-valley-flip"])
def test_every_seed_option_preset_plays_out_and_replays_from_its_log_and_its_json(preset):
    from cardparty.rules.export import game_record
    from cardparty.rules.players import PLAYERS, play_out
    from cardparty.rules.replaying import replay, replay_json

    for seed in range(6):
        game = Game(4, preset, seed=seed, dealer=seed % 4)
        play_out(game, [PLAYERS["sensible" if s % 2 else "random"](seed + s) for s in range(4)], 40)
        assert replay(game.log).log == game.log
        assert replay_json(game_record(game.log, ["x"] * 4)).log == game.log


def test_what_the_options_turn_face_up_leaves_the_strong_players_unseen_cards():
    from cardparty.rules.knowledge import knowledge_of

    case = _row("110 ace: the holder gives up")  # the stub turned 2H 3H 4H 9S; seat 0 took the nine for the 2D
    game = option_game(case)
    for text in case.steps.split(";"):
        game.apply(action(text))
    know = knowledge_of(game, 1)
    assert not set(parse_cards("2H 3H 4H 9S")) & set(know.unseen)
    assert parse_cards(["9S"])[0] in know.must_hold[0]


def test_a_card_a_seat_laid_aside_itself_is_never_dealt_to_another_in_its_worlds():
    from cardparty.rules.knowledge import knowledge_of

    game = beg_game(BEGGING[0])
    game.beg("2D", 0)
    assert parse_cards(["2D"])[0] not in knowledge_of(game, 0).unseen
    assert parse_cards(["2D"])[0] in knowledge_of(game, 1).unseen  # face down: seat 1 has not seen it


def test_the_strong_players_worlds_give_the_beggar_the_turned_card_after_the_first_trick():
    from cardparty.rules.knowledge import knowledge_of
    from cardparty.rules.players import PLAYERS, play_out

    game = beg_game(BEGGING[0])
    game.beg("2D", 0)
    know = knowledge_of(game, 1)
    assert know.beggar == 0 and str(know.turned) == "7S"
    play_out(game, [PLAYERS["strong"](s) for s in range(2)], 1)  # crashed when a world's beggar ran out of cards
    assert game.round == 2 or game.is_over


def _played(case: auction_cases.Option) -> Game:
    game = option_game(case)
    for text in case.steps.split(";"):
        game.apply(action(text))
    return game


def test_ace_of_trumps_holder_may_turn_the_stub_until_a_trump():
    game = _played(_row("110 ace: the stub is turned face up"))  # spades trumps; the stub after the draw: 2H 3H 4H 9S ...
    assert game.log[-1] == StubTurned(0, tuple(parse_cards("2H 3H 4H 9S")), parse_cards(["9S"])[0])
    assert str(game.waiting_for()) == "Seat 0 turned a trump from the stub: give up a card for it, or keep the hand."


def test_the_bidder_on_the_kitty_names_only_a_suit_the_kitty_holds_a_trump_of():
    game = _played(_row("Cape Breton: on the kitty, the bidder names"))  # the kitty is 2C 3C 4C 6C
    assert game.nameable_suits() == "C" and not game.can_name_trump("S")
    with pytest.raises(IllegalAction, match="You hold no spade: you cannot name spades."):
        game.name_trump("S")


def test_a_player_keeping_no_card_has_the_fifth_card_dealt_face_up():
    game = _played(_row("four and a flip: a player discards all five"))
    assert game.log[-1] == Flipped(2, parse_cards(["7S"])[0])
    from cardparty.rules import visible_log

    assert visible_log(game, 1)[-1] == game.log[-1], "the flipped card is face up for every seat"
