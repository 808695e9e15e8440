#!/usr/bin/env python3
"""Fills translations/skirmish_en.ts: the English singular and plural of
every tr() text with %n (Qt's numerus forms; without them Qt shows the
source, "1 square(s)"). Run after adding such a text:

  /usr/lib/qt6/bin/lupdate ui app -pluralonly -locations none \
      -source-language en -target-language en -ts translations/skirmish_en.ts
  scripts/plural_forms.py translations/skirmish_en.ts

"(s)" becomes "" and "s"; a plural noun right after %n ("%n units",
"%n copies", "%n selected units", "%n segments") loses its plural for one.
A form already filled in is kept.
"""
import html
import re
import sys

SINGULAR = [("%n copies", "%n copy"), ("%n selected units", "%n selected unit"),
            ("%n units", "%n unit"), ("%n segments", "%n segment")]


def forms(source):
    text = html.unescape(source)
    one, many = text.replace("(s)", ""), text.replace("(s)", "s")
    for plural, single in SINGULAR:
        one = one.replace(plural, single)
    return html.escape(one, quote=False), html.escape(many, quote=False)


def main(path):
    ts = open(path, encoding="utf-8").read()

    def fill(m):
        source, body = m.group(1), m.group(2)
        if 'type="unfinished"' not in body:
            return m.group(0)
        one, many = forms(source)
        return m.group(0).replace(body, (
            "<translation>\n            <numerusform>%s</numerusform>\n"
            "            <numerusform>%s</numerusform>\n        </translation>") % (one, many))

    ts = re.sub(r"<source>(.*?)</source>\s*(<translation[^>]*>.*?</translation>)", fill, ts,
                flags=re.S)
    open(path, "w", encoding="utf-8").write(ts)


if __name__ == "__main__":
    main(sys.argv[1])
