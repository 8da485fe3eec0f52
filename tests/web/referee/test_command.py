"""``python manage.py referee``: a refereed game in the terminal."""

from __future__ import annotations

import io
import re

import pytest
from django.core.management import CommandError, call_command


def _play(lines: str, **options) -> str:
    out = io.StringIO()
    call_command("referee", stdin=io.StringIO(lines), stdout=out, **options)
    return out.getvalue()


def test_a_whole_game_in_the_terminal():
    text = _play("?\nZZ\n" + "auto\n" * 400, players=2, seed=5)
    assert "Round 1:" in text and "Game over:" not in text
    end = re.search(r"\n(You|Computer 2) won, (\d+) to (\d+)\.$", text.rstrip())
    assert end and int(end[2]) >= 45 > int(end[3]), text[-300:]  # the winner's words, the count-out at 45
    assert "Refused: ZZ is not a card" in text
    assert "Legal:" in text


def test_a_refused_card_says_why():
    # Seat 1 leads in round 1; a card not held is refused with the rule.
    text = _play("ZZ\nq\n", players=4, seed=5, seat=1)
    assert "Refused:" in text and "Game stopped." in text


def test_the_end_of_input_leaves_the_game():
    assert "End of input" in _play("", players=3, seed=1, seat=1)


@pytest.mark.parametrize("options", [{"players": 5}, {"players": 4, "seat": 4}, {"players": 7}])
def test_bad_options_are_explained(options):
    with pytest.raises(CommandError):
        _play("", **options)


def test_the_referee_speaks_french_when_asked():
    from tests.i18n.catalogue import ensure_compiled

    ensure_compiled()
    text = _play("?\nZZ\nq\n", players=4, seed=5, seat=1, language="fr")
    assert "Votre carte" in text and "Refusé" in text and "ZZ n'est pas une carte" in text and "Partie arrêtée." in text, text[-600:]
    assert "Your card" not in text and "Refused" not in text
