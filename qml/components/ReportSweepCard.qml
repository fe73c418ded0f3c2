pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The sweep the run belongs to: its rates against the swept parameter.
ReportSectionCard {
    id: root

    readonly property var sweep: root.summary.sweep

    heading: qsTr("Sweep of %1").arg(root.sweep.parameter ?? "")
    Layout.columnSpan: root.wide ? 2 : 1
    visible: (root.sweep.series ?? []).length > 0

    ReportSweepChart {
        id: sweepChart

        Layout.fillWidth: true
        Layout.preferredHeight: 320
        sweep: root.sweep
        textColor: root.textColor
    }
    Flow {
        Layout.fillWidth: true
        spacing: 16

        Repeater {
            model: root.sweep.series ?? []

            Row {
                id: legendEntry

                required property var modelData
                required property int index

                spacing: 6

                Rectangle {
                    width: 14
                    height: 14
                    anchors.verticalCenter: parent.verticalCenter
                    color: sweepChart.colors.chartSeries[legendEntry.index % sweepChart.colors.chartSeries.length]
                }
                Label {
                    text: legendEntry.modelData.name
                }
            }
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Each point is its own run with the same seed; dotted lines bound the 95% interval. Mean length in turns: %1").arg((root.sweep.lengthPoints ?? []).map(p => qsTr("%1 at %2").arg(root.numbers.num(p.y)).arg(p.x)).join(", "))
    }
}
