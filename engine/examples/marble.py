"""marble worked examples (see engine/examples)."""

EXAMPLES = ()
