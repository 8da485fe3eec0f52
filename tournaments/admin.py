"""The Django admin: every record of a night to look at, changed only through the services.

A night's records (couples, seats, results, corrections, tie-breaks, the cookie jar) are
read-only here: an edit in the admin would skip the checks, the audit trail and the
night's lock that the desk's services hold. The night's actions call those services;
a night's settings, its people and its series are edited as usual (settings that the
desk would refuse stay read-only).
"""

from __future__ import annotations

from django.contrib import admin, messages
from django.utils.translation import gettext_lazy as _

from .errors import Refusal
from .models import (
    Correction,
    Couple,
    Dispute,
    JarDraw,
    JarEntry,
    Night,
    Player,
    PlayerEvent,
    Result,
    Seat,
    Series,
    TieBreak,
    TieEntry,
)
from .services import jar, nights


def _run(modeladmin, request, queryset, action, done: str) -> None:
    for night in queryset:
        try:
            action(night=night)
        except Refusal as exc:
            modeladmin.message_user(request, f"{night}: {exc.message}", messages.ERROR)
        else:
            modeladmin.message_user(request, f"{night}: {done}", messages.SUCCESS)


@admin.action(description=_("Start the night (seat by couple number)"))
def start_night(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, nights.night_start, _("started"))


@admin.action(description=_("Start the night (random seating)"))
def start_night_random(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, lambda night: nights.night_start(night=night, random_draw=True), _("started"))


@admin.action(description=_("Close the game in play"))
def close_game(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, nights.game_close, _("game closed"))


@admin.action(description=_("Draw the cookie jar (sealed)"))
def draw_jar(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, jar.jar_draw, _("cookie jar drawn"))


@admin.action(description=_("Reveal the cookie jar"))
def reveal_jar(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, jar.jar_reveal, _("cookie jar revealed"))


@admin.action(description=_("Finish the night"))
def finish_night(modeladmin, request, queryset) -> None:
    _run(modeladmin, request, queryset, nights.night_finish, _("finished"))


class ReadOnly:
    """Look, don't touch: the desk's services make these records."""

    def has_add_permission(self, request, obj=None) -> bool:  # noqa: ANN001
        return False

    def has_change_permission(self, request, obj=None) -> bool:  # noqa: ANN001
        return False

    def has_delete_permission(self, request, obj=None) -> bool:  # noqa: ANN001
        return False


class CoupleInline(ReadOnly, admin.TabularInline):
    model = Couple
    fields = ("number", "player1", "player2", "joined_game", "left_after")
    extra = 0


@admin.register(Series)
class SeriesAdmin(admin.ModelAdmin):
    list_display = ("name", "venue", "language", "jar_carry")
    prepopulated_fields = {"slug": ("name",)}
    filter_horizontal = ("owners",)


@admin.register(Night)
class NightAdmin(admin.ModelAdmin):
    list_display = ("name", "date", "venue", "state", "current_game", "games")
    list_filter = ("state", "series")
    search_fields = ("name", "venue", "slug")
    readonly_fields = ("state", "current_game", "seating_seed", "games", "bye_earns_win", "cookie_jar", "cookie_jar_games",
                       "cookie_jar_fee", "booby_prize", "prizes", "series", "slug", "game")
    filter_horizontal = ("organisers", "scorekeepers")
    inlines = [CoupleInline]
    actions = [start_night, start_night_random, close_game, draw_jar, reveal_jar, finish_night]

    def has_add_permission(self, request) -> bool:  # noqa: ANN001
        return False  # a night is created on the desk, which seeds its slug, prizes and organiser


@admin.register(Couple)
class CoupleAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("number", "player1", "player2", "night", "joined_game", "left_after")
    list_filter = ("night",)
    search_fields = ("player1", "player2")
    list_select_related = ("night",)


@admin.register(Player)
class PlayerAdmin(ReadOnly, admin.ModelAdmin):
    """A series' players, to look up; renamed and merged on the desk's players page, which keeps the
    audit line and moves the couples."""

    list_display = ("name", "series", "phone", "note")
    list_filter = ("series",)
    search_fields = ("name", "folded", "phone", "note")
    list_select_related = ("series",)


@admin.register(PlayerEvent)
class PlayerEventAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("made_at", "series", "kind", "old_name", "new_name", "couples_moved", "made_by")
    list_filter = ("series", "kind")
    list_select_related = ("series", "made_by")


@admin.register(Seat)
class SeatAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("night", "game", "table", "role", "couple")
    list_filter = ("night", "game")
    list_select_related = ("night", "couple")


class CorrectionInline(ReadOnly, admin.TabularInline):
    model = Correction
    fields = ("from_version", "old_winner", "new_winner", "reason", "made_by", "made_at")
    readonly_fields = fields
    extra = 0


@admin.register(Result)
class ResultAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("night", "game", "table", "winner", "winner_points", "loser_points", "entered_by", "entered_at", "version")
    list_filter = ("night", "game")
    list_select_related = ("night", "winner", "entered_by")
    readonly_fields = ("version", "entered_at")
    inlines = [CorrectionInline]


class TieEntryInline(ReadOnly, admin.TabularInline):
    model = TieEntry
    extra = 0


@admin.register(TieBreak)
class TieBreakAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("night", "kind", "place", "method", "resolved")
    inlines = [TieEntryInline]


@admin.register(JarEntry)
class JarEntryAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("night", "couple", "fee")
    list_select_related = ("night", "couple")


@admin.register(JarDraw)
class JarDrawAdmin(ReadOnly, admin.ModelAdmin):
    """A sealed draw stays sealed here too: its games and seed (which gives the games) show once revealed."""

    list_display = ("night", "seed_shown", "games_shown", "revealed", "carried_in", "carried_out")
    SEALED = ("seed", "games")

    @admin.display(description=_("seed"))
    def seed_shown(self, draw: JarDraw) -> str:
        return str(draw.seed) if draw.revealed else str(_("sealed until the reveal"))

    @admin.display(description=_("games drawn"))
    def games_shown(self, draw: JarDraw) -> str:
        return ", ".join(map(str, draw.games)) if draw.revealed else str(_("sealed until the reveal"))

    def get_fields(self, request, obj=None):  # noqa: ANN001, ANN201 - the admin's signature
        fields = super().get_fields(request, obj)
        return [f for f in fields if obj is None or obj.revealed or f not in self.SEALED]


@admin.register(Dispute)
class DisputeAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("night", "game", "table", "claimed", "recorded", "claimed_by", "claimed_at", "status", "settled_by")
    list_filter = ("night", "status")
    list_select_related = ("night", "claimed", "recorded", "claimed_by", "settled_by")
