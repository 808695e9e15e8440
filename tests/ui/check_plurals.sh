#!/bin/sh
# Every tr() text with %n in ui/ and app/ has its English singular and plural
# in translations/skirmish_en.ts (else the program shows "1 square(s)").
# lupdate refreshes a copy of the committed file; a text it adds unfilled
# fails the test, named. Usage: check_plurals.sh LUPDATE SOURCE_DIR
set -eu
lupdate=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/translations"
cp "$src/translations/skirmish_en.ts" "$tmp/translations/"
cd "$src"
"$lupdate" ui app -pluralonly -locations none -no-obsolete -source-language en \
    -target-language en -ts "$tmp/translations/skirmish_en.ts" > "$tmp/log" 2>&1 || {
    cat "$tmp/log"
    exit 1
}
if grep -q 'type="unfinished"' "$tmp/translations/skirmish_en.ts"; then
    echo "Texts with %n that have no English plural forms; run scripts/plural_forms.py:"
    grep -B2 'type="unfinished"' "$tmp/translations/skirmish_en.ts" | grep '<source>'
    exit 1
fi
echo "every %n text has its plural forms"
