pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The column of page entries on the left edge of the window, also reachable
// with Ctrl+1 to Ctrl+6. It only shows and reports choices; the window decides
// which page is current.
Pane {
    id: root

    required property list<string> pageKeys
    // What to show for each key, in the same order.
    required property list<string> pageTitles
    required property string currentPage

    // The user picked the page `key`.
    signal pageChosen(string key)

    implicitWidth: 200
    padding: 8
    topPadding: 12

    background: Rectangle {
        color: root.palette.base

        Rectangle {
            // The edge between the rail and the page.
            anchors.right: parent.right
            width: 1
            height: parent.height
            color: root.palette.mid
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        Repeater {
            model: root.pageKeys

            delegate: ItemDelegate {
                id: entry

                required property string modelData
                required property int index

                objectName: "nav:" + entry.modelData
                Layout.fillWidth: true
                // Settings sits apart from the pages about designs.
                Layout.topMargin: entry.modelData === "settings" ? 16 : 0
                topPadding: 10
                bottomPadding: 10
                leftPadding: 14
                text: root.pageTitles[entry.index] ?? entry.modelData
                highlighted: entry.modelData === root.currentPage
                font.bold: entry.highlighted
                font.pixelSize: 15
                onClicked: root.pageChosen(entry.modelData)

                // Ctrl+1 to Ctrl+6 reach the pages from the keyboard.
                Shortcut {
                    sequence: "Ctrl+" + (entry.index + 1)
                    onActivated: root.pageChosen(entry.modelData)
                }
            }
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
