pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The user's choices that apply to the whole workbench: the language and light
// or dark colours. Each takes effect at once and is remembered.
Page {
    id: root

    required property Preferences preferences
    required property Workbench workbench

    title: qsTr("Settings")

    ColumnLayout {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.margins: 24
        width: Math.min(parent.width - 48, 640)
        spacing: 12

        Label {
            Layout.fillWidth: true
            text: qsTr("Settings")
            font.pixelSize: 28
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Changes apply at once and are kept for the next start.")
            font.pixelSize: 15
            wrapMode: Text.Wrap
            opacity: 0.75
        }

        SettingsSection {
            Layout.topMargin: 12
            heading: qsTr("Language")

            Repeater {
                model: root.preferences.languages

                delegate: RadioButton {
                    required property var modelData

                    objectName: "language:" + modelData.code
                    // Each language is named in itself; "" follows the system.
                    text: modelData.code.length > 0 ? modelData.name : qsTr("System default")
                    checked: root.preferences.language === modelData.code
                    onClicked: root.preferences.language = modelData.code
                }
            }
        }

        SettingsSection {
            //: Light or dark colours
            heading: qsTr("Appearance")

            RadioButton {
                objectName: "scheme:system"
                text: qsTr("Like the system")
                checked: root.preferences.colorScheme === Preferences.System
                onClicked: root.preferences.colorScheme = Preferences.System
            }
            RadioButton {
                objectName: "scheme:light"
                text: qsTr("Light")
                checked: root.preferences.colorScheme === Preferences.Light
                onClicked: root.preferences.colorScheme = Preferences.Light
            }
            RadioButton {
                objectName: "scheme:dark"
                text: qsTr("Dark")
                checked: root.preferences.colorScheme === Preferences.Dark
                onClicked: root.preferences.colorScheme = Preferences.Dark
            }
        }

        SettingsSection {
            //: The Review page's second opinion on a game's moves
            heading: qsTr("Second opinion")

            Label {
                Layout.fillWidth: true
                text: qsTr("The win chance a move may give up against the agent's choice before Review calls it an inaccuracy, a mistake or a blunder.")
                wrapMode: Text.Wrap
                opacity: 0.75
            }
            GridLayout {
                id: thresholds

                // Each box in whole percent; the three must rise.
                function store(inaccuracy: int, mistake: int, blunder: int) {
                    thresholdError.visible = !root.preferences.setAnalysisThresholds(inaccuracy / 100, mistake / 100, blunder / 100);
                }

                columns: 2
                columnSpacing: 12

                Label {
                    text: qsTr("Inaccuracy from")
                }
                SpinBox {
                    id: inaccuracyBox

                    objectName: "threshold:inaccuracy"
                    from: 1
                    to: 100
                    value: Math.round(100 * root.preferences.inaccuracyThreshold)
                    textFromValue: (value, locale) => qsTr("%1 %").arg(value)
                    valueFromText: (text, locale) => parseInt(text)
                    editable: true
                    Accessible.name: qsTr("Inaccuracy from, percent")
                    onValueModified: thresholds.store(inaccuracyBox.value, mistakeBox.value, blunderBox.value)
                }
                Label {
                    text: qsTr("Mistake from")
                }
                SpinBox {
                    id: mistakeBox

                    objectName: "threshold:mistake"
                    from: 1
                    to: 100
                    value: Math.round(100 * root.preferences.mistakeThreshold)
                    textFromValue: (value, locale) => qsTr("%1 %").arg(value)
                    valueFromText: (text, locale) => parseInt(text)
                    editable: true
                    Accessible.name: qsTr("Mistake from, percent")
                    onValueModified: thresholds.store(inaccuracyBox.value, mistakeBox.value, blunderBox.value)
                }
                Label {
                    text: qsTr("Blunder from")
                }
                SpinBox {
                    id: blunderBox

                    objectName: "threshold:blunder"
                    from: 1
                    to: 100
                    value: Math.round(100 * root.preferences.blunderThreshold)
                    textFromValue: (value, locale) => qsTr("%1 %").arg(value)
                    valueFromText: (text, locale) => parseInt(text)
                    editable: true
                    Accessible.name: qsTr("Blunder from, percent")
                    onValueModified: thresholds.store(inaccuracyBox.value, mistakeBox.value, blunderBox.value)
                }
            }
            AlertLabel {
                id: thresholdError

                Layout.fillWidth: true
                visible: false
                text: qsTr("Not kept: the three must rise, inaccuracy below mistake below blunder.")
            }
        }

        SettingsSection {
            heading: qsTr("Database")

            Label {
                Layout.fillWidth: true
                text: root.workbench.isOpen ? root.workbench.databasePath : qsTr("No database open")
                wrapMode: Text.WrapAnywhere
            }
        }
    }
}
