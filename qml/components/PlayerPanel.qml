pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// What each player needs to decide, as the ruleset's presenter lists it
// (BoardPresenter::playerPanel): a line about the table, then per player its
// label, whether it is to move, its facts, and where and why it went out.
Frame {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // {summary, players [{seat, label, facts, out, outText, toMove}]}.
    required property var panel
    readonly property var players: root.panel && root.panel.players ? root.panel.players : []

    padding: 8
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Players")

    ColumnLayout {
        anchors.fill: parent
        spacing: 4

        Label {
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.panel && root.panel.summary ? root.panel.summary : ""
            font.bold: true
            wrapMode: Text.Wrap
        }
        // The rows in a positioner, not straight in the layout: in Qt 6.4 a
        // Repeater whose model changes while its parent Layout is rearranged
        // (a language switch resizes the whole window during a polish) leaves
        // the Layout a freed delegate, and it crashes in
        // QQuickLayout::effectiveSizePolicy_helper.
        Column {
            id: rows

            Layout.fillWidth: true
            spacing: 4

            Repeater {
                model: root.players

                delegate: ColumnLayout {
                    id: player

                    required property var modelData

                    objectName: "playerPanelRow"
                    width: rows.width
                    spacing: 0
                    Accessible.role: Accessible.StaticText
                    Accessible.name: [player.modelData.label].concat(player.modelData.facts).concat(player.modelData.outText.length > 0 ? [player.modelData.outText] : []).join(", ")

                    Label {
                        Layout.fillWidth: true
                        //: %1 a player (P1); "to move" marks whose turn it is
                        text: player.modelData.toMove ? qsTr("%1 · to move").arg(player.modelData.label) : player.modelData.label
                        font.bold: true
                        font.strikeout: player.modelData.out
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        Layout.leftMargin: 12
                        visible: !player.modelData.out
                        text: player.modelData.facts.join("\n")
                        wrapMode: Text.Wrap
                    }
                    Label {
                        objectName: "playerOutText"
                        Layout.fillWidth: true
                        Layout.leftMargin: 12
                        visible: player.modelData.outText.length > 0
                        text: player.modelData.outText
                        color: root.colors.alertText
                        wrapMode: Text.Wrap
                    }
                }
            }
        }
    }
}
