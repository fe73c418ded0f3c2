pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A species on its player's mat: name, strength (with its evolution cards),
// move and health, pieces in each era, its pattern, and the evolution cards
// attached to it (click targets when the winner of a battle may steal one).
Rectangle {
    id: root

    // A species of ButterflyEffectBoardPresenter::describe().
    required property var species
    required property color seatColor
    required property real unit
    property var legalTargets: []
    property int focusTarget: -1
    // The target Review's analysis preferred, or -1.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property bool legal: root.legalTargets.indexOf(root.species.target) >= 0

    objectName: "target:" + root.species.target
    implicitHeight: content.implicitHeight + root.unit * 0.6
    radius: root.unit * 0.4
    color: root.legal ? Qt.rgba(1, 0.43, 0, 0.12) : root.palette.base
    border.width: root.legal ? 2 : 1
    border.color: root.legal ? "#ff6d00" : root.seatColor

    Accessible.role: root.legal ? Accessible.Button : Accessible.StaticText
    Accessible.name: qsTr("%1: strength %2, move %3, health %4").arg(root.species.name).arg(root.species.strength).arg(root.species.move).arg(root.species.health)
    Accessible.onPressAction: if (root.legal) root.targetClicked(root.species.target)

    TapHandler {
        enabled: root.legal
        onTapped: root.targetClicked(root.species.target)
    }
    Rectangle {
        visible: root.focusTarget === root.species.target
        anchors.fill: parent
        anchors.margins: -3
        radius: parent.radius + 2
        color: "transparent"
        border.width: 3
        border.color: "#e91e63"
    }

    ButterflyEffectGhost {
        visible: root.ghostTarget >= 0 && root.ghostTarget === root.species.target
    }

    Column {
        id: content

        x: root.unit * 0.4
        y: root.unit * 0.3
        width: root.width - root.unit * 0.8
        spacing: root.unit * 0.2

        Row {
            spacing: root.unit * 0.4

            ButterflyEffectPattern {
                rows: root.species.pattern
                cell: Math.max(4, Math.round(root.unit * 0.55))
                cellColor: root.seatColor
            }
            Label {
                text: root.species.name
                font.bold: true
                font.pixelSize: Math.max(9, Math.round(root.unit * 0.95))
            }
        }
        Label {
            width: parent.width
            wrapMode: Text.WordWrap
            //: a species on the mat: strength, move, health; pieces in the past and present
            text: qsTr("str %1 \u00b7 move %2 \u00b7 health %3 \u00b7 pieces %4 | %5").arg(root.species.strength).arg(root.species.move).arg(root.species.health).arg(root.species.piecesPast).arg(root.species.piecesPresent)
            font.pixelSize: Math.max(8, Math.round(root.unit * 0.8))
        }
        Repeater {
            model: root.species.attached

            delegate: Rectangle {
                id: attached

                required property var modelData

                readonly property bool legal: root.legalTargets.indexOf(attached.modelData.target) >= 0

                objectName: "target:" + attached.modelData.target
                width: content.width
                height: attachedLabel.implicitHeight + 4
                radius: 3
                color: "#eef3fb"
                border.width: attached.legal ? 2 : 1
                border.color: attached.legal ? "#ff6d00" : "#9e9e9e"

                Accessible.role: attached.legal ? Accessible.Button : Accessible.StaticText
                Accessible.name: attachedLabel.text
                Accessible.onPressAction: if (attached.legal) root.targetClicked(attached.modelData.target)

                Label {
                    id: attachedLabel

                    x: 3
                    y: 2
                    width: parent.width - 6
                    elide: Text.ElideRight
                    text: attached.modelData.name + " (" + attached.modelData.detail + ")"
                    color: "#1f1f1f"
                    font.pixelSize: Math.max(7, Math.round(root.unit * 0.75))
                }
                Rectangle {
                    visible: root.focusTarget === attached.modelData.target
                    anchors.fill: parent
                    anchors.margins: -2
                    color: "transparent"
                    border.width: 2
                    border.color: "#e91e63"
                }
                ButterflyEffectGhost {
                    visible: root.ghostTarget >= 0 && root.ghostTarget === attached.modelData.target
                }
                TapHandler {
                    enabled: attached.legal
                    onTapped: root.targetClicked(attached.modelData.target)
                }
            }
        }
    }
}
