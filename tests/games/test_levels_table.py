"""``levels``: the one table of the computer's levels. The settings list and check levels
from it without importing any players; the players' modules register exactly the levels
it names, and no other."""

import subprocess
import sys
from pathlib import Path

import pytest

from piquet_core import levels
from piquet_core.errors import PiquetError
from piquet_core.games import computer
from piquet_core.gametable import catalogue
from piquet_core.players import player_names

ROOT = Path(__file__).resolve().parents[2]
OTHER_GAMES = ("normand", "voleur", "imperial", "original")


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_each_level_named_is_registered_by_the_games_players(game):
    for level in levels.game_levels(game):
        assert computer.make_game_player(game, level, 7).name == level


def test_the_two_player_levels_named_are_the_ones_installed():
    assert sorted(levels.RUBICON_LEVELS) == player_names()


def test_a_players_module_cannot_register_a_level_the_table_does_not_name():
    with pytest.raises(PiquetError, match="'grandmaster' is not one of normand's levels in levels.GAME_LEVELS"):
        computer.register_game_level("normand", "grandmaster", object)
    assert "grandmaster" not in computer.game_levels("normand")


@pytest.mark.parametrize("game, wanted, given", [
    ("normand", "club", "club"),
    ("normand", "beginner", "beginner"),
    ("imperial", "beginner", "random"),  # Imperial has no beginner: the strongest below it
    ("normand", "expert", "club"),  # the expert plays only in the practice page's worker
    ("ecrire", "expert", "club"),
    ("ecrire", "beginner", "beginner"),
    ("imperial", "no such level", "random"),
])
def test_best_level_is_the_wanted_one_or_the_strongest_below(game, wanted, given):
    assert catalogue.best_level(game, wanted) == given


def test_listing_and_checking_the_levels_imports_no_players():
    """The games page lists every game's levels in its settings before the first drawing:
    that must not import the computer players (23 modules for Normand's, the two-player
    engine among them)."""
    code = ("import sys\n"
            "from piquet_core.gametable import catalogue\n"
            "for name, _title in catalogue.GAMES:\n"
            "    for level in catalogue.levels(name):\n"
            "        catalogue.check_level(name, level)\n"
            "        catalogue.level_label(level)\n"
            "print(sorted(m for m in sys.modules if m.startswith('piquet_core')))\n")
    loaded = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    for players in ("games.club_table", "games.club_imperial", "games.club_original", "piquet_core.players",
                    "piquet_core.opponent", "piquet_core.deal'"):
        assert players not in loaded, loaded
