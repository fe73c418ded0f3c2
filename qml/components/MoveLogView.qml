pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The rows of a game's log (a MoveLogModel): index, actor, text, annotation and
// tag chips, and the analysis's label where there is one. Undo rows and the decisions they took back are marked. Arrow keys
// and clicks choose a row; the owner shows its annotation editor.
ListView {
    id: root

    required property MoveLogModel log
    // Follow the newest row as rows arrive (a live game).
    property bool followNewest: true

    model: root.log
    clip: true
    currentIndex: -1
    keyNavigationEnabled: true
    activeFocusOnTab: true
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {}
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Move log")

    onCountChanged: {
        if (root.followNewest && !root.activeFocus)
            toEnd.restart();
    }

    // Scrolls once the new rows are laid out, not while the model is being reset.
    Timer {
        id: toEnd

        interval: 0
        onTriggered: root.positionViewAtEnd()
    }

    highlightMoveDuration: 0

    delegate: ItemDelegate {
        id: row

        required property int index
        required property int idx
        required property string actorName
        // The role "text" would clash with the button's own text property.
        required property var model
        required property string annotation
        required property var tags
        required property bool isChance
        required property bool isUndo
        required property bool takenBack
        required property string analysisLabel
        required property string analysisLabelText
        required property string outcome

        width: ListView.view.width
        topPadding: 4
        bottomPadding: 4
        leftPadding: 8
        rightPadding: 8
        background: SelectionBackground {
            selected: row.ListView.isCurrentItem
            hovered: row.hovered
        }
        onClicked: {
            root.currentIndex = row.index;
            root.forceActiveFocus();
        }
        Accessible.name: qsTr("Move %1, %2: %3").arg(row.idx + 1).arg(row.actorName).arg(row.model.text) + (row.outcome.length > 0 ? " (" + row.outcome + ")" : "") + (row.takenBack ? qsTr(", taken back") : "") + (row.annotation.length > 0 ? qsTr(", note: %1").arg(row.annotation) : "") + (row.analysisLabel.length > 0 ? qsTr(", analysis: %1").arg(row.analysisLabelText) : "")

        contentItem: ColumnLayout {
            spacing: 2

            RowLayout {
                Layout.fillWidth: true
                spacing: 6

                Label {
                    Layout.preferredWidth: 34
                    text: row.idx + 1
                    horizontalAlignment: Text.AlignRight
                    opacity: 0.6
                }
                Label {
                    Layout.preferredWidth: 56
                    text: row.isUndo ? qsTr("Undo") : row.actorName
                    font.bold: !row.isChance && !row.isUndo
                    font.italic: row.isChance || row.isUndo
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    text: row.model.text
                    wrapMode: Text.Wrap
                    font.strikeout: row.takenBack
                    font.italic: row.isUndo
                    opacity: row.takenBack || row.isUndo ? 0.6 : 1
                }
                // The second opinion's label (Review's analysis): colour and word.
                AnalysisLabelChip {
                    label: row.analysisLabel
                    text: row.analysisLabelText
                }
                Label {
                    visible: row.takenBack
                    //: A move later taken back by an undo
                    text: qsTr("taken back")
                    font.pixelSize: 11
                    opacity: 0.7
                }
            }
            // What the decision set off, as the ruleset words it.
            Label {
                objectName: "moveLogOutcome"
                Layout.fillWidth: true
                Layout.leftMargin: 96
                visible: row.outcome.length > 0
                text: row.outcome
                wrapMode: Text.Wrap
                font.pixelSize: 12
                opacity: row.takenBack ? 0.5 : 0.8
            }
            Label {
                Layout.fillWidth: true
                Layout.leftMargin: 40
                visible: row.annotation.length > 0
                text: row.annotation
                wrapMode: Text.Wrap
                maximumLineCount: 3
                elide: Text.ElideRight
                font.italic: true
            }
            Flow {
                Layout.fillWidth: true
                Layout.leftMargin: 40
                visible: row.tags.length > 0
                spacing: 4

                Repeater {
                    model: row.tags

                    delegate: Label {
                        required property string modelData

                        text: root.log.tagLabel(modelData)
                        font.pixelSize: 11
                        leftPadding: 6
                        rightPadding: 6
                        topPadding: 1
                        bottomPadding: 1
                        background: Rectangle {
                            radius: height / 2
                            color: root.palette.alternateBase
                            border.color: root.palette.mid
                        }
                    }
                }
            }
        }
    }
}
