// The WebRTC link between two pages: the host offers, the guest answers, and each side's
// description carries all its ICE candidates (gathering is waited out), so one code each way
// is the whole handshake. Without STUN only local addresses are offered: one Wi-Fi or loopback.
import { t } from "../i18n.js";

export const STUN_SERVER = "stun:stun.l.google.com:19302";
const GATHER_MS = 8000;

function newConnection(stun) {
  return new RTCPeerConnection({ iceServers: stun ? [{ urls: STUN_SERVER }] : [] });
}

function gathered(pc) {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { if (pc.iceGatheringState === "complete") resolve(); };
    pc.addEventListener("icegatheringstatechange", done);
    pc.addEventListener("icecandidate", (event) => { if (!event.candidate) resolve(); });
    setTimeout(resolve, GATHER_MS);  // a slow STUN server: offer what was gathered
  });
}

// A data channel as JSON messages, with one call when it closes or the connection fails.
export class Link {
  constructor(pc, channel) {
    this.pc = pc;
    this.channel = channel;
    this.handler = null;
    this.early = [];  // what arrived before anyone listened: the other side may speak at once
    this.onclose = () => {};
    this.closed = false;
    channel.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      if (!message || typeof message !== "object") return;
      if (this.handler) this.handler(message);
      else this.early.push(message);
    });
    const lost = () => this.close();
    channel.addEventListener("close", lost);
    pc.addEventListener("connectionstatechange", () => {
      if (["failed", "closed", "disconnected"].includes(pc.connectionState)) lost();
    });
  }

  set onmessage(handler) {
    this.handler = handler;
    for (const message of this.early.splice(0)) handler(message);
  }

  get open() { return !this.closed && this.channel.readyState === "open"; }

  send(message) {
    if (this.open) this.channel.send(JSON.stringify(message));
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    try { this.channel.close(); this.pc.close(); } catch { /* already gone */ }
    this.onclose();
  }
}

const OPEN_MS = 30_000;  // a reply whose device never connects (another network, gone) fails

function opened(channel, ms = null) {
  return new Promise((resolve, reject) => {
    if (channel.readyState === "open") resolve(channel);
    else channel.addEventListener("open", () => resolve(channel), { once: true });
    if (ms) setTimeout(() => reject(new Error(t("table.no_connection", { seconds: ms / 1000 }))), ms);
  });
}

// The host's side: {sdp: the offer to send, accept(answerSdp) → a Link once the channel opens}.
export async function offer(stun) {
  const pc = newConnection(stun);
  const channel = pc.createDataChannel("ludi-table", { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  const link = new Link(pc, channel);  // listening from the start: the guest may speak at once
  return {
    sdp: pc.localDescription.sdp,
    accept: async (sdp) => {
      await pc.setRemoteDescription({ type: "answer", sdp });
      try {
        await opened(channel, OPEN_MS);
      } catch (problem) {
        pc.close();
        throw problem;
      }
      return link;
    },
    close: () => pc.close(),
  };
}

// The guest's side: {sdp: the answer to send back, link: a promise of the Link}.
export async function answer(offerSdp, stun) {
  const pc = newConnection(stun);
  const channel = new Promise((resolve) => { pc.ondatachannel = (event) => resolve(event.channel); });
  await pc.setRemoteDescription({ type: "offer", sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const link = channel.then((c) => { const made = new Link(pc, c); return opened(c).then(() => made); });
  return { sdp: pc.localDescription.sdp, link };
}
