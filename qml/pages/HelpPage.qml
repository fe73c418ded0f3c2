pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Help > Playbench Help (F1): the essentials of docs/workbench.md in the
// interface language, one section per page, and the keyboard shortcuts.
Page {
    id: root

    // Each section: its heading and its text, in the order a designer meets them.
    readonly property var sections: [
        {
            title: qsTr("Getting started"),
            text: qsTr("Playbench opens on the demo database, so every page has something to show. The rail on the left holds the pages (Ctrl+1 to Ctrl+6, or the View menu); the status bar names the open database and design. Settings switches the language and the colours.")
        },
        {
            title: qsTr("Databases"),
            text: qsTr("Everything lives in one database file. File > New database… creates an empty one (the .sqlite extension is added if you type none), File > Open database… opens an existing one, File > Open demo database goes back to the demo. Unsaved changes are offered for saving first. File dialogs start in your Documents folder; after every save a note says where the file went, with a button that opens its folder.")
        },
        {
            title: qsTr("Designs"),
            text: qsTr("A design is a ruleset with its parameters, its board or deck and notes. Create, rename, duplicate and delete designs in the list; each parameter is checked as you type. Ctrl+N makes a new design, Ctrl+S saves.")
        },
        {
            title: qsTr("Board"),
            text: qsTr("Each ruleset brings its own editor: a tile board is edited tile by tile or with the paint tools, or randomized from a seed (R re-rolls; locked tiles stay); a card ruleset's deck is edited card by card, with import and export as CSV. Edit > Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take back every edit.")
        },
        {
            title: qsTr("Playtest"),
            text: qsTr("New playtest… asks for the design, the players, each seat (a person or an agent) and a seed. Click a highlighted place on the board or pick a decision from the list. Step (Space) lets an agent decide once, Run / Pause (P) lets agents play on. Undo (Ctrl+Z) takes back your latest decision with the agents' replies after it. Every decision is stored at once; a playtest left unfinished can be resumed. File > Close (Ctrl+W) leaves the playtest, which stays resumable.")
        },
        {
            title: qsTr("Review"),
            text: qsTr("Replay stored games step by step (Left, Right, Home, End; Ctrl+Down and Ctrl+Up jump to the next or previous annotated move), add notes and tags, and export a game as JSON or its move log as CSV. Analyse game has an agent judge every move a person made: a label per move in the log, the agent's choice as a ghost on the board and the drama curve of both sides' win chances (the labels' thresholds are in Settings).")
        },
        {
            title: qsTr("Reports"),
            text: qsTr("Run a batch of simulated games, follow its progress and read its charts and tables; its outlier games open in Review. Export a report as HTML, CSV, JSON or PDF. Below the report, A/B comparison plays two designs on the same seeds and says which differences are real, and Auto-balance searches the parameter values that meet your targets and opens the best as a new design.")
        },
        {
            title: qsTr("More"),
            text: qsTr("The command line tool playbench-cli runs, sweeps and replays games without a window, and shows where things happen on the board over many games (simulate --heatmaps); playbench --help lists the start-up options. The documentation in the docs folder of the source goes into every detail.")
        }
    ]

    // The keyboard shortcuts: the keys as the keyboard labels them, then what
    // they do, pair after pair.
    readonly property list<string> shortcuts: [
        qsTr("Ctrl+N"), qsTr("New design"),
        qsTr("Ctrl+Shift+N"), qsTr("New database"),
        qsTr("Ctrl+O"), qsTr("Open database"),
        qsTr("Ctrl+S"), qsTr("Save"),
        qsTr("Ctrl+W"), qsTr("Close the playtest, the reviewed game or Help"),
        qsTr("Ctrl+Q"), qsTr("Quit"),
        qsTr("Ctrl+Z"), qsTr("Undo"),
        qsTr("Ctrl+Shift+Z"), qsTr("Redo"),
        qsTr("Ctrl+1 … Ctrl+6"), qsTr("Go to a page"),
        qsTr("F1"), qsTr("This help")
    ]

    title: qsTr("Help")

    ScrollView {
        id: scroll

        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 820)
            x: 24
            spacing: 6

            Item {
                Layout.preferredHeight: 12
            }
            // The sections and the shortcuts in positioners, not straight in
            // layouts: their models are re-made on a language switch, and Qt
            // 6.4 can leave a Layout rearranging then a freed delegate (see
            // PlayerPanel.qml).
            Column {
                id: sectionColumn

                Layout.fillWidth: true
                // A section's own spacing below it, and the layout's.
                spacing: 18

                Repeater {
                    model: root.sections

                    delegate: ColumnLayout {
                        id: section

                        required property var modelData

                        width: sectionColumn.width
                        spacing: 4

                        Label {
                            text: section.modelData.title
                            font.pixelSize: 18
                            font.bold: true
                        }
                        Label {
                            Layout.fillWidth: true
                            text: section.modelData.text
                            wrapMode: Text.Wrap
                            lineHeight: 1.15
                            font.pixelSize: 14
                        }
                    }
                }
            }
            Label {
                Layout.topMargin: 12
                text: qsTr("Keyboard shortcuts")
                font.pixelSize: 18
                font.bold: true
            }
            Grid {
                objectName: "helpShortcuts"
                Layout.bottomMargin: 24
                columns: 2
                columnSpacing: 24
                rowSpacing: 4

                // Keys and action alternate, filling the two columns row by row.
                Repeater {
                    model: root.shortcuts

                    delegate: Label {
                        required property string modelData
                        required property int index

                        text: modelData
                        font.pixelSize: 14
                        font.bold: index % 2 === 0
                    }
                }
            }
        }
    }
}
