"""Refusals a volunteer can read: every service raises one of these, never a crash."""

from __future__ import annotations


class Refusal(Exception):
    """A request the rules of the night do not allow; nothing was changed.

    ``message`` is already translated (services build it with gettext), and
    ``status`` is the HTTP status a view answers with.
    """

    status = 400

    def __init__(self, message: str) -> None:
        super().__init__(str(message))
        self.message = str(message)


class Conflict(Refusal):
    """The request disagrees with what is already recorded (a different winner, a stale edit)."""

    status = 409


class NotFound(Refusal):
    """No such night, game, table or couple."""

    status = 404


class Forbidden(Refusal):
    """The person is not allowed to do this for this night."""

    status = 403


class Unprocessable(Refusal):
    """Well formed, but it cannot be done as asked (a post token already used for another request)."""

    status = 422


class TooMany(Refusal):
    """Too many requests of one kind from one place in a short time: wait, then try again."""

    status = 429
