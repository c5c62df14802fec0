"""Bots: legal choices at every player count, reproducible from a seed, blind to hidden facts,
each game's evaluation on positions where the better one is obvious, and a quick strength check."""

from __future__ import annotations

import doctest
import json
import random
import types
import zlib

import pytest

from benchmarks import tournament
import engine
from engine import api, bots
from engine.bots import evaluation
from engine.bots.memory import Memory
from engine.core import CHANCE, TERMINAL, sample
from engine.games.aquileia import evaluation as aquileia_eval
from engine.games.ave import evaluation as ave_eval
from engine.games.marble import evaluation as marble_eval
from engine.games.massilia import evaluation as massilia_eval

GAMES = sorted(engine.GAMES)
QUICK = {"random": {}, "greedy": {}, "plan": {}, "mcts": {"iterations": 30}}


def positions(game_id, players, seed, count, spacing=7):
    """``count`` decision positions of one random game, ``spacing`` decisions apart."""
    rng = random.Random(seed)
    state = engine.new_game(game_id, players)
    found, decisions = [], 0
    while not state.is_terminal() and len(found) < count:
        if state.current_player() == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
            continue
        actions = state.legal_actions()
        if decisions % spacing == 0 and len(actions) > 1:
            found.append(state.clone())
        decisions += 1
        state.apply(rng.choice(actions))
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_bots_choose_legal_actions_at_every_player_count(game_id):
    module = engine.GAMES[game_id]
    for players in module.PLAYERS:
        for k, state in enumerate(positions(game_id, players, seed=players, count=3, spacing=11)):
            for name, params in QUICK.items():
                bot = bots.make(name, seed=k, **params)
                assert bot.choose(state) in state.legal_actions(), (game_id, players, name)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_choice(game_id):
    for state in positions(game_id, 2, seed=3, count=3):
        for name, params in QUICK.items():
            first = bots.make(name, seed=9, **params).choose(state.clone())
            again = bots.make(name, seed=9, **params).choose(state.clone())
            assert first == again, (game_id, name)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_choice_is_unchanged_when_only_hidden_facts_of_others_change(game_id):
    """The bot sees the game only as its seat does: a world resampled from that seat's view
    (other hands, deck order) must get the same choice from a fresh bot with the same seed."""
    players = engine.GAMES[game_id].PLAYERS[-1]
    for k, state in enumerate(positions(game_id, players, seed=11, count=6, spacing=17)):
        seat = state.current_player()
        other = state.determinize(seat, random.Random(100 + k))
        assert json.dumps(other.view(seat), sort_keys=True) == json.dumps(state.view(seat),
                                                                          sort_keys=True)
        for name in ("greedy", "plan", "mcts"):
            params = QUICK[name]
            mine = bots.make(name, seed=k, **params).choose(state)
            theirs = bots.make(name, seed=k, **params).choose(other)
            assert mine == theirs, (game_id, name, k)


def test_a_level_is_a_count_of_work_and_reports_its_progress():
    """No level has a time limit: a search runs its level's iterations whatever the clock says,
    and tells ``progress`` how far it is (the page shows a slow bot's thinking with it)."""
    assert all(set(budget) == {"iterations", "prior"} for budget in bots.LEVELS.values())
    state = positions("marble", 2, seed=1, count=1)[0]
    bot = bots.make("mcts", seed=1, level="easy")
    reports = []
    bot.progress = lambda done, budget: reports.append((done, budget))
    bot.choose(state)
    budget = bots.LEVELS["easy"]["iterations"]
    assert bot.last_iterations == budget
    assert reports[0] == (0, budget) and reports[-1] == (budget, budget)
    assert [done for done, _ in reports] == sorted(done for done, _ in reports)
    assert len(reports) == 21


def test_the_greedy_judgement_of_one_decision_is_bounded_in_work(monkeypatch):
    """Given ``work``, a judgement that fits is the same as without it, and one that does not
    fit evaluates at most about twice ``work`` positions, whatever the branching."""
    from engine.bots.greedy import GreedyBot
    counted = [0]
    for game_id in ("ave", "marble"):
        def counting(state, evaluate=evaluation.evaluator(game_id)):
            counted[0] += 1
            return evaluate(state)
        monkeypatch.setattr(evaluation.evaluation_module(game_id), "evaluate", counting)
    rng = random.Random(5)
    wide = None
    state = engine.new_game("ave", 3)
    while wide is None and not state.is_terminal():   # a turn with many builds to choose from
        if state.current_player() == CHANCE:
            state.apply(sample(state.chance_outcomes(), rng))
            continue
        legal = state.legal_actions()
        if len(legal) > 60 and any(action[0] == "build" for action in legal):
            wide = state.clone()
        state.apply(rng.choice(legal))
    assert wide is not None
    spent = {}
    for work in (None, 300):
        counted[0] = 0
        rows = GreedyBot(seed=1, leaves=100, work=work).action_values(wide)
        spent[work] = counted[0]
        assert [row[0] for row in rows] == wide.legal_actions()
    assert spent[300] <= 2 * 300 + len(wide.legal_actions()) < spent[None]
    small = positions("marble", 2, seed=2, count=1)[0]
    counted[0] = 0
    plain = GreedyBot(seed=1, leaves=5).action_values(small)
    fits = counted[0] + 1
    assert GreedyBot(seed=1, leaves=5, work=fits).action_values(small) == plain


def bot_game_record(moves, board):
    """The save (every action) of a seeded City of Marble game after ``moves`` bot decisions of
    an Easy and a Normal bot, played through the API as the page plays it."""
    seats = [{"name": "A", "kind": "bot", "level": "easy"},
             {"name": "B", "kind": "bot", "level": "normal"}]
    assert call(cmd="start", game="marble", board=board, seats=seats, seed=7)["ok"]
    session = api.SESSIONS[board]
    done = 0
    while done < moves and session.next_kind() != "over":
        kind = session.next_kind()
        assert call(cmd="step" if kind == "chance" else "bot", board=board)["ok"]
        done += kind == "bot"
    reply = call(cmd="view", board=board, seat=None)
    return call(cmd="save", board=board)["save"]["history"], reply["view"]["log"]


def test_a_seeded_game_with_bots_replays_the_same_on_a_slow_clock(monkeypatch):
    """The same seed gives the same game, and a clock that runs a thousand times faster (a device
    a thousand times slower, as any budget in seconds would see it) changes no decision."""
    first = bot_game_record(12, "replay-1")
    again = bot_game_record(12, "replay-2")
    assert first == again
    import time
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        real = getattr(time, name)
        started = real()
        monkeypatch.setattr(time, name, lambda real=real, started=started:
                            started + 1000 * (real() - started))
    assert bot_game_record(12, "replay-slow") == first
    history, log = first
    assert len(history) >= 12 and log


def test_a_game_may_set_its_own_budget_for_a_level(monkeypatch):
    """A game's ``SEARCH_LEVELS`` gives a level's iterations and the greedy judgement's work
    there; a level it does not name keeps the search's own."""
    from engine.bots import mcts
    state = positions("marble", 3, seed=1, count=1)[0]
    own = {"iterations": 7, "prior_work": 300}
    monkeypatch.setitem(evaluation.evaluation_module("marble").SEARCH_LEVELS, "normal", own)
    bot = bots.make("mcts", seed=1, level="normal")
    bot.choose(state)
    assert bot.last_iterations == 7 and bot.guide.work == own["prior_work"] != mcts.PRIOR_WORK
    easy = bots.make("mcts", seed=1, level="easy")
    easy.choose(state)
    assert easy.last_iterations == bots.LEVELS["easy"]["iterations"]
    assert easy.guide.work == mcts.PRIOR_WORK


def test_levels_search_more_as_they_rise():
    budgets = [bots.LEVELS[level]["iterations"] for level in ("easy", "normal", "hard")]
    assert budgets == sorted(budgets) and len(set(budgets)) == 3
    with pytest.raises(ValueError):
        bots.make("mcts", level="godlike")
    with pytest.raises(ValueError):
        bots.make("chess-engine")


def test_a_round_trip_move_is_not_taken_twice_from_the_same_position():
    state = positions("marble", 2, seed=2, count=1)[0]
    memory = Memory()
    key = memory.key(state, state.current_player())
    actions = state.legal_actions()
    memory.record(key, actions[0])
    assert memory.fresh(key, actions) == actions[1:]
    for action in actions[1:]:
        memory.record(key, action)
    assert memory.fresh(key, actions) == actions   # nothing new left: every action is allowed


def test_win_estimate_orders_seats_by_points():
    values = evaluation.win_estimate([5.0, 12.0, 8.0])
    assert abs(sum(values) - 1) < 1e-9 and values[1] > values[2] > values[0]


# --- each game's evaluation on hand-built positions -------------------------------------------

def test_aquileia_evaluation_counts_points_coins_and_villas_with_laurels():
    from engine.games.aquileia import data as D
    state = engine.new_game("aquileia", 2)
    assert aquileia_eval.evaluate(state)[0] == aquileia_eval.evaluate(state)[1]
    richer = state.clone()
    richer.coins[0][2] += 2                       # two more gold coins
    assert aquileia_eval.evaluate(richer)[0] > aquileia_eval.evaluate(richer)[1]
    ahead = state.clone()
    ahead.points[1] += 10
    assert aquileia_eval.evaluate(ahead)[1] > aquileia_eval.evaluate(ahead)[0]
    # a villa with a laurel card of its colour is worth more than the villa alone
    villa = next(s for s in aquileia_eval.VILLAS if D.SITE_COLOUR[s] == "blue")
    card = next(c for c in D.CARD_LAUREL if D.CARD_LAUREL[c] == "blue")
    alone = state.clone()
    alone.sites[villa] = 0
    with_card = alone.clone()
    with_card.hands[0] = {card: 1}
    assert aquileia_eval.final_now(with_card, 0) > aquileia_eval.final_now(alone, 0)


def aquileia_placement(players=3):
    """A fresh Aquileia game at its first placement decision."""
    state = engine.new_game("aquileia", players)
    while state.current_player() == CHANCE:
        state.apply(state.chance_outcomes()[0][0])
    return state


def test_aquileia_evaluation_values_holdings_by_what_they_build():
    """Slaves that complete a villa's price are worth more than slaves alone; a villa is worth
    something before its laurel cards come, and a Forum henchman that can pay for a villa is
    worth the villa before the Forum acts."""
    state = aquileia_placement()
    seat = state.current_player()
    state.coins[seat] = [2, 2, 1]                  # the coins of a 10 villa
    short = state.clone()
    short.hands[seat] = {"slave1": 1}
    paid = state.clone()
    paid.hands[seat] = {"slave1": 1, "slave2": 1}  # and its 3 slaves
    gain = aquileia_eval.evaluate(paid)[seat] - aquileia_eval.evaluate(short)[seat]
    assert gain > 2 * aquileia_eval.SLAVE_WORTH
    villa = state.clone()
    villa.sites[aquileia_eval.VILLAS[0]] = seat
    assert aquileia_eval.evaluate(villa)[seat] > aquileia_eval.evaluate(state)[seat]
    before = aquileia_eval.evaluate(paid)[seat]
    paid.apply(("place", "forum2"))
    assert aquileia_eval.evaluate(paid)[seat] > before + 10


def test_aquileia_plan_places_on_a_scoring_forum_space_when_it_can_build_a_villa():
    state = aquileia_placement()
    seat = state.current_player()
    assert bots.make("plan").choose(state)[1] != "forum2"   # nothing to build with yet
    state.coins[seat] = [2, 2, 1]
    state.hands[seat] = {"slave1": 1, "slave2": 1}
    assert bots.make("plan").choose(state) == ("place", "forum2")


def test_aquileia_plan_plays_the_way_its_description_says():
    """Three plan players: each builds villas, most of their value in one colour, and holds a
    laurel or theatre card of that colour at the end."""
    from engine.games.aquileia import data as D
    for seed in (1, 2):
        rng = random.Random(seed)
        state = engine.new_game("aquileia", 3)
        players = [bots.make("plan", seed=seed * 10 + s) for s in range(3)]
        engine.playout(state, rng, choose=lambda st: players[st.current_player()].choose(st))
        for seat in range(3):
            villas = {colour: 0 for colour in D.COLOURS}
            for site in aquileia_eval.VILLAS:
                if state.sites[site] == seat:
                    villas[D.SITE_COLOUR[site]] += D.SITE_VALUE[site]
            colour = max(villas, key=villas.get)
            assert villas[colour] >= 10 and villas[colour] * 2 > sum(villas.values()), villas
            cards = [c for c in state.hands[seat] if D.CARD_LAUREL[c] == colour]
            cards += [c for c in state.theatre[seat] if colour in D.CARD_COLOURS[c]]
            assert cards, (seed, seat, colour)



def test_marble_plan_plays_the_way_its_description_says():
    """Three plan architects lay tiles rather than hoard them: the city grows, and each of them
    wins buildings (judged by worth alone, such a table drew the stacks empty and built none)."""
    rng = random.Random(1)
    state = engine.new_game("marble", 3)
    players = [bots.make("plan", seed=10 + s) for s in range(3)]
    engine.playout(state, rng, choose=lambda st: players[st.current_player()].choose(st))
    won = [sum(1 for _, kind, owner in state.buildings if owner == seat and kind != "fountain")
           for seat in range(3)]
    assert len(state.buildings) >= 12 and min(won) >= 2, (len(state.buildings), won)

def test_massilia_evaluation_counts_reputation_money_goods_and_stones():
    state = engine.new_game("massilia", 2)
    better = state.clone()
    better.reputation[0] += 5
    assert massilia_eval.evaluate(better)[0] > massilia_eval.evaluate(better)[1]
    richer = state.clone()
    richer.money[1] += 9
    assert massilia_eval.evaluate(richer)[1] > massilia_eval.evaluate(richer)[0]
    stoned = state.clone()
    stoned.stones[0] += 4
    assert massilia_eval.evaluate(stoned)[0] < massilia_eval.evaluate(stoned)[1]


def test_marble_evaluation_counts_buildings_coins_and_tiles():
    state = engine.new_game("marble", 2)
    built = state.clone()
    built.points[0] += 6
    assert marble_eval.evaluate(built)[0] > marble_eval.evaluate(built)[1]
    coins = state.clone()
    coins.coins[1] += 3
    assert marble_eval.evaluate(coins)[1] > marble_eval.evaluate(coins)[0]
    tiles = state.clone()
    tiles.central[0] = [c + 2 for c in tiles.central[0]]
    assert marble_eval.evaluate(tiles)[0] > marble_eval.evaluate(tiles)[1]


def test_ave_evaluation_counts_fame_gold_legions_and_provinces():
    from engine.games.ave import data as D
    state = engine.new_game("ave", 2)
    assert ave_eval.evaluate(state)[0] == ave_eval.evaluate(state)[1]
    gold = state.clone()
    gold.gold[0] += 5
    assert ave_eval.evaluate(gold)[0] > ave_eval.evaluate(gold)[1]
    army = state.clone()
    army.legions[1] += 3
    assert ave_eval.evaluate(army)[1] > ave_eval.evaluate(army)[0]
    province = D.PROVINCE_NUMBERS[0]
    held = state.clone()
    held.owner[province], held.garrison[province] = 0, 1
    strong = held.clone()
    strong.garrison[province] = 2                 # a strong province scores fame
    assert ave_eval.evaluate(held)[0] > ave_eval.evaluate(held)[1]
    assert ave_eval.evaluate(strong)[0] > ave_eval.evaluate(held)[0]


def test_ave_evaluation_expects_the_result_of_a_conquest_under_way():
    """Legions that march off against few barbarians are not lost: a sure attack is worth more
    than staying at home, a hopeless one less."""
    from engine.games.ave import data as D
    state = engine.new_game("ave", 2)
    state.phase, state.actor = "actions", 0
    state.legions[0] = 8
    home = ave_eval.evaluate(state)[0]
    target = state.attackable()[0]
    sure = state.clone()
    sure.apply(("attack", target, 8))
    assert sure.phase == "battle" and ave_eval.evaluate(sure)[0] > home
    hopeless = state.clone()
    hopeless.apply(("attack", target, 1))
    assert ave_eval.evaluate(hopeless)[0] < home
    win, survivors = ave_eval.conquest_odds(8, 3, D.LEGION_HIT, D.BARBARIAN_HIT)
    assert win > 0.99 and 6 < survivors < 8
    assert ave_eval.conquest_odds(1, 3, D.LEGION_HIT, D.BARBARIAN_HIT)[0] < 0.2


def ave_hand(state, seat, tiles):
    """Deal ``tiles`` from their bags into ``seat``'s hand."""
    from engine.games.ave import data as D
    for tile in tiles:
        state.hand[seat][tile] += 1
        state.bag[D.TILE_BAG[tile]][tile] -= 1


def test_ave_evaluation_values_what_leads_to_fame_by_the_senate_and_the_rounds_left():
    """A building in hand is worth more once its colour's stone is raised (more than the gold
    the senate costs), a plaza only while the city has no room to build, and nothing in hand
    counts once the last round's actions are over."""
    from engine.games.ave import data as D
    state = engine.new_game("ave", 2)
    state.apply(("first", 0))
    while state.round == 0:
        state.apply(("start", "none"))
    ave_hand(state, 0, ["aqueduct", "baths", "fountain"])
    closed = ave_eval.evaluate(state)[0]
    opened = state.clone()
    opened.senate["blue"] = 2
    opened.gold[0] -= 1  # one senate turn's gold
    assert ave_eval.evaluate(opened)[0] > closed + 0.3
    built = opened.clone()
    built.hand[0]["aqueduct"] -= 1
    built.city_kind[D.cell_at(1, 1, 1)], built.city_owner[D.cell_at(1, 1, 1)] = "aqueduct", 0
    built.gold[0] -= 11
    assert ave_eval.evaluate(built)[0] > ave_eval.evaluate(opened)[0]  # fame beats holding
    roads = state.clone()
    ave_hand(roads, 0, ["plaza"])
    shut = roads.clone()
    for cell in shut.frontage():
        shut.city_kind[cell] = "park"  # no square left for a building
    assert not shut.frontage()
    gain_open = ave_eval.evaluate(roads)[0] - ave_eval.evaluate(state)[0]
    without = shut.clone()
    without.hand[0]["plaza"] -= 1
    gain_shut = ave_eval.evaluate(shut)[0] - ave_eval.evaluate(without)[0]
    assert gain_shut > 0 == gain_open
    late = opened.clone()
    late.round, late.phase = D.LAST_ROUND, "discard"
    bare = late.clone()
    bare.hand[0] = {t: 0 for t in bare.hand[0]}
    assert ave_eval.evaluate(late)[0] == ave_eval.evaluate(bare)[0]


def test_ave_plan_raises_the_colours_of_its_hand_and_races_to_15_fame():
    """The plan opens the senate colour of the buildings it holds, and three plan players end
    their games by 15 fame before the last round."""
    from engine.games.ave import data as D
    from engine.games.ave import plan as ave_plan
    state = engine.new_game("ave", 3)
    state.apply(("first", 0))
    while state.round == 0:
        state.apply(("start", "none"))
    seat = state.actor
    ave_hand(state, seat, ["circus", "tavern"])
    state.phase, state.points, state.turn = "influence", 4, 0
    assert ave_plan.choose(state, seat, random.Random(0)) == ("up", "red")
    for seed in (1, 2):
        rng = random.Random(seed)
        game = engine.new_game("ave", 3)
        players = [bots.make("plan", seed=seed * 10 + s) for s in range(3)]
        engine.playout(game, rng, choose=lambda st: players[st.current_player()].choose(st))
        assert game.round < D.LAST_ROUND and max(game.scores()) >= D.FAME_TO_WIN


def test_ave_plan_follows_a_forced_route_whatever_its_hand_holds():
    """``plan:route=province`` draws, buys and raises the senate for the provinces with a hand of
    buildings, ``route=city`` for the city with a hand of persons; unforced, each hand picks the
    other route. An unknown route is refused."""
    from benchmarks.tournament import parse_bot
    from engine.games.ave import plan as ave_plan
    rng = random.Random(0)
    state = engine.new_game("ave", 3)
    state.apply(("first", 0))
    assert ave_plan.choose(state, 0, rng, route="province") == ("start", "white")
    assert ave_plan.choose(state, 0, rng, route="city") == ("start", "black")
    while state.round == 0:
        state.apply(("start", "none"))
    seat = state.actor
    builder, soldier = state.clone(), state.clone()
    ave_hand(builder, seat, ["circus", "tavern", "person"])
    ave_hand(soldier, seat, ["person"] * 4)
    assert (ave_plan.hand_route(builder, seat), ave_plan.hand_route(soldier, seat)) == (
        "city", "province")
    name, params = parse_bot("plan:route=province", "normal")
    forced = bots.make(name, seed=1, **params)
    buy = forced.choose(builder)
    assert buy[0] == "buy" and buy[1] == 0 and buy[2] > 0          # white threes only
    assert bots.make("plan", seed=1).choose(builder)[1] > 0          # unforced: black threes
    for hand in (builder, soldier):
        hand.phase, hand.points, hand.turn = "influence", 4, 0
    assert ave_plan.choose(builder, seat, rng) == ("up", "red")
    assert ave_plan.choose(builder, seat, rng, route="province") == ("up", "grey")
    assert ave_plan.choose(soldier, seat, rng) == ("up", "grey")
    assert ave_plan.choose(soldier, seat, rng, route="city") == ("stop",)
    with pytest.raises(ValueError):
        ave_plan.choose(builder, seat, rng, route="sea")


def test_marble_evaluation_expects_a_building_where_a_seat_leads_in_magistrates():
    from engine.games.marble.state import SITE_CELLS
    state = engine.new_game("marble", 2)
    point, cells = next((p, cells) for p, cells in SITE_CELLS.items()
                        if all(state.cell_tile[c] == -1 for c in cells))
    led = state.clone()
    for k, c in enumerate(cells[:5]):                 # five of six cells covered, one tile each
        led.tile_a.append(c), led.tile_b.append(c), led.tile_colour.append(0)
        led.tile_magistrate.append(0 if k == 0 else -1)
        led.cell_tile[c] = len(led.tile_a) - 1
    expected = marble_eval.site_expectations(led)
    # five tiles and one free triangle can only become an arena (6 points), on red tiles (colour 0)
    assert expected[1] == 0 and expected[0] >= 6 * (5 / 6) ** 2 - 1e-9
    assert marble_eval.evaluate(led)[0] > marble_eval.evaluate(led)[1]
    tied = led.clone()
    tied.tile_magistrate[-1] = 1                      # one magistrate each: nobody expects it
    assert marble_eval.site_expectations(tied)[0] < expected[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_evaluation_at_the_end_is_the_final_score(game_id):
    state = engine.new_game(game_id, 2)
    engine.playout(state, random.Random(4))
    values = evaluation.evaluator(game_id)(state)
    assert values == [float(s) for s in state.scores()]
    assert evaluation.outcome_values(state) == state.returns()


# --- the greedy look-ahead on a made-up game --------------------------------------------------

class TwoStepTurn:
    """A tiny made-up game (evaluated as its points): seat 0 may ``grab`` 1 point and end its
    turn, or ``prepare`` (nothing yet) and then ``build`` for 3; ``fidget`` and ``undo`` go
    round in a loop. Then seat 1 passes and the game ends."""

    game_id = "two-step"
    players = 2

    def __init__(self):
        self.points, self.stage = [0, 0], "start"

    def clone(self):
        other = TwoStepTurn()
        other.points, other.stage = list(self.points), self.stage
        return other

    def current_player(self):
        return {"start": 0, "prepared": 0, "fidgeting": 0, "other": 1}.get(self.stage, TERMINAL)

    def legal_actions(self):
        return {"start": [("grab",), ("prepare",), ("fidget",)], "prepared": [("build",)],
                "fidgeting": [("undo",), ("fidget",)], "other": [("pass",)]}[self.stage]

    def apply(self, action):
        verb = action[0]
        if verb == "grab":
            self.points[0] += 1
            self.stage = "other"
        elif verb == "build":
            self.points[0] += 3
            self.stage = "other"
        else:
            self.stage = {"prepare": "prepared", "fidget": "fidgeting", "undo": "start",
                          "pass": "over"}[verb]

    def is_terminal(self):
        return self.stage == "over"

    def returns(self):
        return evaluation.win_estimate([float(p) for p in self.points])

    def view(self, seat):
        return {"points": self.points, "stage": self.stage}

    def determinize(self, seat, rng):
        return self.clone()


@pytest.fixture
def two_step_game(monkeypatch):
    rules = types.SimpleNamespace(evaluate=lambda state: [float(p) for p in state.points])
    monkeypatch.setitem(evaluation._MODULES, "two-step", rules)
    return TwoStepTurn()


def test_greedy_looks_to_the_end_of_its_own_turn(two_step_game):
    """One step ahead, grabbing 1 point now looks best; to the end of the turn, preparing to
    build 3 is. The fidget loop is cut off by the turn's depth limit."""
    bot = bots.make("greedy")
    values = {action: lead for action, lead, _points in bot.action_values(two_step_game)}
    assert values[("grab",)] == 1 and values[("prepare",)] == 3 and values[("fidget",)] == 3
    assert bot.choose(two_step_game) == ("prepare",)


def test_mcts_starts_from_the_greedy_judgement_and_keeps_it_when_search_agrees(two_step_game):
    for seed in range(3):
        bot = bots.make("mcts", seed=seed, iterations=40)
        assert bot.choose(two_step_game) in (("prepare",), ("fidget",))


class SlowHarvest:
    """Seat 0 may take 3 points now (``quick``) or ``sow``, which pays 10 at its next turn if it
    then ``harvest``s (not if it dawdles); seat 1 takes 2 or dawdles in between. Judged at the end
    of seat 0's turn, ``quick`` looks best; played to the end by sensible players, ``sow`` wins
    by more. Random moves harvest too rarely to show it, and the dawdling is too wide for a
    small tree to reach the harvest."""

    game_id = "harvest"
    players = 2

    def __init__(self):
        self.points, self.stage, self.sown = [0, 0], "start", False

    def clone(self):
        other = SlowHarvest()
        other.points, other.stage, other.sown = list(self.points), self.stage, self.sown
        return other

    def current_player(self):
        return {"start": 0, "between": 1, "late": 0}.get(self.stage, TERMINAL)

    def legal_actions(self):
        dawdle = [("dawdle", k) for k in range(7)]
        return {"start": [("quick",), ("sow",), ("idle",)], "between": [("take",)] + dawdle,
                "late": ([("harvest",)] if self.sown else []) + dawdle}[self.stage]

    def apply(self, action):
        verb = action[0]
        self.points[0] += {"quick": 3, "harvest": 10}.get(verb, 0)
        self.points[1] += 2 if verb == "take" else 0
        self.sown = self.sown or verb == "sow"
        self.stage = {"start": "between", "between": "late", "late": "over"}[self.stage]

    def is_terminal(self):
        return self.stage == "over"

    def scores(self):
        return list(self.points)

    def returns(self):
        top = max(self.points)
        won = [s for s in range(2) if self.points[s] == top]
        return [1 / len(won) if s in won else 0.0 for s in range(2)]

    def view(self, seat):
        return {"points": self.points, "stage": self.stage, "sown": self.sown}

    def determinize(self, seat, rng):
        return self.clone()


@pytest.fixture
def harvest_game(monkeypatch):
    from engine.bots import plan
    rules = types.SimpleNamespace(evaluate=lambda state: [float(p) for p in state.points],
                                  PLAN_PLAYOUTS={"normal": 30})
    # the plan never sows by itself, so only a search that plays out finds the harvest
    choices = {"start": ("idle",), "between": ("take",)}
    planner = types.SimpleNamespace(
        choose=lambda state, seat, rng, legal=None: choices.get(state.stage, state.legal_actions()[0]))
    monkeypatch.setitem(evaluation._MODULES, "harvest", rules)
    monkeypatch.setitem(plan._MODULES, "harvest", planner)
    return SlowHarvest()


def test_mcts_that_plays_out_sees_past_the_evaluation(harvest_game):
    """Greedy and the search judged by the evaluation take 3 points now; a search that plays
    every seat by the plan to the end sows, on the game's own budget for its level."""
    assert bots.make("greedy").choose(harvest_game) == ("quick",)
    assert bots.make("mcts", seed=1, iterations=30, playouts=0).choose(harvest_game) == ("quick",)
    for seed in range(3):
        bot = bots.make("mcts", seed=seed, level="normal")
        assert bot.choose(harvest_game) == ("sow",)
        assert bot.last_iterations == 30
    easy = bots.make("mcts", seed=1, level="easy")
    easy.choose(harvest_game)
    assert not easy.playing_out and easy.last_iterations == 60


def test_a_game_plays_out_only_from_its_player_count(harvest_game, monkeypatch):
    """Below ``PLAN_PLAYOUTS_FROM`` players the search judges by the evaluation, on its level's
    own budget; forced on, it plays out there too."""
    monkeypatch.setattr(evaluation._MODULES["harvest"], "PLAN_PLAYOUTS_FROM", 3, raising=False)
    bot = bots.make("mcts", seed=1, level="normal")
    assert bot.choose(harvest_game) == ("quick",)
    assert not bot.playing_out and bot.last_iterations == bots.LEVELS["normal"]["iterations"]
    forced = bots.make("mcts", seed=1, iterations=30, playouts=1)
    assert forced.choose(harvest_game) == ("sow",) and forced.playing_out


# --- strength, tournament, API ------------------------------------------------------------------

def test_mcts_easy_beats_random_in_a_short_match():
    rows = tournament.run("aquileia", 2, ["mcts", "random"], games=4, level="easy", seed=1,
                          out=lambda line: None)
    assert rows[0]["wins"] >= 3, rows


def test_the_tournaments_win_rate_interval_is_wilsons():
    assert doctest.testmod(tournament).failed == 0


def test_tournament_command_prints_win_rates_with_intervals(capsys):
    tournament.main(["--game", "aquileia", "--players", "3", "--bots", "greedy,random",
                     "--games", "3", "--seed", "2", "--jobs", "1"])
    out = capsys.readouterr().out
    assert "Aquileia, 3 players, 3 games" in out and "in this process" in out
    assert out.count("%]") == 3 and "greedy" in out and "random" in out


def test_a_tournament_gives_the_same_table_on_one_or_two_dask_workers():
    """Every game has its own seeds and results are tallied in game order, so where the games
    run changes nothing but the times: in this process, on one Dask worker, on two."""
    pytest.importorskip("dask.distributed",
                        reason="Dask is not installed (the project's cluster extra)")
    from dask.distributed import LocalCluster

    def table(**where):
        lines = []
        rows = tournament.run("marble", 2, ["mcts:easy:iterations=4", "random"], games=4,
                              seed=5, out=lines.append, **where)
        return [{key: value for key, value in row.items() if key != "median_time"}
                for row in rows], lines[0]

    here, where = table(jobs=1)
    assert "in this process" in where
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster:
            rows, where = table(jobs=None, scheduler=cluster.scheduler_address)
        assert f"on {workers} Dask worker" in where
        assert rows == here, workers
    assert sum(row["wins"] for row in here) == 4 and here[0]["mean"] != here[1]["mean"]


def test_the_tournament_says_what_dask_it_needs(monkeypatch, capsys):
    """Asked for a cluster without Dask installed, the command says what to install; by default
    it plays in this process then."""
    import builtins
    real_import = builtins.__import__

    def no_dask(name, *args, **kwargs):
        if name.startswith(("dask", "distributed")):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_dask)
    with pytest.raises(SystemExit):
        tournament.main(["--game", "marble", "--bots", "random", "--games", "1", "--jobs", "2"])
    assert "ludi-engine[cluster]" in capsys.readouterr().err
    tournament.main(["--game", "marble", "--bots", "random", "--games", "2"])
    assert "in this process (Dask is not installed)" in capsys.readouterr().out


def call(**request):
    return json.loads(api.handle(json.dumps(request)))


def test_api_lists_bots_and_levels_and_checks_them():
    catalogue = call(cmd="catalogue")
    assert catalogue["bots"] == ["greedy", "mcts", "plan", "random"]
    assert catalogue["levels"] == ["easy", "normal", "hard"] and catalogue["default_bot"] == "mcts"
    seats = [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot", "level": "legendary"}]
    reply = call(cmd="start", game="marble", board="lv", seats=seats)
    assert not reply["ok"] and "level" in reply["error"]
    seats[1]["level"] = ["easy"]
    assert not call(cmd="start", game="marble", board="lv", seats=seats)["ok"]


def test_a_bot_seat_with_a_level_plays_mcts_through_the_api():
    seats = [{"name": "A", "kind": "bot", "level": "easy"}, {"name": "B", "kind": "bot"}]
    reply = call(cmd="start", game="marble", board="lv", seats=seats, seed=3)
    assert reply["ok"]
    assert [(s["bot"], s["level"]) for s in reply["view"]["seats"]] == [("mcts", "easy"),
                                                                         ("random", None)]
    session = api.SESSIONS["lv"]
    moves = 0
    while session.next_kind() != "over" and moves < 40:
        kind = session.next_kind()
        assert call(cmd="step" if kind == "chance" else "bot", board="lv")["ok"]
        moves += kind == "bot"
    assert moves == 40 or session.next_kind() == "over"


def test_the_hidden_facts_check_catches_a_bot_that_reads_the_real_state(monkeypatch):
    """The check above can fail: a search that looks at the real world instead of a
    resampled one chooses differently in some of these positions."""
    caught = 0
    # AVE's hidden hands sway a short search most; in the other games' positions here the
    # search's choice depends on the hidden facts less often
    for game_id in ("aquileia", "marble", "massilia", "ave"):
        players = engine.GAMES[game_id].PLAYERS[-1]
        for k, state in enumerate(positions(game_id, players, seed=11, count=8, spacing=17)):
            seat = state.current_player()
            other = state.determinize(seat, random.Random(100 + k))
            with monkeypatch.context() as patch:
                patch.setattr(type(state), "determinize", lambda self, seat, rng: self.clone())
                mine = bots.make("mcts", seed=k, **QUICK["mcts"]).choose(state)
                theirs = bots.make("mcts", seed=k, **QUICK["mcts"]).choose(other)
            caught += mine != theirs
    assert caught >= 1


def test_the_hidden_facts_check_catches_a_plan_that_reads_the_real_state(monkeypatch):
    """The check above can fail for the plan bot too: an Aquileia plan handed the real state
    instead of a resampled one, whose choice follows the other seats' secret hands, chooses
    differently in some of these positions. (A plan that merely counts the others' slaves as its
    own is not enough here: the bots' worlds keep how many cards of each deck every seat holds,
    and the plan's choices rarely turn on which ones they are.)"""
    from engine.games.aquileia import plan as aquileia_plan

    def peeking(state, seat, rng):
        secret = sorted((other, card, n) for other in range(state.players) if other != seat
                        for card, n in state.hands[other].items() if n)
        legal = state.legal_actions()
        return legal[zlib.crc32(repr(secret).encode()) % len(legal)]

    caught = 0
    players = engine.GAMES["aquileia"].PLAYERS[-1]
    for k, state in enumerate(positions("aquileia", players, seed=11, count=12, spacing=17)):
        seat = state.current_player()
        other = state.determinize(seat, random.Random(100 + k))
        with monkeypatch.context() as patch:
            patch.setattr(type(state), "determinize", lambda self, seat, rng: self.clone())
            patch.setattr(aquileia_plan, "choose", peeking)
            mine = bots.make("plan", seed=k).choose(state)
            theirs = bots.make("plan", seed=k).choose(other)
        caught += mine != theirs
    assert caught >= 1
