// A shared game in a link: the engine's `share` (a spectator's record of a running game, or the
// whole save of a finished one) as deflated JSON in base64url. It goes in the address's
// fragment (#save=…), which a browser never sends to the server: a static host refuses a
// long query, and whatever the game shows stays between the two browsers.

async function through(stream, bytes) {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

export async function encodeSave(save) {
  const bytes = await through(new CompressionStream("deflate-raw"),
                              new TextEncoder().encode(JSON.stringify(save)));
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// The save in a link, or an Error saying why it cannot be read.
export async function decodeSave(code) {
  if (!/^[A-Za-z0-9_-]+$/.test(code || "")) throw new Error("the shared game in this link is damaged.");
  try {
    const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(await through(new DecompressionStream("deflate-raw"), bytes)));
  } catch {
    throw new Error("the shared game in this link is damaged.");
  }
}

// The address of embed.html showing `shared` at `step`, next to this module.
export async function embedLink(shared, step) {
  const url = new URL("./embed.html", import.meta.url);
  url.search = new URLSearchParams({ game: shared.game, step: String(step) });
  url.hash = new URLSearchParams({ save: await encodeSave(shared) }).toString();
  return url.href;
}
