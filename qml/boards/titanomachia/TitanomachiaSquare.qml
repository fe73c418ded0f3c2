pragma ComponentBehavior: Bound

import QtQuick

// One square of the Titanomachia board as TitanomachiaBoardPresenter::describe()
// gives it: terrain with its Armour, Difficulty and Interference, Objective
// markers, the Position markers of the trails with their facings, and each
// player's Targets, Shields and pending Blasts. It reports clicks; it decides nothing.
Rectangle {
    id: root

    required property var square
    required property real side
    required property list<color> seatColors
    required property list<color> terrainColors
    required property bool legal
    required property bool ringed
    // The square is the target of the decision Review's analysis preferred.
    property bool ghosted: false

    signal clicked

    readonly property int terrainIndex: root.square.terrainIndex ?? 0
    readonly property color inkColor: root.terrainIndex >= 3 ? "#ffffff" : "#1f1f1f"
    readonly property real small: Math.max(8, root.side * 0.21)

    function count(list: var, seat: int): int {
        return list && list.length > seat ? list[seat] : 0;
    }

    objectName: "titanSquare" + (root.square.target ?? -1)
    width: root.side
    height: root.side
    color: root.terrainColors[Math.min(root.terrainIndex, root.terrainColors.length - 1)]
    border.width: 1
    border.color: Qt.darker(root.color, 1.35)

    Accessible.role: Accessible.Cell
    //: %1 a square (E10), %2 its terrain type (ruins)
    Accessible.name: qsTr("%1: %2").arg(root.square.name ?? "").arg(root.square.terrain ?? "")

    // Terrain values: Armour, Difficulty, Interference (after damage), top left.
    Text {
        visible: root.terrainIndex > 0
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 2
        text: (root.square.armour ?? 0) + "\u00b7" + (root.square.difficulty ?? 0) + "\u00b7" + (root.square.interference ?? 0) + ((root.square.damage ?? 0) > 0 ? " \u2193" + root.square.damage : "")
        color: root.inkColor
        font.pixelSize: root.small
    }

    // Objective markers: a flag in the owner's colour, top right.
    Row {
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 1
        spacing: 1

        Repeater {
            model: root.square.objectives ?? []

            Text {
                required property var modelData

                text: "\u2691"
                color: root.seatColors[modelData.seat]
                style: Text.Outline
                styleColor: "#ffffff"
                font.pixelSize: root.side * 0.28
                font.bold: true
            }
        }
    }

    // The Position markers: an arrow along the facing; the latest one large.
    Repeater {
        model: root.square.trail ?? []

        Item {
            id: marker

            required property var modelData
            required property int index

            anchors.centerIn: parent
            anchors.horizontalCenterOffset: (marker.modelData.seat === 0 ? -1 : 1) * ((root.square.trail ?? []).length > 1 ? root.side * 0.12 : 0)
            width: root.side * (marker.modelData.latest ? 0.62 : 0.36)
            height: width

            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: marker.modelData.latest ? root.seatColors[marker.modelData.seat] : "transparent"
                border.width: 2
                border.color: root.seatColors[marker.modelData.seat]
                opacity: marker.modelData.latest ? 1 : 0.8
            }
            Text {
                objectName: "facingArrow"
                anchors.centerIn: parent
                text: "\u25b2"
                rotation: marker.modelData.facing * 45
                color: marker.modelData.latest ? "#ffffff" : root.seatColors[marker.modelData.seat]
                font.pixelSize: parent.width * 0.55
            }
        }
    }

    // Each player's markers along the bottom: Target (ring), Shield (square),
    // pending Blast (filled disc), each with its count.
    Row {
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottomMargin: 1
        spacing: 1

        Repeater {
            model: 2

            Row {
                id: seatMarkers

                required property int index

                spacing: 1

                Rectangle {
                    id: targetMark

                    readonly property int n: root.count(root.square.targets, seatMarkers.index)
                    visible: n > 0
                    width: root.small * 1.3
                    height: width
                    radius: width / 2
                    color: "#ffffff"
                    border.width: 2
                    border.color: root.seatColors[seatMarkers.index]
                    Text {
                        anchors.centerIn: parent
                        text: targetMark.n
                        font.pixelSize: root.small * 0.85
                        font.bold: true
                        color: "#1f1f1f"
                    }
                }
                Rectangle {
                    id: shieldMark

                    readonly property int n: root.count(root.square.shields, seatMarkers.index)
                    visible: n > 0
                    width: root.small * 1.3
                    height: width
                    radius: 2
                    color: Qt.lighter(root.seatColors[seatMarkers.index], 1.6)
                    border.width: 2
                    border.color: root.seatColors[seatMarkers.index]
                    Text {
                        anchors.centerIn: parent
                        text: shieldMark.n
                        font.pixelSize: root.small * 0.85
                        font.bold: true
                        color: "#1f1f1f"
                    }
                }
                Rectangle {
                    id: blastMark

                    readonly property int n: root.count(root.square.blasts, seatMarkers.index)

                    objectName: "blastMarker"
                    visible: n > 0
                    width: root.small * 1.4
                    height: width
                    radius: width / 2
                    color: "#d32f2f"
                    border.width: 2
                    border.color: root.seatColors[seatMarkers.index]
                    Text {
                        anchors.centerIn: parent
                        text: blastMark.n
                        font.pixelSize: root.small * 0.85
                        font.bold: true
                        color: "#ffffff"
                    }
                }
            }
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: root.legal || root.ringed
        color: "transparent"
        border.width: root.ringed ? Math.max(3, root.side * 0.1) : Math.max(2, root.side * 0.06)
        border.color: root.ringed ? "#e91e63" : "#ff6d00"
    }

    // The ghost: translucent cyan with a white inner ring, set apart from the
    // orange of legal squares and the pink of the chosen one.
    Rectangle {
        objectName: "ghost"
        anchors.fill: parent
        visible: root.ghosted
        color: "#5500b8d4"
        border.width: Math.max(2, root.side * 0.1)
        border.color: "#00b8d4"

        Rectangle {
            anchors.fill: parent
            anchors.margins: parent.border.width + 1
            color: "transparent"
            border.width: 1
            border.color: "white"
        }
    }

    MouseArea {
        anchors.fill: parent
        enabled: root.legal
        cursorShape: root.legal ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: root.clicked()
    }
}
