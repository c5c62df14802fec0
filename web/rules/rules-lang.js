// The rules page in the reader's language. A classic script in the head of every rules page
// (<game>.html, <game>.de.html, <game>.nl.html), run before the page is drawn.
//
// The language is chosen as everywhere on the site: ?lang= on this page's address wins; then the
// choice remembered from a language link (localStorage "ludi-lang"); then the browser's
// languages (the first one that is English, German or Dutch); then English. An unknown language
// means English. When the choice is not the page's own <html lang>, the page is replaced by the
// chosen language's page, keeping the query and the hash. The address names the page relative
// to itself, so this works from file:// and below any path.
//
// It cannot loop: the page it goes to reads the same address, storage and browser, so it
// chooses its own language and stays; a page reached by ?lang= keeps ?lang=, which wins again.
(function () {
  "use strict";

  var LANGUAGES = ["en", "de", "nl"];
  var STORAGE_KEY = "ludi-lang";
  var PAGE = /^(.+?)(?:\.(de|nl))?\.html$/;  // <game>.html, <game>.de.html, <game>.nl.html

  function known(code) {
    return LANGUAGES.indexOf(code) >= 0;
  }

  function primary(tag) {
    return String(tag || "").toLowerCase().split(/[-_]/)[0];
  }

  function stored() {
    try {
      return window.localStorage.getItem(STORAGE_KEY);
    } catch (e) {
      return null;  // storage may be refused (privacy settings, some file:// pages)
    }
  }

  function remember(code) {
    try {
      window.localStorage.setItem(STORAGE_KEY, code);
    } catch (e) {
      // the link still leads to the page; only the choice is not remembered
    }
  }

  function chosenLanguage() {
    var asked = new URLSearchParams(window.location.search).get("lang");
    if (asked !== null) return known(primary(asked)) ? primary(asked) : "en";
    var remembered = stored();
    if (remembered !== null) return known(remembered) ? remembered : "en";
    var browser = navigator.languages && navigator.languages.length
      ? navigator.languages : [navigator.language];
    for (var i = 0; i < browser.length; i++) {
      if (known(primary(browser[i]))) return primary(browser[i]);
    }
    return "en";
  }

  function pageFor(code) {
    var path = window.location.pathname;
    var name = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
    var match = PAGE.exec(name);
    if (!match) return null;  // not a rules page's name: stay
    var wanted = match[1] + (code === "en" ? "" : "." + code) + ".html";
    return wanted === name ? null : wanted;
  }

  var language = chosenLanguage();
  if (language !== primary(document.documentElement.lang)) {
    var page = pageFor(language);
    if (page) {
      window.location.replace(encodeURIComponent(page) + window.location.search + window.location.hash);
    }
  }

  // A click on a link to this page in another language (the language bar) remembers that
  // language. The link is known by its hreflang or, failing that, by the page it leads to.
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("a[href]") : null;
    if (!link) return;
    var code = primary(link.getAttribute("hreflang"));
    if (!known(code)) code = languageOfLink(link);
    if (known(code)) remember(code);
  });

  function languageOfLink(link) {
    var here = window.location.pathname;
    var there = link.pathname;
    if (link.protocol !== window.location.protocol || link.host !== window.location.host ||
        there === here) return null;  // another site, or an anchor on this page
    var folder = function (path) { return path.slice(0, path.lastIndexOf("/") + 1); };
    var name = function (path) { return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)); };
    var mine = PAGE.exec(name(here));
    var its = PAGE.exec(name(there));
    if (!mine || !its || its[1] !== mine[1] || folder(there) !== folder(here)) return null;
    return its[2] || "en";
  }
}());
