"""The laptop's address on the hall's network, for links that tablets and phones open."""

from __future__ import annotations

import os
import re
import socket

from django.conf import settings
from django.http import HttpRequest

LOOPBACK = ("localhost", "127.0.0.1", "[::1]")


def lan_address() -> str:
    """This machine's address on the hall's Wi-Fi (no packet is sent), or 127.0.0.1."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # only picks the outgoing interface
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def default_base_url() -> str:
    """Where phones reach the app, as configured: ``CARDPARTY_BASE_URL``
    (setting, then environment variable), else empty."""
    return str(getattr(settings, "CARDPARTY_BASE_URL", "") or os.environ.get("CARDPARTY_BASE_URL", "")).rstrip("/")


def hall_base_url(request: HttpRequest) -> str:
    """The base address a phone in the hall can open, for every printed or shown link and QR code:
    ``CARDPARTY_BASE_URL`` if set, else the address the page was asked on, except that the laptop's
    own ``localhost`` becomes its address on the hall network (phones cannot reach "localhost")."""
    configured = default_base_url()
    if configured:
        return configured
    host, port = re.fullmatch(r"(.+?)(?::(\d+))?", request.get_host()).groups()
    if host in LOOPBACK:
        host = lan_address()
    return f"{request.scheme}://{host}" + (f":{port}" if port else "")


def hall_url(request: HttpRequest, path: str) -> str:
    """The absolute address of ``path`` (starting with "/") as a phone in the hall opens it."""
    return hall_base_url(request) + path
