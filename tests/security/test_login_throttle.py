"""Login attempts are throttled: five failures lock the name out, even with the right password."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def _payload(username: str, password: str) -> dict:
    return {"username": username, "password": password}


def test_five_failed_logins_lock_the_account_out_for_a_while(client, django_user_model):
    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    for _ in range(5):
        response = client.post("/accounts/login/", _payload("org", "wrong"))
        assert response.status_code in (200, 429)
    locked = client.post("/accounts/login/", _payload("org", "right-password-1"))
    assert locked.status_code == 429
    assert "_auth_user_id" not in client.session
    assert "Wait 15 minutes" in locked.content.decode()


def test_a_good_login_works_and_a_bad_one_says_so(client, django_user_model):
    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    bad = client.post("/accounts/login/", _payload("org", "wrong"))
    assert bad.status_code == 200
    assert "do not match" in bad.content.decode()
    good = client.post("/accounts/login/", _payload("org", "right-password-1"))
    assert good.status_code == 302
    assert client.session["_auth_user_id"]


def test_login_form_enforces_csrf(django_user_model):
    from django.test import Client

    django_user_model.objects.create_user("org", password="right-password-1")
    strict = Client(enforce_csrf_checks=True)
    response = strict.post("/accounts/login/", _payload("org", "right-password-1"))
    assert response.status_code == 403


PROXY = "127.0.0.1"


def _through_proxy(client, address: str, password: str):
    """A login as a league server's TLS proxy passes it on: from the proxy, the client in X-Forwarded-For."""
    return client.post("/accounts/login/", _payload("org", password), REMOTE_ADDR=PROXY,
                       HTTP_X_FORWARDED_FOR=address)


def test_a_strangers_five_wrong_passwords_through_the_proxy_do_not_lock_the_organiser_out(
        client, django_user_model, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    for _ in range(6):
        _through_proxy(client, "203.0.113.66", "wrong")
    assert _through_proxy(client, "203.0.113.66", "right-password-1").status_code == 429
    from django.test import Client

    organiser = Client()
    assert _through_proxy(organiser, "198.51.100.20", "right-password-1").status_code == 302
    assert organiser.session["_auth_user_id"]


def test_an_address_the_client_wrote_itself_does_not_let_it_escape_its_lock(client, django_user_model, settings):
    settings.TRUSTED_PROXIES = [PROXY]
    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    for n in range(5):
        client.post("/accounts/login/", _payload("org", "wrong"), REMOTE_ADDR=PROXY,
                    HTTP_X_FORWARDED_FOR=f"10.9.9.{n}, 203.0.113.66")
    assert _through_proxy(client, "203.0.113.66", "right-password-1").status_code == 429


def test_a_try_while_locked_does_not_start_the_15_minutes_again(client, django_user_model):
    import datetime as dt

    from axes.models import AccessAttempt
    from django.db.models import F

    django_user_model.objects.create_user("org", password="right-password-1", is_staff=True)
    for _ in range(5):
        client.post("/accounts/login/", _payload("org", "wrong"))
    AccessAttempt.objects.update(attempt_time=F("attempt_time") - dt.timedelta(minutes=10))
    assert client.post("/accounts/login/", _payload("org", "wrong")).status_code == 429
    AccessAttempt.objects.update(attempt_time=F("attempt_time") - dt.timedelta(minutes=6))
    assert client.post("/accounts/login/", _payload("org", "right-password-1")).status_code == 302
