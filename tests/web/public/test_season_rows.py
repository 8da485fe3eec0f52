"""The season page's rows are drawn once per change by their own templates (public/_season_rows.html,
public/_season_couples_rows.html): cell for cell what django-tables2 draws for the same columns."""

from __future__ import annotations

import random
import re
from decimal import Decimal

import pytest
from django.test import RequestFactory
from django.utils import translation
from django_tables2 import RequestConfig

from tournaments.public.season_tables import CouplesTable, SeasonTable

NAMES = ["Ann Aucoin", "Noëlle D'Entremont", "<b>Bold</b> & Co", "Émile \"Mil\" Poirier", "", "Ó Súilleabháin"]


def _records(rng: random.Random, count: int, *, couples: bool) -> list[dict]:
    records = []
    for n in range(count):
        record = {"nights": rng.randint(1, 40), "wins": rng.randint(0, 900), "prizes": rng.randint(0, 9),
                  "jars": rng.randint(0, 3), "money": Decimal(rng.randint(0, 50000)) / 100,
                  "average": rng.choice([None, 0, 0.0, 12.5, 17.0, rng.random() * 25]),
                  "best": rng.choice([None, 0, rng.randint(1, 25)])}
        if couples:
            record["names"] = f"{rng.choice(NAMES)} & {rng.choice(NAMES)}"
        else:
            record.update(place=rng.choice([None, n + 1]), name=rng.choice(NAMES), series="league", player=n)
        records.append(record)
    return records


def _tbody(html: str) -> str:
    body = html[html.index("<tbody"):html.index("</tbody>")]
    return re.sub(r"<(\w+) >", r"<\1>", re.sub(r">\s+<", "><", re.sub(r"\s+", " ", body))).strip()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind", [SeasonTable, CouplesTable])
@pytest.mark.parametrize("query", ["", "?sort=-wins&page=2", "?sort=money", "?c-sort=-names&c-page=3", "?page=99"])
def test_the_kept_rows_are_the_cells_django_tables2_draws(kind, language, query):
    rng = random.Random(f"{kind.__name__}{language}{query}")
    records = _records(rng, 230, couples=kind is CouplesTable)
    request = RequestFactory().get("/s/league/" + query)
    with translation.override(language):
        drawn = []
        for template in (None, "django_tables2/table.html"):  # ours, then django-tables2's own cells
            table = kind(records, **({"template_name": template} if template else {}))
            RequestConfig(request, paginate={"per_page": 100}).configure(table)
            drawn.append(_tbody(table.as_html(request)))
    ours, theirs = drawn
    assert ours == theirs
    assert ours.count("<tr") == len(table.page.object_list)


def test_a_season_with_no_row_says_so():
    request = RequestFactory().get("/s/league/")
    table = SeasonTable([])
    RequestConfig(request, paginate={"per_page": 100}).configure(table)
    assert "No night of this series is finished yet." in table.as_html(request)
