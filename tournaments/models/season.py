"""Each finished night's totals for the season table, stored once (issue 32, point 5).

A season of hundreds of nights is not worked out again from every game's result: when a night is
finished, imported or received (and whenever a finished night's couples or tie-breaks change), its
lines are written in the same transaction (``services/season_totals.py``), and the season table
adds them up in the database (``selectors/season.py``). A night that is not finished has none.

Each line keeps its night's series as well (a night never moves to another series): the season's
sums read one index, the series' lines in order of player, and no other row (issue 32, point 5).
"""

from __future__ import annotations

from decimal import Decimal

from django.db import models

from .night import Couple, Night, Series
from .player import Player


class NightPlayerTotal(models.Model):
    """One player at one finished night: the games their couple won there (as the night's standings
    count them) and what it took home, the player's half of its money. A name typed for two couples
    of one night is one line, the couple that won more (``tournaments.season.night_lines``)."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="+", db_index=False)  # the unique one leads
    series = models.ForeignKey(Series, on_delete=models.CASCADE, related_name="+", db_index=False)  # with the sums'
    player = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    wins = models.PositiveSmallIntegerField()
    prizes = models.PositiveSmallIntegerField(default=0)
    jars = models.PositiveSmallIntegerField(default=0)
    money = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0.00"))

    class Meta:
        constraints = [models.UniqueConstraint(fields=["night", "player"], name="one_total_a_player_a_night")]
        indexes = [models.Index(fields=["series", "player", "wins", "prizes", "jars", "money"], name="player_totals_summed")]

    def __str__(self) -> str:
        return f"night {self.night_id}, player {self.player_id}: {self.wins}"


class NightCoupleTotal(models.Model):
    """Two players who made a couple at one finished night (``low`` and ``high``: their ids in order,
    whoever sat first; ``swapped``: typed the other way round at the night's first couple of the
    two, ``couple``), the games it won and all it took home. Two couples of the same two names at
    one night are one line, the one that won more."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="+", db_index=False)
    series = models.ForeignKey(Series, on_delete=models.CASCADE, related_name="+", db_index=False)
    couple = models.ForeignKey(Couple, on_delete=models.CASCADE, related_name="+")
    low = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    high = models.ForeignKey(Player, on_delete=models.CASCADE, related_name="+")
    swapped = models.BooleanField(default=False)
    wins = models.PositiveSmallIntegerField()
    prizes = models.PositiveSmallIntegerField(default=0)
    jars = models.PositiveSmallIntegerField(default=0)
    money = models.DecimalField(max_digits=12, decimal_places=2, default=Decimal("0.00"))

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "low", "high"], name="one_total_a_pair_a_night"),
            models.CheckConstraint(condition=models.Q(low__lt=models.F("high")), name="pair_total_low_before_high"),
        ]
        indexes = [models.Index(fields=["series", "low", "high", "wins", "prizes", "jars", "money", "couple", "swapped"],
                                name="pair_totals_summed")]

    def __str__(self) -> str:
        return f"night {self.night_id}, players {self.low_id} & {self.high_id}: {self.wins}"
