"""The game interface is the only way in: undo restores exactly, copies are independent,
and nothing outside the deal's own modules reads its private state."""

import ast
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from piquet_core import IllegalActionError
from piquet_core.deal import Deal
from piquet_core.events import LOG_TYPES, Move
from piquet_core.players import random_action
from piquet_core.prng import Prng
from piquet_core.rules import Rules

ROOT = Path(__file__).resolve().parents[2]
# The deal's own modules: the only places that may touch its private state.
OWN = {"piquet_core/game.py", "piquet_core/deal.py", "piquet_core/deal_state.py", "piquet_core/deal_scores.py",
       "piquet_core/deal_exchange.py", "piquet_core/deal_declaration.py", "piquet_core/deal_play.py"}
SELF_NAMES = {"self", "cls", "other"}


def public_state(deal):
    """Everything readable through the interface, as comparable data."""
    return (deal.phase, deal.to_act, deal.history, deal.log, deal.marks, deal.hands, deal.talon, deal.discards,
            deal.drawn, deal.talon_seen, deal.exposed, deal.carte_blanche, deal.exchanged, deal.declared_hands,
            deal.classes, deal.tricks, deal.current, deal.leader, deal.events, deal.totals, deal.reckoned_totals,
            deal.pending, deal.bonus, deal.known, [str(a) for a in deal.legal_actions()] if deal.phase != "exchange"
            else deal.exchange_limits(deal.to_act), deal.view(0).to_dict(), deal.view(1).to_dict())


def private_reads(path):
    """(line, text) of every ``x._name`` read where x is not self/cls/other."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            base = node.value
            if isinstance(base, ast.Name) and base.id in SELF_NAMES:
                continue
            found.append((node.lineno, ast.unparse(node)))
    return found


def project_modules():
    for folder in ("piquet_core", "sitegen", "site/py", "scripts"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in OWN:
                yield rel, path


@pytest.mark.parametrize("rel,path", list(project_modules()), ids=lambda value: value if isinstance(value, str) else "")
def test_no_module_outside_the_deal_reads_private_state(rel, path):
    assert private_reads(path) == [], "%s reads private attributes" % rel


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), variant=st.sampled_from(
    ["rubicon", "rubicon +sink_rule", "rubicon +dealer_exchanges_first +younger_must_exchange", "rubicon +old_count"]))
def test_undo_restores_every_state_exactly_and_copies_are_independent(seed, variant):
    deal = Deal.from_seed(seed, Rules.parse(variant))
    rng = Prng(seed)
    states = [public_state(deal)]
    while not deal.is_over:
        twin = deal.copy()
        action = random_action(deal, rng)
        deal.do(action)
        assert public_state(twin) == states[-1], "a copy changed when the original moved"
        twin.do(action)
        assert public_state(twin) == public_state(deal)
        states.append(public_state(deal))
    assert all(type(entry) in LOG_TYPES for entry in deal.log)
    assert all(type(move) is Move for move in deal.history)
    for expected in reversed(states[:-1]):
        deal.undo()
        assert public_state(deal) == expected
    assert not deal.can_undo
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        deal.undo()


def test_an_illegal_action_changes_nothing_and_leaves_no_undo_step():
    deal = Deal.from_seed(3)
    before = public_state(deal)
    with pytest.raises(IllegalActionError):
        deal.do("play AS")
    assert public_state(deal) == before and not deal.can_undo


def test_state_is_private_and_read_only():
    deal = Deal.from_seed(3)
    with pytest.raises(AttributeError):
        deal.hands = ((), ())
    with pytest.raises(AttributeError):
        deal.phase = "over"
