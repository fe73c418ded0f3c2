pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Everything the Reports page shows of one run, drawn from the numbers its
// RunSummary computed: win rates, first-player advantage, game length,
// decision complexity, rule usage, skill against luck, the sweep it belongs to
// and its outlier games.
ColumnLayout {
    id: root

    required property RunSummary summary
    // Two columns of cards when there is room.
    property bool wide: width > 880
    readonly property var metrics: summary.metrics
    // Untyped copies: QML reads their fields by name.
    readonly property var info: summary.info
    readonly property var skill: summary.skill
    readonly property var sweep: summary.sweep
    readonly property var skillTrace: summary.skillTrace
    // Traces the shown run's design; the page owns it (null: no trace action).
    property SkillTraceController tracer: null
    property color textColor: "black"

    signal reviewGameRequested(int gameId)
    signal exportRequested(string format)

    function percent(rate: real): string {
        // Written as the interface language writes numbers (52,0 % in German).
        return qsTr("%1%").arg(Number(100 * rate).toLocaleString(Qt.locale(), "f", 1));
    }
    function interval(p: var): string {
        return p && p.ci95 ? qsTr("%1 – %2").arg(root.percent(p.ci95[0])).arg(root.percent(p.ci95[1])) : "";
    }
    function num(value: real): string {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }
    // A count as people write it: "1,000,000" (a plain .arg() gave "1e+06").
    function count(value: real): string {
        return Number(value).toLocaleString(Qt.locale(), "f", 0);
    }

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

        ReportCard {
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
                rows: (root.metrics.seats ?? []).map(s => ["P" + (s.seat + 1), s.agentName ?? s.agent, root.count(s.count), root.percent(s.rate), root.interval(s)])
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: qsTr("Draws: %1 (%2). Ended by the turn limit: %3.").arg(root.metrics.draws ? root.metrics.draws.count : 0).arg(root.percent(root.metrics.draws ? root.metrics.draws.rate : 0)).arg(root.metrics.turn_limit_ends ? root.metrics.turn_limit_ends.count : 0)
            }
        }

        ReportCard {
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
                text: root.metrics.first_player ? qsTr("Whoever moved first won %1 of %2 games: %3 (95% interval %4); luck alone gives %5.").arg(root.count(root.metrics.first_player.wins.count)).arg(root.count(root.metrics.first_player.wins.of)).arg(root.percent(root.metrics.first_player.wins.rate)).arg(root.interval(root.metrics.first_player.wins)).arg(root.percent(root.metrics.first_player.expected)) : ""
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
                text: root.metrics.complexity && root.metrics.complexity.decision_points_counted > 0 ? qsTr("%1 legal decisions on average at a decision point (counted in the first %2 games, %3 decision points).").arg(root.num(root.metrics.complexity.mean_legal_decisions)).arg(root.metrics.complexity.games_counted).arg(root.metrics.complexity.decision_points_counted) : qsTr("Not measured in this run.")
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: root.metrics.decisions ? qsTr("Decisions per player and game: mean %1, median %2.").arg(root.num(root.metrics.decisions.mean)).arg(root.num(root.metrics.decisions.median)) : ""
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
                text: root.skill.agent !== undefined ? qsTr("%1 as P1 against random players won %2 (95% interval %3); skill index %4. %5").arg(root.skill.agentName).arg(root.percent(root.skill.wins.rate)).arg(root.interval(root.skill.wins)).arg(Number(root.skill.skill_index).toFixed(2)).arg(root.skill.verdict) : ""
            }
        }

        ReportCard {
            heading: qsTr("Game length")
            Layout.preferredWidth: 1

            ReportLengthChart {
                Layout.fillWidth: true
                Layout.preferredHeight: 220
                bins: root.metrics.length ? root.metrics.length.histogram : []
                textColor: root.textColor
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: root.metrics.length ? qsTr("Turns: mean %1 · median %2 · p10 %3 · p90 %4 · shortest %5 · longest %6").arg(root.num(root.metrics.length.mean)).arg(root.num(root.metrics.length.median)).arg(root.num(root.metrics.length.p10)).arg(root.num(root.metrics.length.p90)).arg(root.metrics.length.min).arg(root.metrics.length.max) : ""
            }
        }

        ReportCard {
            heading: qsTr("Games to look at")
            Layout.preferredWidth: 1

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: root.info.logMoves ? qsTr("Open a game to replay it move by move in Review.") : qsTr("This run did not keep its games' moves, so they cannot be opened in Review. Tick \"Keep every game's moves\" for the next run.")
            }
            // In a positioner: a reload re-makes the model (a language switch),
            // and a Repeater straight in a Layout crashes Qt 6.4 when its model
            // changes during a rearrange (seen at 1920x1080).
            Column {
                id: outliers

                Layout.fillWidth: true
                spacing: 6

                Repeater {
                    model: root.summary.outliers

                    RowLayout {
                        id: outlier

                        required property var modelData

                        width: outliers.width
                        spacing: 8

                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0

                            Label {
                                Layout.fillWidth: true
                                text: outlier.modelData.title
                                font.bold: true
                                elide: Text.ElideRight
                            }
                            Label {
                                Layout.fillWidth: true
                                text: outlier.modelData.detail
                                wrapMode: Text.Wrap
                            }
                        }
                        Button {
                            text: qsTr("Open in Review")
                            enabled: outlier.modelData.gameId > 0
                            onClicked: root.reviewGameRequested(outlier.modelData.gameId)
                        }
                    }
                }
            }
        }

        // The counters the run's ruleset asks to chart (CounterSpec::distribution).
        ReportCard {
            objectName: "distributionsCard"
            heading: qsTr("Per-game counts")
            Layout.columnSpan: root.wide ? 2 : 1
            visible: (root.metrics.distributions ?? []).length > 0

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: qsTr("How many games reached each number (a game counts its largest player's number).")
            }
            // In a positioner: the model is re-made on a language switch.
            Flow {
                Layout.fillWidth: true
                spacing: 24

                Repeater {
                    model: root.metrics.distributions ?? []

                    Column {
                        id: distribution

                        required property var modelData

                        width: root.wide ? Math.min(560, (root.width - 80) / 2) : root.width - 40
                        spacing: 2

                        Label {
                            width: parent.width
                            text: distribution.modelData.label
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                        ReportLengthChart {
                            objectName: "distributionChart"
                            width: parent.width
                            height: 220
                            bins: distribution.modelData.histogram
                            valueTitle: ""
                            textColor: root.textColor
                        }
                        Label {
                            width: parent.width
                            wrapMode: Text.Wrap
                            text: qsTr("Mean %1 · median %2 · least %3 · most %4").arg(root.num(distribution.modelData.mean)).arg(root.num(distribution.modelData.median)).arg(distribution.modelData.min).arg(distribution.modelData.max)
                        }
                    }
                }
            }
        }

        ReportCard {
            heading: qsTr("Rule usage")
            Layout.columnSpan: root.wide ? 2 : 1

            ReportTable {
                objectName: "ruleUsageTable"
                Layout.fillWidth: true
                headers: [qsTr("Counter"), qsTr("Per game"), qsTr("Games used"), qsTr("Users' win rate"), qsTr("95% interval"), qsTr("Note")]
                columnWeights: [3, 0.9, 1, 1.3, 1.5, 1.8]
                rows: (root.metrics.rule_usage ?? []).map(u => [u.label, root.num(u.per_game), root.count(u.games_used), u.seat_games_used > 0 ? root.percent(u.user_win_rate.rate) : qsTr("—"), u.seat_games_used > 0 ? root.interval(u.user_win_rate) : "", u.flag])
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

        ReportCard {
            objectName: "heatmapsCard"
            heading: qsTr("Where things happen")
            Layout.columnSpan: root.wide ? 2 : 1
            visible: root.summary.heatmaps.length > 0

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: qsTr("Each map shows events on the board per game (a cell's events over the run divided by its games), so long games do not look hotter; a darker cell saw more. Point at a cell for its figure and the share of games in which it saw an event. Where seats differ, choose a seat to see the events its own decisions led to.")
            }
            Flow {
                Layout.fillWidth: true
                spacing: 24

                Repeater {
                    model: root.summary.heatmaps

                    HeatmapGrid {
                        id: heatmapItem

                        required property var modelData

                        map: heatmapItem.modelData
                        // Two maps side by side when the card is wide enough.
                        width: root.wide ? Math.min(420, (root.width - 80) / 2) : root.width - 40
                    }
                }
            }
        }

        ReportCard {
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

        ReportCard {
            heading: qsTr("Sweep of %1").arg(root.sweep.parameter ?? "")
            Layout.columnSpan: root.wide ? 2 : 1
            visible: (root.sweep.series ?? []).length > 0

            ReportSweepChart {
                id: sweepChart

                Layout.fillWidth: true
                Layout.preferredHeight: 320
                sweep: root.sweep
                textColor: root.textColor
            }
            Flow {
                Layout.fillWidth: true
                spacing: 16

                Repeater {
                    model: root.sweep.series ?? []

                    Row {
                        id: legendEntry

                        required property var modelData
                        required property int index

                        spacing: 6

                        Rectangle {
                            width: 14
                            height: 14
                            anchors.verticalCenter: parent.verticalCenter
                            color: sweepChart.colors.chartSeries[legendEntry.index % sweepChart.colors.chartSeries.length]
                        }
                        Label {
                            text: legendEntry.modelData.name
                        }
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                opacity: 0.8
                text: qsTr("Each point is its own run with the same seed; dotted lines bound the 95% interval. Mean length in turns: %1").arg((root.sweep.lengthPoints ?? []).map(p => qsTr("%1 at %2").arg(root.num(p.y)).arg(p.x)).join(", "))
            }
        }
    }
}
