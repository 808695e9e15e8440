#!/usr/bin/env bash
# Issue 18: the desktop entries and the AppStream metadata pass their
# validators (desktop-file-utils, appstream; scripts/deps.sh installs both).
# Exits 77 (a skip for ctest) when a validator is missing.
set -euo pipefail
dir=$1/resources/desktop
for tool in desktop-file-validate appstreamcli; do
  command -v "$tool" > /dev/null || { echo "$tool is not installed"; exit 77; }
done
desktop-file-validate "$dir/org.skirmish.Skirmish.desktop" "$dir/org.skirmish.Skirmish.Import.desktop"
appstreamcli validate --no-net "$dir/org.skirmish.Skirmish.metainfo.xml"
if command -v xmllint > /dev/null; then
  xmllint --noout "$dir/org.skirmish.Skirmish.mime.xml"
fi
echo "desktop files ok"
