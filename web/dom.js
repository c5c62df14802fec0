// Building the page's own elements: `el("p", { class: "muted" }, "text", child)`. Props
// starting with "on" are listeners, `dataset` fills data-*; null, undefined and false are left out.
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key === "dataset") Object.assign(node.dataset, value);
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

// The element that has the focus in `node`'s document or shadow root (a board inside a
// <ludi-board> has its own), else null.
export function focusedIn(node) {
  const root = node.getRootNode();
  return root.activeElement || null;
}
