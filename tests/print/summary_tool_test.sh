#!/bin/bash
# summary_tool_test.sh EYLAU_SUMMARY RANDOM_RECORD EYLAU_JSON: the eylau-summary tool from a
# shell, with no display: a whole random game of Eylau, one Game-Turn on US Letter, one in French
# (--lang fr), and its refusals. Exit 77 (skipped) without poppler-utils.
set -uo pipefail
tool=$1 random=$2 eylau=$3
command -v pdfinfo >/dev/null && command -v pdftotext >/dev/null || { echo "poppler-utils missing"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM  # the tool must choose the offscreen platform itself
export LC_ALL=C LANGUAGE=  # English unless --lang says otherwise, whatever the machine's language

"$random" "$eylau" 5 > game.eylau || fail "no random record"
"$tool" game.eylau --french Anne --allied Boris -o game.pdf || fail "whole game"
pages=$(pdfinfo game.pdf | awk '/^Pages:/ {print $2}')
[ "${pages:-0}" -ge 20 ] || fail "only ${pages:-0} pages"
text=$(pdftotext -layout game.pdf -)
grep -q "Anne" <<<"$text" || fail "no French player on the cover"
grep -q "Game-Turn 9" <<<"$text" || fail "no Game-Turn 9"
grep -q "Losses by division" <<<"$text" || fail "no losses page"

"$tool" game.eylau --turn 3 --page letter -o turn3.pdf || fail "turn 3"
# (grep reads saved text: with pipefail, grep -q quitting early would fail the pipe)
info=$(pdfinfo turn3.pdf)
grep -q "(letter)" <<<"$info" || fail "turn 3 is not on US Letter"
text=$(pdftotext turn3.pdf -)
grep -q "Game-Turn 3 · 18:00, Feb 7" <<<"$text" || fail "no Game-Turn 3 heading"

# In French: the catalogues are built into the tool.
"$tool" game.eylau --turn 3 --lang fr -o tour3.pdf || fail "turn 3 in French"
text=$(pdftotext tour3.pdf -)
grep -q "Tour de jeu 3 · 18:00" <<<"$text" || fail "no French Game-Turn 3 heading"
grep -q "Tour du joueur français" <<<"$text" || fail "no French Player-Turn heading"
! grep -q "Game-Turn" <<<"$text" || fail "English left in the French summary"

"$tool" game.eylau > usage.out 2>&1; [ $? -eq 2 ] || fail "no -o: expected exit 2"
grep -q "Usage: eylau-summary" usage.out || fail "no usage text"
"$tool" game.eylau --turn 12 -o none.pdf 2> none.err; [ $? -eq 1 ] || fail "--turn 12: expected exit 1"
grep -q "there is no Game-Turn 12" none.err || fail "--turn 12: $(cat none.err)"
printf 'scenario eylau\nmove Tut.1 0614\n' > bad.eylau
"$tool" bad.eylau -o bad.pdf 2> bad.err; [ $? -eq 1 ] || fail "illegal line: expected exit 1"
grep -q "bad.eylau: line 2: \[4.0\] Tut.1 is Allied" bad.err || fail "illegal line: $(cat bad.err)"
echo "ok: $pages pages"
