pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// The board of every scripted game on the Playtest and Review pages, kept to
// the board-view contract of BoardHost.qml. It draws what the script's
// `game.view` describes (ScriptBoardPresenter::describe): the counters, the
// grid or the track, the piles and every seat's hand; a script without a view
// gets the generic board, its state as text. Clicks report the presenter's
// target numbers; the view decides nothing.
Item {
    id: root

    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    property int viewerSeat: -1

    signal targetClicked(int target)

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    // Each part read from boardData itself, never through another binding
    // here, which may not have caught up with a new description yet.
    readonly property bool hasView: !!root.boardData && root.boardData.hasView === true && !!root.boardData.view
    readonly property var seatLabels: root.boardData && root.boardData.seatLabels ? root.boardData.seatLabels : []
    readonly property var grid: root.hasView && root.boardData.view.grid ? root.boardData.view.grid : null
    readonly property var track: root.hasView && root.boardData.view.track ? root.boardData.view.track : null
    readonly property var hands: root.hasView && root.boardData.view.hands ? root.boardData.view.hands : []
    readonly property var piles: root.hasView && root.boardData.view.piles ? root.boardData.view.piles : []
    readonly property var counterList: root.hasView && root.boardData.view.counters ? root.boardData.view.counters : []
    readonly property bool hasMain: !!root.grid || !!root.track
    readonly property bool hasCards: root.hands.length > 0 || root.piles.length > 0
    readonly property bool wide: root.width >= root.height * 1.1
    readonly property real unit: Math.max(8, Math.min(root.width / 60, root.height / 40))
    // The grid's or track's room: beside the cards in a wide view, above them in a tall one.
    readonly property real mainWidth: !root.hasCards ? root.width - 16 : root.wide ? root.width * 0.58 : root.width - 16
    readonly property real mainHeight: Math.max(80, root.height - counters.height - 24 - (root.hasCards && !root.wide ? root.height * 0.4 : 0))
    readonly property real cardsWidth: root.hasMain && root.wide ? root.width - root.mainWidth - 32 : root.width - 24
    readonly property real cardWidth: Math.round(Math.max(28, Math.min(root.unit * 3.6, 70)))

    objectName: "scriptBoard"

    StateTextBoard {
        objectName: "scriptTextBoard"
        visible: !root.hasView
        anchors.fill: parent
        boardData: root.boardData
    }

    Flickable {
        id: flick

        visible: root.hasView
        anchors.fill: parent
        anchors.margins: 8
        contentWidth: width
        contentHeight: content.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: content

            width: flick.width
            spacing: root.unit * 0.8

            Flow {
                id: counters

                width: parent.width
                spacing: root.unit
                visible: root.counterList.length > 0

                Repeater {
                    model: root.counterList

                    delegate: Label {
                        id: counter

                        required property var modelData

                        objectName: "scriptCounter"
                        //: %1 a value's name in the script (Turn total), %2 its value
                        text: qsTr("%1: %2").arg(counter.modelData.label).arg(counter.modelData.value)
                        font.pixelSize: Math.max(10, Math.round(root.unit * 1.2))
                        padding: root.unit * 0.3
                        background: Rectangle {
                            radius: 4
                            color: root.colors.alternateBase
                            border.width: 1
                            border.color: root.colors.midlight
                        }
                    }
                }
            }

            Flow {
                width: parent.width
                spacing: root.unit * 1.5

                // A Repeater of one (or none), so that each is made only when
                // described, and kept from state to state.
                Repeater {
                    model: root.grid ? 1 : 0

                    delegate: ScriptGrid {
                        objectName: "scriptGrid"
                        grid: root.grid
                        availableWidth: root.mainWidth
                        availableHeight: root.mainHeight
                        legalTargets: root.legalTargets
                        selectedTarget: root.selectedTarget
                        onTargetClicked: target => root.targetClicked(target)
                    }
                }
                Repeater {
                    model: root.track ? 1 : 0

                    delegate: ScriptTrack {
                        objectName: "scriptTrack"
                        track: root.track
                        seatLabels: root.seatLabels
                        availableWidth: root.mainWidth
                        availableHeight: root.mainHeight
                        legalTargets: root.legalTargets
                        selectedTarget: root.selectedTarget
                        onTargetClicked: target => root.targetClicked(target)
                    }
                }

                Column {
                    visible: root.hasCards
                    width: root.cardsWidth
                    spacing: root.unit

                    Flow {
                        width: parent.width
                        spacing: root.unit * 1.5

                        Repeater {
                            model: root.piles

                            delegate: ScriptPile {
                                id: pileItem

                                required property var modelData

                                objectName: "scriptPile"
                                pile: pileItem.modelData
                                //: %1 the pile's name in the script, %2 the player it belongs to (P1)
                                title: pileItem.modelData.seat >= 0 ? qsTr("%1 of %2").arg(pileItem.modelData.label).arg(root.seatLabels[pileItem.modelData.seat]) : pileItem.modelData.label
                                cardWidth: root.cardWidth
                                unit: root.unit
                                legalTargets: root.legalTargets
                                selectedTarget: root.selectedTarget
                                onTargetClicked: target => root.targetClicked(target)
                            }
                        }
                    }

                    Repeater {
                        model: root.hands

                        delegate: Column {
                            id: hands

                            required property var modelData

                            width: parent.width
                            spacing: root.unit * 0.6

                            Label {
                                visible: hands.modelData.label.length > 0
                                text: hands.modelData.label
                                font.bold: true
                            }
                            Repeater {
                                model: hands.modelData.seats

                                delegate: ScriptHand {
                                    id: seatHand

                                    required property var modelData

                                    objectName: "scriptHand:" + seatHand.modelData.seat
                                    width: hands.width
                                    hand: seatHand.modelData
                                    seatLabel: root.seatLabels[seatHand.modelData.seat] ?? ""
                                    seatColor: root.colors.seatColors[seatHand.modelData.seat % root.colors.seatColors.length]
                                    toMove: root.boardData.actor === seatHand.modelData.seat
                                    cardWidth: root.cardWidth
                                    unit: root.unit
                                    legalTargets: root.legalTargets
                                    selectedTarget: root.selectedTarget
                                    onTargetClicked: target => root.targetClicked(target)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
