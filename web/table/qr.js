// QR codes: drawn with lean-qr, read with the browser's BarcodeDetector where it has one, else
// with jsQR on the camera's frames. Both libraries ship in the site (build.py copies them from
// node_modules into vendor/), so nothing is fetched from elsewhere.
import { generate, mode } from "../vendor/lean-qr.mjs";
import { t } from "../i18n.js";

// A canvas showing `text` (a link: ASCII) as a QR code, scaled up crisply by CSS. Encoded as
// bytes: the library's search for the best mix of modes took a phone half a second here.
export function qrCanvas(text, label) {
  const canvas = document.createElement("canvas");
  generate(mode.ascii(text)).toCanvas(canvas);
  canvas.className = "table-qr";
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", label);
  return canvas;
}

let jsQR = null;

function loadJsQR() {
  if (window.jsQR) return Promise.resolve(window.jsQR);
  jsQR = jsQR || new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = new URL("../vendor/jsQR.js", import.meta.url).href;
    script.onload = () => resolve(window.jsQR);
    script.onerror = () => reject(new Error(t("table.scan_unavailable")));
    document.head.append(script);
  });
  return jsQR;
}

// The camera's picture in a video shown in `host`, read for QR codes until `signal` aborts:
// `onText(text)` for each code read (a code held in view is told once, until another is read).
// Rejects when the camera is refused; resolves once stopped.
export async function watchQr(host, onText, signal) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) throw new Error(t("table.scan_unavailable"));
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
  const video = Object.assign(document.createElement("video"), { muted: true, playsInline: true, srcObject: stream });
  video.className = "table-camera";
  host.replaceChildren(video);
  try {
    await video.play();
    const detect = await detector(video);
    let last = null;
    while (!(signal && signal.aborted)) {
      const text = await detect().catch(() => null);
      if (text && text !== last) {
        last = text;
        await onText(text);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.remove();
  }
}

// Reads one QR code from the camera into a video shown in `host`; resolves with its text, or
// rejects when the camera is refused or `signal` aborts first.
export async function scanQr(host, signal) {
  const stop = new AbortController();
  let found = null;
  const abort = () => stop.abort();
  if (signal) signal.addEventListener("abort", abort);
  try {
    await watchQr(host, (text) => { found = text; stop.abort(); }, stop.signal);
  } finally {
    if (signal) signal.removeEventListener("abort", abort);
  }
  if (found === null) throw new Error(t("table.scan_stopped"));
  return found;
}

// A function reading the video's current frame: the text of a QR code in it, or null.
async function detector(video) {
  if ("BarcodeDetector" in window) {
    const reader = new window.BarcodeDetector({ formats: ["qr_code"] });
    return async () => ((await reader.detect(video))[0] || {}).rawValue || null;
  }
  const decode = await loadJsQR();
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async () => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    if (!canvas.width) return null;
    context.drawImage(video, 0, 0);
    const found = decode(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
    return found ? found.data : null;
  };
}
