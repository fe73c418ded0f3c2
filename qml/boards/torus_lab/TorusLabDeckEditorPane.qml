pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Torus Lab's deck editor: the shared deck editor with, beside it, the deal
// and the six stacks a seed makes from the deck (TorusLabDealPreview). It
// keeps the editor-pane contract of BoardPage.qml through DeckEditorPane.
DeckEditorPane {
    id: root

    sidePanelWidth: Math.max(340, root.width * 0.36)
    sidePanel: ScrollView {
        id: sidePanel

        anchors.fill: parent
        contentWidth: availableWidth

        ColumnLayout {
            width: sidePanel.availableWidth
            spacing: 8

            Label {
                text: qsTr("Shuffle preview")
                font.bold: true
                font.pixelSize: 16
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("The deal and the six stacks exactly as a game with this seed sets them up.")
                wrapMode: Text.Wrap
                opacity: 0.8
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6

                Label {
                    text: qsTr("Seed")
                }
                TextField {
                    id: seedField

                    Layout.fillWidth: true
                    text: preview.previewSeed
                    placeholderText: qsTr("a whole number")
                    selectByMouse: true
                    inputMethodHints: Qt.ImhDigitsOnly
                    Accessible.name: qsTr("Seed")
                    onAccepted: preview.shufflePreview(text)
                }
                Label {
                    text: qsTr("Players")
                }
                SpinBox {
                    from: preview.minPlayers
                    to: preview.maxPlayers
                    value: preview.previewPlayers
                    Accessible.name: qsTr("Players")
                    onValueModified: preview.previewPlayers = value
                }
            }
            RowLayout {
                Layout.fillWidth: true

                Button {
                    text: qsTr("Shuffle")
                    onClicked: preview.shufflePreview(seedField.text)
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Deal from the deck with this seed")
                }
                Button {
                    text: qsTr("Next seed")
                    onClicked: preview.shufflePreview(String(Number(preview.previewSeed) + 1))
                }
                CheckBox {
                    id: orderBox

                    text: qsTr("Whole order")
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Every card of each stack, top first. Bold cards are fixed by the seed; the game draws the others as they are uncovered, so their order here is one possibility.")
                }
            }
            MessageLine {
                errorText: preview.seedProblem.length > 0 ? preview.seedProblem : preview.problem.length > 0 ? qsTr("A game cannot use this deck: %1").arg(preview.problem) : ""
            }
            // Three stacks a row, sharing the width equally.
            Grid {
                id: stackGrid

                Layout.fillWidth: true
                columns: 3
                rowSpacing: 6
                columnSpacing: 6

                Repeater {
                    model: preview.stacks

                    delegate: TorusLabStackCard {
                        width: (stackGrid.width - 2 * stackGrid.columnSpacing) / 3
                        showOrder: orderBox.checked
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                visible: preview.previewHands.length > 0
                text: {
                    const lines = [];
                    for (let seat = 0; seat < preview.previewHands.length; ++seat)
                        //: %1 a player (P1), %2 the cards dealt to it
                        lines.push(qsTr("%1: %2").arg("P" + (seat + 1)).arg(preview.previewHands[seat]));
                    return qsTr("Hands dealt") + "\n" + lines.join("\n");
                }
                wrapMode: Text.Wrap
            }
        }
    }

    TorusLabDealPreview {
        id: preview

        editor: root.editor
    }
}
