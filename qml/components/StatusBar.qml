pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The line at the bottom of the window: which database is open and how many
// designs it holds.
Pane {
    id: root

    required property Workbench workbench
    // The design being edited and whether it has unsaved changes; empty for none.
    property string designText

    topPadding: 5
    bottomPadding: 5
    leftPadding: 16
    rightPadding: 16

    background: Rectangle {
        color: root.palette.window

        Rectangle {
            width: parent.width
            height: 1
            color: root.palette.mid
        }
    }

    RowLayout {
        anchors.fill: parent
        spacing: 24

        Label {
            id: pathLabel

            Layout.fillWidth: true
            text: root.workbench.isOpen ? qsTr("Database: %1").arg(root.workbench.databasePath) : qsTr("No database open")
            elide: Text.ElideMiddle

            HoverHandler {
                id: pathHover
            }
            ToolTip.visible: pathHover.hovered && pathLabel.truncated
            ToolTip.text: root.workbench.databasePath
        }
        Label {
            objectName: "designStatus"
            visible: root.designText.length > 0
            text: root.designText
        }
        Label {
            visible: root.workbench.isOpen
            text: qsTr("Designs: %1").arg(root.workbench.designCount)
        }
    }
}
