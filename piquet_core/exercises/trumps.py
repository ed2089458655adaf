"""Imperial, Piquet with trumps and chips: the kinds ``imperial_chips`` (the chips both
players hold after some scores: trading and the return rule) and ``imperial_trick``
(which card wins a trick, with trumps, under either ranking).

Every answer comes from the engine's own rules (``games.imperial_events``: the chips
each score brings and ``take``, which trades and returns; ``games.imperial_rules``:
``trick_winner`` and the rankings); this module reads the spec, words the question and
names the usual mistakes.

Glossary:
    white chip:  the point, a turned-up honour, each honour won, each trick over six.
    red chip:    an imperial; six whites trade for one at once. Every red, scored or
                 traded, sends the opponent's whites back, except an imperiale
                 blanche's. Five reds win the game.
    ranking:     ``imperial`` K Q J A 10 9 8 7 (the default); ``standard`` A K Q J ...

>>> from piquet_core.exercises import Exercise
>>> Exercise.from_spec({"ask": "imperial_chips", "chips": "0 5, 1 3", "scores": "player 1 point"}).answer
[1, 0, 1, 0]
>>> Exercise.from_spec({"ask": "imperial_trick", "trump": "S", "lead": "AH", "follow": "KH"}).answer
'follow'
"""

from ..cards import SUIT_NAMES, Card
from ..speech import number_words
from .base import Exercise, ExerciseSpecError, cap, is_whole_number, one_of, spec_cards

LESSON = "other-games"
PLAYERS = ("player 1", "player 2")
CHIPS_RULE = ("Imperial: six whites trade for a red at once; every red a player gets, scored or traded, sends all "
              "his opponent's whites back to the pool, except the reds of an imperiale blanche; five reds win.")
TRICK_RULE = ("Imperial: a trump beats every card of another suit; otherwise only a higher card of the suit led wins. "
              "In the imperial ranking the ace comes between the jack and the ten: K Q J A 10 9 8 7.")
# The scores a spec may name: the engine's chip categories; "tricks N" is the tricks taken.
NAMED = {"point": "the point", "turn-up": "a turned-up honour", "honours": "honours won in a trick",
         "tricks": "tricks", "atout": "an imperiale d'atout", "imperiale": "an imperiale",
         "honneur": "an imperiale d'honneur", "blanche": "an imperiale blanche"}
COUNTED = ("honours", "tricks")


def _chips(spec):
    parts = spec["chips"].split(",")
    problem = "expected each player's reds and whites, player 1 first, such as '1 5, 0 3', got %r" % spec["chips"]
    if len(parts) != 2:
        raise ExerciseSpecError("chips", problem)
    chips = []
    for part in parts:
        words = part.split()
        if len(words) != 2 or not all(is_whole_number(word) and not word.startswith('-') for word in words):
            raise ExerciseSpecError("chips", problem)
        red, white = int(words[0]), int(words[1])
        if red > 4 or white > 5:
            raise ExerciseSpecError("chips", "a player holds at most 4 reds (5 win) and 5 whites (6 trade), got %r"
                                    % part.strip())
        chips.append((red, white))
    return tuple(chips)


def _scores(spec):
    """[(seat, category, count, words)] from 'player 1 point, player 2 tricks 8, ...'."""
    from ..games.imperial_events import trick_score
    out = []
    for part in spec["scores"].split(","):
        words = part.split()
        problem = None
        if len(words) < 3 or " ".join(words[:2]) not in PLAYERS or words[2] not in NAMED:
            problem = ("each score is 'player N WHAT' (WHAT: %s; honours and tricks with a number: 'honours 2', "
                       "'tricks 8'), separated by commas, got %r" % (", ".join(NAMED), part.strip()))
        else:
            seat, kind = PLAYERS.index(" ".join(words[:2])), words[2]
            count = 1
            if kind in COUNTED:
                if len(words) != 4 or not is_whole_number(words[3]) or words[3].startswith('-'):
                    problem = "say how many: '%s 2' (%s), got %r" % (kind, NAMED[kind], part.strip())
                else:
                    count = int(words[3])
                    if kind == "honours" and not 1 <= count <= 2:
                        problem = "a trick holds one or two honours, got %d" % count
                    elif kind == "tricks":
                        scored = trick_score(count) if 0 <= count <= 12 else None
                        if scored is None:
                            problem = "tricks score only when a player takes 7 to 12 of the 12, got %d" % count
                        else:
                            kind, count = scored
            elif len(words) != 3:
                problem = "'%s' takes no number, got %r" % (kind, part.strip())
        if problem:
            raise ExerciseSpecError("scores", problem)
        out.append((seat, kind, count, " ".join(words[2:])))
    return out


def _phrase(words):
    """What a player does to score, from the spec's words: "scores the point"."""
    parts = words.split()
    kind = parts[0]
    if kind == "honours":
        count = int(parts[1])
        return "wins a trick with %s honour%s in it" % (number_words(count), "" if count == 1 else "s")
    if kind == "tricks":
        return "takes %s tricks" % number_words(int(parts[1]))
    if kind == "point":
        return "scores the point"
    if kind == "turn-up":
        return "deals and turns up an honour"
    return "declares " + NAMED[kind]


def _narrate(event, seat):
    """One chip event, as seen from the player who scored (``seat``)."""
    from ..games.imperial_events import Gained, Returned, Traded
    if type(event) is Gained:
        taken = []
        if event.red:
            taken.append(_chip_count(event.red, "red"))
        if event.white:
            taken.append(_chip_count(event.white, "white"))
        return "takes %s" % " and ".join(taken)
    if type(event) is Traded:
        return "trades six whites for a red" if event.seat == seat else "%s trades" % PLAYERS[event.seat]
    if type(event) is Returned:
        return "%s's %s go%s back" % (PLAYERS[event.seat], _chip_count(event.white, "white"),
                                      "es" if event.white == 1 else "")
    return ""


def _chip_count(count, colour):
    """"2 red chips", "1 white chip": in figures, as the answer is typed ("takes 2 red" and
    "holds 1 red and 0 white" read as notes)."""
    from ..games.imperial_events import chip_count
    return chip_count(count, colour, in_figures=True)


def _flat(chips):
    return [chips[0][0], chips[0][1], chips[1][0], chips[1][1]]


def _wrong(start, scores, trade, returns):
    """The chips by a mistaken reckoning: no trading and/or no return (the learner's model)."""
    from ..games.imperial_events import chips_for
    chips = [list(start[0]), list(start[1])]
    for seat, kind, count, _ in scores:
        red, white, _returns = chips_for(kind, count)
        chips[seat][0] += red
        chips[seat][1] += white
        traded = 0
        while trade and chips[seat][1] >= 6:
            chips[seat][1] -= 6
            chips[seat][0] += 1
            traded += 1
        if returns and (red or traded):
            chips[1 - seat][1] = 0
    return [chips[0][0], chips[0][1], chips[1][0], chips[1][1]]


BLANCHE_RETURNS = "The imperiale blanche is the exception: its two reds do not send the opponent's whites back."


def _reckoned(start, scores, blanche_returns):
    """The chips after ``scores`` by the engine's rules, except that a blanche's reds send
    the opponent's whites back when ``blanche_returns`` (a learner's slip)."""
    from ..games.imperial_events import take, chips_for
    chips = start
    for seat, kind, count, words in scores:
        red, white, returns = chips_for(kind, count)
        chips, _, won = take(chips, seat, red, white, kind, words, returns or blanche_returns)
        if won is not None:
            break
    return _flat(chips)


def build_imperial_chips(spec):
    """Both players' chips and some scores in order: the chips after them."""
    from ..games.imperial_events import score_chips
    start = _chips(spec)
    scores = _scores(spec)
    chips = start
    lines = []
    winner = None
    for seat, kind, count, words in scores:
        chips, said, winner = score_chips(chips, seat, kind, words, count)
        lines.append("%s %s: %s" % (cap(PLAYERS[seat]), _phrase(words), ", ".join(_narrate(e, seat) for e in said)))
        if winner is not None:
            lines[-1] += ". That is his fifth red: he wins the game at once, and nothing more is scored"
            break
    answer = _flat(chips)
    said_text = ", then ".join("%s %s" % (PLAYERS[seat], _phrase(words)) for seat, _, _, words in scores)
    explanation = "%s. Now player 1 holds %s and %s, player 2 %s and %s." % (
        "; ".join(lines), _chip_count(answer[0], "red"), _chip_count(answer[1], "white"),
        _chip_count(answer[2], "red"), _chip_count(answer[3], "white"))
    # The chips at the start and the scores are shown with the prompt (the facts below).
    prompt = "Imperial: after these scores, what chips does each player hold?"
    fields = [("red1", "Player 1 red"), ("white1", "Player 1 white"), ("red2", "Player 2 red"),
              ("white2", "Player 2 white")]
    exercise = Exercise(spec, "imperial_chips", prompt, "numbers", [], fields, answer, explanation, CHIPS_RULE,
                        LESSON, "Take the chips one score at a time: trade six whites for a red at once, and each "
                                "time a player gets a red, his opponent's whites go back (unless it is a blanche's).",
                        ["Chips at the start: player 1 %d red, %d white; player 2 %d red, %d white." % tuple(
                            _flat(start)), "Scores in order: %s." % said_text])
    blanche = any(kind == "blanche" for _, kind, _, _ in scores)
    if blanche:
        exercise.mistake(_reckoned(start, scores, True), BLANCHE_RETURNS)
    if len(scores) > 1:
        # A score left out (a walk-through's slip, told of the blanche's exception it had applied)
        for at, (seat, _kind, _count, words) in enumerate(scores):
            rest = scores[:at] + scores[at + 1:]
            left_out = "You left out a score: %s %s. Take every score in the list, one at a time." % (
                PLAYERS[seat], _phrase(words))
            exercise.mistake(_reckoned(start, rest, False), left_out)
            if blanche and any(kind == "blanche" for _, kind, _, _ in rest):
                exercise.mistake(_reckoned(start, rest, True), left_out + " And " + BLANCHE_RETURNS[:1].lower()
                                 + BLANCHE_RETURNS[1:])
    exercise.mistake(_wrong(start, scores, False, False),
                     "Six whites never stay on the table: they are traded for a red at once, and that red sends "
                     "the opponent's whites back.")
    exercise.mistake(_wrong(start, scores, True, False),
                     "You traded, but forgot the return: whenever a player gets a red, scored or traded, his "
                     "opponent's whites all go back to the pool.")
    exercise.mistake(_wrong(start, scores, False, True),
                     "Six whites are traded for a red the moment the sixth comes in.")
    return exercise


def _suit(spec):
    text = spec["trump"].strip()
    for index, name in enumerate(SUIT_NAMES):
        if text.lower() == name:
            return index
    try:
        return Card.parse("7" + text).suit
    except ValueError:
        raise ExerciseSpecError("trump", "expected a suit (S, H, D, C, a symbol or its name), got %r" % text)


def build_imperial_trick(spec):
    """The card led, the card played to it, trumps and the ranking: which card wins?"""
    from ..games.imperial_rules import IMPERIAL, RANKINGS, STANDARD, trick_winner
    trump = _suit(spec)
    lead = spec_cards(spec, "lead", 1)[0]
    follow = spec_cards(spec, "follow", 1)[0]
    if lead == follow:
        raise ExerciseSpecError("follow", "the same card cannot be played twice")
    ranking = one_of(spec, "ranking", RANKINGS) if "ranking" in spec else IMPERIAL
    winner = trick_winner(0, lead, follow, trump, ranking)
    answer = ("lead", "follow")[winner]
    choices = [("lead", "The %s (led)" % lead.label), ("follow", "The %s (played to it)" % follow.label)]
    wins = (lead, follow)[winner]
    if follow.suit == lead.suit:
        order = "K Q J A 10 9 8 7" if ranking == IMPERIAL else "A K Q J 10 9 8 7"
        why = "Both are %s; in the %s ranking (%s) the %s is higher." % (SUIT_NAMES[lead.suit], ranking, order,
                                                                          wins.name)
    elif follow.suit == trump:
        why = "The %s is a trump: it beats any card of another suit." % follow.name
    else:
        why = "The %s is neither of the suit led nor a trump, so it cannot win." % follow.name
    # (the trumps and the ranking are the fact above it, said once: a walk-through read them twice)
    prompt = "The %s is led and the %s played to it. Which card wins?" % (lead.name, follow.name)
    exercise = Exercise(spec, "imperial_trick", prompt, "choice", choices, [], answer,
                        "%s The %s wins." % (why, wins.name), TRICK_RULE, LESSON,
                        "First look for a trump; then, in the suit led, use the ranking of the game.",
                        ["Imperial, %s are trumps (%s ranking)." % (SUIT_NAMES[trump], ranking)])
    wrong = ("follow", "lead")[winner]
    if follow.suit == lead.suit:
        other = STANDARD if ranking == IMPERIAL else IMPERIAL
        if trick_winner(0, lead, follow, trump, other) != winner:
            exercise.mistake(wrong, "That is the order of Rubicon Piquet. In the imperial ranking the ace comes "
                                    "below the jack: K Q J A 10 9 8 7." if ranking == IMPERIAL else
                                    "This game uses the standard ranking, with the ace on top: A K Q J 10 9 8 7.")
        else:
            exercise.mistake(wrong, "Both cards are of the suit led: the higher one in the %s ranking wins." % ranking)
    elif follow.suit == trump:
        exercise.mistake(wrong, "The %s is a trump, and a trump beats any card of another suit, however high."
                         % follow.name)
    elif lead.suit == trump:
        exercise.mistake(wrong, "The card led is a trump; a card of another suit never beats it.")
    else:
        exercise.mistake(wrong, "The %s is not of the suit led and not a trump: it cannot win, however high."
                         % follow.name)
    return exercise


BUILDERS = {"imperial_chips": build_imperial_chips, "imperial_trick": build_imperial_trick}
