pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The Board page's pane of a scripted design: its rules script, and the deck
// and board the script lets a design carry (game.cards, a grid with
// editable = true), one tab each. It keeps the editor-pane contract
// (BoardPage.qml) for the tab on show: the page's Save and Revert act on it.
Item {
    id: root

    property Workbench workbench
    property int designId: 0
    // The window's playtest, for Check's "Open in Playtest" (BoardPage sets it).
    property PlaytestSession playtest: null
    signal playtestOpened

    // The tab on show: 0 the rules, 1 the deck, 2 the board.
    readonly property int tab: tabs.currentIndex
    readonly property DesignPartEditor editor: root.tab === 1 ? deckPane.editor : root.tab === 2 ? gridPane.editor : rulesPane.editor
    readonly property string partName: root.tab === 1 ? deckPane.partName : root.tab === 2 ? gridPane.partName : rulesPane.partName
    readonly property bool canSave: root.tab === 1 ? deckPane.canSave : root.tab === 2 ? gridPane.canSave : rulesPane.canSave
    readonly property string saveText: root.tab === 1 ? deckPane.saveText : root.tab === 2 ? gridPane.saveText : rulesPane.saveText
    readonly property string saveTip: root.tab === 1 ? deckPane.saveTip : root.tab === 2 ? gridPane.saveTip : rulesPane.saveTip
    readonly property string revertTip: root.tab === 1 ? deckPane.revertTip : root.tab === 2 ? gridPane.revertTip : rulesPane.revertTip

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        TabBar {
            id: tabs

            objectName: "scriptDesignTabs"
            Layout.fillWidth: true
            // A script with neither a deck nor a board shows its rules alone.
            visible: deckPane.editor.hasDeck || gridPane.editor.hasGrid

            TabButton {
                objectName: "scriptRulesTab"
                text: qsTr("Rules")
                width: implicitWidth
            }
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
            id: stack

            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            ScriptRulesPane {
                id: rulesPane

                workbench: root.workbench
                designId: root.designId
                playtest: root.playtest
                onPlaytestOpened: root.playtestOpened()
            }
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
    }
}
