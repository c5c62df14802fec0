// QR codes: drawn with lean-qr, read with the browser's BarcodeDetector where it has one, else
// with jsQR on the camera's frames. Both libraries ship in the site (build.py copies them from
// node_modules into vendor/), so nothing is fetched from elsewhere.
import { generate } from "../vendor/lean-qr.mjs";
import { t } from "../i18n.js";

// A canvas showing `text` as a QR code, scaled up crisply by CSS.
export function qrCanvas(text, label) {
  const canvas = document.createElement("canvas");
  generate(text).toCanvas(canvas);
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

// Reads one QR code from the camera into a video shown in `host`; resolves with its text, or
// rejects when the camera is refused or `stop` is called.
export async function scanQr(host, signal) {
  if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) throw new Error(t("table.scan_unavailable"));
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" } });
  const video = Object.assign(document.createElement("video"), { muted: true, playsInline: true, srcObject: stream });
  video.className = "table-camera";
  host.replaceChildren(video);
  await video.play();
  const stop = () => { for (const track of stream.getTracks()) track.stop(); video.remove(); };
  try {
    let detect;
    if ("BarcodeDetector" in window) {
      const detector = new window.BarcodeDetector({ formats: ["qr_code"] });
      detect = async () => ((await detector.detect(video))[0] || {}).rawValue;
    } else {
      const decode = await loadJsQR();
      const canvas = document.createElement("canvas");
      const context = canvas.getContext("2d", { willReadFrequently: true });
      detect = async () => {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        if (!canvas.width) return null;
        context.drawImage(video, 0, 0);
        const found = decode(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height);
        return found && found.data;
      };
    }
    for (;;) {
      if (signal && signal.aborted) throw new Error(t("table.scan_stopped"));
      const text = await detect();
      if (text) return text;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    stop();
  }
}
