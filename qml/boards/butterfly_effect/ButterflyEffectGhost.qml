import QtQuick

// Review's second opinion on one click target (a square, an era's title, a
// hand card, a species, a pattern way): translucent cyan over the target, set
// apart from the orange of legal targets and the pink of the chosen one.
Rectangle {
    objectName: "ghost"
    anchors.fill: parent
    anchors.margins: -2
    radius: 4
    color: "#4400b8d4"
    border.width: 3
    border.color: "#00b8d4"
}
