import QtQuick

// Where the Playtest and Review pages show a game's board: it loads the board
// view of the game's ruleset (RulesetViews; a session's boardView) and hands it
// the board-view contract every view keeps:
//   inputs:  boardData      the presenter's description of the shown state
//                           (BoardPresenter::describe, with `tiles`, the tile
//                           model, for tile grids)
//            legalTargets   the click targets of the legal decisions now
//            selectedTarget the target of the decision chosen in the list, or -1
//            viewerSeat     the seat whose view is shown (-1: every hand open)
//            ghostTarget    (optional) the target of a decision suggested instead
//                           of the one shown, drawn faintly, or -1: Review's
//                           second opinion. Only views that declare it get it.
//   signal:  targetClicked(int target)
// A view may leave inputs it has no use for unread; the host sets them all.
Loader {
    id: root

    // qrc URL of the view; empty shows nothing.
    required property string boardView
    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    property int viewerSeat: -1
    property int ghostTarget: -1

    signal targetClicked(int target)

    source: root.boardView

    // Optional: bound only in views that declare it (a Binding on a missing
    // property would warn).
    onLoaded: {
        if (root.item && root.item.hasOwnProperty("ghostTarget"))
            root.item.ghostTarget = Qt.binding(() => root.ghostTarget);
    }

    Connections {
        target: root.item
        ignoreUnknownSignals: true

        function onTargetClicked(target: int) {
            root.targetClicked(target);
        }
    }

    Binding {
        target: root.item
        property: "boardData"
        value: root.boardData
        when: root.status === Loader.Ready
    }
    Binding {
        target: root.item
        property: "legalTargets"
        value: root.legalTargets
        when: root.status === Loader.Ready
    }
    Binding {
        target: root.item
        property: "selectedTarget"
        value: root.selectedTarget
        when: root.status === Loader.Ready
    }
    Binding {
        target: root.item
        property: "viewerSeat"
        value: root.viewerSeat
        when: root.status === Loader.Ready
    }
}
