pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One player's Titan as TitanomachiaBoardPresenter::describe() gives it: its
// System cards with their scores after damage (Light, Heavy, destroyed), the
// Activation markers, the Objectives and the pending Blasts with when they
// resolve. A System card a legal decision acts on is a click target.
Rectangle {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    required property var player
    required property real unit
    required property color seatColor
    required property var legalTargets
    required property int selectedTarget
    // The target Review's analysis preferred, or -1.
    property int ghostTarget: -1
    required property color textColor
    required property color cardColor

    signal targetClicked(int target)

    function damageColor(damage: int): color {
        return ["transparent", "#f9a825", "#ef6c00", "#b71c1c"][Math.max(0, Math.min(3, damage))];
    }

    objectName: "titanPanel" + (root.player.seat ?? 0)
    implicitHeight: column.implicitHeight + root.unit
    radius: root.unit * 0.4
    color: "transparent"
    border.width: root.player.toMove ? 3 : 1
    border.color: root.seatColor

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: root.unit * 0.5
        spacing: root.unit * 0.3

        Label {
            Layout.fillWidth: true
            //: %1 a player (P1), %2 its Titan's name, %3 Activation markers, %4 the Crew's Skill, %5 Objective points
            text: qsTr("%1 · %2 · Activation markers %3/%4 · points %5").arg(root.player.label ?? "").arg(root.player.titan ?? "").arg(root.player.pool ?? 0).arg(root.player.skill ?? 0).arg(root.player.points ?? 0) + (root.player.crewDead ? " · " + qsTr("Crew destroyed") : root.player.exited ? " · " + qsTr("exited") : root.player.passed ? " · " + qsTr("passed") : "")
            color: root.seatColor
            font.bold: true
            font.pixelSize: root.unit * 1.1
            elide: Text.ElideRight
        }

        // Five cards in a row, placed by their index (no positioner: their
        // geometry holds as soon as they exist).
        Item {
            id: cards

            readonly property real gap: root.unit * 0.3
            readonly property real cardWidth: (width - 4 * gap) / 5
            property real tallest: 0

            Layout.fillWidth: true
            Layout.preferredHeight: cards.tallest

            Repeater {
                model: root.player.systems ?? []

                Rectangle {
                    id: card

                    required property var modelData
                    required property int index

                    readonly property bool legal: root.legalTargets.indexOf(card.modelData.target) >= 0
                    readonly property bool ringed: root.selectedTarget === card.modelData.target

                    objectName: "titanSystem" + card.modelData.target
                    x: card.index * (cards.cardWidth + cards.gap)
                    width: cards.cardWidth
                    height: cards.tallest
                    onImplicitHeightChanged: cards.tallest = Math.max(cards.tallest, card.implicitHeight)
                    Component.onCompleted: cards.tallest = Math.max(cards.tallest, card.implicitHeight)
                    implicitHeight: cardColumn.implicitHeight + root.unit * 0.6
                    radius: root.unit * 0.3
                    color: card.modelData.damage >= 3 ? Qt.darker(root.cardColor, 1.25) : root.cardColor
                    opacity: card.modelData.damage >= 3 ? 0.7 : 1
                    border.width: card.ringed ? 3 : card.legal ? 2 : (card.modelData.active ? 2 : 1)
                    border.color: card.ringed ? "#e91e63" : card.legal ? "#ff6d00" : card.modelData.active ? root.seatColor : Qt.darker(root.cardColor, 1.3)

                    Accessible.role: card.legal ? Accessible.Button : Accessible.StaticText
                    Accessible.name: card.modelData.name + ", " + card.modelData.damageText

                    Column {
                        id: cardColumn

                        x: root.unit * 0.3
                        y: root.unit * 0.3
                        width: card.width - root.unit * 0.6
                        spacing: 1

                        // A name wider than the card ("Shield Generator",
                        // "Schildgenerator") is set smaller to fit on one line, down to
                        // three quarters of the size; narrower still (the panels beside
                        // the board at 1920x1080) it wraps onto a second line, at its
                        // spaces or, for one long word, anywhere. Never cut: should
                        // two lines not do, it is elided with the whole name on hover.
                        TextMetrics {
                            id: nameWidth

                            font.family: nameLabel.font.family
                            font.bold: true
                            font.pixelSize: root.unit * 0.95
                            text: card.modelData.name
                        }
                        Label {
                            id: nameLabel

                            readonly property real fullSize: root.unit * 0.95

                            objectName: "systemName"
                            width: parent.width
                            text: card.modelData.name
                            font.bold: true
                            font.pixelSize: Math.max(nameLabel.fullSize * 0.75, Math.min(nameLabel.fullSize, Math.floor(nameLabel.fullSize * width / Math.max(1, nameWidth.advanceWidth))))
                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                            maximumLineCount: 2
                            color: root.textColor
                            elide: Text.ElideRight
                            ToolTip.visible: nameHover.hovered && nameLabel.truncated
                            ToolTip.text: card.modelData.name

                            HoverHandler {
                                id: nameHover
                            }
                        }
                        // The damage, and a tick once activated this turn (beside
                        // the damage, not after the name, which has no room for it).
                        Row {
                            spacing: root.unit * 0.3

                            Rectangle {
                                width: damageLabel.implicitWidth + root.unit * 0.5
                                height: damageLabel.implicitHeight + 2
                                radius: 2
                                color: root.damageColor(card.modelData.damage)
                                border.width: card.modelData.damage > 0 ? 0 : 1
                                border.color: Qt.darker(root.cardColor, 1.3)
                                Label {
                                    id: damageLabel
                                    anchors.centerIn: parent
                                    text: card.modelData.damageText
                                    font.pixelSize: root.unit * 0.8
                                    color: card.modelData.damage > 0 ? "#ffffff" : root.textColor
                                }
                            }
                            Label {
                                visible: card.modelData.used
                                text: "\u2713"
                                font.bold: true
                                font.pixelSize: root.unit * 0.8
                                color: root.seatColor
                            }
                        }
                        Label {
                            width: parent.width
                            //: %1 a System's Armour
                            text: qsTr("Armour %1").arg(card.modelData.armour)
                            font.pixelSize: root.unit * 0.85
                            color: root.textColor
                            elide: Text.ElideRight
                        }
                        Repeater {
                            model: card.modelData.scores

                            Label {
                                required property var modelData

                                width: cardColumn.width
                                //: %1 a score's name (Speed), %2 its value now; a damaged score adds its printed value
                                text: modelData.value === modelData.base ? qsTr("%1 %2").arg(modelData.name).arg(modelData.value) : qsTr("%1 %2 (of %3)").arg(modelData.name).arg(modelData.value).arg(modelData.base)
                                font.pixelSize: root.unit * 0.85
                                color: modelData.value === modelData.base ? root.textColor : root.colors.hazard
                                elide: Text.ElideRight
                            }
                        }
                    }

                    Rectangle {
                        objectName: "ghost"
                        visible: card.modelData.target >= 0 && card.modelData.target === root.ghostTarget
                        anchors.fill: parent
                        anchors.margins: -3
                        radius: card.radius + 2
                        color: "#4400b8d4"
                        border.width: 3
                        border.color: "#00b8d4"
                    }

                    MouseArea {
                        anchors.fill: parent
                        enabled: card.legal
                        cursorShape: card.legal ? Qt.PointingHandCursor : Qt.ArrowCursor
                        onClicked: root.targetClicked(card.modelData.target)
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.pixelSize: root.unit * 0.9
            color: root.textColor
            text: {
                const parts = [];
                for (const o of (root.player.objectives ?? []))
                    //: %1 an Objective (hold), %2 its square or empty, %3 its status, %4 its deadline round
                    parts.push(qsTr("%1%2: %3 (by round %4)").arg(o.name).arg(o.square.length > 0 ? " " + o.square : "").arg(o.statusText).arg(o.deadline));
                return qsTr("Objectives: %1").arg(parts.join(", "));
            }
        }

        // In a positioner, as in PlayerPanel.qml: the panel's texts are re-made
        // on a language switch, and a Repeater straight in a Layout crashes Qt
        // 6.4 when its model changes during a rearrange.
        Column {
            id: pendingRows

            Layout.fillWidth: true
            // No room (nor the layout's spacing) without Blasts, as before.
            visible: (root.player.pending ?? []).length > 0
            spacing: root.unit * 0.3

            Repeater {
                model: root.player.pending ?? []

                Label {
                    required property var modelData

                    objectName: "pendingBlast"
                    width: pendingRows.width
                    wrapMode: Text.WordWrap
                    font.pixelSize: root.unit * 0.9
                    color: "#d32f2f"
                    //: %1 a square (E5), %2 how many Blasts, %3 when they resolve
                    text: "\u25cf " + qsTr("Blasts on %1: %2, %3").arg(modelData.name).arg(modelData.count).arg(modelData.when)
                }
            }
        }
    }
}
