pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them (they exist at run time): silence it for them.
// qmllint disable import type property

import QtQuick
import QtCharts

// The histogram of game lengths in turns, drawn as a filled step line over a
// numeric axis so the bins keep their true widths and the axis its own ticks.
ChartView {
    id: root

    // metrics.length.histogram: [{from, to, count}], bins [from, to).
    property var bins: []
    property color textColor: "black"

    function rebuild() {
        steps.clear();
        for (const bin of root.bins) {
            steps.append(bin.from, 0);
            steps.append(bin.from, bin.count);
            steps.append(bin.to, bin.count);
            steps.append(bin.to, 0);
        }
    }

    antialiasing: true
    legend.visible: false
    backgroundColor: "transparent"
    margins.top: 4
    margins.bottom: 4
    onBinsChanged: rebuild()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: lengths

        min: root.bins.length > 0 ? root.bins[0].from : 0
        max: root.bins.length > 0 ? root.bins[root.bins.length - 1].to : 1
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: qsTr("Turns")
        titleBrush: root.textColor
    }
    ValueAxis {
        id: counts

        min: 0
        max: Math.max(1, ...root.bins.map(b => b.count)) * 1.1
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: qsTr("Games")
        titleBrush: root.textColor
    }
    AreaSeries {
        axisX: lengths
        axisY: counts
        color: "#7cc47f"
        borderColor: "#2e7d32"
        borderWidth: 1

        upperSeries: LineSeries {
            id: steps
        }
    }
}
