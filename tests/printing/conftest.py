"""Helpers for the PDF tests: text, page count, a PNG of page 1 kept for people to look at."""

from __future__ import annotations

import datetime as dt
import io
import os
import random
import re
import shutil
import subprocess
from decimal import Decimal
from pathlib import Path

import pytest
from pypdf import PdfReader

from tournaments.printing.data import (
    BackupSheet,
    CookieJar,
    FirstSeat,
    NightHeader,
    PrizeGroup,
    PunchCard,
    PunchCardSheet,
    Settlement,
    StandingRow,
    StandingsSheet,
    TableCardSheet,
)

ARTIFACTS = Path(__file__).resolve().parents[2] / "var" / "test-artifacts" / "pdf"
NAMES = ("Marie-Thérèse O'Neil", "Gaétan Bélanger", "Josée Côté", "Angus MacIsaac", "Françoise Leblanc", "Rémi Aucoin")


def pdf_text(pdf: bytes, mode: str = "-layout") -> str:
    """All the text of a PDF, by poppler's pdftotext (``-layout``: rows kept; ``-raw``: drawing order)."""
    out = subprocess.run(["pdftotext", mode, "-", "-"], input=pdf, capture_output=True, check=True)
    return out.stdout.decode("utf-8")


def flat_text(pdf: bytes) -> str:
    """The text in drawing order, whitespace runs made single spaces: for whole sentences."""
    return " ".join(pdf_text(pdf, "-raw").split())


def page_texts(pdf: bytes) -> list[str]:
    """Each page's text, by pypdf."""
    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages]


def page_count(pdf: bytes) -> int:
    """Pages, by pypdf."""
    return len(PdfReader(io.BytesIO(pdf)).pages)


def words(text: str) -> set[str]:
    """Whitespace-separated tokens of ``text``."""
    return set(re.split(r"\s+", text))


def keep_png(pdf: bytes, name: str, dpi: int = 60) -> Path:
    """Render page 1 with pdftoppm (failing on any error); keep the PNG under var/."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target = ARTIFACTS / name
    done = subprocess.run(
        ["pdftoppm", "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile", "-", str(target)],
        input=pdf,
        capture_output=True,
    )
    assert done.returncode == 0, done.stderr.decode()
    png = target.with_suffix(".png")
    assert png.stat().st_size > 1000
    return png


needs_poppler = pytest.mark.skipif(
    not (shutil.which("pdftoppm") and shutil.which("pdftotext")) and not os.environ.get("CI"),
    reason="poppler-utils is not installed (apt-get install poppler-utils)",
)


def night(**kw) -> NightHeader:
    """A night with an accented hall."""
    base = dict(
        name="Spring Card Party",
        series="Saint-Joseph 45s",
        date=dt.date(2026, 3, 14),
        venue="Salle paroissiale Saint-Joseph, Chéticamp",
        games=25,
    )
    return NightHeader(**{**base, **kw})


def punchcard_sheet(couples: int, **kw) -> PunchCardSheet:
    """``couples`` cards with accented names, tables and live-card URLs."""
    cards = tuple(
        PunchCard(
            number=n,
            player1=NAMES[n % len(NAMES)],
            player2=NAMES[(n + 1) % len(NAMES)],
            starting_table=(n + 1) // 2,
            url=f"http://192.168.1.10:8000/c/token{n:04d}xyz/",
        )
        for n in range(1, couples + 1)
    )
    return PunchCardSheet(night(**kw), cards)


def standings_sheet(couples: int, seed: int = 1, **kw) -> StandingsSheet:
    """Random standings plus prizes settled every way: cut, outright, split, play-off; a revealed jar."""
    rng = random.Random(seed)
    won = {n: tuple(sorted(rng.sample(range(1, 26), rng.randint(3, 20)))) for n in range(1, couples + 1)}
    order = sorted(won, key=lambda n: (-len(won[n]), n))
    counts = sorted({len(g) for g in won.values()}, reverse=True)
    rows = tuple(StandingRow(counts.index(len(won[n])) + 1, n, NAMES[n % 6], NAMES[(n + 3) % 6], len(won[n]), won[n]) for n in order)
    prizes = (
        PrizeGroup(
            1,
            18,
            (4, 17),
            "Gift basket",
            Decimal("50"),
            Settlement("cut", (17,), (((4, "7H"), (17, "7S")), ((4, "KD"), (17, "AS"))), 991234, (), True),
        ),
        PrizeGroup(2, 16, (9,), "Turkey", Decimal("30")),
        PrizeGroup(3, 15, (2, 11, 23), "", Decimal("20"), Settlement("split", (2, 11, 23), resolved=True)),
    )
    booby = PrizeGroup(0, 3, (8, 12), "Wooden spoon", None, Settlement("playoff", (12,), playoff_points=(45, 30), resolved=True))
    jar = CookieJar(
        entrants=tuple(range(1, couples + 1, 2)),
        pot=Decimal("34"),
        carried_in=Decimal("10"),
        revealed=True,
        drawn_games=(3, 7, 9, 12, 15, 18, 21, 24),
        seed=8812734,
        winners=(5, 6),
        settlement=Settlement("cut", (6,), (((5, "QC"), (6, "2D")),), None, (), True),
    )
    return StandingsSheet(night(**kw), rows, prizes, booby, jar, games_played=25)


def tables_for(couples: int) -> int:
    """T = ceil(N / 2)."""
    return (couples + 1) // 2


def tablecard_sheet(couples: int, **kw) -> TableCardSheet:
    """One table card per table."""
    return TableCardSheet(night(**kw), tuple(range(1, tables_for(couples) + 1)))


def backup_sheet(couples: int, **kw) -> BackupSheet:
    """First seating by number: 1-2 at table 1..., the last couple alone (bye) when odd."""
    seats = tuple(FirstSeat(t, 2 * t - 1, 2 * t if 2 * t <= couples else None) for t in range(1, tables_for(couples) + 1))
    return BackupSheet(night(**kw), seats)
