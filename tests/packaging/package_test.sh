#!/bin/bash
# package_test.sh CPACK BUILD_DIR OUT_DIR VERSION: makes the .deb and the .tar.gz of an already built
# tree with cpack (into OUT_DIR, not the build folder, so it can run beside other tests),
# unpacks the .deb into a scratch root and runs the installed programs from its usr/games: eylau-cli
# validates the installed Eylau scenario, every program answers --version, and the game reads
# its scenario from the scratch prefix; then lintian, desktop-file-validate and appstreamcli
# where they are installed. Exit 77 (skipped) without dpkg-deb.
set -uo pipefail
cpack=$1 build=$2 out=$3 version=$4
command -v dpkg-deb >/dev/null || { echo "dpkg-deb missing: not a Debian system"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
export QT_QPA_PLATFORM=offscreen

rm -rf "$out" && mkdir -p "$out" || fail "cannot make $out"
start=$SECONDS
"$cpack" --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$out" > "$out/cpack.log" 2>&1 \
  || { cat "$out/cpack.log"; fail "cpack"; }
echo "cpack: $((SECONDS - start)) s"
debs=("$out"/eylau_"$version"-*.deb) tgzs=("$out"/eylau-"$version"-*.tar.gz)
deb=${debs[0]} tgz=${tgzs[0]}
[ -f "$deb" ] || fail "no .deb in $out: $(ls "$out")"
[ -f "$tgz" ] || fail "no .tar.gz in $out: $(ls "$out")"
ls -l "$deb" "$tgz" | awk '{print $5, $NF}'

# The .deb: its dependencies come from dpkg-shlibdeps, and it holds what a menu needs.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for lib in libc6 libqt6core6 libqt6widgets6 libqt6svg6; do
  grep -q "$lib" <<<"$depends" || fail "Depends lacks $lib (dpkg-shlibdeps not run?)"
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "Section is not games"
contents=$(dpkg-deb -c "$deb" | awk '{print $NF}')
# Debian keeps games in /usr/games (packaging/deb_games.cmake).
for file in ./usr/games/eylau ./usr/games/eylau-editor ./usr/games/eylau-cli ./usr/games/eylau-summary \
            ./usr/share/eylau/scenarios/eylau.json ./usr/share/eylau/scenarios/teaching.json \
            ./usr/share/applications/io.github.eylau.Eylau.desktop ./usr/share/metainfo/io.github.eylau.Eylau.metainfo.xml \
            ./usr/share/mime/packages/eylau.xml ./usr/share/icons/hicolor/scalable/apps/eylau.svg \
            ./usr/share/icons/hicolor/48x48/apps/eylau.png ./usr/share/man/man6/eylau.6.gz \
            ./usr/share/doc/eylau/copyright ./usr/share/doc/eylau/changelog.Debian.gz; do
  grep -qxF "$file" <<<"$contents" || fail "the .deb lacks $file"
done
grep -q "^./usr/bin/" <<<"$contents" && fail "programs left in /usr/bin"
grep -q "eylau-make-teaching\|eylau-test-random-record\|eylau-benchmarks" <<<"$contents" && fail "a test program is packaged"

# Installed into a scratch root, the programs run from there and find their data beside them.
root=$out/root
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x"
root=$(cd "$root" && pwd -P)
"$root/usr/games/eylau-cli" validate "$root/usr/share/eylau/scenarios/eylau.json" | tee "$out/validate.out" \
  || fail "eylau-cli validate on the installed Eylau scenario"
grep -q ": ok: Eylau," "$out/validate.out" || fail "validate: $(cat "$out/validate.out")"
"$root/usr/games/eylau-cli" validate "$root/usr/share/eylau/scenarios/teaching.json" >/dev/null || fail "teaching.json"
for program in eylau eylau-editor eylau-cli eylau-summary; do
  v=$(env -u DISPLAY "$root/usr/games/$program" --version 2>&1) || fail "$program --version: $v"
  [ "$v" = "$program $version" ] || fail "$program --version says '$v'"
  "$root/usr/games/$program" --help > /dev/null 2>&1 || fail "$program --help"
done
echo "--version: all four say $version"

# The installed game reads its scenario from the scratch prefix: a spoilt copy there is the
# one it reports (and it stops before opening a window).
scenario=$root/usr/share/eylau/scenarios/eylau.json
cp "$scenario" "$out/eylau.json.good"
echo '{}' > "$scenario"
"$root/usr/games/eylau" --no-gui-errors > "$out/spoilt.out" 2>&1; status=$?
cp "$out/eylau.json.good" "$scenario"
[ $status -eq 1 ] || fail "the game started with a spoilt installed scenario (status $status)"
grep -qF "$scenario:" "$out/spoilt.out" || fail "the game did not read $scenario: $(head -3 "$out/spoilt.out")"
echo "eylau reads $scenario"

# lintian (a few seconds): no errors; warnings are listed in docs/packaging.md.
if command -v lintian >/dev/null; then
  lintian --fail-on error --tag-display-limit 0 "$deb" 2>/dev/null || fail "lintian reports errors"
fi

# The desktop files and the AppStream metadata, as installed.
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$root"/usr/share/applications/*.desktop || fail "desktop-file-validate"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$root"/usr/share/metainfo/*.metainfo.xml || fail "appstreamcli validate"
fi
for page in "$root"/usr/share/man/man6/*.6.gz; do gzip -t "$page" || fail "$page"; done

# The .tar.gz: the same tree under one folder, relocatable.
listing=$(tar -tzf "$tgz") || fail "tar -tzf"
grep -q "^eylau-$version-[^/]*/bin/eylau$" <<<"$listing" || fail "the .tar.gz has no bin/eylau"
grep -q "^eylau-$version-[^/]*/share/eylau/scenarios/eylau.json$" <<<"$listing" || fail "the .tar.gz has no scenario"
echo "ok: $((SECONDS - start)) s"
