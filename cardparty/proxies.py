"""Which proxies may tell the app a request's scheme and its client's address: one setting,
``TRUSTED_PROXIES``, read here for both Django (settings.py) and gunicorn (gunicorn_conf.py).

Plain Python, no Django: gunicorn's configuration reads it before Django is loaded.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping

# Where a league server's TLS proxy runs when it follows the README: on the same machine.
SAME_MACHINE = ("127.0.0.1", "::1")


def trusted_proxies(*, https: bool, environ: Mapping[str, str] = os.environ) -> list[str]:
    """The proxies' addresses or networks (comma separated in ``TRUSTED_PROXIES``).

    Unset, a server with ``HTTPS=true`` trusts a proxy on its own machine and a hall laptop
    (plain http, no proxy) trusts nobody; set empty, nobody is trusted. A value that is not an
    address or a network (``10.0.0.0/8``; ``*`` is not one) stops the server with the reason."""
    raw = environ.get("TRUSTED_PROXIES")
    if raw is None:
        return list(SAME_MACHINE) if https else []
    proxies = [item.strip() for item in raw.split(",") if item.strip()]
    for item in proxies:
        try:
            ipaddress.ip_network(item)  # strict, as gunicorn's forwarded_allow_ips checks it
        except ValueError as exc:
            raise ValueError(f"TRUSTED_PROXIES: {item!r} is not an address or a network ({exc})") from None
    return proxies
