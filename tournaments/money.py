"""Amounts of money as each language writes them: plain Python (no Django), shared by the
pages (the ``money`` template filter) and the printouts."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation


def format_money(amount: Decimal | None, language: str) -> str:
    """``$50.00`` in English, ``50,00 $`` in French; ``""`` for no amount."""
    if amount is None:
        return ""
    value = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if language.startswith("fr"):
        return f"{value:,.2f}".replace(",", "\u202f").replace(".", ",") + "\u00a0$"
    return f"${value:,.2f}"


def amount_value(text: object) -> Decimal | None:
    """An amount typed as "$60", "60.00" or "60,50" as a number; None for words ("A turkey")."""
    cleaned = str(text or "").strip().replace("$", "").replace("\u00a0", "").replace(" ", "").replace(",", ".")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    return value if value.is_finite() and value >= 0 else None


def split_share(amount: object, ways: int) -> Decimal | None:
    """One equal share of an amount split ``ways`` ways, to the cent; None when it is no amount."""
    value = amount_value(amount)
    if value is None or ways <= 0:
        return None
    return (value / ways).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
