import QtQuick

// Stability's board on the Playtest and Review pages: the tile grid, kept to
// the board-view contract of BoardHost.qml. The tiles are the session's model
// (boardData.tiles); a click on a tile is a click on that target.
StabilityBoardView {
    id: root

    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    property int viewerSeat: -1
    // Review's second opinion: the square the analysis preferred, drawn faintly.
    property int ghostTarget: -1

    signal targetClicked(int target)

    objectName: "stabilityPlayBoard"
    tiles: root.boardData && root.boardData.tiles ? root.boardData.tiles : null
    side: root.boardData && root.boardData.tiles ? root.boardData.tiles.side : 0
    // The ring marks the square of the decision chosen in the list.
    focusIndex: root.selectedTarget
    ghostIndex: root.ghostTarget
    onTileClicked: index => root.targetClicked(index)
}
