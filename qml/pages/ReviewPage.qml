pragma ComponentBehavior: Bound

import QtQuick.Controls
import Playbench

// Replaying stored games (not built yet). Until then it says what it will hold.
Page {
    id: root

    //: The page for replaying and annotating stored games
    title: qsTr("Review")

    PagePlaceholder {
        anchors.fill: parent
        heading: root.title
        summary: qsTr("Replay games stored in this database step by step and mark the moments worth talking about.")
        plannedItems: [
            qsTr("the stored games of the selected design"),
            qsTr("a replay you can step through or jump to any move"),
            qsTr("tags and notes on single moves")
        ]
    }
}
