pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The filters of the Review page's game list: design, result, tag, the days
// the games started on, only annotated games, and whether games simulated in
// batch runs are listed too. It sets the model's filter properties; the model
// reloads itself.
GridLayout {
    id: root

    required property GameListModel games

    columns: 2
    columnSpacing: 8
    rowSpacing: 6

    Label {
        text: qsTr("Design")
    }
    ComboBox {
        id: designChoice

        // "All designs" first, then every design of the database.
        readonly property var allDesigns: [
            {
                "id": 0,
                "name": qsTr("All designs")
            }
        ]
        readonly property var choices: designChoice.allDesigns.concat(root.games.designs)

        Layout.fillWidth: true
        model: designChoice.choices
        textRole: "name"
        valueRole: "id"
        currentIndex: Math.max(0, designChoice.indexOfValue(root.games.designId))
        onActivated: root.games.designId = designChoice.currentValue
        Accessible.name: qsTr("Filter by design")
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Only the games of one design")
    }

    Label {
        //: How a game ended, as a filter
        text: qsTr("Result")
    }
    ComboBox {
        Layout.fillWidth: true
        textRole: "text"
        valueRole: "value"
        model: [
            {
                "value": GameListModel.Any,
                "text": qsTr("Any result")
            },
            {
                "value": GameListModel.Winner,
                "text": qsTr("Finished with a winner")
            },
            {
                "value": GameListModel.Draw,
                "text": qsTr("Draw")
            },
            {
                "value": GameListModel.Unfinished,
                "text": qsTr("Unfinished")
            },
            {
                "value": GameListModel.Abandoned,
                "text": qsTr("Abandoned")
            }
        ]
        onActivated: root.games.result = currentValue
        Accessible.name: qsTr("Filter by result")
    }

    Label {
        //: A label put on moves, e.g. "fun"
        text: qsTr("Tag")
    }
    ComboBox {
        id: tagChoice

        Layout.fillWidth: true
        // Index 0 is "any tag"; the rest are the tags in use.
        readonly property var anyTag: [qsTr("Any tag")]
        readonly property var tags: root.games.tags

        model: tagChoice.anyTag.concat(tagChoice.tags)
        currentIndex: Math.max(0, tagChoice.tags.indexOf(root.games.tag) + 1)
        onActivated: index => root.games.tag = index === 0 ? "" : tagChoice.tags[index - 1]
        Accessible.name: qsTr("Filter by tag")
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Only games with a move carrying this tag")
    }

    Label {
        //: The first day of a date range
        text: qsTr("From")
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6

        TextField {
            id: fromField

            Layout.fillWidth: true
            Layout.minimumWidth: 60
            placeholderText: qsTr("YYYY-MM-DD")
            selectByMouse: true
            text: root.games.fromDate
            onEditingFinished: root.games.fromDate = text
            Accessible.name: qsTr("Started on or after")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Games started on or after this day; empty for no limit")
        }
        Label {
            //: Between two dates of a range: from ... to ...
            text: qsTr("to")
        }
        TextField {
            Layout.fillWidth: true
            Layout.minimumWidth: 60
            placeholderText: qsTr("YYYY-MM-DD")
            selectByMouse: true
            text: root.games.toDate
            onEditingFinished: root.games.toDate = text
            Accessible.name: qsTr("Started on or before")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Games started on or before this day; empty for no limit")
        }
    }

    CheckBox {
        Layout.columnSpan: 2
        text: qsTr("Only games with notes")
        checked: root.games.annotatedOnly
        onToggled: root.games.annotatedOnly = checked
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Only games in which some move has an annotation")
    }
    CheckBox {
        Layout.columnSpan: 2
        Layout.topMargin: -8
        text: qsTr("Include simulated games")
        checked: root.games.includeSimulated
        onToggled: root.games.includeSimulated = checked
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Also list the games of batch runs, not only live playtests")
    }
}
