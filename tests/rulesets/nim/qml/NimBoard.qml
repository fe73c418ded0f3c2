pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// Nim's piles, one button a pile; it keeps the board-view contract of
// BoardHost.qml. A pile with a legal take is enabled; the chosen one is ringed.
Row {
    id: root

    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    property int viewerSeat: -1

    signal targetClicked(int target)

    spacing: 12

    Repeater {
        model: root.boardData && root.boardData.piles ? root.boardData.piles : []

        Button {
            id: pile

            required property int index
            required property int modelData

            objectName: "nimPile" + index
            text: qsTr("Pile %1: %2").arg(index + 1).arg(modelData)
            enabled: root.legalTargets.indexOf(index) >= 0
            highlighted: root.selectedTarget === index
            onClicked: root.targetClicked(pile.index)
        }
    }
}
