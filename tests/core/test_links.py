"""A shared link's hash, read strictly (``piquet_core.table.links.parse_hash``): every part
it gives is used or refused in words, escapes are UTF-8, and what is said back is short.

A walk-through found "#deal=caf%C3%A9" said back as "cafÃ©", a NUL that cut the notice
short, a 5,000-letter variant name said back whole, "you=north" played as elder without a
word, and "#deal=12&deal=13" dealing 13 without a word.
"""

import pytest

from piquet_core.errors import PiquetError
from piquet_core.table.links import parse_hash


@pytest.mark.parametrize("text, said", [
    ("#deal=caf%C3%A9", '"café" is not one'),
    ("#level=%C3%A9lite&deal=3", 'unknown level "élite"'),
    ("#deal=12%00abc", 'the link\'s "deal" holds a character that is not text'),
    ("#deal=12&rules=" + "a" * 5000, '"aaaaaaaaaaaaaaaaaaaaaaaa..." (5000 characters)'),
    ("#deal=12&you=north", 'unknown seat "north" in the link (known: elder, younger)'),
    ("#deal=12&deal=13", 'the link gives "deal" twice'),
    ("#deal=12&partie=13", "the link names both a partie and a deal"),
    ("#deal=%FF", "the link holds escapes that are not text"),
])
def test_a_bad_link_is_refused_in_short_plain_words(text, said):
    with pytest.raises(PiquetError) as caught:
        parse_hash(text)
    assert said in str(caught.value)
    assert len(str(caught.value)) < 300


@pytest.mark.parametrize("text, kind, seed, seat", [
    ("#deal=7&you=younger", "deal", 7, 1),
    ("#deal=7&you=elder&level=club", "deal", 7, 0),
    ("#partie=%34%32", "partie", 42, 0),  # (escapes of plain digits are read as the digits)
])
def test_a_good_link_is_read(text, kind, seed, seat):
    found = parse_hash(text)
    assert (found["kind"], found["seed"], found["seat"]) == (kind, seed, seat)
