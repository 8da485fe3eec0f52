"""A long list is drawn once per change: equal ``shows`` give the kept HTML, a change draws it anew."""

from django.utils import translation

from tournaments.web.fragments import fragment

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
