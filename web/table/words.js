// The table's words come from locale/<lang>.json like the rest of the site's own words; a page
// that has not loaded them yet (the English ones are the fallback) loads them here, once.
import { addWords, hasWord, lang, t } from "../i18n.js";

let loading = null;

export function loadWords() {
  if (hasWord("table.title")) return Promise.resolve();
  loading = loading || (async () => {
    for (const code of [...new Set([lang(), "en"])]) {
      try {
        const response = await fetch(new URL(`../locale/${code}.json`, import.meta.url));
        if (!response.ok) continue;
        const table = await response.json();
        addWords(Object.fromEntries(Object.entries(table).filter(([id]) => !hasWord(id))));
      } catch { /* a language without its file falls back to English below */ }
    }
  })();
  return loading;
}

export { t };
