// Massilia's things as the board names them: the goods, the dice's colours, the figures and the
// market's stall spaces, and the words the board draws them with.

import { t } from "../../i18n.js";

export const GOODS = ["pink", "orange", "violet", "beige"];
export const DICE = ["grey", "brown", "black", "beige"];
export const FIGURES = ["consul", "pink", "orange", "violet"];
export const SPACES = 24;
export const QUADRANT_OF = {};
[[22, 23, 0, 1, 2], [4, 5, 6, 7, 8], [10, 11, 12, 13, 14], [16, 17, 18, 19, 20]]
  .forEach((spaces, q) => spaces.forEach((s) => { QUADRANT_OF[s] = q; }));

// The board's own words (engine/games/massilia/messages.py, massilia.board.*) and the game's
// names of things (term.massilia.*), in the page's language.
export const say = (key, args) => t("massilia.board." + key, args);
export const godName = (name) => t("term.massilia.god." + name.toLowerCase());
export const goodName = (good) => t("term.massilia.good." + good);
// A colour's name alone, for a column's head or a button ("Grau", not the "graue" of "graue Würfel").
export const colourName = (colour) => t("term.massilia.colour." + colour);
export const playerName = (names, seat) => names[seat] || say("player", { number: seat + 1 });
