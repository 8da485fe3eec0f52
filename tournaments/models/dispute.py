"""A disagreement between scorekeepers about a table, kept for the organiser to settle.

A tablet's tap that names a different winner from the one already stored is refused
(the stored result is never overwritten); the refusal is kept here, once per claim, so
the organiser's progress page can show it and the organiser can keep the recorded
winner or correct the result to the claimed couple (through the correction service,
so the audit trail has the change).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext_lazy as _


class Dispute(models.Model):
    """A tap refused because another winner was already recorded at the table."""

    class Status(models.TextChoices):
        OPEN = "open", _("to settle")
        KEPT = "kept", _("recorded winner kept")
        CORRECTED = "corrected", _("corrected to the claimed couple")
        UNDONE = "undone", _("recorded result undone")

    night = models.ForeignKey("tournaments.Night", on_delete=models.CASCADE, related_name="disputes")
    game = models.PositiveSmallIntegerField(_("game"))
    table = models.PositiveIntegerField(_("table"))
    # The couple the refused tap said won, and the winner stored at that moment.
    claimed = models.ForeignKey("tournaments.Couple", on_delete=models.PROTECT, related_name="+",
                                verbose_name=_("claimed winner"))
    recorded = models.ForeignKey("tournaments.Couple", on_delete=models.PROTECT, related_name="+",
                                 verbose_name=_("recorded winner"))
    # The stored result it contradicts (null once that result is undone) and its version then.
    result = models.ForeignKey("tournaments.Result", null=True, blank=True, on_delete=models.SET_NULL, related_name="disputes")
    result_version = models.PositiveIntegerField(default=1)
    claimed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                   verbose_name=_("tapped by"))
    claimed_at = models.DateTimeField(_("tapped at"), default=timezone.now)
    status = models.CharField(_("status"), max_length=10, choices=Status.choices, default=Status.OPEN)
    settled_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                   verbose_name=_("settled by"))
    settled_at = models.DateTimeField(_("settled at"), null=True, blank=True)

    class Meta:
        verbose_name = _("disagreement")
        verbose_name_plural = _("disagreements")
        ordering = ["night", "game", "table", "claimed_at", "pk"]
        constraints = [
            # A retried post, or the same tap again, never makes a second open disagreement.
            models.UniqueConstraint(fields=["night", "game", "table", "claimed"], condition=Q(status="open"),
                                    name="one_open_dispute_per_claim"),
            models.CheckConstraint(condition=~Q(claimed=models.F("recorded")), name="dispute_names_two_couples"),
        ]
        indexes = [models.Index(fields=["night", "game", "status"], name="dispute_night_game_status")]

    def __str__(self) -> str:
        return f"game {self.game}, table {self.table}: {self.status}"
