pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Playbench

// The cards and boards of a Butterfly Effect design: the six species (numbers
// and the pattern drawn by clicking a 4 x 4 grid), the evolution cards (an
// effect from the list with its number), CSV import and export, and the board
// both eras share (size, green spots, Ra's cities) with a seed to draw it
// from and locks. Every edit goes through the editor, so it can be undone. It
// keeps the editor-pane contract of BoardPage.qml.
Item {
    id: root

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    readonly property ButterflyEffectEditor editor: cardEditor
    //: After the design picker: the page shows the design's cards and boards
    readonly property string partName: qsTr("cards and boards")
    readonly property bool canSave: cardEditor.dirty
    readonly property string saveText: qsTr("Save cards and boards")
    readonly property string saveTip: qsTr("Write the species, evolution cards and board into the design (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved cards and boards (drops the undo history)")
    // What a click on the board does: "green", "city" or "lock".
    property string tool: "green"
    // The effect list takes what the cards column leaves after the name, the
    // two numbers and the Remove button, so a row fits at 1280 x 800.
    readonly property real effectWidth: Math.max(140, Math.min(300, cardsView.availableWidth - 110 - 2 * 82 - 90 - 4 * 6 - 4))

    // The row of effect `name` in the editor's list of typed effects, or -1.
    function effectIndex(name: string): int {
        const effects = cardEditor.effects;
        for (let i = 0; i < effects.length; ++i) {
            if (effects[i].name === name)
                return i;
        }
        return -1;
    }

    ButterflyEffectEditor {
        id: cardEditor

        workbench: root.workbench
        designId: root.designId
    }

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        Flow {
            Layout.fillWidth: true
            spacing: 8

            UndoRedoButtons {
                undoStack: root.editor.undoStack
            }
            ToolSeparator {}
            Button {
                objectName: "butterflyImportCsv"
                text: qsTr("Import CSV…")
                onClicked: importDialog.open()
            }
            Button {
                objectName: "butterflyExportCsv"
                text: qsTr("Export CSV…")
                onClicked: exportDialog.open()
            }
        }
        // Always one line high, shown or not: a message that came and went
        // moved the grids below it, so a designer's next click on a pattern
        // cell landed on the row above (tried under Xvfb with xdotool). A
        // message longer than the line is elided, whole in its tooltip.
        Label {
            id: editorMessage

            objectName: "butterflyEditorMessage"
            Layout.fillWidth: true
            Layout.preferredHeight: editorMessageMetrics.height
            elide: Text.ElideRight
            text: cardEditor.errorMessage !== "" ? cardEditor.errorMessage : cardEditor.statusMessage
            color: cardEditor.errorMessage !== "" ? root.colors.alertText : root.palette.windowText
            Accessible.name: editorMessage.text

            FontMetrics {
                id: editorMessageMetrics

                font: editorMessage.font
            }
            HoverHandler {
                id: editorMessageHover
            }
            ToolTip.visible: editorMessageHover.hovered && editorMessage.truncated
            ToolTip.text: editorMessage.text
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            // The cards.
            ScrollView {
                id: cardsView

                // A fixed preferred width: its content follows its width, not the other way.
                Layout.preferredWidth: 400
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                contentWidth: availableWidth

                // Positioners, not layouts: the rows are made anew on every edit.
                Column {
                    width: cardsView.availableWidth
                    spacing: 6

                    Label {
                        text: qsTr("Species: the animals (Bastet), then the plants (Osiris)")
                        font.bold: true
                    }
                    // What each column of the rows below holds.
                    Row {
                        spacing: 6

                        Item {
                            width: 10
                            height: 1
                        }
                        Repeater {
                            model: [{"text": qsTr("Name"), "width": 110}, {"text": qsTr("Strength"), "width": 82}, {"text": qsTr("Move"), "width": 82}, {"text": qsTr("Health"), "width": 82}, {"text": qsTr("Copies"), "width": 82}, {"text": qsTr("Pattern"), "width": 60}]

                            delegate: Label {
                                required property var modelData

                                width: modelData.width
                                text: modelData.text
                                elide: Text.ElideRight
                                opacity: 0.75
                            }
                        }
                    }
                    Repeater {
                        model: cardEditor.species

                        delegate: Row {
                            id: speciesRow

                            required property var modelData
                            required property int index

                            spacing: 6

                            Rectangle {
                                width: 10
                                height: 10
                                radius: speciesRow.modelData.animal ? 5 : 2
                                color: root.colors.seatColors[speciesRow.modelData.animal ? 0 : 1]
                            }
                            TextField {
                                objectName: "speciesName" + speciesRow.index
                                width: 110
                                text: speciesRow.modelData.name
                                Accessible.name: qsTr("Name of species %1").arg(speciesRow.index + 1)
                                onEditingFinished: if (text !== speciesRow.modelData.name) cardEditor.setSpeciesValue(speciesRow.index, "name", text)
                            }
                            Repeater {
                                model: [{"field": "strength", "from": 0, "to": 9, "label": qsTr("Strength")}, {"field": "move", "from": 1, "to": 6, "label": qsTr("Move")}, {"field": "health", "from": 1, "to": 12, "label": qsTr("Health")}, {"field": "copies", "from": 0, "to": 9, "label": qsTr("Copies")}]

                                delegate: SpinBox {
                                    id: numberBox

                                    required property var modelData

                                    objectName: "species" + speciesRow.index + numberBox.modelData.field
                                    width: 82
                                    from: numberBox.modelData.from
                                    to: numberBox.modelData.to
                                    value: speciesRow.modelData[numberBox.modelData.field]
                                    editable: true
                                    Accessible.name: qsTr("%1 of %2").arg(numberBox.modelData.label).arg(speciesRow.modelData.name)
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 500
                                    ToolTip.text: numberBox.modelData.label
                                    onValueModified: cardEditor.setSpeciesValue(speciesRow.index, numberBox.modelData.field, value)
                                }
                            }
                            // The pattern: click a cell to draw or clear it.
                            Grid {
                                objectName: "patternGrid" + speciesRow.index
                                columns: 4
                                spacing: 1

                                Repeater {
                                    model: 16

                                    delegate: Rectangle {
                                        id: cell

                                        required property int index

                                        readonly property bool on: speciesRow.modelData.grid[cell.index]

                                        objectName: "pattern" + speciesRow.index + "cell" + cell.index
                                        width: 14
                                        height: 14
                                        color: cell.on ? root.colors.seatColors[speciesRow.modelData.animal ? 0 : 1] : root.palette.base
                                        border.width: 1
                                        border.color: "#8a8a8a"

                                        Accessible.role: Accessible.CheckBox
                                        Accessible.checked: cell.on
                                        Accessible.name: qsTr("Pattern of %1, row %2, column %3").arg(speciesRow.modelData.name).arg(Math.floor(cell.index / 4) + 1).arg(cell.index % 4 + 1)
                                        Accessible.onPressAction: cardEditor.togglePatternCell(speciesRow.index, Math.floor(cell.index / 4), cell.index % 4)

                                        TapHandler {
                                            onTapped: cardEditor.togglePatternCell(speciesRow.index, Math.floor(cell.index / 4), cell.index % 4)
                                        }
                                    }
                                }
                            }
                        }
                    }

                    Row {
                        spacing: 8

                        Label {
                            text: qsTr("Evolution cards (in both decks)")
                            font.bold: true
                        }
                        Button {
                            objectName: "addEvolution"
                            text: qsTr("Add card")
                            enabled: cardEditor.evolutions.length < 12
                            onClicked: cardEditor.addEvolution()
                        }
                    }
                    Row {
                        spacing: 6

                        Repeater {
                            model: [{"text": qsTr("Name"), "width": 110}, {"text": qsTr("Effect"), "width": root.effectWidth}, {"text": qsTr("n"), "width": 82}, {"text": qsTr("Copies"), "width": 82}]

                            delegate: Label {
                                required property var modelData

                                width: modelData.width
                                text: modelData.text
                                elide: Text.ElideRight
                                opacity: 0.75
                            }
                        }
                    }
                    Repeater {
                        model: cardEditor.evolutions

                        delegate: Row {
                            id: evolutionRow

                            required property var modelData
                            required property int index

                            spacing: 6

                            TextField {
                                width: 110
                                text: evolutionRow.modelData.name
                                Accessible.name: qsTr("Name of evolution card %1").arg(evolutionRow.index + 1)
                                onEditingFinished: if (text !== evolutionRow.modelData.name) cardEditor.setEvolutionValue(evolutionRow.index, "name", text)
                            }
                            ComboBox {
                                objectName: "evolutionEffect" + evolutionRow.index
                                width: root.effectWidth
                                model: cardEditor.effects
                                textRole: "label"
                                valueRole: "name"
                                // From the list itself: indexOfValue() is not ready while the model loads.
                                currentIndex: root.effectIndex(evolutionRow.modelData.effect)
                                Accessible.name: qsTr("Effect of %1").arg(evolutionRow.modelData.name)
                                onActivated: cardEditor.setEvolutionValue(evolutionRow.index, "effect", currentValue)
                            }
                            SpinBox {
                                width: 82
                                from: 0
                                to: 9
                                value: evolutionRow.modelData.value
                                editable: true
                                Accessible.name: qsTr("Number n of %1").arg(evolutionRow.modelData.name)
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("n: the effect's number")
                                onValueModified: cardEditor.setEvolutionValue(evolutionRow.index, "value", value)
                            }
                            SpinBox {
                                width: 82
                                from: 0
                                to: 9
                                value: evolutionRow.modelData.copies
                                editable: true
                                Accessible.name: qsTr("Copies of %1").arg(evolutionRow.modelData.name)
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("Copies in each deck")
                                onValueModified: cardEditor.setEvolutionValue(evolutionRow.index, "copies", value)
                            }
                            Button {
                                text: qsTr("Remove")
                                onClicked: cardEditor.removeEvolution(evolutionRow.index)
                            }
                        }
                    }
                }
            }

            // The boards of the two eras, one at a time: the past's own layout
            // where the game allows one (separateEraLayouts), else both share one.
            ColumnLayout {
                Layout.fillHeight: true
                Layout.preferredWidth: Math.min(root.width * 0.34, 460)
                spacing: 6

                Flow {
                    Layout.fillWidth: true
                    spacing: 6

                    Label {
                        height: presentButton.height
                        verticalAlignment: Text.AlignVCenter
                        text: qsTr("Board of")
                        font.bold: true
                    }
                    RadioButton {
                        id: pastButton

                        objectName: "butterflyEraPast"
                        text: qsTr("the past")
                        checked: cardEditor.era === 0
                        onClicked: cardEditor.era = 0
                    }
                    RadioButton {
                        id: presentButton

                        objectName: "butterflyEraPresent"
                        text: qsTr("the present")
                        checked: cardEditor.era === 1
                        onClicked: cardEditor.era = 1
                    }
                }
                Label {
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                    opacity: 0.7
                    text: !cardEditor.separateEras ? qsTr("Both eras share this board; the parameter \"Own layout for the past\" lets the past have its own.") : cardEditor.pastDiffers ? qsTr("The past has a layout of its own.") : qsTr("The past is laid out as the present until one of them changes.")
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6

                    Label {
                        height: sizeBox.height
                        verticalAlignment: Text.AlignVCenter
                        text: qsTr("Size")
                    }
                    SpinBox {
                        id: sizeBox

                        objectName: "boardSizeBox"
                        from: 5
                        to: 11
                        value: cardEditor.boardSize
                        Accessible.name: qsTr("Board size")
                        onValueModified: cardEditor.setBoardSize(value)
                    }
                    RadioButton {
                        text: qsTr("Green spots")
                        checked: root.tool === "green"
                        onClicked: root.tool = "green"
                    }
                    RadioButton {
                        text: qsTr("Cities")
                        checked: root.tool === "city"
                        onClicked: root.tool = "city"
                    }
                    RadioButton {
                        text: qsTr("Locks")
                        checked: root.tool === "lock"
                        onClicked: root.tool = "lock"
                    }
                }
                // The board with its edges labelled as squares are named ("C4").
                Item {
                    id: boardEdges

                    readonly property real edge: 16

                    // From the cell size, not from the Grid's laid-out size: the
                    // Grid positions its squares after the layout has read this,
                    // and the rows below then overlapped the board.
                    implicitWidth: boardEdges.edge + boardGrid.cell * Math.max(1, cardEditor.boardSize)
                    implicitHeight: boardEdges.edge + boardGrid.cell * Math.max(1, cardEditor.boardSize)

                    Repeater {
                        model: cardEditor.boardSize

                        delegate: Label {
                            required property int index

                            x: boardGrid.x + index * boardGrid.cell
                            width: boardGrid.cell
                            height: boardEdges.edge
                            text: String.fromCharCode(65 + index)
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            opacity: 0.8
                        }
                    }
                    Repeater {
                        model: cardEditor.boardSize

                        delegate: Label {
                            required property int index

                            y: boardGrid.y + index * boardGrid.cell
                            width: boardEdges.edge - 3
                            height: boardGrid.cell
                            text: index + 1
                            horizontalAlignment: Text.AlignRight
                            verticalAlignment: Text.AlignVCenter
                            opacity: 0.8
                        }
                    }
                    Grid {
                        id: boardGrid

                        x: boardEdges.edge
                        y: boardEdges.edge
                        readonly property real cell: Math.max(14, Math.floor(Math.min(Math.min(root.width * 0.34, 460), root.height * 0.55) / Math.max(1, cardEditor.boardSize)))

                        objectName: "butterflyBoardGrid"
                        columns: Math.max(1, cardEditor.boardSize)

                        Repeater {
                            model: cardEditor.squares

                            delegate: Rectangle {
                                id: square

                                required property var modelData
                                required property int index

                                objectName: "boardSquare" + square.index
                                width: boardGrid.cell
                                height: boardGrid.cell
                                color: square.modelData.city > 0 ? "#f3deb0" : square.modelData.green ? "#cfe8c4" : "#f6f3ea"
                                border.width: 1
                                border.color: "#b7b2a4"

                                Accessible.role: Accessible.Button
                                //: %1 a square as the board's edges label it (C4)
                                Accessible.name: qsTr("Square %1").arg(String.fromCharCode(65 + square.index % cardEditor.boardSize) + (Math.floor(square.index / cardEditor.boardSize) + 1))

                                Text {
                                    anchors.centerIn: parent
                                    visible: square.modelData.city > 0
                                    text: "\u2656" + square.modelData.city
                                    color: "#6d4c00"
                                    font.pixelSize: Math.max(8, boardGrid.cell * 0.35)
                                }
                                Text {
                                    anchors.right: parent.right
                                    anchors.top: parent.top
                                    anchors.margins: 1
                                    visible: square.modelData.locked
                                    text: "\u{1F512}"
                                    font.pixelSize: Math.max(7, boardGrid.cell * 0.28)
                                }
                                TapHandler {
                                    onTapped: {
                                        if (root.tool === "green")
                                            cardEditor.toggleGreen(square.index);
                                        else if (root.tool === "city")
                                            cardEditor.toggleCity(square.index);
                                        else
                                            cardEditor.toggleLock(square.index);
                                    }
                                }
                            }
                        }
                    }
                }
                Label {
                    text: qsTr("%1 green spots, %2 cities").arg(cardEditor.greenCount).arg(cardEditor.cityCount)
                    opacity: 0.7
                }
                RowLayout {
                    spacing: 6

                    TextField {
                        id: seedField

                        objectName: "butterflySeedField"
                        Layout.preferredWidth: 120
                        placeholderText: qsTr("Seed")
                        text: "1"
                        Accessible.name: qsTr("Seed of the random board")
                    }
                    Button {
                        objectName: "butterflyRandomize"
                        text: qsTr("Randomize")
                        onClicked: cardEditor.randomizeBoard(seedField.text)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Draw the green spots and cities from the seed; locked squares stay")
                    }
                }
            }
        }
    }

    OpenFileDialog {
        id: importDialog

        objectName: "butterflyImportDialog"
        title: qsTr("Import the cards from CSV")
        nameFilters: [qsTr("CSV files (*.csv)"), qsTr("All files (*)")]
        onAccepted: root.editor.importCsv(String(importDialog.selectedFile))
    }
    SaveFileDialog {
        id: exportDialog

        objectName: "butterflyExportDialog"
        title: qsTr("Export the cards as CSV")
        extension: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        onChosen: path => {
            if (root.editor.exportCsv(path))
                DesktopFiles.announceSaved(path);
        }
    }
}
