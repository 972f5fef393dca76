#!/usr/bin/env bash
# packaging/lint.sh FILE.deb: the checks of a .deb before it is published, in full: lintian
# with every tag (info too) explained and a failure on errors, then desktop-file-validate and
# appstreamcli validate --pedantic on the files as the package installs them. The package test
# (tests/packaging/package_test.sh) runs the same checks quietly. Needs lintian,
# desktop-file-utils and appstream (packaging/install-deps.sh installs them).
set -euo pipefail
deb=${1:?usage: packaging/lint.sh FILE.deb}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

echo "== lintian"
# --tag-display-limit 0: every instance; --fail-on error: warnings are reported, not fatal.
lintian --info --display-info --tag-display-limit 0 --fail-on error "$deb"
echo "== desktop-file-validate"
dpkg-deb -x "$deb" "$scratch"
desktop-file-validate "$scratch"/usr/share/applications/*.desktop && echo "ok"
echo "== appstreamcli validate"
appstreamcli validate --no-net --pedantic "$scratch"/usr/share/metainfo/*.metainfo.xml
