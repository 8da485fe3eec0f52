"""A hall with something on every page, in English or in French, for the page-walking browser tests.

``build_hall(language, organiser, scorekeeper)`` makes, through the services as the desk does:

- a night in play (nine couples, one withdrawn, game 3 of 5 under way, a correction, cookie-jar entries),
- a night whose games are all played (prizes, a tie, the cookie jar drawn and revealed),
- a night still in registration,
- a night settling its ties: first place being cut again after equal cards, the booby prize in a play-off,
- refereed games: one passed round a tablet, one on own phones, one finished (for its replay), and one
  played for a table of the night in play, over and waiting for a winner to confirm,
- a user name locked out after five wrong passwords (``LOCKED_OUT``, from 127.0.0.1, the live server's
  address): logging in with it shows the lockout page,

and returns the address of every page, keyed by a short name. Some names need a step after the
address (see ``tests/browser/test_french.py``'s ``open_page``): "login-locked" posts the login form
with ``LOCKED_OUT``, "tablet-conflict" taps the couple that did not win table 1.
"""

from __future__ import annotations

import datetime as dt

from axes.models import AccessAttempt
from django.conf import settings
from django.contrib.auth.models import Permission
from django.utils import translation

from tournaments.league.services import hall_create, link_set, night_sent_record, token_make, token_revoke
from tournaments.models import Couple, Night, Result
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_act, referee_start, referee_start_for_table
from tournaments.selectors import seating_for_game
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_withdraw
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import game_close, night_create, night_start, series_get_or_create
from tournaments.services.prizes import tiebreak_choose, tiebreak_cut, tiebreak_open
from tournaments.services.results import result_record

NAMES = {
    "fr": ["Marie-Thérèse Aucoin-Chiasson", "Gaétan Bélanger", "Josée Côté", "Rémi Doucet", "Françoise LeBlanc",
           "Réjean Samson", "Angèle Boudreau", "Léo Poirier", "Cécile Arsenault"],
    "en": ["Mary Catherine MacNeil-Fitzgerald", "Angus MacDonald", "Flora Campbell", "Dan Rory MacIsaac", "Cathy Burke",
           "Ronald Beaton", "Margaret Gillis", "Hughie MacLean", "Annie Rankin"],
}
LOCKED_OUT = "locked-out-volunteer"
# The night in play's prizes, as an organiser types them (long enough to show a box that cuts them off).
PRIZES = {
    "fr": [{"description": "Souper à la dinde pour deux", "amount": "100.00"}, {"description": "Jambon", "amount": "50"},
           {"description": "Panier de conserves maison", "amount": "25.00"}],
    "en": [{"description": "Turkey dinner for two", "amount": "100.00"}, {"description": "Ham", "amount": "50"},
           {"description": "Basket of homemade preserves", "amount": "25.00"}],
}
HALL = {"fr": ("Salle paroissiale de Chéticamp", "Chéticamp", "Partie du samedi"),
        "en": ("St. Joseph's Parish Hall", "Arichat", "Tuesday card party")}


def _play(night: Night, game: int, tables: int | None = None) -> None:
    """Lowest couple number wins at each table (the first ``tables`` tables only, if given)."""
    seating = seating_for_game(night=night, game=game)
    for table, pair in sorted(seating.items())[:tables]:
        if None not in pair:
            result_record(night=night, game=game, table=table, winner=min(pair))


def _night(series, name: str, language: str, organiser, couples: int, games: int, **options) -> Night:
    night = night_create(series=series, name=name, date=dt.date(2026, 12, 5), games=games, language=language,
                         organiser=organiser, cookie_jar_games=min(games, 3), **options)
    names = NAMES[language]
    for n in range(couples):
        couple_register(night=night, player1=names[n % len(names)], player2=names[(n + 4) % len(names)].split()[0])
    return night


def _finish(rg: RefereeGame) -> RefereeGame:
    while rg.status == RefereeGame.Status.PLAYING:
        game = rebuild(rg)
        if game.phase == "rob":
            rg = referee_act(game=rg, seat=game.to_act, kind="decline")
        else:
            rg = referee_act(game=rg, seat=game.to_act, kind="play", card=str(game.legal_cards()[0]))
    return rg


def _lock_out(username: str) -> None:
    """Five failed logins for ``username`` from this machine, as django-axes records them."""
    AccessAttempt.objects.create(username=username, ip_address="127.0.0.1", user_agent="hall", http_accept="*/*",
                                 path_info="/accounts/login/", get_data="", post_data="",
                                 failures_since_start=settings.AXES_FAILURE_LIMIT)


def _league(series, night: Night, organiser) -> None:
    """The series sends to a league (one attempt without a connection kept), and the organiser also runs a
    league on this laptop: a hall with a live token and a revoked one, so the league pages show everything."""
    link_set(series=series, url="https://league.example.org/", token="hall-token")
    night_sent_record(night=night, url="https://league.example.org/", digest="0" * 64, status=None, accepted=False,
                      message=str(translation.gettext("The league received the night.")), user=organiser)
    organiser.user_permissions.add(Permission.objects.get(codename="run_league"))
    hall = hall_create(name=f"{series.name} (league)", series=series, user=organiser)
    token_make(hall=hall, user=organiser)
    token_make(hall=hall, user=organiser)
    token_revoke(token=hall.tokens.order_by("pk").first(), user=organiser)


def build_hall(language: str, organiser, scorekeeper) -> dict[str, str]:
    with translation.override(language):  # names the services store (computer seats) are in this language
        return _build(language, organiser, scorekeeper)


def _build(language: str, organiser, scorekeeper) -> dict[str, str]:
    series_name, venue, night_name = HALL[language]
    series = series_get_or_create(name=series_name, venue=venue, language=language, owner=organiser)

    playing = _night(series, night_name, language, organiser, couples=9, games=5, prizes=PRIZES[language])
    playing = night_start(night=playing)
    playing.scorekeepers.add(scorekeeper)
    for game in (1, 2):
        _play(playing, game)
        playing = game_close(night=playing)
    _play(playing, 3, tables=2)
    first = Result.objects.get(night=playing, game=1, table=1)
    loser = next(n for n in seating_for_game(night=playing, game=1)[1] if n != first.winner.number)
    result_correct(night=playing, game=1, table=1, winner=loser, reason="Erreur de saisie" if language == "fr"
                   else "Wrong couple tapped", version=first.version, user=organiser)
    for number in (1, 2, 3):
        jar_enter(night=Night.objects.get(pk=playing.pk), number=number)
    # A couple gone home, so the couples page shows its "Bring back" button (tables 1 to 3 stay as they are).
    leaving = max(n for t, pair in seating_for_game(night=playing, game=3).items() if t > 3 for n in pair if n)
    couple_withdraw(night=Night.objects.get(pk=playing.pk), number=leaving)

    played = _night(series, night_name + " 2", language, organiser, couples=6, games=2)
    played = night_start(night=played)
    for number in (1, 2, 3, 4):
        jar_enter(night=Night.objects.get(pk=played.pk), number=number)
    for game in (1, 2):
        _play(played, game)
        played = game_close(night=played)
    jar_draw(night=played)
    jar_reveal(night=played)

    waiting = _night(series, night_name + " 3", language, organiser, couples=3, games=5)

    # One game, four couples: 1 and 3 tie for first (cut equal cards, so they cut again), 2 and 4 for the
    # booby prize (both want a play-off: its winner is still to be recorded).
    settling = night_start(night=_night(series, night_name + " 4", language, organiser, couples=4, games=1))
    _play(settling, 1)
    settling = game_close(night=settling)
    prize_tie = tiebreak_open(night=settling, kind="prize", place=1)
    tiebreak_choose(night=settling, tiebreak=prize_tie.pk, choices={1: "cut", 3: "split"})
    tiebreak_cut(night=settling, tiebreak=prize_tie.pk, cards={1: "5H", 3: "5S"})
    booby_tie = tiebreak_open(night=settling, kind="booby", place=1)
    tiebreak_choose(night=settling, tiebreak=booby_tie.pk, choices={2: "playoff", 4: "playoff"})

    two = [{"kind": "person", "name": "Ann"}, {"kind": "person", "name": "Bob"}, {"kind": "computer"}, {"kind": "computer"}]
    passed = referee_start(seats=two, seed=21)
    phones = referee_start(seats=two, seed=4, mode="phones")
    done = _finish(referee_start(seats=[{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3, seed=3))
    couple = Couple.objects.get(night=playing, number=4)
    open_table = next(t for t, pair in sorted(seating_for_game(night=playing, game=3).items())
                      if None not in pair and t > 2)  # tables 1 and 2 already have their result
    # A refereed game for a table of the night: over, a player of the winning couple still to confirm.
    linked_table = max(t for t, pair in seating_for_game(night=playing, game=3).items()
                       if None not in pair and t != open_table
                       and not Result.objects.filter(night=playing, game=3, table=t).exists())
    linked = _finish(referee_start_for_table(night=Night.objects.get(pk=playing.pk), table=linked_table,
                                             user=organiser, seed=5))
    _league(series, played, organiser)
    _lock_out(LOCKED_OUT)
    p, d, w, s = playing.slug, played.slug, waiting.slug, settling.slug
    return {
        "home": "/",
        "login": "/accounts/login/",
        "login-locked": "/accounts/login/",
        "desk-home": "/desk/",
        "desk-night": f"/desk/{p}/",
        "desk-couples": f"/desk/{p}/couples/",
        "desk-progress": f"/desk/{p}/progress/",
        "desk-moves": f"/desk/{p}/moves/",
        "desk-results": f"/desk/{p}/results/",
        "desk-correction": f"/desk/{p}/results/?game=1&table=1#table-1",
        "desk-couple-edit": f"/desk/{p}/couples/?edit=4#couple-4",
        "desk-audit": f"/desk/{p}/audit/",
        "desk-jar": f"/desk/{p}/jar/",
        "desk-prizes": f"/desk/{d}/prizes/",
        "desk-ties-settling": f"/desk/{s}/prizes/",
        "desk-jar-revealed": f"/desk/{d}/jar/",
        "desk-night-played": f"/desk/{d}/",
        "desk-start": f"/desk/{w}/start/",
        "desk-night-edit": f"/desk/{p}/settings/",
        "desk-night-edit-played": f"/desk/{d}/settings/",
        "desk-couples-registration": f"/desk/{w}/couples/",
        "desk-night-registration": f"/desk/{w}/",
        "score-home": "/score/",
        "tablet": f"/score/{p}/",
        "tablet-conflict": f"/score/{p}/",
        "board": f"/n/{p}/board/",
        "standings": f"/n/{p}/standings/",
        "standings-final": f"/n/{d}/standings/",
        "season": f"/s/{series.slug}/",
        "season-player": f"/s/{series.slug}/p/{playing.couples.order_by('number').first().player1_ref_id}/",
        "couple-card": f"/c/{couple.public_token}/",
        "referee-home": "/referee/",
        "ruling": "/referee/ruling/?trump=S&trick=9H&hand=KH,7S,2C,5D,AH&to=hand",
        "referee-game": f"/referee/g/{passed.token}/",
        "referee-host": f"/referee/g/{phones.token}/",
        "referee-phone": f"/referee/p/{phones.pk}/{phones.seats[0]['key']}/",
        "referee-over": f"/referee/g/{done.token}/",
        "referee-replay": f"/referee/g/{done.token}/replay/",
        "referee-confirm": f"/referee/g/{linked.token}/",
        "referee-night": f"/referee/night/{p}/",
        "referee-table": f"/referee/night/{p}/table/{open_table}/",
        "desk-league-link": f"/desk/series/{series.slug}/league/",
        "desk-league-night": f"/desk/{d}/league/",
        "league-home": "/league/",
        "not-found": "/n/x7q2/board/",
        "refusal": "/referee/g/x7q2/",
    }
