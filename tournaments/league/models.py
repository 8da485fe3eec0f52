"""The league's data: halls, their tokens, the nights they sent, audit lines; and the hall's link."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from tournaments.models import Night, Series


class Hall(models.Model):
    """A hall that sends its nights to this league server, into one series (the league's season)."""

    name = models.CharField(_("hall"), max_length=120, unique=True)
    series = models.ForeignKey(Series, on_delete=models.PROTECT, related_name="league_halls", verbose_name=_("series"))
    made_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["name"]
        permissions = [("run_league", "Can run the league: halls, tokens, uploads")]

    def __str__(self) -> str:
        return self.name


class HallToken(models.Model):
    """An API token of a hall: only its sha256 is kept; revoked tokens stay for the audit lines."""

    hall = models.ForeignKey(Hall, on_delete=models.CASCADE, related_name="tokens")
    digest = models.CharField(max_length=64, unique=True)
    hint = models.CharField(max_length=8, help_text="The token's first characters, to tell tokens apart.")
    made_at = models.DateTimeField(default=timezone.now)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["made_at", "pk"]

    def __str__(self) -> str:
        return f"{self.hall_id} {self.hint}…"


class ReceivedNight(models.Model):
    """A night a hall sent: which hall, its short name at the hall, the night made from it (whose short
    name on the league may differ: two halls' "week-3" never clash), the digest and version of the file."""

    hall = models.ForeignKey(Hall, on_delete=models.PROTECT, related_name="received")
    slug = models.SlugField(max_length=80, help_text="The night's short name at the hall that sent it.")
    night = models.OneToOneField(Night, null=True, on_delete=models.SET_NULL, related_name="league_received")
    digest = models.CharField(max_length=64)
    # The night's version in the file kept (0: a file from before exports carried it): a file is taken
    # as a correction only when its version is higher, so an old file sent again never undoes one.
    version = models.PositiveBigIntegerField(default=0)
    received_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-received_at", "pk"]
        constraints = [models.UniqueConstraint(fields=["hall", "slug"], name="league_received_hall_slug")]

    def __str__(self) -> str:
        return self.slug


class LeagueEvent(models.Model):
    """One audit line of the league: a hall made, a token made or revoked, a night received or corrected."""

    class Kind(models.TextChoices):
        HALL = "hall", _("Hall added")
        TOKEN = "token", _("Token made")
        REVOKED = "revoked", _("Token revoked")
        RECEIVED = "received", _("Night received")
        CORRECTED = "corrected", _("Night corrected")

    hall = models.ForeignKey(Hall, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=12, choices=Kind.choices)
    slug = models.CharField(max_length=80, blank=True)
    detail = models.CharField(max_length=200, blank=True)
    token = models.ForeignKey(HallToken, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    made_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                related_name="+")
    made_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-made_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.hall_id} {self.kind} {self.slug}"


class LeagueLink(models.Model):
    """On a hall's laptop: where a series' finished nights are sent, and the hall's token there."""

    series = models.OneToOneField(Series, on_delete=models.CASCADE, related_name="league_link")
    url = models.URLField(_("league address"), max_length=300)
    token = models.CharField(_("hall token"), max_length=100)
    set_at = models.DateTimeField(default=timezone.now)
    # Who last changed the address and token (the League page shows it, with when): empty before it was kept.
    set_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="+")

    def __str__(self) -> str:
        return self.url


class NightSent(models.Model):
    """On a hall's laptop: one sending of a night to the league, and the league's answer."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="league_sent")
    url = models.URLField(max_length=300)
    digest = models.CharField(max_length=64)
    status = models.PositiveSmallIntegerField(null=True, blank=True, help_text="The league's HTTP answer; empty: no connection.")
    accepted = models.BooleanField(default=False)
    message = models.CharField(max_length=600)
    sent_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                related_name="+")
    sent_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["-sent_at", "-pk"]

    def __str__(self) -> str:
        return f"{self.night_id} {self.status}"
