"""Amounts of money as each language writes them: plain Python (no Django), shared by the
pages (the ``money`` template filter) and the printouts."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal


def format_money(amount: Decimal | None, language: str) -> str:
    """``$50.00`` in English, ``50,00 $`` in French; ``""`` for no amount."""
    if amount is None:
        return ""
    value = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if language.startswith("fr"):
        return f"{value:,.2f}".replace(",", "\u202f").replace(".", ",") + "\u00a0$"
    return f"${value:,.2f}"
