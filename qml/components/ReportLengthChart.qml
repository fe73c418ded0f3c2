pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them nor ValueAxis's enums (they exist at run time):
// silence it for them.
// qmllint disable import type property unqualified

import QtQuick
import QtCharts

// A histogram of games (by their length in turns, or by a counter's number in
// one game), drawn as a filled step line over a numeric axis so the bins keep
// their true widths and the axis its own ticks.
ChartView {
    id: root

    // metrics.length.histogram or a metrics.distributions entry's histogram:
    // [{from, to, count}], bins [from, to).
    property var bins: []
    property color textColor: "black"
    // The horizontal axis's title.
    property string valueTitle: qsTr("Turns")
    // Bins one wide are drawn centred on their value, with a tick at each
    // value (a count of waves: the bar of 5 stands over the 5).
    readonly property bool centred: bins.length > 0 && bins.every(b => b.to - b.from === 1)
    readonly property real shift: centred ? 0.5 : 0

    function rebuild() {
        steps.clear();
        for (const bin of root.bins) {
            steps.append(bin.from - root.shift, 0);
            steps.append(bin.from - root.shift, bin.count);
            steps.append(bin.to - root.shift, bin.count);
            steps.append(bin.to - root.shift, 0);
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

        min: root.bins.length > 0 ? root.bins[0].from - root.shift : 0
        max: root.bins.length > 0 ? root.bins[root.bins.length - 1].to - root.shift : 1
        tickType: root.centred ? ValueAxis.TicksDynamic : ValueAxis.TicksFixed
        tickAnchor: 0
        tickInterval: Math.max(1, Math.ceil(root.bins.length / 10))
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: root.valueTitle
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
