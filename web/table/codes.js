// Invitation and reply codes: a connection's offer (the host's) or answer (the guest's), with
// the table it belongs to, as deflated JSON in base64url. Both fit in a link's fragment and a
// QR code, so no server ever carries them.
import { t } from "../i18n.js";

export const FORMAT = "ludi-table";
// 2: the host keeps its share of the seed until the game is over, and codes carry the build.
export const VERSION = 2;
const KINDS = { invite: "table.kind_invite", reply: "table.kind_reply" };

async function through(stream, bytes) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

// A deflated stream has no checksum of its own, and a changed letter often still inflates:
// the code ends with the first bytes of the SHA-256 of the rest, so any change is caught.
const CHECK_BYTES = 4;

async function checkOf(bytes) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)).slice(0, CHECK_BYTES);
}

export async function encodeCode(kind, fields) {
  const json = JSON.stringify({ format: FORMAT, version: VERSION, kind, ...fields });
  const packed = await through(new CompressionStream("deflate-raw"), new TextEncoder().encode(json));
  const bytes = new Uint8Array(packed.length + CHECK_BYTES);
  bytes.set(packed);
  bytes.set(await checkOf(packed), packed.length);
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// The code in whatever was pasted or scanned: the code itself, or a link carrying it.
export function codeIn(text) {
  const trimmed = String(text || "").trim();
  const inLink = trimmed.match(/#(?:table|reply)=([A-Za-z0-9_-]+)/);
  return inLink ? inLink[1] : trimmed;
}

// The fields of a `kind` code, or an Error whose message says plainly why it is refused.
export async function decodeCode(text, kind) {
  const code = codeIn(text);
  const what = t(KINDS[kind]);
  if (!code) throw new Error(t("table.code_empty", { what }));
  if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new Error(t("table.code_damaged", { what }));
  let fields;
  try {
    const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const packed = bytes.slice(0, -CHECK_BYTES);
    const check = await checkOf(packed);
    if (bytes.length <= CHECK_BYTES || check.some((byte, i) => byte !== bytes[packed.length + i])) throw new Error();
    fields = JSON.parse(new TextDecoder().decode(await through(new DecompressionStream("deflate-raw"), packed)));
  } catch {
    throw new Error(t("table.code_damaged", { what }));
  }
  if (!fields || typeof fields !== "object" || fields.format !== FORMAT) {
    throw new Error(t("table.code_foreign", { what }));
  }
  if (fields.version !== VERSION) throw new Error(t("table.code_version", { what, version: String(fields.version) }));
  if (fields.kind !== kind) {
    throw new Error(t(kind === "invite" ? "table.code_is_reply" : "table.code_is_invite"));
  }
  const sound = typeof fields.table === "string" && Number.isInteger(fields.seat) && fields.seat >= 0
    && typeof fields.nonce === "string" && typeof fields.sdp === "string" && fields.sdp.startsWith("v=0")
    && (kind === "reply" || (typeof fields.game === "string" && typeof fields.name === "string"));
  if (!sound) throw new Error(t("table.code_damaged", { what }));
  if (!fields.build || typeof fields.build !== "object") fields.build = null;
  return fields;
}

// A page address carrying a code in its fragment (`index.html#table=…`): never sent to a server.
export function codeLink(name, code) {
  const url = new URL("../index.html", import.meta.url);
  url.hash = `${name}=${code}`;
  return url.href;
}

export function randomHex(bytes) {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
