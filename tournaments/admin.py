"""The Django admin: enough to run a whole night before the tablet pages existed."""

from __future__ import annotations

from django.contrib import admin, messages
from django.utils.translation import gettext_lazy as _

from .errors import Refusal
from .models import Correction, Couple, JarDraw, JarEntry, Night, Result, Seat, Series, TieBreak, TieEntry
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


class CoupleInline(admin.TabularInline):
    model = Couple
    fields = ("number", "player1", "player2", "joined_game", "left_after")
    extra = 0


@admin.register(Series)
class SeriesAdmin(admin.ModelAdmin):
    list_display = ("name", "venue", "language", "jar_carry")
    prepopulated_fields = {"slug": ("name",)}


@admin.register(Night)
class NightAdmin(admin.ModelAdmin):
    list_display = ("name", "date", "venue", "state", "current_game", "games")
    list_filter = ("state", "series")
    search_fields = ("name", "venue", "slug")
    prepopulated_fields = {"slug": ("name",)}
    readonly_fields = ("state", "current_game", "seating_seed")
    filter_horizontal = ("organisers", "scorekeepers")
    inlines = [CoupleInline]
    actions = [start_night, start_night_random, close_game, draw_jar, reveal_jar, finish_night]


@admin.register(Couple)
class CoupleAdmin(admin.ModelAdmin):
    list_display = ("number", "player1", "player2", "night", "joined_game", "left_after")
    list_filter = ("night",)
    search_fields = ("player1", "player2")
    list_select_related = ("night",)


@admin.register(Seat)
class SeatAdmin(admin.ModelAdmin):
    list_display = ("night", "game", "table", "role", "couple")
    list_filter = ("night", "game")
    list_select_related = ("night", "couple")


class CorrectionInline(admin.TabularInline):
    model = Correction
    fields = ("from_version", "old_winner", "new_winner", "reason", "made_by", "made_at")
    readonly_fields = fields
    extra = 0
    can_delete = False


@admin.register(Result)
class ResultAdmin(admin.ModelAdmin):
    list_display = ("night", "game", "table", "winner", "winner_points", "loser_points", "entered_by", "entered_at", "version")
    list_filter = ("night", "game")
    list_select_related = ("night", "winner", "entered_by")
    readonly_fields = ("version", "entered_at")
    inlines = [CorrectionInline]


class TieEntryInline(admin.TabularInline):
    model = TieEntry
    extra = 0


@admin.register(TieBreak)
class TieBreakAdmin(admin.ModelAdmin):
    list_display = ("night", "kind", "place", "method", "resolved")
    inlines = [TieEntryInline]


@admin.register(JarEntry)
class JarEntryAdmin(admin.ModelAdmin):
    list_display = ("night", "couple", "fee")
    list_select_related = ("night", "couple")


@admin.register(JarDraw)
class JarDrawAdmin(admin.ModelAdmin):
    list_display = ("night", "seed", "games", "revealed", "carried_in", "carried_out")
