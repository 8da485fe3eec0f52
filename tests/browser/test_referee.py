"""The referee in Chromium: a whole game against the computer, refusals, hand-over, a night
table's result, the ruling picker, the pages at tablet size in both orientations, and the
bonus trick.  Every "Legal plays" case through the ruling page: test_referee_rulings.py; the
other referee pages at tablet size: test_referee_fit.py."""

from __future__ import annotations

import datetime as dt

import pytest

from cardparty.rules import rank_order, trick_winner
from cardparty.rules.records import Dealt, Robbed, TrickTaken
from tournaments.models import Result, Seat
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start
from tournaments.referee.views.words import card_info
from tournaments.services.couples import couple_register
from tournaments.services.nights import night_create, night_start, series_get_or_create

from .conftest import PHONE, TABLET, TABLET_LANDSCAPE, shot

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ALONE = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3
TWO = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]


def _login(page, username: str) -> None:
    """Log in through the form (its own submit button: the header's language buttons are submits too)."""
    page.goto("/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", "pw-for-tests-1")
    _click_and_wait(page, page.locator("main button[type=submit]"))
    assert "/accounts/login/" not in page.url, "logged in"


def _click_and_wait(page, locator) -> None:
    with page.expect_navigation():
        locator.click()


def _game_with_an_illegal_card() -> RefereeGame:
    """A game where Ann (seat 0) is to play and holds a card she may not play."""
    for seed in range(500):
        rg = referee_start(seats=ALONE, seed=seed)
        game = rebuild(rg)
        if game.phase == "play" and len(game.legal_cards()) < len(game.hand(0)):
            return rg
        rg.delete()
    raise AssertionError("no such deal")


def _finish(rg: RefereeGame) -> RefereeGame:
    while rg.status == RefereeGame.Status.PLAYING:
        game = rebuild(rg)
        if game.phase == "rob":
            rg = referee_act(game=rg, seat=game.to_act, kind="decline")
        else:
            rg = referee_act(game=rg, seat=game.to_act, kind="play", card=str(game.legal_cards()[0]))
    return rg


def _no_sideways_scroll(page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"the page scrolls sideways: {width}px"


def test_a_person_plays_a_whole_game_against_three_computers(page):
    page.goto("/referee/")
    page.fill("#name0", "Ann")
    _click_and_wait(page, page.locator("[data-deal]"))
    shot(page, "referee-game-start")
    for _ in range(200):
        if page.locator(".ref-over").count():
            break
        decline = page.locator("[data-decline]")
        if decline.count():
            _click_and_wait(page, decline)
            continue
        assert page.locator("[data-handover]").count() == 0, "one person: no hand-over"
        _click_and_wait(page, page.locator("button.pc.legal").first)
    else:
        pytest.fail("the game did not end")
    assert "won!" in page.locator("#over-title").inner_text()
    scores = [int(s) for s in page.locator(".ref-scores tbody .num").all_inner_texts()]
    assert max(scores) >= 45
    shot(page, "referee-game-over")
    rg = RefereeGame.objects.get()
    assert rg.status == "finished" and max(rg.scores) == max(scores)
    _click_and_wait(page, page.locator("[data-replay]"))
    assert page.locator("[data-replay-step]").get_attribute("data-replay-step") == "1"
    _click_and_wait(page, page.locator("[data-step-next]"))
    _click_and_wait(page, page.locator("[data-step-next]"))
    assert page.locator("[data-replay-step]").get_attribute("data-replay-step") == "3"
    assert page.locator(".ref-hands li").count() == 4
    shot(page, "referee-replay")
    _click_and_wait(page, page.locator("[data-step-last]"))
    assert "Game over:" in page.locator("[data-sentence]").inner_text()


def test_a_refused_card_shows_its_reason(page):
    rg = _game_with_an_illegal_card()
    page.goto(f"/referee/g/{rg.token}/")
    illegal = page.locator("button.pc.illegal").first
    expected = illegal.get_attribute("data-refusal")
    assert expected
    assert page.locator("#refusal").is_hidden()
    illegal.click()
    refusal = page.locator("#refusal")
    refusal.wait_for(state="visible")
    assert refusal.inner_text() == expected
    shot(page, "referee-refused-card")
    rg.refresh_from_db()
    assert page.locator("[data-step]").get_attribute("data-step") == str(len(rg.actions)), "nothing was played"
    legal = page.locator("button.pc.legal").first
    card = legal.get_attribute("data-card")
    _click_and_wait(page, legal)
    rg.refresh_from_db()
    assert ["play", 0, card] in rg.actions


def test_robbing_the_turned_card(page):
    for seed in range(500):
        rg = referee_start(seats=ALONE, seed=seed)
        game = rebuild(rg)
        if game.phase == "rob" and game.to_act == 0:
            break
        rg.delete()
    taken = str(game.rob_card)
    page.goto(f"/referee/g/{rg.token}/")
    assert page.locator("[data-decline]").is_visible()
    shot(page, "referee-rob")
    discard = page.locator("button.pc.discard").first
    dropped = discard.get_attribute("data-card")
    _click_and_wait(page, discard)
    rg.refresh_from_db()
    assert rg.actions[0] == ["rob", 0, dropped]
    hand = page.locator(".ref-cards [data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert dropped not in hand and taken in hand


def test_pass_and_play_hides_the_last_hand_before_the_next_player_sees_theirs(page):
    rg = referee_start(seats=TWO, seed=21)
    first = rebuild(rg).to_act
    names = ["Ann", "Bob"]
    page.goto(f"/referee/g/{rg.token}/")
    assert page.locator(".ref-cards").count() == 0
    assert page.locator("#handover-title").inner_text() == f"Pass the tablet to {names[first]}"
    shot(page, "referee-handover")
    _click_and_wait(page, page.locator("[data-show-hand]"))
    hand = page.locator(".ref-cards [data-card]").all_inner_texts()
    assert len(hand) >= 5
    while page.locator("[data-handover]").count() == 0:
        decline = page.locator("[data-decline]")
        _click_and_wait(page, decline if decline.count() else page.locator("button.pc.legal").first)
    after = rebuild(RefereeGame.objects.get())
    assert after.to_act == 1 - first
    assert page.locator("#handover-title").inner_text() == f"Pass the tablet to {names[1 - first]}"
    assert page.locator(".ref-cards, [data-hand]").count() == 0, "the last hand is gone from the page"
    shot(page, "referee-handover-next")
    _click_and_wait(page, page.locator("[data-show-hand]"))
    assert page.locator(f"[data-hand='{1 - first}'] .ref-cards [data-card]").count() >= 4


def test_a_night_game_posts_its_result_to_the_right_table(page, scorekeeper):
    series = series_get_or_create(name="St. Joseph's Parish Hall")
    night = night_create(series=series, name="Referee night", date=dt.date(2026, 12, 5), games=5)
    for n in range(1, 5):
        couple_register(night=night, player1=f"Player {n}a", player2=f"Player {n}b")
    night_start(night=night)
    night.scorekeepers.add(scorekeeper)
    couples = {s.role: s.couple.number for s in Seat.objects.filter(night=night, game=1, table=2).select_related("couple")}
    _login(page, "keeper")
    page.goto(f"/referee/night/{night.slug}/")
    _click_and_wait(page, page.locator("[data-table='2'] a"))
    assert f"couple {couples['arriving']} arrived at this table and deals first" in page.content()
    shot(page, "referee-table-start")
    _click_and_wait(page, page.locator("[data-start]"))
    rg = RefereeGame.objects.get()
    assert (rg.night_table, [s["couple"] for s in rg.seats]) == (2, [couples["arriving"], couples["staying"]] * 2)
    rg = _finish(rg)
    assert not Result.objects.exists()
    page.reload()
    buttons = page.locator("[data-confirm]")
    assert buttons.count() == 2
    shot(page, "referee-night-confirm")
    _click_and_wait(page, buttons.first)
    winner = rg.seats[rg.winner_side]["couple"]
    assert f"couple {winner} won at table 2" in page.locator("[data-posted]").inner_text()
    result = Result.objects.get()
    assert (result.night_id, result.game, result.table, result.winner.number) == (night.pk, 1, 2, winner)


def test_own_phones_wait_for_their_turn_and_see_the_others_play(new_context):
    rg = referee_start(seats=TWO, seed=21, mode="phones")
    game = rebuild(rg)
    if game.phase == "rob":
        rg = referee_act(game=rg, seat=game.to_act, kind="decline")
    first = rebuild(rg).to_act
    phones = {}
    for seat in (0, 1):
        phones[seat] = new_context(PHONE).new_page()
        phones[seat].goto(f"/referee/p/{rg.pk}/{rg.seats[seat]['key']}/")
        assert phones[seat].locator(".ref-cards .pc").count() == 5, "each phone shows its own hand"
    waiting = phones[1 - first]
    assert waiting.locator("button.pc").count() == 0, "not their turn: nothing to tap"
    step = waiting.locator("[data-step]").get_attribute("data-step")
    _click_and_wait(phones[first], phones[first].locator("button.pc.legal").first)
    waiting.wait_for_function("step => document.querySelector('[data-step]').dataset.step !== step", arg=step, timeout=15000)
    shot(waiting, "referee-own-phone")
    _no_sideways_scroll(waiting)


def _pick(page, selector: str) -> None:
    before = page.url
    page.locator(selector).first.click()
    page.wait_for_function("before => location.href !== before", arg=before)
    page.wait_for_selector("[data-swap]:not(.loading)")


@pytest.mark.parametrize(
    ("trump", "trick", "hand", "legal", "reason"),
    [
        ("S", ["5S"], ["JS", "9C", "3H"], "JS", "The jack must be played: the five was led and it is your only trump."),
        ("S", ["AH"], ["KH", "QH", "9C", "2D"], "KH QH",
         "The ace of hearts was led and you hold a heart: play a heart or a trump (hearts on hearts)."),
        ("C", ["9H", "2C"], ["KH", "3S", "4D"], "KH", "You hold a heart: follow hearts or play a trump."),
    ],
)
def test_the_ruling_page_through_the_card_picker(new_context, trump, trick, hand, legal, reason):
    page = new_context(TABLET_LANDSCAPE).new_page()
    page.goto("/referee/ruling/")
    _pick(page, f"a[data-trump='{trump}']")
    for card in trick:
        _pick(page, f"[data-pick-card='{card}']")
    _pick(page, "a[data-to='hand']")
    for card in hand:
        _pick(page, f"[data-pick-card='{card}']")
    assert page.locator("#answer").get_attribute("data-legal") == legal
    assert page.locator("[data-reason]").inner_text() == reason
    assert page.locator("#answer").get_attribute("data-winner") in trick
    shot(page, f"referee-ruling-{trump}-{'-'.join(trick)}")
    # The address is the ruling: opened afresh it gives the same answer.
    page.goto(page.url)
    assert page.locator("#answer").get_attribute("data-legal") == legal


@pytest.mark.parametrize(("viewport", "name"), [(TABLET, "portrait"), (TABLET_LANDSCAPE, "landscape")])
def test_the_pages_fit_a_tablet(new_context, viewport, name):
    page = new_context(viewport).new_page()
    rg = _game_with_an_illegal_card()
    page.goto(f"/referee/g/{rg.token}/")
    cards = page.locator(".ref-cards button.pc")
    assert cards.count() >= 5
    for box in (cards.nth(i).bounding_box() for i in range(cards.count())):
        assert box["width"] >= 60 and box["height"] >= 84, box
    top = page.locator(".ref-hand").bounding_box()["y"]
    assert top < viewport["height"], "the hand is on the first screen"
    _no_sideways_scroll(page)
    shot(page, f"referee-game-{name}")
    phones = referee_start(seats=TWO, seed=4, mode="phones")
    page.goto(f"/referee/g/{phones.token}/")
    assert page.locator("svg.qr").count() == 2
    _no_sideways_scroll(page)
    shot(page, f"referee-phones-host-{name}")
    page.goto("/referee/ruling/?trump=S&trick=9H&hand=KH,7S,2C,5D,AH&to=hand")
    for box in (page.locator(".pick").nth(i).bounding_box() for i in range(0, 52, 7)):
        assert box["width"] >= 48 and box["height"] >= 48, box
    _no_sideways_scroll(page)
    shot(page, f"referee-ruling-{name}")
    page.goto("/referee/")
    _no_sideways_scroll(page)
    shot(page, f"referee-new-{name}")


def _bonus_trick_so_far(game) -> tuple[object, object] | None:
    """(the round's best trump, the trick taken with it) for the current round, worked out from the
    log with the rules module's rank order; the trick is None while the best trump is unplayed."""
    dealt = [rec for rec in game.log if isinstance(rec, Dealt)][-1]
    hands = [list(h) for h in dealt.hands]
    at = game.log.index(dealt)
    for rec in game.log[at:]:
        if isinstance(rec, Robbed):
            hands[rec.seat].remove(rec.discarded)
            hands[rec.seat].append(rec.taken)
    held = {card for hand in hands for card in hand}
    best = next((card for card in rank_order(dealt.trump, dealt.trump) if card in held), None)
    if best is None:
        return None
    taken = [rec for rec in game.log[at:] if isinstance(rec, TrickTaken) and best in rec.cards]
    return best, (taken[0] if taken else None)


def _game_at_its_bonus_trick() -> tuple[RefereeGame, object, object]:
    """Ann and three computers, played (first legal card) until the first round's best trump has
    just taken its trick (trick 3 or 4, both sides with a trick by then, so the scores tell the
    sides apart and the round is still on the page)."""
    for seed in range(200):
        rg = referee_start(seats=ALONE, seed=seed)
        while rg.status == RefereeGame.Status.PLAYING:
            game = rebuild(rg)
            found = _bonus_trick_so_far(game)
            if found is None or found[1] is not None or game.round > 1:
                break
            if game.phase == "rob":
                rg = referee_act(game=rg, seat=game.to_act, kind="decline")
            else:
                rg = referee_act(game=rg, seat=game.to_act, kind="play", card=str(game.legal_cards()[0]))
        game = rebuild(rg)
        found = _bonus_trick_so_far(game)
        if game.round == 1 and found and found[1] is not None:
            tricks = [rec for rec in game.log if isinstance(rec, TrickTaken)]
            if tricks[-1] is found[1] and found[1].number in (3, 4) and {t.winner % 2 for t in tricks} == {0, 1}:
                return rg, game, found
        rg.delete()
    raise AssertionError("no such deal")


def test_the_bonus_trick_is_shown_for_the_side_that_took_it(page):
    rg, game, (best, trick) = _game_at_its_bonus_trick()
    names = [s["name"] for s in rg.seats]
    # The oracle: the rules module's trick winner and the round's best trump, not the app's log flags.
    winner = (trick.leader + trick_winner(trick.cards, game.trump)) % 4
    played_by = (trick.leader + trick.cards.index(best)) % 4
    assert winner == played_by, "the best trump of the round takes its trick"
    tricks = [rec for rec in game.log if isinstance(rec, TrickTaken) and rec.round == trick.round]
    scores = [0, 0]
    for t in tricks:
        scores[((t.leader + trick_winner(t.cards, game.trump)) % 4) % 2] += 10 if best in t.cards else 5

    page.goto(f"/referee/g/{rg.token}/")
    last = page.locator(".ref-last")
    assert last.locator("[data-last-trick]").get_attribute("data-last-trick") == f"{trick.round}-{trick.number}"
    assert last.get_by_text("Bonus trick", exact=True).is_visible()
    assert last.locator("li.winning .pc").get_attribute("data-card") == str(best)
    assert last.locator("li.winning .who").inner_text() == names[winner]
    why = last.locator("[data-why]").inner_text()
    label = card_info(best)["label"]
    assert why.startswith(f"{names[winner]} takes trick {trick.number} with the {label}"), why
    assert why.endswith(f"It holds the best trump of the round, the {label}: the bonus trick, 10 points."), why
    rows = last.locator(".ref-tricks tbody tr")
    assert rows.count() == len(tricks)
    for n, t in enumerate(tricks):
        cells = rows.nth(n).locator("td")
        taker = names[(t.leader + trick_winner(t.cards, game.trump)) % 4]
        has_bonus = rows.nth(n).locator(".pill").count() == 1
        assert (cells.nth(0).inner_text(), has_bonus, cells.nth(2).inner_text()) == (
            str(t.number), t is trick, "10" if t is trick else "5")
        assert cells.nth(1).inner_text().removesuffix(" bonus") == taker
    # The side: the one whose player took the trick scores its ten points (Nova Scotia counts out).
    for side in (0, 1):
        row = page.locator(f".ref-scores tr[data-side='{side}']")
        assert row.locator(".num").inner_text() == str(scores[side])
        assert (names[winner] in row.locator("td").first.inner_text()) == (side == winner % 2)
    shot(page, "referee-bonus-trick")
