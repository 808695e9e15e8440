#!/usr/bin/env bash
# Issue 18: the Debian package. Builds it from this build folder with cpack,
# checks what it holds, unpacks it into a fresh root and runs the installed
# skirmish-cli on an installed sample; runs lintian where it is installed.
#   package_test.sh BUILD_DIR
set -euo pipefail
build=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" > "$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/out/skirmish_*.deb)
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
for want in ./usr/bin/skirmish ./usr/bin/skirmish-cli \
    ./usr/share/applications/org.skirmish.Skirmish.desktop \
    ./usr/share/applications/org.skirmish.Skirmish.Import.desktop \
    ./usr/share/metainfo/org.skirmish.Skirmish.metainfo.xml \
    ./usr/share/mime/packages/org.skirmish.Skirmish.xml \
    ./usr/share/icons/hicolor/scalable/apps/org.skirmish.Skirmish.svg \
    ./usr/share/icons/hicolor/16x16/apps/org.skirmish.Skirmish.png \
    ./usr/share/icons/hicolor/256x256/apps/org.skirmish.Skirmish.png \
    ./usr/share/man/man1/skirmish.1.gz ./usr/share/man/man1/skirmish-cli.1.gz \
    ./usr/share/doc/skirmish/copyright ./usr/share/doc/skirmish/changelog.gz \
    ./usr/share/skirmish/encounters/dungeon.skirmish; do
  grep -qx -- "$want" <<< "$contents" || { echo "missing from the package: $want"; exit 1; }
done
depends=$(dpkg-deb -f "$deb" Depends)
for want in libqt6widgets6 libqt6svg6 qt6-image-formats-plugins; do
  grep -q "$want" <<< "$depends" || { echo "Depends lacks $want: $depends"; exit 1; }
done

# A fresh root: the package's files alone, run from where they landed.
dpkg-deb -x "$deb" "$work/root"
cli=$work/root/usr/bin/skirmish-cli
version=$("$cli" --version)
echo "$version"
[ "$version" = "skirmish-cli $(dpkg-deb -f "$deb" Version)" ] || { echo "bad version"; exit 1; }
for sample in "$work"/root/usr/share/skirmish/encounters/*.skirmish; do
  [ "$("$cli" check "$sample")" = ok ] || { echo "check failed: $sample"; exit 1; }
done
gui_version=$(QT_QPA_PLATFORM=offscreen "$work/root/usr/bin/skirmish" --version 2> /dev/null)
[ "$gui_version" = "skirmish $(dpkg-deb -f "$deb" Version)" ] ||
  { echo "skirmish --version said: $gui_version"; exit 1; }

if command -v lintian > /dev/null; then
  # Not in scripts/deps.sh (it is large): checked where a developer has it.
  lintian --fail-on error,warning "$deb" > "$work/lintian.log" 2>&1 ||
    { grep -v "running with root privileges" "$work/lintian.log"; echo "lintian complains"; exit 1; }
else
  echo "lintian is not installed: its check is skipped"
fi
echo "package ok"
