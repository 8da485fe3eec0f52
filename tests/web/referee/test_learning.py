"""The learning switch's extras on a seat's page and the lessons' pages (SPEC 3c)."""

from __future__ import annotations

import re

import pytest

from cardparty.rules import rank_order
from cardparty.rules.advice import why_won
from cardparty.rules.lessons import LESSONS
from cardparty.rules.players import StrongPlayer
from cardparty.rules.records import TrickTaken
from tournaments.referee.services import rebuild, referee_act, referee_start

from .deals import ALONE, ann_to_play

pytestmark = pytest.mark.django_db


def test_the_game_page_shows_the_rounds_trump_order_and_a_hint_only_when_asked(client):
    rg = ann_to_play()
    game = rebuild(rg)
    html = client.get(f"/referee/g/{rg.token}/").content.decode()
    order = re.search(r"data-learn-order>(.*?)</ol>", html, re.S).group(1)
    assert re.findall(r'data-order-card="([^"]+)"', order) == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]
    assert "data-learning-switch" in html
    assert "data-learn-hint=" not in html, "the hint is not worked out until asked"
    asked = re.search(r'href="([^"]+)" data-learn-ask-hint', html).group(1).replace("&amp;", "&")
    html = client.get(asked).content.decode()
    hint = re.search(r'data-learn-hint="([^"]+)"', html).group(1)
    assert hint == str(StrongPlayer(seed=0).choose(game).card)  # the strong computer player's card
    assert "Hint from the strong computer player:" in html


def test_an_auction_bid_shows_what_each_bid_risks_and_a_bidding_hint_in_french(client):
    client.cookies["django_language"] = "fr"
    rg = referee_start(seats=ALONE, ruleset="nova-scotia-auction", seed=4)
    game = rebuild(rg)
    assert game.phase == "bid" and game.to_act == 0  # Ann deals and speaks last
    html = client.get(f"/referee/g/{rg.token}/").content.decode()
    risks = re.findall(r"<li>([^<]+)</li>", re.search(r"data-learn-risks>(.*?)</ul>", html, re.S).group(1))
    assert len(risks) == len([a for a in game.bid_actions() if a.kind != "pass"])
    assert all(r.startswith(("Miser", "Tenir")) and "vous perdez" in r for r in risks), risks
    html = client.get(f"/referee/g/{rg.token}/", {"seat": 0, "hint": 1}).content.decode()
    value = re.search(r'data-learn-hint="([^"]+)"', html).group(1)
    assert value in [str(a.amount) if a.kind == "bid" else a.kind for a in game.bid_actions()]


def test_every_lesson_position_answers_right_and_wrong_in_french(client):
    client.cookies["django_language"] = "fr"
    for lesson in LESSONS:
        for q, pos in enumerate(lesson["positions"]):
            url = f"/referee/learn/{lesson['slug']}/"
            right = client.get(url, {"q": q, "pick": pos["answer"][0]}, HTTP_ACCEPT_LANGUAGE="fr")
            assert right.status_code == 200 and 'data-verdict="right"' in right.content.decode()
            assert "Bravo" in right.content.decode()


def test_a_wrong_pick_is_told_wrong_with_the_referees_reason(client):
    page = client.get("/referee/learn/following/", {"q": 0, "pick": "9D"}).content.decode()
    assert 'data-verdict="wrong"' in page and "You hold a club: follow clubs or play a trump." in page


def test_an_unknown_lesson_or_a_pick_not_offered_changes_nothing(client):
    assert client.get("/referee/learn/no-such-lesson/").status_code == 404
    page = client.get("/referee/learn/trumps/", {"q": "x", "pick": "<script>"})
    assert page.status_code == 200 and "data-verdict" not in page.content.decode()


def test_the_lesson_list_lists_every_lesson(client):
    page = client.get("/referee/learn/").content.decode()
    assert page.count("data-lesson=") == len(LESSONS)


def test_a_players_own_phone_has_the_learning_switch_and_the_trump_order(client):
    seats = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]
    rg = referee_start(seats=seats, seed=2, mode="phones")
    game = rebuild(rg)
    html = client.get(f"/referee/p/{rg.pk}/{rg.seats[0]['key']}/").content.decode()
    assert "data-learning-switch" in html
    order = re.search(r"data-learn-order>(.*?)</ol>", html, re.S).group(1)
    assert re.findall(r'data-order-card="([^"]+)"', order) == [str(c) for c in rank_order(game.trump, game.trump, game.ruleset)]


def test_the_robber_asking_for_a_hint_is_told_which_card_to_lay_out(client):
    for seed in range(200):
        rg = referee_start(seats=ALONE, seed=seed)
        game = rebuild(rg)
        if game.phase == "rob" and game.to_act == 0:
            break
        rg.delete()
    html = client.get(f"/referee/g/{rg.token}/", {"seat": 0, "hint": 1}).content.decode()
    value = re.search(r'data-learn-hint="([^"]+)"', html).group(1)
    assert value in [str(c) for c in game.hand(0)]  # the card to discard for the turned one
    assert "You may rob: take the turned" in html


def test_why_the_last_trick_was_won_is_the_rules_modules_sentence_in_english_and_french(client):
    rg = ann_to_play()
    game = rebuild(rg)
    while not any(isinstance(r, TrickTaken) for r in game.log):
        rg = referee_act(game=rg, seat=0, kind="play", card=str(game.legal_cards()[0]))
        game = rebuild(rg)
    last = [r for r in game.log if isinstance(r, TrickTaken)][-1]
    reason = why_won(last.cards, game.trump, game.ruleset)[1]
    html = client.get(f"/referee/g/{rg.token}/").content.decode()
    shown = re.search(r"data-learn-why>([^<]+)<", html).group(1)
    assert shown == reason.render()
    client.cookies["django_language"] = "fr"
    html = client.get(f"/referee/g/{rg.token}/").content.decode()
    shown = re.search(r"data-learn-why>([^<]+)<", html).group(1)
    assert "remporte la levée" in shown


def test_the_king_holder_asking_for_a_hint_is_told_to_beg_and_which_card_to_lay_aside(client):
    for seed in range(300):
        rg = referee_start(seats=ALONE, ruleset="irish-begging", seed=seed)
        game = rebuild(rg)
        while game.phase == "rob" and game.to_act == 0:
            rg = referee_act(game=rg, seat=0, kind="decline")
            game = rebuild(rg)
        if game.phase == "beg" and game.to_act == 0:
            break
        rg.delete()
    page = client.get(f"/referee/g/{rg.token}/", {"seat": 0, "hint": 1})
    assert page.status_code == 200
    html = page.content.decode()
    assert re.search(r'data-learn-hint="([^"]+)"', html).group(1) in [str(c) for c in game.hand(0)]
    assert "Beg the turned" in html
