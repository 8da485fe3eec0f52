"""The league's forms: a new hall, a night file to upload, a series' league link."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from .client import league_base


class HallForm(forms.Form):
    """A hall of the league and the league series its nights go into."""

    name = forms.CharField(label=_("Hall"), max_length=120)
    series = forms.CharField(label=_("League series"), max_length=120, initial=_("League"),
                             help_text=_("The season the hall's nights count in (made if it does not exist)."))


class UploadForm(forms.Form):
    """A night file a hall gave the league organiser (``night.json`` from its desk)."""

    file = forms.FileField(label=_("Night file (night.json)"))


class LinkForm(forms.Form):
    """Where this hall's nights go, and the token the league organiser made for the hall."""

    url = forms.URLField(label=_("League address"), max_length=300, assume_scheme="https",
                         help_text=_("The address of the league server, for example https://league.example.org/"))
    token = forms.CharField(label=_("Hall token"), max_length=100, strip=True,
                            help_text=_("Shown once to the league organiser when it was made."))

    def clean_url(self) -> str:
        """The league's own address: its page's or its API's address, pasted instead, means the same server."""
        return league_base(self.cleaned_data["url"])
