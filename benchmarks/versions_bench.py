"""What rules versions cost in this Python: loading each kept save of tests/fixtures (today's
version, and the Massilia game of version 1 compared with today's rules), the checks an
autosave adds (the whole game's at the first save after a load; the next save computes only the
position it ends at, as after a move), and the size they add to a save. CPU time, so another program's load does not count.

    python benchmarks/versions_bench.py [--repeat 5]
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.session import Session  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
SAVES = [(game, "save-file.json") for game in ("aquileia", "massilia", "marble", "ave")]
SAVES += [("massilia/before-common-supply", "save-file.json")]


def cpu_ms(work, repeat) -> float:
    """The least CPU time of ``repeat`` runs of ``work``, in ms."""
    best = None
    for _ in range(repeat):
        started = time.process_time()
        work()
        spent = time.process_time() - started
        best = spent if best is None else min(best, spent)
    return best * 1000


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    print(f"{'save':46} {'moves':>5} {'load ms':>8} {'checks ms':>9} {'again ms':>10} "
          f"{'save KB':>7} {'checks KB':>9}  compared")
    for folder, name in SAVES:
        save = json.loads((FIXTURES / folder / name).read_text())
        load = cpu_ms(lambda: Session.load(save), args.repeat)
        session = Session.load(save)
        comparison = session.comparison.kind if session.comparison else "-"

        def first_checks():
            session.__dict__.pop("_checks", None)
            session.save()
        checks = cpu_ms(first_checks, args.repeat)
        one_more = cpu_ms(session.save, args.repeat)  # the checks kept: one position anew
        today = session.save()
        size = len(json.dumps(today, separators=(",", ":")))
        print(f"{folder + '/' + name:46} {len(save['history']):5} {load:8.1f} {checks:9.1f} "
              f"{one_more:10.2f} {size / 1000:7.1f} {len(today['checks']) / 1000:9.1f}  "
              f"{comparison}")
    print(f"(CPU, the least of {args.repeat}; load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
