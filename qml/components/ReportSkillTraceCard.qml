pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The skill trace stored with the run's design, and the form that traces it.
ReportSectionCard {
    id: root

    readonly property var skillTrace: root.summary.skillTrace
    // Traces the shown run's design (null: no trace action).
    property SkillTraceController tracer: null

    objectName: "skillTraceCard"
    heading: qsTr("Skill trace")
    Layout.columnSpan: root.wide ? 2 : 1
    visible: root.tracer !== null || (root.skillTrace.points ?? []).length > 0

    Label {
        objectName: "skillTraceVerdict"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.bold: true
        visible: text.length > 0
        text: (root.skillTrace.verdict ?? "") + (root.skillTrace.cancelled ? qsTr(" (cancelled: the matches that finished)") : "")
    }
    Label {
        objectName: "skillTraceRatings"
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        visible: text.length > 0
        text: root.skillTrace.ratings ?? ""
    }
    SkillTraceChart {
        Layout.fillWidth: true
        Layout.preferredHeight: 280
        visible: (root.skillTrace.points ?? []).length > 0
        trace: root.skillTrace
        textColor: root.textColor
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        visible: root.tracer !== null
        text: qsTr("Random and MCTS at 10, 100, … iterations play each other on this run's design; a flat line means luck decides, a steep one that depth matters.")
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.tracer !== null
        enabled: root.tracer !== null && !root.tracer.running
        spacing: 8

        Label {
            text: qsTr("Strongest search")
        }
        ComboBox {
            id: traceIterations

            objectName: "skillTraceIterations"
            model: [100, 1000, 10000]
            currentIndex: 1
        }
        Label {
            text: qsTr("Games per match")
        }
        SpinBox {
            id: traceGames

            objectName: "skillTraceGames"
            from: 2
            to: 100000
            value: 20
            editable: true
        }
        Button {
            objectName: "skillTraceStart"
            text: qsTr("Trace skill")
            onClicked: root.tracer.start(root.summary.runId, {
                maxIterations: traceIterations.currentValue,
                games: traceGames.value,
                threads: root.tracer.idealThreads,
                seed: 1
            })
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.tracer !== null && root.tracer.running
        spacing: 8

        ProgressBar {
            Layout.fillWidth: true
            from: 0
            to: Math.max(1, root.tracer?.gamesTotal ?? 1)
            value: root.tracer?.gamesDone ?? 0
        }
        Label {
            text: qsTr("%1 of %2 games").arg(root.tracer?.gamesDone ?? 0).arg(root.tracer?.gamesTotal ?? 0)
        }
        Button {
            objectName: "skillTraceCancel"
            text: qsTr("Cancel")
            onClicked: root.tracer.cancel()
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        color: "firebrick"
        visible: text.length > 0
        text: root.tracer?.errorMessage ?? ""
    }
}
