"""``{{ amount|money }}``: an amount of money as the active language writes it ($2.00, 2,00 $)."""

from __future__ import annotations

from decimal import Decimal, InvalidOperation

from django import template
from django.utils.translation import get_language

from ..money import format_money

register = template.Library()


def money_text(value: object) -> str:
    """``value`` (a Decimal, a number or text such as ``"2.00"``) in the active language; text that is no amount is kept."""
    if value is None or value == "":
        return ""
    try:
        amount = Decimal(str(value).strip())
    except InvalidOperation:
        return str(value)
    if not amount.is_finite():
        return str(value)
    return format_money(amount, get_language() or "en")


register.filter("money", money_text)
