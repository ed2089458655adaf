"""Deal records of the table games (docs/deal-records.md): the Rubicon layout with a
``Game`` header first, one card header per hand (and Normand's ``Stock``), action lines
named by the game's seats, and a ``Result`` line by side.

    Game: NAME
    Title: ...                 (optional)
    Seed: N                    (optional when every card header is given)
    First: ...  Second: ...    (the dealt cards, one header per hand, as the game names them)
    1. first: point AS KS QS JS
    ...
    Result: SIDE N, SIDE M     (optional; checked against the replay)

The lines are read by ``record.read_lines``, so comments, notes after ``;``, numbering,
spaces, size and encoding follow the same rules as a Rubicon record, and every problem
is a ``RecordError`` naming its line. A game's record module gives its ``TableFormat``.

Glossary:
    card header: a header that holds cards dealt (a hand, the stock), in the order dealt.
    side:        whoever holds a total (a seat, or a partnership): ``Result`` names them.
"""

from ..cards import format_cards
from ..errors import RecordError
from ..record import check_result, check_text, dealt_headers, read_lines, replay, result_text, title_line


class TableFormat:
    """How one table game writes its records.

    ``name`` (the ``Game`` header), ``title_name`` (in messages), ``card_headers``
    ((header, count, what) in the order ``deal_cards`` deals them), ``deal_cards(seed)``,
    ``make(dealt, seed)`` (the game from the dealt cards, a list in header order) and
    ``from_seed(seed)``.
    """

    def __init__(self, name, title_name, card_headers, deal_cards, make, from_seed):
        self.name = name
        self.title_name = title_name
        self.card_headers = card_headers
        self.deal_cards = deal_cards
        self.make = make
        self.from_seed = from_seed
        self.headers = ("Game", "Title", "Seed") + tuple(head for head, _, _ in card_headers)

    def dump(self, game, dealt, title=None):
        """The record of ``game`` as text; ``dealt`` are its card headers' cards, in order."""
        lines = ["Game: " + self.name]
        title = title if title is not None else game.title
        if title:
            lines.append(title_line(title))
        if game.seed is not None:
            lines.append("Seed: %d" % game.seed)
        for (head, _, _), cards in zip(self.card_headers, dealt):
            lines.append("%s: %s" % (head, format_cards(cards, sort=False)))
        names = game.seat_names
        for number, (seat, action) in enumerate(game.history, 1):
            line = "%d. %s: %s" % (number, names[seat], action)
            if number in game.annotations:
                line += "    ; " + game.annotations[number]
            lines.append(line)
        if game.is_over:
            lines.append("Result: " + result_text(game, game.score_names))
        return "\n".join(lines) + "\n"

    def load(self, text, seat_names, score_names):
        """Replay a record of this game; ``RecordError`` names the bad line."""
        text = check_text(text)
        headers, header_lines, moves, result = read_lines(text, self.headers, seat_names)
        if headers.get("Game", "").lower() != self.name:
            raise RecordError(header_lines.get("Game"), "a %s record starts with 'Game: %s'" % (
                self.title_name, self.name))
        seed, dealt = dealt_headers(headers, header_lines, self.card_headers, self.deal_cards)
        if dealt is None:
            game = self.from_seed(seed)
        else:  # (a card dealt twice was refused by dealt_headers, on its second copy's line)
            try:
                game = self.make(dealt, seed)
            except ValueError as error:
                raise RecordError(header_lines[self.card_headers[0][0]], str(error))
        replay(game, headers, moves)
        check_result(game, result, score_names)
        return game
