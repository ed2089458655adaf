"""The coach's verdicts the learner was shown in the current deal, kept by the table.

Glossary:
    verdict:  the coach's advice for one decision as the learner saw it (the Hint, or the
              coach's move): its units and its options, best first, each with its value
              and reason. Kept by the decision's index in the deal's history.

The coach remembers its verdicts too, but only in the worker, for as long as it runs. The
table keeps the ones it showed, and they go into the save, so after a reload the review
repeats them (``adapter.review``) instead of weighing those decisions again: the review
never contradicts a Hint the learner saw.

In a save a verdict is ``[index, units, [[action, value in tenths, reason], ...]]``: lists
and whole numbers only, so the text is the same on every runtime (``saving``).

>>> advice = {"action": "play KD", "units": "points", "source": "coach",
...           "options": [{"action": "play KD", "value": 3.4, "reason": "Wins."},
...                       {"action": "play 9D", "value": 1.2, "reason": "Costs 2.2."}]}
>>> kept = {5: verdict_of(advice)}
>>> saved = to_saved(kept)
>>> saved
[[5, 'points', [['play KD', 34, 'Wins.'], ['play 9D', 12, 'Costs 2.2.']]]]
>>> from_saved(saved, lambda index: True) == kept
True
"""

from ..errors import PiquetError
from ..figures import tenths


def verdict_of(advice):
    """What the table keeps of the coach's advice (from ``adapter.advise``): {"units",
    "options": [{"action", "value", "reason"}]}; None for advice without options (the
    rule of thumb, which gives no figures)."""
    options = (advice or {}).get("options")
    if not options:
        return None
    return {"units": advice.get("units") or "points",
            "options": [{"action": str(option["action"]), "value": _value(option.get("value")),
                         "reason": str(option.get("reason") or "")} for option in options]}


def _value(value):
    return tenths(value) / 10.0 if value is not None else 0.0


def after_undo(verdicts, index):
    """The verdicts still true when the deal goes back to decision ``index``: those before
    it. Its own goes too: the choice made again is weighed afresh, as it was the first time
    (a kept verdict lists only the best option and the old choice, so a new exchange would
    be weighed on other worlds; the coach's figures then changed on the way back)."""
    return dict((key, verdicts[key]) for key in verdicts if key < index)


def for_review(verdicts):
    """The verdicts as the review request sends them: [{"index", "units", "options"}]."""
    return [{"index": index, "units": verdicts[index]["units"], "options": verdicts[index]["options"]}
            for index in sorted(verdicts)]


def by_index(sent):
    """{index: verdict} from ``for_review``'s list (None or [] gives {})."""
    out = {}
    for item in sent or []:
        out[int(item["index"])] = {"units": item.get("units") or "points", "options": item["options"]}
    return out


def to_saved(verdicts):
    """The verdicts for the save (see the module docstring), in index order."""
    return [[index, verdicts[index]["units"],
             [[option["action"], tenths(option["value"]), option["reason"]] for option in verdicts[index]["options"]]]
            for index in sorted(verdicts)]


def from_saved(data, is_learners):
    """{index: verdict} from a save's list; ``is_learners(index)`` says whether the
    decision at that index of the deal is the learner's. Anything else is refused."""
    if not isinstance(data, list):
        raise PiquetError("bad verdicts")
    out = {}
    for item in data:
        if not (isinstance(item, list) and len(item) == 3 and _is_int(item[0]) and isinstance(item[1], str)
                and isinstance(item[2], list) and item[2]):
            raise PiquetError("bad verdict")
        if not is_learners(item[0]):
            raise PiquetError("a verdict for a decision that is not the learner's")
        options = []
        for option in item[2]:
            if not (isinstance(option, list) and len(option) == 3 and isinstance(option[0], str)
                    and _is_int(option[1]) and isinstance(option[2], str)):
                raise PiquetError("bad verdict option")
            options.append({"action": option[0], "value": option[1] / 10.0, "reason": option[2]})
        out[item[0]] = {"units": item[1], "options": options}
    return out


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)
