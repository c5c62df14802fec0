// The page's first module to run: index.html starts it on its own, so it runs as soon as its
// two small imports are in, not once every module of the page is. It fetches what the lobby is
// drawn from, the page's words and the games (i18n.js and catalogue.js keep each fetch, and
// the page takes them up there), while the page's other modules still load.
import { chooseLang, loadSiteWords } from "../i18n.js";
import { loadCatalogue } from "./catalogue.js";

loadSiteWords(chooseLang().lang).catch(() => {});  // page/language.js says it when it fails
loadCatalogue().catch(() => {});                     // and app.js this
