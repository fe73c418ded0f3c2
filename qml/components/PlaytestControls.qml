pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The buttons that drive a playtest: Step, Run/Pause, the delay between
// computer decisions, Undo, Abandon and New playtest. Each only asks the session.
RowLayout {
    id: root

    required property PlaytestSession session

    signal newPlaytestRequested
    signal abandonRequested

    spacing: 8

    Button {
        objectName: "playtestStepButton"
        text: qsTr("Step")
        icon.name: "media-skip-forward"
        enabled: root.session.isAgentToMove && !root.session.thinking
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("The computer player to move decides once (Space)")
        Accessible.name: qsTr("Step")
        onClicked: root.session.step()
    }
    Button {
        objectName: "playtestRunButton"
        text: root.session.running ? qsTr("Pause") : qsTr("Run")
        icon.name: root.session.running ? "media-playback-pause" : "media-playback-start"
        enabled: root.session.running || (root.session.active && !root.session.isOver && root.session.hasAgentSeat)
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: root.session.running ? qsTr("Computer players stop after the current decision (P)") : qsTr("Computer players decide on their own, one after another (P)")
        Accessible.name: root.session.running ? qsTr("Pause") : qsTr("Run")
        onClicked: root.session.running ? root.session.pause() : root.session.run()
    }
    Label {
        text: qsTr("Delay")
    }
    Slider {
        id: speed

        objectName: "playtestSpeedSlider"
        Layout.preferredWidth: 140
        from: 0
        to: 2000
        stepSize: 100
        snapMode: Slider.SnapAlways
        value: root.session.speedMs
        onMoved: root.session.speedMs = speed.value
        Accessible.name: qsTr("Delay between computer decisions")
        ToolTip.visible: hovered || pressed
        ToolTip.text: qsTr("%1 ms between computer decisions").arg(speed.value)
    }
    Button {
        objectName: "playtestUndoButton"
        text: qsTr("Undo")
        icon.name: "edit-undo"
        // Pressed with nothing to take back, it says so rather than doing nothing.
        enabled: root.session.active
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: root.session.canUndo ? qsTr("Takes back your latest decision with the computer players' replies after it, and pauses them (Ctrl+Z)") : qsTr("Nothing to undo yet")
        Accessible.name: qsTr("Undo")
        onClicked: root.session.undo()
    }
    Item {
        Layout.fillWidth: true
    }
    Button {
        objectName: "playtestAbandonButton"
        text: qsTr("Abandon")
        enabled: root.session.active && !root.session.isOver
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Ends this game without a result; it is no longer offered for resuming")
        Accessible.name: qsTr("Abandon the game")
        onClicked: root.abandonRequested()
    }
    Button {
        objectName: "playtestNewButton"
        text: qsTr("New playtest…")
        highlighted: root.session.isOver
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Starts another game; this one stays stored as it is")
        onClicked: root.newPlaytestRequested()
    }
}
