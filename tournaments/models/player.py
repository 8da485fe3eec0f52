"""The people who come back: a series' players, and the audit lines of their merges."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from ..people import fold
from .night import Series


class Player(models.Model):
    """One person who plays at a series' nights: a name, a phone or a note if wanted, never required.

    ``folded`` is the name's accent- and case-blind key (``tournaments.people.fold``): one player a
    spelling, so 'gerard' typed at the door is the 'Gérard' of last week.
    """

    series = models.ForeignKey(Series, on_delete=models.CASCADE, related_name="players", verbose_name=_("series"))
    name = models.CharField(_("name"), max_length=80)
    folded = models.CharField(max_length=200, editable=False)
    phone = models.CharField(_("phone"), max_length=40, blank=True)
    note = models.CharField(_("note"), max_length=200, blank=True)

    class Meta:
        verbose_name = _("player")
        verbose_name_plural = _("players")
        ordering = ["series", "folded"]
        constraints = [models.UniqueConstraint(fields=["series", "folded"], name="one_player_a_name_per_series")]

    def __str__(self) -> str:
        return self.name

    @staticmethod
    def key(name: str) -> str:
        """The folded key stored for a name (``fold``, cut to the column's length)."""
        return fold(name)[:200]

    def save(self, *args, **kwargs) -> None:
        """Keep the folded key in step with the name."""
        self.folded = self.key(self.name)
        super().save(*args, **kwargs)


class PlayerEvent(models.Model):
    """An audit line: two players merged into one, or a player renamed; who, when, and the names."""

    class Kind(models.TextChoices):
        MERGED = "merged", _("Players merged")
        RENAMED = "renamed", _("Player renamed")

    series = models.ForeignKey(Series, on_delete=models.CASCADE, related_name="player_events")
    player = models.ForeignKey(Player, null=True, on_delete=models.SET_NULL, related_name="events")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    old_name = models.CharField(max_length=80)
    new_name = models.CharField(max_length=80)
    couples_moved = models.PositiveIntegerField(default=0)
    made_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    made_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["made_at", "pk"]

    def __str__(self) -> str:
        return f"{self.kind}: {self.old_name} -> {self.new_name}"
