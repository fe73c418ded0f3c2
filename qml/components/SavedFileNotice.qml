pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// "Saved to <path>" after any save, with a button that opens the folder in the
// desktop's file manager. It floats above the bottom of the window, so nothing
// moves when it appears; it closes by itself after a while.
Popup {
    id: root

    // How long the notice stays, in milliseconds.
    property int showFor: 12000
    // The space to keep free at the bottom of the window (the status bar).
    property real bottomGap: 16

    objectName: "savedFileNotice"
    x: (parent ? parent.width - width : 0) - 16
    y: (parent ? parent.height - height : 0) - root.bottomGap
    width: Math.min(720, (parent ? parent.width : 720) - 32)
    padding: 10
    leftPadding: 14
    closePolicy: Popup.CloseOnEscape
    modal: false
    focus: false

    onClosed: DesktopFiles.dismissSaved()

    Connections {
        target: DesktopFiles

        function onSavedPathChanged() {
            if (DesktopFiles.savedPath.length === 0)
                return;
            root.open();
            hideTimer.restart();
        }
    }

    Timer {
        id: hideTimer

        interval: root.showFor
        onTriggered: root.close()
    }

    background: Rectangle {
        color: root.palette.toolTipBase
        border.color: root.palette.highlight
        radius: 4
    }

    contentItem: RowLayout {
        spacing: 10

        Label {
            objectName: "savedFileNoticeText"
            Layout.fillWidth: true
            //: %1 is the path of the file just written
            text: qsTr("Saved to %1").arg(DesktopFiles.savedPath)
            color: root.palette.toolTipText
            elide: Text.ElideMiddle
        }
        Button {
            objectName: "openSavedFolderButton"
            text: qsTr("Open folder")
            Accessible.description: qsTr("Show the folder of the saved file in the file manager")
            onClicked: Qt.openUrlExternally(DesktopFiles.savedFolder)
        }
        ToolButton {
            text: "✕"
            Accessible.name: qsTr("Close")
            onClicked: root.close()
        }
    }
}
