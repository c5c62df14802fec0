// The words a person reads that the page itself draws or writes, in the page's language.
//
// A word is an id and its arguments, as the engine's messages are: `t("lobby.start")`,
// `t("aquileia.board.high_bid", { amount: 3 })`. Its template is a string with `{name}`
// placeholders, or a plural [one, other] chosen by `args.count` with the language's plural rules.
// The site's own words come from `locale/<lang>.json`; a game board's words (`<game>.board.*`,
// `term.<game>.*`) are sent by the engine (`addWords`), since they live with the game's rules.

let current = "en";
const words = new Map();

export function lang() {
  return current;
}

export function setLang(code) {
  current = code;
}

// Add templates (id → template) for the current language, over any earlier ones.
export function addWords(table) {
  for (const [id, template] of Object.entries(table || {})) words.set(id, template);
}

export function hasWord(id) {
  return words.has(id);
}

function formatted(value) {
  return typeof value === "number" ? new Intl.NumberFormat(current).format(value) : String(value);
}

// The text of word `id` with `args` filled in. An unknown id shows as itself, so a missing
// word is seen (and a test fails on it) rather than hidden.
export function t(id, args = {}) {
  let template = words.get(id);
  if (template === undefined) return id;
  if (Array.isArray(template)) {
    const form = new Intl.PluralRules(current).select(Number(args.count ?? 0));
    template = form === "one" ? template[0] : template[1];
  }
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? formatted(args[name]) : whole));
}

// `call` (a request to the engine → its reply) that asks in the page's language, and that has
// the board words of a game loaded before a reply showing that game reaches the page.
const loaded = new Set();  // "game:lang" whose words are in `words`

export function withWords(call) {
  return async (request) => {
    const reply = await call({ lang: current, ...request });
    const game = reply && reply.ok && (reply.view?.game || reply.example?.game);
    const key = `${game}:${current}`;
    if (game && !loaded.has(key)) {
      const answer = await call({ cmd: "words", game, lang: current });
      if (answer.ok) {
        addWords(answer.words);
        loaded.add(key);
      }
    }
    return reply;
  };
}
