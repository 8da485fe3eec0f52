"""Results are final once the prizes are settled: a correction after Finish or after the cookie jar
is revealed is refused, and the organiser reopens the night on purpose, with a reason."""

from __future__ import annotations

from decimal import Decimal

import pytest

from tournaments.errors import Conflict, Refusal
from tournaments.models import JarDraw, Night, NightEvent, Result, Series
from tournaments.services.corrections import result_correct
from tournaments.services.jar import jar_draw, jar_enter, jar_reveal
from tournaments.services.nights import night_delete, night_finish
from tournaments.services.reopening import night_reopen

from .helpers import fresh, lowest_number_wins


@pytest.fixture
def jar_night(make_night, play_games):
    """Four couples, one game: 1 and 3 won it; ``entrants`` entered the jar of one game at $2
    (all four: 1 and 3 win the jar; only 2 and 4: nobody wins it and its pot carries over)."""

    def build(the_series=None, entrants=(1, 2, 3, 4)) -> Night:
        night = make_night(4, games=1, cookie_jar_games=1, cookie_jar_fee=2, the_series=the_series)
        for n in entrants:
            jar_enter(night=night, number=n)
        return play_games(night, 1, lowest_number_wins)

    return build


def correct_table_1(night: Night, reason: str = "the table told us") -> Result:
    result = Result.objects.get(night=night, game=1, table=1)
    return result_correct(night=fresh(night), game=1, table=1, winner=2, version=result.version, reason=reason)


def test_a_correction_after_the_finish_is_refused_and_changes_nothing(jar_night):
    night = jar_night()
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    with pytest.raises(Conflict, match="finished"):
        correct_table_1(night)
    assert Result.objects.get(night=night, game=1, table=1).winner.number == 1


def test_a_correction_after_the_jar_is_revealed_is_refused(jar_night):
    night = jar_night()
    jar_reveal(night=night)
    with pytest.raises(Conflict, match="cookie jar has been revealed"):
        correct_table_1(night)


def test_reopening_needs_a_reason_and_a_night_that_is_settled(jar_night):
    night = jar_night()
    with pytest.raises(Refusal, match="Only a finished night"):
        night_reopen(night=night, reason="why not")
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    with pytest.raises(Refusal, match="reason"):
        night_reopen(night=fresh(night), reason="   ")
    assert fresh(night).state == Night.State.FINISHED and not NightEvent.objects.exists()


def test_reopening_unsettles_the_finish_and_the_jar_and_keeps_an_audit_line(jar_night, organiser):
    night = jar_night()
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    event = night_reopen(night=fresh(night), reason="Table 1 told us couple 2 won", user=organiser)
    night = fresh(night)
    assert night.state == Night.State.PRIZES and not JarDraw.objects.get(night=night).revealed
    assert (event.reason, event.made_by, event.kind) == ("Table 1 told us couple 2 won", organiser, "reopened")
    assert "finished" in event.undone and "reveal" in event.undone
    corrected = correct_table_1(night)
    assert corrected.winner.number == 2
    jar_reveal(night=night)
    assert fresh(night_finish(night=fresh(night))).state == Night.State.FINISHED


def test_reopening_takes_an_unwon_pot_back_from_the_series(jar_night, series):
    series.jar_carry = Decimal("5.00")
    series.save()
    night = jar_night(entrants=(2, 4))
    assert jar_draw(night=night, seed=3).carried_in == Decimal("5.00")
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    carried = JarDraw.objects.get(night=night).carried_out
    assert carried == Decimal("9.00") and Series.objects.get(pk=series.pk).jar_carry == carried
    night_reopen(night=fresh(night), reason="recount")
    assert Series.objects.get(pk=series.pk).jar_carry == 0


def test_a_draw_takes_the_carry_over_once_so_a_second_night_finds_none(make_night, series):
    series.jar_carry = Decimal("12.00")
    series.save()
    first, second = (make_night(4, games=2, cookie_jar_games=1) for _ in range(2))
    assert jar_draw(night=first, seed=1).carried_in == Decimal("12.00")
    assert jar_draw(night=second, seed=2).carried_in == 0
    assert Series.objects.get(pk=series.pk).jar_carry == 0


def test_finishing_adds_the_unwon_pot_to_what_another_night_left(jar_night, series):
    night = jar_night(entrants=(2, 4))
    jar_draw(night=night, seed=1)
    Series.objects.filter(pk=series.pk).update(jar_carry=Decimal("7.00"))  # another night finished meanwhile
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    carried = JarDraw.objects.get(night=night).carried_out
    assert carried == Decimal("4.00") and Series.objects.get(pk=series.pk).jar_carry == Decimal("11.00")


def test_a_later_draw_that_took_the_carry_over_stops_the_reopening(jar_night, make_night, series):
    night = jar_night(entrants=(2, 4))
    jar_reveal(night=night)
    night_finish(night=fresh(night))
    assert JarDraw.objects.get(night=night).carried_out == Decimal("4.00")
    jar_draw(night=make_night(4, games=2, cookie_jar_games=1), seed=9)
    with pytest.raises(Conflict, match="later night"):
        night_reopen(night=fresh(night), reason="recount")
    assert fresh(night).state == Night.State.FINISHED


def test_deleting_a_night_whose_jar_was_drawn_early_gives_the_carry_over_back(make_night, series):
    series.jar_carry = Decimal("4.50")
    series.save()
    night = make_night(4, games=2, start=False, cookie_jar_games=1)
    jar_draw(night=night, seed=1)
    assert Series.objects.get(pk=series.pk).jar_carry == 0
    night_delete(night=night)
    assert Series.objects.get(pk=series.pk).jar_carry == Decimal("4.50")
