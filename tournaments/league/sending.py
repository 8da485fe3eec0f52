"""The hall's desk sends a finished night to the league: export, post (outside any transaction), record."""

from __future__ import annotations

from django.utils.translation import gettext as _

from tournaments.errors import Refusal
from tournaments.models import Night
from tournaments.transfer import night_export

from .client import night_post
from .digest import night_digest
from .models import NightSent
from .selectors import link_get
from .services import night_sent_record


def night_send(*, night: Night, user=None) -> NightSent:
    """Send the finished night to its series' league and keep what the league answered."""
    if night.state != Night.State.FINISHED:
        raise Refusal(_("Only a finished night can be sent to the league: finish it at the desk first."))
    link = link_get(series=night.series)
    if link is None:
        raise Refusal(_("This series has no league yet: set the league's address and the hall token first."))
    data = night_export(night=night, card_links=False)  # the couples' card links stay in the hall
    answer = night_post(league=link.url, token=link.token, data=data)
    return night_sent_record(night=night, url=link.url, digest=night_digest(data), status=answer.status,
                             accepted=answer.accepted, message=answer.message, user=user)
