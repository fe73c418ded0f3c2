pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them (they exist at run time): silence it for them.
// qmllint disable import type property

import QtQuick
import QtCharts

// A skill trace: the stronger side's win rate against the strength ratio (the
// team's win rate against its strength when cooperative), on a tenfold scale,
// each point with its 95% interval; a dashed line at the rate of equal play.
ChartView {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.textColor.hslLightness > 0.5
    }

    // RunSummary.skillTrace: {cooperative, xMax, expected, points: [{x, rate, low, high}]}.
    property var trace: ({})
    property color textColor: "black"

    function rebuild() {
        root.removeAllSeries();
        const points = root.trace.points ?? [];
        const color = root.colors.chartSeries[0];
        if ((root.trace.expected ?? -1) >= 0) {
            const fair = root.createSeries(ChartView.SeriesTypeLine, "", xAxis, yAxis);
            fair.color = root.textColor;
            fair.style = Qt.DashLine;
            fair.append(0, 100 * root.trace.expected);
            fair.append(root.trace.xMax ?? 1, 100 * root.trace.expected);
        }
        for (const p of points) {
            const whisker = root.createSeries(ChartView.SeriesTypeLine, "", xAxis, yAxis);
            whisker.color = color;
            whisker.append(p.x, 100 * p.low);
            whisker.append(p.x, 100 * p.high);
        }
        const dots = root.createSeries(ChartView.SeriesTypeScatter, "", xAxis, yAxis);
        dots.color = color;
        dots.markerSize = 10;
        for (const p of points)
            dots.append(p.x, 100 * p.rate);
    }

    antialiasing: true
    backgroundColor: "transparent"
    legend.visible: false
    onTraceChanged: rebuild()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: xAxis

        // log10 of the ratio: 1 is ten times stronger, 2 a hundred times.
        min: 0
        max: root.trace.xMax ?? 1
        tickCount: (root.trace.xMax ?? 1) + 1
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: root.trace.cooperative ? qsTr("The team's strength (tenfolds of search)") : qsTr("Strength ratio (tenfolds of search)")
        titleBrush: root.textColor
    }
    ValueAxis {
        id: yAxis

        // Whole percent, for the reason ReportSweepChart gives.
        min: 0
        max: 100
        tickCount: 6
        //: the format of a chart axis's percent labels (printf: %d the number, %% a percent sign)
        labelFormat: qsTr("%d%%")
        labelsColor: root.textColor
        titleText: root.trace.cooperative ? qsTr("The team's win rate") : qsTr("Stronger side's win rate")
        titleBrush: root.textColor
    }
}
