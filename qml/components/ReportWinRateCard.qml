pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Who wins: each player's win rate with its 95% interval, as a chart and a
// table, then draws and turn-limit ends.
ReportSectionCard {
    id: root

    readonly property var metrics: root.summary.metrics

    heading: qsTr("Win rate per player (95% interval)")
    Layout.preferredWidth: 1

    ReportWinRateChart {
        Layout.fillWidth: true
        Layout.preferredHeight: 220
        seats: root.metrics.seats ?? []
        expected: root.metrics.first_player ? root.metrics.first_player.expected : 0.5
        textColor: root.textColor
    }
    ReportTable {
        Layout.fillWidth: true
        headers: [qsTr("Player"), qsTr("Agent"), qsTr("Wins"), qsTr("Rate"), qsTr("95% interval")]
        columnWeights: [1, 2, 1, 1, 1.8]
        rows: (root.metrics.seats ?? []).map(s => ["P" + (s.seat + 1), s.agentName ?? s.agent, root.numbers.count(s.count), root.numbers.percent(s.rate), root.numbers.interval(s)])
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Draws: %1 (%2). Ended by the turn limit: %3.").arg(root.metrics.draws ? root.metrics.draws.count : 0).arg(root.numbers.percent(root.metrics.draws ? root.metrics.draws.rate : 0)).arg(root.metrics.turn_limit_ends ? root.metrics.turn_limit_ends.count : 0)
    }
}
