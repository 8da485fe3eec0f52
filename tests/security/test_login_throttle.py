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
