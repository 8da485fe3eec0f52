"""QR codes for punch cards, built on reportlab's own QR encoder.

``reportlab.graphics.barcode.qr`` tries all eight mask patterns and runs its
Reed-Solomon polynomials in pure Python: about 5 ms a code, so 2.5 s for a
room of 500 couples.  Here reportlab's ``qrencoder`` still supplies every
table (versions, error-correction blocks, generator polynomials, the fixed
patterns and the order of the data modules, all cached per version), and only
the per-code work is done faster: one fixed mask (any mask is valid and every
reader decodes it), Reed-Solomon as integer shifts, and module placement as a
string permutation.  The result is module-for-module the symbol reportlab
builds with the same mask (``tests/printing/test_qr.py`` checks it).

The symbol is drawn as a one-bit inline image mask: a few hundred bytes per
card instead of hundreds of rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from operator import itemgetter

from reportlab.graphics.barcode import qrencoder as rq
from reportlab.pdfgen.canvas import Canvas

EC_LEVEL = rq.QRErrorCorrectLevel.M
MASK = 2
QUIET = 4  # modules of white border a reader needs around the symbol


@dataclass(frozen=True)
class QrMatrix:
    """A QR symbol: ``size`` modules square; ``hexrows`` is the image data."""

    size: int
    hexrows: str
    bits: int

    def is_dark(self, row: int, col: int) -> bool:
        """Whether the module at ``row``, ``col`` (from the top left) is dark."""
        stride = self.size + (-self.size) % 8
        return bool(self.bits >> (stride * self.size - 1 - (row * stride + col)) & 1)


@dataclass(frozen=True)
class _Version:
    """Everything about one QR version that does not depend on the data."""

    version: int
    size: int
    capacity: int  # data codewords
    blocks: tuple[tuple[int, int], ...]  # (data count, ec count) per block
    placer: itemgetter
    interleave: itemgetter | None  # blocks' data then their ec, byte by byte
    mask: int
    stride: int


def _gf_mul(a: int, b: int) -> int:
    if a == 0 or b == 0:
        return 0
    return rq.QRMath.gexp(rq.QRMath.glog(a) + rq.QRMath.glog(b))


@cache
def _rs_rows(ec: int) -> tuple[int, ...]:
    """For each feedback byte, the generator times it, packed in an int."""
    gen = rq.QRUtil.getErrorCorrectPolynomial(ec).num[1:]
    return tuple(int.from_bytes(bytes(_gf_mul(f, g) for g in gen), "big") for f in range(256))


def _rs(data: bytes, ec: int) -> bytes:
    """The ``ec`` Reed-Solomon codewords of ``data``."""
    rows = _rs_rows(ec)
    shift = 8 * (ec - 1)
    keep = (1 << (8 * ec)) - 1
    rem = 0
    for byte in data:
        rem = ((rem << 8) & keep) ^ rows[(rem >> shift) ^ byte]
    return rem.to_bytes(ec, "big")


@cache
def _version(version: int) -> _Version:
    """Tables of ``version``: fixed modules, data order, mask, blocks."""
    code = rq.QRCode(version, EC_LEVEL)
    code.addData("")
    code.makeImpl(False, MASK)
    n = code.getModuleCount()
    stride = n + (-n) % 8
    positions = code.dataPosIterator()
    blocks = tuple((b.dataCount, b.totalCount - b.dataCount) for b in rq.QRRSBlock.getRSBlocks(version, EC_LEVEL))
    nbits = 8 * sum(d + e for d, e in blocks)
    zero, one = nbits, nbits + 1  # indices of the constants "0" and "1"
    order = {(row, col): i for i, (col, row) in enumerate(positions)}
    test = rq.QRUtil.getMask(MASK)
    perm: list[int] = []
    mask = 0
    for row in range(n):
        for col in range(stride):
            mask <<= 1
            i = order.get((row, col))
            if i is not None:
                perm.append(i if i < nbits else zero)
                mask |= bool(test(row, col))
            elif col < n and code.modules[row][col]:
                perm.append(one)
            else:
                perm.append(zero)
    capacity = sum(d for d, _ in blocks)
    return _Version(version, n, capacity, blocks, itemgetter(*perm), _interleaver(blocks), mask, stride)


def _interleaver(blocks: tuple[tuple[int, int], ...]) -> itemgetter | None:
    """Picks codewords from the blocks laid end to end (data, then ec) in
    QR order: first byte of every block, then the second... (None: one block)."""
    if len(blocks) == 1:
        return None
    order: list[int] = []
    for part in (0, 1):
        starts, offset = [], sum(d for d, _ in blocks) if part else 0
        for block in blocks:
            starts.append(offset)
            offset += block[part]
        for i in range(max(b[part] for b in blocks)):
            order.extend(s + i for s, b in zip(starts, blocks, strict=True) if i < b[part])
    return itemgetter(*order)


@cache
def _pick_version(length: int) -> int:
    """The smallest version holding ``length`` bytes at ``EC_LEVEL``."""
    for version in range(1, 41):
        lenbits = 8 if version < 10 else 16
        blocks = rq.QRRSBlock.getRSBlocks(version, EC_LEVEL)
        if 4 + lenbits + 8 * length <= 8 * sum(b.dataCount for b in blocks):
            return version
    raise ValueError(f"too long for a QR code: {length} bytes")


def _codewords(data: bytes, v: _Version) -> bytes:
    """Data codewords (mode, length, data, terminator, padding) of ``data``."""
    lenbits = 8 if v.version < 10 else 16
    value = (0b0100 << lenbits | len(data)) << 8 * len(data) | int.from_bytes(data, "big")
    nbits = 4 + lenbits + 8 * len(data)
    room = 8 * v.capacity - nbits
    pad = min(4, room)
    pad += (-(nbits + pad)) % 8
    value <<= pad
    body = value.to_bytes((nbits + pad) // 8, "big")
    fill = v.capacity - len(body)
    return body + (b"\xec\x11" * (fill // 2 + 1))[:fill]


@lru_cache(maxsize=4096)
def encode(text: str) -> QrMatrix:
    """The QR symbol of ``text`` (UTF-8, byte mode, level M, mask 2).

    Cached: a reprint of the night's cards encodes nothing again.
    """
    data = text.encode("utf-8")
    v = _version(_pick_version(len(data)))
    words = _codewords(data, v)
    ec = []
    offset = 0
    for dcount, ecount in v.blocks:
        ec.append(_rs(words[offset : offset + dcount], ecount))
        offset += dcount
    out = words + b"".join(ec)
    if v.interleave is not None:
        out = bytes(v.interleave(out))
    stream = format(int.from_bytes(out, "big"), f"0{8 * len(out)}b") + "01"
    bits = int("".join(v.placer(stream)), 2) ^ v.mask
    nbytes = v.stride * v.size // 8
    return QrMatrix(v.size, bits.to_bytes(nbytes, "big").hex(), bits)


def draw(canvas: Canvas, matrix: QrMatrix, x: float, y: float, size: float) -> None:
    """Draw ``matrix`` with its lower left corner at ``x``, ``y``, ``size`` wide.

    ``size`` is the symbol alone; leave ``QUIET`` modules of white around it.
    """
    n = matrix.size
    stride = n + (-n) % 8  # rows are padded to whole bytes, drawn past the right edge
    canvas.addLiteral(
        f"q 0 g {size * stride / n:.3f} 0 0 {size:.3f} {x:.3f} {y:.3f} cm\n"
        f"BI /W {stride} /H {n} /IM true /BPC 1 /D [1 0] /F /AHx ID\n"
        f"{matrix.hexrows}>\nEI Q"
    )
