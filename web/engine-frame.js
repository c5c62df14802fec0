// The engine's home when Ludi's boards sit on a page of another site (see engine-link.js):
// this frame, of our own site, joins the page's engine hub (an embed.html frame of ours beside
// it may have started one) or starts it, and connects each MessagePort the host page hands
// over. Nothing else of the host page reaches it.
import { engineHub } from "./engine-link.js";

window.addEventListener("message", (event) => {
  if (!event.data || event.data.ludi !== "connect" || !event.ports[0]) return;
  engineHub().connect(event.ports[0]);
});
