pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Everything the Reports page shows of one run, drawn from the numbers its
// RunSummary computed: the run's title and export buttons, then one card per
// section of the report (ReportSectionCard) in reading order.
ColumnLayout {
    id: root

    required property RunSummary summary
    // Two columns of cards when there is room.
    property bool wide: width > 880
    // Untyped copies: QML reads their fields by name.
    readonly property var metrics: summary.metrics
    readonly property var info: summary.info
    // Traces the shown run's design; the page owns it (null: no trace action).
    property SkillTraceController tracer: null
    property color textColor: "black"

    signal reviewGameRequested(int gameId)
    signal exportRequested(string format)

    spacing: 12

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                Layout.fillWidth: true
                text: qsTr("Run %1 · %2").arg(root.summary.runId).arg(root.info.title ?? "")
                font.pixelSize: 18
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: qsTr("%1 · %Ln games · seed %2 · %3", "", root.metrics.games ?? 0).arg((root.info.agents ?? []).join(qsTr(" vs "))).arg(root.info.seed ?? "").arg(root.info.createdAt ?? "") + (root.info.cancelled ? qsTr(" · cancelled: only the games that finished") : "")
            }
        }
        // In a positioner, as in PlayerPanel.qml: the buttons' model is re-made on
        // a language switch, and a Repeater straight in a Layout crashes Qt 6.4
        // when its model changes during a rearrange.
        Row {
            spacing: 8

            Repeater {
                model: [
                    {
                        format: "html",
                        text: qsTr("HTML")
                    },
                    {
                        format: "csv",
                        text: qsTr("CSV")
                    },
                    {
                        format: "json",
                        text: qsTr("JSON")
                    },
                    {
                        format: "pdf",
                        text: qsTr("PDF")
                    }
                ]

                Button {
                    required property var modelData

                    text: modelData.text
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Export the report as %1").arg(modelData.text)
                    onClicked: root.exportRequested(modelData.format)
                }
            }
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: root.wide ? 2 : 1
        columnSpacing: 12
        rowSpacing: 12

        ReportWinRateCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportFirstPlayerCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportLengthCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportOutliersCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
            onReviewGameRequested: gameId => root.reviewGameRequested(gameId)
        }
        ReportDistributionsCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportRuleUsageCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportHeatmapsCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
        ReportSkillTraceCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
            tracer: root.tracer
        }
        ReportSweepCard {
            summary: root.summary
            wide: root.wide
            reportWidth: root.width
            textColor: root.textColor
        }
    }
}
