"""The words for a prize place that every audience shows: its name, and the organiser's own
description of it only when that says more than the name."""

from __future__ import annotations

from django.conf import settings
from django.utils import translation
from django.utils.translation import gettext as _


def place_name(place: int) -> str:
    """'First prize', 'Second prize'… in the active language."""
    names = {1: _("First prize"), 2: _("Second prize"), 3: _("Third prize"), 4: _("Fourth prize"), 5: _("Fifth prize")}
    return names.get(place) or _("Prize %(place)d") % {"place": place}


def _short_name(place: int) -> str:
    """'1st prize', '2nd prize', '3rd prize' (the public pages' words), or ""."""
    return {1: _("1st prize"), 2: _("2nd prize"), 3: _("3rd prize")}.get(place, "")


def _plain(text: str) -> str:
    return " ".join(text.casefold().replace(".", " ").replace(":", " ").split())


def own_description(place: int, description: object) -> str:
    """The organiser's description of a prize place, or "" when it only names the place in a
    language the app speaks ("First prize", "1st prize", "Premier prix"): the page says that already,
    and "First prize · First prize" reads like a mistake.

    >>> own_description(1, "First prize"), own_description(2, "2nd prize."), own_description(1, "Turkey")
    ('', '', 'Turkey')
    """
    text = str(description or "").strip()
    plain = _plain(text)
    if not plain:
        return ""
    for code, _language in settings.LANGUAGES:
        with translation.override(code):
            if plain in (_plain(place_name(place)), _plain(_short_name(place))):
                return ""
    return text
