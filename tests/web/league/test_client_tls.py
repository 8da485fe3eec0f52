"""A league over https with a certificate the hall does not trust (issue 37.4): said as such and logged,
nothing sent; trusted through ``SSL_CERT_FILE`` (the system bundle with the league's certificate
appended, as the README says), the same league takes the night. Real TLS servers, openssl's certificate."""

from __future__ import annotations

import logging
import ssl
import threading
import time
from pathlib import Path

import pytest

from tournaments.league.client import night_post

from .hostile import dripping, serve, silent, tls_certificate, tls_league


@pytest.fixture(scope="module")
def certificate(tmp_path_factory) -> tuple[Path, Path]:
    return tls_certificate(tmp_path_factory.mktemp("tls"))


@pytest.fixture
def bundle(certificate, tmp_path) -> Path:
    """The system's bundle with the league's certificate appended."""
    system = Path(ssl.get_default_verify_paths().cafile or "/etc/ssl/certs/ca-certificates.crt")
    path = tmp_path / "bundle.pem"
    path.write_bytes(system.read_bytes() + b"\n" + certificate[0].read_bytes())
    return path


def test_an_untrusted_certificate_is_said_logged_and_nothing_is_sent(certificate, monkeypatch, caplog):
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    with tls_league(*certificate) as league, caplog.at_level(logging.WARNING, logger="tournaments.league.client"):
        answer = night_post(league=league.url, token="t", data={"night": {}}, deadline=5)
    assert (answer.status, answer.accepted) == (None, False)
    assert "certificate is not trusted" in answer.message and "No connection" not in answer.message
    assert "self-signed certificate" in caplog.text  # the cause, for whoever keeps the laptop
    assert league.posts == []


def test_with_ssl_cert_file_holding_the_leagues_certificate_the_night_is_sent(certificate, bundle, monkeypatch):
    monkeypatch.setenv("SSL_CERT_FILE", str(bundle))
    with tls_league(*certificate) as league:
        answer = night_post(league=league.url, token="t", data={"night": {}}, deadline=5)
    assert (answer.status, answer.accepted) == (201, True)
    assert league.posts == ["/league/api/nights/"]


def test_the_system_bundle_alone_does_not_trust_it(certificate, monkeypatch, tmp_path):
    """The same check with SSL_CERT_FILE set but without the league's certificate: the bundle is what trusts it."""
    system = Path(ssl.get_default_verify_paths().cafile or "/etc/ssl/certs/ca-certificates.crt")
    only = tmp_path / "system-only.pem"
    only.write_bytes(system.read_bytes())
    monkeypatch.setenv("SSL_CERT_FILE", str(only))
    with tls_league(*certificate) as league:
        answer = night_post(league=league.url, token="t", data={"night": {}}, deadline=5)
    assert not answer.accepted and "certificate is not trusted" in answer.message


@pytest.mark.parametrize("behaviour", [silent, dripping(0.2)], ids=["says-nothing", "drips"])
def test_over_tls_too_an_answer_that_never_ends_stops_at_the_deadline(certificate, bundle, monkeypatch, behaviour):
    monkeypatch.setenv("SSL_CERT_FILE", str(bundle))
    with serve(behaviour, tls=certificate) as league:
        started = time.monotonic()
        answer = night_post(league=league.url, token="t", data={"night": {}}, deadline=2)
        seconds = time.monotonic() - started
    assert (answer.status, answer.accepted) == (None, False) and "did not answer within 2 s" in answer.message
    assert seconds < 3.2 and not [t for t in threading.enumerate() if t.name == "bounded-post"]


def test_a_tls_handshake_that_never_comes_is_no_connection_at_the_deadline():
    """A plain server that says nothing where https is expected: the handshake waits, the deadline ends it."""
    with serve(silent) as plain:
        started = time.monotonic()
        answer = night_post(league=plain.url.replace("http:", "https:"), token="t", data={"night": {}}, deadline=2)
        seconds = time.monotonic() - started
    assert answer.status is None and "No connection to the league" in answer.message and seconds < 3.2
    assert not [t for t in threading.enumerate() if t.name == "bounded-post"]
