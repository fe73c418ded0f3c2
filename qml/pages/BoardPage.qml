pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The board of the chosen design, edited with the editor of its ruleset:
// Stability's tile board, or the deck of a card ruleset (Torus Lab).
Page {
    id: root

    required property DesignEditor design
    required property StabilityBoardEditor stabilityEditor
    required property DeckEditor deckEditor

    //: The page that shows a design's game board
    title: qsTr("Board")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            visible: root.design.designId > 0
            spacing: 12

            Label {
                Layout.fillWidth: true
                visible: !root.deckEditor.hasDeck
                text: root.stabilityEditor.dirty ? qsTr("%1 — board *").arg(root.design.name) : qsTr("%1 — board").arg(root.design.name)
                font.pixelSize: 22
                elide: Text.ElideRight
                Accessible.name: root.stabilityEditor.dirty ? qsTr("Board of %1, unsaved changes").arg(root.design.name) : qsTr("Board of %1").arg(root.design.name)
            }
            Label {
                Layout.fillWidth: true
                visible: root.deckEditor.hasDeck
                text: root.deckEditor.dirty ? qsTr("%1 — deck *").arg(root.design.name) : qsTr("%1 — deck").arg(root.design.name)
                font.pixelSize: 22
                elide: Text.ElideRight
                Accessible.name: root.deckEditor.dirty ? qsTr("Deck of %1, unsaved changes").arg(root.design.name) : qsTr("Deck of %1").arg(root.design.name)
            }
            Button {
                visible: root.deckEditor.hasDeck
                text: qsTr("Revert")
                enabled: root.deckEditor.dirty
                onClicked: root.deckEditor.reload()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Back to the saved deck (drops the undo history)")
            }
            Button {
                visible: root.deckEditor.hasDeck
                text: qsTr("Save deck")
                highlighted: true
                enabled: root.deckEditor.dirty || !root.deckEditor.savedDeck
                onClicked: root.deckEditor.save()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Write the deck into the design; a deck the game refuses is not saved (Ctrl+S)")
            }
            Button {
                visible: root.stabilityEditor.isStability
                text: qsTr("Revert")
                enabled: root.stabilityEditor.dirty
                onClicked: root.stabilityEditor.reload()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Back to the saved board (drops the undo history)")
            }
            Button {
                visible: root.stabilityEditor.isStability
                text: qsTr("Save board")
                highlighted: true
                enabled: root.stabilityEditor.dirty && root.stabilityEditor.warning.length === 0
                onClicked: root.stabilityEditor.save()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Write the board and its locks into the design (Ctrl+S)")
            }
        }

        StabilityBoardEditorPane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.stabilityEditor.isStability
            editor: root.stabilityEditor
        }

        DeckEditorPane {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.deckEditor.hasDeck
            editor: root.deckEditor
        }

        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !root.stabilityEditor.isStability && !root.deckEditor.hasDeck
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            font.pixelSize: 16
            opacity: 0.8
            text: {
                if (root.design.designId <= 0)
                    return qsTr("Choose a design on the Designs page to see its board.");
                return qsTr("There is no board editor for the ruleset %1 yet.").arg(root.design.rulesetName);
            }
        }
    }
}
