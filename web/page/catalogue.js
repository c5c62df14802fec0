// The engine's catalogue (its games, in the page's language, and its bots), asked once the
// engine is up and again after a language switch.
import { call } from "./engine.js";

// Bot levels the lobby offers when the engine has its search bot; "bot" alone means Normal.
export const LEVELS = ["easy", "normal", "hard"];

let catalogue = null;

// Asks the engine; the reply, which replaces the catalogue when it is one.
export async function loadCatalogue() {
  const reply = await call({ cmd: "catalogue" });
  if (reply.ok) catalogue = reply;
  return reply;
}

export function games() { return catalogue.games; }

// The listed game with this id, or undefined.
// (A guest's page at a table asks no engine: it has no catalogue.)
export function listed(gameId) { return catalogue ? catalogue.games.find((g) => g.id === gameId) : undefined; }

export function hasSearchBot() { return (catalogue.bots || []).includes("mcts"); }
