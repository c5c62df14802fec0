// The table's seed, drawn by every device together. Each commits to a random 128-bit share (the
// SHA-256 of "ludi-seed-commit:" and the share) before it sees any other; the guests reveal
// theirs to the host, who keeps its own to itself until the game is over. The seed is the first
// 128 bits of the SHA-256 of the shares in seat order (the host's first) joined by ".", as a
// whole number: a secret seed, which no view shows while the game runs. Once it is over, every
// device checks it all again with the engine (engine/fairness.py, the same formula).
import { randomHex } from "./codes.js";

export const COMMITMENT = /^[0-9a-f]{64}$/;
const SHARE = /^[0-9a-f]{32}$/;

export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// A fresh share and the commitment to it: {share, commitment}.
export async function freshShare() {
  const share = randomHex(16);
  return { share, commitment: await commitmentOf(share) };
}

export function commitmentOf(share) {
  return sha256Hex("ludi-seed-commit:" + share);
}

export function isShare(value) {
  return typeof value === "string" && SHARE.test(value);
}

// The seed of the shares listed in seat order, as decimal text (beyond what a JavaScript number
// keeps exact; the engine reads it as a secret seed).
export async function seedOf(shares) {
  const digest = await sha256Hex(shares.join("."));
  return BigInt("0x" + digest.slice(0, 32)).toString();
}
