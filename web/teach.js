// "Teach with Ludi": the snippets with this site's own address, and every example with a
// still preview (a <ludi-board controls="0">), the line that shows it and a link to open it.
import { t, lang, speakPage } from "./i18n.js";

const here = new URL(".", location.href);
const $ = (selector) => document.querySelector(selector);

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

// The page speaks ?lang=, the remembered language, the browser's or English; its previews too.
await speakPage($("#lang-teach"));
// Addresses of embed.html carry the page's language, as a teacher reading in it would want.
const langParam = lang() === "en" ? "" : `&lang=${lang()}`;
const langAttribute = lang() === "en" ? "" : ` lang="${lang()}"`;

const script = `<script src="${new URL("ludi.js", here)}" defer></script>`;
$("#snippet-element").textContent = `${script}\n<ludi-board game="aquileia" example="arena"${langAttribute}></ludi-board>`;
// The frame's height follows its content: embed.html posts {ludi: "embed-height", height}.
const FOLLOW_HEIGHT = `<script>addEventListener("message", (e) => { if (e.data && e.data.ludi === "embed-height") ` +
  `for (const f of document.getElementsByTagName("iframe")) if (f.contentWindow === e.source) ` +
  `f.style.height = e.data.height + "px"; });</script>`;
$("#snippet-iframe").textContent =
  `<iframe src="${new URL(`embed.html?game=aquileia&example=arena${langParam}`, here)}" ` +
  `title="${t("teach.frame_title").replace(/"/g, "&quot;")}"\n` +
  `        style="width:100%;height:640px;border:0" loading="lazy"></iframe>\n` + FOLLOW_HEIGHT;

async function listExamples() {
  const listing = await fetch(new URL(lang() === "en" ? "examples.json" : `examples.${lang()}.json`, here))
    .then((r) => r.json());
  const names = { aquileia: "Aquileia", massilia: "Massilia", marble: "City of Marble", ave: "AVE" };
  const box = $("#examples");
  const games = [...new Set(listing.examples.map((e) => e.game))];
  for (const game of games) {
    const list = el("ul", { class: "example-list" });
    for (const example of listing.examples.filter((e) => e.game === game)) {
      const line = `<ludi-board game="${example.game}" example="${example.id}"${langAttribute}></ludi-board>`;
      const link = new URL(`embed.html?game=${example.game}&example=${example.id}${langParam}`, here).href;
      list.append(el("li", { class: "example-item", "data-example": `${example.game}/${example.id}` },
        el("h3", {}, example.title),
        el("p", { class: "muted" }, t("teach.example_line", { source: example.source, count: example.steps })),
        el("ludi-board", { game: example.game, example: example.id, controls: "0",
                           step: String(example.steps) }),
        el("pre", { class: "snippet" }, line),
        el("p", { class: "links" }, el("a", { href: link }, t("teach.open")),
           el("a", { href: `rules/${example.game}.html${langParam.replace("&", "?")}` }, t("teach.in_rules")))));
    }
    box.append(el("h3", { id: `examples-${game}` }, names[game] || game), list);
  }
  $("#examples-status").textContent = t("teach.count", { count: listing.examples.length });
  document.body.dataset.status = "ready";
}

listExamples().catch((error) => {
  $("#examples-status").textContent = t("teach.list_failed", { reason: error.message });
  document.body.dataset.status = "error";
});
