pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Check of one version of a scripted ruleset (ScriptCheck): the Check button,
// progress and Cancel while it runs, the verdict in one line, and each break
// in words with "Open in Playtest", which starts a game standing at the
// failing decision in `playtest` and then signals playtestOpened so the
// window can show the Playtest page. The rules editor calls scriptSaved()
// after each save: a version never checked is checked at once.
Frame {
    id: root

    required property Workbench workbench
    // pb::rulesetKey of the version shown: "script:<id>@<hash>".
    required property string rulesetKey
    // The Playtest page's session, where "Open in Playtest" starts the game.
    property PlaytestSession playtest: null
    readonly property ScriptCheck check: check
    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // A game stands at a break in `playtest`: the window shows it.
    signal playtestOpened

    // After the rules editor saved the script as version `key`.
    function scriptSaved(key: string) {
        check.runAfterSave(key);
    }

    ScriptCheck {
        id: check

        workbench: root.workbench
        rulesetKey: root.rulesetKey
    }

    // A version never checked (a design just made from a template or a file,
    // or saved elsewhere) is checked as soon as it is shown.
    onRulesetKeyChanged: if (root.rulesetKey.length > 0) check.runAfterSave(root.rulesetKey)
    Component.onCompleted: if (root.rulesetKey.length > 0) check.runAfterSave(root.rulesetKey)

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Button {
                objectName: "checkButton"
                text: qsTr("Check")
                enabled: !check.running && root.rulesetKey.length > 0
                ToolTip.visible: hovered
                ToolTip.delay: 600
                ToolTip.text: qsTr("Plays %n random game(s), checking after every decision what every ruleset promises", "", check.games)
                onClicked: check.run(root.rulesetKey)
            }
            ProgressBar {
                objectName: "checkProgress"
                Layout.fillWidth: true
                visible: check.running
                from: 0
                to: 1
                value: check.progress
            }
            Button {
                objectName: "checkCancel"
                visible: check.running
                text: qsTr("Cancel")
                onClicked: check.cancel()
            }
            Item {
                Layout.fillWidth: true
                visible: !check.running
            }
        }

        Label {
            objectName: "checkVerdict"
            Layout.fillWidth: true
            text: check.verdict
            wrapMode: Text.Wrap
            font.bold: check.status === "passed" || check.status === "failed"
            color: check.status === "passed" ? root.colors.goodText : (check.status === "failed" ? root.colors.alertText : root.palette.windowText)
        }

        AlertLabel {
            Layout.fillWidth: true
            text: check.errorMessage
        }

        // In a positioner: a Repeater straight in a Layout crashes Qt 6.4
        // when its model changes during a rearrange (PlayerPanel.qml).
        Column {
            id: breakRows

            objectName: "checkBreaks"
            Layout.fillWidth: true
            spacing: 6

            Repeater {
                model: check.breaks

                delegate: Frame {
                    id: breakRow

                    required property int index
                    required property string checkName
                    required property string sentence
                    required property string where

                    width: breakRows.width

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 4

                        Label {
                            Layout.fillWidth: true
                            //: A Check break's heading: %1 what broke, %2 where ("Game 3, decision 12")
                            text: qsTr("%1 (%2)").arg(breakRow.checkName).arg(breakRow.where)
                            font.bold: true
                            wrapMode: Text.Wrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: breakRow.sentence
                            wrapMode: Text.Wrap
                            textFormat: Text.PlainText
                        }
                        Button {
                            objectName: "checkOpenInPlaytest" + breakRow.index
                            text: qsTr("Open in Playtest")
                            enabled: root.playtest !== null
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("Starts a new game with every seat a person, played up to the decision where Check broke")
                            onClicked: {
                                if (check.openInPlaytest(breakRow.index, root.playtest))
                                    root.playtestOpened();
                            }
                        }
                    }
                }
            }
        }
    }
}
