"""What a schema cannot say about a night export: how its parts agree with one another.

Each check yields ``(path, problem)``; the data has already passed ``schema.SCHEMA``, so the
shapes and ranges hold and only the relations between values are looked at here.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache

from django.urls import NoReverseMatch, get_resolver, resolve, reverse
from django.utils.translation import gettext as _

from ..games import FORTY_FIVE, night_game, points_problem
from ..people import blank_after_cleaning

Problem = tuple[str, str]
NIGHT_PAGES = ("desk-night", "desk-couples", "score", "referee-night", "board", "standings", "print-punchcards")
ALWAYS_RESERVED = frozenset({"static", "media", "new"})


@lru_cache(maxsize=1)
def reserved_slugs() -> frozenset[str]:
    """The fixed first parts of the site's URLs (desk, admin, score, n, c…): no night is called so."""
    words: set[str] = set(ALWAYS_RESERVED)
    stack = list(get_resolver().url_patterns)
    while stack:
        entry = stack.pop()
        first = str(entry.pattern).strip("^/").split("/")[0]
        if first and "<" not in first:
            words.add(first.lower())
        elif not first and hasattr(entry, "url_patterns"):
            stack.extend(entry.url_patterns)
    return frozenset(words)


def slug_problem(slug: str) -> str | None:
    """Why a night cannot have this short name, or None: reserved, or its pages would not be its own."""
    if slug.lower() in reserved_slugs():
        return _("“%(slug)s” is a word the site's addresses use") % {"slug": slug}
    for name in NIGHT_PAGES:
        try:
            url = reverse(name, kwargs={"slug": slug})
        except NoReverseMatch:
            return _("“%(slug)s” cannot be part of an address") % {"slug": slug}
        match = resolve(url)
        if match.url_name != name or match.kwargs.get("slug") != slug:
            return _("“%(slug)s” would open another page (%(url)s)") % {"slug": slug, "url": url}
    return None


def problems(data: dict, slug: str | None = None) -> Iterator[Problem]:
    """Every disagreement inside the file, in the order a reader would meet them."""
    yield from _text(data, "")
    yield from _night(data["night"], slug)
    couples = yield from _couples(data)
    seats = yield from _seats(data, couples)
    yield from _results(data, couples, seats)
    yield from _tiebreaks(data, couples)
    yield from _jar(data, couples)


def _text(value: object, path: str) -> Iterator[Problem]:
    """No string, nor key, may hold a lone surrogate: it cannot be stored (free text loses its NULs to clean_text)."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            yield path, _("holds a character that is not text")
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _text(key, path)
            yield from _text(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _text(item, f"{path}[{i}]")


def _night(night: dict, slug: str | None) -> Iterator[Problem]:
    if problem := slug_problem(night["slug"] if slug is None else slug):  # only the slug the night will have
        yield ("night.slug" if slug is None else "slug"), problem
    try:
        date = dt.date.fromisoformat(night["date"])
    except ValueError:
        yield "night.date", _("is not a date")
    else:
        if not 1900 <= date.year <= 2999:
            yield "night.date", _("is not a date of a card party")
    games, current, state = night["games"], night["current_game"], night["state"]
    if current > games:
        yield "night.current_game", _("is after the night's last game (%(games)d)") % {"games": games}
    elif state == "registration" and current != 0:
        yield "night.current_game", _("a night in registration has no game in play")
    elif state == "playing" and current < 1:
        yield "night.current_game", _("a night being played has a game in play")
    elif state in ("prizes", "finished") and current != games:
        yield "night.current_game", _("a night at its prizes has played all its games")


def _when(value: str, path: str) -> Iterator[Problem]:
    try:
        when = dt.datetime.fromisoformat(value)
    except ValueError:
        yield path, _("is not a date and time")
        return
    if not 1900 <= when.year <= 2999:
        yield path, _("is not a date and time of a card party")


def _unknown(number: int) -> str:
    return _("couple %(number)d is not among the file's couples") % {"number": number}


def _couples(data: dict) -> Iterator[Problem]:
    night, seen, tokens = data["night"], set(), set()
    for i, c in enumerate(data["couples"]):
        if c["number"] in seen:
            yield f"couples[{i}].number", _("couple %(number)d appears twice") % {"number": c["number"]}
        if "public_token" in c and c["public_token"] in tokens:
            yield f"couples[{i}].public_token", _("two couples share this link")
        seen.add(c["number"])
        tokens.add(c.get("public_token"))
        if c["joined_game"] > night["games"]:
            yield f"couples[{i}].joined_game", _("is after the night's last game")
        if c["left_after"] is not None and c["left_after"] > night["current_game"]:
            yield f"couples[{i}].left_after", _("is a game not yet played")
        for key in ("player1", "player2"):  # the desk refuses such a name; a blank one is a guest
            if blank_after_cleaning(c[key]):
                yield f"couples[{i}].{key}", _("is made of invisible characters only, not a name")
    return seen


def _seats(data: dict, couples: set[int]) -> Iterator[Problem]:
    current = data["night"]["current_game"]
    tables: dict[tuple[int, int], set[int]] = {}
    taken: set[tuple] = set()
    for i, (game, table, role, number) in enumerate(data["seats"]):
        if number not in couples:
            yield f"seats[{i}][3]", _unknown(number)
        if game > current:
            yield f"seats[{i}][0]", _("game %(game)d is not yet being played") % {"game": game}
        if (game, number) in taken:
            yield f"seats[{i}]", _("couple %(number)d has two seats in game %(game)d") % {"number": number, "game": game}
        if (game, table, role) in taken:
            yield f"seats[{i}]", _("two couples sit on one side of table %(table)d in game %(game)d") % {
                "table": table, "game": game}
        taken |= {(game, number), (game, table, role)}
        tables.setdefault((game, table), set()).add(number)
    return tables


def _results(data: dict, couples: set[int], tables: dict) -> Iterator[Problem]:
    current = data["night"]["current_game"]
    scale = night_game(data["night"].get("game", FORTY_FIVE))
    played = Counter((r["game"], r["table"]) for r in data["results"])
    for i, r in enumerate(data["results"]):
        at, path = (r["game"], r["table"]), f"results[{i}]"
        seated = tables.get(at, set())
        if r["game"] > current:
            yield f"{path}.game", _("game %(game)d is not yet being played") % {"game": r["game"]}
        if played[at] > 1:
            yield path, _("table %(table)d of game %(game)d has two results") % {"table": r["table"], "game": r["game"]}
        if len(seated) != 2:
            yield path, _("no two couples sat at table %(table)d in game %(game)d") % {"table": r["table"], "game": r["game"]}
        for key, number in [("winner", r["winner"])] + [
                (f"corrections[{j}].{k}", c[k]) for j, c in enumerate(r["corrections"]) for k in ("old_winner", "new_winner")]:
            if number not in couples:
                yield f"{path}.{key}", _unknown(number)
            elif number not in seated:
                yield f"{path}.{key}", _("couple %(number)d did not sit at that table in that game") % {"number": number}
        if None not in r["points"] and points_problem(scale, *r["points"]):
            yield f"{path}.points", _("%(points)s is not a final score of %(game)s: the winners reach %(target)d, "
                                      "every score lies between %(low)d and %(high)d") % {
                "points": "–".join(map(str, r["points"])), "game": _(scale.title), "target": scale.target,
                "low": scale.low, "high": scale.high}
        yield from _when(r["entered_at"], f"{path}.entered_at")
        for j, c in enumerate(r["corrections"]):
            yield from _when(c["made_at"], f"{path}.corrections[{j}].made_at")


def _tiebreaks(data: dict, couples: set[int]) -> Iterator[Problem]:
    places = len(data["night"]["prizes"])
    seen: set[tuple[str, int]] = set()
    for i, t in enumerate(data["tiebreaks"]):
        path = f"tiebreaks[{i}]"
        if (t["kind"], t["place"]) in seen:
            yield path, _("this prize has two tie-breaks")
        seen.add((t["kind"], t["place"]))
        if t["kind"] == "prize" and t["place"] > places:
            yield f"{path}.place", _("the night has %(places)d prize places") % {"places": places}
        if t["kind"] != "prize" and t["place"] != 1:
            yield f"{path}.place", _("the booby prize and the cookie jar have one place only")
        entries = [e["couple"] for e in t["entries"]]
        for j, number in enumerate(entries):
            if number not in couples:
                yield f"{path}.entries[{j}].couple", _unknown(number)
            elif entries.index(number) != j:
                yield f"{path}.entries[{j}].couple", _("couple %(number)d appears twice") % {"number": number}
        if t["playoff_winner"] is not None and t["playoff_winner"] not in entries:
            yield f"{path}.playoff_winner", _("couple %(number)d is not part of this tie") % {"number": t["playoff_winner"]}
        for j, round_ in enumerate(t["cuts"]):
            for key in round_:
                if int(key) not in entries:
                    yield f"{path}.cuts[{j}].{key}", _("couple %(number)d is not part of this tie") % {"number": int(key)}
            if len(set(round_.values())) != len(round_):
                yield f"{path}.cuts[{j}]", _("two couples cannot cut the same card")


def _jar(data: dict, couples: set[int]) -> Iterator[Problem]:
    seen: set[int] = set()
    for i, e in enumerate(data["jar"]["entries"]):
        if e["couple"] not in couples:
            yield f"jar.entries[{i}].couple", _unknown(e["couple"])
        elif e["couple"] in seen:
            yield f"jar.entries[{i}].couple", _("couple %(number)d appears twice") % {"number": e["couple"]}
        seen.add(e["couple"])
    draw, games = data["jar"]["draw"], data["night"]["games"]
    for i, game in enumerate(draw["games"] if draw else []):
        if game > games:
            yield f"jar.draw.games[{i}]", _("is after the night's last game (%(games)d)") % {"games": games}
