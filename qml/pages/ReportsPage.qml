pragma ComponentBehavior: Bound

import QtQuick.Controls
import Playbench

// Statistics over many simulated games (not built yet). Until then it says what it will hold.
Page {
    id: root

    title: qsTr("Reports")

    PagePlaceholder {
        anchors.fill: parent
        heading: root.title
        summary: qsTr("Run many games between computer players and see in charts how balanced the selected design is.")
        plannedItems: [
            qsTr("batch runs of simulated games"),
            qsTr("win rates by seat and how long games last"),
            qsTr("how changing a parameter changes the results")
        ]
    }
}
