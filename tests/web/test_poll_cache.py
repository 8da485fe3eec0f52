"""The polls' 304 from tournaments/cache/polls.py: no database row (the session and the person are shared
copies too: cache/sessions.py) while nothing changed, and never stale or given to someone it should not be (issue 16, point 3)."""

from __future__ import annotations

import threading

import pytest
from django.core.cache import caches
from django.db import connection, transaction
from django.urls import reverse

from tournaments.cache.polls import night_stamp
from tournaments.selectors import night_version
from tournaments.services.results import result_record
from tournaments.services.versions import night_version_bump


@pytest.fixture
def organiser(django_user_model):
    return django_user_model.objects.create_user("org", is_staff=True)


@pytest.fixture
def polls(night, organiser, keeper):
    """(URL, who polls it) for the desk's progress poll and the tablet's state."""
    night.organisers.add(organiser)
    return {"desk": (reverse("desk-progress-live", args=[night.slug]), organiser),
            "tablet": (reverse("score-state", args=[night.slug]), keeper)}


def _poll(client, url: str, etag: str = ""):
    extra = {"HTTP_IF_NONE_MATCH": etag} if etag else {}
    return client.get(url, HTTP_HX_REQUEST="true", HTTP_ACCEPT="application/json", **extra)


def _etag_after_one_304(client, url: str) -> str:
    etag = _poll(client, url)["ETag"]
    assert _poll(client, url, etag).status_code == 304  # this one fills the copies
    return etag


@pytest.mark.django_db
@pytest.mark.parametrize("which", ["desk", "tablet"])
def test_an_unchanged_poll_reads_no_row(client, polls, which, django_assert_num_queries):
    url, person = polls[which]
    client.force_login(person)
    etag = _etag_after_one_304(client, url)
    with django_assert_num_queries(0):  # Django's auth checks the session hash on the person's copy (cache/sessions.py)
        answer = _poll(client, url, etag)
    assert answer.status_code == 304 and answer["ETag"] == etag
    assert "no-cache" in answer["Cache-Control"] and "private" in answer["Cache-Control"]


@pytest.mark.django_db
@pytest.mark.parametrize("which", ["desk", "tablet"])
def test_a_result_recorded_is_sent_to_the_next_poll(client, polls, night, which):
    url, person = polls[which]
    client.force_login(person)
    etag = _etag_after_one_304(client, url)
    result_record(night=night, game=1, table=1, winner=1)
    answer = _poll(client, url, etag)
    assert answer.status_code == 200 and answer["ETag"] != etag


@pytest.mark.django_db
def test_a_password_changed_on_another_device_ends_the_old_session_at_the_next_poll(client, polls):
    url, keeper = polls["tablet"]
    client.force_login(keeper)
    etag = _etag_after_one_304(client, url)
    keeper.set_password("a-new-password-9")
    keeper.save()
    assert _poll(client, url, etag).status_code == 401


@pytest.mark.django_db
def test_a_person_made_inactive_gets_no_304(client, polls):
    url, organiser = polls["desk"]
    client.force_login(organiser)
    etag = _etag_after_one_304(client, url)
    organiser.is_active = False
    organiser.save()
    assert _poll(client, url, etag).status_code == 302  # the login page


@pytest.mark.django_db
def test_a_scorekeeper_is_not_answered_by_the_desk_poll(client, polls):
    """The desk's poll is the organisers': a scorekeeper with the desk's ETag is refused, not sent 304."""
    url, organiser = polls["desk"]
    client.force_login(organiser)
    etag = _etag_after_one_304(client, url)
    client.force_login(polls["tablet"][1])
    assert _poll(client, url, etag.replace(f"-u{organiser.pk}", f"-u{polls['tablet'][1].pk}")).status_code == 403


@pytest.mark.django_db
def test_a_deleted_night_is_not_answered_304(client, polls, night):
    url, organiser = polls["desk"]
    client.force_login(organiser)
    etag = _etag_after_one_304(client, url)
    night.delete()
    assert _poll(client, url, etag).status_code == 404


@pytest.mark.django_db
def test_a_version_copy_filled_while_the_night_changes_is_taken_back(night):
    """A poll reads the version, a change lands before it keeps the copy: the second read sees it, the
    copy is taken out, and the poll goes the long way."""
    changed: list[int] = []

    def change_after_the_first_read(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if "version" in sql and sql.lstrip().upper().startswith("SELECT") and not changed:
            changed.append(1)
            night_version_bump(night_id=night.pk)
        return result

    before = night_version(night=night)
    with connection.execute_wrapper(change_after_the_first_read):
        assert night_stamp(slug=night.slug) is None
    assert changed and caches["polls"].get(f"version:{night.pk}") is None
    assert night_stamp(slug=night.slug)[:2] == (night.pk, before + 1)


@pytest.mark.django_db(transaction=True)
def test_a_copy_a_poller_keeps_during_a_write_is_forgotten_when_the_write_commits(night):
    """A poller on another connection reads the version while a write is open (it sees the old one,
    rightly) and keeps it; the write's commit then deletes that copy before the write is answered."""
    before = night_version(night=night)
    seen: list = []

    def poller() -> None:
        try:
            seen.append(night_stamp(slug=night.slug))
        finally:
            connection.close()

    with transaction.atomic():
        night_version_bump(night_id=night.pk)
        thread = threading.Thread(target=poller)
        thread.start()
        thread.join(30)
        assert [stamp[:2] for stamp in seen] == [(night.pk, before)]  # the old version, kept while the write is open
        assert caches["polls"].get(f"version:{night.pk}")[:2] == (night.pk, before)
    assert caches["polls"].get(f"version:{night.pk}") is None
    assert night_stamp(slug=night.slug)[:2] == (night.pk, before + 1)
