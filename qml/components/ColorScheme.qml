pragma ComponentBehavior: Bound

import QtQuick

// The colours of the light and the dark scheme, for the window's palette. The
// Fusion style draws every control from the palette: frames and bevels from
// light, midlight, mid, dark and shadow. Fusion outlines a radio button or a
// check box with the window colour darkened, which hardly shows on a dark
// window, so in the dark scheme their fill (base) and a switch's groove and
// handle (button) are lighter than the window: every control stands out by
// its fill (tests/gui/test_main_window.cpp measures it).
//
// Below the palette: the colours with one meaning wherever they show, which
// the palette has no role for. A file that is not handed the window's scheme
// makes its own, telling dark from its palette:
//     readonly property ColorScheme colors: ColorScheme {
//         dark: root.palette.window.hslLightness < 0.5
//     }
QtObject {
    id: root

    required property bool dark

    readonly property color window: root.dark ? "#2b2c30" : "#efefef"
    readonly property color windowText: root.dark ? "#e6e6e6" : "#1f1f1f"
    readonly property color base: root.dark ? "#4f5157" : "#ffffff"
    readonly property color alternateBase: root.dark ? "#55575d" : "#f7f7f7"
    readonly property color text: root.dark ? "#e6e6e6" : "#1f1f1f"
    readonly property color button: root.dark ? "#595b62" : "#efefef"
    readonly property color buttonText: root.dark ? "#e6e6e6" : "#1f1f1f"
    readonly property color brightText: root.dark ? "#ff6b6b" : "#ffffff"
    readonly property color placeholderText: root.dark ? "#a0a0a0" : "#808080"
    readonly property color toolTipBase: root.dark ? "#3c3d41" : "#ffffdc"
    readonly property color toolTipText: root.dark ? "#e6e6e6" : "#000000"
    readonly property color highlight: root.dark ? "#2f7fc8" : "#308cc6"
    readonly property color highlightedText: "#ffffff"
    readonly property color link: root.dark ? "#6cb4ff" : "#1a6fb5"
    readonly property color linkVisited: root.dark ? "#b48cff" : "#7b3fb5"
    readonly property color light: root.dark ? "#696b72" : "#ffffff"
    readonly property color midlight: root.dark ? "#55575d" : "#cacaca"
    readonly property color mid: root.dark ? "#1e1f22" : "#b8b8b8"
    readonly property color shadowed: root.dark ? "#1b1c1e" : "#9f9f9f"
    readonly property color shadow: root.dark ? "#111214" : "#767676"
    readonly property color disabledText: root.dark ? "#8a8a8a" : "#9a9a9a"

    // Text that says something failed, was refused or was lost.
    readonly property color alertText: root.dark ? "#ff8a80" : "#c62828"
    // Text that says a target or check holds, and one that says more games
    // (or more work) would tell.
    readonly property color goodText: root.dark ? "#81c784" : "#2e7d32"
    readonly property color cautionText: root.dark ? "#ffb74d" : "#9a5b00"
    // Harm on a board, whose ground is its own in both schemes: a death, a
    // battle, a used die, a step a problem names.
    readonly property color hazard: "#c62828"
    // The red suits (hearts, diamonds) and the lands on a card face.
    readonly property color redSuit: "#c62828"
    readonly property color landSuit: "#2e7d32"
    // The seats P1 to P4 on a board: Okabe and Ito's set, told apart with
    // every common colour-vision deficiency.
    readonly property list<color> seatColors: ["#0072b2", "#d55e00", "#009e73", "#cc79a7"]
    // The series of a report's charts in order; the first colours a single series.
    readonly property list<color> chartSeries: ["#5b8def", "#e8833a", "#43a047", "#8e24aa", "#c62828", "#00897b"]
    // A chart's reference line: what luck alone would give.
    readonly property color chartReference: "#c62828"
    // A heatmap's scale, from a cell that saw no event to the busiest: pale
    // yellow, orange, deep red, as the HTML report's (pb::heatColor).
    readonly property list<color> heatScale: ["#fff7bc", "#fed876", "#feb84c", "#fe9929", "#e1651f", "#c23216", "#99000d"]
    // A difference map's scale, B less than A to B more than A, near white in
    // the middle (ColorBrewer's RdBu, as the HTML report's pb::differenceColor).
    readonly property list<color> differenceScale: ["#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7", "#fddbc7", "#f4a582", "#d6604d", "#b2182b"]
    // A heatmap cell's figure on a pale cell and on a dark one, and the
    // outline of a difference beyond noise: the cells' colours are the same
    // in both schemes, so these are too.
    readonly property color heatLabel: "#222222"
    readonly property color heatLabelOnDark: "#ffffff"
    readonly property color heatOutline: "#111111"
}
