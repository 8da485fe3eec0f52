"""``{{ code|card }}``: a card as people write it, its rank and suit symbol ("3♦", "K♣")."""

from __future__ import annotations

from django import template

from ..cards import card_face

register = template.Library()
register.filter("card", card_face)
