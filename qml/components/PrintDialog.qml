pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// File > Print and play...: what to print of the open design and how (paper,
// margins, the board's square size, the cards' size and backs, colour), then
// Save PDF... asks where. The PrintController writes the file; a refusal keeps
// the dialog open with its one sentence.
Dialog {
    id: root

    required property Workbench workbench
    property alias designId: controller.designId
    readonly property PrintController controller: controller

    objectName: "printDialog"
    //: The dialog of File > Print and play; %1 is the design's name
    title: qsTr("Print and play: %1").arg(controller.designName)
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(600, (parent ? parent.width : 600) - 48)
    padding: 16

    onOpened: controller.designId = root.designId

    PrintController {
        id: controller

        workbench: root.workbench
    }

    // Qt 6.4's qmllint does not know DialogButtonBox's role enum.
    // qmllint disable
    footer: DialogButtonBox {
        Button {
            objectName: "printSaveButton"
            //: Opens the save dialog for the print-and-play PDF
            text: qsTr("Save PDF…")
            highlighted: true
            enabled: controller.designId > 0 && (controller.board || controller.cards || controller.tokens || controller.rulesSheet)
            DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
            onClicked: saveDialog.ask(controller.suggestedFileName)
        }
        Button {
            objectName: "printCancelButton"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
    // qmllint enable

    SaveFileDialog {
        id: saveDialog

        objectName: "printSaveDialog"
        title: qsTr("Save the print-and-play PDF")
        extension: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        onChosen: path => {
            if (controller.print(path)) {
                DesktopFiles.announceSaved(path);
                root.close();
            }
        }
    }

    GridLayout {
        width: root.availableWidth
        columns: 2
        columnSpacing: 16
        rowSpacing: 8

        Label {
            Layout.alignment: Qt.AlignTop
            text: qsTr("Print")
        }
        Flow {
            Layout.fillWidth: true
            spacing: 8

            CheckBox {
                objectName: "printBoardCheck"
                text: qsTr("Board")
                checked: controller.board
                onToggled: controller.board = checked
            }
            CheckBox {
                objectName: "printCardsCheck"
                text: qsTr("Cards")
                checked: controller.cards
                onToggled: controller.cards = checked
            }
            CheckBox {
                objectName: "printTokensCheck"
                text: qsTr("Tokens")
                checked: controller.tokens
                onToggled: controller.tokens = checked
            }
            CheckBox {
                objectName: "printRulesCheck"
                text: qsTr("Rules sheet")
                checked: controller.rulesSheet
                onToggled: controller.rulesSheet = checked
            }
        }

        Label {
            text: qsTr("Players")
        }
        SpinBox {
            objectName: "printPlayersBox"
            from: controller.minPlayers
            to: controller.maxPlayers
            value: controller.players
            enabled: controller.maxPlayers > controller.minPlayers
            editable: true
            onValueModified: controller.players = value
            Accessible.name: qsTr("Players, for the set-up and the tokens")
        }

        Label {
            text: qsTr("Paper")
        }
        RowLayout {
            spacing: 12

            ComboBox {
                objectName: "printPaperBox"
                implicitContentWidthPolicy: ComboBox.WidestText
                model: [qsTr("A4"), qsTr("Letter")]
                currentIndex: controller.paper
                onActivated: index => controller.paper = index
                Accessible.name: qsTr("Paper")
            }
            Label {
                //: Before the margin in millimetres
                text: qsTr("Margins")
            }
            SpinBox {
                objectName: "printMarginBox"
                from: 0
                to: 30
                value: Math.round(controller.marginMm)
                editable: true
                textFromValue: (value, locale) => qsTr("%1 mm").arg(value)
                valueFromText: (text, locale) => parseInt(text)
                onValueModified: controller.marginMm = value
                Accessible.name: qsTr("Margins in millimetres, for printers that cannot print to the edge")
            }
        }

        Label {
            text: qsTr("Board square")
        }
        SpinBox {
            objectName: "printSquareBox"
            from: 5
            to: 100
            value: Math.round(controller.squareMm)
            editable: true
            textFromValue: (value, locale) => qsTr("%1 mm").arg(value)
            valueFromText: (text, locale) => parseInt(text)
            onValueModified: controller.squareMm = value
            Accessible.name: qsTr("The side of one board square in millimetres")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("The board prints at its true size; a board larger than the paper is split over pages that overlap, with marks to line them up")
        }

        Label {
            text: qsTr("Card size")
        }
        RowLayout {
            spacing: 8

            ComboBox {
                id: cardSizeBox

                objectName: "printCardSizeBox"
                implicitContentWidthPolicy: ComboBox.WidestText
                model: [qsTr("Poker, 63 × 88 mm"), qsTr("Bridge, 57 × 89 mm"), qsTr("Custom")]
                currentIndex: controller.cardSize
                onActivated: index => controller.cardSize = index
                Accessible.name: qsTr("Card size")
            }
            SpinBox {
                visible: controller.cardSize === 2
                from: 20
                to: 200
                value: Math.round(controller.cardWidthMm)
                editable: true
                textFromValue: (value, locale) => qsTr("%1 mm").arg(value)
                valueFromText: (text, locale) => parseInt(text)
                onValueModified: controller.cardWidthMm = value
                Accessible.name: qsTr("Card width in millimetres")
            }
            Label {
                visible: controller.cardSize === 2
                text: "×"
            }
            SpinBox {
                visible: controller.cardSize === 2
                from: 20
                to: 200
                value: Math.round(controller.cardHeightMm)
                editable: true
                textFromValue: (value, locale) => qsTr("%1 mm").arg(value)
                valueFromText: (text, locale) => parseInt(text)
                onValueModified: controller.cardHeightMm = value
                Accessible.name: qsTr("Card height in millimetres")
            }
        }

        Item {
            Layout.preferredWidth: 1
        }
        CheckBox {
            objectName: "printBacksCheck"
            Layout.fillWidth: true
            text: qsTr("Card backs, mirrored for double-sided printing")
            checked: controller.cardBacks
            onToggled: controller.cardBacks = checked
        }

        Label {
            text: qsTr("Colour")
        }
        ComboBox {
            objectName: "printColourBox"
            implicitContentWidthPolicy: ComboBox.WidestText
            model: [qsTr("Colour"), qsTr("Grey scale")]
            currentIndex: controller.greyScale ? 1 : 0
            onActivated: index => controller.greyScale = index === 1
            Accessible.name: qsTr("Colour or grey scale")
        }

        AlertLabel {
            objectName: "printError"
            Layout.columnSpan: 2
            Layout.fillWidth: true
            visible: controller.errorMessage.length > 0
            text: controller.errorMessage
        }
    }
}
