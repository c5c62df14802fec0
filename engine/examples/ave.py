"""ave worked examples (see engine/examples)."""

EXAMPLES = ()
