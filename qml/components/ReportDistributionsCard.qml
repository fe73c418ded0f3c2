pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The counters the run's ruleset asks to chart (CounterSpec::distribution).
ReportSectionCard {
    id: root

    readonly property var metrics: root.summary.metrics

    objectName: "distributionsCard"
    heading: qsTr("Per-game counts")
    Layout.columnSpan: root.wide ? 2 : 1
    visible: (root.metrics.distributions ?? []).length > 0

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("How many games reached each number (a game counts its largest player's number).")
    }
    // In a positioner: the model is re-made on a language switch.
    Flow {
        Layout.fillWidth: true
        spacing: 24

        Repeater {
            model: root.metrics.distributions ?? []

            Column {
                id: distribution

                required property var modelData

                width: root.wide ? Math.min(560, (root.reportWidth - 80) / 2) : root.reportWidth - 40
                spacing: 2

                Label {
                    width: parent.width
                    text: distribution.modelData.label
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                ReportLengthChart {
                    objectName: "distributionChart"
                    width: parent.width
                    height: 220
                    bins: distribution.modelData.histogram
                    valueTitle: ""
                    textColor: root.textColor
                }
                Label {
                    width: parent.width
                    wrapMode: Text.Wrap
                    text: qsTr("Mean %1 · median %2 · least %3 · most %4").arg(root.numbers.num(distribution.modelData.mean)).arg(root.numbers.num(distribution.modelData.median)).arg(distribution.modelData.min).arg(distribution.modelData.max)
                }
            }
        }
    }
}
