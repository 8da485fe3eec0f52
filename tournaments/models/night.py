"""The data of a card-party night. Invariants live in database constraints."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from ..games import FORTY_FIVE, NIGHT_GAMES


def new_public_token() -> str:
    """An unguessable token for a couple's public punch-card link."""
    return secrets.token_urlsafe(18)


def game_choices() -> list[tuple[str, str]]:
    """The games a night can be played at, by the names people know them by."""
    return [(key, _(title)) for key, (_ruleset, title, _short) in NIGHT_GAMES.items()]


def default_prizes() -> list[dict]:
    """Three prize places with no description yet."""
    return [{"description": "", "amount": ""} for _ in range(3)]


class Series(models.Model):
    """A hall's season or a league: keeps the cookie jar's carry-over."""

    name = models.CharField(_("name"), max_length=120)
    slug = models.SlugField(_("short name"), max_length=80, unique=True)
    venue = models.CharField(_("hall"), max_length=160, blank=True)
    language = models.CharField(_("language"), max_length=5, default="en", choices=settings.LANGUAGES)
    jar_carry = models.DecimalField(_("cookie jar carried over"), max_digits=9, decimal_places=2, default=0)
    game = models.CharField(_("game"), max_length=24, choices=game_choices, default=FORTY_FIVE,
                            help_text=_("The game a new night of the series is played at."))
    # The season table's rules (tournaments/season.py): the best N nights count (empty: every night),
    # and a player needs so many nights to be ranked.
    season_best_of = models.PositiveSmallIntegerField(_("nights that count in the season"), null=True, blank=True,
                                                      help_text=_("Empty: every night counts."))
    season_min_nights = models.PositiveSmallIntegerField(_("nights to be ranked in the season"), default=0)
    # The organisers whose series it is: only they see it in the night form, put nights in it and
    # so draw on its carry-over (a superuser sees every series).
    owners = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="owned_series",
                                    verbose_name=_("owners"))

    class Meta:
        verbose_name = _("series")
        verbose_name_plural = _("series")
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Night(models.Model):
    """One evening of games in a hall."""

    class State(models.TextChoices):
        REGISTRATION = "registration", _("Registration")
        PLAYING = "playing", _("Playing")
        PRIZES = "prizes", _("Prizes")
        FINISHED = "finished", _("Finished")

    class Paper(models.TextChoices):
        LETTER = "letter", _("Letter")
        A4 = "a4", _("A4")

    series = models.ForeignKey(Series, on_delete=models.PROTECT, related_name="nights", verbose_name=_("series"))
    name = models.CharField(_("name"), max_length=120)
    slug = models.SlugField(_("short name"), max_length=80, unique=True)
    date = models.DateField(_("date"))
    venue = models.CharField(_("hall"), max_length=160, blank=True)
    games = models.PositiveSmallIntegerField(_("number of games"), default=25)
    language = models.CharField(_("language"), max_length=5, default="en", choices=settings.LANGUAGES)
    bye_earns_win = models.BooleanField(_("a bye earns a win"), default=True)
    # The game played at every table (tournaments/games.py): the scale of the points written down,
    # the rules a refereed game at a table plays, the name on the printouts.
    game = models.CharField(_("game"), max_length=24, choices=game_choices, default=FORTY_FIVE)
    prizes = models.JSONField(_("prize places"), default=default_prizes, blank=True)
    booby_prize = models.BooleanField(_("booby prize"), default=True)
    cookie_jar = models.BooleanField(_("cookie jar"), default=True)
    cookie_jar_games = models.PositiveSmallIntegerField(_("games drawn for the cookie jar"), default=8)
    cookie_jar_fee = models.DecimalField(_("cookie jar entry fee"), max_digits=7, decimal_places=2, default=0)
    paper = models.CharField(_("paper size"), max_length=8, choices=Paper.choices, default=Paper.LETTER)
    # The one-time token of the desk's form that made the night: the same form sent twice (a double
    # click) finds this night instead of making a second one.
    made_by_form = models.CharField(max_length=40, unique=True, null=True, blank=True, editable=False)
    state = models.CharField(_("state"), max_length=16, choices=State.choices, default=State.REGISTRATION)
    current_game = models.PositiveSmallIntegerField(_("game in play"), default=0)
    seating_seed = models.BigIntegerField(_("seating draw seed"), null=True, blank=True)
    organisers = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="organised_nights")
    scorekeepers = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="scored_nights")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("night")
        verbose_name_plural = _("nights")
        ordering = ["-date", "name"]
        constraints = [
            models.CheckConstraint(condition=Q(games__gte=1) & Q(games__lte=99), name="night_games_1_99"),
            models.CheckConstraint(condition=Q(cookie_jar_games__gte=1), name="night_jar_games_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.date})"

    @property
    def prize_places(self) -> int:
        """How many prize places the night awards."""
        return len(self.prizes or [])


class Couple(models.Model):
    """Two players and a number for the night."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="couples")
    number = models.PositiveIntegerField(_("couple number"))
    player1 = models.CharField(_("first player"), max_length=80, blank=True)
    player2 = models.CharField(_("second player"), max_length=80, blank=True)
    # The series' players the two names are (tournaments/models/player.py); None for a guest. The
    # names above stay as typed that night: the pages read them, a rename later does not rewrite them.
    player1_ref = models.ForeignKey("tournaments.Player", null=True, blank=True, on_delete=models.SET_NULL,
                                    related_name="+", verbose_name=_("first player"))
    player2_ref = models.ForeignKey("tournaments.Player", null=True, blank=True, on_delete=models.SET_NULL,
                                    related_name="+", verbose_name=_("second player"))
    joined_game = models.PositiveSmallIntegerField(_("joined at game"), default=1)
    left_after = models.PositiveSmallIntegerField(_("left after game"), null=True, blank=True)
    public_token = models.CharField(max_length=40, unique=True, default=new_public_token)

    class Meta:
        verbose_name = _("couple")
        verbose_name_plural = _("couples")
        ordering = ["night", "number"]
        constraints = [
            models.UniqueConstraint(fields=["night", "number"], name="couple_number_unique_per_night"),
            models.CheckConstraint(condition=Q(number__gte=1), name="couple_number_positive"),
        ]

    def __str__(self) -> str:
        names = " & ".join(n for n in (self.player1, self.player2) if n)
        return f"{self.number}: {names}" if names else str(self.number)

    @property
    def names(self) -> str:
        """The two players' names joined for display."""
        return " & ".join(n for n in (self.player1, self.player2) if n)


class Seat(models.Model):
    """Where a couple sat in one game, stored as it was played."""

    class Role(models.TextChoices):
        STAYING = "staying", _("staying")
        ARRIVING = "arriving", _("arriving")

    # No index of its own: every index below starts with the night. With one on the night alone, SQLite
    # read the byes through it, every seat of the night (2.6 ms at 500 couples), not through ``seat_byes``.
    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="seats", db_index=False)
    game = models.PositiveSmallIntegerField(_("game"))
    table = models.PositiveIntegerField(_("table"))
    couple = models.ForeignKey(Couple, on_delete=models.CASCADE, related_name="seats")
    role = models.CharField(max_length=8, choices=Role.choices)
    # The couple sits alone at its table: the bye. Set with the seating itself (services/seating.py,
    # transfer/load.py, the only writers of seats, each writing a whole game at once), so the byes are read
    # by their own small index rather than found by grouping every seat of the night.
    alone = models.BooleanField(_("alone at its table (the bye)"), default=False, editable=False)

    class Meta:
        ordering = ["night", "game", "table", "role"]
        constraints = [
            models.UniqueConstraint(fields=["night", "game", "couple"], name="one_seat_per_couple_per_game"),
            models.UniqueConstraint(fields=["night", "game", "table", "role"], name="one_couple_per_side"),
        ]
        # The first covers the seat reads by night and game (the seatings) so SQLite answers them from the
        # index alone; the second holds the byes only.
        indexes = [
            models.Index(fields=["night", "game", "table", "couple"], name="seat_night_game_table_couple"),
            models.Index(fields=["night", "game", "couple"], condition=models.Q(alone=True), name="seat_byes"),
        ]

    @property
    def deals_first(self) -> bool:
        """The arriving couple deals first."""
        return self.role == self.Role.ARRIVING


class Result(models.Model):
    """The winning couple at one table in one game."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="results")
    game = models.PositiveSmallIntegerField(_("game"))
    table = models.PositiveIntegerField(_("table"))
    winner = models.ForeignKey(Couple, on_delete=models.PROTECT, related_name="wins")
    # Signed: at an auction night a side that was set can end below zero.
    winner_points = models.SmallIntegerField(_("winner's points"), null=True, blank=True)
    loser_points = models.SmallIntegerField(_("loser's points"), null=True, blank=True)
    entered_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL)
    entered_at = models.DateTimeField(default=timezone.now)
    version = models.PositiveIntegerField(default=1)

    class Meta:
        ordering = ["night", "game", "table"]
        constraints = [
            models.UniqueConstraint(fields=["night", "game", "table"], name="one_result_per_table_per_game"),
        ]
        # Each couple's won games for the standings, grouped by winner, from the index alone.
        indexes = [models.Index(fields=["night", "winner", "game"], name="result_night_winner_game")]


class PostToken(models.Model):
    """A post's token, so a retry returns the first outcome (a refusal too): only ever for the same
    request (``request``: record or undo, game, table, winner, points) by the same person on the
    same night. Tablets and refereed games have tokens of their own (``source``): a tablet can
    neither use nor spoil a refereed game's."""

    class Source(models.TextChoices):
        TABLET = "tablet", "tablet"
        REFEREE = "referee", "referee"

    source = models.CharField(max_length=10, choices=Source.choices, default=Source.TABLET)
    token = models.CharField(max_length=64)
    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="post_tokens")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    request = models.JSONField(default=dict)
    status = models.PositiveSmallIntegerField()
    outcome = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["source", "token"], name="one_post_per_token")]


class Correction(models.Model):
    """The audit trail: one change to a result, who made it, when and why."""

    result = models.ForeignKey(Result, on_delete=models.CASCADE, related_name="corrections")
    from_version = models.PositiveIntegerField()
    old_winner = models.ForeignKey(Couple, on_delete=models.PROTECT, related_name="+")
    new_winner = models.ForeignKey(Couple, on_delete=models.PROTECT, related_name="+")
    old_points = models.JSONField(default=list)
    new_points = models.JSONField(default=list)
    reason = models.TextField(_("reason"))
    made_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL)
    made_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["made_at", "pk"]


class TieBreak(models.Model):
    """A prize contested by tied couples, and how it was settled."""

    class Kind(models.TextChoices):
        PRIZE = "prize", _("prize")
        BOOBY = "booby", _("booby prize")
        JAR = "jar", _("cookie jar")

    class Method(models.TextChoices):
        SPLIT = "split", _("split")
        CUT = "cut", _("cut the deck")
        PLAYOFF = "playoff", _("play-off")

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="tiebreaks")
    kind = models.CharField(max_length=8, choices=Kind.choices, default=Kind.PRIZE)
    place = models.PositiveSmallIntegerField(default=1)
    method = models.CharField(max_length=8, choices=Method.choices, blank=True)
    cuts = models.JSONField(default=list, blank=True)  # rounds: [{"12": "7H", "14": "AS"}, ...]
    seed = models.BigIntegerField(null=True, blank=True)
    playoff_winner = models.ForeignKey(Couple, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    playoff_points = models.JSONField(default=list, blank=True)
    resolved = models.BooleanField(default=False)

    class Meta:
        ordering = ["night", "kind", "place"]
        constraints = [
            models.UniqueConstraint(fields=["night", "kind", "place"], name="one_tiebreak_per_prize"),
        ]


class TieEntry(models.Model):
    """One tied couple: its stated choice and whether it won the prize."""

    tiebreak = models.ForeignKey(TieBreak, on_delete=models.CASCADE, related_name="entries")
    couple = models.ForeignKey(Couple, on_delete=models.CASCADE, related_name="+")
    choice = models.CharField(max_length=8, choices=TieBreak.Method.choices, blank=True)
    won = models.BooleanField(default=False)

    class Meta:
        ordering = ["tiebreak", "couple__number"]
        constraints = [models.UniqueConstraint(fields=["tiebreak", "couple"], name="one_entry_per_couple")]


class JarEntry(models.Model):
    """A couple's entry in the cookie jar."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="jar_entries")
    couple = models.ForeignKey(Couple, on_delete=models.CASCADE, related_name="jar_entries")
    fee = models.DecimalField(max_digits=7, decimal_places=2, default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["night", "couple"], name="one_jar_entry_per_couple")]


class JarDraw(models.Model):
    """The cookie jar draw: its seed and games, sealed until revealed."""

    night = models.OneToOneField(Night, on_delete=models.CASCADE, related_name="jar_draw")
    seed = models.BigIntegerField()
    games = models.JSONField()
    drawn_at = models.DateTimeField(auto_now_add=True)
    revealed = models.BooleanField(default=False)
    carried_in = models.DecimalField(max_digits=9, decimal_places=2, default=0)
    carried_out = models.DecimalField(max_digits=9, decimal_places=2, default=0)
