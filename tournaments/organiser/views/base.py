"""What the desk's views share: redirects back to a page, refusals as messages, the night's menu."""

from __future__ import annotations

from urllib.parse import urlencode

from django.contrib import messages
from django.http import HttpRequest, HttpResponseRedirect
from django.urls import NoReverseMatch, reverse
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from tournaments.errors import Refusal
from tournaments.lookalikes import mixed_script_words
from tournaments.models import Night
from tournaments.prize_text import place_name
from tournaments.text import whole_number

PRINTS = (
    ("print-punchcards", gettext_lazy("Punch cards")),
    ("print-tablecards", gettext_lazy("Table cards")),
    ("print-standings", gettext_lazy("Standings and prizes")),
    ("print-backup", gettext_lazy("Backup score sheet")),
)


def go(name: str, night: Night, anchor: str = "", **query) -> HttpResponseRedirect:
    """Redirect to one of the night's desk pages (POST-redirect-GET)."""
    url = reverse(name, args=[night.slug])
    query = {k: v for k, v in query.items() if v not in (None, "")}
    if query:
        url += "?" + urlencode(query)
    return HttpResponseRedirect(url + (f"#{anchor}" if anchor else ""))


def refused(request: HttpRequest, exc: Refusal) -> None:
    """Show a service's refusal as an error message on the next page."""
    messages.error(request, exc.message)


def warn_mixed_scripts(request: HttpRequest, *names: str) -> None:
    """Warn (not refuse) of each word written in two alphabets, such as a Cyrillic "а" in a Latin name:
    it may be a slip of the keyboard, or a name made to look like another."""
    for word in dict.fromkeys(w for name in names for w in mixed_script_words(name or "")):
        messages.warning(request, _("“%(word)s” mixes letters of different alphabets (a Cyrillic “а” among Latin "
                                    "letters, say): it can look like another name. Check that it was typed as meant.")
                         % {"word": word})


def int_or_none(value) -> int | None:
    """A whole number from a query string or form, or None."""
    return whole_number(value)


def print_links(night: Night) -> list[tuple[str, str]]:
    """Download links for the printouts that exist in this build."""
    links = []
    for name, label in PRINTS:
        try:
            links.append((str(label), reverse(name, args=[night.slug])))
        except NoReverseMatch:
            continue
    return links


def desk_menu(night: Night, current: str) -> list[dict]:
    """The night's desk pages, for the menu at the top of each."""
    items = [
        ("desk-night", _("Night")),
        ("desk-couples", _("Couples")),
        ("desk-start", _("Start")) if night.state == Night.State.REGISTRATION else ("desk-progress", _("Progress")),
        ("desk-results", _("Results")),
        ("desk-prizes", _("Prizes")),
    ]
    if night.cookie_jar:
        items.append(("desk-jar", _("Cookie jar")))
    return [{"url": reverse(name, args=[night.slug]), "label": label, "current": name == current} for name, label in items]


ordinal = place_name  # 'First prize', 'Second prize'… in the person's language
