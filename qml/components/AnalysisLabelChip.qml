import QtQuick
import QtQuick.Controls

// A second-opinion label as a small coloured chip: green fine, amber
// inaccuracy, orange mistake, red blunder; nothing for an unanalysed move.
// The word is given translated (MoveLogModel.analysisLabelText).
Label {
    id: root

    // "fine", "inaccuracy", "mistake", "blunder" or "".
    property string label: ""

    readonly property color chipColor: root.label === "blunder" ? "#c62828" : root.label === "mistake" ? "#e65100" : root.label === "inaccuracy" ? "#f9a825" : "#2e7d32"

    visible: root.label.length > 0
    font.pixelSize: 11
    font.bold: true
    color: root.label === "inaccuracy" ? "#1f1f1f" : "white"
    leftPadding: 6
    rightPadding: 6
    topPadding: 1
    bottomPadding: 1
    background: Rectangle {
        radius: height / 2
        color: root.chipColor
    }
}
