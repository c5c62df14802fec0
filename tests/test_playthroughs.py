"""Golden playthroughs: what each seat sees at each step of one seeded game of every game.

``tests/playthroughs/<game>.txt`` records, for every step, the action taken, the status line, the
public and private log lines, every hand that changed, and a short hash of each seat's whole view. A diff shows exactly what changed, and a secret that leaks into another seat's
view shows up in review. Regenerate after an intended change with ``UPDATE_GOLDEN=1 pytest
tests/test_playthroughs.py`` and read the diff before committing it.
"""

import hashlib
import json
import os
import pathlib
import random

import pytest

import engine
from engine import api
from engine.core import action_text

GOLDEN = pathlib.Path(__file__).parent / "playthroughs"
PLAYERS = 3
SEED = 2011


def transcript(game_id):
    seats = [{"name": name, "kind": "bot"} for name in ("Livia", "Chico", "Stefan")]
    session = api.Session.start({"game": game_id, "seats": seats, "seed": SEED})
    choose = random.Random(SEED)
    viewers = [None, *range(PLAYERS)]
    seen_log = {viewer: 0 for viewer in viewers}
    hands = {viewer: None for viewer in viewers}
    lines = [f"# {session.module.NAME}, {PLAYERS} players, seed {SEED}",
             "# per step: action | status; public log (>); private log ((name)); changed hands;",
             "# then a hash of each view: spectator, then each seat in order"]

    def describe(step_label):
        lines.append(f"{step_label} | {session.payload(None)['state']['status']}")
        digests, public_lines = [], set()
        for viewer in viewers:
            payload = session.payload(viewer)
            view = payload["state"]
            name = "spectator" if viewer is None else session.seats[viewer]["name"]
            digests.append(hashlib.sha256(json.dumps(view, sort_keys=True).encode()).hexdigest()[:8])
            new_lines = [entry["text"] for entry in payload["log"][seen_log[viewer]:]]
            seen_log[viewer] = len(payload["log"])
            if viewer is None:
                public_lines = set(new_lines)
                lines.extend(f"  > {text}" for text in new_lines)
            else:
                lines.extend(f"  ({name}) {text}" for text in new_lines if text not in public_lines)
            hand = ", ".join(card["label"] for card in view["hand"]) or "-"
            if hand != hands[viewer]:
                hands[viewer] = hand
                lines.append(f"  {name}'s hand: {hand}")
        lines.append(f"  views {' '.join(digests)}")

    describe("start")
    while not session.state.is_terminal():
        if session.next_kind() == "chance":
            action = session.step()
        else:
            seat = session.state.current_player()
            action = session.play(seat, choose.choice(session.state.legal_actions()))
        describe(f"step {len(session.history)}: {action_text(action)}")
    lines.append(f"scores {session.state.scores()} winners {session.state.winners()}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_playthrough_matches_golden_file(game_id):
    path = GOLDEN / f"{game_id}.txt"
    text = transcript(game_id)
    if os.environ.get("UPDATE_GOLDEN") or not path.exists():
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text)
        if not os.environ.get("UPDATE_GOLDEN"):
            pytest.fail(f"wrote a new golden file {path.name}; review and commit it")
    assert text == path.read_text(), f"{path.name} differs: rerun with UPDATE_GOLDEN=1 and review"
