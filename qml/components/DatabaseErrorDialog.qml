pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Tells the user that the database could not be opened, and why. Opens by
// itself whenever `message` becomes non-empty.
Dialog {
    id: root

    // One line from the store naming the file and the problem; "" when all is well.
    required property string message

    objectName: "databaseErrorDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, (parent ? parent.width : 560) - 48)
    modal: true
    padding: 20
    topPadding: 12
    title: qsTr("The database could not be opened")
    standardButtons: Dialog.Ok

    header: Label {
        text: root.title
        padding: 20
        bottomPadding: 0
        font.pixelSize: 17
        font.bold: true
        wrapMode: Text.Wrap
    }

    onMessageChanged: if (root.message.length > 0) root.open()
    Component.onCompleted: if (root.message.length > 0) root.open()

    ColumnLayout {
        anchors.fill: parent
        spacing: 12

        Label {
            Layout.fillWidth: true
            text: root.message
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Choose another file with File > Open database… or File > New database…, or go back to the demo with File > Open demo database.")
            wrapMode: Text.Wrap
            opacity: 0.7
        }
    }
}
