pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Rule usage: each counted event, how often, and its users' win rate.
ReportSectionCard {
    id: root

    readonly property var metrics: root.summary.metrics

    heading: qsTr("Rule usage")
    Layout.columnSpan: root.wide ? 2 : 1

    ReportTable {
        objectName: "ruleUsageTable"
        Layout.fillWidth: true
        headers: [qsTr("Counter"), qsTr("Per game"), qsTr("Games used"), qsTr("Users' win rate"), qsTr("95% interval"), qsTr("Note")]
        columnWeights: [3, 0.9, 1, 1.3, 1.5, 1.8]
        rows: (root.metrics.rule_usage ?? []).map(u => [u.label, root.numbers.num(u.per_game), root.numbers.count(u.games_used), u.seat_games_used > 0 ? root.numbers.percent(u.user_win_rate.rate) : qsTr("—"), u.seat_games_used > 0 ? root.numbers.interval(u.user_win_rate) : "", u.flag])
    }
    Label {
        objectName: "ruleUsageHidden"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        visible: (root.metrics.rule_usage_hidden ?? 0) > 0
        text: qsTr("Not listed: %n event(s) that cannot happen on this design (pieces or waves it does not have) and did not.", "", root.metrics.rule_usage_hidden ?? 0)
    }
}
