pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One stack of a previewed set-up: its space, its top card by name and its height;
// with showOrder, every card top first, the ones the seed fixes in bold.
Frame {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    required property int space
    required property int cards
    required property string topCard
    // The top card's suit, which colours it.
    required property string topSuit
    required property int known
    required property var order
    property bool showOrder: false

    // A suit's colour on a card face: red suits red, lands green.
    function suitColor(suit: string): color {
        if (suit === "hearts" || suit === "diamonds")
            return root.colors.redSuit;
        if (suit === "lands")
            return root.colors.landSuit;
        return root.palette.text;
    }

    Accessible.name: qsTr("Space %1: %2 cards, %3 on top").arg(root.space).arg(root.cards).arg(root.topCard)

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Label {
            //: A stack of cards on one numbered space of the ring
            text: qsTr("Space %1").arg(root.space)
            font.bold: true
        }
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 44
            radius: 4
            color: root.palette.base
            border.color: root.suitColor(root.topSuit)
            border.width: 2

            HoverHandler {
                id: topHover
            }
            ToolTip.visible: topHover.hovered && topLabel.truncated
            ToolTip.text: root.topCard

            Label {
                id: topLabel

                anchors.fill: parent
                anchors.margins: 4
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
                text: root.topCard.length > 0 ? root.topCard : qsTr("empty")
                color: root.suitColor(root.topSuit)
                font.bold: true
                font.pixelSize: 13
            }
        }
        Label {
            text: qsTr("%n card(s)", "", root.cards)
            opacity: 0.8
        }
        Label {
            Layout.fillWidth: true
            visible: root.showOrder
            wrapMode: Text.Wrap
            textFormat: Text.StyledText
            font.pixelSize: 12
            text: {
                const parts = [];
                for (let i = 0; i < root.order.length; ++i)
                    parts.push(i < root.known ? "<b>" + root.order[i] + "</b>" : root.order[i]);
                return parts.join(", ");
            }
        }
    }
}
