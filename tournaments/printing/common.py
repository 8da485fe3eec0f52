"""Helpers every layout shares: paper, dates, the night's title line (money: ``tournaments.money``)."""

from __future__ import annotations

import datetime
from decimal import ROUND_HALF_UP, Decimal

from django.utils import formats
from django.utils.translation import gettext as _
from reportlab.lib.pagesizes import A4, LETTER

from tournaments.printing.data import NightHeader

PAGE_SIZES = {"letter": LETTER, "a4": A4}


def page_size(paper: str) -> tuple[float, float]:
    """Portrait page size in points for ``'letter'`` or ``'a4'`` (default letter)."""
    return PAGE_SIZES.get((paper or "letter").lower(), LETTER)


def format_date(date: datetime.date | None) -> str:
    """The date in the active language ("March 14, 2026", "14 mars 2026")."""
    if date is None:
        return ""
    return formats.date_format(date, "DATE_FORMAT")


def share(amount: Decimal | None, ways: int) -> Decimal | None:
    """One equal share of ``amount`` split ``ways`` ways, to the cent."""
    if amount is None or ways <= 0:
        return None
    return (Decimal(amount) / ways).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def night_line(night: NightHeader) -> str:
    """The "Series · Night · date · venue · game" line, skipping what is empty."""
    parts = [night.series, night.name, format_date(night.date), night.venue, _(night.game) if night.game else ""]
    return " · ".join(p for p in parts if p)


def couples_label(numbers: tuple[int, ...] | list[int]) -> str:
    """The words "couple 4" or "couples 4, 17 and 23" in the active language."""
    nums = [str(n) for n in numbers]
    if not nums:
        return ""
    if len(nums) == 1:
        return _("couple %(number)s") % {"number": nums[0]}
    joined = _("%(first)s and %(last)s") % {"first": ", ".join(nums[:-1]), "last": nums[-1]}
    return _("couples %(numbers)s") % {"numbers": joined}


def place_label(place: int) -> str:
    """The words "1st prize", "2nd prize"... or "Booby prize" for place 0."""
    if place == 0:
        return _("Booby prize")
    names = {1: _("1st prize"), 2: _("2nd prize"), 3: _("3rd prize")}
    return names.get(place) or _("%(place)sth prize") % {"place": place}
