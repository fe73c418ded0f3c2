pragma ComponentBehavior: Bound

import QtQuick.Controls
import Playbench

// Playing the selected design by hand (not built yet). Until then it says what it will hold.
Page {
    id: root

    title: qsTr("Playtest")

    PagePlaceholder {
        anchors.fill: parent
        heading: root.title
        summary: qsTr("Play the selected design move by move, alone or against computer players, to feel how it plays.")
        plannedItems: [
            qsTr("the board with the legal moves of the player to move"),
            qsTr("seats for people and computer players"),
            qsTr("undo and redo, and the list of moves so far")
        ]
    }
}
