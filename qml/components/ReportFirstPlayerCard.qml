pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// First-player advantage, decision complexity and skill against luck.
ReportSectionCard {
    id: root

    readonly property var metrics: root.summary.metrics
    readonly property var skill: root.summary.skill

    heading: qsTr("First-player advantage")
    Layout.preferredWidth: 1

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.bold: true
        text: root.metrics.first_player ? root.metrics.first_player.verdict : ""
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.metrics.first_player ? qsTr("Whoever moved first won %1 of %2 games: %3 (95% interval %4); luck alone gives %5.").arg(root.numbers.count(root.metrics.first_player.wins.count)).arg(root.numbers.count(root.metrics.first_player.wins.of)).arg(root.numbers.percent(root.metrics.first_player.wins.rate)).arg(root.numbers.interval(root.metrics.first_player.wins)).arg(root.numbers.percent(root.metrics.first_player.expected)) : ""
    }
    Label {
        Layout.fillWidth: true
        Layout.topMargin: 8
        text: qsTr("Decision complexity")
        font.bold: true
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.metrics.complexity && root.metrics.complexity.decision_points_counted > 0 ? qsTr("%1 legal decisions on average at a decision point (counted in the first %2 games, %3 decision points).").arg(root.numbers.num(root.metrics.complexity.mean_legal_decisions)).arg(root.metrics.complexity.games_counted).arg(root.metrics.complexity.decision_points_counted) : qsTr("Not measured in this run.")
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        text: root.metrics.decisions ? qsTr("Decisions per player and game: mean %1, median %2.").arg(root.numbers.num(root.metrics.decisions.mean)).arg(root.numbers.num(root.metrics.decisions.median)) : ""
    }
    Label {
        Layout.fillWidth: true
        Layout.topMargin: 8
        visible: root.skill.agent !== undefined
        text: qsTr("Skill against luck")
        font.bold: true
    }
    Label {
        Layout.fillWidth: true
        visible: root.skill.agent !== undefined
        wrapMode: Text.Wrap
        text: root.skill.agent !== undefined ? qsTr("%1 as P1 against random players won %2 (95% interval %3); skill index %4. %5").arg(root.skill.agentName).arg(root.numbers.percent(root.skill.wins.rate)).arg(root.numbers.interval(root.skill.wins)).arg(Number(root.skill.skill_index).toFixed(2)).arg(root.skill.verdict) : ""
    }
}
