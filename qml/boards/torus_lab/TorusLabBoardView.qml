pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// A Torus Lab position as TorusLabBoardPresenter::describe() gives it: the
// ring of spaces with their stacks, particles and pawns, the die in its middle,
// the codes, every hand (face up only where the viewer may see it) and what
// the actor is asked to do. Everything scales with the view's size. Clicks and
// the keyboard report the presenter's target numbers; the view decides nothing.
Item {
    id: root

    // The board-view contract of BoardHost.qml. boardData: the map of
    // TorusLabBoardPresenter::describe(), already as the viewing seat sees it.
    property var boardData: ({})
    // The targets legal decisions act on (TorusLabBoardPresenter::decisionSquare): highlighted.
    property var legalTargets: []
    // The target under the keyboard's focus ring, or -1.
    property int focusTarget: -1
    // The target of the decision chosen in the page's list, ringed too, or -1.
    property int selectedTarget: -1
    // Review's second opinion: the target the analysis preferred, drawn faintly.
    property int ghostTarget: -1
    // Unread: the presenter's description already hides what the seat cannot see.
    property int viewerSeat: -1

    // A click on a space, a code or a hand card, or Enter on the focused target.
    signal targetClicked(int target)

    // Okabe-Ito: distinct for colour-blind eyes, white text readable on each.
    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property list<color> seatColors: root.colors.seatColors
    readonly property var spaces: root.boardData && root.boardData.spaces ? root.boardData.spaces : []
    readonly property var players: root.boardData && root.boardData.players ? root.boardData.players : []
    readonly property var codes: root.boardData && root.boardData.codes ? root.boardData.codes : []
    readonly property bool wide: root.width >= root.height * 1.15
    // The text and spacing unit: a wide view lays the ring and the hands side by side, a tall one stacks them.
    readonly property real unit: Math.max(8, root.wide ? Math.min(root.width / 64, root.height / 42) : Math.min(root.width / 40, root.height / 66))
    readonly property real mainTop: header.height + root.unit * 0.6
    readonly property real mainHeight: Math.max(0, root.height - root.mainTop)
    readonly property real ringSide: root.wide ? Math.min(root.mainHeight, root.width * 0.6) : Math.min(root.width, root.mainHeight * 0.55)
    readonly property real handCardWidth: Math.round(root.unit * 3.2)

    function isLegal(target: int): bool {
        return target >= 0 && root.legalTargets.indexOf(target) >= 0;
    }
    function hasFocusRing(target: int): bool {
        return target >= 0 && (target === root.selectedTarget || (root.activeFocus && target === root.focusTarget));
    }
    // Moves the focus ring `step` targets on; false when it would leave the list.
    // The legal targets are visited in the order of their numbers: spaces, codes, hands.
    function moveFocus(step: int): bool {
        const order = root.legalTargets.slice().sort((a, b) => a - b);
        if (order.length === 0)
            return false;
        const at = order.indexOf(root.focusTarget);
        const next = at < 0 ? (step > 0 ? 0 : order.length - 1) : at + step;
        if (next < 0 || next >= order.length)
            return false;
        root.focusTarget = order[next];
        return true;
    }

    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Torus Lab board")
    Accessible.description: header.prompt

    // After a decision the ring moves to the first target still legal.
    onLegalTargetsChanged: {
        if (!root.isLegal(root.focusTarget)) {
            root.focusTarget = -1;
            if (root.activeFocus)
                root.moveFocus(1);
        }
    }
    onActiveFocusChanged: {
        if (root.activeFocus && !root.isLegal(root.focusTarget))
            root.moveFocus(1);
    }
    // Tab and Backtab leave the view past the last and before the first target.
    Keys.onPressed: event => {
        switch (event.key) {
        case Qt.Key_Tab:
            event.accepted = root.moveFocus(1);
            break;
        case Qt.Key_Backtab:
            event.accepted = root.moveFocus(-1);
            break;
        case Qt.Key_Right:
        case Qt.Key_Down:
            root.moveFocus(1);
            event.accepted = true;
            break;
        case Qt.Key_Left:
        case Qt.Key_Up:
            root.moveFocus(-1);
            event.accepted = true;
            break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (root.focusTarget >= 0)
                root.targetClicked(root.focusTarget);
            event.accepted = true;
            break;
        }
    }

    Rectangle {
        id: header

        readonly property string prompt: root.boardData && root.boardData.prompt ? root.boardData.prompt : ""
        readonly property string result: root.boardData && root.boardData.result ? root.boardData.result : ""

        width: root.width
        height: Math.max(promptLabel.implicitHeight, turnLabel.implicitHeight) + root.unit
        radius: root.unit * 0.5
        color: header.result === "won" ? "#d7f0dc" : (header.result === "lost" ? "#f8d7d7" : root.palette.alternateBase)
        border.width: 1
        border.color: "#9e9e9e"

        Label {
            id: promptLabel

            anchors.left: parent.left
            anchors.right: turnLabel.left
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: root.unit * 0.6
            anchors.rightMargin: root.unit
            text: header.prompt
            wrapMode: Text.WordWrap
            font.bold: true
            font.pixelSize: Math.round(root.unit * 1.2)
            color: header.result !== "" ? "#1f1f1f" : root.palette.windowText
        }
        Label {
            id: turnLabel

            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.rightMargin: root.unit * 0.6
            text: qsTr("Turn %1").arg(root.boardData && root.boardData.turn !== undefined ? root.boardData.turn + 1 : 1)
            font.pixelSize: Math.round(root.unit * 1.1)
            color: header.result !== "" ? "#1f1f1f" : root.palette.windowText
        }
    }

    // The ring: space 1 at the top, the others clockwise.
    Item {
        id: ring

        readonly property int count: Math.max(1, root.spaces.length)
        readonly property real spaceWidth: root.ringSide * (ring.count <= 6 ? 0.27 : Math.max(0.12, 1.6 / ring.count))
        readonly property real spaceHeight: ring.spaceWidth * 1.1
        readonly property real radius: root.ringSide / 2 - ring.spaceHeight / 2 - 2

        x: root.wide ? 0 : (root.width - root.ringSide) / 2
        y: root.mainTop
        width: root.ringSide
        height: root.ringSide

        Rectangle {
            anchors.centerIn: parent
            width: ring.radius * 2
            height: width
            radius: width / 2
            color: "transparent"
            border.width: Math.max(2, root.unit * 0.3)
            border.color: "#9e9e9e"
        }

        Column {
            anchors.centerIn: parent
            spacing: root.unit * 0.3

            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                text: qsTr("Die")
                font.pixelSize: Math.round(root.unit * 0.95)
                opacity: 0.6
            }
            TorusLabDie {
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(root.unit * 5, ring.radius * 0.6)
                height: width + (clubs > 0 ? root.unit * 1.6 : 0)
                face: root.boardData && root.boardData.die ? root.boardData.die : 0
                clubs: root.boardData && root.boardData.clubs ? root.boardData.clubs : 0
            }
        }

        Repeater {
            model: root.spaces

            delegate: TorusLabSpace {
                id: spaceItem

                required property var modelData
                required property int index

                readonly property real angle: -Math.PI / 2 + 2 * Math.PI * spaceItem.index / ring.count

                objectName: "target:" + spaceItem.modelData.target
                x: ring.width / 2 + ring.radius * Math.cos(spaceItem.angle) - width / 2
                y: ring.height / 2 + ring.radius * Math.sin(spaceItem.angle) - height / 2
                width: ring.spaceWidth
                height: ring.spaceHeight
                space: spaceItem.modelData
                seatColors: root.seatColors
                highlighted: root.isLegal(spaceItem.modelData.target)
                focused: root.hasFocusRing(spaceItem.modelData.target)
                onClicked: root.targetClicked(spaceItem.modelData.target)

                // The ghost of the decision the analysis preferred.
                Rectangle {
                    objectName: "ghost"
                    visible: spaceItem.modelData.target >= 0 && spaceItem.modelData.target === root.ghostTarget
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: 6
                    color: "#4400b8d4"
                    border.width: 3
                    border.color: "#00b8d4"
                }
            }
        }
    }

    Flickable {
        id: panel

        x: root.wide ? root.ringSide + root.unit : 0
        y: root.wide ? root.mainTop : ring.y + ring.height + root.unit * 0.5
        width: root.width - x
        height: root.height - y
        clip: true
        contentWidth: width
        contentHeight: panelColumn.height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: panelColumn

            width: panel.width - root.unit * 0.8
            spacing: root.unit * 0.7

            Label {
                text: qsTr("Codes: %1 of %2 entered, %3 cards of a suit each").arg(root.boardData && root.boardData.codesEntered !== undefined ? root.boardData.codesEntered : 0).arg(root.boardData && root.boardData.codesToWin ? root.boardData.codesToWin : 0).arg(root.boardData && root.boardData.codeSize ? root.boardData.codeSize : 0)
                width: parent.width
                wrapMode: Text.WordWrap
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }

            Row {
                spacing: root.unit * 0.8

                Repeater {
                    model: root.codes

                    delegate: Rectangle {
                        id: code

                        required property var modelData

                        readonly property string status: code.modelData.entered ? (code.modelData.by !== "" ? qsTr("entered by %1 on turn %2").arg(code.modelData.by).arg(code.modelData.turn) : qsTr("entered")) : qsTr("not entered")
                        readonly property string description: qsTr("Code of %1: %2").arg(code.modelData.suitName).arg(code.status)

                        objectName: "target:" + code.modelData.target
                        width: root.unit * 3.4
                        height: root.unit * 4.4
                        radius: root.unit * 0.4
                        color: code.modelData.entered ? "#d7f0dc" : "#fcfbf6"
                        border.width: root.isLegal(code.modelData.target) ? Math.max(2, Math.round(root.unit * 0.25)) : 1
                        border.color: root.isLegal(code.modelData.target) ? "#ff6d00" : (code.modelData.entered ? "#2e7d32" : "#9e9e9e")

                        Accessible.role: Accessible.Button
                        Accessible.name: code.description
                        Accessible.onPressAction: root.targetClicked(code.modelData.target)
                        ToolTip.visible: codeHover.hovered
                        ToolTip.text: code.description
                        ToolTip.delay: 400

                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            y: root.unit * 0.3
                            text: code.modelData.symbol
                            color: code.modelData.red ? root.colors.redSuit : "#1f1f1f"
                            opacity: code.modelData.entered ? 1 : 0.35
                            font.pixelSize: Math.round(root.unit * 2.0)
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            anchors.bottom: parent.bottom
                            anchors.bottomMargin: root.unit * 0.3
                            text: code.modelData.entered ? "\u2713" : "\u2013"
                            color: code.modelData.entered ? "#2e7d32" : "#777777"
                            font.bold: true
                            font.pixelSize: Math.round(root.unit * 1.3)
                        }
                        Rectangle {
                            objectName: "ghost"
                            visible: code.modelData.target >= 0 && code.modelData.target === root.ghostTarget
                            anchors.fill: parent
                            anchors.margins: -4
                            radius: parent.radius + 3
                            color: "#4400b8d4"
                            border.width: 3
                            border.color: "#00b8d4"
                        }
                        Rectangle {
                            visible: root.hasFocusRing(code.modelData.target)
                            anchors.fill: parent
                            anchors.margins: -5
                            radius: parent.radius + 4
                            color: "transparent"
                            border.width: 3
                            border.color: "#e91e63"
                        }
                        HoverHandler {
                            id: codeHover
                        }
                        TapHandler {
                            onTapped: root.targetClicked(code.modelData.target)
                        }
                    }
                }
            }

            Label {
                text: qsTr("Hands")
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }

            Repeater {
                model: root.players

                delegate: TorusLabHand {
                    id: hand

                    required property var modelData

                    objectName: "hand:" + hand.modelData.seat
                    width: panelColumn.width
                    height: implicitHeight
                    player: hand.modelData
                    seatColor: root.seatColors[hand.modelData.seat % root.seatColors.length]
                    unit: root.unit
                    cardWidth: root.handCardWidth
                    legalTargets: root.legalTargets
                    focusTarget: root.activeFocus && root.focusTarget >= 0 ? root.focusTarget : root.selectedTarget
                    ghostTarget: root.ghostTarget
                    onTargetClicked: target => root.targetClicked(target)
                }
            }
        }
    }
}
