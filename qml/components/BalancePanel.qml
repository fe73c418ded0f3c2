pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Auto-balance of a design: what the games must show (targets with bounds),
// which whole-number parameters it may change and over which values, a
// budget of games and the search that spends it; the BalanceController searches in the background over
// every core. The best candidates come back with their measured targets, and
// "Open as new design" stores one and asks the window to open it.
ReportCard {
    id: root

    required property Workbench workbench
    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    // The design open in the workbench: chosen by default, as the page's new
    // run and comparison choose it, and named in the heading, so that the
    // design balanced is never a silent choice.
    property int defaultDesignId: 0
    // The design balanced: the one chosen in the panel's own picker.
    readonly property int designId: designPicker.currentIndex >= 0 && designPicker.currentValue !== undefined ? designPicker.currentValue : 0
    readonly property BalanceController controller: balance
    readonly property var designInfo: root.designId > 0 ? root.workbench.designInfo(root.designId) : ({})

    // The rows' lists, read when the design changes and not at every binding
    // update: a language switch re-evaluates bindings, and rebuilding
    // Repeaters inside a layout while it lays out crashes Qt 6.4. The rows'
    // labels are bound on their own and follow the language.
    property var targetKinds: []
    property var parameterSpecs: []

    // A new design was stored from a candidate: the page opens it.
    signal designCreated(int designId)

    function reloadLists() {
        root.targetKinds = balance.targetKinds(root.designId);
        root.parameterSpecs = balance.parameters(root.designId);
    }

    function startSearch() {
        const agents = [];
        for (let i = 0; i < seats.count; ++i)
            agents.push((seats.itemAt(i) as SeatAgentRow).spec());
        const vary = [];
        for (let i = 0; i < parameterRows.count; ++i) {
            const row = parameterRows.itemAt(i) as BalanceParameterRow;
            if (row.chosen)
                vary.push(row.axis());
        }
        const targets = [];
        for (let i = 0; i < targetRows.count; ++i) {
            const row = targetRows.itemAt(i) as BalanceTargetRow;
            if (row.chosen)
                targets.push(row.target());
        }
        balance.start(root.designId, {
            players: players.value,
            agents: agents,
            vary: vary,
            targets: targets,
            budget: budget.value,
            threads: balance.idealThreads,
            seed: 1
        });
    }

    //: %1 the name of the design auto-balance searches
    heading: root.designId > 0 ? qsTr("Auto-balance of “%1”").arg(designPicker.currentText) : qsTr("Auto-balance")
    // Later, not in the change's own turn: the picker settles while the page
    // lays out at start, and Repeaters rebuilt then crash Qt 6.4.
    onDesignIdChanged: reloadLater.restart()
    onDefaultDesignIdChanged: designPicker.currentIndex = Math.max(0, designPicker.indexOfValue(root.defaultDesignId))
    Component.onCompleted: root.reloadLists()

    Timer {
        id: reloadLater

        interval: 0
        onTriggered: root.reloadLists()
    }

    BalanceController {
        id: balance

        workbench: root.workbench
    }

    DesignListModel {
        id: designs

        workbench: root.workbench
        onCountChanged: designPicker.currentIndex = Math.max(0, designPicker.indexOfValue(root.defaultDesignId))
    }

    RowLayout {
        Layout.fillWidth: true
        enabled: !balance.running

        Label {
            text: qsTr("Design")
        }
        ComboBox {
            id: designPicker

            objectName: "balanceDesign"
            Layout.fillWidth: true
            model: designs
            textRole: "name"
            valueRole: "id"
            Accessible.name: qsTr("Design to balance")
            Component.onCompleted: designPicker.currentIndex = Math.max(0, designPicker.indexOfValue(root.defaultDesignId))
        }
    }

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: qsTr("Searches the values of the parameters you let it change for those whose games meet every target; every candidate plays the same seeds, and the budget goes to the promising ones.")
    }

    Label {
        text: qsTr("Targets")
        font.bold: true
    }
    Repeater {
        id: targetRows

        model: root.targetKinds

        BalanceTargetRow {
            Layout.fillWidth: true
            controller: balance
            designId: root.designId
            enabled: !balance.running
        }
    }

    Label {
        text: qsTr("Parameters it may change")
        font.bold: true
    }
    Repeater {
        id: parameterRows

        model: root.parameterSpecs

        BalanceParameterRow {
            Layout.fillWidth: true
            controller: balance
            designId: root.designId
            enabled: !balance.running
        }
    }

    GridLayout {
        Layout.fillWidth: true
        columns: 4
        columnSpacing: 8
        enabled: !balance.running

        Label {
            text: qsTr("Players")
        }
        SpinBox {
            id: players

            Layout.fillWidth: true
            from: root.designInfo.minPlayers ?? 1
            to: root.designInfo.maxPlayers ?? 4
            value: 2
        }
        Label {
            text: qsTr("Budget (games)")
        }
        SpinBox {
            id: budget

            objectName: "balanceBudget"
            Layout.fillWidth: true
            from: 2
            to: 10000000
            stepSize: 1000
            value: 5000
            editable: true
        }
    }

    RowLayout {
        Layout.fillWidth: true
        enabled: !balance.running

        Label {
            text: qsTr("Search method")
        }
        ComboBox {
            id: search

            objectName: "balanceSearch"
            Layout.fillWidth: true
            model: balance.searches
            textRole: "label"
            valueRole: "value"
            currentIndex: search.count > 0 ? search.indexOfValue(balance.search) : -1
            onActivated: balance.search = search.currentValue
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: search.currentIndex >= 0 ? balance.searches[search.currentIndex].description : ""
    }

    Repeater {
        id: seats

        model: players.value

        SeatAgentRow {
            id: seatRow

            Layout.fillWidth: true
            enabled: !balance.running
            namePrefix: "balanceSeat"
            initialKind: "greedy"
        }
    }

    RowLayout {
        Layout.fillWidth: true

        Button {
            objectName: "balanceButton"
            text: qsTr("Search")
            highlighted: true
            enabled: !balance.running && root.designId > 0
            onClicked: root.startSearch()
        }
        Button {
            text: qsTr("Cancel")
            enabled: balance.running
            onClicked: balance.cancel()
        }
        ProgressBar {
            Layout.fillWidth: true
            visible: balance.running
            from: 0
            to: Math.max(1, balance.gamesTotal)
            value: balance.gamesDone
        }
        Label {
            visible: balance.running
            text: qsTr("%1 of at most %2 games").arg(balance.gamesDone).arg(balance.gamesTotal)
        }
    }

    Label {
        Layout.fillWidth: true
        visible: balance.errorMessage.length > 0
        wrapMode: Text.Wrap
        color: "#c0392b"
        text: balance.errorMessage
    }
    Label {
        objectName: "balanceSummary"
        Layout.fillWidth: true
        visible: balance.summary.length > 0
        wrapMode: Text.Wrap
        text: balance.summary
    }

    // The candidates in a Column, not a layout: a language switch re-evaluates
    // every binding, models too, and Repeaters rebuilt inside a Qt 6.4 layout
    // while it lays out crash it.
    Column {
        Layout.fillWidth: true
        spacing: 6

        Repeater {
            model: balance.candidates

            Frame {
                id: candidate

                required property var modelData
                required property int index

                width: parent ? parent.width : 0

                Column {
                    anchors.left: parent.left
                    anchors.right: parent.right
                    spacing: 2

                    RowLayout {
                        width: parent.width

                        Label {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            font.bold: true
                            text: qsTr("%1. %2").arg(candidate.index + 1).arg(candidate.modelData.values)
                        }
                        Label {
                            text: candidate.modelData.verdict
                            color: candidate.modelData.verdictKind === "meets" ? root.colors.goodText : candidate.modelData.verdictKind === "may meet" ? root.colors.cautionText : root.colors.alertText
                        }
                        Label {
                            text: qsTr("%Ln game(s)", "", candidate.modelData.games)
                            opacity: 0.7
                        }
                        Button {
                            objectName: "balanceOpen" + candidate.index
                            text: qsTr("Open as new design")
                            onClicked: {
                                const id = balance.openAsNewDesign(candidate.index);
                                if (id > 0)
                                    root.designCreated(id);
                            }
                        }
                    }
                    Repeater {
                        model: candidate.modelData.targets

                        Label {
                            required property var modelData

                            width: parent ? parent.width : 0
                            wrapMode: Text.Wrap
                            text: modelData.text
                        }
                    }
                    Label {
                        objectName: "balanceRemeasured" + candidate.index
                        width: parent.width
                        wrapMode: Text.Wrap
                        visible: text.length > 0
                        opacity: 0.8
                        text: candidate.modelData.remeasured
                    }
                }
            }
        }
    }
}
