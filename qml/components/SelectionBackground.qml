import QtQuick

// The background of a list row: the chosen row tinted in the highlight colour
// (its text stays the text colour, so it reads in both schemes), a hovered one
// faintly, with a bar at the start edge so the choice shows without colour too.
Rectangle {
    id: root

    property bool selected: false
    property bool hovered: false

    readonly property color tint: root.palette.highlight

    color: root.selected ? Qt.rgba(root.tint.r, root.tint.g, root.tint.b, 0.3) : root.hovered ? Qt.rgba(root.tint.r, root.tint.g, root.tint.b, 0.1) : "transparent"

    Rectangle {
        visible: root.selected
        width: 3
        height: parent.height
        color: root.palette.highlight
    }
}
