"""Writes for prizes: tie-breaks (choices, cuts, play-offs), and a tie-break undone with a reason
(kept in the night's audit lines) until the night is finished."""

from __future__ import annotations

import random

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from .. import cookiejar, standings
from ..errors import Conflict, NotFound, Refusal
from ..models import Couple, Night, NightEvent, TieBreak, TieEntry
from ..prize_text import place_name
from ..selectors import night_standings
from ..text import clean_text
from .nights import night_locked
from .results import points_checked
from .season_totals import night_totals_follow

REASON_MAX = 500
DECK = [r + s for s in "CDHS" for r in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]


def _contested(night: Night, kind: str, place: int) -> list[int]:
    table = night_standings(night=night)
    if kind == TieBreak.Kind.BOOBY:
        return table.booby_group
    if kind == TieBreak.Kind.JAR:
        return list(table.jar.winners)
    if not 1 <= place <= len(table.prize_groups):
        raise NotFound(_("There is no prize place %(place)d.") % {"place": place})
    return table.prize_groups[place - 1]


@transaction.atomic
def tiebreak_open(*, night: Night, kind: str = "prize", place: int = 1) -> TieBreak:
    """Open the tie-break for a prize contested by several couples (idempotent)."""
    night = night_locked(night)
    if night.state != Night.State.PRIZES:
        raise Conflict(_("Ties are settled once every game has been played."))
    if kind != TieBreak.Kind.PRIZE and place != 1:
        raise Refusal(_("The booby prize and the cookie jar have one place only."))
    existing = TieBreak.objects.filter(night=night, kind=kind, place=place).first()
    if existing:
        return existing
    couples = _contested(night, kind, place)
    if len(couples) < 2:
        raise Refusal(_("This prize is not tied: nothing to settle."))
    tb = TieBreak.objects.create(night=night, kind=kind, place=place)
    by_number = {c.number: c for c in Couple.objects.filter(night=night, number__in=couples)}
    TieEntry.objects.bulk_create(TieEntry(tiebreak=tb, couple=by_number[n]) for n in couples)
    return tb


def _tiebreak(night: Night, pk: int) -> TieBreak:
    tb = TieBreak.objects.select_for_update().filter(night=night, pk=pk).first()
    if tb is None:
        raise NotFound(_("There is no such tie-break tonight."))
    if tb.resolved:
        raise Conflict(_("This tie has already been settled."))
    return tb


def _entries(tb: TieBreak) -> dict[int, TieEntry]:
    return {e.couple.number: e for e in tb.entries.select_related("couple")}


@transaction.atomic
def tiebreak_choose(*, night: Night, tiebreak: int, choices: dict[int, str]) -> TieBreak:
    """Record each tied couple's choice; once all have chosen, fix the method.

    A split settles at once; otherwise the cut or the play-off follows.
    """
    tb = _tiebreak(night, tiebreak)
    entries = _entries(tb)
    for number, choice in choices.items():
        if number not in entries:
            raise Refusal(_("Couple %(couple)s is not part of this tie.") % {"couple": number})
        if choice not in standings.TIE_CHOICES:
            raise Refusal(_("Choose split, cut or play-off."))
        entries[number].choice = choice
        entries[number].save(update_fields=["choice"])
    stated = {n: e.choice for n, e in entries.items() if e.choice}
    if len(stated) == len(entries):
        method, contenders = standings.tie_method(stated)
        tb.method = method
        if method == "split" or len(contenders) == 1:
            TieEntry.objects.filter(tiebreak=tb, couple__number__in=contenders).update(won=True)
            tb.resolved = True
        tb.save(update_fields=["method", "resolved"])
    night_totals_follow(night_id=night.pk)  # a tie settled after the finish changes the night's takings
    return tb


def _contenders(tb: TieBreak, entries: dict[int, TieEntry]) -> list[int]:
    if tb.method == "cut" and tb.cuts:
        return sorted(int(c) for c in standings.cut_winners(tb.cuts[-1]))
    if tb.method == "playoff":
        return sorted(n for n, e in entries.items() if e.choice == "playoff")
    return sorted(entries)


@transaction.atomic
def tiebreak_cut(*, night: Night, tiebreak: int, cards: dict[int, str] | None = None, seed: int | None = None) -> TieBreak:
    """Record a cut made with real cards, or cut for the couples with a stored seed.

    The lowest card wins (ace low); equal lowest cards cut again, among themselves.
    """
    tb = _tiebreak(night, tiebreak)
    if tb.method != "cut":
        raise Conflict(_("This tie is not settled by cutting the deck."))
    entries = _entries(tb)
    contenders = _contenders(tb, entries)
    rounds = list(tb.cuts or [])
    if cards is None:
        if tb.seed is None:
            tb.seed = cookiejar.new_seed() if seed is None else seed
        while True:
            # Each round has its own generator, so the seed and the round's number
            # reproduce it even when real cuts came before.
            dealt = random.Random(f"{tb.seed}:{len(rounds)}").sample(DECK, len(contenders))
            rounds.append({str(n): card for n, card in zip(contenders, dealt, strict=True)})
            contenders = sorted(int(c) for c in standings.cut_winners(rounds[-1]))
            if len(contenders) == 1:
                break
    else:
        if sorted(cards) != contenders:
            raise Refusal(_("Enter one card for each couple still cutting: %(couples)s.") % {"couples": ", ".join(map(str, contenders))})
        try:
            round_ = {str(n): _canonical(card) for n, card in cards.items()}
        except ValueError:
            raise Refusal(_("Write each card as rank then suit, such as 7H, 10S or AD.")) from None
        if len(set(round_.values())) != len(round_):
            raise Refusal(_("Two couples cannot cut the same card."))
        rounds.append(round_)
    tb.cuts = rounds
    last = sorted(int(c) for c in standings.cut_winners(rounds[-1]))
    if len(last) == 1:
        TieEntry.objects.filter(tiebreak=tb, couple__number=last[0]).update(won=True)
        tb.resolved = True
    tb.save(update_fields=["cuts", "seed", "resolved"])
    night_totals_follow(night_id=night.pk)
    return tb


def _canonical(card: str) -> str:
    text = str(card).strip().upper()
    if text.startswith("T"):
        text = "10" + text[1:]
    standings.cut_rank(text)
    return text


@transaction.atomic
def tiebreak_playoff(*, night: Night, tiebreak: int, winner: int, points: tuple | list | None = None) -> TieBreak:
    """Record the play-off game's winner; couples that declined it have forfeited."""
    tb = _tiebreak(night, tiebreak)
    if tb.method != "playoff":
        raise Conflict(_("This tie is not settled by a play-off."))
    entries = _entries(tb)
    if winner not in _contenders(tb, entries):
        raise Refusal(_("Couple %(couple)s did not play the play-off.") % {"couple": winner})
    won, lost = points_checked(points, night=night)
    tb.playoff_winner = entries[winner].couple
    tb.playoff_points = [won, lost] if won is not None else []
    entries[winner].won = True
    entries[winner].save(update_fields=["won"])
    tb.resolved = True
    tb.save(update_fields=["playoff_winner", "playoff_points", "resolved"])
    night_totals_follow(night_id=night.pk)
    return tb


def _tie_words(tb: TieBreak) -> str:
    """What an undone tie-break had come to, for the audit line: "First prize: cut the deck, won by couple 4"."""
    prize = {TieBreak.Kind.BOOBY: _("Booby prize"), TieBreak.Kind.JAR: _("Cookie jar")}.get(tb.kind) or place_name(tb.place)
    how = tb.get_method_display() if tb.method else _("choices")
    won = sorted(tb.entries.filter(won=True).values_list("couple__number", flat=True))
    if tb.resolved and won:
        words = ngettext("%(prize)s: %(how)s, won by couple %(couples)s", "%(prize)s: %(how)s, won by couples %(couples)s", len(won))
        return words % {"prize": prize, "how": how, "couples": ", ".join(map(str, won))}
    return _("%(prize)s: %(how)s, not settled yet") % {"prize": prize, "how": how}


@transaction.atomic
def tiebreak_undo(*, night: Night, tiebreak: int, reason: str, user=None) -> NightEvent:  # noqa: ANN001
    """Undo a tie-break (its choices, cuts or play-off) so that it is settled again from the couples'
    choices, with a reason kept in the audit lines; refused once the night is finished."""
    night = night_locked(night)
    reason = clean_text(reason)
    if night.state == Night.State.FINISHED:
        raise Conflict(_("The night is finished: its tie-breaks are final. Reopen the night (with a reason) to undo one."))
    tb = TieBreak.objects.select_for_update().filter(night=night, pk=tiebreak).first()
    if tb is None:
        raise NotFound(_("There is no such tie-break tonight."))
    if not reason:
        raise Refusal(_("Give a reason for undoing the tie-break: it goes in the audit trail."))
    if len(reason) > REASON_MAX:
        raise Refusal(_("Keep the reason under 500 characters."))
    undone = _tie_words(tb)
    tb.delete()
    return NightEvent.objects.create(night=night, kind=NightEvent.Kind.TIE_UNDONE, reason=reason, undone=undone,
                                     made_by=user if getattr(user, "pk", None) else None)
