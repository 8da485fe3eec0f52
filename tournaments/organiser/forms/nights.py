"""A night's forms at the desk: a new night, its settings, how game 1 is seated."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from django import forms
from django.conf import settings
from django.utils.translation import gettext_lazy as _

from tournaments.models import Night, Series, game_choices
from tournaments.selectors import series_for
from tournaments.services.night_settings import PRIZE_ROWS_MAX

from .limits import SEED_MAX


def _today() -> dt.date:
    return dt.date.today()


class NightCreateForm(forms.Form):
    """A new night; hall and language left empty come from its series."""

    series = forms.ModelChoiceField(
        label=_("Series"), queryset=Series.objects.none(), required=False, empty_label=_("— a new series —")
    )
    new_series = forms.CharField(label=_("…or a new series"), max_length=120, required=False,
                                 help_text=_("For example: St. Joseph's Parish Hall, winter 2026"))
    name = forms.CharField(label=_("Name of the night"), max_length=120, required=False,
                           help_text=_("Left empty, the date is the name."))
    date = forms.DateField(label=_("Date"), initial=_today, input_formats=["%Y-%m-%d", "%d/%m/%Y"],
                           widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"))
    games = forms.IntegerField(label=_("Number of games"), initial=25, min_value=1, max_value=99)
    venue = forms.CharField(label=_("Hall"), max_length=160, required=False,
                            help_text=_("Left empty, the series' hall."))
    language = forms.ChoiceField(label=_("Language of the night"), required=False,
                                 choices=[("", _("As the series"))] + list(settings.LANGUAGES))
    game = forms.ChoiceField(label=_("Game played"), required=False, choices=lambda: [("", _("As the series"))] + game_choices(),
                             help_text=_("Forty-Fives to 45 is the card party's game; the others are auction games."))
    bye_earns_win = forms.BooleanField(label=_("A bye earns a win"), required=False, initial=True)
    places = forms.IntegerField(label=_("Prize places"), initial=3, min_value=1, max_value=PRIZE_ROWS_MAX)
    booby_prize = forms.BooleanField(label=_("Booby prize"), required=False, initial=True)
    cookie_jar = forms.BooleanField(label=_("Cookie jar"), required=False, initial=True)
    cookie_jar_games = forms.IntegerField(label=_("Games drawn for the cookie jar"), initial=8, min_value=1, max_value=99,
                                          help_text=_("Usually 8 or 10."))
    cookie_jar_fee = forms.DecimalField(label=_("Cookie jar entry fee"), initial=Decimal("2.00"), min_value=0,
                                        max_value=10000, max_digits=7, decimal_places=2, localize=True,
                                        widget=forms.TextInput(attrs={"inputmode": "decimal"}))
    paper = forms.ChoiceField(label=_("Paper size"), choices=Night.Paper.choices, initial=Night.Paper.LETTER)

    def __init__(self, *args, user=None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        if user is not None:  # another organiser's series is not offered
            self.fields["series"].queryset = series_for(user).order_by("name")
        for i in range(1, PRIZE_ROWS_MAX + 1):
            self.fields[f"prize_{i}"] = forms.CharField(  # two lines: a long description is read whole, even on a phone
                label=_("Prize %(place)d") % {"place": i}, max_length=120, required=False,
                widget=forms.Textarea(attrs={"rows": 2, "cols": 30, "class": "prize-description"}))
            self.fields[f"amount_{i}"] = forms.CharField(label=_("Amount"), max_length=40, required=False)

    def prize_rows(self) -> list[tuple[int, forms.BoundField, forms.BoundField]]:
        """The prize description and amount fields, place by place."""
        return [(i, self[f"prize_{i}"], self[f"amount_{i}"]) for i in range(1, PRIZE_ROWS_MAX + 1)]

    def clean(self) -> dict:
        data = super().clean()
        new = " ".join((data.get("new_series") or "").split())
        data["new_series"] = new
        if not new and not data.get("series") and "series" not in self.errors:
            self.add_error("series", _("Pick a series, or type the name of a new one."))
        self._check_jar_games(data)
        return data

    def _check_jar_games(self, data: dict) -> None:
        games = data.get("games")
        jar_games = data.get("cookie_jar_games")
        if data.get("cookie_jar") and games and jar_games and jar_games > games:
            self.add_error(
                "cookie_jar_games",
                _("The cookie jar cannot draw more games than the night has (%(games)d).") % {"games": games},
            )

    def prizes(self) -> list[dict]:
        """The prize places as the night stores them."""
        data = self.cleaned_data
        return [
            {"description": data.get(f"prize_{i}", "").strip(), "amount": data.get(f"amount_{i}", "").strip()}
            for i in range(1, data["places"] + 1)
        ]


def night_initial(night: Night) -> dict:
    """A night's settings as the night form's initial values (the create form copies them from
    the last night of the series, the settings form edits them)."""
    rows = list(night.prizes or [])[:PRIZE_ROWS_MAX]
    initial = {key: getattr(night, key) for key in ("name", "date", "games", "venue", "language", "game", "bye_earns_win",
                                                    "booby_prize", "cookie_jar", "cookie_jar_games", "cookie_jar_fee",
                                                    "paper")}
    initial["places"] = len(rows) or 1
    for i, row in enumerate(rows, start=1):
        initial[f"prize_{i}"], initial[f"amount_{i}"] = row.get("description", ""), row.get("amount", "")
    return initial


class NightEditForm(NightCreateForm):
    """A night's settings, corrected; ``frozen`` maps the settings that can no longer change to the reason."""

    def __init__(self, *args, night: Night, frozen: dict[str, str] | None = None, **kwargs) -> None:
        super().__init__(*args, initial=night_initial(night), **kwargs)
        del self.fields["series"], self.fields["new_series"]
        self.fields["name"].required = True
        self.fields["name"].help_text = _("Links and QR codes keep working: the night's address does not change.")
        self.fields["name"].error_messages["required"] = _("Give the night a name.")
        self.fields["language"].choices = list(settings.LANGUAGES)
        self.fields["language"].required = True
        self.fields["game"].choices = game_choices()
        self.fields["game"].required = True
        if night.state == Night.State.PLAYING:
            self.fields["games"].help_text = _("At least %(game)d: game %(game)d is being played.") % {"game": night.current_game}
        elif night.state == Night.State.PRIZES:
            self.fields["games"].help_text = _("Every game has been played: more games send the night back to play.")
        self.frozen = frozen or {}
        for name, reason in self.frozen.items():
            for field in [name] if name != "prizes" else [f"{k}_{i}" for i in range(1, PRIZE_ROWS_MAX + 1) for k in ("prize", "amount")]:
                if field in self.fields:
                    self.fields[field].disabled = True
            self.fields["prize_1" if name == "prizes" else name].help_text = reason  # one note under the prize table

    def clean(self) -> dict:
        data = forms.Form.clean(self)
        self._check_jar_games(data)
        return data

    def settings(self) -> dict:
        """The settings as night_update takes them."""
        data = self.cleaned_data
        keys = ("name", "date", "venue", "language", "game", "paper", "games", "bye_earns_win", "booby_prize", "cookie_jar",
                "cookie_jar_games", "cookie_jar_fee")
        return {**{k: data[k] for k in keys}, "prizes": self.prizes()}



class StartForm(forms.Form):
    """How game 1 is seated."""

    ORDER, RANDOM = "order", "random"
    seating = forms.ChoiceField(
        label=_("First seating"),
        choices=[(ORDER, _("In couple-number order (1 and 2 at table 1, …)")), (RANDOM, _("By a random draw"))],
        initial=ORDER, widget=forms.RadioSelect,
    )
    seed = forms.IntegerField(label=_("Seed of an earlier draw"), required=False, min_value=0, max_value=SEED_MAX,
                              help_text=_("Only to seat game 1 exactly as an earlier random draw did: type the seed it "
                                          "showed. Left empty, the draw is a fresh one."),
                              widget=forms.TextInput(attrs={"inputmode": "numeric", "autocomplete": "off"}))

    def clean(self) -> dict:
        data = super().clean()
        if data.get("seed") is not None and data.get("seating") == self.ORDER:
            self.add_error("seed", _("A seed is only used for a random draw."))
        return data
