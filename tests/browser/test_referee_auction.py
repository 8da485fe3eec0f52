"""An auction game in Chromium (issue 12 points 8 and 10): a round of Merrimack Valley played by
tapping the panels at tablet (800x1280) and phone (390x844) size, each panel screenshotted, run
through axe and checked to fit; and a bid made with the keyboard alone."""

from __future__ import annotations

import pytest

from cardparty.rules.auction.records import AuctionScored
from tournaments.referee.models import RefereeGame
from tournaments.referee.services import rebuild, referee_start

from .conftest import PHONE, TABLET, focused, shot
from .fit import misfits
from .test_accessibility import BLOCKING, assert_focus_visible, tab_to

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ALONE = [{"kind": "person", "name": "Ann"}] + [{"kind": "computer"}] * 3


@pytest.fixture(scope="module")
def axe():
    from axe_playwright_python.sync_playwright import Axe

    return Axe()


def _tap_and_wait(page, locator) -> None:
    with page.expect_navigation():
        locator.tap()


def _check(page, axe, name: str) -> None:
    """A screenshot to look at, no serious axe violation, and nothing off a narrow screen."""
    shot(page, name)
    violations = [f"{v['id']} ({v['impact']}) at {[n['target'] for n in v['nodes'][:3]]}"
                  for v in axe.run(page).response["violations"] if v["impact"] in BLOCKING]
    assert not violations, f"{name}: {violations}"
    assert not misfits(page), f"{name}: {misfits(page)}"
    wider = page.evaluate("""() => [...document.querySelectorAll('main .panel')]
        .filter(p => p.scrollWidth > p.clientWidth + 1).map(p => p.className)""")
    assert not wider, f"{name}: something is wider than its panel in {wider}"


def _panel(page) -> str:
    for kind in ("bid", "trump", "call", "lead"):
        if page.locator(f"[data-panel='{kind}']").count():
            return kind
    if page.locator("[data-discard]").count():
        return "discard"
    if page.locator("button.pc.legal").count():
        return "play"
    return ""


@pytest.mark.parametrize(("size", "viewport"), [("tablet", TABLET), ("phone", PHONE)])
def test_a_merrimack_valley_round_by_tapping_the_panels(new_context, axe, size, viewport):
    page = new_context(viewport, has_touch=True).new_page()
    page.goto("/referee/")
    page.select_option("#ruleset", "merrimack-valley")
    page.fill("#name0", "Ann")
    _tap_and_wait(page, page.locator("[data-deal]"))
    rg = RefereeGame.objects.get()
    seen: set[str] = set()
    for _ in range(80):
        if any(isinstance(r, AuctionScored) for r in rebuild(rg).log):
            break
        kind = _panel(page)
        assert kind, page.inner_text("main")[:500]
        if kind not in seen:
            seen.add(kind)
            _check(page, axe, f"auction-{size}-{kind}")
        if kind == "bid":
            _tap_and_wait(page, page.locator("[data-call]").first)
        elif kind == "trump":
            _tap_and_wait(page, page.locator("[data-suit]").first)
        elif kind == "discard":
            least, _ = rebuild(rg).discard_limits()
            for label in page.locator("label.ref-pick").all()[: max(least, 1)]:
                label.tap()
            assert page.locator("input[name=cards]:checked").count() == max(least, 1), "a tap chooses a card"
            if "discard-chosen" not in seen:
                seen.add("discard-chosen")
                shot(page, f"auction-{size}-discard-chosen")
            _tap_and_wait(page, page.locator("[data-discard-confirm]"))
        else:
            _tap_and_wait(page, page.locator("button.pc.legal").first)
        rg.refresh_from_db()
    else:
        raise AssertionError("the round did not end")
    page.reload()
    page.wait_for_selector("[data-summary]")
    page.locator("[data-summary]").scroll_into_view_if_needed()
    _check(page, axe, f"auction-{size}-round-summary")
    assert {"discard", "play"} <= seen, seen
    assert page.locator("[data-summary] [data-made]").count() == 1


def _ann_to_bid() -> RefereeGame:
    for seed in range(200):
        rg = referee_start(seats=ALONE, ruleset="merrimack-valley", seed=seed)
        game = rebuild(rg)
        if game.phase == "bid" and game.to_act == 0 and len(game.bid_actions()) > 2:
            return rg
        rg.delete()
    raise AssertionError("no deal where Ann bids")


@pytest.mark.parametrize("viewport", [TABLET, PHONE], ids=["tablet", "phone"])
def test_a_bid_with_the_keyboard_alone(new_context, viewport):
    rg = _ann_to_bid()
    game = rebuild(rg)
    page = new_context(viewport).new_page()
    page.goto(f"/referee/g/{rg.token}/")
    second = game.bid_actions()[1]
    target = f"[data-call='{second.amount}']"
    tab_to(page, target)
    assert_focus_visible(page, "a bid button")
    assert focused(page, target)
    with page.expect_navigation():
        page.keyboard.press("Enter")
    rg.refresh_from_db()
    assert ["bid", 0, second.amount] in rg.actions, rg.actions
    shot(page, "auction-keyboard-after-bid")


@pytest.mark.parametrize(("size", "viewport"), [("tablet", TABLET), ("phone", PHONE)])
def test_the_auction_ruling_page_at_both_sizes(new_context, axe, size, viewport):
    page = new_context(viewport).new_page()
    page.goto("/referee/ruling/auction/?ruleset=nova-scotia-auction&players=4&calls=20,pass,25&call=hold"
              "&bid=30&took=25&before=40&other=90")
    page.wait_for_selector("[data-bid-answer] [data-verdict='legal']")
    page.wait_for_selector("[data-score-answer][data-made='0']")
    _check(page, axe, f"auction-{size}-ruling")


def test_a_players_own_phone_shows_the_bid_panel_first(new_context, axe):
    for seed in range(200):
        rg = referee_start(seats=ALONE, ruleset="merrimack-valley", seed=seed, mode="phones")
        if rebuild(rg).phase == "bid":
            break
        rg.delete()
    page = new_context(PHONE).new_page()
    page.goto(f"/referee/p/{rg.pk}/{rg.seats[0]['key']}/")
    panel = page.locator("[data-panel='bid']")
    assert panel.is_visible()
    assert panel.bounding_box()["y"] < page.locator(".ref-status").bounding_box()["y"], "the hand and panel come first"
    _check(page, axe, "auction-phone-own-phone-bid")
    others = {str(c) for s in range(1, 4) for c in rebuild(rg).hand(s)}
    shown = set(page.eval_on_selector_all("[data-card]", "els => els.map(e => e.dataset.card)"))
    assert not shown & others, "no other seat's card on this phone"
