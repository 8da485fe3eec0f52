"""``{{ amount|money }}``: an amount of money in the hall's currency as the active language writes it
($2.00, 2,00 $); ``money_text`` is the same words for a view, an export or a printout."""

from __future__ import annotations

from decimal import Decimal

from django import template
from django.conf import settings
from django.utils.translation import get_language

from ..money import amount_value, format_money

register = template.Library()


def money_text(value: object, language: str | None = None) -> str:
    """``value`` (a Decimal, a number or text such as ``"2.00"`` or ``"$60"``) in ``language`` (the
    active one unless given) and the ``CARDPARTY_CURRENCY``; text that is no amount ("A turkey") is kept."""
    if value is None or value == "":
        return ""
    amount = value if isinstance(value, Decimal) else amount_value(value)
    if amount is None or not amount.is_finite():
        return str(value)
    return format_money(amount, language or get_language() or "en", settings.CARDPARTY_CURRENCY)


register.filter("money", money_text)
