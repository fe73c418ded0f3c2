#!/usr/bin/env bash
# Installs what is missing, builds Playbench into build/ and starts the
# workbench. Extra arguments go to the app, e.g.
#   ./scripts/start.sh --database my-designs.sqlite
#   ./scripts/start.sh --screenshot designs.png --page designs --size 1280x800
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

./scripts/install-deps.sh
cmake --preset default
# The workbench and its command line only: the tests are scripts/test.sh's.
cmake --build --preset default --target playbench playbench-cli

# Without a display only the modes that need no window on screen can run.
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  case " $* " in
    *" --screenshot "* | *" --quit-after-load "* | *" --help "* | *" --version "*)
      export QT_QPA_PLATFORM=offscreen ;;
    *)
      echo "start.sh: no display found (DISPLAY and WAYLAND_DISPLAY are empty)." >&2
      echo "start.sh: run it in a desktop session, or take a screenshot instead:" >&2
      echo "  ./scripts/start.sh --screenshot designs.png --page designs" >&2
      exit 1 ;;
  esac
fi
exec build/app/gui/playbench "$@"
