pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The note and tags of one row of a move log, during or after a game. The
// note is written when the field loses focus or on Ctrl+Return; a tag toggle
// or a custom tag is written at once. The model reports failed writes.
ColumnLayout {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    required property MoveLogModel log
    // The row being annotated, or -1.
    property int row: -1

    readonly property bool hasRow: root.row >= 0 && root.row < root.log.count
    // Bumped by every change of the log so that the bindings below re-read it.
    property int revision: 0
    readonly property string annotation: root.revision >= 0 && root.hasRow ? root.log.annotationAt(root.row) : ""
    readonly property var tags: root.revision >= 0 && root.hasRow ? root.log.tagsAt(root.row) : []

    function saveNote() {
        if (root.hasRow && noteField.text !== root.annotation)
            root.log.setAnnotation(root.row, noteField.text);
    }

    spacing: 6

    Connections {
        target: root.log
        function onDataChanged() {
            root.revision++;
        }
        function onModelReset() {
            root.revision++;
        }
    }

    Label {
        Layout.fillWidth: true
        text: root.hasRow ? qsTr("Note on move %1").arg(root.row + 1) : qsTr("Note")
        font.bold: true
    }
    Label {
        Layout.fillWidth: true
        visible: !root.hasRow
        text: qsTr("Choose a move in the log to annotate it.")
        wrapMode: Text.Wrap
        opacity: 0.75
    }
    ScrollView {
        Layout.fillWidth: true
        Layout.preferredHeight: 72
        visible: root.hasRow

        TextArea {
            id: noteField

            objectName: "playtestNoteField"
            text: root.annotation
            placeholderText: qsTr("What happened here, and why it matters")
            wrapMode: TextEdit.Wrap
            selectByMouse: true
            Accessible.name: qsTr("Annotation of the chosen move")
            onEditingFinished: root.saveNote()
            Keys.onPressed: event => {
                if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter) && (event.modifiers & Qt.ControlModifier)) {
                    root.saveNote();
                    event.accepted = true;
                }
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        visible: root.hasRow
        spacing: 4

        Repeater {
            model: root.log.standardTags

            delegate: Button {
                id: tagToggle

                required property string modelData

                checkable: true
                checked: root.tags.indexOf(tagToggle.modelData) >= 0
                text: root.log.tagLabel(tagToggle.modelData)
                font.pixelSize: 12
                padding: 4
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: tagToggle.checked ? qsTr("Remove the tag “%1”").arg(tagToggle.text) : qsTr("Tag this move “%1”").arg(tagToggle.text)
                Accessible.name: qsTr("Tag %1").arg(tagToggle.text)
                onToggled: {
                    if (tagToggle.checked)
                        root.log.addTag(root.row, tagToggle.modelData);
                    else
                        root.log.removeTag(root.row, tagToggle.modelData);
                }
            }
        }
    }
    RowLayout {
        Layout.fillWidth: true
        visible: root.hasRow
        spacing: 4

        TextField {
            id: customTag

            Layout.fillWidth: true
            placeholderText: qsTr("Other tag")
            Accessible.name: qsTr("Custom tag")
            onAccepted: addButton.clicked()
        }
        Button {
            id: addButton

            text: qsTr("Add tag")
            enabled: customTag.text.trim().length > 0
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Adds the tag typed on the left to this move")
            onClicked: {
                if (root.log.addTag(root.row, customTag.text))
                    customTag.clear();
            }
        }
    }
    Flow {
        Layout.fillWidth: true
        visible: root.hasRow
        spacing: 4

        Repeater {
            // Custom tags (not among the standard toggles) with a remove button.
            model: root.tags.filter(tag => root.log.standardTags.indexOf(tag) < 0)

            delegate: Button {
                id: customChip

                required property string modelData

                text: qsTr("%1 ✕").arg(customChip.modelData)
                font.pixelSize: 12
                padding: 4
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Remove the tag “%1”").arg(customChip.modelData)
                Accessible.name: qsTr("Remove tag %1").arg(customChip.modelData)
                onClicked: root.log.removeTag(root.row, customChip.modelData)
            }
        }
    }
    Label {
        Layout.fillWidth: true
        visible: root.log.errorMessage.length > 0
        text: root.log.errorMessage
        wrapMode: Text.Wrap
        color: root.colors.alertText
        Accessible.role: Accessible.AlertMessage
    }
}
