pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One block of the Reports page: a heading over its content.
Frame {
    id: root

    required property string heading
    default property alias content: column.data

    Layout.fillWidth: true
    Layout.alignment: Qt.AlignTop
    padding: 12

    ColumnLayout {
        id: column

        anchors.left: parent.left
        anchors.right: parent.right
        spacing: 6

        Label {
            Layout.fillWidth: true
            text: root.heading
            font.pixelSize: 15
            font.bold: true
            elide: Text.ElideRight
        }
    }
}
