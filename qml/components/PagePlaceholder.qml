pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Stands in for a page that is not built yet: its name, what it will hold and
// a note that it is still to come. Shows no data of any kind.
Item {
    id: root

    required property string heading
    // One or two sentences on what the page will be for.
    required property string summary
    // What the page will show, one short line each.
    property list<string> plannedItems

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(root.width - 64, 640)
        spacing: 16

        Label {
            Layout.fillWidth: true
            text: root.heading
            font.pixelSize: 28
            wrapMode: Text.Wrap
        }
        Label {
            text: qsTr("Not built yet")
            leftPadding: 8
            rightPadding: 8
            topPadding: 3
            bottomPadding: 3
            font.pixelSize: 13
            font.bold: true
            color: root.palette.highlightedText
            background: Rectangle {
                radius: 3
                color: root.palette.highlight
            }
        }
        Label {
            Layout.fillWidth: true
            text: root.summary
            font.pixelSize: 16
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            Layout.topMargin: 8
            visible: root.plannedItems.length > 0
            text: qsTr("This page will hold:")
            font.pixelSize: 14
            font.bold: true
        }
        Repeater {
            model: root.plannedItems

            delegate: Label {
                required property string modelData

                Layout.fillWidth: true
                Layout.leftMargin: 12
                text: "• " + modelData
                font.pixelSize: 14
                wrapMode: Text.Wrap
            }
        }
    }
}
