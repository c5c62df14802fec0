// Aquileia's board. Until its drawn board exists, it is shown with the generic renderer.
export { renderBoard } from "./generic.js";
