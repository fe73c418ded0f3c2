pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// A small read-only table: a bold header row, then one row per entry of
// `rows`, each a list of cell texts. Long cells wrap.
GridLayout {
    id: root

    required property list<string> headers
    property var rows: []

    columns: headers.length
    columnSpacing: 12
    rowSpacing: 2

    Repeater {
        model: root.headers

        Label {
            required property string modelData

            Layout.fillWidth: true
            text: modelData
            font.bold: true
            wrapMode: Text.Wrap
        }
    }
    Repeater {
        // Row-major cells, so the grid lays them out in order.
        model: root.rows.reduce((cells, row) => cells.concat(row), [])

        Label {
            required property string modelData

            Layout.fillWidth: true
            text: modelData
            wrapMode: Text.Wrap
        }
    }
}
