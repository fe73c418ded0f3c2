pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// A/B comparison of two designs of one ruleset: both play the same games (the
// same agents on the same seeds) in the background through the
// ComparisonController, then every metric of A stands beside B's with the
// difference, its 95% interval and a verdict. The comparison is not stored;
// it is exported as a report (HTML or PDF) with its own section. Design B is
// another saved design, or design A with parameter changes made right here in
// the parameter form (nothing saved).
ReportCard {
    id: root

    required property Workbench workbench
    // The design open in the workbench, design A by default.
    property int defaultDesignId: 0
    readonly property ComparisonController controller: comparison
    // Asks the page to save the report: `format` is "html" or "pdf".
    signal exportRequested(string format)

    // B is design A with the changes of the form below, not a saved design.
    readonly property bool bIsChangedA: bSource.currentIndex === 1
    readonly property var designInfo: designA.currentIndex >= 0 && designA.currentValue !== undefined ? root.workbench.designInfo(designA.currentValue) : ({})

    function chooseDefaults() {
        designA.currentIndex = Math.max(0, designA.indexOfValue(root.defaultDesignId));
        designB.currentIndex = designA.currentIndex;
    }

    function startComparison() {
        const agents = [];
        for (let i = 0; i < seats.count; ++i)
            agents.push((seats.itemAt(i) as SeatAgentRow).spec());
        comparison.start(designA.currentValue ?? 0, designB.currentValue ?? 0, {
            bChanges: root.bIsChangedA,
            players: players.value,
            agents: agents,
            games: games.value,
            threads: comparison.idealThreads,
            seed: seed.value,
            heatmaps: countHeatmaps.checked
        });
    }

    heading: qsTr("A/B comparison")
    onDefaultDesignIdChanged: root.chooseDefaults()

    ComparisonController {
        id: comparison

        workbench: root.workbench
    }

    DesignListModel {
        id: designs

        workbench: root.workbench
        // Both the open design at first: duplicate it, change it, and choose the copy as B.
        onCountChanged: root.chooseDefaults()
    }

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Both designs play the same games: the same agents on the same seeds, so the luck they share cancels and a real difference shows with fewer games.")
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 4
        columnSpacing: 8
        rowSpacing: 4
        enabled: !comparison.running

        Label {
            text: qsTr("Design A")
        }
        ComboBox {
            id: designA

            objectName: "compareDesignA"
            Layout.fillWidth: true
            model: designs
            textRole: "name"
            valueRole: "id"
            Component.onCompleted: root.chooseDefaults()
            // The form starts from A's values again: changes were to that design.
            onCurrentValueChanged: comparison.prepareChanges(designA.currentValue ?? 0)
        }
        Label {
            text: qsTr("Design B")
        }
        RowLayout {
            Layout.fillWidth: true

            ComboBox {
                id: bSource

                function sourceText(index: int): string {
                    return index === 1 ? qsTr("Design A with changes") : qsTr("Another design");
                }

                objectName: "compareBSource"
                Layout.fillWidth: true
                // A count, not a list of texts: a list made again by a
                // language switch would reset the choice to the first.
                model: 2
                displayText: bSource.sourceText(bSource.currentIndex)
                delegate: ItemDelegate {
                    required property int index

                    width: bSource.width
                    text: bSource.sourceText(index)
                    highlighted: bSource.highlightedIndex === index
                }
            }
            ComboBox {
                id: designB

                objectName: "compareDesignB"
                Layout.fillWidth: true
                visible: !root.bIsChangedA
                model: designs
                textRole: "name"
                valueRole: "id"
            }
        }
        Label {
            text: qsTr("Players")
        }
        SpinBox {
            id: players

            objectName: "comparePlayers"
            Layout.fillWidth: true
            from: root.designInfo.minPlayers ?? 1
            to: root.designInfo.maxPlayers ?? 4
            value: 2
        }
        Label {
            text: qsTr("Games per design")
        }
        SpinBox {
            id: games

            objectName: "compareGames"
            Layout.fillWidth: true
            from: 2
            to: 1000000
            stepSize: 100
            value: 200
            editable: true
        }
        Label {
            //: The number every simulated game's random choices derive from
            text: qsTr("Run seed")
        }
        SpinBox {
            id: seed

            Layout.fillWidth: true
            from: 1
            to: 2147483647
            value: 1
            editable: true
        }
        CheckBox {
            id: countHeatmaps

            objectName: "compareHeatmaps"
            Layout.columnSpan: 2
            checked: true
            text: qsTr("Difference heatmaps (B minus A per game; slower)")
        }
    }

    // Design B's parameters: A's, to change in place.
    Label {
        Layout.fillWidth: true
        visible: root.bIsChangedA
        wrapMode: Text.Wrap
        font.bold: true
        text: qsTr("Design B's parameters (design A's until you change them)")
    }
    ListView {
        objectName: "compareChangesForm"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 320)
        visible: root.bIsChangedA
        enabled: !comparison.running
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        spacing: 4
        model: comparison.changesForm
        delegate: ParameterDelegate {
            width: ListView.view.width - 14
            form: comparison.changesForm
        }
    }
    Label {
        Layout.fillWidth: true
        visible: root.bIsChangedA && comparison.changesForm.formError.length > 0
        wrapMode: Text.Wrap
        color: "#c0392b"
        text: comparison.changesForm.formError
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        enabled: !comparison.running

        Repeater {
            id: seats

            model: players.value

            SeatAgentRow {
                id: seatRow

                Layout.fillWidth: true
                namePrefix: "compareSeat"
                initialKind: seatRow.index === 0 ? "mcts" : "random"
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true

        Button {
            objectName: "compareButton"
            text: qsTr("Compare")
            highlighted: true
            enabled: !comparison.running && root.workbench.isOpen && designs.count > 0
            onClicked: root.startComparison()
        }
        Button {
            objectName: "cancelCompareButton"
            text: qsTr("Cancel")
            enabled: comparison.running
            onClicked: comparison.cancel()
        }
        ProgressBar {
            Layout.fillWidth: true
            visible: comparison.running
            from: 0
            to: Math.max(1, comparison.gamesTotal)
            value: comparison.gamesDone
        }
        Label {
            visible: comparison.running
            text: qsTr("%1 of %2 games").arg(comparison.gamesDone).arg(comparison.gamesTotal)
        }
        Item {
            Layout.fillWidth: true
            visible: !comparison.running
        }
        Button {
            objectName: "compareExportHtml"
            text: qsTr("Export HTML")
            enabled: comparison.hasResult && !comparison.running
            onClicked: root.exportRequested("html")
        }
        Button {
            text: qsTr("Export PDF")
            enabled: comparison.hasResult && !comparison.running
            onClicked: root.exportRequested("pdf")
        }
    }

    // Why the comparison was refused or stopped, right under its button.
    Label {
        objectName: "compareError"
        Layout.fillWidth: true
        visible: comparison.errorMessage.length > 0
        wrapMode: Text.Wrap
        color: "#c0392b"
        text: comparison.errorMessage
    }

    Label {
        objectName: "compareHeadline"
        Layout.fillWidth: true
        visible: comparison.hasResult
        wrapMode: Text.Wrap
        font.bold: true
        text: comparison.headline
    }

    Label {
        objectName: "compareCorrection"
        Layout.fillWidth: true
        visible: comparison.hasResult && text.length > 0
        wrapMode: Text.Wrap
        opacity: 0.8
        text: comparison.correction
    }

    // Every metric, a row of explicit widths: the name and the verdict wrap,
    // the numbers keep one line each (ReportTable's columns share the width,
    // which breaks "100.0%" apart). The card's width sets the columns', never
    // the other way round.
    Column {
        id: table

        // The widest number each numeric column can hold, in the label font.
        readonly property real rateWidth: numbers.advanceWidth("100.00%") + 8
        readonly property real rangeWidth: numbers.advanceWidth("+100.00 … +100.00") + 8
        readonly property real spacingWidth: 12
        // What is left for the metric's name and its verdict, shared 2 : 3.
        readonly property real wordsWidth: Math.max(200, table.width - 3 * table.rateWidth - table.rangeWidth - 5 * table.spacingWidth)

        function columnWidth(column: int): real {
            return column === 0 ? Math.floor(table.wordsWidth * 0.4) : column === 5 ? Math.floor(table.wordsWidth * 0.6) : column === 4 ? table.rangeWidth : table.rateWidth;
        }

        objectName: "compareTable"
        Layout.fillWidth: true
        visible: comparison.hasResult
        spacing: 6

        FontMetrics {
            id: numbers
        }

        Repeater {
            // The header row, then one per metric.
            model: comparison.hasResult ? comparison.rows.length + 1 : 0

            Row {
                id: tableRow

                required property int index
                // The metric's row (the header's for row 0).
                readonly property var cells: {
                    if (tableRow.index === 0)
                        return [qsTr("Metric"), "A", "B", qsTr("B − A"), qsTr("95% interval"), qsTr("Verdict")];
                    const r = comparison.rows[tableRow.index - 1];
                    return [r.label, r.a, r.b, r.difference, r.range, r.verdict];
                }

                spacing: table.spacingWidth

                Repeater {
                    model: tableRow.cells

                    Label {
                        required property string modelData
                        required property int index

                        width: table.columnWidth(index)
                        text: modelData
                        font.bold: tableRow.index === 0
                        wrapMode: index === 0 || index === 5 ? Text.Wrap : Text.NoWrap
                    }
                }
            }
        }
    }

    // Where things happen, B minus A per game, one map per heatmap both
    // designs share.
    Label {
        Layout.fillWidth: true
        visible: comparison.hasResult && comparison.heatmaps.length > 0
        wrapMode: Text.Wrap
        font.bold: true
        text: qsTr("Where things happen: B − A")
    }
    Label {
        Layout.fillWidth: true
        visible: comparison.hasResult && comparison.heatmaps.length > 0
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Each cell shows design B's events per game less design A's over the paired games: red where B saw more, blue where it saw fewer. An outlined cell's difference is beyond noise: its 95% interval, wide enough to hold for every cell of the map at once, leaves out 0. Other cells may differ by chance.")
    }
    Flow {
        objectName: "compareHeatmapsFlow"
        Layout.fillWidth: true
        visible: comparison.hasResult
        spacing: 24

        Repeater {
            model: comparison.hasResult ? comparison.heatmaps : []

            HeatmapGrid {
                id: differenceMap

                required property var modelData

                map: differenceMap.modelData
                width: Math.min(420, root.width - 40)
            }
        }
    }
}
