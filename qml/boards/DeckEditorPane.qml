pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Playbench

// The deck editor of a design whose deck is a deck of typed cards, for any
// ruleset: the table of card types (name, attributes, count) with undo,
// templates, CSV import and export, and the totals. Every edit goes through
// the editor. It keeps the editor-pane contract of BoardPage.qml; a card
// ruleset's RulesetUi names it, or its own pane that is one with a side
// panel of its own (Torus Lab's deal preview).
Item {
    id: root

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    readonly property DeckEditor editor: deckEditor
    // What a ruleset shows beside the table (filling its parent), or none; it
    // is sidePanelWidth wide.
    property alias sidePanel: sideHolder.data
    property real sidePanelWidth: 0
    //: After the design picker: the page shows the design's deck
    readonly property string partName: qsTr("deck")
    readonly property bool canSave: deckEditor.dirty || !deckEditor.savedDeck
    readonly property string saveText: qsTr("Save deck")
    readonly property string saveTip: qsTr("Write the deck into the design; a deck the game refuses is not saved (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved deck (drops the undo history)")

    DeckEditor {
        id: deckEditor

        workbench: root.workbench
        designId: root.designId
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Flow {
            Layout.fillWidth: true
            spacing: 8

            UndoRedoButtons {
                undoStack: root.editor.undoStack
            }
            ToolSeparator {}
            Button {
                text: qsTr("Add card type")
                onClicked: {
                    root.editor.addCardType(cardList.currentIndex);
                    cardList.currentIndex = Math.min(cardList.count - 1, cardList.currentIndex + 1);
                }
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("A new card type below the selected one, with its values")
            }
            Button {
                text: qsTr("Remove card type")
                enabled: cardList.currentIndex >= 0 && cardList.count > 0
                onClicked: root.editor.removeCardType(cardList.currentIndex)
            }
            ToolSeparator {}
            Repeater {
                model: root.editor.templates

                delegate: Button {
                    id: templateButton

                    required property var modelData

                    text: templateButton.modelData.name
                    onClicked: root.editor.applyTemplate(templateButton.modelData.id)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Replace the deck by this template: %1").arg(templateButton.modelData.description)
                }
            }
            ToolSeparator {}
            Button {
                objectName: "deckImportCsv"
                text: qsTr("Import CSV…")
                onClicked: importDialog.open()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: {
                    const columns = ["name"];
                    for (const attribute of root.editor.cards.attributes)
                        columns.push(attribute);
                    columns.push("count");
                    //: %1 the file's columns as it names them: name, suit, rank, count
                    return qsTr("Replace the deck by a CSV file with a header row (%1)").arg(columns.join(", "));
                }
            }
            Button {
                objectName: "deckExportCsv"
                text: qsTr("Export CSV…")
                //: The file name a deck is suggested to be exported under
                onClicked: exportDialog.ask(qsTr("deck.csv"))
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Write the deck as a CSV file for a spreadsheet or a card layout tool")
            }
        }

        MessageLine {
            objectName: "deckMessage"
            errorText: root.editor.errorMessage
            statusText: root.editor.statusMessage
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumWidth: 420
                spacing: 4

                Label {
                    Layout.fillWidth: true
                    text: root.editor.savedDeck ? qsTr("The design's saved deck.") : qsTr("No deck is saved with this design, so games deal the default deck shown here. Save to keep your edits.")
                    wrapMode: Text.Wrap
                    opacity: 0.8
                }
                // Column titles; a ListView header does not work under Bound in Qt 6.4.
                RowLayout {
                    Layout.fillWidth: true
                    Layout.rightMargin: 12
                    spacing: 6

                    Label {
                        Layout.fillWidth: true
                        Layout.leftMargin: 6
                        text: qsTr("Name")
                        font.bold: true
                    }
                    // The Repeaters of this pane sit in positioners: the deck is
                    // re-announced on a language switch, and a Repeater straight in
                    // a Layout crashes Qt 6.4 when its model changes during a
                    // rearrange (see PlayerPanel.qml).
                    Row {
                        spacing: 6

                        Repeater {
                            model: root.editor.attributeLabels

                            delegate: Label {
                                required property string modelData

                                width: 120
                                text: modelData
                                font.bold: true
                            }
                        }
                    }
                    Label {
                        Layout.preferredWidth: 110
                        text: qsTr("Count")
                        font.bold: true
                    }
                    Item {
                        implicitWidth: 32
                    }
                }
                ListView {
                    id: cardList

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: root.editor.cards
                    currentIndex: 0
                    spacing: 2
                    keyNavigationEnabled: true
                    ScrollBar.vertical: ScrollBar {
                        policy: ScrollBar.AsNeeded
                    }
                    Accessible.name: qsTr("Card types")

                    delegate: Rectangle {
                        id: cardRow

                        required property int index
                        required property string name
                        // The name in the interface language where it is a template's own.
                        required property string shownName
                        required property var values
                        required property int count

                        width: ListView.view.width - 12
                        implicitHeight: rowLayout.implicitHeight + 4
                        color: ListView.isCurrentItem ? root.palette.highlight : (index % 2 ? root.palette.alternateBase : root.palette.base)
                        opacity: ListView.isCurrentItem ? 0.95 : 1

                        TapHandler {
                            onTapped: cardList.currentIndex = cardRow.index
                        }
                        RowLayout {
                            id: rowLayout

                            anchors.fill: parent
                            anchors.margins: 2
                            spacing: 6

                            TextField {
                                Layout.fillWidth: true
                                text: cardRow.shownName
                                selectByMouse: true
                                Accessible.name: qsTr("Name of card type %1").arg(cardRow.index + 1)
                                onActiveFocusChanged: if (activeFocus)
                                    cardList.currentIndex = cardRow.index
                                // Leaving the field unchanged keeps the stored name.
                                onEditingFinished: if (text !== cardRow.shownName)
                                    root.editor.setName(cardRow.index, text)
                            }
                            Row {
                                spacing: 6

                                Repeater {
                                    model: root.editor.cards.attributes.length

                                    delegate: ComboBox {
                                        id: attributeBox

                                        required property int index

                                        width: 120
                                        // {value, text}: the deck keeps the value, the list shows the text.
                                        model: root.editor.attributeOptions[attributeBox.index]
                                        textRole: "text"
                                        valueRole: "value"
                                        currentIndex: attributeBox.model ? attributeBox.model.findIndex(option => option.value === cardRow.values[attributeBox.index]) : -1
                                        Accessible.name: qsTr("%1 of card type %2").arg(root.editor.attributeLabels[attributeBox.index]).arg(cardRow.index + 1)
                                        onActivated: idx => {
                                            cardList.currentIndex = cardRow.index;
                                            root.editor.setAttribute(cardRow.index, attributeBox.index, attributeBox.model[idx].value);
                                        }
                                    }
                                }
                            }
                            SpinBox {
                                Layout.preferredWidth: 110
                                from: 0
                                to: 255
                                value: cardRow.count
                                editable: true
                                Accessible.name: qsTr("Count of card type %1").arg(cardRow.index + 1)
                                onValueModified: {
                                    cardList.currentIndex = cardRow.index;
                                    root.editor.setCount(cardRow.index, value);
                                }
                            }
                            ToolButton {
                                text: "✕"
                                implicitWidth: 32
                                onClicked: root.editor.removeCardType(cardRow.index)
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("Remove this card type")
                                Accessible.name: qsTr("Remove card type %1").arg(cardRow.index + 1)
                            }
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: {
                        const parts = [];
                        for (const total of root.editor.totals)
                            parts.push(qsTr("%1 %2").arg(total.count).arg(total.text));
                        return qsTr("%n card(s) in %1 type(s)", "", root.editor.totalCards).arg(cardList.count) + (parts.length > 0 ? ": " + parts.join(", ") : "");
                    }
                    wrapMode: Text.Wrap
                    font.bold: true
                }
            }

            Item {
                id: sideHolder

                Layout.preferredWidth: root.sidePanelWidth
                Layout.fillHeight: true
                visible: root.sidePanelWidth > 0
            }
        }
    }

    OpenFileDialog {
        id: importDialog

        objectName: "deckImportDialog"
        title: qsTr("Import a deck from CSV")
        nameFilters: [qsTr("CSV files (*.csv)"), qsTr("All files (*)")]
        onAccepted: root.editor.importCsv(String(importDialog.selectedFile))
    }
    SaveFileDialog {
        id: exportDialog

        objectName: "deckExportDialog"
        title: qsTr("Export the deck as CSV")
        extension: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onChosen: path => {
            if (root.editor.exportCsv(path))
                DesktopFiles.announceSaved(path);
        }
    }
}
