"""Who the client is behind the league server's TLS proxy: the scheme and the address a request
came from are believed only from the proxies ``settings.TRUSTED_PROXIES`` names (README, "A
league server"); gunicorn's ``forwarded_allow_ips`` is the same setting.

Anyone else's ``X-Forwarded-*`` headers are taken out of the request before anything reads them,
so a client that reaches gunicorn directly cannot say "https", nor lend itself another address.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Sequence
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

Address = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network

# The headers only a proxy may set; the scheme's is settings.SECURE_PROXY_SSL_HEADER.
FORWARDED_HEADERS = ("HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_HOST",
                     "HTTP_X_FORWARDED_PORT", "HTTP_X_FORWARDED_SSL", "HTTP_FORWARDED", "HTTP_X_REAL_IP")


def _address(value: str | None) -> Address | None:
    """An address as written in REMOTE_ADDR or one hop of X-Forwarded-For, or None."""
    try:
        address = ipaddress.ip_address((value or "").strip())
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped:
        return address.ipv4_mapped
    return address


@lru_cache(maxsize=8)
def _networks(proxies: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(p) for p in proxies)


def _trusted(address: Address | None, proxies: Sequence[str]) -> bool:
    return address is not None and any(address in network for network in _networks(tuple(proxies)))


def peer_is_trusted_proxy(request: HttpRequest) -> bool:
    """Whether the request reached us from one of the trusted proxies."""
    return _trusted(_address(request.META.get("REMOTE_ADDR")), settings.TRUSTED_PROXIES)


def client_address(request: HttpRequest) -> str | None:
    """The address of the client a request comes from (the login lock's, the referee limit's).

    From a peer that is not a trusted proxy, the peer itself. From a trusted proxy, X-Forwarded-For
    read from the right: the first hop that is not a trusted proxy, so an address a client wrote
    into the header itself (on its left) is never believed. None when there is no address at all."""
    proxies = settings.TRUSTED_PROXIES
    client = _address(request.META.get("REMOTE_ADDR"))
    if not _trusted(client, proxies):
        return str(client) if client else None
    for hop in reversed(request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")):
        address = _address(hop)
        if address is None:
            break
        client = address
        if not _trusted(address, proxies):
            break
    return str(client)


class ForwardedHeadersMiddleware:
    """Drop the proxy's headers from a request that did not come through a trusted proxy, before
    SecurityMiddleware reads the scheme (``SECURE_PROXY_SSL_HEADER``) from them."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not peer_is_trusted_proxy(request):
            for header in FORWARDED_HEADERS:
                request.META.pop(header, None)
        return self.get_response(request)
