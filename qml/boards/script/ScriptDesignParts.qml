pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The parts of a scripted design that its script lets a designer edit, as
// tabs: the deck (when the script declares cards, game.cards) and the board
// (when it declares an editable grid), each with its own save and revert.
// Without either it says so.
Item {
    id: root

    property Workbench workbench
    property int designId: 0
    readonly property bool hasParts: deckPane.editor.hasDeck || gridPane.editor.hasGrid
    // Whether the board is on show (else the deck, when there are parts).
    readonly property bool showsGrid: gridPane.editor.hasGrid && (tabs.currentIndex === 1 || !deckPane.editor.hasDeck)

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        TabBar {
            id: tabs

            Layout.fillWidth: true
            visible: root.hasParts

            TabButton {
                objectName: "scriptDeckTab"
                text: qsTr("Deck")
                width: deckPane.editor.hasDeck ? implicitWidth : 0
                visible: deckPane.editor.hasDeck
            }
            TabButton {
                objectName: "scriptBoardTab"
                text: qsTr("Board")
                width: gridPane.editor.hasGrid ? implicitWidth : 0
                visible: gridPane.editor.hasGrid
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.hasParts
            currentIndex: root.showsGrid ? 1 : 0

            DeckEditorPane {
                id: deckPane

                workbench: root.workbench
                designId: root.designId
            }
            ScriptGridPane {
                id: gridPane

                workbench: root.workbench
                designId: root.designId
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: root.hasParts
            spacing: 8

            Item {
                Layout.fillWidth: true
            }
            Button {
                text: qsTr("Revert")
                enabled: root.showsGrid ? gridPane.editor.dirty : deckPane.editor.dirty
                onClicked: root.showsGrid ? gridPane.editor.reload() : deckPane.editor.reload()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: root.showsGrid ? gridPane.revertTip : deckPane.revertTip
            }
            Button {
                objectName: "scriptPartSave"
                text: root.showsGrid ? gridPane.saveText : deckPane.saveText
                enabled: root.showsGrid ? gridPane.canSave : deckPane.canSave
                highlighted: true
                onClicked: root.showsGrid ? gridPane.editor.save() : deckPane.editor.save()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: root.showsGrid ? gridPane.saveTip : deckPane.saveTip
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !root.hasParts
            text: qsTr("This design's script declares no deck (game.cards) and no editable board (a grid with editable = true), so it has nothing to edit here.")
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            opacity: 0.8
        }
    }
}
