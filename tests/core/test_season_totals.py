"""Each finished night's season totals (models/season.py, issue 32 point 5) are stored in the same
transaction as whatever makes the night finished or changes it, and say what the night's own
standings and prize sheet say; a night that is not finished has none."""

from __future__ import annotations

import datetime as dt
import importlib
from decimal import Decimal

import pytest
from django.apps import apps

from tournaments.demo import demo_season_create
from tournaments.errors import Conflict
from tournaments.models import Couple, Night, NightCoupleTotal, NightPlayerTotal, Player, Result
from tournaments.money import halves
from tournaments.season import CouplePlayed, NightPlayed, couple_rows, season_rows
from tournaments.selectors import night_standings
from tournaments.selectors.players import season_tables_read
from tournaments.selectors.season import night_couples
from tournaments.services.corrections import result_correct
from tournaments.services.couples import couple_register, couple_update
from tournaments.services.nights import night_create, night_finish, night_start
from tournaments.services.players import player_merge
from tournaments.services.prizes import tiebreak_choose, tiebreak_open
from tournaments.services.reopening import night_reopen
from tournaments.transfer import night_export, night_import

from .helpers import fresh, lowest_number_wins, said, stored

pytestmark = pytest.mark.django_db

PRIZES = [{"description": "First", "amount": "$40"}, {"description": "Second", "amount": "$25"},
          {"description": "Third", "amount": "A turkey"}]
PEOPLE = [("Ann Aucoin", "Bob Boudreau"), ("Cathy Côté", "Dan Doucet"), ("Émile Poirier", "Flora Beaton"),
          ("Gus MacNeil", "Hattie Boudreau"), ("Ida Samson", "Joe Landry"), ("Kay Petitpas", "Leo Fougère")]


@pytest.fixture
def season(series):
    """``season(weeks)``: finished nights of six couples and four games with prizes ($40, $25 and a turkey), a
    booby prize and a cookie jar entered, drawn and revealed, every tie settled (tournaments/demo.py)."""

    def make(weeks: int = 3, seed: int = 4) -> list[Night]:
        model = night_create(series=series, name="Week", date=dt.date(2026, 12, 3), games=4, prizes=PRIZES,
                             booby_prize=True, cookie_jar=True, cookie_jar_games=2, cookie_jar_fee=Decimal("2"))
        for first, second in PEOPLE:
            couple_register(night=model, player1=first, player2=second)
        return demo_season_create(night=model, weeks=weeks, seed=seed)

    return make


def test_a_finished_night_stores_what_its_standings_and_prize_sheet_say(season):
    nights = season(3)
    for night in nights:
        assert stored(night) == said(night)
    money = [m for n in nights for *_rest, m in stored(n)[0].values()]
    assert sum(money) > 0 and any(jars for n in nights for _w, _p, jars, _m in stored(n)[0].values())


def test_a_night_not_finished_has_no_totals(make_night, play_games):
    night = play_games(make_night(4, games=2, cookie_jar=False), 2)
    assert fresh(night).state == Night.State.PRIZES
    assert stored(night) == ({}, {})


def test_an_imported_night_stores_what_it_says(season):
    night = season(1)[0]
    copy = night_import(data=night_export(night=night), slug="week-again")
    assert stored(copy) == said(copy) == stored(night)  # the same players of the same series


def test_a_night_reopened_has_no_totals_and_its_correction_counts_once_finished_again(series, play_games):
    night = _night(series, play_games, PEOPLE[:4])
    before = stored(night)
    assert before == said(night) and before != ({}, {})
    night_reopen(night=night, reason="Table 1's card was read wrong")
    assert stored(night) == ({}, {})
    result = Result.objects.filter(night=night).order_by("game", "table").first()
    loser = Couple.objects.filter(night=night, seats__game=result.game, seats__table=result.table).exclude(
        pk=result.winner_id).get()
    result_correct(night=fresh(night), game=result.game, table=result.table, winner=loser.number,
                   version=result.version, reason="the table told us")
    night_finish(night=fresh(night))
    assert stored(night) == said(night) != before


def test_a_correction_after_the_finish_is_refused_and_the_totals_stay(season):
    night = season(1)[0]
    before = stored(night)
    result = Result.objects.filter(night=night).order_by("game", "table").first()
    with pytest.raises(Conflict):
        result_correct(night=fresh(night), game=result.game, table=result.table, winner=result.winner.number,
                       version=result.version, reason="no")
    assert stored(night) == before == said(night)


def test_a_night_deleted_takes_its_totals_with_it(season):
    first, second = season(2)
    Result.objects.filter(night=second).delete()  # a night's results protect its couples (league/services.py)
    Night.objects.filter(pk=second.pk).delete()
    assert not NightPlayerTotal.objects.filter(night_id=second.pk).exists()
    assert not NightCoupleTotal.objects.filter(night_id=second.pk).exists()
    assert stored(first) == said(first)


def _night(series, play_games, people, games: int = 2, name: str = "Extra") -> Night:
    """A finished night of ``people`` (couples of two names) and ``games`` games, the lowest number winning."""
    night = night_create(series=series, name=name, date=dt.date(2026, 12, 10), games=games, prizes=PRIZES)
    for first, second in people:
        couple_register(night=night, player1=first, player2=second)
    return night_finish(night=play_games(night_start(night=night), games, lowest_number_wins))


def test_two_players_merged_after_the_finish_are_one_line_a_night(season, series, play_games):
    nights = season(2)
    both = _night(series, play_games, [("Anne Aucoin", "Flora Beaton"), ("Cathy Côté", "Dan Doucet"),
                                       ("Ann Aucoin", "Bob Boudreau"), ("Gus MacNeil", "Hattie Boudreau")])
    ann, anne = (Player.objects.get(series=series, name=n) for n in ("Ann Aucoin", "Anne Aucoin"))
    wins = {c.player1: line.wins for c in Couple.objects.filter(night=both)
            for line in night_standings(night=fresh(both)).lines if line.number == c.number}
    assert anne.pk in stored(both)[0] and wins["Anne Aucoin"] > wins["Ann Aucoin"]
    player_merge(keep=ann, drop=anne)
    for night in nights:
        assert stored(night) == said(night)
    players, pairs = stored(both)
    assert anne.pk not in players and players[ann.pk][0] == wins["Anne Aucoin"]  # the couple that won more
    flora = Player.objects.get(series=series, name="Flora Beaton")
    assert (min(ann.pk, flora.pk), max(ann.pk, flora.pk)) in pairs and not NightPlayerTotal.objects.filter(player=anne.pk)


def test_a_couples_names_corrected_after_the_finish_move_its_line(season, series):
    night = season(1)[0]
    couple = Couple.objects.filter(night=night).order_by("number").first()
    couple_update(night=fresh(night), number=couple.number, player1="Zoé Arsenault", player2=couple.player2)
    zoe = Player.objects.get(series=series, name="Zoé Arsenault")
    assert stored(night) == said(night) and zoe.pk in stored(night)[0]


def test_a_tie_settled_after_the_finish_pays_in_the_totals(series, play_games):
    night = night_create(series=series, name="Tied", date=dt.date(2026, 12, 3), games=2, prizes=PRIZES[:1])
    for first, second in PEOPLE[:2]:  # one table: couple 1 wins the first game, couple 2 the second
        couple_register(night=night, player1=first, player2=second)
    night = play_games(night_start(night=night), 2, lambda game, table, pair: min(pair) if game == 1 else max(pair))
    group = night_standings(night=fresh(night)).prize_groups[0]
    assert len(group) > 1, "the first prize is tied"
    tb = tiebreak_open(night=fresh(night), place=1)
    night = night_finish(night=fresh(night))  # the tie is not settled yet: nobody has the prize
    assert all(money == 0 for *_rest, money in stored(night)[0].values())
    tiebreak_choose(night=night, tiebreak=tb.pk, choices=dict.fromkeys(group, "split"))
    assert stored(night) == said(night)
    assert [money for *_rest, money in stored(night)[1].values()] == [Decimal("20.00")] * 2


def test_a_name_typed_for_two_couples_of_one_night_is_one_line_the_couple_that_won_more(series, play_games):
    night = _night(series, play_games, [("Ann Aucoin", "Bob Boudreau"), ("Cathy Côté", "Dan Doucet"),
                                        ("Ann Aucoin", "Flora Beaton"), ("Gus MacNeil", "Hattie Boudreau")])
    wins = {line.number: line.wins for line in night_standings(night=fresh(night)).lines}
    ann = Player.objects.get(series=series, name="Ann Aucoin")
    assert wins[1] != wins[3] and stored(night)[0][ann.pk][0] == max(wins[1], wins[3])
    assert len(stored(night)[1]) == 4


def test_the_migration_fills_the_totals_of_the_nights_already_finished(season):
    nights = season(2)
    before = [stored(n) for n in nights]
    NightPlayerTotal.objects.all().delete()
    NightCoupleTotal.objects.all().delete()
    importlib.import_module("tournaments.migrations.0021_night_totals").fill_totals(apps, None)
    assert [stored(n) for n in nights] == before


@pytest.mark.parametrize(("best_of", "min_nights"), [(None, 0), (2, 3)])
def test_the_season_added_up_by_the_database_is_the_season_rules_over_every_nights_couples(season, series, play_games,
                                                                                           best_of, min_nights):
    """The tables as they were worked out before the totals were stored: the season's rules
    (tournaments/season.py) over every couple of every finished night, read from its results."""
    season(4)
    # names typed the other way round, a name twice, and a couple of the same two names twice, one night
    _night(series, play_games, [("Dan Doucet", "Ann Aucoin"), ("Cathy Côté", "Bob Boudreau"),
                                ("Cathy Côté", "Flora Beaton"), ("Bob Boudreau", "Cathy Côté")], name="Odd")
    series.season_best_of, series.season_min_nights = best_of, min_nights
    series.save()
    couples = night_couples(nights=Night.objects.filter(series=series))
    lines = [NightPlayed(player, c.night, c.wins, c.takings.prizes, c.takings.jars, half)
             for c in couples for player, half in zip((c.first, c.second), halves(c.takings.money), strict=True)
             if player is not None]
    pairs = [CouplePlayed(c.first, c.second, c.night, c.wins, c.takings.prizes, c.takings.jars, c.takings.money)
             for c in couples if None not in (c.first, c.second) and c.first != c.second]
    names = dict(Player.objects.filter(series=series).values_list("pk", "name"))
    players, together = season_tables_read(series=series)
    expected = season_rows(lines, names, best_of=best_of, min_nights=min_nights)
    assert players == expected and together == couple_rows(pairs, names)
    assert [repr(row.money) for row in players] == [repr(row.money) for row in expected]  # to the cent: '12.50'
    assert len(players) == 12 and len(together) > 3 and any(row.money for row in players)
    assert {"Ann Aucoin & Dan Doucet", "Cathy Côté & Bob Boudreau"} <= {row.names for row in together}
