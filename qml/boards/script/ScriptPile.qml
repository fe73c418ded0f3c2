pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// A pile of a scripted game: its label and count, then its top card (or every
// card, spread) face up when the viewer may see it, else a back.
Column {
    id: root

    // A pile of describeView(): label, seat, count, faceUp, cards, target.
    required property var pile
    required property string title
    required property real cardWidth
    required property real unit
    property var legalTargets: []
    property int selectedTarget: -1

    signal targetClicked(int target)

    readonly property bool legal: root.pile.target >= 0 && root.legalTargets.indexOf(root.pile.target) >= 0

    spacing: root.unit * 0.3
    Accessible.role: Accessible.Grouping
    //: %1 the pile's name in the script (Deck)
    Accessible.name: qsTr("%1: %n card(s)", "", root.pile.count).arg(root.title)

    Label {
        //: %1 the pile's name in the script (Deck), %2 how many cards it holds
        text: qsTr("%1 (%2)").arg(root.title).arg(root.pile.count)
        font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
    }
    Item {
        width: Math.max(root.cardWidth, cardsRow.width)
        height: Math.round(root.cardWidth * 1.4)

        Rectangle {
            visible: root.pile.count === 0
            width: root.cardWidth
            height: parent.height
            radius: Math.max(2, width * 0.1)
            color: "transparent"
            border.width: 1
            border.color: "#9e9e9e"
        }
        Row {
            id: cardsRow

            spacing: root.unit * 0.3

            Repeater {
                model: root.pile.count === 0 ? [] : root.pile.faceUp ? root.pile.cards : [null]

                delegate: ScriptCard {
                    id: pileCard

                    required property var modelData

                    width: root.cardWidth
                    card: pileCard.modelData
                    highlighted: root.legal
                    selected: root.pile.target >= 0 && root.pile.target === root.selectedTarget
                    onClicked: root.targetClicked(root.pile.target)
                }
            }
        }
    }
}
