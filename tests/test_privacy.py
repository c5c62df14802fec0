"""No seat learns what it may not, in every game: not the seed, not a chance outcome meant for
another seat, not who holds nothing from a skipped turn or a log line, and the bots' resampled
worlds keep everything the seat saw.

Three checks per game: a whole unseeded session through ``engine.api.handle`` (no reply shows
the secret seed); twin positions that differ only in one seat's secrets, played on with the
same moves (every other seat sees the same turns, views and log lines); and 200 worlds of
``determinize`` per checked position (cards and tiles stay where the seat saw them, and no hand
holds what a hand cannot hold).
"""

import json
import random
from collections import Counter

import pytest

import engine
from engine import api
from engine.core import CHANCE, sample
from engine.games.aquileia import data as AD
from engine.games.ave import state as AVE
from engine.games.ave import data as VD
from engine.games.marble import data as MD
from engine.games.massilia import data as SD

GAMES = list(engine.GAMES)
PLAYERS = 3
# Where the checks look: (seed, steps) of a random 3-player game, early, middle and late (none
# is over yet: random games last about 240 steps in Aquileia and City of Marble, 600 in
# Massilia, 1,300 in AVE). Massilia's are where a hand holds cards both known and unseen.
POINTS = {"aquileia": ((100, 40), (101, 120), (102, 200)),
          "massilia": ((101, 201), (115, 198), (130, 248)),
          "marble": ((100, 40), (101, 110), (102, 180)),
          "ave": ((100, 60), (101, 400), (102, 900))}


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


def random_position(game_id, seed, steps, players=PLAYERS):
    """A position ``steps`` random moves and draws into a game."""
    state = engine.new_game(game_id, players)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
        else:
            state.apply(rng.choice(state.legal_actions()))
    return state


# --- 1. the seed ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_an_unseeded_game_keeps_its_secret_seed_from_every_seat(game_id):
    board = f"privacy-{game_id}"
    seats = [{"name": "Livia", "kind": "human"}, {"name": "Chico", "kind": "bot"},
             {"name": "Stefan", "kind": "human"}]
    reply = call(cmd="start", board=board, game=game_id, seats=seats, seat=0)
    assert reply["ok"], reply
    session = api.SESSIONS[board]
    secret = str(session.seed)
    assert session.secret_seed and session.seed >= 2**63
    rng = random.Random(1)
    replies = [reply]
    for _ in range(120):
        view = reply["view"]
        if view["over"]:
            break
        watcher = rng.choice([0, 2])
        if view["next"] == "chance":
            reply = call(cmd="step", board=board, seat=watcher)
            assert reply["action"] is None     # a draw may be a secret card
        elif view["next"] == "bot":
            reply = call(cmd="bot", board=board, seat=watcher)
            assert reply["action"] is None
        else:
            seat = view["current"]
            view = call(cmd="view", board=board, seat=seat)["view"]
            action = rng.choice(view["legal"])["action"]
            reply = call(cmd="play", board=board, seat=seat, action=action)
            assert reply["action"] == action    # a seat may see its own move
        assert reply["ok"], reply
        replies += [reply, call(cmd="view", board=board, seat=watcher),
                    call(cmd="view", board=board, seat=None)]
    for reply in replies:
        assert reply["view"]["seed"] is None and reply["view"]["secret_seed"] is True
        assert secret not in json.dumps(reply)
    # the save is the whole record: it holds the secret, as text JavaScript keeps exact
    save = call(cmd="save", board=board)["save"]
    assert save["seed"] == secret and save["secret_seed"] is True
    loaded = call(cmd="load", board=board + "-loaded", save=save, seat=0)
    assert loaded["ok"] and secret not in json.dumps(loaded)
    again = api.SESSIONS[board + "-loaded"]
    assert again.seed == session.seed and again.secret_seed
    assert json.dumps(again.state.to_json()) == json.dumps(session.state.to_json())
    # once the game is over, the final screen may show it
    while not session.state.is_terminal():
        session.step() if session.next_kind() == "chance" else \
            session.bot_move() if session.next_kind() == "bot" else \
            session.play(session.state.current_player(),
                         rng.choice(session.state.legal_actions()))
    assert call(cmd="view", board=board, seat=0)["view"]["seed"] == secret
    api.SESSIONS.pop(board)
    api.SESSIONS.pop(board + "-loaded")


def test_a_chosen_seed_stays_reproducible_and_shown():
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}]
    reply = call(cmd="start", board="chosen", game="aquileia", seats=seats, seed=42, seat=0)
    assert reply["view"]["seed"] == 42 and reply["view"]["secret_seed"] is False
    assert call(cmd="save", board="chosen")["save"]["seed"] == 42
    api.SESSIONS.pop("chosen")


@pytest.mark.parametrize("seed", ["12", "x", 2**64, -1])
def test_a_secret_seed_is_only_read_back_from_a_save(seed):
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}]
    reply = call(cmd="start", board="bad-seed", game="aquileia", seats=seats, seed=seed)
    assert not reply["ok"] and "seed" in reply["error"]


# --- 2. twin positions ------------------------------------------------------------------------

def _swap_into_hand(hand_items, pool: Counter, rng):
    """Replace each of ``hand_items`` by a card drawn from ``pool`` (the item goes back in)."""
    out = []
    for item in hand_items:
        pool[item] += 1
        cards = sorted(pool.elements())
        pick = cards[rng.randrange(len(cards))]
        pool[pick] -= 1
        out.append(pick)
    return out


def twin_aquileia(state, seat, rng):
    """Other servi, equi et arma and Stadium cards, as many of each deck; known ones stay."""
    twin = state.clone()
    kept = Counter(card for card, holders, _ in state.known if seat in holders)
    hand = Counter(state.hands[seat])
    for deck in ("servi", "equi", "stadium"):
        secret = [c for c in sorted((hand - kept).elements()) if AD.CARD_DECK[c] == deck]
        pool = Counter({c: n for c, n in state.decks[deck].items() if n})
        new = _swap_into_hand(secret, pool, rng)
        twin.decks[deck] = {c: pool.get(c, 0) for c in AD.DECK_CARDS[deck]}
        for card in secret:
            twin.hands[seat][card] -= 1
            if not twin.hands[seat][card]:
                del twin.hands[seat][card]
        for card in new:
            twin.hands[seat][card] = twin.hands[seat].get(card, 0) + 1
    return twin


def twin_massilia(state, seat, rng):
    """Other sesterces, other unseen god cards in another order."""
    twin = state.clone()
    twin.money[seat] += rng.choice([-2, -1, 1, 3, 7]) if twin.money[seat] > 2 else 5
    hand, known = twin.hands[seat], twin.known[seat]
    pool = Counter({g: n for g, n in state.deck.items() if n})
    secret = [i for i in range(len(hand)) if not known[i]]
    new = _swap_into_hand([hand[i] for i in secret], pool, rng)
    for i, card in zip(secret, new):
        hand[i] = card
    # and in another order: known and unseen cards change places (those taken this turn stay
    # behind the others, since they may not be played yet)
    usable = len(hand) - twin.fresh[seat]
    for part in (range(usable), range(usable, len(hand))):
        pairs = [(hand[i], known[i]) for i in part]
        rng.shuffle(pairs)
        for i, (card, seen) in zip(part, pairs):
            hand[i], known[i] = card, seen
    twin.deck = {g: n for g, n in pool.items() if n}
    return twin


def twin_marble(state, seat, rng):
    """Other bridge values."""
    twin = state.clone()
    pool = Counter({v: n for v, n in zip((1, 2, 3, 4), state.bridge_pool) if n})
    twin.bridges[seat] = _swap_into_hand(state.bridges[seat], pool, rng)
    twin.bridge_pool = [pool.get(v, 0) for v in (1, 2, 3, 4)]
    return twin


def twin_ave(state, seat, rng):
    """Other hidden tiles, as many from each bag."""
    twin = state.clone()
    for bag in VD.BAGS:
        holdable = AVE.HIDDEN_TILES[bag]
        secret = [t for t in holdable for _ in range(state.hand[seat][t])]
        pool = Counter({t: state.bag[bag][t] for t in holdable if state.bag[bag][t]})
        new = _swap_into_hand(secret, pool, rng)
        for t in holdable:
            twin.bag[bag][t] = pool.get(t, 0)
            twin.hand[seat][t] = new.count(t)
    return twin


TWINS = {"aquileia": twin_aquileia, "massilia": twin_massilia, "marble": twin_marble,
         "ave": twin_ave}


def play_on_twins(game_id, one, two, seat, rng, steps):
    """Play both on with the same moves: the others' turns, views and log lines must agree.

    ``seat`` (the one with other secrets) makes only moves it has in both; a chance outcome is
    one both positions can have. Returns how many steps were compared.
    """
    module = engine.game_module(game_id)
    names = [f"P{s}" for s in range(one.players)]
    others = [None] + [s for s in range(one.players) if s != seat]
    for step in range(steps):
        if one.is_terminal() or two.is_terminal():
            assert one.is_terminal() and two.is_terminal()
            return step
        player = one.current_player()
        assert two.current_player() == player, f"step {step}: a turn depends on {seat}'s secrets"
        if player == CHANCE:
            b = dict(two.chance_outcomes())
            common = [(a, p) for a, p in one.chance_outcomes() if a in b]
            if not common:
                return step
            total = sum(p for _, p in common)
            action = sample([(a, p / total) for a, p in common], rng)
        else:
            legal = one.legal_actions()
            if player == seat:
                legal = [a for a in legal if a in set(two.legal_actions())]
                if not legal:
                    return step
            else:
                assert legal == two.legal_actions(), f"step {step}: seat {player}'s choices"
            action = rng.choice(legal)
        before_one, before_two = one.clone(), two.clone()
        one.apply(action)
        two.apply(action)
        if one.is_terminal():   # the final scoring shows every secret
            return step
        said_one = module.narrate(before_one, action, one, names)
        said_two = module.narrate(before_two, action, two, names)
        for viewer in others:
            heard = [[t for t, to in said if to is None or to == viewer]
                     for said in (said_one, said_two)]
            assert heard[0] == heard[1], (step, action, viewer)
            assert json.dumps(one.view(viewer), sort_keys=True) == \
                json.dumps(two.view(viewer), sort_keys=True), (step, action, viewer)
    return steps


@pytest.mark.parametrize("game_id", GAMES)
def test_one_seats_secrets_change_nothing_the_others_see(game_id):
    compared = 0
    for k, (seed, steps) in enumerate(POINTS[game_id]):
        state = random_position(game_id, seed, steps)
        assert not state.is_terminal()
        for seat in range(state.players):
            rng = random.Random(k * 10 + seat)
            twin = TWINS[game_id](state, seat, rng)
            for viewer in [None] + [s for s in range(state.players) if s != seat]:
                assert json.dumps(twin.view(viewer), sort_keys=True) == \
                    json.dumps(state.view(viewer), sort_keys=True)
            compared += play_on_twins(game_id, state.clone(), twin, seat, rng, 60)
    assert compared > 250   # the twins really played on


# --- 3. the bots' worlds ----------------------------------------------------------------------

WORLDS = 200


def check_aquileia(state, world, seat):
    assert world.hands[seat] == state.hands[seat]
    for s in range(state.players):
        for deck in AD.DECKS:
            held = [sum(n for c, n in w.hands[s].items() if AD.CARD_DECK[c] == deck)
                    for w in (state, world)]
            assert held[0] == held[1], "each hand holds as many cards of a deck as the log told"
        assert not any(AD.CARD_DECK[c] == "theatre" for c in world.hands[s])
    for deck in AD.DECKS:       # every card is somewhere, once
        total = sum(world.decks[deck].values()) + sum(world.discards[deck].values())
        total += sum(h.get(c, 0) for h in world.hands for c in AD.DECK_CARDS[deck])
        total += sum(1 for c in world.equi_up if c in AD.DECK_CARDS[deck])
        if deck == "stadium":
            total += len(world.stadium_removed) + len(world.stadium_hidden)
            total += (world.stadium_up is not None) + bool(world.pick and world.pick["drawn"])
        if deck != "theatre":
            assert total == sum(AD.FULL_DECKS[deck].values()), deck
    # every card the seat saw go to a hand is in that hand (or one of the two it may be in)
    need = Counter((card, tuple(holders)) for card, holders, knowers in state.known
                   if seat in knowers and seat not in holders)
    for (card, holders), n in need.items():
        have = sum(world.stadium_hidden.count(card) if h < 0 else world.hands[h].get(card, 0)
                   for h in holders)
        assert have >= n, (card, holders)


def check_massilia(state, world, seat):
    assert world.hands[seat] == state.hands[seat]
    for s in range(state.players):
        assert len(world.hands[s]) == len(state.hands[s]) <= SD.HAND_LIMIT
        assert world.known[s] == state.known[s]
        for i, known in enumerate(state.known[s]):
            if known:
                assert world.hands[s][i] == state.hands[s][i]
    cards = Counter(world.deck) + Counter(world.discard) + Counter(c for c in world.faceup if c)
    cards += Counter(c for hand in world.hands for c in hand)
    if world.pending:
        cards += Counter(world.pending["gods"])
    assert +cards == +Counter(SD.GOD_COUNTS)


def check_marble(state, world, seat):
    assert world.bridges[seat] == state.bridges[seat]
    assert [len(b) for b in world.bridges] == [len(b) for b in state.bridges]
    held = Counter(v for b in world.bridges for v in b)
    held += Counter({v: n for v, n in zip((1, 2, 3, 4), world.bridge_pool)})
    assert +held == +Counter(MD.BRIDGE_TILES)


def check_ave(state, world, seat):
    assert world.hand[seat] == state.hand[seat]
    for s in range(state.players):
        assert world.hidden_counts(s) == state.hidden_counts(s)
        held = {t for t, n in world.hand[s].items() if n}
        assert all(AVE.TILE_EFFECT[t] == "hand" for t in held), held
    for bag in VD.BAGS:
        for t in VD.BAG_TILES[bag]:
            in_hands = [sum(w.hand[s].get(t, 0) for s in range(state.players))
                        for w in (state, world)]
            assert world.bag[bag][t] + in_hands[1] == state.bag[bag][t] + in_hands[0], t
            if AVE.TILE_EFFECT[t] != "hand":
                assert world.bag[bag][t] == state.bag[bag][t], t


CHECKS = {"aquileia": check_aquileia, "massilia": check_massilia, "marble": check_marble,
          "ave": check_ave}


@pytest.mark.parametrize("game_id", GAMES)
def test_determinized_worlds_agree_with_what_the_seat_saw(game_id):
    for seed, steps in POINTS[game_id]:
        state = random_position(game_id, seed, steps)
        assert not state.is_terminal()
        for seat in range(state.players):
            rng = random.Random(seat)
            view = json.dumps(state.view(seat), sort_keys=True)
            for n in range(WORLDS):
                world = state.determinize(seat, rng)
                CHECKS[game_id](state, world, seat)
                if n % 40 == 0:
                    assert json.dumps(world.view(seat), sort_keys=True) == view
