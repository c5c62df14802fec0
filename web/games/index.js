// Board renderers, one per game: web/games/<id>.js exports
// renderBoard(container, board, state, seats). A game without its own renderer gets the generic
// one, which lists the board's public facts.
import { renderBoard as generic } from "./generic.js";
import { renderBoard as aquileia } from "./aquileia.js";

const RENDERERS = { aquileia };

export function renderBoard(container, gameId, board, state, seats) {
  (RENDERERS[gameId] || generic)(container, board, state, seats);
}
