pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The second opinion on a reviewed game: "Analyse game" at a chosen budget,
// its progress and Cancel while it runs, what it ended with, and for the move
// on show its label, the decision the agent preferred and both win chances.
// The session's ReviewAnalysis does the work.
ColumnLayout {
    id: root

    required property ReviewSession session
    readonly property ReviewAnalysis analysis: root.session.analysis
    readonly property var move: root.session.moveAnalysis
    // The labels in rising order, as the store words them.
    readonly property var labelIds: ["fine", "inaccuracy", "mistake", "blunder"]

    spacing: 4

    function percent(chance: real): string {
        return qsTr("%1 %").arg(Math.round(100 * chance));
    }
    // A win chance with its 95% interval's half width in points, "proven"
    // where the search proved it, or bare for an analysis stored without it.
    function chanceText(chance: real, margin: real, proven: bool): string {
        // One figure: a line may not break inside "49 % ± 14".
        return root.chanceWords(chance, margin, proven).replace(/ /g, "\u00a0");
    }
    function chanceWords(chance: real, margin: real, proven: bool): string {
        if (proven)
            //: %1 a win chance the search proved (100 % or 0 %)
            return qsTr("%1 (proven)").arg(root.percent(chance));
        if (margin < 0)
            return root.percent(chance);
        //: %1 a win chance, %2 its 95% interval's half width in percentage points
        return qsTr("%1 ± %2").arg(root.percent(chance)).arg(Math.max(1, Math.round(100 * margin)));
    }

    Label {
        Layout.fillWidth: true
        //: The Review page's analysis of a game's moves by an agent
        text: qsTr("Second opinion")
        font.bold: true
        elide: Text.ElideRight
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: 6

        ComboBox {
            id: budget

            objectName: "reviewAnalysisBudget"
            // MCTS iterations a search (three searches a move).
            model: [100, 1000, 5000]
            currentIndex: 1
            enabled: !root.analysis.running
            displayText: qsTr("%L1 it.").arg(budget.currentValue)
            implicitContentWidthPolicy: ComboBox.WidestTextWhenCompleted
            Accessible.name: qsTr("Analysis budget, MCTS iterations a search")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("MCTS iterations a search: more is slower and surer")
            delegate: ItemDelegate {
                required property int modelData

                width: ListView.view.width
                text: qsTr("%L1 iterations").arg(modelData)
            }
        }
        Button {
            Layout.fillWidth: true
            objectName: "reviewAnalyse"
            text: root.analysis.running ? qsTr("Cancel") : qsTr("Analyse game")
            onClicked: root.analysis.running ? root.analysis.cancel() : root.analysis.start(budget.currentValue)
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: root.analysis.running ? qsTr("Stop; nothing of this run is stored") : qsTr("MCTS judges every move a person made, on every core, and stores its opinion with the game")
        }
    }

    ProgressBar {
        Layout.fillWidth: true
        visible: root.analysis.running
        from: 0
        to: Math.max(1, root.analysis.total)
        value: root.analysis.done
        Accessible.name: qsTr("Analysis progress")
    }
    Label {
        Layout.fillWidth: true
        visible: root.analysis.running
        //: %1 moves analysed so far of %2; before the first, the win chance is fitted to simulated games
        text: root.analysis.done === 0 ? qsTr("Fitting the win chance to simulated games of this design, then analysing %1 moves…").arg(root.analysis.total) : qsTr("%1 of %2 moves analysed…").arg(root.analysis.done).arg(root.analysis.total)
        wrapMode: Text.Wrap
        opacity: 0.75
    }
    AlertLabel {
        Layout.fillWidth: true
        text: root.analysis.errorMessage
    }
    Label {
        Layout.fillWidth: true
        visible: !root.analysis.running && root.analysis.message.length > 0
        text: root.analysis.message
        wrapMode: Text.Wrap
        opacity: 0.75
    }
    Label {
        Layout.fillWidth: true
        visible: root.analysis.hasAnalysis && !root.analysis.running
        //: %1 the MCTS budget; %2 how many moves carry each label, e.g. "fine 19 · mistake 1"
        text: qsTr("Stored, at %L1 iterations: %2").arg(root.analysis.iterations).arg(root.labelIds.map(l => root.session.moveLog.analysisLabelText(l) + " " + (root.analysis.labelCounts[l] || 0)).join(" · "))
        wrapMode: Text.Wrap
        font.pixelSize: 12
        opacity: 0.75
    }

    // The move on show.
    RowLayout {
        Layout.fillWidth: true
        visible: root.move.label !== undefined
        spacing: 6

        AnalysisLabelChip {
            objectName: "reviewMoveLabel"
            label: root.move.label || ""
            text: root.move.labelText || ""
        }
        Label {
            Layout.fillWidth: true
            objectName: "reviewMoveBest"
            text: root.move.agrees ? qsTr("The agent agrees with this move.") : qsTr("The agent prefers: %1").arg(root.move.bestText || "")
            wrapMode: Text.Wrap
        }
    }
    Label {
        Layout.fillWidth: true
        visible: root.move.label !== undefined
        objectName: "reviewMoveChances"
        //: The deciding seat's estimated win chances: %1 after the move played, %2 after the agent's choice
        text: root.move.agrees ? qsTr("Win chance after it: %1").arg(root.chanceText(root.move.winPlayed || 0, root.move.playedMargin ?? -1, root.move.playedProven || false)) : qsTr("Win chance: %1 after the move played, %2 after the agent's").arg(root.chanceText(root.move.winPlayed || 0, root.move.playedMargin ?? -1, root.move.playedProven || false)).arg(root.chanceText(root.move.winBest || 0, root.move.bestMargin ?? -1, root.move.bestProven || false))
        wrapMode: Text.Wrap
        font.pixelSize: 12
    }
    Label {
        Layout.fillWidth: true
        visible: root.move.label !== undefined
        objectName: "reviewMoveBasis"
        //: What each win chance rests on: %L1 the simulations of each search
        text: (root.move.playedMargin ?? -1) < 0 ? qsTr("Each chance from %L1 simulations; stored before intervals were kept: analyse again for them.").arg(root.move.iterations || 0) : qsTr("Each chance from %L1 simulations, fitted to how simulated games of this design end; ± is a 95% interval.").arg(root.move.iterations || 0)
        wrapMode: Text.Wrap
        font.pixelSize: 11
        opacity: 0.75
    }
}
