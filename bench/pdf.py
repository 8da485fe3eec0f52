"""Benchmark: 500 couples' punch cards against a bare reportlab canvas.

Run from the repository root::

    .venv/bin/python bench/pdf.py [--couples 500] [--repeat 9] [--json]

Times the punch-card layout (pure layout on generated dataclasses: no
database) and, in the same run, a bare ``Canvas`` drawing the same number of
pages with one line of text each.  Each figure is the best of ``--repeat``
runs.  Prints both times and the ratio (ours over bare); with ``--json`` one
JSON object with ``ratio``, ``ours_seconds``, ``bare_seconds`` and details.
The target is a ratio of at most 3.

``ours`` is a first print: every QR code encoded (nothing is cached from
one print to the next but per-version QR tables and the parsed font files,
both built by a warm-up print).  Also reported: the cards without QR codes
(the layout alone) and the QR encoding alone.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import io
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def _setup_django() -> None:
    """Translations need settings; use the project's if present, else minimal."""
    from django.conf import settings

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "cardparty.settings")
    try:
        import django

        django.setup()
    except Exception:  # noqa: BLE001 - no project settings yet: run standalone
        if not settings.configured:
            settings.configure(USE_I18N=True, LANGUAGE_CODE="en")
        import django

        django.setup()


def make_sheet(couples: int):
    """A night of ``couples`` couples with accented names and live-card URLs."""
    from tournaments.printing.data import NightHeader, PunchCard, PunchCardSheet

    night = NightHeader(
        name="Spring Card Party",
        series="Saint-Joseph 45s",
        date=datetime.date(2026, 3, 14),
        venue="Salle paroissiale Saint-Joseph",
        games=25,
    )
    cards = tuple(
        PunchCard(
            number=n,
            player1=f"Marie-Thérèse O'Neil {n}",
            player2=f"Gaétan Bélanger {n}",
            starting_table=(n + 1) // 2,
            url=f"http://192.168.1.10:8000/card/{n:04d}Kq3xZ9vT2bLm8RwP/",
        )
        for n in range(1, couples + 1)
    )
    return PunchCardSheet(night, cards)


def bare_canvas(pages: int) -> bytes:
    """A bare reportlab canvas: ``pages`` pages with one line of text each."""
    from reportlab.lib.pagesizes import LETTER
    from reportlab.pdfgen.canvas import Canvas

    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=LETTER)
    for page in range(pages):
        c.drawString(72, 720, f"Page {page + 1}")
        c.showPage()
    c.save()
    return buffer.getvalue()


def best_of(repeat: int, fn, *args) -> float:
    """The shortest of ``repeat`` timings of ``fn(*args)``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - start)
    return best


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--couples", type=int, default=500)
    parser.add_argument("--repeat", type=int, default=9)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    _setup_django()
    from tournaments.printing import qr
    from tournaments.printing.fonts import register_fonts
    from tournaments.printing.punchcards import pages_needed, render_punchcards

    register_fonts()
    sheet = make_sheet(args.couples)
    pages = pages_needed(args.couples, sheet.night.paper_size, sheet.night.games)

    def encode_all() -> None:
        for card in sheet.cards:
            qr.encode(card.url)

    render_punchcards(sheet)  # warm up the process: font files parsed, per-version QR tables built
    bare_canvas(pages)
    # ours and the bare canvas take turns, so that a busy machine slows both alike
    ours = bare = float("inf")
    for _ in range(args.repeat):
        ours = min(ours, best_of(1, render_punchcards, sheet))
        bare = min(bare, best_of(1, bare_canvas, pages))
    plain = dataclasses.replace(sheet, cards=tuple(dataclasses.replace(c, url=None) for c in sheet.cards))
    no_qr = best_of(args.repeat, render_punchcards, plain)  # the layout alone, no QR codes
    qr_time = best_of(args.repeat, encode_all)
    result = {
        "couples": args.couples,
        "pages": pages,
        "ours_seconds": round(ours, 5),
        "bare_seconds": round(bare, 5),
        "ratio": round(ours / bare, 2),
        "no_qr_seconds": round(no_qr, 5),
        "no_qr_ratio": round(no_qr / bare, 2),
        "qr_encode_seconds": round(qr_time, 5),
        "pdf_bytes": len(render_punchcards(sheet)),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"punch cards, {args.couples} couples, {pages} pages: {ours * 1000:.1f} ms")
        print(f"bare canvas, {pages} pages, one line each:   {bare * 1000:.1f} ms")
        print(f"ratio (ours / bare): {ours / bare:.2f}  (target <= 3)")
        print(f"cards without QR codes:    {no_qr * 1000:.1f} ms, ratio {no_qr / bare:.2f}")
        print(f"of which QR encoding: {qr_time * 1000:.1f} ms; PDF size {result['pdf_bytes']} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
