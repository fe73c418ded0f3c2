pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Stepping through a reviewed game: a slider over every step, first /
// previous / next / last, the jumps between annotated moves, and what the
// current step shows. The session does the stepping.
ColumnLayout {
    id: root

    required property ReviewSession session

    spacing: 4

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

        Label {
            Layout.fillWidth: true
            text: root.session.stepText
            elide: Text.ElideRight
            font.bold: true
        }
        Label {
            text: root.session.positionText
            elide: Text.ElideRight
            Layout.maximumWidth: root.width / 2
        }
    }

    Slider {
        id: stepSlider

        Layout.fillWidth: true
        from: 0
        to: Math.max(1, root.session.stepCount)
        stepSize: 1
        snapMode: Slider.SnapAlways
        enabled: root.session.stepCount > 0
        value: root.session.step
        onMoved: root.session.step = Math.round(value)
        Accessible.name: qsTr("Step")
        ToolTip.visible: hovered || pressed
        ToolTip.delay: pressed ? 0 : 500
        ToolTip.text: qsTr("Step %1 of %2").arg(root.session.step).arg(root.session.stepCount)
    }

    Flow {
        Layout.fillWidth: true
        spacing: 6

        Button {
            text: qsTr("First")
            enabled: root.session.step > 0
            onClicked: root.session.first()
            Accessible.name: qsTr("First step")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("The position before the first move (Home)")
        }
        Button {
            text: qsTr("◀ Previous")
            enabled: root.session.step > 0
            onClicked: root.session.previous()
            Accessible.name: qsTr("Previous step")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("One step back (Left)")
        }
        Button {
            text: qsTr("Next ▶")
            enabled: root.session.step < root.session.stepCount
            onClicked: root.session.next()
            Accessible.name: qsTr("Next step")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("One step on (Right)")
        }
        Button {
            text: qsTr("Last")
            enabled: root.session.step < root.session.stepCount
            onClicked: root.session.last()
            Accessible.name: qsTr("Last step")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("The position after the last move (End)")
        }
        Button {
            text: qsTr("◀ Annotated")
            enabled: root.session.isOpen
            onClicked: root.session.previousAnnotated()
            Accessible.name: qsTr("Previous annotated move")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("Back to the previous move with a note or a tag (Ctrl+Up)")
        }
        Button {
            text: qsTr("Annotated ▶")
            enabled: root.session.isOpen
            onClicked: root.session.nextAnnotated()
            Accessible.name: qsTr("Next annotated move")
            ToolTip.visible: hovered
            ToolTip.delay: 500
            ToolTip.text: qsTr("On to the next move with a note or a tag (Ctrl+Down)")
        }
    }
}
