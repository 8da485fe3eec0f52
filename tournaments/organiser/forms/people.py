"""The couples and scorekeepers a volunteer types in."""

from __future__ import annotations

import re
import secrets

from django import forms
from django.contrib.auth import get_user_model
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from .limits import NAME_MAX

FORM_TOKEN = re.compile(r"^[A-Za-z0-9_-]{8,64}$")


def new_form_token() -> str:
    """A fresh token for one registration form (the page's script makes the next ones itself)."""
    return secrets.token_urlsafe(16)


class CoupleForm(forms.Form):
    """Two names, one of them at least (the service refuses a couple with none), and the form's
    own token: the same form sent twice registers one couple (``couple_register``'s ``token``);
    ``again`` registers names already registered tonight (the door asked first)."""

    player1 = forms.CharField(label=_("First player"), max_length=NAME_MAX, required=False, widget=forms.TextInput(
        attrs={"autofocus": True, "autocomplete": "off", "spellcheck": "false", "enterkeyhint": "next"}))
    player2 = forms.CharField(label=_("Second player"), max_length=NAME_MAX, required=False, widget=forms.TextInput(
        attrs={"autocomplete": "off", "spellcheck": "false", "enterkeyhint": "done"}))
    token = forms.CharField(required=False, max_length=64, widget=forms.HiddenInput(attrs={"data-form-token": ""}))
    # Set by the button that registers names already registered tonight once more (two people of one name).
    again = forms.BooleanField(required=False, widget=forms.HiddenInput)

    def clean_token(self) -> str:
        token = self.cleaned_data["token"]
        if token and not FORM_TOKEN.match(token):
            raise ValidationError(_("This form is out of date or damaged: reload the page and try again."))
        return token


class ScorekeeperAddForm(forms.Form):
    """An existing scorekeeper account, by user name."""

    username = forms.CharField(label=_("User name"), max_length=150, widget=forms.TextInput(
        attrs={"list": "scorekeeper-names", "autocomplete": "off", "autocapitalize": "none"}))

    def clean_username(self):
        name = self.cleaned_data["username"].strip()
        user = get_user_model().objects.filter(username__iexact=name, is_active=True).first()
        if user is None:
            raise ValidationError(_("There is no account called “%(name)s”.") % {"name": name[:150]})
        if user.is_staff or user.is_superuser:
            raise ValidationError(
                _("“%(name)s” is an organiser's account: add organisers in the admin, not as scorekeepers.")
                % {"name": user.username}
            )
        return user


class ScorekeeperCreateForm(forms.Form):
    """A new scorekeeper account with a password."""

    new_username = forms.CharField(label=_("User name"), max_length=150, widget=forms.TextInput(
        attrs={"autocomplete": "off", "autocapitalize": "none"}))
    password = forms.CharField(label=_("Password"), max_length=128, widget=forms.PasswordInput(
        attrs={"autocomplete": "new-password"}, render_value=False))

    def clean_new_username(self) -> str:
        name = self.cleaned_data["new_username"].strip()
        user_model = get_user_model()
        field = user_model._meta.get_field(user_model.USERNAME_FIELD)
        for validator in field.validators:
            validator(name)
        if user_model.objects.filter(username__iexact=name).exists():
            raise ValidationError(_("The user name “%(name)s” is taken: choose another.") % {"name": name})
        return name

    def clean(self) -> dict:
        data = super().clean()
        if data.get("new_username") and data.get("password"):
            user = get_user_model()(username=data["new_username"])
            try:
                validate_password(data["password"], user)
            except ValidationError as exc:
                self.add_error("password", exc)
        return data
