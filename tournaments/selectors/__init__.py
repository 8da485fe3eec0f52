"""Reads: a night's seating, results and standings, in a constant number of queries.

Every query here names its order (or none): the models' default orderings sort by
the night, which joins the night table and sorts thousands of rows for nothing.
Rows come as tuples (values_list), not model instances: 500 couples x 25 games
is 12,500 seats.
"""

from .nights import (
    NightPeople,
    couple_by_link,
    couple_names,
    night_get,
    night_people,
    night_roles,
    night_version,
    night_version_read,
    series_for,
)
from .seating import (
    GameTables,
    Move,
    SeatedCouple,
    TableResult,
    disputes_open,
    game_status,
    game_tables,
    missing_tables,
    moves_for_game,
    moves_kept,
    seating_for_game,
    seatings_all,
    tables_done_disputed,
    tables_with_results,
    winners_all,
)
from .standings import (
    TIE_ORDER,
    CoupleLine,
    JarState,
    Standings,
    TieOutcome,
    games_missed,
    jar_state,
    night_prizes,
    night_standings,
    punches_for_night,
)

__all__ = [
    "TIE_ORDER", "CoupleLine", "GameTables", "JarState", "Move", "SeatedCouple", "Standings", "TableResult",
    "TieOutcome", "couple_by_link", "couple_names", "disputes_open",
    "game_status", "game_tables", "games_missed", "jar_state",
    "missing_tables", "NightPeople", "moves_for_game", "moves_kept", "night_get", "night_people", "night_prizes",
    "night_roles", "night_standings", "night_version", "night_version_read", "punches_for_night", "seating_for_game",
    "seatings_all", "series_for", "tables_done_disputed", "tables_with_results", "winners_all",
]
