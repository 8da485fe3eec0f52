"""The laptop's address on the hall's network, for links that tablets and phones open."""

from __future__ import annotations

import socket


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
