// <script src="https://…/ludi.js" defer></script>: the one line a page needs for its
// <ludi-board>s, on this site or another. It is a classic script, which any server lets any page
// run, and it loads the boards' module (ludi-board.js). A module from another site loads only if
// its server sends Access-Control-Allow-Origin (GitHub Pages does; python3 -m http.server does
// not): when the module cannot load, every board on the page says why, instead of staying blank.
(function () {
  const source = document.currentScript && document.currentScript.src;
  if (!source) return;
  const moduleUrl = new URL("ludi-board.js", source).href;

  async function reasonFor(error) {
    try {
      await fetch(moduleUrl, { mode: "cors", cache: "no-store" });
    } catch (_) {
      return `Ludi's files at ${new URL(source).origin} cannot be used by this page: that server ` +
        "does not send the header Access-Control-Allow-Origin, which a page of another site " +
        "needs to load them (GitHub Pages sends it; python3 -m http.server does not).";
    }
    return `The board's program did not load (${error && error.message ? error.message : error}).`;
  }

  function showEverywhere(reason) {
    for (const board of document.querySelectorAll("ludi-board")) {
      if (board.shadowRoot) continue;  // a board that did start shows its own state
      const said = document.createElement("p");
      said.className = "ludi-board-error";
      said.textContent = "This board cannot be shown. " + reason;
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
