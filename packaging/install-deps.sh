#!/usr/bin/env bash
# Installs every Debian 12 package that building, testing, packaging and running Eylau needs
# (the packaging tools: dpkg-dev and file for cpack's dependencies, lintian, desktop-file-utils,
# appstream for packaging/lint.sh and the package test; clang and its runtime libraries for the
# sanitizer build and the libFuzzer targets of packaging/sanitize.sh; Qt Linguist's lupdate and
# lrelease, and Qt's own translations, for the translated programs, docs/translations.md;
# iproute2, nftables and miniupnpd for the test of a game through a home router, in network
# namespaces: tests/net/router/router_test.sh).
# Idempotent: when everything is already present it prints nothing and exits 0.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-pdf-dev qt6-qpa-plugins libqt6svg6 libgl-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libboost-graph-dev nlohmann-json3-dev libssl-dev libcli11-dev libminiupnpc-dev libnatpmp-dev
  libgtest-dev libgmock-dev googletest libbenchmark-dev python3-jsonschema
  clang libclang-rt-14-dev
  fonts-dejavu-core
  xvfb xauth xdotool imagemagick poppler-utils
  iproute2 nftables miniupnpd
  dpkg-dev file lintian desktop-file-utils appstream
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
  [ "$status" = "installed" ] || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-deps: done" >&2
