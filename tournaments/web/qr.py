"""A QR code as the pages draw it: an SVG from templates/_qr.html (the referee's seats, a series' page)."""

from __future__ import annotations

from functools import lru_cache


def qr_code(text: str, label: str) -> dict:
    """A QR code for ``text`` as what templates/_qr.html draws as SVG (reportlab's encoder, no
    network, no images): its size in modules, the path of its dark modules and its label."""
    size, path = _modules(text)
    return {"size": size, "path": path, "label": label}


@lru_cache(maxsize=512)  # a page's address is drawn on every visit: encoded once (a few ms each)
def _modules(text: str) -> tuple[int, str]:
    """The code's size with its quiet zone, and the SVG path of its dark modules."""
    from reportlab.graphics.barcode import qrencoder as rq

    code = rq.QRCode(None, rq.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    n, quiet = code.getModuleCount(), 4
    path = "".join(f"M{c + quiet} {r + quiet}h1v1h-1z" for r in range(n) for c in range(n) if code.isDark(r, c))
    return n + 2 * quiet, path
