pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The set-up editor of a Titanomachia design: for the player chosen at the
// top, the titan builder (five System cards, each score and Armour with the
// card's price), the Initiative bid, the Objectives from their templates, and
// the terrain of its home half, placed square by square with the brush or
// drawn from a seed under what its budget leaves. Both players' points stand
// against the budget at the top, in red when over it. Every edit goes through
// the editor, so it can be undone. It keeps the editor-pane contract of
// BoardPage.qml.
Item {
    id: root

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    readonly property TitanomachiaSetupEditor editor: setupEditor
    //: After the design picker: the page shows the design's set-up (Titans, terrain, Objectives)
    readonly property string partName: qsTr("set-up")
    // Over the budget the button stays live: a click says why on the line.
    readonly property bool canSave: setupEditor.dirty
    readonly property string saveText: qsTr("Save set-up")
    readonly property string saveTip: setupEditor.overBudget ? setupEditor.budgetProblem : qsTr("Write both Titans, their terrain, bids and Objectives into the design (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved set-up (drops the undo history)")

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property list<color> terrainColors: ["#e8e4d8", "#cbbf9f", "#a39274", "#6d6250", "#8d9a7a", "#7b8a9a", "#9a7b8a", "#5f6f5f"]
    readonly property real squareSide: Math.max(18, Math.min(60, Math.floor((root.height - 190) / 10)))

    TitanomachiaSetupEditor {
        id: setupEditor

        workbench: root.workbench
        designId: root.designId
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        // Whose set-up, and both players' points against the budget.
        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            Repeater {
                model: 2

                Button {
                    required property int index

                    objectName: "titanSeatButton" + index
                    text: qsTr("Player %1").arg(index + 1)
                    checkable: true
                    checked: setupEditor.seat === index
                    onClicked: setupEditor.seat = index
                }
            }
            // In a positioner, as in PlayerPanel.qml: the costs are re-worded on a
            // language switch, and a Repeater straight in a Layout crashes Qt 6.4
            // when its model changes during a rearrange.
            Row {
                id: costRow

                Layout.fillWidth: true
                spacing: 12

                Repeater {
                    model: setupEditor.costs

                    Label {
                        required property var modelData

                        objectName: "titanCost" + modelData.seat
                        // The row shared out, as the layout did for labels filling it.
                        width: (costRow.width - costRow.spacing * (setupEditor.costs.length - 1)) / Math.max(1, setupEditor.costs.length)
                        wrapMode: Text.WordWrap
                        color: modelData.over ? root.colors.alertText : root.colors.windowText
                        font.bold: modelData.over
                        //: %1 a player (P1), %2..%5 points for the Titan, terrain, Objectives and bid, %6 their total, %7 the budget, %8 what is left
                        text: qsTr("%1: Titan %2 + terrain %3 + Objectives %4 + bid %5 = %6 of %7 (%8 left)").arg(modelData.label).arg(modelData.titan).arg(modelData.terrain).arg(modelData.objectives).arg(modelData.bid).arg(modelData.total).arg(modelData.budget).arg(modelData.left) + (modelData.over ? " \u2014 " + qsTr("over the budget") : "")
                    }
                }
            }
        }

        // A refusal, else why the set-up cannot be saved yet, else what the last action did.
        Label {
            objectName: "setupMessageLine"
            Layout.fillWidth: true
            visible: text.length > 0
            wrapMode: Text.WordWrap
            readonly property string problem: setupEditor.errorMessage.length > 0 ? setupEditor.errorMessage : setupEditor.budgetProblem
            color: problem.length > 0 ? root.colors.alertText : root.colors.windowText
            text: problem.length > 0 ? problem : setupEditor.statusMessage
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            // The terrain: the board, the brush and the generator.
            ColumnLayout {
                Layout.alignment: Qt.AlignTop
                spacing: 6

                Flow {
                    Layout.preferredWidth: root.squareSide * 10
                    spacing: 4

                    Repeater {
                        model: setupEditor.terrainTypes

                        Button {
                            id: brushButton

                            required property var modelData

                            objectName: "titanBrush" + modelData.index
                            checkable: true
                            checked: setupEditor.brush === modelData.index
                            //: %1 a terrain type, %2 Armour, %3 Difficulty, %4 Interference, %5 its price in points
                            text: qsTr("%1 %2·%3·%4 (%5 pt)").arg(modelData.name).arg(modelData.armour).arg(modelData.difficulty).arg(modelData.interference).arg(modelData.cost)
                            onClicked: setupEditor.brush = modelData.index
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Armour · Difficulty · Interference. Click squares of your half to place it.")
                            background: Rectangle {
                                radius: 3
                                color: root.terrainColors[Math.min(brushButton.modelData.index, root.terrainColors.length - 1)]
                                border.width: brushButton.checked ? 3 : 1
                                border.color: brushButton.checked ? "#ff6d00" : "#808080"
                            }
                            contentItem: Label {
                                text: brushButton.text
                                color: brushButton.modelData.index >= 3 ? "#ffffff" : "#1f1f1f"
                                horizontalAlignment: Text.AlignHCenter
                            }
                        }
                    }
                }

                Grid {
                    objectName: "titanEditorBoard"
                    columns: 10

                    Repeater {
                        model: setupEditor.squares

                        Rectangle {
                            id: cell

                            required property var modelData

                            objectName: "titanEditorSquare" + modelData.index
                            width: root.squareSide
                            height: root.squareSide
                            color: root.terrainColors[Math.min(modelData.terrainIndex, root.terrainColors.length - 1)]
                            opacity: modelData.editable ? 1 : 0.55
                            border.width: 1
                            border.color: Qt.darker(color, 1.35)
                            Accessible.role: Accessible.Cell
                            Accessible.name: modelData.name + ": " + modelData.terrain

                            // Armour · Difficulty · Interference, as on the play board.
                            Text {
                                readonly property var type: setupEditor.terrainTypes[cell.modelData.terrainIndex] ?? ({})

                                anchors.centerIn: parent
                                visible: cell.modelData.terrainIndex > 0
                                text: (type.armour ?? 0) + "\u00b7" + (type.difficulty ?? 0) + "\u00b7" + (type.interference ?? 0)
                                color: cell.modelData.terrainIndex >= 3 ? "#ffffff" : "#1f1f1f"
                                font.pixelSize: root.squareSide * 0.26
                            }
                            MouseArea {
                                anchors.fill: parent
                                enabled: cell.modelData.editable
                                cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                                onClicked: setupEditor.placeTerrain(cell.modelData.index)
                            }
                        }
                    }
                }

                RowLayout {
                    spacing: 6

                    Label {
                        text: qsTr("Seed")
                    }
                    TextField {
                        id: seedField

                        objectName: "titanTerrainSeed"
                        text: "1"
                        Layout.preferredWidth: 90
                        selectByMouse: true
                        onAccepted: setupEditor.randomizeTerrain(seedField.text)
                    }
                    Button {
                        objectName: "titanRandomizeTerrain"
                        text: qsTr("Random terrain")
                        onClicked: setupEditor.randomizeTerrain(seedField.text)
                        ToolTip.visible: hovered
                        ToolTip.delay: 600
                        ToolTip.text: qsTr("Fill this player's half from the seed, spending what its budget leaves for terrain")
                    }
                }
            }

            // The titan builder, the bid and the Objectives.
            ScrollView {
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true

                ColumnLayout {
                    width: parent.width
                    spacing: 8

                    Flow {
                        Layout.fillWidth: true
                        spacing: 8

                        Repeater {
                            model: setupEditor.systems

                            Frame {
                                id: card

                                required property var modelData

                                objectName: "titanCard" + modelData.system
                                width: 230

                                // A Column, not a ColumnLayout: the cards are re-worded on
                                // a language switch, and a Repeater straight in a Layout
                                // crashes Qt 6.4 when its model changes during a rearrange.
                                Column {
                                    id: cardRows

                                    anchors.fill: parent
                                    spacing: 2

                                    Label {
                                        //: %1 a System, %2 its price in points
                                        text: qsTr("%1 — %2 pt").arg(card.modelData.name).arg(card.modelData.cost)
                                        font.bold: true
                                    }
                                    Repeater {
                                        model: card.modelData.fields

                                        RowLayout {
                                            id: field

                                            required property var modelData

                                            width: cardRows.width

                                            Label {
                                                Layout.fillWidth: true
                                                text: field.modelData.label
                                            }
                                            SpinBox {
                                                objectName: "titanScore" + card.modelData.system + "_" + field.modelData.k
                                                from: field.modelData.min
                                                to: field.modelData.max
                                                value: field.modelData.value
                                                editable: true
                                                Accessible.name: card.modelData.name + " " + field.modelData.label
                                                onValueModified: setupEditor.setScore(card.modelData.system, field.modelData.k, value)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                    // The automatic titan builder: the whole Titan in a preset's
                    // proportions from what the budget leaves, one undo step.
                    Flow {
                        Layout.fillWidth: true
                        spacing: 8

                        Button {
                            objectName: "titanAutoBuildWarhound"
                            text: qsTr("Auto-build like the Warhound")
                            onClicked: setupEditor.autoBuild("warhound")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Spend what the budget leaves after terrain, Objectives and bid on a Titan in the Warhound's proportions")
                        }
                        Button {
                            objectName: "titanAutoBuildReaver"
                            text: qsTr("Auto-build like the Reaver")
                            onClicked: setupEditor.autoBuild("reaver")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Spend what the budget leaves after terrain, Objectives and bid on a Titan in the Reaver's proportions")
                        }
                    }

                    RowLayout {
                        spacing: 8

                        Label {
                            text: qsTr("Initiative bid")
                        }
                        SpinBox {
                            objectName: "titanBid"
                            from: 0
                            to: setupEditor.budget
                            value: setupEditor.bid
                            editable: true
                            onValueModified: setupEditor.setBid(value)
                        }
                    }

                    Label {
                        text: qsTr("Objectives")
                        font.bold: true
                    }
                    // In a positioner, as the cards: re-worded on a language switch.
                    Column {
                        Layout.fillWidth: true
                        spacing: 8

                        Repeater {
                            model: setupEditor.objectives

                            CheckBox {
                                required property var modelData

                                objectName: "titanObjective" + modelData.type
                                checked: modelData.chosen
                                //: %1 an Objective (hold), %2 what it asks, %3 its price in points
                                text: qsTr("%1: %2 (%3 pt)").arg(modelData.name).arg(modelData.goal).arg(modelData.price)
                                onClicked: {
                                    if (!setupEditor.toggleObjective(modelData.type))
                                        checked = modelData.chosen;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
