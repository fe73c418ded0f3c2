pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A Stability board: a square grid of numbered tiles coloured by value, with
// its columns lettered (A..) above and its rows numbered (1..) on the left, as
// decision texts and the move log name squares ("C4"), and a legend of the
// colours. The tiles fill the space they get and their numbers
// grow with them. Editors and the Playtest page pass the tiles in and react to
// the signals; the view changes nothing itself.
Item {
    id: root

    // A model of side*side tiles, row-major, with the roles value, locked,
    // highlighted, occupant and fallen (see BoardTilesModel).
    required property var tiles
    required property int side
    // The tile with the keyboard focus ring, or -1.
    property int focusIndex: -1
    // A square suggested instead of the one played (Review's second opinion), or -1.
    property int ghostIndex: -1
    // While a drag runs: the rectangle from the pressed tile to the one under
    // the pointer is outlined when this is true (rectangle fill).
    property bool showDragRectangle: false
    // The values the legend lists.
    property int legendMinimum: 0
    property int legendMaximum: 10

    // A click on one tile (press and release on the same tile).
    signal tileClicked(int index)
    // A drag from one tile to another, on release.
    signal tilesDragged(int fromIndex, int toIndex)
    // A press, every new tile the pointer enters while pressed, and the release:
    // for painting tile by tile.
    signal strokeStarted(int index)
    signal strokeMoved(int index)
    signal strokeEnded
    // A right click on a tile: `position` is the tile's bottom-left corner in
    // the view's coordinates, where a menu about the tile belongs.
    signal tileMenuRequested(int index, point position)

    // Room for the edge labels.
    readonly property real edge: 18
    readonly property real tileSize: side > 0 ? Math.max(8, Math.floor(Math.min(width - edge, height - legend.height - 8 - edge) / side)) : 0

    // A column's letter as the board's top edge shows it: A for the first.
    function columnName(column: int): string {
        return String.fromCharCode(65 + column);
    }

    // Viridis: ordered, colour-blind safe, each step distinct.
    readonly property list<color> ramp: ["#440154", "#482475", "#414487", "#355f8d", "#2a788e", "#21918c", "#22a884", "#44bf70", "#7ad151", "#bddf26", "#fde725"]

    function tileColor(value: int): color {
        return root.ramp[Math.max(0, Math.min(root.ramp.length - 1, value))];
    }
    function textColor(value: int): color {
        return value <= 5 ? "#ffffff" : "#111111";
    }

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Board, %1 by %1 squares").arg(root.side)

    Repeater {
        model: root.side

        delegate: Label {
            required property int index

            x: boardArea.x + index * root.tileSize
            y: boardArea.y - root.edge
            width: root.tileSize
            height: root.edge
            text: root.columnName(index)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 12
            opacity: 0.8
        }
    }
    Repeater {
        model: root.side

        delegate: Label {
            required property int index

            x: boardArea.x - root.edge
            y: boardArea.y + index * root.tileSize
            width: root.edge - 3
            height: root.tileSize
            text: index + 1
            horizontalAlignment: Text.AlignRight
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: 12
            opacity: 0.8
        }
    }

    Item {
        id: boardArea

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.horizontalCenterOffset: root.edge / 2
        anchors.top: parent.top
        anchors.topMargin: root.edge
        width: root.tileSize * root.side
        height: width

        Grid {
            id: grid

            anchors.fill: parent
            columns: Math.max(1, root.side)

            Repeater {
                model: root.tiles

                delegate: Rectangle {
                    id: tile

                    required property int index
                    required property int value
                    required property bool locked
                    required property bool highlighted
                    required property string occupant
                    // Who went out of the game on this square (Playtest), else empty.
                    required property string fallen

                    width: root.tileSize
                    height: root.tileSize
                    color: root.tileColor(tile.value)
                    border.width: 1
                    border.color: Qt.darker(color, 1.4)

                    Accessible.role: Accessible.Cell
                    Accessible.description: tile.fallen.length > 0 ? qsTr("%1 went out here").arg(tile.fallen) : ""
                    //: %1 a square as the board's edges label it (C4), %2 its number
                    Accessible.name: tile.locked ? qsTr("%1: %2, locked").arg(root.columnName(tile.index % root.side) + (Math.floor(tile.index / root.side) + 1)).arg(tile.value) : qsTr("%1: %2").arg(root.columnName(tile.index % root.side) + (Math.floor(tile.index / root.side) + 1)).arg(tile.value)

                    Text {
                        anchors.centerIn: parent
                        text: tile.value
                        color: root.textColor(tile.value)
                        font.pixelSize: Math.max(9, Math.round(root.tileSize * 0.42))
                        font.bold: true
                    }

                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 1
                        visible: tile.occupant.length > 0
                        text: tile.occupant
                        color: root.textColor(tile.value)
                        font.pixelSize: Math.max(8, Math.round(root.tileSize * 0.18))
                    }

                    // Where a homunculus went out: a cross and its label, top left.
                    Rectangle {
                        objectName: "fallenMark"
                        visible: tile.fallen.length > 0
                        anchors.top: parent.top
                        anchors.left: parent.left
                        anchors.margins: 1
                        width: fallenLabel.implicitWidth + 4
                        height: fallenLabel.implicitHeight
                        radius: 2
                        color: "#b71c1c"

                        Text {
                            id: fallenLabel

                            anchors.centerIn: parent
                            text: "\u2715 " + tile.fallen
                            color: "#ffffff"
                            font.pixelSize: Math.max(8, Math.round(root.tileSize * 0.18))
                            font.bold: true
                        }
                    }

                    // The lock: a small padlock in the top right corner.
                    Item {
                        visible: tile.locked
                        anchors.top: parent.top
                        anchors.right: parent.right
                        anchors.margins: Math.max(2, root.tileSize * 0.06)
                        width: Math.max(8, root.tileSize * 0.2)
                        height: width * 1.2

                        Rectangle {
                            anchors.horizontalCenter: parent.horizontalCenter
                            y: 0
                            width: parent.width * 0.7
                            height: parent.height * 0.6
                            radius: width / 2
                            color: "transparent"
                            border.width: Math.max(1, parent.width * 0.15)
                            border.color: root.textColor(tile.value)
                        }
                        Rectangle {
                            anchors.bottom: parent.bottom
                            width: parent.width
                            height: parent.height * 0.6
                            radius: 1
                            color: root.textColor(tile.value)
                        }
                    }

                    Rectangle {
                        anchors.fill: parent
                        visible: tile.highlighted
                        color: "transparent"
                        border.width: Math.max(2, root.tileSize * 0.08)
                        border.color: "#ff6d00"
                    }
                }
            }
        }

        // The ghost: a translucent cyan square with a dashed look (two rings), so
        // it reads as a suggestion beside the orange ring of the move played.
        Rectangle {
            objectName: "ghost"
            visible: root.ghostIndex >= 0 && root.ghostIndex < root.side * root.side
            x: (root.ghostIndex % Math.max(1, root.side)) * root.tileSize
            y: Math.floor(root.ghostIndex / Math.max(1, root.side)) * root.tileSize
            width: root.tileSize
            height: root.tileSize
            color: "#5500b8d4"
            border.width: Math.max(2, root.tileSize * 0.1)
            border.color: "#00b8d4"

            Rectangle {
                anchors.fill: parent
                anchors.margins: parent.border.width + 1
                color: "transparent"
                border.width: 1
                border.color: "white"
            }
        }

        Rectangle {
            visible: root.focusIndex >= 0 && root.focusIndex < root.side * root.side
            x: (root.focusIndex % Math.max(1, root.side)) * root.tileSize
            y: Math.floor(root.focusIndex / Math.max(1, root.side)) * root.tileSize
            width: root.tileSize
            height: root.tileSize
            color: "transparent"
            border.width: 3
            border.color: "#e91e63"
        }

        Rectangle {
            readonly property int fromRow: Math.floor(dragArea.pressIndex / Math.max(1, root.side))
            readonly property int fromColumn: dragArea.pressIndex % Math.max(1, root.side)
            readonly property int toRow: Math.floor(dragArea.currentIndex / Math.max(1, root.side))
            readonly property int toColumn: dragArea.currentIndex % Math.max(1, root.side)

            visible: root.showDragRectangle && dragArea.pressed && dragArea.pressIndex >= 0 && dragArea.currentIndex >= 0
            x: Math.min(fromColumn, toColumn) * root.tileSize
            y: Math.min(fromRow, toRow) * root.tileSize
            width: (Math.abs(toColumn - fromColumn) + 1) * root.tileSize
            height: (Math.abs(toRow - fromRow) + 1) * root.tileSize
            color: "#33ffffff"
            border.width: 3
            border.color: "#ff6d00"
        }

        MouseArea {
            id: dragArea

            property int pressIndex: -1
            property int currentIndex: -1

            function indexAt(x: real, y: real): int {
                if (root.tileSize <= 0 || x < 0 || y < 0)
                    return -1;
                const column = Math.floor(x / root.tileSize);
                const row = Math.floor(y / root.tileSize);
                if (column >= root.side || row >= root.side)
                    return -1;
                return row * root.side + column;
            }

            anchors.fill: parent
            onPressed: mouse => {
                pressIndex = indexAt(mouse.x, mouse.y);
                currentIndex = pressIndex;
                if (pressIndex >= 0)
                    root.strokeStarted(pressIndex);
            }
            onPositionChanged: mouse => {
                const index = indexAt(mouse.x, mouse.y);
                if (index >= 0 && index !== currentIndex) {
                    currentIndex = index;
                    root.strokeMoved(index);
                }
            }
            onReleased: {
                root.strokeEnded();
                if (pressIndex >= 0 && currentIndex >= 0) {
                    if (pressIndex === currentIndex)
                        root.tileClicked(pressIndex);
                    else
                        root.tilesDragged(pressIndex, currentIndex);
                }
                pressIndex = -1;
                currentIndex = -1;
            }
            onCanceled: {
                root.strokeEnded();
                pressIndex = -1;
                currentIndex = -1;
            }
        }
        TapHandler {
            acceptedButtons: Qt.RightButton
            onTapped: eventPoint => {
                const index = dragArea.indexAt(eventPoint.position.x, eventPoint.position.y);
                if (index < 0)
                    return;
                const corner = boardArea.mapToItem(root, (index % root.side) * root.tileSize, (Math.floor(index / root.side) + 1) * root.tileSize);
                root.tileMenuRequested(index, Qt.point(corner.x, corner.y));
            }
        }
    }

    Row {
        id: legend

        anchors.top: boardArea.bottom
        anchors.topMargin: 8
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 4

        Label {
            text: qsTr("Values:")
            height: 24
            verticalAlignment: Text.AlignVCenter
            rightPadding: 4
        }
        Repeater {
            model: Math.max(0, root.legendMaximum - root.legendMinimum + 1)

            delegate: Rectangle {
                id: swatch

                required property int index
                readonly property int value: root.legendMinimum + index

                width: 26
                height: 24
                radius: 3
                color: root.tileColor(swatch.value)

                Text {
                    anchors.centerIn: parent
                    text: swatch.value
                    color: root.textColor(swatch.value)
                    font.pixelSize: 13
                    font.bold: true
                }
            }
        }
    }
}
