pragma ComponentBehavior: Bound

import QtQuick.Controls
import QtQuick.Layouts

// A group of related settings under a heading; the controls go inside.
ColumnLayout {
    id: root

    required property string heading

    Layout.fillWidth: true
    Layout.bottomMargin: 8
    spacing: 2

    Label {
        Layout.fillWidth: true
        Layout.bottomMargin: 4
        text: root.heading
        font.pixelSize: 16
        font.bold: true
    }
}
