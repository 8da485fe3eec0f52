"""The seed options on the referee pages and in the terminal: begging with the king, the ace of
trumps turning the stub, going on the kitty or the top card, four and a flip; in English and
French, with another seat's laid-down cards kept face down."""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command

from cardparty.rules import new_game
from cardparty.rules.players import SensiblePlayer
from tournaments.referee.actions import entry
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start

pytestmark = pytest.mark.django_db


def _people(count: int) -> list[dict]:
    return [{"kind": "person", "name": n} for n in ("Ann", "Bob", "Cy", "Di")[:count]]


def _reach(ruleset: str, players: int, want) -> RefereeGame:  # noqa: ANN001
    """A pass-and-play game of people, played sensibly through the service until ``want(game)``."""
    for seed in range(300):
        game = new_game(players, ruleset, seed)
        bots = [SensiblePlayer(s) for s in range(players)]
        entries = []
        while not want(game) and game.round == 1 and not game.is_over:
            entries.append(entry(game.apply(bots[game.to_act].choose(game))))
        if not want(game):
            continue
        rg = referee_start(seats=_people(players), ruleset=ruleset, seed=seed)
        for kind, seat, value in entries:
            rg = referee_act(game=rg, seat=seat, kind=kind, value=value)
        return rg
    raise AssertionError("no such deal")


def _page(client, rg: RefereeGame, seat: int, **headers) -> str:  # noqa: ANN001
    return client.get(f"/referee/g/{rg.token}/", {"seat": seat}, **headers).content.decode()


def _post(client, rg: RefereeGame, seat: int, **data):  # noqa: ANN001, ANN202
    rg.refresh_from_db()
    return client.post(f"/referee/g/{rg.token}/", {"seat": seat, "step": len(rg.actions), **data})


def test_the_kings_holder_is_offered_to_beg_and_the_card_laid_aside_stays_face_down(client):
    rg = _reach("irish-begging", 2, lambda g: g.phase == "beg" and g.to_act == 0)
    page = _page(client, rg, 0)
    assert "you may beg the turned" in page and 'value="nobeg"' in page and 'value="beg"' in page
    french = _page(client, rg, 0, HTTP_ACCEPT_LANGUAGE="fr")
    assert "vous pouvez mendier la carte retournée" in french
    laid = str(rebuild(rg).hand(0)[-1])
    assert _post(client, rg, 0, kind="beg", card=laid).status_code == 302
    rg.refresh_from_db()
    assert rg.actions[-1] == ["beg", 0, laid]
    game = rebuild(rg)
    assert game.phase == "play" and len(game.hand(0)) == 4
    other = _page(client, rg, 1)  # seat 1 leads: its page tells the beg without the card
    assert "begs with the king: lays a card aside face down" in other and f"lays the {laid}" not in other


def test_a_refused_beg_changes_nothing_and_says_why(client):
    rg = _reach("irish-begging", 2, lambda g: g.phase == "beg" and g.to_act == 0)
    held = {str(c) for c in rebuild(rg).hand(0)}
    stranger = next(c for c in ("2C", "3C", "4C", "6C", "7C", "8C") if c not in held)
    refused = _post(client, rg, 0, kind="beg", card=stranger)
    assert refused.status_code == 400
    rg.refresh_from_db()
    assert rebuild(rg).phase == "beg"


def test_the_ace_of_trumps_holder_turns_the_stub_on_the_page_and_gives_up_a_card(client):
    rg = _reach("one-hundred-ten-ace", 3,
                lambda g: g.phase == "stub" and any(g.rules.order.is_trump[c] for c in g.stock))
    seat = rebuild(rg).to_act
    page = _page(client, rg, seat)
    assert 'data-panel="stub"' in page and "Turn the stub" in page and "Keep my hand" in page
    assert "Retourner le talon" in _page(client, rg, seat, HTTP_ACCEPT_LANGUAGE="fr")
    assert _post(client, rg, seat, kind="turn").status_code == 302
    rg.refresh_from_db()
    game = rebuild(rg)
    assert rg.actions[-1] == ["turn", seat, None]
    assert game.phase == "stub"  # a trump came up: the hand's cards are tapped to give one up
    page = _page(client, rg, seat)
    assert "a trump. Tap the card of your hand to give up for it" in page
    assert "from the stub and may take it for a card of the hand." in page
    assert 'name="kind" value="stub"' in page
    given = str(game.hand(seat)[0])
    assert _post(client, rg, seat, kind="stub", card=given).status_code == 302
    rg.refresh_from_db()
    assert rg.actions[-1] == ["stub", seat, given]
    assert given not in map(str, rebuild(rg).hand(seat))
    assert "holds the ace of trumps and turns the stub" in _page(client, rg, rebuild(rg).to_act)


def test_the_bidder_goes_on_the_kitty_then_the_top_card_from_the_trump_panel(client):
    rg = _reach("cape-breton-auction", 3, lambda g: g.phase == "trump")
    bidder = rebuild(rg).to_act
    page = _page(client, rg, bidder)
    assert "Discard my hand and go on the kitty" in page
    assert "Défausser ma main et jouer sur la veuve" in _page(client, rg, bidder, HTTP_ACCEPT_LANGUAGE="fr")
    assert _post(client, rg, bidder, kind="kitty").status_code == 302
    page = _page(client, rg, bidder)
    assert "You went on the kitty" in page and "Discard the kitty and go on the top card" in page
    assert _post(client, rg, bidder, kind="topcard").status_code == 302
    rg.refresh_from_db()
    game = rebuild(rg)
    assert rg.actions[-2:] == [["kitty", bidder, None], ["topcard", bidder, None]]
    page = _page(client, rg, bidder)
    assert "You went on the top card: name its suit trumps." in page
    assert f"goes on the top card: the {game.hand(bidder)[0]}" not in page  # the page names cards in words
    assert "goes on the top card: the " in page


def test_four_and_a_flip_lets_a_player_discard_all_five_on_the_page(client):
    rg = _reach("merrimack-valley-flip", 3, lambda g: g.phase == "discard" and g.to_act != g.bidder)
    seat = rebuild(rg).to_act
    cards = [str(c) for c in rebuild(rg).hand(seat)]
    assert _post(client, rg, seat, kind="discard", cards=cards).status_code == 302
    rg.refresh_from_db()
    following = rebuild(rg).to_act
    assert "kept no card: the fifth card, the " in _page(client, rg, following)


# --- the terminal -----------------------------------------------------------------------------------
def _typed(action, me: int) -> str:  # noqa: ANN001
    kind = action.kind
    words = {"pass": "pass", "hold": "hold", "raise": "raise", "decline_rob": "no", "decline_beg": "no",
             "turn_stub": "turn", "kitty": "kitty", "top_card": "top card"}
    if kind in words:
        return words[kind]
    if kind == "bid":
        return str(action.amount)
    if kind == "name":
        return action.suit
    if kind == "discard":
        return " ".join(map(str, action.cards)) or "none"
    if kind == "lead":
        return "me" if action.seat == me else "left"
    if kind in ("stub", "call"):
        return "no" if action.card is None else str(action.card)
    return str(action.card)


def _terminal(name: str, players: int, seat: int, phase: str, language: str = "en") -> str:
    for seed in range(1, 200):
        game = new_game(players, name, seed=seed)
        bots = [SensiblePlayer(game.seed + s) for s in range(players)]
        me, lines, met = SensiblePlayer(99), [], False
        while not game.is_over:
            action = (me if game.to_act == seat else bots[game.to_act]).choose(game)
            if game.to_act == seat:
                met = met or game.phase == phase
                lines.append(_typed(action, seat))
            game.apply(action)
        if met:
            out = io.StringIO()
            call_command("referee", stdin=io.StringIO("\n".join(lines) + "\n"), stdout=out, players=players,
                         ruleset=name, seed=seed, seat=seat, language=language)
            return out.getvalue()
    raise AssertionError("no deal brings the person to that phase")


@pytest.mark.parametrize(("name", "players", "phase", "question"), [
    ("irish-begging", 2, "beg", "You hold the king of trumps: type the card to lay aside and beg the turned card, or no: "),
    ("one-hundred-ten-ace", 3, "stub", "You hold the ace of trumps: turn the stub for a trump? Type turn, or no: "),
    ("cape-breton-auction", 3, "trump", "Name trumps (raise, kitty, "),
    ("merrimack-valley-flip", 3, "discard", "Cards to discard ("),
])  # fmt: skip
def test_the_terminal_plays_each_seed_option_to_the_end_asking_its_question(name, players, phase, question):
    text = _terminal(name, players, 0, phase)
    assert "Refused" not in text and question in text
    assert " won, " in text.splitlines()[-1]


def test_the_terminal_asks_the_stub_question_in_french():
    from tests.i18n.catalogue import ensure_compiled

    ensure_compiled()
    text = _terminal("one-hundred-ten-ace", 3, 0, "stub", language="fr")
    assert "Vous avez l'as d'atout : retourner le talon jusqu'à un atout ? Tapez retourner, ou non : " in text
    assert "Refusé" not in text
