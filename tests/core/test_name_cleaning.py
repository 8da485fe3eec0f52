"""Names that look alike or blank (issue 34, point 6), pure: no database.

A name is NFC, holds no default-ignorable or filler character, every space is a plain one; a name
of nothing but invisible characters is blank; one word in two alphabets is found; and the
regulars' key (``fold``) makes a Cyrillic or Greek look-alike of a Latin letter that letter.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournaments.invisible import DEFAULT_IGNORABLE, FILLERS, is_invisible
from tournaments.lookalikes import mixed_script_words
from tournaments.people import blank_after_cleaning, fold, registered_already
from tournaments.text import clean_text

CLEANED = {
    "hangul filler alone": ("\u3164", ""),
    "halfwidth hangul filler": ("Ann\uffa0", "Ann"),
    "choseong and jungseong fillers": ("\u115f\u1160Joe", "Joe"),
    "braille blank": ("\u2800", ""),
    "braille blank between words": ("Donald\u2800 Chiasson", "Donald Chiasson"),
    "soft hyphen": ("Mac\u00adNeil", "MacNeil"),
    "combining grapheme joiner": ("Jo\u034fe", "Joe"),
    "variation selector": ("Ann\ufe0f", "Ann"),
    "tag characters": ("Ann\U000e0041\U000e007f", "Ann"),
    "mongolian vowel separator": ("Ann\u180e", "Ann"),
    "word joiner": ("An\u2060n", "Ann"),
    "no-break space": ("Marie\u00a0LeBlanc", "Marie LeBlanc"),
    "ideographic space": ("Marie\u3000LeBlanc", "Marie LeBlanc"),
    "thin and em spaces": ("Marie\u2009\u2003LeBlanc", "Marie LeBlanc"),
    "line separator": ("Marie\u2028LeBlanc", "Marie LeBlanc"),
    "decomposed accent made one letter (NFC)": ("Ge\u0301rard", "G\u00e9rard"),
    "accents, apostrophes and hyphens kept": ("Marie-Thérèse O'Neil", "Marie-Thérèse O'Neil"),
    "other scripts kept": ("Анна Ким 山田", "Анна Ким 山田"),
    "a Cyrillic letter is not removed, only its key is Latin": ("Chi\u0430sson", "Chi\u0430sson"),
}


@pytest.mark.parametrize(("typed", "kept"), CLEANED.values(), ids=CLEANED.keys())
def test_cleaning_drops_what_cannot_be_seen_and_keeps_every_letter(typed, kept):
    assert clean_text(typed) == kept


@pytest.mark.parametrize("point", [first for first, _last in DEFAULT_IGNORABLE] + [last for _f, last in DEFAULT_IGNORABLE])
def test_every_default_ignorable_range_is_dropped_at_both_ends(point):
    assert clean_text(f"A{chr(point)}B") == "AB"


BLANK = {
    "hangul filler": ("\u3164", True),
    "braille blank and zero width": ("\u2800 \u200b", True),
    "fillers between spaces": ("  \uffa0  ", True),
    "nothing typed": ("", False),
    "only spaces: a guest": ("   ", False),
    "a name": ("Ann", False),
}


@pytest.mark.parametrize(("typed", "blank"), BLANK.values(), ids=BLANK.keys())
def test_a_name_of_invisible_characters_only_is_blank_after_cleaning(typed, blank):
    assert blank_after_cleaning(typed) is blank


SAME_PERSON = {
    "Cyrillic a in a Latin name": ("Donald Chi\u0430sson", "Donald Chiasson"),
    "Cyrillic capitals": ("\u0421\u0410THY MacNeil", "Cathy MacNeil"),
    "Greek capitals": ("\u0391\u039d\u039d\u0391", "Anna"),
    "Greek omicron": ("J\u03bfe", "Joe"),
    "fillers and blanks": ("Donald\u3164 Chiasson\u2800", "donald chiasson"),
    "accents and case": ("GÉRARD", "gerard"),
}


@pytest.mark.parametrize(("one", "other"), SAME_PERSON.values(), ids=SAME_PERSON.keys())
def test_the_regulars_key_treats_look_alikes_as_one_person(one, other):
    assert fold(one) == fold(other)


def test_the_regulars_key_keeps_names_that_differ_apart():
    assert fold("Анна") != fold("Anna")
    assert fold("Ann") != fold("Anne")


MIXED = {
    "Cyrillic a among Latin letters": ("Donald Chi\u0430sson", ["Chi\u0430sson"]),
    "Greek omicron in a Latin word": ("J\u03bfe Beaton", ["J\u03bfe"]),
    "each word in one alphabet": ("Анна Smith", []),
    "Japanese writes Han and kana together": ("山田たろう", []),
    "accents, digits and punctuation are no script": ("Marie-Thérèse O'Neil 2", []),
    "a word named once": ("J\u03bfe J\u03bfe", ["J\u03bfe"]),
}


@pytest.mark.parametrize(("name", "words"), MIXED.values(), ids=MIXED.keys())
def test_a_word_in_two_alphabets_is_named(name, words):
    assert mixed_script_words(name) == words


def test_names_registered_tonight_are_found_whatever_their_spelling():
    tonight = [(1, "Yvette Cormier", "Paul Cormier"), (2, "Rita Chiasson", "")]
    assert registered_already("paul cormier", "YVETTE CORMIER", tonight) == [("paul cormier", 1), ("YVETTE CORMIER", 1)]
    assert registered_already("Rita Chi\u0430sson", "Angus", tonight) == [("Rita Chi\u0430sson", 2)]
    assert registered_already("", "", tonight) == []


@given(st.text())
def test_cleaning_twice_changes_nothing(text):
    once = clean_text(text)
    assert clean_text(once) == once


@given(st.text())
def test_cleaning_never_leaves_an_invisible_character_or_a_space_but_the_plain_one(text):
    cleaned = clean_text(text)
    assert not any(is_invisible(ch) for ch in cleaned)
    assert not any(ch.isspace() and ch != " " for ch in cleaned)
    assert cleaned == cleaned.strip() and "  " not in cleaned
    assert unicodedata.is_normalized("NFC", cleaned)
    assert not any(ord(ch) in FILLERS for ch in cleaned)


@given(st.text(alphabet=st.sampled_from("Aa\u0430\u0410\u03bf\u3164\u2800\u200b \u00a0e\u0301")))
def test_the_key_of_a_cleaned_name_is_the_key_of_the_name(text):
    assert fold(clean_text(text)) == fold(text)
    assert fold(fold(text)) == fold(text)
