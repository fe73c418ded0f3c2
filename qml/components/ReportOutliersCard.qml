pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The games to look at (RunSummary.outliers), each with a button that
// replays it in Review.
ReportSectionCard {
    id: root

    readonly property var info: root.summary.info

    signal reviewGameRequested(int gameId)

    heading: qsTr("Games to look at")
    Layout.preferredWidth: 1

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: root.info.logMoves ? qsTr("Open a game to replay it move by move in Review.") : qsTr("This run did not keep its games' moves, so they cannot be opened in Review. Tick \"Keep every game's moves\" for the next run.")
    }
    // In a positioner: a reload re-makes the model (a language switch),
    // and a Repeater straight in a Layout crashes Qt 6.4 when its model
    // changes during a rearrange (seen at 1920x1080).
    Column {
        id: outliers

        Layout.fillWidth: true
        spacing: 6

        Repeater {
            model: root.summary.outliers

            RowLayout {
                id: outlier

                required property var modelData

                width: outliers.width
                spacing: 8

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        text: outlier.modelData.title
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        text: outlier.modelData.detail
                        wrapMode: Text.Wrap
                    }
                }
                Button {
                    text: qsTr("Open in Review")
                    enabled: outlier.modelData.gameId > 0
                    onClicked: root.reviewGameRequested(outlier.modelData.gameId)
                }
            }
        }
    }
}
