"""/desk/<slug>/settings/: correcting a night's settings; every mistake explained, nothing changed on a refusal."""

from __future__ import annotations

import pytest
from django.contrib.messages import get_messages
from django.forms.models import model_to_dict
from django.test import Client
from django.urls import reverse

from tournaments.models import JarEntry, Night, Seat
from tournaments.services.jar import jar_enter
from tournaments.services.nights import game_close, night_finish
from tournaments.services.prizes import tiebreak_open
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db


@pytest.fixture
def registration(make_night, organiser):
    night = make_night(couples=6, games=25, start=False)
    night.organisers.add(organiser)
    return night


@pytest.fixture
def playing(make_night, organiser, play_games):
    """Six couples, 10 games, game 4 in play; no cookie jar."""
    night = make_night(couples=6, games=10, cookie_jar=False)
    night.organisers.add(organiser)
    return play_games(night, 3)


@pytest.fixture
def tied(make_night, organiser):
    """Four couples, one game played: 1 and 3 tied for the first prize, 2 and 4 for the booby prize."""
    night = make_night(couples=4, games=1, cookie_jar_games=1)
    night.organisers.add(organiser)
    result_record(night=night, game=1, table=1, winner=1)
    result_record(night=night, game=1, table=2, winner=3)
    return game_close(night=night)


def _payload(night: Night, **changes) -> dict:
    """The form as the page posts it, holding the night's settings, with ``changes``."""
    night = Night.objects.get(pk=night.pk)
    data = {"name": night.name, "date": night.date.isoformat(), "games": str(night.games), "venue": night.venue,
            "language": night.language, "game": night.game, "paper": night.paper, "places": str(night.prize_places),
            "cookie_jar_games": str(night.cookie_jar_games), "cookie_jar_fee": str(night.cookie_jar_fee)}
    data.update({key: "on" for key in ("bye_earns_win", "booby_prize", "cookie_jar") if getattr(night, key)})
    for i, row in enumerate(night.prizes, start=1):
        data[f"prize_{i}"], data[f"amount_{i}"] = row["description"], row["amount"]
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


def _url(night) -> str:
    return reverse("desk-night-edit", args=[night.slug])


def texts(response) -> list[str]:
    return [str(m) for m in get_messages(response.wsgi_request)]


def stored(night) -> dict:
    night = Night.objects.get(pk=night.pk)
    seats = sorted(Seat.objects.filter(night=night).values_list("game", "table", "couple__number"))
    return {**model_to_dict(night, exclude=["organisers", "scorekeepers"]), "seats": seats}


def test_the_hub_links_to_the_settings_and_the_form_holds_them(org_client, registration):
    hub = org_client.get(reverse("desk-night", args=[registration.slug])).content.decode()
    assert f'href="{_url(registration)}"' in hub
    page = org_client.get(_url(registration))
    assert page.status_code == 200
    html = page.content.decode()
    assert f'value="{registration.name}"' in html and 'name="series"' not in html and "disabled" not in html


def test_a_corrected_night_is_saved_and_said_so(org_client, registration):
    response = org_client.post(_url(registration), _payload(
        registration, name="Saturday card party", date="2026-12-12", games="20", language="fr", places="2",
        prize_1="Ham", amount_1="$20", prize_2="Turkey", booby_prize=None, cookie_jar_fee="2.50"))
    assert response.status_code == 302 and response["Location"] == reverse("desk-night", args=[registration.slug])
    assert texts(response) == ["The night's settings are saved."]
    night = Night.objects.get(pk=registration.pk)
    assert (night.name, str(night.date), night.games, night.language, night.booby_prize) == (
        "Saturday card party", "2026-12-12", 20, "fr", False)
    assert night.prizes == [{"description": "Ham", "amount": "$20"}, {"description": "Turkey", "amount": ""}]
    assert str(night.cookie_jar_fee) == "2.50" and night.slug == registration.slug


@pytest.mark.parametrize(("changes", "note"), [
    ({"name": "  "}, "Give the night a name."),
    ({"date": "2026-02-30"}, "Enter a valid date."),
    ({"games": "abc"}, "Enter a whole number."),
    ({"games": "100"}, "less than or equal to 99"),
    ({"cookie_jar_games": "30"}, "cannot draw more games than the night has (25)"),
    ({"cookie_jar_fee": "-1"}, "greater than or equal to 0"),
    ({"places": "11"}, "less than or equal to 10"),
    ({"language": "de"}, "Select a valid choice"),
    ({"name": "x" * 300}, "at most 120 characters"),
])
def test_every_mistake_is_shown_and_nothing_changes(org_client, registration, changes, note):
    before = stored(registration)
    response = org_client.post(_url(registration), _payload(registration, **changes))
    assert response.status_code == 400
    html = response.content.decode()
    assert "Nothing was changed: see the notes in red below." in html and 'class="field-error"' in html
    assert note in html.replace("&#x27;", "'")
    assert stored(registration) == before


def test_fewer_games_than_the_game_in_play_is_refused_with_the_reason(org_client, playing):
    before = stored(playing)
    response = org_client.post(_url(playing), _payload(playing, games="3", name="Renamed"))
    assert response.status_code == 400
    assert "Game 4 is already being played: the night cannot have fewer than 4 games." in response.content.decode()
    assert stored(playing) == before, "the name is not saved either"
    assert b"At least 4: game 4 is being played." in org_client.get(_url(playing)).content


def test_more_games_after_the_last_one_seat_the_next_game(org_client, make_night, organiser, play_games):
    night = make_night(couples=6, games=2, cookie_jar=False)
    night.organisers.add(organiser)
    night = play_games(night, 2)
    response = org_client.post(_url(night), _payload(night, games="4"))
    assert texts(response) == ["The night's settings are saved.",
                               "The night has 4 games now: game 3 is seated, play goes on."]
    night = Night.objects.get(pk=night.pk)
    assert (night.state, night.current_game) == (Night.State.PLAYING, 3)
    assert Seat.objects.filter(night=night, game=3).count() == 6


def test_what_can_no_longer_change_is_greyed_with_the_reason(org_client, tied):
    tiebreak_open(night=tied, kind="prize", place=1)
    html = org_client.get(_url(tied)).content.decode().replace("&#x27;", "'")
    assert html.count("The prizes are being settled") == 4  # games, bye, places, booby prize
    assert 'name="games" value="1"' in html and "disabled" in html
    before = stored(tied)
    response = org_client.post(_url(tied), _payload(tied, games="5", places="1", booby_prize=None, prize_1="Ham"))
    assert response.status_code == 302
    after = stored(tied)
    assert after["prizes"][0]["description"] == "Ham"
    assert {k: v for k, v in after.items() if k != "prizes"} == {k: v for k, v in before.items() if k != "prizes"}


def test_a_paid_fee_cannot_be_typed_over(org_client, make_night, organiser):
    night = make_night(couples=4, games=10, cookie_jar_fee=2)
    night.organisers.add(organiser)
    jar_enter(night=night, number=1)
    html = org_client.get(_url(night)).content.decode().replace("&#x27;", "'")
    assert "Couples have already paid the cookie jar's entry fee: it can no longer change." in html
    org_client.post(_url(night), _payload(night, cookie_jar_fee="5"))
    assert str(Night.objects.get(pk=night.pk).cookie_jar_fee) == "2.00" and JarEntry.objects.get().fee == 2


def test_a_finished_night_keeps_all_but_its_name(org_client, tied):
    night_finish(night=tied)
    html = org_client.get(_url(tied)).content.decode()
    assert "The night is finished: only its name can still change." in html
    before = stored(tied)
    response = org_client.post(_url(tied), _payload(tied, name="Christmas party", date="2027-01-01", games="9", venue="Away"))
    assert texts(response) == ["The night's settings are saved."]
    after = stored(tied)
    assert after.pop("name") == "Christmas party"
    before.pop("name")
    assert after == before


def test_others_are_refused(registration, django_user_model):
    keeper = django_user_model.objects.create_user("keeper")
    other = django_user_model.objects.create_user("org2", is_staff=True)
    registration.scorekeepers.add(keeper)
    before = stored(registration)
    for method in ("get", "post"):
        response = getattr(Client(), method)(_url(registration), _payload(registration, name="Hijacked"))
        assert response["Location"].startswith("/accounts/login/")
        for user in (keeper, other):
            person = Client()
            person.force_login(user)
            response = getattr(person, method)(_url(registration), _payload(registration, name="Hijacked"))
            assert response.status_code == 403 and b"organisers of this night" in response.content
    assert stored(registration) == before


def test_the_page_is_in_french(org_client, registration, settings):
    org_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "fr"
    html = org_client.get(_url(registration)).content.decode()
    assert "<h1>Réglages de la soirée</h1>" in html and "Enregistrer les réglages" in html
    response = org_client.post(_url(registration), _payload(registration, games="0"))
    assert response.status_code == 400 and "Rien n&#x27;a été changé" in response.content.decode()
    response = org_client.post(_url(registration), _payload(registration, name="Soirée"))
    assert texts(response) == ["Les réglages de la soirée sont enregistrés."]
