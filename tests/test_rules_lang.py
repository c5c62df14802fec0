"""rules-lang.js in Chromium: a rules page sends its reader to the page in the chosen language
(?lang= first, then the choice a language link remembered, then the browser's languages), keeps
the query and the hash on the way, and never sends a reader round in circles. The pages'
boards are kept from starting their engine: only the address and the page's language matter."""

from __future__ import annotations

import re

import pytest

from board_pages import axe_script, serious_axe_violations

pytestmark = pytest.mark.browser


@pytest.fixture
def open_page(browser, base_url):
    """``open_page(address, locale=...)``: the page at ``rules/<address>`` in a fresh context,
    once it has settled; yields its final address and <html lang>."""
    contexts = []

    def open_(address, locale="en-US", remembered=None):
        context = browser.new_context(locale=locale, service_workers="block")
        contexts.append(context)
        context.route(re.compile(r".*/ludi-board\.js$"), lambda route: route.fulfill(
            status=200, content_type="text/javascript", body=""))
        if remembered:
            context.add_init_script(f"localStorage.setItem('ludi-lang', {remembered!r})")
        page = context.new_page()
        page.goto(base_url + "rules/" + address)
        page.wait_for_load_state("load")
        page.wait_for_timeout(300)  # a redirect would have happened by now
        return page

    yield open_
    for context in contexts:
        context.close()


def where(page):
    return page.url.split("/rules/", 1)[1], page.evaluate("document.documentElement.lang")


def test_lang_in_the_address_leads_to_that_languages_page_keeping_query_and_hash(open_page):
    page = open_page("aquileia.html?lang=de#arena")
    assert where(page) == ("aquileia.de.html?lang=de#arena", "de")
    page = open_page("aquileia.de.html?lang=nl")
    assert where(page) == ("aquileia.nl.html?lang=nl", "nl")
    page = open_page("massilia.nl.html?lang=en")
    assert where(page) == ("massilia.html?lang=en", "en")


def test_a_region_tag_leads_to_its_languages_page(open_page):
    assert where(open_page("aquileia.html?lang=de-AT")) == ("aquileia.de.html?lang=de-AT", "de")
    assert where(open_page("massilia.html?lang=nl_BE")) == ("massilia.nl.html?lang=nl_BE", "nl")


def test_a_german_browser_reads_the_german_page(open_page):
    assert where(open_page("aquileia.html", locale="de-DE")) == ("aquileia.de.html", "de")
    assert where(open_page("massilia.html", locale="nl-BE")) == ("massilia.nl.html", "nl")
    assert where(open_page("aquileia.de.html", locale="fr-FR")) == ("aquileia.html", "en")


def test_an_unknown_language_stays_on_the_english_page(open_page):
    assert where(open_page("aquileia.html?lang=xx")) == ("aquileia.html?lang=xx", "en")
    assert where(open_page("aquileia.html?lang=xx", locale="de-DE")) == ("aquileia.html?lang=xx", "en")
    # from another language's page an unknown language goes to English once, and stays
    assert where(open_page("aquileia.nl.html?lang=xx")) == ("aquileia.html?lang=xx", "en")


def test_the_address_wins_over_the_remembered_choice_which_wins_over_the_browser(open_page):
    assert where(open_page("aquileia.html", locale="de-DE", remembered="nl")) == ("aquileia.nl.html", "nl")
    assert where(open_page("aquileia.html?lang=en", locale="de-DE", remembered="nl")) == (
        "aquileia.html?lang=en", "en")


def test_a_click_on_the_language_bar_remembers_the_choice(open_page):
    page = open_page("aquileia.html")
    page.locator("nav.languages a[hreflang=nl]").click()
    page.wait_for_url(re.compile(r".*/aquileia\.nl\.html$"))
    assert page.evaluate("localStorage.getItem('ludi-lang')") == "nl"
    page.locator('nav a[href="#goal"]').click()  # an anchor on the page is no language link
    assert page.evaluate("localStorage.getItem('ludi-lang')") == "nl"
    page.goto(page.url.replace("aquileia.nl.html#goal", "massilia.html#gods"))
    page.wait_for_url(re.compile(r".*/massilia\.nl\.html#gods$"))  # remembered on every rules page
    page.locator("nav.languages a[hreflang=en]").click()
    page.wait_for_url(re.compile(r".*/massilia\.html$"))
    page.wait_for_timeout(300)
    assert where(page) == ("massilia.html", "en")
    assert page.evaluate("localStorage.getItem('ludi-lang')") == "en"


def test_it_works_from_a_file(browser, site_dir):
    context = browser.new_context(locale="de-DE")
    try:
        page = context.new_page()
        page.goto((site_dir / "rules" / "aquileia.html").as_uri() + "?lang=nl#forum")
        page.wait_for_url(re.compile(r".*/aquileia\.nl\.html\?lang=nl#forum$"))
        assert page.evaluate("document.documentElement.lang") == "nl"
        page.goto((site_dir / "rules" / "aquileia.nl.html").as_uri())
        page.wait_for_url(re.compile(r".*/aquileia\.de\.html$"))  # the browser's German
        assert page.evaluate("document.documentElement.lang") == "de"
    finally:
        context.close()


@pytest.mark.parametrize("address", ["aquileia.de.html", "aquileia.nl.html", "massilia.de.html",
                                     "massilia.nl.html"])
def test_axe_finds_no_serious_violation_on_a_translated_page(open_page, address):
    locale = {"de": "de-DE", "nl": "nl-NL"}[address.split(".")[1]]
    page = open_page(address, locale=locale)
    assert where(page)[0] == address
    bad = serious_axe_violations(page, axe_script())
    assert not bad, bad
