// The words a person reads that the page itself draws or writes, in the page's language.
//
// A word is an id and its arguments, as the engine's messages are: `t("lobby.start")`,
// `t("aquileia.board.high_bid", { amount: 3 })`. Its template is a string with `{name}`
// placeholders, or a plural [one, other] chosen by `args.count` with the language's plural rules.
// The site's own words come from `locale/<lang>.json` (only the language in use is fetched); a
// game board's words (`<game>.board.*`, `term.<game>.*`) are sent by the engine (`addWords`),
// since they live with the game's rules. Words are kept per language, so boards of one page may
// speak different languages (`speaking`).

export const LANGUAGES = ["en", "de", "nl"];
// Each language by its own name: the switcher lists them so, whatever the page's language.
export const LANGUAGE_NAMES = { en: "English", de: "Deutsch", nl: "Nederlands" };
const STORED = "ludi-lang";

let current = "en";
const tables = new Map();  // language → Map(id → template)

function table(language) {
  if (!tables.has(language)) tables.set(language, new Map());
  return tables.get(language);
}

export function lang() {
  return current;
}

export function setLang(code) {
  current = code;
}

// Run `draw` with `language` as the current one: a board of a page whose other boards speak
// another language draws its words so. `draw` must be synchronous.
export function speaking(language, draw) {
  if (!language || language === current) return draw();
  const before = current;
  current = language;
  try { return draw(); } finally { current = before; }
}

// Add templates (id → template) for a language (the current one), over any earlier ones.
export function addWords(words, language = current) {
  const into = table(language);
  for (const [id, template] of Object.entries(words || {})) into.set(id, template);
}

export function hasWord(id, language = current) {
  return table(language).has(id);
}

// One formatter of each kind per language: making one costs more than using it, and a board
// fills in numbers on every frame it draws.
const numberFormats = new Map();
const pluralRules = new Map();

function made(cache, language, make) {
  if (!cache.has(language)) cache.set(language, make(language));
  return cache.get(language);
}

function formatted(value, language) {
  return typeof value === "number"
    ? made(numberFormats, language, (code) => new Intl.NumberFormat(code)).format(value) : String(value);
}

// The text of word `id` with `args` filled in. An unknown id shows as itself, so a missing
// word is seen (and a test fails on it) rather than hidden.
export function t(id, args = {}, language = current) {
  let template = table(language).get(id);
  if (template === undefined) return id;
  if (Array.isArray(template)) {
    const form = made(pluralRules, language, (code) => new Intl.PluralRules(code)).select(Number(args.count ?? 0));
    template = form === "one" ? template[0] : template[1];
  }
  // Placeholders as Python's str.format writes them: `{name}`, and `{{`, `}}` for a brace.
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (whole, name) => (
    whole === "{{" ? "{" : whole === "}}" ? "}" : name in args ? formatted(args[name], language) : whole));
}

// --- the site's own words -----------------------------------------------------------------------

const fetched = new Map();  // language → Promise of its site words being added

// Fetch the site's words of `language` (locale/<lang>.json beside this module) once.
export function loadSiteWords(language = current) {
  if (!fetched.has(language)) {
    const address = new URL(`./locale/${language}.json`, import.meta.url);
    fetched.set(language, fetch(address).then((response) => {
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return response.json();
    }).then((words) => addWords(words, language)).catch((error) => {
      fetched.delete(language);
      throw error;
    }));
  }
  return fetched.get(language);
}

// --- choosing a language ------------------------------------------------------------------------

function known(code) {
  return LANGUAGES.includes(code) ? code : null;
}

function stored() {
  try { return localStorage.getItem(STORED); } catch { return null; }
}

// The language to speak: `asked` (an element's own `lang` attribute, which alone decides), else
// the address's ?lang=, the remembered choice, the browser's first language Ludi speaks,
// English. {lang, unknown}: `unknown` is an asked-for language Ludi does not speak (English then).
export function chooseLang({ asked = null, search = location.search } = {}) {
  if (asked !== null && asked !== undefined) {
    const code = String(asked).trim().toLowerCase();
    return { lang: known(code) || "en", unknown: known(code) ? null : asked };
  }
  const param = new URLSearchParams(search).get("lang");
  if (param !== null) {
    const code = param.trim().toLowerCase();
    return { lang: known(code) || "en", unknown: known(code) ? null : param };
  }
  const remembered = known(stored());
  if (remembered) return { lang: remembered, unknown: null };
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const primary = known(String(tag).split("-")[0].toLowerCase());
    if (primary) return { lang: primary, unknown: null };
  }
  return { lang: "en", unknown: null };
}

// Remember a person's choice for every later visit.
export function rememberLang(code) {
  try { localStorage.setItem(STORED, code); } catch { /* a private window: the choice lasts the page */ }
}

// The page's static text in the current language: `data-i18n="id"` fills an element's text,
// `data-i18n-html="id"` its markup (the site's own catalogue, never a visitor's text), and
// `data-i18n-attr="title:id; aria-label:id"` its attributes. The HTML's English is what shows
// before this runs.
export function applyWords(root = document) {
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-html]")) node.innerHTML = t(node.dataset.i18nHtml);
  for (const node of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(";")) {
      const [name, id] = pair.split(":").map((part) => part.trim());
      if (name && id) node.setAttribute(name, t(id));
    }
  }
  if (root === document) {
    document.documentElement.lang = current;
    const title = document.querySelector("title[data-i18n]");
    if (title) document.title = t(title.dataset.i18n);
  }
}

// A labelled <select> of the languages, showing the current one; onChoose(code) on a change.
export function languageSwitcher(onChoose, { id } = {}) {
  const label = document.createElement("label");
  label.className = "lang-switcher";
  const text = document.createElement("span");
  text.textContent = t("lang.label");
  text.dataset.i18n = "lang.label";
  const select = document.createElement("select");
  if (id) select.id = id;
  select.append(...LANGUAGES.map((code) => {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = LANGUAGE_NAMES[code];
    return option;
  }));
  select.value = current;
  select.addEventListener("change", () => onChoose(select.value));
  label.append(text, " ", select);
  return label;
}

// A page of its own words (teach.html, make.html): it speaks ?lang=, the remembered language, the
// browser's or English, and its switcher (put in `slot`) opens the page again in the one chosen,
// which starts its boards afresh in it.
export async function speakPage(slot) {
  setLang(chooseLang().lang);
  await loadSiteWords(current).then(() => applyWords()).catch(() => {});
  slot.replaceChildren(languageSwitcher((code) => {
    rememberLang(code);
    const url = new URL(location.href);
    url.searchParams.set("lang", code);
    location.assign(url);
  }));
}

// --- asking the engine --------------------------------------------------------------------------

// `call` (a request to the engine → its reply) that asks in a language (`language()`, the
// page's by default; a board of its own passes its own) and has the board words of a game, in
// that language, before a reply showing that game reaches the page.
const loaded = new Set();  // "game:lang" whose words are in `tables`

export function withWords(call, language = lang) {
  return async (request) => {
    const speak = language();
    const reply = await call({ lang: speak, ...request });
    const game = reply && reply.ok && (reply.view?.game || reply.example?.game);
    const key = `${game}:${speak}`;
    if (game && !loaded.has(key)) {
      const answer = await call({ cmd: "words", game, lang: speak });
      if (answer.ok) {
        addWords(answer.words, speak);
        loaded.add(key);
      }
    }
    return reply;
  };
}
