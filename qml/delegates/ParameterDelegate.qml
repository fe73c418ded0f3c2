pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// One rule parameter of a ParameterFormModel: its label, a switch, spin box or
// combo box for its value, its description and, when the value does not
// resolve, the ruleset's error message. The model checks every change. The
// designer reads labels; the identifier (name) shows only in the tooltip of
// the label, as files and the command line spell it.
Pane {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    required property ParameterFormModel form
    required property int index
    required property string name
    required property string label
    required property string type
    required property var value
    required property var defaultValue
    required property int minimum
    required property int maximum
    required property list<string> options
    required property list<string> optionLabels
    required property string description
    required property string error
    required property string warning
    // A seat parameter's values as seats ("P1", "P2"): offered in a combo box.
    required property list<string> valueLabels

    padding: 6
    leftPadding: 0
    rightPadding: 0
    background: null

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            Label {
                id: nameLabel

                Layout.fillWidth: true
                text: root.label
                font.bold: true
                elide: Text.ElideRight

                HoverHandler {
                    id: labelHover
                }
                ToolTip.visible: labelHover.hovered
                ToolTip.delay: 500
                //: %1 a rule parameter's identifier (minValue)
                ToolTip.text: qsTr("In design files and the command line: %1").arg(root.name)
            }
            Switch {
                visible: root.type === "bool"
                checked: root.type === "bool" && root.value === true
                onToggled: root.form.setValue(root.index, checked)
                Accessible.name: root.label
                Accessible.description: root.description
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Default: %1").arg(root.defaultValue ? qsTr("on") : qsTr("off"))
            }
            SpinBox {
                id: spin

                visible: root.type === "int" && root.valueLabels.length === 0
                editable: true
                from: root.minimum
                to: root.maximum
                value: root.type === "int" && typeof root.value === "number" ? root.value : root.minimum
                // Out-of-range text reaches the model, which names the problem.
                validator: IntValidator {}
                // The text field has the keyboard focus.
                property bool typing: false

                onValueModified: root.form.setValue(root.index, value)
                Accessible.name: root.label
                Accessible.description: root.description
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("%1 to %2, default %3").arg(root.minimum).arg(root.maximum).arg(root.defaultValue)
                contentItem: TextInput {
                    // While the user types, the text stays as typed (the model
                    // shows the error); otherwise it follows the value.
                    Binding on text {
                        when: !spin.typing
                        value: spin.displayText
                        restoreMode: Binding.RestoreNone
                    }
                    horizontalAlignment: Qt.AlignHCenter
                    verticalAlignment: Qt.AlignVCenter
                    color: root.palette.text
                    selectByMouse: true
                    readOnly: false
                    validator: IntValidator {}
                    inputMethodHints: Qt.ImhFormattedNumbersOnly
                    onTextEdited: root.form.setValue(root.index, text)
                    onActiveFocusChanged: spin.typing = activeFocus
                }
            }
            ComboBox {
                objectName: "parameterSeatBox_" + root.name
                visible: root.type === "int" && root.valueLabels.length > 0
                implicitContentWidthPolicy: ComboBox.WidestText
                model: root.valueLabels
                currentIndex: typeof root.value === "number" ? root.value - root.minimum : -1
                onActivated: index => root.form.setValue(root.index, root.minimum + index)
                Accessible.name: root.label
                Accessible.description: root.description
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Default: %1").arg(root.valueLabels[root.defaultValue - root.minimum] ?? root.defaultValue)
            }
            ComboBox {
                visible: root.type === "choice"
                implicitContentWidthPolicy: ComboBox.WidestText
                model: root.optionLabels
                currentIndex: root.options.indexOf(String(root.value))
                onActivated: index => root.form.setValue(root.index, root.options[index])
                Accessible.name: root.label
                Accessible.description: root.description
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Default: %1").arg(root.optionLabels[root.options.indexOf(String(root.defaultValue))] ?? root.defaultValue)
            }
        }
        Label {
            Layout.fillWidth: true
            text: root.description
            wrapMode: Text.Wrap
            opacity: 0.75
        }
        Label {
            Layout.fillWidth: true
            visible: root.warning.length > 0
            text: root.warning
            wrapMode: Text.Wrap
            font.italic: true
            color: root.colors.alertText
        }
        Label {
            Layout.fillWidth: true
            visible: root.error.length > 0
            text: root.error
            wrapMode: Text.Wrap
            color: root.colors.alertText
            Accessible.role: Accessible.AlertMessage
        }
    }
}
