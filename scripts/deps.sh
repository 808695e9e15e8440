# Sourced by scripts/run and scripts/test: installs what Skirmish needs from
# Debian 12's packages, or says exactly what to install.

SKIRMISH_PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-image-formats-plugins qt6-l10n-tools qt6-tools-dev libgl-dev
  qt6-svg-dev
  libboost-dev libboost-graph-dev
  libspdlog-dev libfmt-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev libbenchmark-dev libtcod-dev
  fonts-dejavu-core xvfb xauth
  clang libclang-rt-14-dev
  dpkg-dev file desktop-file-utils appstream
)

skirmish_missing_packages() {
  local missing=() p
  for p in "${SKIRMISH_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$p")
    fi
  done
  echo "${missing[@]}"
}

skirmish_ensure_packages() {
  local missing
  missing=$(skirmish_missing_packages)
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing: $missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    # shellcheck disable=SC2086
    apt-get install -y --no-install-recommends $missing
  else
    echo "Skirmish needs these Debian packages. Install them as root, then run this again:"
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $missing"
    exit 1
  fi
}

# Configures (once) and builds the given targets, or everything.
skirmish_build() {
  if [ ! -f build/build.ninja ]; then
    cmake --preset default
  fi
  cmake --build build -j "$(nproc)" "$@"
}
