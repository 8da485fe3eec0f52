"""The fast QR encoder is module-for-module reportlab's, and is drawn the right way up."""

from __future__ import annotations

import io
import os
import random
import shutil
import subprocess

import pytest
from reportlab.graphics.barcode import qrencoder as rq
from reportlab.pdfgen.canvas import Canvas

from tournaments.printing import qr

from .conftest import needs_poppler


def reportlab_modules(text: str) -> list[list[bool]]:
    """The symbol reportlab's own encoder builds with our level and mask."""
    code = rq.QRCode(None, qr.EC_LEVEL)
    code.addData(rq.QR8bitByte(text))
    code.version = code.calculate_version()
    code.makeImpl(False, qr.MASK)
    return code.modules


@pytest.mark.parametrize("length", [0, 1, 10, 14, 15, 26, 42, 43, 62, 84, 106, 122, 154, 180, 213, 250, 400, 700])
def test_same_symbol_as_reportlab(length):
    rng = random.Random(length)
    text = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789/:.-_é") for _ in range(length))
    ours = qr.encode(text)
    theirs = reportlab_modules(text)
    assert ours.size == len(theirs)
    assert all(ours.is_dark(r, c) == theirs[r][c] for r in range(ours.size) for c in range(ours.size))


def test_realistic_card_url_is_small():
    m = qr.encode("http://192.168.1.10:8000/c/Xy3_k9QmZ0aB7cDeFgHiJkLm/")
    assert m.size <= 37  # version 5 or less: modules big enough to scan off a card


@needs_poppler
def test_drawn_upright_not_mirrored():
    """Render a code at 1 module = 10 px and read every module back from the pixels."""
    matrix = qr.encode("http://192.168.1.10:8000/c/abc/")
    module = 7.2  # points: 10 px at 100 dpi
    side = (matrix.size + 2 * qr.QUIET) * module
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(side, side))
    qr.draw(c, matrix, qr.QUIET * module, qr.QUIET * module, matrix.size * module)
    c.save()
    pgm = subprocess.run(["pdftoppm", "-gray", "-r", "100", "-"], input=buffer.getvalue(), capture_output=True, check=True).stdout
    head, width, height, _maxval, pixels = pgm.split(maxsplit=4)
    assert head == b"P5"
    width, height = int(width), int(height)
    for row in range(matrix.size):
        for col in range(matrix.size):
            x = int((qr.QUIET + col + 0.5) * 10)
            y = int((qr.QUIET + row + 0.5) * 10)
            dark = pixels[y * width + x] < 128
            assert dark == matrix.is_dark(row, col), (row, col)


@pytest.mark.skipif(not shutil.which("zbarimg") and not os.environ.get("CI"), reason="zbarimg not installed (apt-get install zbar-tools)")
def test_a_reader_decodes_the_card_url(tmp_path):
    url = "http://192.168.1.10:8000/c/Xy3_k9QmZ0aB7cDeFgHiJkLm/"
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(200, 200))
    m = qr.encode(url)
    qr.draw(c, m, 40, 40, 120)
    c.save()
    png = tmp_path / "qr"
    subprocess.run(["pdftoppm", "-png", "-r", "150", "-singlefile", "-", str(png)], input=buffer.getvalue(), check=True)
    out = subprocess.run(["zbarimg", "--raw", "-q", str(png) + ".png"], capture_output=True, text=True)
    assert out.stdout.strip() == url
