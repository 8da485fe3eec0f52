"""The JSON Schema (draft 2020-12) of a night export, format version 1, as plain data.

Every object is closed (``additionalProperties: false``), every string has the length its model
field allows, every number the range its column and the services allow. Patterns are anchored
ECMA-262 regular expressions (``$`` is the end of the text, ``\\d`` is not used: only ASCII digits).
What one value says about another (a winner seated at the table, a game not yet played) is for
``checks.py``. No Django here: the file can be read by any JSON Schema tool.
"""

from __future__ import annotations

from ..games import AUCTION_FLOOR, NIGHT_GAMES

LANGUAGES = ["en", "fr"]  # settings.LANGUAGES; tests/core/test_import_checks.py keeps them equal
MAX_GAMES = 99  # the night_games_1_99 constraint
MAX_COUPLES = 9999
MAX_TABLES = 9999
MAX_POINTS = 200  # above every game's highest final score (tournaments/games.py); checks.py holds each to its own
PRIZE_ROWS_MAX = 10  # services.night_settings.PRIZE_ROWS_MAX; tests/core/test_import_checks.py keeps them equal
BIGINT = {"type": "integer", "minimum": -(2**63), "maximum": 2**63 - 1}
SEED = {"oneOf": [BIGINT, {"type": "null"}]}

SLUG = {"type": "string", "minLength": 1, "maxLength": 80, "pattern": "^[-a-zA-Z0-9_]+$"}
TOKEN = {"type": "string", "pattern": "^[-A-Za-z0-9_]{16,40}$"}
FEE = {"type": "string", "pattern": "^[0-9]{1,5}(\\.[0-9]{1,2})?$"}  # DecimalField(max_digits=7, decimal_places=2)
CARRY = {"type": "string", "pattern": "^[0-9]{1,7}(\\.[0-9]{1,2})?$"}  # DecimalField(max_digits=9, decimal_places=2)
CARD = {"type": "string", "pattern": "^(A|[2-9]|10|J|Q|K)[CDHS]$"}  # services.prizes.DECK
DATE = {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"}
DATETIME = {
    "type": "string",
    "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,6})?(Z|[+-][0-9]{2}:[0-9]{2})$",
}
USERNAME = {"oneOf": [{"type": "string", "maxLength": 150, "pattern": "^[^\\x00-\\x1f\\x7f]+$"}, {"type": "null"}]}


def text(most: int, least: int = 0) -> dict:
    """A string of ``least`` to ``most`` characters."""
    return {"type": "string", "minLength": least, "maxLength": most}


def whole(least: int, most: int) -> dict:
    """An integer from ``least`` to ``most``."""
    return {"type": "integer", "minimum": least, "maximum": most}


def closed(properties: dict, optional: tuple[str, ...] = ()) -> dict:
    """An object with exactly these keys (all required but ``optional``) and no others."""
    return {
        "type": "object",
        "additionalProperties": False,
        "required": [k for k in properties if k not in optional],
        "properties": properties,
    }


def one_of(*values) -> dict:  # noqa: ANN002
    """One of these values."""
    return {"enum": list(values)}


GAME = whole(1, MAX_GAMES)
COUPLE = whole(1, MAX_COUPLES)
POINT = {"oneOf": [whole(AUCTION_FLOOR, MAX_POINTS), {"type": "null"}]}  # the night's game's scale: checks.py
POINTS = {"type": "array", "prefixItems": [POINT, POINT], "items": False, "minItems": 2}
PLAYOFF_POINTS = {"type": "array", "prefixItems": [POINT, POINT], "items": False, "maxItems": 2}
METHOD = one_of("", "split", "cut", "playoff")

PRIZE = closed({"description": text(120), "amount": text(40)})
PRIZES = {"type": "array", "minItems": 1, "maxItems": PRIZE_ROWS_MAX, "items": PRIZE}

SERIES = closed(
    {"name": text(120, 1), "slug": SLUG, "venue": text(160), "language": one_of(*LANGUAGES),
     "game": one_of(*NIGHT_GAMES)},
    optional=("venue", "language", "game"),
)

NIGHT = closed({
    "name": text(120, 1), "slug": SLUG, "venue": text(160), "games": GAME, "language": one_of(*LANGUAGES),
    "bye_earns_win": {"type": "boolean"}, "prizes": PRIZES, "booby_prize": {"type": "boolean"},
    "cookie_jar": {"type": "boolean"}, "cookie_jar_games": GAME, "paper": one_of("letter", "a4"),
    "state": one_of("registration", "playing", "prizes", "finished"), "current_game": whole(0, MAX_GAMES),
    "seating_seed": SEED, "date": DATE, "cookie_jar_fee": FEE, "game": one_of(*NIGHT_GAMES),
    "version": whole(1, 2**63 - 1),
}, optional=("game", "version"))  # a file from before nights had a game (Forty-Fives to 45) or carried its version

COUPLE_ROW = closed({
    "number": COUPLE, "player1": text(80), "player2": text(80), "joined_game": GAME,
    "left_after": {"oneOf": [whole(0, MAX_GAMES), {"type": "null"}]}, "public_token": TOKEN,
}, optional=("public_token",))  # a night sent to a league carries no card links: the league makes its own

SEAT = {
    "type": "array",
    "prefixItems": [GAME, whole(1, MAX_TABLES), one_of("staying", "arriving"), COUPLE],
    "items": False,
    "minItems": 4,
}

CORRECTION = closed({
    "from_version": whole(1, 2**31 - 1), "old_winner": COUPLE, "new_winner": COUPLE, "old_points": POINTS,
    "new_points": POINTS, "reason": text(2000, 1), "made_at": DATETIME, "made_by": USERNAME,
})

RESULT = closed({
    "game": GAME, "table": whole(1, MAX_TABLES), "winner": COUPLE, "points": POINTS,
    "version": whole(1, 2**31 - 1), "entered_at": DATETIME, "entered_by": USERNAME,
    "corrections": {"type": "array", "maxItems": 1000, "items": CORRECTION},
})

CUT_ROUND = {
    "type": "object",
    "minProperties": 1,
    "propertyNames": {"pattern": "^[1-9][0-9]{0,3}$"},
    "additionalProperties": CARD,
}

TIEBREAK = closed({
    "kind": one_of("prize", "booby", "jar"), "place": whole(1, PRIZE_ROWS_MAX), "method": METHOD,
    "cuts": {"type": "array", "maxItems": 100, "items": CUT_ROUND}, "seed": SEED,
    "playoff_winner": {"oneOf": [COUPLE, {"type": "null"}]}, "playoff_points": PLAYOFF_POINTS,
    "resolved": {"type": "boolean"},
    "entries": {"type": "array", "minItems": 2, "items": closed({"couple": COUPLE, "choice": METHOD,
                                                                 "won": {"type": "boolean"}})},
})

DRAW = closed({
    "seed": BIGINT, "games": {"type": "array", "minItems": 1, "maxItems": MAX_GAMES, "uniqueItems": True, "items": GAME},
    "revealed": {"type": "boolean"}, "carried_in": CARRY, "carried_out": CARRY,
})

JAR = closed({
    "entries": {"type": "array", "items": closed({"couple": COUPLE, "fee": FEE})},
    "draw": {"oneOf": [DRAW, {"type": "null"}]},
})

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://cardparty.invalid/schemas/night-export-1.json",
    "title": "A Cardparty night export, format version 1",
    **closed({
        "format": {"const": "cardparty-night"},
        "version": {"const": 1},
        "series": SERIES,
        "night": NIGHT,
        "couples": {"type": "array", "maxItems": MAX_COUPLES, "items": COUPLE_ROW},
        "seats": {"type": "array", "items": SEAT},
        "results": {"type": "array", "items": RESULT},
        "tiebreaks": {"type": "array", "maxItems": 3 * PRIZE_ROWS_MAX, "items": TIEBREAK},
        "jar": JAR,
    }),
}
