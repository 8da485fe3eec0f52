"""The terminal referee in a real terminal: tmux runs ``manage.py referee`` and a test types into it.

One whole game of each family (a turned-trump game and an auction game) is played through the
keyboard, with an answer the referee must refuse on the way; the screen is read back as a
person would read it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None and not os.environ.get("CI"), reason="tmux is not installed")


def _tmux(*args: str) -> str:
    return subprocess.run([TMUX, *args], capture_output=True, text=True, check=True).stdout


class Terminal:
    """A tmux session running one command; ``screen`` is everything it has shown."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        self.name = f"cardparty-{uuid.uuid4().hex[:8]}"
        line = " ".join(command) + "; echo '[ended]'; sleep 30"
        _tmux("new-session", "-d", "-s", self.name, "-x", "160", "-y", "50", "-e", f"CARDPARTY_VAR={env['CARDPARTY_VAR']}",
              "-c", str(ROOT), line)
        _tmux("set-option", "-t", self.name, "history-limit", "50000")

    def screen(self) -> str:
        return _tmux("capture-pane", "-p", "-J", "-t", self.name, "-S", "-50000")

    def type(self, text: str) -> None:
        _tmux("send-keys", "-t", self.name, "-l", text)
        _tmux("send-keys", "-t", self.name, "Enter")

    def asking(self, before: str, deadline: float) -> str:
        """Wait until the screen has changed since ``before`` and ends with a question (or the game ended)."""
        while time.monotonic() < deadline:
            now = self.screen()
            last = now.rstrip().splitlines()[-1] if now.strip() else ""
            if now != before and (last.endswith((":", "?")) or "[ended]" in now):
                return now
            time.sleep(0.02)
        raise AssertionError("the referee stopped answering:\n" + self.screen()[-2000:])

    def close(self) -> None:
        subprocess.run([TMUX, "kill-session", "-t", self.name], capture_output=True)


@pytest.mark.parametrize(("ruleset", "players", "junk"), [("nova-scotia", 4, "ZZ"), ("one-hundred-ten", 3, "maybe")])
def test_a_whole_game_of_each_family_is_played_through_the_keyboard(ruleset, players, junk, tmp_path):
    command = [sys.executable, "manage.py", "referee", "--ruleset", ruleset, "--players", str(players), "--seed", "7"]
    term = Terminal(command, {"CARDPARTY_VAR": str(tmp_path)})
    try:
        deadline = time.monotonic() + 90
        screen = term.asking("", deadline)
        term.type(junk)  # refused with a sentence, and the question is asked again
        screen = term.asking(screen, deadline)
        assert "Refused: " in screen
        while "[ended]" not in screen:
            term.type("auto")
            screen = term.asking(screen, deadline)
    finally:
        term.close()
    lines = [row for row in screen.splitlines() if row.strip()]
    assert lines[-1] == "[ended]"
    assert " won, " in lines[-2] and " to " in lines[-2], lines[-2]
    assert "Traceback" not in screen
    if ruleset != "nova-scotia":
        assert "Your bid (" in screen and "face down" in screen  # other seats' cards are told as counts


def test_a_six_player_auction_game_deals_three_face_down_and_asks_for_the_discard_back_to_five(tmp_path):
    command = [sys.executable, "manage.py", "referee", "--ruleset", "six-two-teams", "--players", "6", "--seed", "7"]
    term = Terminal(command, {"CARDPARTY_VAR": str(tmp_path)})
    try:
        deadline = time.monotonic() + 60
        screen = term.asking("", deadline)
        while "Cards to discard" not in screen:  # (a screen caught mid-line may take an early "auto": harmless)
            term.type("auto")
            screen = term.asking(screen, deadline)
        term.type("q")
    finally:
        term.close()
    assert "3 to each player face down, picked up once trumps are named" in screen
    assert "picks up 3 cards dealt face down." in screen and "picks up the cards dealt face down:" in screen
    assert "(exactly 3 cards)" in screen or "(exactly 7 cards)" in screen
    assert "Traceback" not in screen


def test_six_for_the_ante_goes_on_to_the_cut_throat_game_after_the_first(tmp_path):
    command = [sys.executable, "manage.py", "referee", "--ruleset", "six-for-the-ante", "--players", "6", "--seed", "3"]
    term = Terminal(command, {"CARDPARTY_VAR": str(tmp_path)})
    try:
        deadline = time.monotonic() + 60
        screen = term.asking("", deadline)
        while "now play a game of cut-throat" not in screen and "[ended]" not in screen:
            term.type("auto")
            screen = term.asking(screen, deadline)
        term.type("q")
    finally:
        term.close()
    told = " ".join(screen.split())  # the sentence may wrap at the terminal's width
    assert ("The first game is over: Player 1 (you) & Computer 3 & Computer 5 won it, 45 to 15. "
            "Player 1 (you), Computer 3 and Computer 5 now play a game of cut-throat to 45 for the ante.") in told
    assert "Traceback" not in screen
