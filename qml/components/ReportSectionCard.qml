pragma ComponentBehavior: Bound

import QtQuick
import Playbench

// One section of a run's report on the Reports page: a card that draws what
// its part of RunSummary computed. ReportResults lists the sections' cards in
// reading order; each card decides whether it shows and how wide it is.
ReportCard {
    required property RunSummary summary
    // Two columns of cards (ReportResults.wide), and the width they share.
    property bool wide: false
    property real reportWidth: width
    property color textColor: "black"
    readonly property ReportNumbers numbers: ReportNumbers {}
}
