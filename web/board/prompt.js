// Choices that have no place on a board (which coin to bid, how many dice, pass) as a compact
// strip of buttons, and the several choices of one board target as a popover beside it.

import { t } from "../i18n.js";

function button(label, onClick, extra = "") {
  const node = document.createElement("button");
  node.type = "button";
  node.className = "prompt-choice " + extra;
  node.dataset.choice = "";
  node.textContent = label;
  node.addEventListener("click", onClick);
  return node;
}

// entries: [{label, action}]; onPick(action). An empty list hides the strip.
export function renderStrip(box, title, entries, onPick) {
  box.replaceChildren();
  box.hidden = entries.length === 0;
  if (!entries.length) return;
  const heading = document.createElement("p");
  heading.className = "prompt-title";
  heading.textContent = title;
  const row = document.createElement("div");
  row.className = "prompt-row";
  row.append(...entries.map((entry) => button(entry.label, () => onPick(entry.action))));
  box.append(heading, row);
}

// A popover at `anchor` ({x, y, w, h} in CSS pixels within `host`), closed by Escape, by a
// click elsewhere, or by choosing.
export function openPopover(host, anchor, title, entries, onPick) {
  closePopover(host);
  const pop = document.createElement("div");
  pop.className = "prompt-popover";
  pop.setAttribute("role", "dialog");
  pop.setAttribute("aria-label", title);
  const heading = document.createElement("p");
  heading.className = "prompt-title";
  heading.textContent = title;
  const close = () => closePopover(host);
  pop.append(heading, ...entries.map((entry) => button(entry.label, () => { close(); onPick(entry.action); })),
             button(t("prompt.cancel"), close, "cancel"));
  pop.addEventListener("keydown", (e) => { if (e.key === "Escape") close(); });
  host.append(pop);
  const hostWidth = host.clientWidth;
  const width = Math.min(320, hostWidth - 8);
  pop.style.width = width + "px";
  const left = Math.max(4, Math.min(hostWidth - width - 4, anchor ? anchor.x + anchor.w / 2 - width / 2 : 4));
  pop.style.left = left + "px";
  pop.style.top = (anchor ? anchor.y + anchor.h + 4 : 4) + "px";
  pop.querySelector("button").focus({ preventScroll: true });
  pop.scrollIntoView({ block: "nearest" });
  return pop;
}

export function closePopover(host) {
  for (const pop of host.querySelectorAll(".prompt-popover")) pop.remove();
}
