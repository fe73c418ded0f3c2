pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Asks what to do with unsaved changes before the window shows something
// else: save them, discard them, or stay (Cancel).
Dialog {
    id: root

    // What is unsaved, e.g. the design's name; shown in the question.
    property string subject

    signal saveChosen
    signal discardChosen

    title: qsTr("Unsaved changes")
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(480, (parent ? parent.width : 480) - 48)
    standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel

    onAccepted: root.saveChosen()
    onDiscarded: {
        root.discardChosen();
        root.close();
    }

    ColumnLayout {
        anchors.fill: parent

        Label {
            Layout.fillWidth: true
            text: qsTr("“%1” has changes that are not saved. Save them before going on?").arg(root.subject)
            wrapMode: Text.Wrap
        }
    }
}
