#!/usr/bin/env bash
# Renders the PNG icon set under packaging/icons/hicolor/ from the SVGs: the game's
# (resources/icons/eylau.svg) and the editor's (packaging/icons/eylau-editor.svg). The PNGs are
# committed, so building needs no SVG renderer; run this after changing an SVG.
# Needs rsvg-convert (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 22 24 32 48 64 128 256; do
  mkdir -p "hicolor/${size}x${size}/apps"
  rsvg-convert -w "$size" -h "$size" ../../resources/icons/eylau.svg -o "hicolor/${size}x${size}/apps/eylau.png"
  rsvg-convert -w "$size" -h "$size" eylau-editor.svg -o "hicolor/${size}x${size}/apps/eylau-editor.png"
done
