"""A long list is drawn once per change: equal ``shows`` give the kept HTML, a change draws it anew."""

import pytest
from django.template.loader import render_to_string
from django.test.signals import template_rendered
from django.utils import translation

from tournaments.cache.fragments import RUN, fragment, fragment_runs

TILES = "organiser/_tiles.html"


def tile(table: int, winner: int | None) -> dict:
    return {"table": table, "couples": "1 · 2", "css": "in" if winner else "out", "bye": False,
            "winner": winner, "disputed": False}


def test_the_same_tiles_are_drawn_once_and_kept():
    shows = [tile(1, None)]
    first = fragment(TILES, {"tiles": shows}, shows=shows)
    # The context changed but `shows` says the fragment shows the same: the kept HTML comes back.
    again = fragment(TILES, {"tiles": [tile(1, 2)]}, shows=shows)
    assert again == first and "2 won" not in again


def test_a_change_in_what_it_shows_draws_it_again():
    before = fragment(TILES, {"tiles": [tile(7, None)]}, shows=[tile(7, None)])
    after = fragment(TILES, {"tiles": [tile(7, 3)]}, shows=[tile(7, 3)])
    assert "waiting" in before and "3 won" in after


def test_each_language_keeps_its_own_copy():
    shows = [tile(9, 4)]
    english = fragment(TILES, {"tiles": shows}, shows=shows)
    with translation.override("fr"):
        french = fragment(TILES, {"tiles": shows}, shows=shows)
    assert "4 won" in english and "4 a gagné" in french


def test_what_a_person_typed_is_escaped_in_the_kept_copy():
    shows = [{**tile(2, None), "couples": "<script>x</script>"}]
    html = fragment(TILES, {"tiles": shows}, shows=shows)
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_equal_rows_built_apart_find_the_kept_copy_and_one_changed_row_of_five_hundred_does_not():
    rows = [tile(n, n % 7 or None) for n in range(1, 501)]
    first = fragment(TILES, {"tiles": rows}, shows=rows)
    built_again = [tile(n, n % 7 or None) for n in range(1, 501)]
    assert fragment(TILES, {"tiles": []}, shows=built_again) == first  # kept: the context is not drawn
    changed = [*built_again[:-1], tile(500, 3)]
    assert "3 won" in fragment(TILES, {"tiles": changed}, shows=changed).split("</li>")[-2]


def joined(parts: list[str]) -> str:
    """The runs one after another, less the line break each run's template ends with but the last."""
    return "".join(part.removesuffix("\n") for part in parts) + "\n"


def rank(number: int, wins: int) -> dict:
    return {"number": number, "names": f"Anne {number} & Zoé <{number}>", "wins": wins, "place": 1 + (30 - wins) * 20,
            "css": "", "prize": "", "tied": False}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("template", ["public/_board_ranks.html", "public/_standings_rows.html"])
def test_a_long_list_drawn_in_kept_runs_is_the_list_drawn_at_once(template, language):
    rows = [rank(n, n * 7 % 31) for n in range(1, 1234)]  # numbers past a thousand: drawn without a separator
    with translation.override(language):
        whole = render_to_string(template, {"rows": rows, "ranked": True})
        parts = fragment_runs(template, rows, context={"ranked": True})
    assert len(parts) == -(-len(rows) // RUN) and joined(parts) == whole
    assert "1233" in whole and "&lt;1233&gt;" in whole


def test_season_rows_keep_their_even_and_odd_across_runs():
    rows = [{"place": n, "name": f"P{n}", "url": "/p/", "nights": 1, "wins": n, "average": 1.5, "best": 3, "prizes": 0,
             "jars": 0, "money_text": "0.00"} for n in range(1, 2 * RUN + 8)]
    labels = {"nights": "Nights", "wins": "Wins"}
    whole = render_to_string("public/_season_rows.html", {"rows": rows, "labels": labels})
    assert joined(fragment_runs("public/_season_rows.html", rows, context={"labels": labels})) == whole


def test_a_tap_that_changes_one_row_draws_only_that_run_again():
    rows = [tile(n, None) for n in range(1, 251)]
    first = fragment_runs(TILES, rows, name="tiles")
    rows[120] = tile(121, 2)
    drawn = []
    receiver = lambda sender, template, **kwargs: drawn.append(template.name)  # noqa: E731
    template_rendered.connect(receiver)
    try:
        again = fragment_runs(TILES, rows, name="tiles")
    finally:
        template_rendered.disconnect(receiver)
    changed = 120 // RUN  # the run that holds the 121st tile
    assert drawn == [TILES], "one run drawn again, the others handed back"
    assert [a == b for a, b in zip(first, again, strict=True)] == [i != changed for i in range(len(first))]
    assert "2 won" in again[changed]
