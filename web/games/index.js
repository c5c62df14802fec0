// Board renderers, one per game. A game with a drawn board registers its module in BOARDS
// (see web/board/screen.js for what such a module exports); any other game gets the generic
// renderer, which lists the board's public facts: renderBoard(container, board, state, seats).
import { renderBoard as generic } from "./generic.js";
import * as aquileia from "./aquileia.js";
import * as ave from "./ave.js";
import * as marble from "./marble.js";
import * as massilia from "./massilia.js";

export const BOARDS = { aquileia, ave, marble, massilia };

export function renderBoard(container, gameId, board, state, seats) {
  generic(container, board, state, seats);
}
