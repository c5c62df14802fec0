// <script src="https://…/ludi.js" defer></script>: the one line a page needs for its
// <ludi-board>s, on this site or another. It is a classic script, which any server lets any page
// run, and it loads the boards' module (ludi-board.js). A module from another site loads only if
// its server sends Access-Control-Allow-Origin (GitHub Pages does; python3 -m http.server does
// not): when the module cannot load, every board on the page says why, instead of staying blank.
//
// A board that cannot load cannot fetch Ludi's words either: build.py writes the loader's own
// words (loader.*) of every language below, as BUILD.words[lang][id].
/*@BUILD@*/
(function () {
  const source = document.currentScript && document.currentScript.src;
  if (!source) return;
  const moduleUrl = new URL("ludi-board.js", source).href;
  const words = BUILD.words;

  // A board's language as ludi-board.js chooses it: its own attribute, ?lang=, the remembered
  // choice, the browser's, English.
  function languageOf(board) {
    let stored = null;
    try { stored = localStorage.getItem("ludi-lang"); } catch (_) { /* no storage: go on */ }
    const asked = board.getAttribute("lang") ?? new URLSearchParams(location.search).get("lang");
    const tags = asked !== null ? [asked] : [stored, ...(navigator.languages || [])];
    for (const tag of tags) {
      const code = String(tag || "").trim().toLowerCase().split("-")[0];
      if (words[code]) return code;
      if (asked !== null) break;
    }
    return "en";
  }

  const say = (language, id, args = {}) => (words[language][id] || words.en[id])
    .replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));

  async function reasonFor(error) {
    try {
      await fetch(moduleUrl, { mode: "cors", cache: "no-store" });
    } catch (_) {
      return ["loader.cors", { origin: new URL(source).origin }];
    }
    return ["loader.failed", { reason: error && error.message ? error.message : String(error) }];
  }

  function showEverywhere(reason) {
    for (const board of document.querySelectorAll("ludi-board")) {
      if (board.shadowRoot) continue;  // a board that did start shows its own state
      const said = document.createElement("p");
      said.className = "ludi-board-error";
      const language = languageOf(board);
      said.lang = language;
      said.textContent = say(language, "loader.refused", { reason: say(language, ...reason) });
      said.style.cssText = "margin:0;padding:8px;border:1px solid #9b1c1c;border-radius:8px;" +
        "color:#9b1c1c;background:#fff8f6;font:14px/1.4 system-ui,sans-serif";
      board.replaceChildren(said);
      board.dataset.status = "error";
    }
  }

  // Every board says it is loading from the start, as the module's boards do once it runs.
  const loading = () => {
    for (const board of document.querySelectorAll("ludi-board:not([data-status])")) board.dataset.status = "loading";
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", loading, { once: true });
  else loading();

  import(moduleUrl).catch(async (error) => {
    const reason = await reasonFor(error);
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", () => showEverywhere(reason), { once: true });
    } else {
      showEverywhere(reason);
    }
  });
})();
