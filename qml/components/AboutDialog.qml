pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Help > About Playbench: what this is, its version, licence and the Qt it runs on.
Dialog {
    id: root

    objectName: "aboutDialog"
    anchors.centerIn: Overlay.overlay
    width: Math.min(480, (parent ? parent.width : 480) - 48)
    modal: true
    padding: 24
    title: qsTr("About Playbench")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        RowLayout {
            spacing: 16

            Image {
                source: "qrc:/qt/qml/Playbench/icons/playbench.svg"
                sourceSize.width: 64
                sourceSize.height: 64
                Layout.preferredWidth: 64
                Layout.preferredHeight: 64
            }
            ColumnLayout {
                spacing: 2

                Label {
                    text: qsTr("Playbench")
                    font.pixelSize: 22
                    font.bold: true
                }
                Label {
                    objectName: "aboutVersion"
                    text: qsTr("Version %1").arg(AppInfo.version)
                }
            }
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("A workbench for board-game designers: edit designs, playtest them against agents, review annotated games and run batches of simulated games.")
        }
        Label {
            objectName: "aboutLicense"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            //: %1 is the licence's name, or a note that none was chosen yet
            text: qsTr("Licence: %1").arg(AppInfo.licenseText)
            opacity: 0.8
        }
        Label {
            objectName: "aboutQtVersion"
            Layout.fillWidth: true
            text: qsTr("Built with Qt; running on Qt %1.").arg(AppInfo.qtVersion)
            opacity: 0.8
        }
    }
}
