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
            heading: qsTr("Database")

            Label {
                Layout.fillWidth: true
                text: root.workbench.isOpen ? root.workbench.databasePath : qsTr("No database open")
                wrapMode: Text.WrapAnywhere
            }
        }
    }
}
