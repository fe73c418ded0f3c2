pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Configures a batch of simulated games and starts it through the
// RunController: design, seats and their agents, games, threads, seed, whether
// every move is kept, and an optional sweep of the number of players or of
// one whole-number parameter.
// While it runs, a progress bar with games done, rate and time left, and Cancel.
ColumnLayout {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    required property Workbench workbench
    required property RunController controller
    // The design open in the workbench, chosen by default.
    property int defaultDesignId: 0

    // The chosen design's ruleset: its player counts.
    readonly property var designInfo: design.currentIndex >= 0 && design.currentValue !== undefined ? root.workbench.designInfo(design.currentValue) : ({})
    readonly property bool sweepingPlayers: sweepOn.checked && sweepParameter.currentValue === "players"

    spacing: 6
    onDefaultDesignIdChanged: design.currentIndex = Math.max(0, design.indexOfValue(root.defaultDesignId))

    // The spec of every seat's agent, e.g. ["mcts:iterations=1000", "random"].
    function agentSpecs(): list<string> {
        const specs = [];
        for (let i = 0; i < seats.count; ++i)
            specs.push((seats.itemAt(i) as SeatAgentRow).spec());
        return specs;
    }

    function startRun() {
        const config = {
            players: root.sweepingPlayers ? 1 : players.value,
            agents: root.agentSpecs(),
            games: games.value,
            threads: threads.value,
            seed: seed.value,
            logMoves: logMoves.checked,
            heatmaps: heatmaps.checked
        };
        if (sweepOn.checked && sweepParameter.currentIndex >= 0) {
            config.sweepParameter = sweepParameter.currentValue;
            config.sweepFrom = sweepFrom.value;
            config.sweepTo = sweepTo.value;
            config.sweepStep = sweepStep.value;
        }
        root.controller.start(design.currentValue ?? 0, config);
    }

    DesignListModel {
        id: designs

        workbench: root.workbench
        onCountChanged: design.currentIndex = Math.max(0, design.indexOfValue(root.defaultDesignId))
    }

    Label {
        Layout.fillWidth: true
        text: qsTr("New run")
        font.pixelSize: 16
        font.bold: true
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        rowSpacing: 4
        enabled: !root.controller.running

        Label {
            text: qsTr("Design")
        }
        ComboBox {
            id: design

            objectName: "runDesign"
            Layout.fillWidth: true
            model: designs
            textRole: "name"
            valueRole: "id"
            Component.onCompleted: design.currentIndex = Math.max(0, design.indexOfValue(root.defaultDesignId))
        }
        Label {
            text: qsTr("Players")
        }
        SpinBox {
            id: players

            objectName: "runPlayers"
            Layout.fillWidth: true
            from: root.designInfo.minPlayers ?? 1
            to: root.designInfo.maxPlayers ?? 4
            value: 2
            // A players sweep sets the count per run; seat 1's agent plays every seat.
            enabled: !root.sweepingPlayers
            ToolTip.visible: hovered
            ToolTip.text: root.sweepingPlayers ? qsTr("The sweep sets the number of players; every player is played by P1's agent.") : qsTr("From %1 to %2 players for this ruleset").arg(players.from).arg(players.to)
        }
    }

    Repeater {
        id: seats

        // Sweeping players, seat 1's agent plays every seat.
        model: root.sweepingPlayers ? 1 : players.value

        SeatAgentRow {
            id: seatRow

            Layout.fillWidth: true
            enabled: !root.controller.running
            initialKind: seatRow.index === 0 ? "mcts" : "random"
            label: root.sweepingPlayers ? qsTr("Every player") : qsTr("P%1").arg(seatRow.index + 1)
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 2
        columnSpacing: 8
        rowSpacing: 4
        enabled: !root.controller.running

        Label {
            text: qsTr("Games")
        }
        SpinBox {
            id: games

            objectName: "runGames"
            Layout.fillWidth: true
            from: 1
            to: 1000000
            stepSize: 100
            value: 200
            editable: true
        }
        Label {
            text: qsTr("Threads")
        }
        SpinBox {
            id: threads

            Layout.fillWidth: true
            from: 1
            to: root.controller.idealThreads
            value: root.controller.idealThreads
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
    }

    CheckBox {
        id: logMoves

        Layout.fillWidth: true
        text: qsTr("Keep every game's moves (open them in Review)")
        enabled: !root.controller.running
    }

    CheckBox {
        id: heatmaps

        objectName: "runHeatmaps"
        Layout.fillWidth: true
        text: qsTr("Count heatmaps")
        checked: true
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Where things happen on the board, shown with the run and in its report; recording slows play a little")
        enabled: !root.controller.running
    }

    CheckBox {
        id: sweepOn

        objectName: "runSweepOn"
        Layout.fillWidth: true
        text: qsTr("Sweep a parameter (one run per value)")
        enabled: !root.controller.running && sweepParameter.count > 0
    }

    GridLayout {
        Layout.fillWidth: true
        visible: sweepOn.checked
        columns: 2
        columnSpacing: 8
        rowSpacing: 4
        enabled: !root.controller.running

        Label {
            text: qsTr("Parameter")
        }
        ComboBox {
            id: sweepParameter

            objectName: "runSweepParameter"
            // The chosen parameter's schema entry.
            readonly property var spec: sweepParameter.currentIndex >= 0 ? sweepParameter.model[sweepParameter.currentIndex] : null

            Layout.fillWidth: true
            model: root.controller.sweepableParameters(design.currentValue ?? 0)
            textRole: "label"
            valueRole: "name"
            onSpecChanged: {
                if (!sweepParameter.spec)
                    return;
                sweepFrom.value = sweepParameter.spec.value;
                sweepTo.value = Math.min(sweepParameter.spec.max, sweepParameter.spec.value + 4);
            }
        }
        Label {
            //: The values of a parameter sweep: from, to and step
            text: qsTr("Values")
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 4

            SpinBox {
                id: sweepFrom

                Layout.fillWidth: true
                from: sweepParameter.spec ? sweepParameter.spec.min : 0
                to: sweepParameter.spec ? sweepParameter.spec.max : 0
                ToolTip.visible: hovered
                //: The first value of a parameter sweep
                ToolTip.text: qsTr("From")
            }
            SpinBox {
                id: sweepTo

                Layout.fillWidth: true
                from: sweepParameter.spec ? sweepParameter.spec.min : 0
                to: sweepParameter.spec ? sweepParameter.spec.max : 0
                ToolTip.visible: hovered
                //: The last value of a parameter sweep
                ToolTip.text: qsTr("To")
            }
            SpinBox {
                id: sweepStep

                Layout.fillWidth: true
                from: 1
                to: 100
                value: 1
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Step")
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true

        Button {
            objectName: "runButton"
            Layout.fillWidth: true
            text: qsTr("Run")
            highlighted: true
            enabled: !root.controller.running && root.workbench.isOpen && design.count > 0
            onClicked: root.startRun()
        }
        Button {
            objectName: "cancelRunButton"
            Layout.fillWidth: true
            text: qsTr("Cancel")
            enabled: root.controller.running
            onClicked: root.controller.cancel()
        }
    }

    ProgressBar {
        Layout.fillWidth: true
        visible: root.controller.running
        from: 0
        to: Math.max(1, root.controller.gamesTotal)
        value: root.controller.gamesDone
    }
    Label {
        Layout.fillWidth: true
        visible: root.controller.running
        wrapMode: Text.Wrap
        text: qsTr("%1 of %2 games · %3 games/s · %4 left").arg(root.controller.gamesDone).arg(root.controller.gamesTotal).arg(root.controller.gamesPerSecond.toFixed(1)).arg(root.controller.secondsLeft < 0 ? qsTr("—") : qsTr("%1 s").arg(Math.ceil(root.controller.secondsLeft)))
    }
    Label {
        Layout.fillWidth: true
        visible: root.controller.errorMessage.length > 0
        wrapMode: Text.Wrap
        color: root.colors.alertText
        text: root.controller.errorMessage
    }
}
