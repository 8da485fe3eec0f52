"""A device's cookie, so that games started without a login are counted per device
(``upkeep.referee_admit``) even where many phones share one address."""

from __future__ import annotations

import secrets

from django.conf import settings
from django.http import HttpRequest, HttpResponse

DEVICE_COOKIE = "referee_device"
DEVICE_SALT = "cardparty.referee.device"
DEVICE_COOKIE_AGE = 60 * 60 * 24 * 365


def device_of(request: HttpRequest) -> str:
    """The device's id from its signed cookie, or "" when it sent none (or a forged one)."""
    return request.get_signed_cookie(DEVICE_COOKIE, default="", salt=DEVICE_SALT)[:32]


def device_remember(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Give a device that has no cookie yet one of its own."""
    if not device_of(request):
        response.set_signed_cookie(DEVICE_COOKIE, secrets.token_urlsafe(16), salt=DEVICE_SALT,
                                   max_age=DEVICE_COOKIE_AGE, secure=settings.SESSION_COOKIE_SECURE,
                                   httponly=True, samesite="Lax")
    return response
