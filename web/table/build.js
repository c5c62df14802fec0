// Which build of Ludi this page is (build.json, written by build.py: the build's version and its
// commit's date). The devices at one table must run one build: the host's engine draws what the
// guest's board code shows. Invitation and reply carry the build, and a device of another build
// is refused before anyone sits down, naming the device to reload.
import { lang, t } from "../i18n.js";

let stamp = null;

// {version, date} of this page's build (nulls when build.json cannot be read).
export function thisBuild() {
  stamp = stamp || fetch(new URL("../build.json", import.meta.url))
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({}))
    .then((found) => ({ version: typeof found.version === "string" ? found.version : null,
                        date: typeof found.date === "string" ? found.date : null }));
  return stamp;
}

function when(build) {
  const date = build && build.date ? new Date(build.date) : null;
  if (!date || Number.isNaN(date.getTime())) return (build && build.version) || t("table.build_unknown");
  return date.toLocaleString(lang(), { dateStyle: "medium", timeStyle: "short" });
}

// Which of two builds is older: "theirs", "ours", or null when it cannot be told.
function older(theirs, ours) {
  const a = Date.parse(theirs && theirs.date), b = Date.parse(ours && ours.date);
  if (Number.isNaN(a) || Number.isNaN(b) || a === b) return null;
  return a < b ? "theirs" : "ours";
}

// null when `theirs` (the build an invitation or reply carries) is this page's, else the refusal:
// {text, reloadHere}. `role`: this page's, "guest" or "host"; `name`: the guest's seat's name.
export function buildRefusal(theirs, ours, role, name = "") {
  if (theirs && ours.version && theirs.version === ours.version) return null;
  const dates = { theirs: when(theirs), ours: when(ours), name };
  const stale = older(theirs, ours);
  if (stale === null) return { text: t("table.build_differs", dates), reloadHere: true };
  const here = stale === "ours";
  const key = role === "guest" ? (here ? "table.build_guest_older" : "table.build_host_older")
    : here ? "table.build_host_is_older" : "table.build_guest_is_older";
  return { text: t(key, dates), reloadHere: here };
}

// A reload that brings the newest build: the service worker, if any, fetches it first.
export async function reloadNewest() {
  try {
    const registration = navigator.serviceWorker && await navigator.serviceWorker.getRegistration();
    if (registration) {
      await registration.update();
      const next = registration.installing || registration.waiting;
      if (next) {
        await new Promise((resolve) => {
          next.addEventListener("statechange", () => { if (next.state === "activated") resolve(); });
          setTimeout(resolve, 20_000);
        });
      }
    }
  } catch { /* no service worker, or offline: the reload gets what the browser has */ }
  location.reload();
}
