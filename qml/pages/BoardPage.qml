pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The board of the chosen design, edited with the editor pane of its ruleset
// (RulesetViews.editorPane: a tile board, a deck...). The picker at the top
// switches designs without a detour to the Designs page.
//
// The editor-pane contract every pane keeps:
//   inputs:  workbench, designId
//   outputs: editor (a DesignPartEditor: dirty, undoStack, save(), reload()),
//            partName ("board", "deck": what the header calls it), canSave,
//            saveText, saveTip, revertTip (the header's buttons)
Page {
    id: root

    required property Workbench workbench
    required property DesignEditor design
    // The window's playtest, for a pane that opens a game in it (a script's
    // Check); playtestOpened asks the window to show the Playtest page.
    property PlaytestSession playtest: null
    signal playtestOpened
    // The pane's editor, or null when the design's ruleset has no editor.
    readonly property var pane: paneLoader.status === Loader.Ready ? paneLoader.item : null
    readonly property DesignPartEditor editor: root.pane ? root.pane.editor : null

    // Saves the open part; false (with the editor's message) when it cannot be.
    function save(): bool {
        return root.editor ? root.editor.save() : true;
    }

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
                visible: root.pane !== null
                //: After the design picker: what the page edits of the design (a board, a deck); * marks unsaved changes
                text: root.pane ? (root.editor.dirty ? qsTr("%1 *").arg(root.pane.partName) : root.pane.partName) : ""
                font.pixelSize: 22
                elide: Text.ElideRight
                Accessible.name: root.pane ? (root.editor.dirty ? qsTr("%1 of %2, unsaved changes").arg(root.pane.partName).arg(root.design.name) : qsTr("%1 of %2").arg(root.pane.partName).arg(root.design.name)) : ""
            }
            Item {
                Layout.fillWidth: true
                visible: root.pane === null
            }
            Button {
                visible: root.pane !== null
                text: qsTr("Revert")
                enabled: root.editor !== null && root.editor.dirty
                onClicked: root.editor.reload()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: root.pane ? root.pane.revertTip : ""
            }
            Button {
                visible: root.pane !== null
                text: root.pane ? root.pane.saveText : ""
                highlighted: true
                enabled: root.pane !== null && root.pane.canSave
                onClicked: root.editor.save()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: root.pane ? root.pane.saveTip : ""
            }
        }

        Loader {
            id: paneLoader

            objectName: "editorPaneLoader"
            Layout.fillWidth: true
            Layout.fillHeight: true
            readonly property string pane: RulesetViews.editorPane(root.design.rulesetId)

            active: root.design.designId > 0 && pane.length > 0
            source: pane

            Binding {
                target: paneLoader.item
                property: "workbench"
                value: root.workbench
                when: paneLoader.status === Loader.Ready
            }
            Binding {
                target: paneLoader.item
                property: "designId"
                value: root.design.designId
                when: paneLoader.status === Loader.Ready
            }
            Binding {
                target: paneLoader.item
                property: "playtest"
                value: root.playtest
                when: paneLoader.status === Loader.Ready && paneLoader.item.hasOwnProperty("playtest")
            }
            Connections {
                target: paneLoader.item
                ignoreUnknownSignals: true

                function onPlaytestOpened() {
                    root.playtestOpened();
                }
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.pane === null
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
