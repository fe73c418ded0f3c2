#!/usr/bin/env bash
# Renders the application icon (app/gui/icons/playbench.svg) as the hicolor
# PNG sizes that packaging/CMakeLists.txt installs. Run it after changing the
# SVG and commit the PNGs, so building needs no SVG tool. Needs ImageMagick
# (Debian package imagemagick).
set -euo pipefail
cd "$(dirname "$0")/.."
for size in 48 64 128 256; do
  convert -background none -density 384 app/gui/icons/playbench.svg \
    -resize "${size}x${size}" -strip "PNG32:packaging/icons/playbench-${size}.png"
done
