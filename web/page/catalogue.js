// The engine's catalogue (its games, player counts, bots, levels and languages) as the build
// wrote it from the engine (catalogue.json; a test keeps the two alike), so the lobby is drawn
// and a game set up while Python still boots. Game names are the same in every language.
// `build` names the build: what the page kept of a game is drawn again only by the same build.

// Bot levels the lobby offers when the engine has its search bot; "bot" alone means Normal.
export const LEVELS = ["easy", "normal", "hard"];

let catalogue = null;
let fetching = null;

// Fetched once (index.html preloads it); asked again after a failure.
export function loadCatalogue() {
  if (!fetching) {
    const address = new URL("../catalogue.json", import.meta.url);
    fetching = fetch(address).then((response) => {
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      return response.json();
    }).then((read) => { catalogue = read; return read; }).catch((error) => {
      fetching = null;
      throw error;
    });
  }
  return fetching;
}

export function games() { return catalogue.games; }

// The listed game with this id, or undefined.
// (A guest's page at a table asks no engine: it has no catalogue.)
export function listed(gameId) { return catalogue ? catalogue.games.find((g) => g.id === gameId) : undefined; }

export function hasSearchBot() { return (catalogue.bots || []).includes("mcts"); }

export function buildStamp() { return catalogue.build; }
