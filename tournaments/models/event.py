"""The night's own audit lines: a finished night reopened on purpose, a settled tie-break undone, and why;
a tap refused because the person who sent it no longer keeps score at the night (their tablet kept tapping,
or sent the taps it held), kept so the organiser is told and nothing is lost silently."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from .night import Night


class NightEvent(models.Model):
    """One deliberate change to a whole night (not to one result), who made it, when and why."""

    class Kind(models.TextChoices):
        REOPENED = "reopened", _("Night reopened")
        TIE_UNDONE = "tie_undone", _("Tie-break undone")
        TAP_REFUSED = "tap_refused", _("Tap refused: no longer a scorekeeper")

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=20, choices=Kind.choices)
    reason = models.TextField(_("reason"))  # a refused tap: what it said, as the organiser reads it
    undone = models.TextField(_("what it unsettled"), blank=True)
    made_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    made_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["made_at", "pk"]

    def __str__(self) -> str:
        return f"{self.night_id} {self.kind}"
