// Aquileia's board on a canvas: where everything sits (one layout used by drawing and by
// hit-testing alike) and how it is drawn. It knows no rules: it shows the engine's view and
// names the target of each legal action; the engine decides what is legal.
//
// The board's parts: aquileia/layout.js (where things are), aquileia/pieces.js and
// aquileia/draw.js (what is drawn); this module maps actions to targets and tells what changed
// between two views.

import { t } from "../i18n.js";

export { layout } from "./aquileia/layout.js";
export { draw } from "./aquileia/draw.js";

// --- which action belongs to which target -----------------------------------------------------

export function targetOf(action) {
  const [verb, first] = action;
  if (verb === "place") return "space:" + first;
  if (verb === "tiebreaker") return "track:tiebreaker";
  if (verb === "buy") return "card:" + first;
  if (verb === "build") return "site:" + first;
  if (verb === "play") return "hand:" + first;
  return null;
}

export const handTargetOf = (card) => (card.card ? "hand:" + card.card : null);

// The decisions with a prompt title of their own ("aquileia.board.prompt.<ask>").
const PROMPTS = new Set(["pecunia", "equi", "servi", "cards", "blue", "prize", "keep", "open", "raise",
                         "build", "activate", "colour"]);
export const promptTitle = (view) => t(PROMPTS.has(view.ask) ? `aquileia.board.prompt.${view.ask}`
                                                            : "aquileia.board.prompt.choice");

// Where the prompt floats: just below the place on the board that the choice is about.
// The area a choice is about: the prompt floats beside it, never over it.
export function promptAnchor(view, L) {
  const board = view.board || {};
  const contest = board.contest ? L.areas[board.contest.kind] : null;
  switch (view.ask) {
    case "pecunia": case "equi": case "servi": return L.areas.mercatus;
    case "cards": case "blue": return contest;
    case "prize": return L.areas.arena;
    case "keep": return L.areas.stadium;
    case "open": case "raise": return L.areas.theatrum;
    case "build": return { ...L.areas.forum, above: true };
    case "activate": return L.areas.portus;
    default: return null;
  }
}

// --- what changed since the last view ---------------------------------------------------------

export function changes(before, after, L) {
  const marks = [];
  const glides = [];
  const old = new Map(((before.board || {}).spaces || []).map((s) => [s.id, s]));
  for (const space of (after.board || {}).spaces || []) {
    const was = old.get(space.id);
    if (!was || was.seat === space.seat) continue;
    if (space.seat !== null) {
      marks.push({ id: "space:" + space.id, seat: space.seat });
      const to = L.spaces[space.id];
      if (to) glides.push({ key: "space:" + space.id, piece: "henchman", seat: space.seat, size: to.r * 0.85,
                            from: L.supply(space.seat), to: { x: to.cx, y: to.cy } });
    }
  }
  const oldSites = new Map(((before.board || {}).sites || []).map((s) => [s.id, s.owner]));
  for (const site of (after.board || {}).sites || []) {
    if (site.owner === null || oldSites.get(site.id) === site.owner) continue;
    marks.push({ id: "site:" + site.id, seat: site.owner });
    const to = L.sites[site.id];
    if (to) glides.push({ key: "site:" + site.id, piece: "house", seat: site.owner, size: 10, from: L.supply(site.owner),
                          to: { x: to.x + to.w - 16, y: to.y + to.h - 16 } });
  }
  // Purchases and exchanges leave no piece behind: mark the place where they happened.
  const was = before.board || {};
  const now = after.board || {};
  // A decision in the action phase (buy, play a card, bid, activate): the decider's henchman.
  const decider = before.current;
  if (before.stage === "action" && before.ask && decider >= 0) {
    const slot = was.phase;
    const own = (was.spaces || []).find((s) => s.seat === decider && (s.id === slot || s.area === slot));
    if (own) marks.push({ id: "space:" + own.id, seat: decider });
  }
  (now.equi_face_up || []).forEach((card, i) => {
    if (card !== (was.equi_face_up || [])[i]) marks.push("card:equi" + (i + 1));
  });
  const pecunia = (b) => JSON.stringify(b.pecunia ? [b.pecunia.gave, b.pecunia.got] : null);
  if (now.pecunia && pecunia(was) !== pecunia(now)) marks.push({ id: "space:pecunia", seat: now.pecunia.seat });
  if ((now.tiebreaker_track || []).length > (was.tiebreaker_track || []).length) {
    marks.push({ id: "track:tiebreaker", seat: now.tiebreaker_track[now.tiebreaker_track.length - 1] });
  }
  const bid = (b) => JSON.stringify(b.auction ? [b.auction.bid, b.auction.in] : null);
  if (now.auction && bid(was) !== bid(now)) marks.push("space:theatrum");
  const rolled = JSON.stringify(before.dice || []) !== JSON.stringify(after.dice || []) && (after.dice || []).length > 0;
  return { marks, glides, rolled };
}
