pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Game length: the histogram of turns and their spread.
ReportSectionCard {
    id: root

    readonly property var metrics: root.summary.metrics

    heading: qsTr("Game length")
    Layout.preferredWidth: 1

    ReportLengthChart {
        Layout.fillWidth: true
        Layout.preferredHeight: 220
        bins: root.metrics.length ? root.metrics.length.histogram : []
        textColor: root.textColor
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.metrics.length ? qsTr("Turns: mean %1 · median %2 · p10 %3 · p90 %4 · shortest %5 · longest %6").arg(root.numbers.num(root.metrics.length.mean)).arg(root.numbers.num(root.metrics.length.median)).arg(root.numbers.num(root.metrics.length.p10)).arg(root.numbers.num(root.metrics.length.p90)).arg(root.metrics.length.min).arg(root.metrics.length.max) : ""
    }
}
