"""GET /referee/ruling/: every "Legal plays" case of rules-cases.md, and bad input answered 400."""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from django.utils.translation import gettext

from cardparty.rules import explain_play, trick_winner

# The shared reference cases, copied into the repository so every checkout has them.
CASES_FILE = Path(__file__).resolve().parents[3] / "docs" / "rules-cases.md"
URL = "/referee/ruling/"


def legal_play_rows() -> list[tuple[str, str, str, str]]:
    """(trump, trick, hand, legal) for each row of the "Legal plays" table, read from the file now."""
    text = CASES_FILE.read_text(encoding="utf-8")
    section = text.split("## Legal plays", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("trump", "") or set(cells[0]) <= {"-"}:
            continue
        rows.append(tuple(cells))
    return rows


ROWS = legal_play_rows()


def expected_legal(hand: str, legal: str) -> set[str]:
    """The cards of ``hand`` the case says are legal ("all" and the notes in brackets read)."""
    legal = re.sub(r"\(.*?\)", "", legal).strip()
    return set(hand.split()) if legal == "all" else set(legal.split())


def _answer(response) -> dict:
    page = response.content.decode()
    found = re.search(r'id="answer"([^>]*)>', page)
    attrs = dict(re.findall(r'data-([a-z]+)="([^"]*)"', found.group(1))) if found else {}
    reason = re.search(r"data-reason>(.*?)</p>", page, re.S)
    return {**attrs, "reason": html.unescape(reason.group(1).strip()) if reason else ""}


def test_the_cases_file_has_its_legal_plays_table():
    assert len(ROWS) >= 20


@pytest.mark.parametrize(("trump", "trick", "hand", "legal"), ROWS, ids=[f"{r[0]}:{r[1]}:{r[2]}" for r in ROWS])
def test_every_legal_plays_case(client, trump, trick, hand, legal):
    query = {"trump": trump, "trick": ",".join(trick.split()), "hand": ",".join(hand.split())}
    response = client.get(URL, query)
    assert response.status_code == 200
    answer = _answer(response)
    assert set(answer["legal"].split()) == expected_legal(hand, legal), answer
    # The rules module is the oracle: the page names the card it says wins, and the rule it decides.
    cards = trick.split()
    assert answer["winner"] == cards[trick_winner(cards, trump)], answer
    assert answer["reason"] == explain_play(hand.split(), cards, trump).reason.render(gettext), answer


@pytest.mark.parametrize(
    ("query", "reason", "winner"),
    [
        ({"trump": "S", "trick": "5S", "hand": "JS,9C,3H"},
         "The jack must be played: the five was led and it is your only trump.", "5S"),
        ({"trump": "C", "trick": "JC", "hand": "AH,KD"},
         "The ace of hearts must be played: the jack was led and it is your only trump.", "JC"),
        ({"trump": "C", "trick": "9H,2C", "hand": "KH,3S,4D"}, "You hold a heart: follow hearts or play a trump.", "2C"),
        ({"trump": "S", "trick": "AH", "hand": "KH,QH,9C,2D"},
         "The ace of hearts was led and you hold a heart: play a heart or a trump (hearts on hearts).", "AH"),
        ({"trump": "D", "trick": "", "hand": "KH,2C"}, "You lead this trick: any card may be played.", None),
    ],
)
def test_the_sentence_names_the_rule_and_the_winner(client, query, reason, winner):
    answer = _answer(client.get(URL, query))
    assert answer["reason"] == reason
    assert answer.get("winner") == winner


def test_presets_change_the_ruling(client):
    query = {"trump": "D", "trick": "2D", "hand": "JD,KH,2C"}
    assert set(_answer(client.get(URL, query))["legal"].split()) == {"JD", "KH", "2C"}, "the jack may be held back"
    colchester = _answer(client.get(URL, {**query, "ruleset": "colchester"}))
    assert colchester["legal"] == "JD", "in Colchester only the five may be held back"


def test_trump_and_trick_alone_show_the_winner(client):
    response = client.get(URL, {"trump": "C", "trick": "10C,2C,9C,3C"})
    assert response.status_code == 200
    assert _answer(response)["winner"] == "2C"
    assert "data-legal" not in response.content.decode()


def test_the_empty_page_asks_for_trump_and_offers_every_card(client):
    response = client.get(URL)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Pick the trump suit first." in html
    assert len(re.findall(r"data-pick-card=", html)) == 52
    assert "data-pick-card=\"RJ\"" in client.get(URL, {"ruleset": "irish"}).content.decode()


def test_picker_links_add_to_the_chosen_target_and_take_back(client):
    html = client.get(URL, {"trump": "S", "trick": "9H", "to": "hand"}).content.decode()
    href = re.search(r'href="([^"]+)"[^>]*data-pick-card="KH"', html).group(1).replace("&amp;", "&")
    query = parse_qs(urlsplit(href).query)
    assert query["hand"] == ["KH"] and query["trick"] == ["9H"] and query["trump"] == ["S"]
    back = re.search(r'href="([^"]+)"[^>]*data-pick-card="9H"', html).group(1).replace("&amp;", "&")
    assert "trick" not in parse_qs(urlsplit(back).query), "tapping a chosen card takes it back"


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"trump": "S", "hand": "ZZ"}, "ZZ is not a card"),
        ({"trump": "X", "hand": "KH"}, "Trumps are clubs"),
        ({"trump": "SH", "hand": "KH"}, "Trumps are clubs"),
        ({"trump": "S", "hand": "KH", "ruleset": "poker"}, "There are no rules called poker"),
        ({"trump": "S", "trick": "KH", "hand": "KH"}, "chosen twice"),
        ({"trump": "S", "hand": "KH,KH"}, "chosen twice"),
        ({"trump": "S", "trick": "2C,3C,4C,5C,6C,7C", "hand": "KH"}, "at most 5 cards"),
        ({"trump": "S", "hand": "2C,3C,4C,5C,6C,7C"}, "at most 5 cards"),
        ({"trump": "S", "hand": "RJ,KH"}, "without that joker"),
        ({"trump": "S", "hand": "KH", "to": "table"}, "trick or to the hand"),
        ({"trump": "S", "hand": "1H"}, "1H is not a card"),
    ],
)
def test_bad_input_is_answered_400_with_a_message(client, query, message):
    response = client.get(URL, query)
    assert response.status_code == 400
    assert message in response.content.decode()


def test_a_post_is_not_allowed(client):
    assert client.post(URL, {"trump": "S"}).status_code == 405


def test_the_repository_copy_of_the_cases_matches_the_shared_reference():
    shared = Path(__file__).resolve().parents[4] / "shared" / "rules-cases.md"
    if shared.exists():  # beside the checkout in CI and on the team's machines
        assert shared.read_text(encoding="utf-8") == CASES_FILE.read_text(encoding="utf-8")
    assert "## Legal plays" in CASES_FILE.read_text(encoding="utf-8")
