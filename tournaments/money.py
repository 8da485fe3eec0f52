"""Amounts of money as each language writes them, in the hall's currency (the ``CARDPARTY_CURRENCY``
setting, "$" unless set): plain Python (no Django), shared by the pages (the ``money`` template
filter, ``templatetags.money.money_text``), the exports and the printouts."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation


def format_money(amount: Decimal | None, language: str, currency: str = "$") -> str:
    """``$50.00`` in English, ``50,00 $`` in French; a currency of letters follows the number in
    either (``50.00 CHF``); ``""`` for no amount.

    >>> format_money(Decimal("1234.5"), "fr"), format_money(Decimal("3"), "en", "€"), format_money(Decimal("3"), "en", "CHF")
    ('1\u202f234,50\u00a0$', '€3.00', '3.00\u00a0CHF')
    """
    if amount is None:
        return ""
    value = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if language.startswith("fr"):
        return f"{value:,.2f}".replace(",", "\u202f").replace(".", ",") + "\u00a0" + currency
    if currency.isalpha():
        return f"{value:,.2f}\u00a0{currency}"
    return f"{currency}{value:,.2f}"


_NOT_DIGITS = str.maketrans("", "", "$€£¥\u00a0\u202f ")


def amount_value(text: object) -> Decimal | None:
    """An amount typed as "$60", "60.00" or "60,50" as a number; None for words ("A turkey")."""
    cleaned = str(text or "").strip().translate(_NOT_DIGITS).replace(",", ".")
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


def halves(amount: Decimal) -> tuple[Decimal, Decimal]:
    """A couple's money shared by its two players, to the cent, the odd cent to the first: the
    halves always add up to the whole.

    >>> halves(Decimal("6.67")), halves(Decimal("50"))
    ((Decimal('3.34'), Decimal('3.33')), (Decimal('25.00'), Decimal('25.00')))
    """
    whole = Decimal(amount).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    first = (whole / 2).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return first, whole - first
