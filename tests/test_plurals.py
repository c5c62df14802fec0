"""Every number in a sentence agrees with its noun, in every language: "1 sesterce", "2 goods",
never "1 sesterces" or "1 Waren".

Every message of every part (the core, each game, the site) is rendered in English, German and
Dutch with each of its arguments in turn set to 0, 1 and 2 (the others to a word that is no
number), and every number followed by a noun of the list below (perhaps after one adjective:
"1 goldenes Pferd") must take the form that number takes. English, German and Dutch all take the
singular for exactly 1 and the plural otherwise, 0 included. A template that writes a noun after
a number without its plural forms fails here for one of the counts.
"""

from __future__ import annotations

import re

import pytest

import translate
from engine import messages, po

# The nouns said after a number: (singular forms, plural forms) per language, every case's form
# (German "mit 1 Sklaven" is singular, as "2 Sklaven" is plural). A noun whose forms are alike
# in both (Würfel, Plättchen) cannot be wrong and is left out; so is a noun that is also a verb
# after a name ("moves", "zet").
NOUNS = {
    "en": [
        ({"point"}, {"points"}), ({"sesterce"}, {"sesterces"}), ({"legion"}, {"legions"}),
        ({"player"}, {"players"}), ({"coin"}, {"coins"}), ({"die"}, {"dice"}),
        ({"good"}, {"goods"}), ({"slave"}, {"slaves"}), ({"stone"}, {"stones"}),
        ({"step"}, {"steps"}), ({"card"}, {"cards"}), ({"tile"}, {"tiles"}),
        ({"henchman"}, {"henchmen"}), ({"senator"}, {"senators"}), ({"horse"}, {"horses"}),
        ({"weapon"}, {"weapons"}), ({"inhabitant"}, {"inhabitants"}), ({"mine"}, {"mines"}),
        ({"province"}, {"provinces"}), ({"building"}, {"buildings"}), ({"round"}, {"rounds"}),
        ({"house"}, {"houses"}), ({"triple"}, {"triples"}), ({"stall"}, {"stalls"}),
        ({"customer"}, {"customers"}), ({"space"}, {"spaces"}), ({"villa"}, {"villas"}),
        ({"bid"}, {"bids"}), ({"hit"}, {"hits"}), ({"barbarian"}, {"barbarians"}),
        ({"army"}, {"armies"}), ({"bot"}, {"bots"}), ({"seat"}, {"seats"}),
        ({"game"}, {"games"}), ({"example"}, {"examples"}),
    ],
    "de": [
        ({"Punkt"}, {"Punkte", "Punkten"}), ({"Siegpunkt"}, {"Siegpunkte", "Siegpunkten"}),
        ({"Ruhmpunkt"}, {"Ruhmpunkte", "Ruhmpunkten"}),
        ({"Sesterz"}, {"Sesterze", "Sesterzen"}), ({"Legion"}, {"Legionen"}),
        ({"Münze"}, {"Münzen"}), ({"Ware"}, {"Waren"}), ({"Sklave", "Sklaven"}, {"Sklaven"}),
        ({"Stein"}, {"Steine", "Steinen"}), ({"Strafstein"}, {"Strafsteine", "Strafsteinen"}),
        ({"Warenstein"}, {"Warensteine", "Warensteinen"}),
        ({"Schritt"}, {"Schritte", "Schritten"}), ({"Karte"}, {"Karten"}),
        ({"Sklavenkarte"}, {"Sklavenkarten"}), ({"Person"}, {"Personen"}),
        ({"Provinz"}, {"Provinzen"}), ({"Mine"}, {"Minen"}), ({"Runde"}, {"Runden"}),
        ({"Platz"}, {"Plätze", "Plätzen"}), ({"Senator"}, {"Senatoren"}),
        ({"Gefolgsmann"}, {"Gefolgsmänner", "Gefolgsmännern", "Gefolgsleute"}),
        ({"Pferd"}, {"Pferde", "Pferden"}), ({"Waffe"}, {"Waffen"}), ({"Villa"}, {"Villen"}),
        ({"Haus"}, {"Häuser", "Häusern"}), ({"Stand"}, {"Stände", "Ständen"}),
        ({"Kunde", "Kunden"}, {"Kunden"}), ({"Feld"}, {"Felder", "Feldern"}), ({"Gebot"}, {"Gebote"}),
        ({"Barbar", "Barbaren"}, {"Barbaren"}), ({"Armee"}, {"Armeen"}), ({"Drilling"}, {"Drillinge"}),
        ({"Zug"}, {"Züge", "Zügen"}), ({"Spiel"}, {"Spiele"}), ({"Beispiel"}, {"Beispiele"}),
    ],
    "nl": [
        ({"punt"}, {"punten"}), ({"sestertie", "sestertius"}, {"sestertiën", "sestertii"}),
        ({"legioen"}, {"legioenen"}), ({"speler"}, {"spelers"}), ({"munt"}, {"munten"}),
        ({"dobbelsteen"}, {"dobbelstenen"}), ({"goed", "waar"}, {"goederen", "waren"}),
        ({"slaaf"}, {"slaven"}), ({"steen"}, {"stenen"}), ({"strafsteen"}, {"strafstenen"}),
        ({"stap"}, {"stappen"}), ({"kaart"}, {"kaarten"}), ({"tegel"}, {"tegels"}),
        ({"districtstegel"}, {"districtstegels"}), ({"kaartje"}, {"kaartjes"}),
        ({"fiche"}, {"fiches"}), ({"persoon"}, {"personen"}), ({"gebouw"}, {"gebouwen"}),
        ({"provincie"}, {"provincies"}), ({"mijn"}, {"mijnen"}), ({"ronde"}, {"rondes"}),
        ({"senator"}, {"senatoren"}), ({"handlanger"}, {"handlangers"}),
        ({"paard"}, {"paarden"}), ({"wapen"}, {"wapens"}), ({"villa"}, {"villa's"}),
        ({"huis"}, {"huizen"}), ({"kraam"}, {"kramen"}), ({"klant"}, {"klanten"}),
        ({"veld"}, {"velden"}), ({"bod"}, {"biedingen"}), ({"treffer"}, {"treffers"}),
        ({"barbaar"}, {"barbaren"}), ({"leger"}, {"legers"}), ({"inwoner"}, {"inwoners"}),
        ({"drietal"}, {"drietallen"}), ({"spel"}, {"spellen"}), ({"voorbeeld"}, {"voorbeelden"}),
    ],
}
LANGS = tuple(NOUNS)
NOT_A_NUMBER = "X"
COUNTS = (0, 1, 2)
# The arguments that are never a number: names, words, messages and lists. Every other argument
# is tried as one, so a new argument is checked unless it is named here.
NOT_NUMBERS = {
    "a", "b", "c", "l", "s", "li", "julia", "claudia", "oktavia", "hadrian", "tiberius",  # people
    "seat", "seats", "seller", "name", "names", "current", "asked", "who", "winners", "others",
    "her", "Her", "hers", "ours", "theirs", "first", "second", "last", "rest", "first_of_last",
    "a_card", "action", "answer", "bag", "building", "buildings", "caesar", "card", "cards",
    "cell", "change", "coins", "colour", "commitment", "corner", "deck", "dice", "die", "digest",
    "doing", "faces", "field", "fighters", "figure", "file", "format", "game", "games", "god",
    "gods", "good", "goods", "hill", "hills", "items", "key", "known", "label", "level",
    "levels", "line", "map", "metal", "move", "note", "notes", "options", "order", "origin",
    "other", "part", "parts", "place", "power", "problem", "province", "quadrant", "quarter",
    "question", "ranking", "reason", "reveal", "said", "same", "server", "site", "slot",
    "source", "space", "src", "status", "thing", "tie", "tile", "tiles", "triangle", "use",
    "villas", "way", "what", "where", "fighters", "given", "senators", "closed", "permits",
    "drawn", "beaten", "rebels", "granted", "get", "give", "got", "left", "next",
}
# Words between a number and a noun that make them no pair ("{count} the legions" is no count
# of legions): articles, pronouns and a few verbs.
NO_ADJECTIVE = {"the", "a", "an", "his", "her", "their", "der", "die", "das", "den", "dem",
                "ein", "eine", "einen", "sein", "seine", "ihre", "de", "het", "een", "zijn",
                "haar", "hun",
                # and verbs: "until 6 comes round" counts no rounds
                "comes", "is", "are", "was", "has", "kommt", "ist", "sind", "hat", "komt", "heeft",
                # and a rate: "10 per player" counts no players
                "per", "pro"}


def number_beside_noun(lang):
    """A regex for a number, an optional adjective and a noun of ``lang``'s list."""
    nouns = sorted({form for one, other in NOUNS[lang] for form in one | other}, key=len,
                   reverse=True)
    between = "|".join(NO_ADJECTIVE)
    return re.compile(r"(?<![\d.,])(\d+) (?:(?!(?:" + between + r") )[^\W\d_]+ )?("
                      + "|".join(map(re.escape, nouns)) + r")(?![\w'])")


def disagreements(text: str, lang: str) -> list:
    """Each "number noun" of ``text`` whose noun has the other number's form.

    >>> disagreements("1 sesterces and 2 goods, 1 good", "en")
    ['1 sesterces']
    >>> disagreements("mit 1 roten Würfel und 1 Waren", "de")
    ['1 Waren']
    """
    found = []
    for match in number_beside_noun(lang).finditer(text):
        number, noun = int(match.group(1)), match.group(2)
        for one, other in NOUNS[lang]:
            if noun in one | other and noun not in (one if number == 1 else other):
                found.append(match.group(0))
    return found


def catalogues():
    """(part, language, message id, template) for every message of every part and language
    (a message not yet translated reads in English, as it would on the page)."""
    for name, english, folder in translate.parts():
        for lang in LANGS:
            done = {} if lang == "en" else po.translations(
                translate.read_entries(folder / f"{lang}.po"))
            for key, template in {**english, **done}.items():
                yield name, lang, key, template


def renderings(template):
    """``template`` with each argument in turn 0, 1 and 2, the others no number: the texts
    a reader may meet, a plural's form chosen by ``count`` as the renderer chooses it."""
    names = sorted(po.placeholders(template) - NOT_NUMBERS) or [None]
    for name in names:
        for count in COUNTS:
            args = {other: NOT_A_NUMBER for other in po.placeholders(template)}
            if name is not None:
                args[name] = count
            key = "x"
            yield messages.render({"msg": key, "args": args}, {key: template})


def test_every_message_says_each_number_with_its_nouns_form():
    faults = {}
    for part, lang, key, template in catalogues():
        for text in renderings(template):
            for fault in disagreements(text, lang):
                faults.setdefault(f"{part} {lang} {key}", set()).add(fault)
    assert not faults, "\n".join(f"{where}: {sorted(said)}" for where, said in sorted(faults.items()))


def test_the_check_reads_every_form_and_finds_a_number_without_its_plural():
    english = {"a.pay": "Pay {amount} sesterces", "a.paid": ("{count} sesterce", "{count} sesterces")}
    texts = [text for template in english.values() for text in renderings(template)]
    assert [fault for text in texts for fault in disagreements(text, "en")] == ["1 sesterces"]
    assert disagreements("Zahle 1 Sesterze", "de") == ["1 Sesterze"]
    assert disagreements("2 paarse goederen en 1 paars goed", "nl") == []
    assert disagreements("Livia (1) zet 2 stenen", "nl") == []
