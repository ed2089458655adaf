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
        if key:
            fields[key] = _unquote(value)
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
            raise PiquetError("unknown variant %r in the link (known: %s)" % (name, ", ".join(BASE_NAMES + VARIANT_NAMES)))
    rules_text = " ".join([PLAIN_RULES] + ["+" + name for name in names])
    Rules.parse(rules_text)
    level = fields.get("level", "random")
    if level not in LEVEL_ORDER:
        raise PiquetError("unknown level %r in the link (known: %s)" % (level, ", ".join(LEVEL_ORDER)))
    seat = YOUNGER if fields.get("you") == "younger" else ELDER
    return {"kind": kind, "seed": seed, "rules": rules_text, "level": level, "seat": seat}


def _unquote(text):
    """Undo the %XX escapes a browser may add (ASCII only: our links need no more)."""
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "%" and i + 2 < len(text) + 0 and _hex(text[i + 1:i + 3]):
            out.append(chr(int(text[i + 1:i + 3], 16)))
            i += 3
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def _hex(text):
    return len(text) == 2 and all(ch in "0123456789abcdefABCDEF" for ch in text)
