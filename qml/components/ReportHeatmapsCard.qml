pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Where things happen: the run's heatmaps (RunSummary.heatmaps).
ReportSectionCard {
    id: root

    objectName: "heatmapsCard"
    heading: qsTr("Where things happen")
    Layout.columnSpan: root.wide ? 2 : 1
    visible: root.summary.heatmaps.length > 0

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Each map shows events on the board per game (a cell's events over the run divided by its games), so long games do not look hotter; a darker cell saw more. Point at a cell for its figure and the share of games in which it saw an event. Where seats differ, choose a seat to see the events its own decisions led to.")
    }
    Flow {
        Layout.fillWidth: true
        spacing: 24

        Repeater {
            model: root.summary.heatmaps

            HeatmapGrid {
                id: heatmapItem

                required property var modelData

                map: heatmapItem.modelData
                // Two maps side by side when the card is wide enough.
                width: root.wide ? Math.min(420, (root.reportWidth - 80) / 2) : root.reportWidth - 40
            }
        }
    }
}
