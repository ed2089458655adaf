"""The felt of the other games' table, from the learner's view only: every seat round
the table (cards left, tricks won, partner, chips, cards shown), the trick on the table
and the last one won, and the learner's hand with a button for each card he can act on.
``render`` puts these around the prompt, the buttons and the sheets.

Glossary:
    view:     what the learner's seat knows (the game's ``view(seat)``): his own cards,
              what was said and shown, the cards played, the hand sizes. Nothing here
              reads another seat's hand.
    shown:    cards another seat showed (proving a call) that the learner knows are still
              in that hand.
    turn-up:  Imperial's card turned up after the deal: its suit is trumps.
    refused:  a card the rules do not let the learner play now: still a button
              (``aria-disabled``), so that pressing it says why.

>>> from piquet_core.cards import parse_cards
>>> cards_list(parse_cards("AH 7S"), "played").count("data-card=")
2
"""

from ..table.cardface import card_button, card_html, escape
from . import words

# The class of a card the learner may not play now (``aria-disabled``; pressing it shows the engine's reason).
REFUSED = "is-refused"


def cards_list(cards, label):
    return '<ul class="hand gt-cards" aria-label="%s">%s</ul>' % (escape(label), "".join(card_html(c) for c in cards))


def seats_html(table, view):
    """Every seat round the table: who, the seat, cards left, tricks won, side, shown cards."""
    if view is None:
        return ""
    unit = table.unit
    game = table.game
    if game == "ecrire":
        roles = unit.role_seats(table.shown_deal)
        seats = [(roles[role], role) for role in (0, 1)]
    else:
        seats = [(seat, seat) for seat in unit.seats]
    sizes = _hand_sizes(table, view)
    won = _tricks_won(view, len(seats))
    out = ['<section class="gt-seats" aria-label="Seats"><h2 class="gt-h">At the table</h2><ul>']
    for seat, index in seats:
        mine = seat == table.learner_seat
        name = words.who(table, seat) if game != "ecrire" else "%s (%s)" % (
            table.person(seat), "elder" if index == 0 else "younger")
        facts = [words.count_words(sizes[index], "card"), words.count_words(won[index], "trick")]
        if game == "voleur":
            facts.append("partner: %s" % table.person(unit.partner(seat)))
        if game == "imperial":
            from ..games.imperial_view import chips_words
            red, white = unit.chips[seat]
            facts.append(chips_words(red, white))
        turn = unit.to_act == seat and not unit.is_over
        # (the badge beside the name: after the facts it read "partner: Across to act", as if
        # Across were to act)
        out.append('<li class="gt-seat%s%s" data-seat="%s"><span class="gt-seat__name">%s</span> %s'
                   '<span class="gt-muted">%s</span>%s</li>' % (
                       " gt-seat--you" if mine else "", " gt-seat--turn" if turn else "", escape(unit.seat_name(seat)),
                       escape(name), '<span class="gt-turn">to act<span class="visually-hidden">,</span></span> '
                       if turn else "", escape(", ".join(facts)), _shown(table, view, seat, index)))
        # (the comma inside the badge: beside it, "to act ," was read)
    out.append("</ul>%s</section>" % _turnup(table, view))
    return "".join(out)


def _hand_sizes(table, view):
    if hasattr(view, "hand_sizes"):
        return view.hand_sizes
    other = view.other_hand_size if hasattr(view, "other_hand_size") else view.opponent_hand_size
    return tuple(len(view.hand) if seat == view.seat else other for seat in (0, 1))


def _tricks_won(view, count):
    won = [0] * count
    for trick in view.tricks:
        won[trick.winner] += 1
    return won


def _shown(table, view, seat, index):
    """Cards of another seat that the learner knows are still in his hand (shown)."""
    if index == view.seat:
        return ""
    if hasattr(view, "hand_sizes") and table.game != "original":
        known = view.known_in_hand[index]
    elif table.game == "ecrire":
        known = view.known_opponent
    else:
        known = view.known_in_hand
    if not known:
        return ""
    return '<div class="gt-shown">Shown, still held: %s</div>' % cards_list(known, "Shown by " + table.person(seat))


def _turnup(table, view):
    if table.game != "imperial":
        return ""
    return '<div class="gt-turnup"><span>Turn-up (trumps): </span>%s</div>' % cards_list([view.turnup], "Turn-up")


def trick_html(table, view):
    """The trick on the table, and the last one won."""
    if view is None:
        return ""
    count = len(_hand_sizes(table, view))
    current = view.current
    if current is None:
        current = ()
    elif hasattr(current, "code"):  # the original rules keep the one card led, not a tuple
        current = (current,)
    over = table.game in ("normand", "voleur") and table.unit.is_over and view.tricks
    if over:  # (the deal's end, as the whole games say it: "No card on the table" above the
        # last trick read as a trick still to come, a walk-through)
        out = [_LAST_TRICK_OPEN % (table.deal_number + 1)]
    else:
        out = ['<section class="gt-trick" aria-label="The trick"><h2 class="gt-h">The trick</h2>']
    if current:
        out.append(_played(table, view.leader, current, count))
    elif not over:
        out.append('<p class="gt-muted">No card on the table.</p>')
    if view.tricks:
        last = view.tricks[-1]
        cards = last.cards if hasattr(last, "cards") else (last.led, last.followed)
        out.append(_won_line(table, len(view.tricks), last.winner, last.leader, cards, count))
    out.append("</section>")
    return "".join(out)


def _won_line(table, number, winner, leader, cards, count):
    """"Trick 7, won by Left:" and the trick's cards, each under the person who played it
    ("won by Left: J♠ 9♦ 9♠" left it to guess who played which). Numbered, as on the
    practice table: "the last trick" is a scoring term for the final one."""
    person = seat_person(table, winner)
    return '<div class="gt-last">Trick %d, won by %s: %s</div>' % (
        number, escape("you" if person == "You" else person), _played(table, leader, cards, count))


def ended_trick_html(table, view):
    """While a whole game waits after the learner's deal, that deal's last trick (a
    walk-through saw the end of an Imperial deal without it). Imperial and the original
    rules have dealt the next deal already, so their view's tricks are the new deal's:
    the trick is read from the finished deal's log, its last two cards played and who
    took them (Imperial's log says it; at the original rules, with no trumps, the higher
    card of the suit led). À Écrire's view is of the finished deal itself."""
    if not table.paused or view is None:
        return ""
    if table.game == "ecrire":
        if not view.tricks:
            return ""
        last = view.tricks[-1]
        number, leader, cards, winner = len(view.tricks), last.leader, (last.led, last.followed), last.winner
    else:
        from ..events import Played
        log = words.deal_log(table, view)
        plays = [entry for entry in log if type(entry) is Played]
        if len(plays) < 2:
            return ""
        led, followed = plays[-2], plays[-1]
        if table.game == "imperial":
            from ..games.imperial_events import TrickWon
            winner = [entry for entry in log if type(entry) is TrickWon][-1].seat
        else:
            from ..games.original_rules import follower_wins
            winner = followed.seat if follower_wins(led.card, followed.card) else led.seat
        number, leader, cards = len(plays) // 2, led.seat, (led.card, followed.card)
    return (_LAST_TRICK_OPEN % (table.shown_deal + 1)) + _won_line(table, number, winner, leader, cards, 2) + \
        "</section>"


# A finished deal's last trick, headed as every game's end says it (``deal %d``: from 1).
_LAST_TRICK_OPEN = '<section class="gt-trick" aria-label="The last trick"><h2 class="gt-h">The last trick of deal %d</h2>'


def _played(table, leader, cards, count):
    """The cards of a trick in the order played, each under the person who played it."""
    out = ['<ol class="gt-played">']
    seat = leader
    for card in cards:
        out.append('<li><span class="gt-muted">%s</span> %s</li>' % (
            escape(seat_person(table, seat)), cards_list([card], "played")))
        seat = (seat + 1) % count
    out.append("</ol>")
    return "".join(out)


def seat_person(table, seat):
    """Whoever sits at ``seat`` of the deal shown (à Écrire: a seat of its two-player deal)."""
    if table.game == "ecrire":
        return table.person(table.unit.role_seats(table.shown_deal)[seat])
    return table.person(seat)


def hand_html(table, view):
    """The learner's hand: a button for each card he can act on now."""
    if view is None and table.is_over:
        return ""  # (a session ended on a deal he sat out: no "You sit this deal out" under its end)
    if view is None:
        return ('<section class="gt-hand" aria-label="Your hand"><h2 class="gt-h">Your hand</h2>'
                '<p class="gt-muted">You sit this deal out.</p></section>')
    if not view.hand and not _own_extra(table, view):
        return ""  # the deal is played out: no empty heading
    acting = table.is_learner_turn
    exchange = acting and view.phase == "exchange"
    playable = set(card.code for card in view.legal_cards()) if acting and view.phase == "play" else set()
    items = []
    first = True  # the keyboard focus, and the hand's one Tab stop, is the first card that can be played
    for card in in_trick_order(view.hand, table.ranking):
        if exchange:  # the focus starts on the first card: picking discards is the usual move
            picked = card.code in table.selected
            items.append("<li>%s</li>" % card_button(card, pressed=picked, extra_class="is-selected" if picked else "",
                                                     attrs="data-autofocus" if first else "", tab_stop=first))
            first = False
        elif card.code in playable:
            items.append("<li>%s</li>" % card_button(card, extra_class="is-legal",
                                                     attrs="data-autofocus" if first else "", tab_stop=first))
            first = False
        elif playable:  # a card the rules refuse now: still pressable, so the engine can say why
            items.append("<li>%s</li>" % card_button(card, extra_class=REFUSED, attrs='aria-disabled="true"'))
        else:
            items.append(card_html(card))
    label = "Your hand (pick your discards)" if exchange else "Your hand"
    why = ""
    if playable and len(playable) < len(view.hand):
        why = ('<p class="gt-muted gt-why">Outlined cards may be played now. A greyed card is refused by the '
               'rules: press it to read why.</p>')
    return ('<section class="gt-hand" aria-label="%s"><h2 class="gt-h">%s</h2><ul class="hand hand--buttons">%s</ul>'
            '%s%s</section>') % (
        escape(label), escape(label), "".join(items), why, _own_extra(table, view))


def in_trick_order(hand, ranking):
    """``hand`` as the learner reads it: suits as the engine keeps them, each from its
    highest card down in the game's ranking (Imperial's own: K Q J A 10 9 8 7); other
    games (``ranking`` None) keep the engine's order.

    >>> from piquet_core.cards import parse_cards
    >>> " ".join(c.code for c in in_trick_order(parse_cards("AH KH 7H QS JS"), "imperial"))
    'KH AH 7H QS JS'
    """
    if ranking is None:
        return list(hand)
    from ..games.imperial_rules import strength
    suits = []
    for card in hand:
        if card.suit not in suits:
            suits.append(card.suit)
    return sorted(hand, key=lambda card: (suits.index(card.suit), -strength(card.rank, ranking)))


def _own_extra(table, view):
    """The learner's own discards and drawn cards, when he has them; in a deal of à Écrire
    (a Rubicon deal: its view has ``exposed`` and ``talon_seen``), the talon cards left
    face up and the ones he looked at (a walk-through chose to look, or to turn them up,
    and never saw them)."""
    parts = []
    for name, label in (("discards", "Your discards"), ("drawn", "You drew")):
        cards = getattr(view, name, ())
        if cards:
            parts.append('<div class="gt-own">%s: %s</div>' % (label, cards_list(cards, label)))
    exposed = tuple(getattr(view, "exposed", ()))
    if exposed:
        label = "Left face up in the talon (both see them)"
        parts.append('<div class="gt-own">%s: %s</div>' % (label, cards_list(exposed, label)))
    drawn = tuple(getattr(view, "drawn", ()))
    seen = [card for card in getattr(view, "talon_seen", ()) if card not in drawn and card not in exposed]
    if seen:
        label = "You looked at the talon cards you left"
        parts.append('<div class="gt-own">%s: %s</div>' % (label, cards_list(seen, label)))
    return "".join(parts)
