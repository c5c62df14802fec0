"""massilia worked examples (see engine/examples)."""

EXAMPLES = ()
