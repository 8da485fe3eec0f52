"""A French night shows its board, standings, couple cards and printouts in French; a person's own
choice wins over the night's; the rules module's reasons, money and dates follow the language."""

from __future__ import annotations

import datetime as dt
import io
from decimal import Decimal

import pytest
from django.template import Context, Template
from django.utils import translation
from pypdf import PdfReader

from cardparty.rules import reasons as R
from cardparty.rules.reasons import Reason
from cardparty.rules.rulesets import RULESETS
from tournaments.models import Couple, Night
from tournaments.money import format_money
from tournaments.services.couples import couple_register
from tournaments.services.jar import jar_enter
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.results import result_record

pytestmark = pytest.mark.django_db

ENGLISH_ON_FRENCH_PAGES = ("Game ", "Standings", "Wins", "Punch card", "Where to sit", "still playing", "You deal",
                           "Download", "Final", "Prize", "Cookie jar", "Skip to content", "Log in", "Large type")


def _text(response) -> str:
    import re
    from html import unescape

    body = response.content.decode()
    body = re.sub(r"<script.*?</script>|<style.*?</style>", " ", body, flags=re.S)
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", body)).split())


@pytest.fixture
def french_night(django_user_model):
    series = series_get_or_create(name="Salle paroissiale de Chéticamp", venue="Chéticamp", language="fr")
    night = night_create(series=series, name="Partie du samedi", date=dt.date(2026, 12, 5), games=5)
    assert night.language == "fr"
    for n in range(1, 8):
        couple_register(night=night, player1=f"Joueur {n}a", player2=f"Joueur {n}b")
    night = night_start(night=night)
    for table, winner in ((1, 1), (2, 3), (3, 5)):
        result_record(night=night, game=1, table=table, winner=winner)
    game_close(night=night)
    jar_enter(night=Night.objects.get(pk=night.pk), number=1, fee="2.00")
    organiser = django_user_model.objects.create_user("org", password="pw-for-tests-1", is_staff=True)
    night.organisers.add(organiser)
    return Night.objects.get(pk=night.pk)


# --- the rules module's reasons -------------------------------------------------------------------
def test_reasons_render_in_french_through_django_gettext():
    reason = Reason(R.FOLLOW_SUIT, {"suit": R.SUIT_WORDS["C"], "one": R.SUIT_ONE_WORDS["C"]})
    with translation.override("fr"):
        assert reason.render(translation.gettext) == "Vous avez du trèfle\u00a0: fournissez du trèfle ou jouez un atout."
        assert Reason(R.NOT_YOUR_TURN, {"seat": 2}).render(translation.gettext).startswith("Ce n'est pas votre tour")
    assert str(reason) == "You hold a club: follow clubs or play a trump."


def test_every_reason_and_ruleset_title_has_a_french_translation():
    sentences = [v for k, v in vars(R).items() if k.isupper() and isinstance(v, str)]
    sentences += list(R.WORDS) + [rs.title for rs in RULESETS.values()]
    same_in_french = {"joker", "six"}
    with translation.override("fr"):
        untranslated = [s for s in sentences if translation.gettext(s) == s and s not in same_in_french]
    assert len(sentences) > 40 and not untranslated, untranslated


def test_an_illegal_play_is_refused_in_french():
    from tournaments.errors import Refusal
    from tournaments.referee.services import rebuild, referee_act, referee_start

    rg = referee_start(seats=[{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3, seed=7)
    game = rebuild(rg)
    other = next(s for s in range(4) if s != game.to_act)
    with translation.override("fr"), pytest.raises(Refusal) as refused:
        referee_act(game=rg, seat=other, kind="decline" if game.phase == "rob" else "play",
                    card=None if game.phase == "rob" else str(game.hand(other)[0]))
    assert "place" in refused.value.message and "seat" not in refused.value.message


# --- money and dates ----------------------------------------------------------------------------------
def test_money_follows_the_language():
    template = Template("{% load money %}{{ v|money }}|{{ s|money }}|{{ junk|money }}")
    context = Context({"v": Decimal("1234.5"), "s": "2.00", "junk": "ten dollars"})
    with translation.override("fr"):
        assert template.render(context) == "1\u202f234,50\u00a0$|2,00\u00a0$|ten dollars"
    with translation.override("en"):
        assert template.render(context) == "$1,234.50|$2.00|ten dollars"
    assert format_money(Decimal("2"), "fr") == "2,00\u00a0$"


# --- the night's pages ------------------------------------------------------------------------------
def test_the_board_is_in_the_nights_language(client, french_night):
    text = _text(client.get(f"/n/{french_night.slug}/board/"))
    assert "Partie 2 sur 5" in text and "Classement après 1 partie" in text and "donne en premier" in text
    assert '<html lang="fr">' in client.get(f"/n/{french_night.slug}/board/").content.decode()
    assert not [w for w in ENGLISH_ON_FRENCH_PAGES if w in text], text


def test_the_standings_are_in_french_with_french_dates_and_money(client, french_night):
    text = _text(client.get(f"/n/{french_night.slug}/standings/"))
    assert "5 décembre 2026" in text and "Classement" in text and "Victoires" in text
    assert "2,00\u00a0$" in text or "2,00 $" in text
    assert not [w for w in ENGLISH_ON_FRENCH_PAGES if w in text], text


def test_a_couple_card_is_in_french(client, french_night):
    couple = Couple.objects.get(night=french_night, number=1)
    text = _text(client.get(f"/c/{couple.public_token}/"))
    assert "Carte à poinçonner" in text and "Table" in text and "Partie 2" in text
    assert not [w for w in ENGLISH_ON_FRENCH_PAGES if w in text], text


def test_a_person_who_chose_english_sees_a_french_night_in_english(client, french_night):
    client.cookies["django_language"] = "en"
    text = _text(client.get(f"/n/{french_night.slug}/board/"))
    assert "Game 2 of 5" in text and "Partie 2" not in text


def test_the_language_switch_sets_the_persons_language(client, french_night):
    response = client.post("/i18n/setlang/", {"language": "fr", "next": "/"})
    assert response.status_code == 302 and client.cookies["django_language"].value == "fr"
    text = _text(client.get("/"))
    assert "Parties de cartes" in text and "Se connecter" in text and "Log in" not in text


# --- printouts ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("kind", "words"), [
    ("standings", ["Classement et prix", "Rang", "Victoires", "Pot de biscuits", "2,00"]),
    ("punchcards", ["COUPLE", "Poinçonnez une case par partie gagnée"]),
    ("tables", ["TABLE", "plier ici"]),
    ("backup", ["Feuille de secours sur papier", "Inscrivez le numéro du couple gagnant"]),
])
def test_printouts_of_a_french_night_are_in_french(client, django_user_model, french_night, kind, words):
    client.force_login(django_user_model.objects.get(username="org"))
    response = client.get(f"/desk/{french_night.slug}/print/{kind}.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    pdf = b"".join(response.streaming_content) if response.streaming else response.content
    text = " ".join(" ".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(pdf)).pages).split())
    missing = [w for w in words if w not in text]
    assert not missing, (missing, text[:800])
    for english in ("Standings", "Games won", "Punch one box", "fold here", "Paper backup", "Write the winning"):
        assert english not in text
