"""One object for the rule set: the default is Rubicon Piquet as RULES.md fixes it.

Glossary:
    partie:   a game of six deals (four under ``four_deal``), dealing in turn.
    rubicon:  a loser under 100 at the end of the partie is rubiconed: the winner
              scores both totals plus 100, instead of the difference plus 100.
    variant:  a named change to the default rules; switch one on by name.
    preset:   a named set of variants that makes another game of the same deal:
              ``cardparade`` (seed 001) is ``younger_must_exchange``, ``last_trick_four``,
              ``trumps``, ``announced_capot`` and ``ties_play_on``.
    trumps:   the trump mode of the two-player deal: elder names a trump suit, and a
              player who cannot follow suit must trump if he can.
    announced capot: a player may announce, before his exchange, that he will win all
              twelve tricks: made, it scores ``announced_capot`` (80) instead of the
              capot's 40; failed, his opponent scores the capot's 40.

>>> Rules().names()
[]
>>> rules = Rules.from_names(["old_count", "last_trick_four"])
>>> rules.old_count, rules.last_trick_bonus, rules.names()
(True, 4, ['old_count', 'last_trick_four'])
>>> Rules.parse("rubicon +four_deal").deals_per_partie
4
>>> Rules(cards_bonus=20).to_text()
'rubicon cards_bonus=20'
>>> Rules.parse("rubicon +four_deal doubled_deals=0,1,2,3").doubled_deals
(0, 1, 2, 3)
>>> cardparade = Rules.parse("cardparade")
>>> cardparade.trumps, cardparade.announced_capot, cardparade.last_trick_bonus, cardparade.to_text()
(True, 80, 4, 'cardparade')
>>> Rules.parse("cardparade trumps=false").to_text()
'rubicon +younger_must_exchange +last_trick_four +announced_capot +ties_play_on'
>>> Rules.parse("rubicon +bogus")
Traceback (most recent call last):
...
piquet_core.errors.RulesError: unknown variant 'bogus' (known: younger_must_exchange, dealer_exchanges_first, old_count, sink_rule, last_trick_four, cavendish_capot, four_deal, hundred_up, trumps, announced_capot, ties_play_on)
"""

from .errors import RulesError

# Each variant: name -> (field, value when switched on). The default value of each
# field is in Rules.__init__; this table is the single list of what can be switched.
VARIANTS = (
    ("younger_must_exchange", "younger_must_exchange", True),
    ("dealer_exchanges_first", "dealer_exchanges_first", True),
    ("old_count", "old_count", True),
    ("sink_rule", "sink_rule", True),
    ("last_trick_four", "last_trick_bonus", 4),
    ("cavendish_capot", "capot_keeps_last_trick", True),
    ("four_deal", "deals_per_partie", 4),
    ("hundred_up", "hundred_up", True),
    ("trumps", "trumps", True),
    ("announced_capot", "announced_capot", 80),
    ("ties_play_on", "ties_play_on", True),
)
VARIANT_NAMES = tuple(name for name, _, _ in VARIANTS)

# Named sets of variants, written as the first word of the rules' text instead of
# ``rubicon`` when all of them are on (seed 001's CardParade: docs/variants.md).
PRESETS = (
    ("cardparade", ("younger_must_exchange", "last_trick_four", "trumps", "announced_capot", "ties_play_on")),
)
BASE_NAMES = ("rubicon",) + tuple(name for name, _ in PRESETS)
# Each base as a reader names it (``Rules.in_words``; the settings panel's labels start so).
BASE_TITLES = {"rubicon": "Rubicon Piquet", "cardparade": "CardParade"}
# The variants that change the partie, not a deal: nothing to say of them for one deal.
PARTIE_VARIANTS = ("four_deal", "hundred_up", "ties_play_on")

_FIELDS = (
    "players", "hand_size", "talon_split", "younger_must_exchange", "dealer_exchanges_first",
    "old_count", "sink_rule", "last_trick_bonus", "capot_keeps_last_trick", "cards_bonus",
    "capot_bonus", "repique_bonus", "pique_bonus", "bonus_threshold", "deals_per_partie",
    "doubled_deals", "hundred_up", "game_bonus", "rubicon", "trumps", "announced_capot", "ties_play_on",
)


class Rules:
    """Immutable rule settings. ``Rules()`` is the default (Rubicon Piquet).

    The table-shaped fields (players, hand size, talon split, bonuses) are here so that
    the three- and four-player games and the trump games of RULES.md §10 can be added as
    new settings and new phases, without changing how the two-player deal reads them.
    """

    __slots__ = _FIELDS

    def __init__(self, **changes):
        values = {
            "players": 2, "hand_size": 12, "talon_split": (5, 3),
            "younger_must_exchange": False, "dealer_exchanges_first": False,
            "old_count": False, "sink_rule": False,
            "last_trick_bonus": 1, "capot_keeps_last_trick": False,
            "cards_bonus": 10, "capot_bonus": 40,
            "repique_bonus": 60, "pique_bonus": 30, "bonus_threshold": 30,
            "deals_per_partie": 6, "doubled_deals": (), "hundred_up": False,
            "game_bonus": 100, "rubicon": 100,
            # CardParade (seed 001): the trump mode, the announced capot's score (0: no
            # announcing) and the partie that plays on by two deals while tied.
            "trumps": False, "announced_capot": 0, "ties_play_on": False,
        }
        for field, value in changes.items():
            if field not in values:
                raise RulesError("unknown rule setting %r" % field)
            values[field] = value
        if values["deals_per_partie"] == 4 and "doubled_deals" not in changes:
            values["doubled_deals"] = (0, 3)  # four-deal partie: first and last count double
        if values["players"] != 2 or values["hand_size"] != 12 or tuple(values["talon_split"]) != (5, 3):
            raise RulesError("only the two-player game with 12 cards each and a 5/3 talon is implemented")
        if values["deals_per_partie"] < 1:
            raise RulesError("a partie has at least one deal, not %r" % (values["deals_per_partie"],))
        for deal in values["doubled_deals"]:  # (counted from 0: the first deal is 0)
            if not 0 <= deal < values["deals_per_partie"]:
                raise RulesError("doubled deal %r is not one of the partie's %d deals (counted from 0)" % (
                    deal, values["deals_per_partie"]))
        clashes = []  # every pair that cannot go together, named at once (not the first alone)
        if values["hundred_up"] and (values["deals_per_partie"] == 4 or values["doubled_deals"]):
            # a race to 100 is no partie of four deals: docs/rules-decisions.md
            clashes.append("hundred_up is a race to 100: it cannot go with four_deal, nor with deals that "
                           "count double")
        if values["trumps"] and values["dealer_exchanges_first"]:
            # elder names trumps at his exchange, before younger's: see docs/variants.md
            clashes.append("trumps needs elder to exchange first: it cannot go with dealer_exchanges_first")
        if clashes:
            raise RulesError("; ".join(clashes))
        for field in _FIELDS:
            _set(self, field, values[field])

    def __setattr__(self, name, value):
        raise AttributeError("Rules are immutable; use replace()")

    @classmethod
    def from_names(cls, names):
        """Rules with the named variants switched on."""
        changes = {}
        for name in names:
            for variant, field, value in VARIANTS:
                if variant == name:
                    changes[field] = value
                    break
            else:
                raise RulesError("unknown variant %r (known: %s)" % (name, ", ".join(VARIANT_NAMES)))
        return cls(**changes)

    @classmethod
    def parse(cls, text):
        """Read the notation of ``to_text``: ``rubicon`` or a preset's name, then ``+variant``
        words, then any other setting as ``field=value`` (a number, true/false, or numbers
        joined by commas)."""
        if not isinstance(text, str):
            raise RulesError("rules are text, such as 'rubicon +old_count'")
        words = text.split()
        if not words or words[0] not in BASE_NAMES:
            raise RulesError("rules must start with %s, got %r" % (" or ".join("'%s'" % name for name in BASE_NAMES),
                                                                    text))
        names = list(preset_variants(words[0]))
        settings = {}
        for word in words[1:]:
            if word.startswith("+"):
                if settings:
                    raise RulesError("variants (+name) come before settings (field=value), got %r" % word)
                names.append(word[1:])
            elif "=" in word:
                field, _, value = word.partition("=")
                if field not in _FIELDS:
                    raise RulesError("unknown rule setting %r in %r" % (field, word))
                if field in settings:
                    raise RulesError("rule setting %r given twice" % field)
                settings[field] = _read_value(field, value)
            else:
                raise RulesError("a variant is written +name and a setting field=value, got %r" % word)
        rules = cls.from_names(names)
        return rules.replace(**settings) if settings else rules

    def names(self):
        """The names of the variants switched on, in the order of VARIANTS."""
        default = Rules()
        return [name for name, field, value in VARIANTS if getattr(self, field) == value and getattr(default, field) != value]

    def settings(self):
        """{field: value} of every setting the variant names do not explain."""
        base = Rules.from_names(self.names())
        return {field: getattr(self, field) for field in _FIELDS if getattr(self, field) != getattr(base, field)}

    def to_text(self):
        """``rubicon +variant … field=value …`` (or a preset's name for ``rubicon`` when
        all its variants are on): ``parse`` reads it back to equal rules."""
        names = self.names()
        base = "rubicon"
        for preset, members in PRESETS:
            if all(name in names for name in members):
                base = preset
                break
        preset_names = preset_variants(base)
        words = [base] + ["+" + name for name in names if name not in preset_names]
        settings = self.settings()
        for field in _FIELDS:
            if field in settings:
                words.append("%s=%s" % (field, _write_value(settings[field])))
        return " ".join(words)

    def in_words(self, one_deal=False):
        """The rules as a reader names them (``to_text`` is the records' notation).

        The variants by the settings panel's names ("four deal"), in brackets: "with four
        deal" is no English. Rubicon Piquet raced to 100 is Piquet au cent (it has no
        rubicon); for ``one_deal`` the variants of the partie are left out (a walk-through
        read "One deal ... (variants: four deal)").

        >>> Rules.parse("rubicon").in_words(), Rules.parse("cardparade").in_words()
        ('Rubicon Piquet', 'CardParade')
        >>> Rules.parse("rubicon +old_count +four_deal").in_words()
        'Rubicon Piquet (variants: old count, four deal)'
        >>> Rules.parse("rubicon +old_count +four_deal").in_words(one_deal=True)
        'Rubicon Piquet (variants: old count)'
        >>> Rules.parse("rubicon +sink_rule cards_bonus=20").in_words()
        'Rubicon Piquet (variants: sink rule; cards bonus 20)'
        >>> Rules.parse("rubicon +hundred_up +old_count").in_words()
        'Piquet au cent (variants: old count)'
        """
        words = self.to_text().split(" ")
        if one_deal:
            words = [word for word in words if word[1:] not in PARTIE_VARIANTS]
        elif words[0] == "rubicon" and "+hundred_up" in words:
            words = ["au cent"] + [word for word in words[1:] if word != "+hundred_up"]
        variants = [word[1:].replace("_", " ") for word in words[1:] if word.startswith("+")]
        settings = [word.replace("=", " ").replace("_", " ") for word in words[1:] if not word.startswith("+")]
        said = (["variants: " + ", ".join(variants)] if variants else []) + ([", ".join(settings)] if settings else [])
        title = "Piquet au cent" if words[0] == "au cent" else BASE_TITLES[words[0]]
        return title + (" (%s)" % "; ".join(said) if said else "")

    def replace(self, **changes):
        values = {field: getattr(self, field) for field in _FIELDS}
        if "deals_per_partie" in changes and "doubled_deals" not in changes:
            values.pop("doubled_deals")
        values.update(changes)
        return Rules(**values)

    def __eq__(self, other):
        return isinstance(other, Rules) and all(getattr(self, f) == getattr(other, f) for f in _FIELDS)

    def __hash__(self):
        return hash(self.to_text())

    def __repr__(self):
        return "Rules.parse(%r)" % self.to_text()


def preset_variants(name):
    """The variant names of the base ``name`` (none for ``rubicon``): a link may name a
    preset among its variants, as the records' rules begin with it."""
    for preset, members in PRESETS:
        if preset == name:
            return members
    return ()


def _write_value(value):
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return ",".join(str(item) for item in value)
    return str(value)


def _whole(field, text):
    if not text or len(text) > 6 or not all("0" <= ch <= "9" for ch in text):
        raise RulesError("rule setting %s needs a whole number of at most six digits, got %r" % (field, text))
    return int(text)


def _read_value(field, text):
    """A setting's value from text, of the type its default has."""
    default = getattr(DEFAULT_RULES, field)
    if default is True or default is False:
        if text not in ("true", "false"):
            raise RulesError("rule setting %s is true or false, got %r" % (field, text))
        return text == "true"
    if isinstance(default, tuple):
        return tuple(_whole(field, item) for item in text.split(",")) if text else ()
    return _whole(field, text)


def _set(obj, field, value):
    # Bypass our own __setattr__ guard (object.__setattr__ works on CPython and MicroPython).
    object.__setattr__(obj, field, value)


DEFAULT_RULES = Rules()
