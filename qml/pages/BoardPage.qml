pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The board of the chosen design, edited with the editor of its ruleset:
// Stability's tile board, or the deck of a card ruleset (Torus Lab). The
// picker at the top switches designs without a detour to the Designs page.
Page {
    id: root

    required property Workbench workbench
    required property DesignEditor design
    required property StabilityBoardEditor stabilityEditor
    required property DeckEditor deckEditor

    // The user picked design `designId`; the window asks about unsaved
    // changes before it opens it (and the picker shows the open design again
    // if the switch is cancelled).
    signal designChosen(int designId)

    //: The page that shows a design's game board
    title: qsTr("Board")

    // Points the picker at the open design.
    function showOpenDesign() {
        designPicker.currentIndex = designPicker.indexOfValue(root.design.designId);
    }

    Connections {
        target: root.design

        function onDesignIdChanged() {
            root.showOpenDesign();
        }
    }

    DesignListModel {
        id: designs

        workbench: root.workbench
        onCountChanged: root.showOpenDesign()
        onModelReset: root.showOpenDesign()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            ComboBox {
                id: designPicker

                objectName: "boardDesignPicker"
                Layout.preferredWidth: 320
                model: designs
                textRole: "name"
                valueRole: "id"
                displayText: currentIndex >= 0 ? currentText : qsTr("Choose a design")
                font.pixelSize: 18
                Accessible.name: qsTr("Design whose board is shown")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Show another design's board; unsaved changes are offered for saving first")
                Component.onCompleted: root.showOpenDesign()
                onActivated: {
                    const chosen = designPicker.currentValue;
                    root.showOpenDesign();
                    root.designChosen(chosen);
                }
            }
            Label {
                Layout.fillWidth: true
                visible: root.design.designId > 0 && !root.deckEditor.hasDeck
                //: After the design picker: the page shows the design's board; * marks unsaved changes
                text: root.stabilityEditor.dirty ? qsTr("board *") : qsTr("board")
                font.pixelSize: 22
                elide: Text.ElideRight
                Accessible.name: root.stabilityEditor.dirty ? qsTr("Board of %1, unsaved changes").arg(root.design.name) : qsTr("Board of %1").arg(root.design.name)
            }
            Label {
                Layout.fillWidth: true
                visible: root.design.designId > 0 && root.deckEditor.hasDeck
                //: After the design picker: the page shows the design's deck; * marks unsaved changes
                text: root.deckEditor.dirty ? qsTr("deck *") : qsTr("deck")
                font.pixelSize: 22
                elide: Text.ElideRight
                Accessible.name: root.deckEditor.dirty ? qsTr("Deck of %1, unsaved changes").arg(root.design.name) : qsTr("Deck of %1").arg(root.design.name)
            }
            Item {
                Layout.fillWidth: true
                visible: root.design.designId <= 0
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
                    return qsTr("Choose a design above or on the Designs page to see its board.");
                return qsTr("There is no board editor for the ruleset %1 yet.").arg(root.design.rulesetName);
            }
        }
    }
}
