"""A refereed game of Forty-Fives, kept as its start and its action log.

The state is never stored: it is rebuilt by replaying ``actions`` through the rules
module (``cardparty.rules``), so a saved game can never disagree with the rules.
Nothing is pickled; the log is plain JSON: ``[kind, seat, value]`` with kind "play",
"rob" (value = the discard) or "decline" (None), and in auction games "bid", "raise",
"name", "discard", "call" and "lead" (``tournaments.referee.actions`` says their values).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.db.models import F, Q
from django.utils.translation import gettext_lazy as _


def new_game_token() -> str:
    """The unguessable part of a game's table link."""
    return secrets.token_urlsafe(18)


def new_seat_key() -> str:
    """The unguessable part of one seat's private phone link."""
    return secrets.token_urlsafe(16)


class RefereeGame(models.Model):
    """One game refereed by the app: who sits where, the rules, the seed and every action."""

    class Mode(models.TextChoices):
        PASS = "pass", _("Pass and play on one tablet")
        PHONES = "phones", _("Each player on their own phone")

    class Status(models.TextChoices):
        PLAYING = "playing", _("Playing")
        FINISHED = "finished", _("Finished")  # over; a night game waits for confirmation
        POSTED = "posted", _("Result posted")
        ABANDONED = "abandoned", _("Abandoned")

    token = models.CharField(max_length=40, unique=True, default=new_game_token)
    players = models.PositiveSmallIntegerField(_("players"))
    ruleset = models.CharField(_("rules"), max_length=40, default="nova-scotia")
    seed = models.BigIntegerField(_("deal seed"))
    dealer = models.PositiveSmallIntegerField(_("first dealer"), default=0)
    # One dict a seat, clockwise: {"kind": "person"|"computer", "name": str, "key": str,
    # "couple": couple number or None}.
    seats = models.JSONField(_("seats"))
    # The players' actions in order: [kind, seat, value] (tournaments/referee/actions.py).
    actions = models.JSONField(_("actions"), default=list, blank=True)
    mode = models.CharField(_("how people play"), max_length=8, choices=Mode.choices, default=Mode.PASS)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.PLAYING)
    winner_side = models.PositiveSmallIntegerField(_("winning side"), null=True, blank=True)
    scores = models.JSONField(_("final scores"), default=list, blank=True)
    # A game played at a table of a card-party night, with the table's two couples.
    night = models.ForeignKey(
        "tournaments.Night", null=True, blank=True, on_delete=models.CASCADE, related_name="referee_games"
    )
    night_game = models.PositiveSmallIntegerField(_("game of the night"), null=True, blank=True)
    night_table = models.PositiveIntegerField(_("table"), null=True, blank=True)
    confirmed_by_seat = models.PositiveSmallIntegerField(_("confirmed by seat"), null=True, blank=True)
    confirmed_at = models.DateTimeField(_("confirmed at"), null=True, blank=True)
    post_message = models.CharField(_("result posting"), max_length=300, blank=True)
    started_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    # Where a game started without a login came from, so one device cannot start games without end.
    started_from = models.GenericIPAddressField(null=True, blank=True, editable=False)
    # The device cookie of the browser that started it ("" when it sent none): a count of its own, so
    # phones sharing one address (a hall's Wi-Fi behind one public address) are not one device.
    started_device = models.CharField(max_length=32, blank=True, default="", editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        # The table keeps the name it had when the model lived in the tournaments app
        # (migrations referee 0001 and tournaments 0005 moved the model, not the data).
        db_table = "tournaments_refereegame"
        verbose_name = _("refereed game")
        verbose_name_plural = _("refereed games")
        ordering = ["-created_at", "-pk"]
        constraints = [
            models.CheckConstraint(condition=Q(players__gte=2) & Q(players__lte=6), name="referee_players_2_6"),
            models.CheckConstraint(condition=Q(dealer__lt=F("players")), name="referee_dealer_is_a_seat"),
            models.CheckConstraint(
                condition=(Q(night__isnull=True) & Q(night_game__isnull=True) & Q(night_table__isnull=True))
                | (Q(night__isnull=False) & Q(night_game__isnull=False) & Q(night_table__isnull=False)),
                name="referee_night_link_complete",
            ),
        ]
        indexes = [
            models.Index(fields=["night", "night_game", "night_table"]),
            models.Index(fields=["started_from", "created_at"], name="referee_started_from"),
            models.Index(fields=["started_device", "created_at"], name="referee_started_device"),
            models.Index(fields=["night", "updated_at"], name="referee_night_updated"),
        ]

    def __str__(self) -> str:
        where = f" (table {self.night_table}, game {self.night_game})" if self.night_id else ""
        return f"Forty-Fives {self.ruleset}, {self.players} players{where}"

    @property
    def is_linked(self) -> bool:
        """Whether the game was started from a table of a card-party night."""
        return self.night_id is not None

    def seat_key_matches(self, seat: int, key: str) -> bool:
        """Constant-time check of a seat's private link."""
        if not 0 <= seat < len(self.seats):
            return False
        return secrets.compare_digest(str(self.seats[seat].get("key", "")).encode(), str(key).encode())

    def people(self) -> list[int]:
        """The seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.get("kind") == "person"]
