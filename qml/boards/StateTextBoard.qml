import QtQuick
import QtQuick.Controls

// The board of a ruleset without a view of its own: the shown state as JSON,
// as the viewing seat may see it (BoardPresenter's default description). It
// keeps the board-view contract of BoardHost.qml.
ScrollView {
    id: root

    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    property int viewerSeat: -1

    signal targetClicked(int target)

    TextArea {
        objectName: "stateTextBoard"
        readOnly: true
        text: root.boardData && root.boardData.stateText ? root.boardData.stateText : ""
        font.family: "monospace"
        wrapMode: TextEdit.NoWrap
        Accessible.name: qsTr("Game state")
    }
}
