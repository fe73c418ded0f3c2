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

    readonly property Item current: stack.children[stack.currentIndex] ?? rulesPane
    readonly property DesignPartEditor editor: root.current.editor
    readonly property string partName: root.current.partName
    readonly property bool canSave: root.current.canSave
    readonly property string saveText: root.current.saveText
    readonly property string saveTip: root.current.saveTip
    readonly property string revertTip: root.current.revertTip

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
