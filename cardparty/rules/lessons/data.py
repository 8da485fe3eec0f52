"""The lessons as data (SPEC 3c): each a title, an aim and a few dealt positions.

A position's ``kind`` says what the learner picks and how the referee checks it
(:mod:`cardparty.rules.lessons`): ``win`` (the card that takes ``trick``), ``play`` (a card of
``hand`` that may be played on ``trick``), ``good`` (a legal card a good player would play:
no gentle note), ``bonus`` (the card that earns the bonus among ``cards``), ``rob`` (may the
player holding ``hand`` rob the turned card: "yes"/"no"), ``bid`` (a call after ``calls``, four players,
bidding from the dealer's left), ``move`` (the table a couple plays at next), ``prize`` / ``booby`` (the
couple with the most / fewest ``wins``); after an auction's bidding, ``throw``, ``discard``, ``call``
and ``call-best`` (:mod:`cardparty.rules.lessons.auction`). ``answer`` is what the lesson teaches: tests/rules/test_lessons.py asserts the
referee says exactly that.
"""

from __future__ import annotations

from ..reasons import gettext_noop as _

Q_WIN = _("Which card takes this trick?")
Q_PLAY = _("Which card may you play?")
Q_GOOD = _("Which card would a good player play here?")
Q_BONUS = _("These trumps were played this round. Which one earns the bonus trick?")
Q_ROB = _("May you rob the turned card?")
Q_MOVE = _("At which table does couple %(couple)s play next?")
Q_BID = _("The bids so far are shown. What may you say now?")
Q_PRIZE = _("These are the night’s wins. Which couple takes the first prize?")
Q_BOOBY = _("These are the night’s wins. Which couple takes the booby prize?")
Q_THROW = _("Trumps are named. Which card would you throw away before the draw?")
Q_DISCARD_LEAST = _("You won the bid and took the kitty: you hold %(held)d cards. How many must you discard, "
                    "at the fewest?")
Q_DISCARD_MOST = _("Someone else won the bid; you hold %(held)d cards. How many may you discard, at the most?")
Q_CALL = _("You won the bid at five players. Which of these cards may you call?")
Q_CALL_BEST = _("You won the bid at five players. Which card would a good player call?")

LESSONS = [
    {"slug": "plain-suits", "title": _("The cards’ order in a plain suit"),
     "aim": _("Red suits rank high to low, black suits’ small cards are reversed, and the ace of diamonds is lowest."),
     "positions": [
         {"kind": "win", "trump": "S", "trick": "5D AD 2D 9D", "answer": ["9D"]},
         {"kind": "win", "trump": "H", "trick": "10C AC 2C 9C", "answer": ["AC"]},
         {"kind": "win", "trump": "D", "trick": "QC KS 2C", "answer": ["QC"]}]},
    {"slug": "trumps", "title": _("The order of the trumps"),
     "aim": _("The five of trumps, then the jack, then the ace of hearts, then the ace of trumps."),
     "positions": [
         {"kind": "win", "trump": "C", "trick": "AC AH JC", "answer": ["JC"]},
         {"kind": "win", "trump": "S", "trick": "KH 2S AH", "answer": ["AH"]},
         {"kind": "win", "trump": "D", "trick": "JD 5D AH", "answer": ["5D"]}]},
    {"slug": "following", "title": _("Following suit"),
     "aim": _("Follow the suit led or play a trump; with none of the suit led, play anything."),
     "positions": [
         {"kind": "play", "trump": "S", "hand": "KC 9D 3H", "trick": "9C", "answer": ["KC"]},
         {"kind": "play", "trump": "S", "hand": "4C 9D 3H", "trick": "KD", "answer": ["9D"]},
         {"kind": "play", "trump": "H", "hand": "7C 9D 2H", "trick": "QH", "answer": ["2H"]}]},
    {"slug": "reneging", "title": _("Holding back the top trumps"),
     "aim": _("The five, the jack and the ace of hearts may be held back when a lower trump is led."),
     "positions": [
         {"kind": "play", "trump": "S", "hand": "5S 9D 7H", "trick": "2S", "answer": ["5S", "9D", "7H"]},
         {"kind": "play", "trump": "S", "hand": "JS 9D 3H", "trick": "5S", "answer": ["JS"]},
         {"kind": "play", "trump": "C", "hand": "AH KD 7S", "trick": "JC", "answer": ["AH"]}]},
    {"slug": "robbing", "title": _("Robbing the trump"),
     "aim": _("The player holding the ace of trumps may take the turned card; the dealer may when an ace is turned."),
     "positions": [
         {"kind": "rob", "ruleset": "nova-scotia", "turned": "7D", "hand": "AD 3C 9S 4H KC", "dealer": 1, "answer": ["yes"]},
         {"kind": "rob", "ruleset": "nova-scotia", "turned": "7D", "hand": "KD 3C 9S 4H AC", "dealer": 1, "answer": ["no"]},
         {"kind": "rob", "ruleset": "nova-scotia", "turned": "9H", "hand": "AH 3C 9S 4D KC", "dealer": 1, "answer": ["yes"]}]},
    {"slug": "bonus", "title": _("Scoring and the bonus trick"),
     "aim": _("Each trick is worth 5; the trick holding the best trump played in the round is worth 5 more."),
     "positions": [
         {"kind": "bonus", "trump": "H", "cards": "AH KH 2H JH", "answer": ["JH"]},
         {"kind": "bonus", "trump": "C", "cards": "AC AH KC 2C", "answer": ["AH"]}]},
    {"slug": "good-play", "title": _("Playing well"),
     "aim": _("Keep your best trumps when your partner is winning; take a trick you can surely win."),
     "positions": [
         {"kind": "good", "trump": "S", "hand": "5S 3D", "trick": "KD QD", "partner_winning": True, "last": False,
          "answer": ["3D"]},
         {"kind": "good", "trump": "S", "hand": "2D KS", "trick": "QD JD 10D", "partner_winning": False, "last": True,
          "answer": ["KS"]}]},
    {"slug": "bidding", "title": _("Bidding and holding"),
     "aim": _("Each bid is higher than the last; in Nova Scotia auction the dealer may hold, taking the high bid "
              "at the same amount, and a pass is final."),
     "positions": [
         {"kind": "bid", "ruleset": "nova-scotia-auction", "calls": ["20"], "answer": ["25", "30", "pass"]},
         {"kind": "bid", "ruleset": "nova-scotia-auction", "calls": ["20", "pass", "25"], "answer": ["hold", "pass"]},
         {"kind": "bid", "ruleset": "nova-scotia-auction", "calls": ["20", "pass", "pass", "hold"],
          "answer": ["25", "30", "pass"]},
         {"kind": "bid", "ruleset": "merrimack-valley", "calls": ["20", "pass", "25"], "answer": ["30", "pass"]}]},
    {"slug": "discards", "title": _("Discarding and drawing"),
     "aim": _("Once trumps are named, everyone throws away the cards that are not trumps (the ace of hearts is "
              "always a trump) and draws; the bidder, with the kitty, keeps no more than five."),
     "positions": [
         {"kind": "throw", "trump": "C", "hand": "AH 9D KC 4C 7S", "answer": ["9D", "7S"]},
         {"kind": "throw", "trump": "D", "hand": "AD QS AH 2S 8D", "answer": ["QS", "2S"]},
         {"kind": "discard", "ruleset": "nova-scotia-auction", "bidder": True, "ask": "least", "answer": ["4"]},
         {"kind": "discard", "ruleset": "one-hundred-ten", "bidder": False, "ask": "most", "answer": ["3"]}]},
    {"slug": "calling", "title": _("Calling a partner"),
     "aim": _("At five players the bidder calls a card: whoever plays it is the partner for the round. A trump "
              "higher than your best may not be called, so never the five; a good caller calls the next best."),
     "positions": [
         {"kind": "call", "ruleset": "nova-scotia-auction", "trump": "S", "hand": "JS AH 9D 3C 7H",
          "cards": "5S AS KC", "answer": ["AS", "KC"]},
         {"kind": "call", "ruleset": "nova-scotia-auction", "trump": "D", "hand": "2D 9C 3C 7H KH",
          "cards": "5D 3D KS", "answer": ["KS"]},
         {"kind": "call-best", "ruleset": "nova-scotia-auction", "trump": "S", "hand": "5S JS 9D 3C 7H",
          "cards": "AH AS KD", "answer": ["AH"]},
         {"kind": "call-best", "ruleset": "nova-scotia-auction", "trump": "S", "hand": "JS AH 9D 3C 7H",
          "cards": "5S AS KD", "answer": ["AS"]}]},
    {"slug": "prizes", "title": _("The card party: punch cards and prizes"),
     "aim": _("Each game won is punched on the couple’s card; the most wins take the prizes, tied couples share a "
              "place, and the fewest wins take the booby prize."),
     "positions": [
         {"kind": "prize", "wins": {1: 14, 2: 17, 3: 12, 4: 15}, "answer": ["2"]},
         {"kind": "prize", "wins": {1: 16, 2: 13, 3: 16, 4: 15}, "answer": ["1", "3"]},
         {"kind": "booby", "wins": {1: 14, 2: 9, 3: 12, 4: 15}, "answer": ["2"]}]},
    {"slug": "the-night", "title": _("The card party: moving tables"),
     "aim": _("After each game the winners move on to the next table and the losers stay."),
     "positions": [
         {"kind": "move", "seating": {1: [1, 2], 2: [3, 4], 3: [5, 6]}, "winners": {1: 2, 2: 3, 3: 6},
          "couple": 2, "answer": ["2"]},
         {"kind": "move", "seating": {1: [1, 2], 2: [3, 4], 3: [5, 6]}, "winners": {1: 2, 2: 3, 3: 6},
          "couple": 6, "answer": ["1"]},
         {"kind": "move", "seating": {1: [1, 2], 2: [3, 4], 3: [5, 6]}, "winners": {1: 2, 2: 3, 3: 6},
          "couple": 4, "answer": ["2"]}]},
]
