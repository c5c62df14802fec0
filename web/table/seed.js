// Fair chance: every device commits to a random 128-bit contribution (its SHA-256 hash) before
// it sees anyone else's, then reveals it; the game's seed is the hash of all reveals in seat
// order (the host's first), cut to the engine's range. Nobody, the host included, can steer it
// alone, and every device checks every reveal against its commitment.
import { randomHex } from "./codes.js";

export const MAX_SEED = 2 ** 53 - 1;

export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function contribution() {
  return randomHex(16);
}

export function commitmentOf(value) {
  return sha256Hex("ludi-seed-commit:" + value);
}

export function isContribution(value) {
  return typeof value === "string" && /^[0-9a-f]{32}$/.test(value);
}

// The seed of reveals listed in seat order: the first 53 bits of SHA-256 of them joined by ".".
export async function seedOf(reveals) {
  const digest = await sha256Hex(reveals.join("."));
  return { digest, seed: Number(BigInt("0x" + digest.slice(0, 14)) & BigInt(MAX_SEED)) };
}

// Every party's commitment checked against its reveal, and the seed recomputed: the derivation
// as {parties: [{who, commitment, reveal}], digest, seed}, or an Error naming who broke it.
export async function checkDerivation(parties, claimedSeed) {
  for (const party of parties) {
    if (!isContribution(party.reveal) || await commitmentOf(party.reveal) !== party.commitment) {
      throw new Error(party.who);
    }
  }
  const { digest, seed } = await seedOf(parties.map((p) => p.reveal));
  if (claimedSeed !== undefined && claimedSeed !== seed) throw new Error("seed");
  return { parties, digest, seed };
}
