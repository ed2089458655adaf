"""Links that reproduce a partie or a deal of the practice table: the seed, the rules and
the level in a URL's hash (``#partie=42&level=club&rules=old_count``,
``#deal=7&you=younger&level=expert``).

Glossary:
    seed: the whole number that deals the same cards again (``prng.parse_seed`` reads it).

It imports only light modules (no deal, no players): a link's first screen reads it
before the rest of the engine is loaded (``linkpreview``).
"""

from ..errors import PiquetError
from ..levels import LEVEL_ORDER
from ..prng import parse_seed
from ..rules import BASE_NAMES, VARIANT_NAMES, Rules, preset_variants
from ..seats import ELDER, YOUNGER, seat_name

PLAIN_RULES = "rubicon"  # a link's rules when it names no variant


def share_hash(table, with_deal=False):
    """The URL hash that reproduces this partie (or the current deal)."""
    if table.kind is None:
        return ""
    rules = "+".join(link_rules(table.rules))
    if table.kind == "deal" or with_deal:
        seed = table.deal.seed if table.deal is not None else table.seed
        you = seat_name(table.learner_seat if table.deal is not None else table.deal_seat_choice)
        text = "deal=%d&you=%s" % (seed, you)
    else:
        text = "partie=%d" % table.seed
    return "#" + text + "&level=" + table.level + ("&rules=" + rules if rules else "")


def link_rules(rules):
    """The variant names a link writes for ``rules``: a preset's by its name when all its
    variants are on ("cardparade", not its five variants spelled out).

    >>> link_rules(Rules.parse("cardparade +old_count")), link_rules(Rules.parse("rubicon +trumps"))
    (['cardparade', 'old_count'], ['trumps'])
    """
    names = list(rules.names())
    for base in BASE_NAMES:
        members = preset_variants(base)
        if members and all(member in names for member in members):
            names = [base] + [name for name in names if name not in members]
    return names


def parse_hash(text):
    """Read a shared link's hash: {kind, seed, rules, level, seat}, or raise PiquetError.

    >>> parse_hash("#partie=42&level=random&rules=old_count")["rules"]
    'rubicon +old_count'
    >>> Rules.parse(parse_hash("#partie=4&rules=cardparade+four_deal")["rules"]).to_text()
    'cardparade +four_deal'
    >>> parse_hash("#deal=-1")
    Traceback (most recent call last):
    ...
    piquet_core.errors.SeedError: a seed is a whole number from 0 to 9007199254740991; "-1" is negative
    """
    text = text[1:] if text.startswith("#") else text
    fields = {}
    for part in text.split("&"):
        key, _, value = part.partition("=")
        if not key:
            continue
        if key in fields:  # (a second value was taken silently: which one did he mean?)
            raise PiquetError("the link gives %s twice" % _shown(key))
        value = _unquote(value)
        for ch in value:
            if ch < " " or ch == "\x7f":  # (a NUL cut the page's notice short)
                raise PiquetError("the link's %s holds a character that is not text" % _shown(key))
        fields[key] = value
    if "partie" in fields and "deal" in fields:
        raise PiquetError("the link names both a partie and a deal")
    if "partie" in fields:
        kind, seed_text = "partie", fields["partie"]
    elif "deal" in fields:
        kind, seed_text = "deal", fields["deal"]
    else:
        return None
    seed = parse_seed(seed_text)
    names = []
    for name in fields.get("rules", "").replace(" ", "+").split("+"):
        if name in BASE_NAMES:  # "cardparade", the records' name, is its variants (nothing for "rubicon")
            names.extend([member for member in preset_variants(name) if member not in names])
        elif name in VARIANT_NAMES:
            if name not in names:
                names.append(name)
        elif name:
            raise PiquetError("unknown variant %s in the link (known: %s)" % (
                _shown(name), ", ".join(BASE_NAMES + VARIANT_NAMES)))
    rules_text = " ".join([PLAIN_RULES] + ["+" + name for name in names])
    Rules.parse(rules_text)
    level = fields.get("level", "random")
    if level not in LEVEL_ORDER:
        raise PiquetError("unknown level %s in the link (known: %s)" % (_shown(level), ", ".join(LEVEL_ORDER)))
    you = fields.get("you", "elder")
    if you not in ("elder", "younger"):  # (a wrong seat played elder without a word)
        raise PiquetError("unknown seat %s in the link (known: elder, younger)" % _shown(you))
    seat = YOUNGER if you == "younger" else ELDER
    return {"kind": kind, "seed": seed, "rules": rules_text, "level": level, "seat": seat}


def _unquote(text):
    """Undo the %XX escapes a browser adds: the bytes they stand for are UTF-8 ("caf%C3%A9"
    is "café"; read byte by byte it was shown as "cafÃ©")."""
    if "%" not in text:
        return text
    out = bytearray()
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "%" and _hex(text[i + 1:i + 3]):
            out.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        out.extend(ch.encode("utf-8"))
        i += 1
    try:
        return bytes(out).decode("utf-8")
    except (UnicodeError, ValueError):
        raise PiquetError("the link holds escapes that are not text")


def _hex(text):
    return len(text) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in text)


# A name from the link said back in a refusal: at most this many characters of it (a
# rules name of 5,000 letters filled the screen).
SHOWN_CHARACTERS = 24


def _shown(text):
    """``text`` quoted for a refusal, cut to ``SHOWN_CHARACTERS``.

    >>> _shown("grandmaster"), _shown("a" * 100)
    ('"grandmaster"', '"aaaaaaaaaaaaaaaaaaaaaaaa..." (100 characters)')
    """
    if len(text) <= SHOWN_CHARACTERS:
        return '"%s"' % text
    return '"%s..." (%d characters)' % (text[:SHOWN_CHARACTERS], len(text))
