// Each game's drawn board, loaded when a page first shows that game: an embed of one game
// fetches that game's drawing and no other's, and a page of boards and frames of different
// games fetches each game's once. (The play screen takes them all at once from index.js.)
const LOADERS = {
  aquileia: () => import("./aquileia.js"),
  ave: () => import("./ave.js"),
  marble: () => import("./marble.js"),
  massilia: () => import("./massilia.js"),
};

// The board module of `gameId` (see web/board/screen.js), or null for a game without one.
export function loadBoard(gameId) {
  return Object.hasOwn(LOADERS, gameId) ? LOADERS[gameId]() : Promise.resolve(null);
}
