#!/usr/bin/env bash
# Installs every Debian 12 package Playbench needs to build, test and run.
# The one list of packages lives here; the README's two commands call it.
# Safe to run again: it asks apt-get only for what is missing, so a machine
# that has everything never needs root or the network.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build pkg-config git
  # the compiler cache every build goes through (CMakeLists.txt, PLAYBENCH_CCACHE)
  ccache
  # Qt 6.4: libraries, CMake packages and tools (moc, qmlcachegen, qmllint,
  # qmltestrunner, lupdate/lrelease)
  qt6-base-dev qt6-base-dev-tools qt6-declarative-dev qt6-declarative-dev-tools
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-charts-dev qt6-svg-dev
  # runtime: platform plugins (xcb for a desktop, offscreen for tests and
  # screenshots), the SQLite driver, SVG icons, OpenGL headers Qt6Gui asks for
  qt6-qpa-plugins libqt6sql6-sqlite libqt6svg6 libgl-dev
  # the QML modules the workbench imports
  qml6-module-qtqml qml6-module-qtquick qml6-module-qtquick-controls
  qml6-module-qtquick-layouts qml6-module-qtquick-templates qml6-module-qtquick-window
  qml6-module-qtquick-dialogs qml6-module-qtqml-workerscript
  qml6-module-qtqml-models qml6-module-qtcharts qml6-module-qttest
  qml6-module-qt-labs-settings qml6-module-qtquick-shapes
  # Qt's own QML file dialog, used where the desktop offers none (without it
  # File > New database crashed and the Reports exports did nothing)
  qml6-module-qt-labs-folderlistmodel
  # Qt's own translations: the file dialogs' buttons in German
  qt6-translations-l10n
  # the install test checks the .desktop entry and the AppStream metadata;
  # dpkg-dev gives CPack's .deb its library dependencies (dpkg-shlibdeps)
  desktop-file-utils appstream dpkg-dev
  # other libraries and tools
  nlohmann-json3-dev libbenchmark-dev sqlite3 libsqlite3-dev
  # scripted rulesets: a designer's game in Lua 5.4, through its C API (core/script)
  liblua5.4-dev
  # the fuzz targets: clang with libFuzzer and the sanitizer runtimes (scripts/fuzz.sh)
  clang libclang-rt-14-dev
  # llvm-symbolizer-14: names the functions of a sanitizer report, which
  # tests/sanitizers/lsan.supp matches Qt's known leaks by
  # (scripts/sanitizer-env.sh points the runtimes at it)
  llvm-14
  # the cluster test (tests/cli/test_cluster_slurm.cpp, label "cluster") starts
  # a one-node Slurm cluster of its own: munged, slurmctld, slurmd and the
  # client commands (sbatch, squeue, scontrol, scancel); it reports SKIP
  # where they are missing or it is not root
  slurm-wlm munge
  # a font, so text renders on a machine without a desktop (offscreen, CI)
  fontconfig fonts-dejavu-core
  # pdftoppm and pdftotext: the print-and-play tests render the PDF's pages
  # and measure them (tests/cli/test_print.cpp)
  poppler-utils
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || {
    echo "install-deps: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  }
  as_root=(sudo)
fi
# sudo drops most of the environment, so the variable goes through env(1).
apt_get=("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300)

echo "install-deps: installing ${missing[*]}"
"${apt_get[@]}" update -qq
"${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}"
