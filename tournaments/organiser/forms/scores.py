"""Points, corrections, play-offs and the cookie jar's entries."""

from __future__ import annotations

from django import forms
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils.translation import gettext_lazy as _

from tournaments.games import FORTY_FIVE, night_game
from tournaments.models import Night
from tournaments.text import clean_text, whole_number

from .limits import REASON_MAX


class ScaledPoints:
    """A form whose optional points follow the night's game (45, 120 or 110 scales)."""

    def _scale(self, night: Night | None) -> None:
        game = night_game(night.game if night is not None else FORTY_FIVE)
        self.example = game.example
        for name in ("winner_points", "loser_points"):
            field = self.fields[name]
            field.min_value, field.max_value = game.low, game.high
            field.validators = [MinValueValidator(game.low), MaxValueValidator(game.high)]
            field.widget.attrs.update(min=game.low, max=game.high)


class CorrectionForm(ScaledPoints, forms.Form):
    """A corrected result, carrying the version the organiser saw."""

    game = forms.IntegerField(min_value=1, max_value=99, widget=forms.HiddenInput)
    table = forms.IntegerField(min_value=1, max_value=100_000, widget=forms.HiddenInput)
    version = forms.IntegerField(min_value=1, widget=forms.HiddenInput)
    winner = forms.IntegerField(label=_("Winning couple"), min_value=1, max_value=100_000,
                                error_messages={"required": _("Choose the couple that won.")})
    winner_points = forms.IntegerField(label=_("Winner's points"), required=False)
    loser_points = forms.IntegerField(label=_("Loser's points"), required=False)
    reason = forms.CharField(label=_("Reason"), max_length=REASON_MAX, widget=forms.TextInput,
                             error_messages={"required": _("Give a reason for the correction.")})

    def __init__(self, *args, night: Night | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._scale(night)

    def clean(self) -> dict:
        data = super().clean()
        if any(name in self.errors for name in ("game", "table", "version")):
            raise ValidationError(_("This form is out of date or damaged: reload the page and try again."))
        won, lost = data.get("winner_points"), data.get("loser_points")
        if (won is None) != (lost is None):
            self.add_error("loser_points", _("Give both scores, such as %(won)d and %(lost)d, or neither.")
                           % {"won": self.example[0], "lost": self.example[1]})
        return data

    def points(self) -> tuple[int, int] | None:
        won, lost = self.cleaned_data.get("winner_points"), self.cleaned_data.get("loser_points")
        return None if won is None else (won, lost)


class PlayoffForm(ScaledPoints, forms.Form):
    """The winner of a play-off game."""

    winner = forms.IntegerField(label=_("Play-off winner"), min_value=1, error_messages={
        "required": _("Choose the couple that won the play-off."),
    })
    winner_points = forms.IntegerField(required=False)
    loser_points = forms.IntegerField(required=False)

    def __init__(self, *args, night: Night | None = None, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._scale(night)


class JarEntriesForm(forms.Form):
    """The fee paid by couples entering the cookie jar now."""

    fee = forms.DecimalField(label=_("Entry fee"), required=False, min_value=0, max_value=10000, max_digits=7,
                             decimal_places=2, localize=True, widget=forms.TextInput(attrs={"inputmode": "decimal"}))


def numbered(data, prefix: str) -> dict[int, str]:
    """Values posted as ``<prefix><couple number>`` (``choice_12``, ``card_12``), keyed by number.

    Raises ValidationError for a key that is not a couple number.
    """
    found: dict[int, str] = {}
    for key in data:
        if not key.startswith(prefix):
            continue
        number = whole_number(key[len(prefix):], digits=7)
        if number is None:
            raise ValidationError(_("That couple number is not valid."))
        found[number] = clean_text(data.get(key, ""))[:20]
    return found
