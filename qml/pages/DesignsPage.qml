pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The designs of the open database on the left (create, rename, duplicate,
// delete) and the chosen design on the right: its rule parameters as a form
// generated from the ruleset's schema, and its notes. Choosing another design
// goes through the window, which asks about unsaved changes first.
Page {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    required property Workbench workbench
    required property DesignEditor editor

    // The user picked design `designId` in the list.
    signal designChosen(int designId)

    // Asks for a name and ruleset and creates the design (Ctrl+N).
    function newDesign() {
        nameDialog.action = "create";
        nameDialog.rulesets = root.editor.rulesets;
        nameDialog.ask(qsTr("New design"), qsTr("New design"));
    }

    // File > Import rules script: a new design playing the Lua file `file`.
    function importScript(file: url) {
        const id = root.editor.importScript(file);
        if (id > 0)
            root.designChosen(id);
    }

    title: qsTr("Designs")

    DesignListModel {
        id: designs

        workbench: root.workbench
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        Frame {
            Layout.preferredWidth: 340
            Layout.fillHeight: true
            padding: 0

            ColumnLayout {
                anchors.fill: parent
                spacing: 0

                Flow {
                    Layout.fillWidth: true
                    Layout.margins: 8
                    spacing: 6

                    Button {
                        text: qsTr("New…")
                        enabled: root.workbench.isOpen
                        onClicked: root.newDesign()
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Create a design from a ruleset (Ctrl+N)")
                        Accessible.name: qsTr("New design")
                    }
                    Button {
                        text: qsTr("Rename…")
                        enabled: root.editor.designId > 0
                        onClicked: {
                            nameDialog.action = "rename";
                            nameDialog.rulesets = [];
                            nameDialog.ask(qsTr("Rename design"), root.editor.name);
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Give the chosen design another name")
                        Accessible.name: qsTr("Rename design")
                    }
                    Button {
                        text: qsTr("Duplicate…")
                        enabled: root.editor.designId > 0
                        onClicked: {
                            nameDialog.action = "duplicate";
                            nameDialog.rulesets = [];
                            nameDialog.ask(qsTr("Duplicate design"), qsTr("%1 (copy)").arg(root.editor.name));
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Store a copy of the chosen design as saved")
                        Accessible.name: qsTr("Duplicate design")
                    }
                    Button {
                        text: qsTr("Delete…")
                        enabled: root.editor.designId > 0
                        onClicked: deleteDialog.open()
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Delete the chosen design (asks first)")
                        Accessible.name: qsTr("Delete design")
                    }
                }

                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: 1
                    color: root.palette.mid
                }

                ListView {
                    id: list

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: designs
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Designs")

                    delegate: ItemDelegate {
                        id: row

                        required property var model
                        required property string name
                        required property string rulesetName
                        required property string changedAtText
                        required property string damage

                        width: ListView.view.width
                        leftPadding: 16
                        rightPadding: 16
                        highlighted: row.model.id === root.editor.designId
                        onClicked: root.designChosen(row.model.id)
                        Accessible.name: row.name

                        contentItem: ColumnLayout {
                            spacing: 2

                            Label {
                                Layout.fillWidth: true
                                text: row.highlighted && root.editor.dirty ? qsTr("%1 *").arg(row.name) : row.name
                                font.bold: true
                                elide: Text.ElideRight
                                color: row.highlighted ? row.palette.highlightedText : row.palette.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: qsTr("%1 · changed %2").arg(row.rulesetName).arg(row.changedAtText)
                                elide: Text.ElideRight
                                opacity: 0.75
                                color: row.highlighted ? row.palette.highlightedText : row.palette.text
                            }
                            Label {
                                objectName: "designDamage"
                                Layout.fillWidth: true
                                visible: row.damage.length > 0
                                text: row.damage
                                wrapMode: Text.Wrap
                                color: row.highlighted ? row.palette.highlightedText : root.colors.alertText
                            }
                        }
                    }

                    Label {
                        anchors.centerIn: parent
                        width: parent.width - 48
                        horizontalAlignment: Text.AlignHCenter
                        visible: designs.count === 0
                        wrapMode: Text.Wrap
                        font.pixelSize: 15
                        opacity: 0.75
                        text: {
                            if (!root.workbench.isOpen)
                                return qsTr("No database is open, so there are no designs to list.");
                            if (designs.errorMessage.length > 0)
                                return qsTr("The designs could not be read: %1").arg(designs.errorMessage);
                            return qsTr("This database holds no designs yet. Create one with New.");
                        }
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            visible: root.editor.designId > 0

            RowLayout {
                Layout.fillWidth: true
                spacing: 12

                Label {
                    Layout.fillWidth: true
                    text: root.editor.dirty ? qsTr("%1 *").arg(root.editor.name) : root.editor.name
                    font.pixelSize: 24
                    elide: Text.ElideRight
                    Accessible.name: root.editor.dirty ? qsTr("%1, unsaved changes").arg(root.editor.name) : root.editor.name
                }
                Button {
                    text: qsTr("Revert")
                    enabled: root.editor.dirty
                    onClicked: root.editor.revert()
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Back to the saved parameters and notes")
                }
                Button {
                    text: qsTr("Save")
                    highlighted: true
                    enabled: root.editor.dirty && root.editor.parameterForm.valid
                    onClicked: root.editor.save()
                    ToolTip.visible: hovered
                    ToolTip.delay: 500
                    ToolTip.text: qsTr("Write the parameters and notes to the database (Ctrl+S)")
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Ruleset: %1").arg(root.editor.rulesetName)
                opacity: 0.75
            }
            MessageLine {
                objectName: "designMessage"
                reservedLines: 2
                errorText: {
                    if (root.editor.errorMessage.length > 0)
                        return root.editor.errorMessage;
                    if (root.editor.parameterForm.formError.length > 0)
                        return qsTr("These parameters do not fit together: %1").arg(root.editor.parameterForm.formError);
                    return "";
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 16

                Frame {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 3

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 6

                        RowLayout {
                            Layout.fillWidth: true

                            Label {
                                Layout.fillWidth: true
                                text: qsTr("Rule parameters")
                                font.bold: true
                                font.pixelSize: 16
                            }
                            Button {
                                flat: true
                                text: qsTr("Defaults")
                                onClicked: root.editor.parameterForm.resetToDefaults()
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: qsTr("Set every parameter to its default")
                            }
                        }
                        ListView {
                            id: parameters

                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            model: root.editor.parameterForm
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: ScrollBar {}
                            spacing: 4
                            delegate: ParameterDelegate {
                                width: ListView.view.width - 14
                                form: root.editor.parameterForm
                            }
                        }
                    }
                }

                Frame {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 2

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 6

                        Label {
                            text: qsTr("Notes")
                            font.bold: true
                            font.pixelSize: 16
                        }
                        ScrollView {
                            Layout.fillWidth: true
                            Layout.fillHeight: true

                            TextArea {
                                id: notes

                                text: root.editor.notes
                                wrapMode: TextEdit.Wrap
                                placeholderText: qsTr("What this design tries out, what to watch in playtests…")
                                Accessible.name: qsTr("Design notes")
                                onTextChanged: root.editor.notes = text
                            }
                        }
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: root.editor.designId <= 0
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            wrapMode: Text.Wrap
            font.pixelSize: 15
            opacity: 0.75
            text: qsTr("Choose a design on the left, or create one with New.")
        }
    }

    DesignNameDialog {
        id: nameDialog

        // "create", "rename" or "duplicate"
        property string action

        onAccepted: {
            if (action === "create") {
                const id = root.editor.createDesign(nameDialog.name, nameDialog.rulesetId);
                if (id > 0)
                    root.designChosen(id);
            } else if (action === "rename") {
                root.editor.renameDesign(root.editor.designId, nameDialog.name);
            } else if (action === "duplicate") {
                const copy = root.editor.duplicateDesign(root.editor.designId, nameDialog.name);
                if (copy > 0)
                    root.designChosen(copy);
            }
        }
    }

    Dialog {
        id: deleteDialog

        title: qsTr("Delete design")
        modal: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(460, root.width - 48)
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: root.editor.removeDesign(root.editor.designId)

        ColumnLayout {
            anchors.fill: parent

            Label {
                Layout.fillWidth: true
                text: qsTr("Delete “%1”? Its games and runs stay in the database without a design. This cannot be undone.").arg(root.editor.name)
                wrapMode: Text.Wrap
            }
        }
    }
}
