"""QR codes for punch cards, built on reportlab's own QR encoder.

``reportlab.graphics.barcode.qr`` tries all eight mask patterns and runs its
Reed-Solomon polynomials in pure Python: about 5 ms a code, so 2.5 s for a
room of 500 couples.  Here reportlab's ``qrencoder`` still supplies every
table (versions, error-correction blocks, generator polynomials, the fixed
patterns and the order of the data modules, all cached per version), and only
the per-code work is done faster: one fixed mask (any mask is valid and every
reader decodes it), and error correction, interleaving, placement and masking
folded into per-version lookup tables (see ``_version``).  The result is module-for-module the symbol reportlab
builds with the same mask (``tests/printing/test_qr.py`` checks it).

The symbol is drawn as a one-bit inline image mask: a few hundred bytes per
card instead of hundreds of rectangles.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache, reduce
from operator import getitem, xor

from reportlab.graphics.barcode import qrencoder as rq
from reportlab.pdfgen.canvas import Canvas

EC_LEVEL = rq.QRErrorCorrectLevel.M
MASK = 2
QUIET = 4  # modules of white border a reader needs around the symbol
BY_BYTE = 5  # up to this version (84 bytes), a 256-entry table per codeword: 5 MB at most


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
    base: int  # the symbol of all-zero codewords: fixed patterns, mask
    tables: tuple[tuple[int, ...], ...]  # per data codeword (or nibble): its patterns
    stride: int
    by_byte: bool  # a table per codeword, not one per nibble


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


@lru_cache(maxsize=4)  # a long text's version holds megabytes of tables
def _version(version: int) -> _Version:
    """Tables of ``version``: fixed modules, mask, and what each data codeword adds.

    Reed-Solomon coding, interleaving, placement and masking are all linear
    over GF(2) (masking adds a constant), so the symbol is ``base`` XOR, for
    every data codeword, a module pattern looked up by its value: its own
    eight modules and its share of its block's error-correction codewords.
    An encode is then a few dozen big-integer XORs, about 6 microseconds for
    a card's URL (reportlab's encoder: 5 milliseconds).  Past version
    ``BY_BYTE`` the tables go by nibble: twice the XORs, an eighth the memory.
    """
    code = rq.QRCode(version, EC_LEVEL)
    code.addData("")
    code.makeImpl(False, MASK)
    n = code.getModuleCount()
    stride = n + (-n) % 8
    top = n * stride - 1  # bit of the top left module; rows padded to whole bytes
    blocks = tuple((b.dataCount, b.totalCount - b.dataCount) for b in rq.QRRSBlock.getRSBlocks(version, EC_LEVEL))
    nbits = 8 * sum(d + e for d, e in blocks)
    test = rq.QRUtil.getMask(MASK)
    place = [0] * nbits  # stream bit (interleaved order) -> its module's bit in the symbol
    base = 0
    data_modules = set()
    for i, (col, row) in enumerate(code.dataPosIterator()):
        data_modules.add((row, col))
        bit = 1 << (top - (row * stride + col))
        if i < nbits:
            place[i] = bit
        if test(row, col):
            base ^= bit
    for row in range(n):
        for col in range(n):
            if code.modules[row][col] and (row, col) not in data_modules:  # fixed patterns
                base |= 1 << (top - (row * stride + col))
    # codeword index in blocks laid end to end (data, then ec) -> place in the stream
    where = {m: q for q, m in enumerate(_interleave_order(blocks))}

    def pattern(m: int, value: int) -> int:
        q, out = where[m], 0
        for k in range(8):
            if value & (0x80 >> k):
                out |= place[8 * q + k]
        return out

    capacity = sum(d for d, _ in blocks)
    by_byte = version <= BY_BYTE
    tables = []
    data_start, ec_start = 0, capacity
    for dcount, ecount in blocks:
        for t in range(dcount):
            unit = [pattern(data_start + t, 1 << k) for k in range(8)]
            for k in range(8):
                ec = _rs(bytes(t) + bytes([1 << k]) + bytes(dcount - t - 1), ecount)
                for e, byte in enumerate(ec):
                    unit[k] ^= pattern(ec_start + e, byte)
            high, low = ([reduce(xor, (unit[shift + k] for k in range(4) if value >> k & 1), 0) for value in range(16)] for shift in (4, 0))
            if by_byte:
                tables.append(tuple(high[value >> 4] ^ low[value & 15] for value in range(256)))
            else:  # indexed by the nibble's hex digit
                for half in (high, low):
                    table = [0] * (ord("f") + 1)
                    for value in range(16):
                        table[ord(f"{value:x}")] = half[value]
                    tables.append(tuple(table))
        data_start += dcount
        ec_start += ecount
    return _Version(version, n, capacity, base, tuple(tables), stride, by_byte)


def _interleave_order(blocks: tuple[tuple[int, ...], ...]) -> list[int]:
    """Codewords of the blocks laid end to end (data, then ec) in QR order:
    first byte of every block, then the second..."""
    order: list[int] = []
    for part in (0, 1):
        starts, offset = [], sum(d for d, _ in blocks) if part else 0
        for block in blocks:
            starts.append(offset)
            offset += block[part]
        for i in range(max(b[part] for b in blocks)):
            order.extend(s + i for s, b in zip(starts, blocks, strict=True) if i < b[part])
    return order


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


def encode(text: str) -> QrMatrix:
    """The QR symbol of ``text`` (UTF-8, byte mode, level M, mask 2).

    Not cached: the per-version tables make an encode cost about as much as
    looking it up would.
    """
    data = text.encode("utf-8")
    v = _version(_pick_version(len(data)))
    words = _codewords(data, v)
    if not v.by_byte:
        words = words.hex().encode("ascii")  # nibbles, as hex digits
    bits = reduce(xor, map(getitem, v.tables, words), v.base)
    nbytes = v.stride * v.size // 8
    return QrMatrix(v.size, bits.to_bytes(nbytes, "big").hex(), bits)


def placement(size: int, x: float, y: float, width: float) -> str:
    """The operators that open an image of a ``size``-module symbol drawn with
    its lower left corner at ``x``, ``y``, ``width`` wide (for ``image``)."""
    stride = size + (-size) % 8  # rows are padded to whole bytes, drawn past the right edge
    return (
        f"q 0 g {width * stride / size:.3f} 0 0 {width:.3f} {x:.3f} {y:.3f} cm\n"
        f"BI /W {stride} /H {size} /IM true /BPC 1 /D [1 0] /F /AHx ID\n"
    )


def image(matrix: QrMatrix, placement: str) -> str:
    """``matrix`` as a one-bit inline image mask, placed by ``placement(...)``.

    No ``/I true``: PDF viewers do not smooth the image, the modules stay sharp.
    """
    return f"{placement}{matrix.hexrows}>\nEI Q"


def draw(canvas: Canvas, matrix: QrMatrix, x: float, y: float, size: float) -> None:
    """Draw ``matrix`` with its lower left corner at ``x``, ``y``, ``size`` wide.

    ``size`` is the symbol alone; leave ``QUIET`` modules of white around it.
    """
    canvas.addLiteral(image(matrix, placement(matrix.size, x, y, size)))
