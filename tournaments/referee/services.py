"""Writes for refereed games: start one, apply a person's action, confirm a night result.

The rules module (``cardparty.rules``) decides everything about the cards; this module
only stores a game's start and its action log, replays them to rebuild the state, lets
the computer players move until a person is to act, and posts a night game's winner
through :func:`tournaments.services.disputes.result_claim` once a winner confirms.
Every refusal is a :class:`tournaments.errors.Refusal` with a translated sentence.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from cardparty.rules import AUCTION_RULESETS, PRESETS, Game, Reason, RulesError, new_game
from cardparty.rules import reasons as R
from cardparty.rules.players import PLAYERS
from tournaments.errors import Conflict, Forbidden, NotFound, Refusal
from tournaments.games import night_game, points_problem
from tournaments.models import Night, PostToken, Result, Seat
from tournaments.services.disputes import result_claim
from tournaments.services.results import ResultOutcome
from tournaments.text import clean_text

from .actions import KINDS, NEEDS_VALUE, do, entry, missing_value, posted_value
from .models import RefereeGame, new_seat_key
from .upkeep import referee_admit, referee_forget

PERSON, COMPUTER = "person", "computer"
#: The computer players' levels a new game offers (``cardparty.rules.players.PLAYERS``).
LEVELS = ("beginner", "sensible", "strong")
DEFAULT_LEVEL = "sensible"
MAX_NAME = 40
ACTIVE = (RefereeGame.Status.PLAYING, RefereeGame.Status.FINISHED)


def refused(exc: RulesError) -> Refusal:
    """The rules module's reason as a translated refusal."""
    return Refusal(exc.reason.render(_))


def rebuild(rg: RefereeGame, upto: int | None = None) -> Game:
    """The game's state, replayed from its start and its first ``upto`` actions (all by default)."""
    game = new_game(rg.players, rg.ruleset, rg.seed, rg.dealer)
    try:
        for kind, seat, value in rg.actions[:upto]:
            do(game, kind, seat, value)
    except RulesError:
        # Only if the rules module's deal or rules changed after the game was stored.
        raise Conflict(_("This game can no longer be replayed: the rules have changed since it was dealt.")) from None
    return game


def _run_computers(rg: RefereeGame, game: Game) -> None:
    """Let computer seats act until a person is to act or the game is over."""
    while not game.is_over and rg.seats[game.to_act]["kind"] == COMPUTER:
        seat = game.to_act
        player = PLAYERS[rg.seats[seat].get("level", DEFAULT_LEVEL)](rg.seed + seat + len(rg.actions))
        record = game.apply(player.choose(game))
        rg.actions.append(entry(record))
    if game.is_over and rg.status == RefereeGame.Status.PLAYING:
        rg.status = RefereeGame.Status.FINISHED
        rg.winner_side = game.winner
        rg.scores = list(game.scores)


def _clean_seats(seats: Sequence[dict]) -> list[dict]:
    cleaned = []
    for n, seat in enumerate(seats, start=1):
        kind = seat.get("kind", PERSON)
        if kind not in (PERSON, COMPUTER):
            raise Refusal(_("Each seat is played by a person or by the computer."))
        name = clean_text(seat.get("name"))[:MAX_NAME]
        if not name:
            name = _("Player %(n)d") % {"n": n} if kind == PERSON else _("Computer %(n)d") % {"n": n}
        level = seat.get("level") or DEFAULT_LEVEL
        if kind == COMPUTER and level not in LEVELS:
            raise Refusal(_("Choose how well the computer plays: beginner, sensible or strong."))
        cleaned.append({"kind": kind, "name": name, "key": new_seat_key(), "couple": seat.get("couple")})
        if kind == COMPUTER:
            cleaned[-1]["level"] = level
    return cleaned


@transaction.atomic
def referee_start(
    *,
    seats: Sequence[dict],
    ruleset: str = "nova-scotia",
    mode: str = RefereeGame.Mode.PASS,
    seed: int | None = None,
    dealer: int = 0,
    user=None,
    address: str | None = None,
    device: str = "",
    night: Night | None = None,
    night_game: int | None = None,
    night_table: int | None = None,
) -> RefereeGame:
    """Deal a new refereed game; ``seats`` are dicts with ``kind`` and ``name`` (and, for a computer,
    ``level``: beginner, sensible or strong), clockwise.

    ``address`` and ``device`` (its cookie) are where a game without a login comes from: each device
    starts only so many (``upkeep.referee_admit``)."""
    if night is None:
        referee_forget()
        referee_admit(user=user, address=address, device=device)
    if not 2 <= len(seats) <= 6:
        raise Refusal(_("Forty-Fives is played by 2 to 6 players."))
    if ruleset not in PRESETS:
        raise Refusal(Reason(R.UNKNOWN_RULESET, {"name": str(ruleset)[:40]}).render(_))
    if mode not in RefereeGame.Mode.values:
        raise Refusal(_("Choose how the people play: on one tablet or on their own phones."))
    cleaned = _clean_seats(seats)
    if not any(s["kind"] == PERSON for s in cleaned):
        raise Refusal(_("Seat at least one person: the computer players do not play alone."))
    if seed is not None and not 0 <= seed < 2**63:
        raise Refusal(_("A deal seed is a whole number from 0 to 2⁶³ − 1."))
    try:
        game = new_game(len(cleaned), ruleset, seed, dealer)
    except RulesError as exc:
        raise refused(exc) from None
    rg = RefereeGame(
        players=len(cleaned), ruleset=ruleset, seed=game.seed, dealer=dealer, seats=cleaned, actions=[],
        mode=mode, night=night, night_game=night_game, night_table=night_table,
        started_by=user if getattr(user, "pk", None) else None,
        started_from=address if night is None and not getattr(user, "pk", None) else None,
        started_device=device if night is None and not getattr(user, "pk", None) else "",
    )
    _run_computers(rg, game)
    rg.save()
    return rg


def table_couples(*, night: Night, table: int) -> tuple[Seat, Seat]:
    """The (arriving, staying) seats of ``table`` in the game in play, or a refusal."""
    if night.state != Night.State.PLAYING:
        raise Conflict(_("This night is not playing a game now."))
    game = night.current_game
    seats = {s.role: s for s in Seat.objects.filter(night=night, game=game, table=table).select_related("couple")}
    if not seats:
        raise NotFound(_("There is no table %(table)d in game %(game)d.") % {"table": table, "game": game})
    if len(seats) < 2:
        raise Refusal(_("Table %(table)d has the bye this game: there is nothing to play.") % {"table": table})
    return seats[Seat.Role.ARRIVING], seats[Seat.Role.STAYING]


def active_for_table(*, night: Night, table: int) -> RefereeGame | None:
    """The refereed game still running (or waiting for confirmation) at a table in the game in play."""
    return (
        RefereeGame.objects.filter(night=night, night_game=night.current_game, night_table=table, status__in=ACTIVE)
        .order_by("-pk")
        .first()
    )


@transaction.atomic
def table_rules(*, night: Night, ruleset: str | None) -> str:
    """The rules a refereed game at one of the night's tables plays (see referee_start_for_table)."""
    game = night_game(night.game)
    if game.auction:
        if ruleset and ruleset != game.ruleset:
            raise Refusal(_("This night is played at %(game)s: its tables play that game.") % {"game": _(game.title)})
        return game.ruleset
    if ruleset in AUCTION_RULESETS:  # rules that exist but not at this night (unknown ones are refused when dealt)
        raise Refusal(_("This night is played at %(game)s: choose rules with a turned trump.") % {"game": _(game.title)})
    return ruleset or game.ruleset


def referee_start_for_table(
    *,
    night: Night,
    table: int,
    user,
    mode: str = RefereeGame.Mode.PASS,
    ruleset: str | None = None,
    seed: int | None = None,
    restart: bool = False,
) -> RefereeGame:
    """Seat a night table's two couples (partners sit across) and deal; the arriving couple deals first.

    The rules are the night's game: an auction night's tables play its preset; a night of
    Forty-Fives to 45 plays the turned-trump rules chosen (the Nova Scotia ones unless another
    is). A game already running at the table is returned as it is, unless ``restart`` abandons it.
    """
    ruleset = table_rules(night=night, ruleset=ruleset)
    arriving, staying = table_couples(night=night, table=table)
    game_no = night.current_game
    if Result.objects.filter(night=night, game=game_no, table=table).exists():
        raise Conflict(
            _("Table %(table)d already has a result for game %(game)d.") % {"table": table, "game": game_no}
        )
    rs = PRESETS.get(ruleset)
    if rs is not None and 4 not in rs.partnerships:
        raise Refusal(_("These rules do not play four players as two couples: choose other rules."))
    running = active_for_table(night=night, table=table)
    if running is not None:
        if not restart:
            return running
        running.status = RefereeGame.Status.ABANDONED
        running.save(update_fields=["status", "updated_at"])

    def seat(couple, player: int) -> dict:
        name = couple.player1 if player == 1 else couple.player2
        fallback = _("Couple %(couple)d, player %(player)d") % {"couple": couple.number, "player": player}
        return {"kind": PERSON, "name": name or fallback, "couple": couple.number}

    a, s = arriving.couple, staying.couple
    # Seats go clockwise, partners across: the arriving couple holds seats 0 and 2 and deals first.
    seats = [seat(a, 1), seat(s, 1), seat(a, 2), seat(s, 2)]
    return referee_start(
        seats=seats, ruleset=ruleset, mode=mode, seed=seed, dealer=0, user=user,
        night=night, night_game=game_no, night_table=table,
    )


@transaction.atomic
def referee_act(
    *, game: RefereeGame, seat: int, kind: str, card: str | None = None, value: object = None,
    step: int | None = None,
) -> RefereeGame:
    """Apply a person's action: "play" a card, "rob" discarding a card, "decline" to rob; in
    auction games "bid" (``value`` "pass", "hold" or an amount), "raise", "name" a suit,
    "discard" (a list of cards), "call" a card (None: alone), "lead" (a seat).

    ``card`` is the value of "play", "rob" and "call".  ``step`` is the number of actions the
    person's page showed: a page that is out of date (a double tap, another phone was faster)
    is refused instead of acting twice.  Then the computer players move until a person is to act.
    """
    rg = RefereeGame.objects.select_for_update().get(pk=game.pk)
    if rg.status != RefereeGame.Status.PLAYING:
        raise Conflict(Reason(R.GAME_OVER).render(_))
    if kind not in KINDS:
        raise Refusal(Reason(R.UNKNOWN_ACTION, {"kind": str(kind)[:20]}).render(_))
    if not isinstance(seat, int) or not 0 <= seat < rg.players:
        raise Refusal(Reason(R.NO_SUCH_SEAT, {"seat": seat}).render(_))
    if rg.seats[seat]["kind"] != PERSON:
        raise Refusal(_("Seat %(seat)d is played by the computer.") % {"seat": seat})
    if step is not None and step != len(rg.actions):
        raise Conflict(_("The game has moved on since this page was shown: look again."))
    value = posted_value(kind, card if value is None else value)
    if kind in NEEDS_VALUE and value in (None, ""):
        raise Refusal(missing_value(kind))
    state = rebuild(rg)
    try:
        record = do(state, kind, seat, value)
    except RulesError as exc:
        raise refused(exc) from None
    rg.actions.append(entry(record))
    _run_computers(rg, state)
    rg.save()
    return rg


def winning_seats(rg: RefereeGame) -> list[int]:
    """The seats of the winning side (empty while the game runs)."""
    if rg.winner_side is None:
        return []
    game = rebuild(rg)
    won = game.log[-1]
    sides = {rg.winner_side, *getattr(won, "with_sides", ())}  # a called partner wins with the bidder
    return [s for s in range(rg.players) if game.side_of[s] in sides]


def referee_confirm(*, game: RefereeGame, seat: int) -> ResultOutcome:
    """A player of the winning couple confirms; the winner is posted as the table's result.

    Confirming again answers with the same outcome; the result is posted once (its post token is the
    game's own). The post runs outside this service's checks' transaction: a winner refused because
    the table already has another one is kept as a disagreement for the organiser to settle (a
    transaction around the post would roll that back with the refusal, and the organiser would never
    hear of it), and the desk's result is never written over.
    """
    rg, couple, points = _confirmable(game=game, seat=seat)
    outcome = result_claim(
        night=rg.night, game=rg.night_game, table=rg.night_table, winner=couple,
        user=rg.started_by, points=points, token=str(rg.pk), source=PostToken.Source.REFEREE,
    )
    with transaction.atomic():
        rg = RefereeGame.objects.select_for_update().get(pk=rg.pk)
        if rg.status != RefereeGame.Status.POSTED:
            rg.status = RefereeGame.Status.POSTED
            rg.confirmed_by_seat = seat
            rg.confirmed_at = timezone.now()
            rg.post_message = outcome.message[:300]
            rg.save(update_fields=["status", "confirmed_by_seat", "confirmed_at", "post_message", "updated_at"])
    return outcome


@transaction.atomic
def _confirmable(*, game: RefereeGame, seat: int) -> tuple[RefereeGame, int, tuple | None]:
    """The game, the winning couple and the points to post, once the seat may confirm; else the refusal."""
    rg = RefereeGame.objects.select_for_update(of=("self",)).select_related("night").get(pk=game.pk)
    if not rg.is_linked:
        raise Refusal(_("This game is not played for a card-party night: there is no result to post."))
    if rg.status == RefereeGame.Status.PLAYING:
        raise Conflict(_("The game is not over yet."))
    if rg.status == RefereeGame.Status.ABANDONED:
        raise Conflict(_("This game was abandoned: its result is not posted."))
    winners = winning_seats(rg)
    if seat not in winners:
        raise Forbidden(_("Only a player of the winning couple can confirm the result."))
    scores = list(rg.scores)
    won = scores[rg.winner_side]
    lost = max((p for side, p in enumerate(scores) if side != rg.winner_side), default=0)
    # Final scores off the night's scale (a game of other rules than the night's): only the winner is posted.
    points = (won, lost) if points_problem(night_game(rg.night.game), won, lost) is None else None
    return rg, rg.seats[seat]["couple"], points


@transaction.atomic
def referee_abandon(*, game: RefereeGame) -> RefereeGame:
    """Stop a game without a result (a night game's table can then start again)."""
    rg = RefereeGame.objects.select_for_update().get(pk=game.pk)
    if rg.status == RefereeGame.Status.POSTED:
        raise Conflict(_("The result of this game is already posted."))
    rg.status = RefereeGame.Status.ABANDONED
    rg.save(update_fields=["status", "updated_at"])
    return rg
