pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them nor ValueAxis's enums (they exist at run time):
// silence it for them.
// qmllint disable import type property unqualified

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
        // A tick per tenfold, labelled as the ratio it stands for (1×, 10×, 100×).
        for (const label of xAxis.categoriesLabels)
            xAxis.remove(label);
        for (let k = 0; k <= (root.trace.xMax ?? 1); ++k)
            xAxis.append(qsTr("%1×").arg(Number(Math.pow(10, k)).toLocaleString(Qt.locale(), "f", 0)), k);
        const points = root.trace.points ?? [];
        const color = root.colors.chartSeries[0];
        if ((root.trace.expected ?? -1) >= 0) {
            const fair = root.createSeries(ChartView.SeriesTypeLine, "", xAxis, yAxis);
            fair.color = root.textColor;
            fair.style = Qt.DashLine;
            // The axis's own range may not have followed the new trace yet.
            fair.append(-0.25, 100 * root.trace.expected);
            fair.append((root.trace.xMax ?? 1) + 0.25, 100 * root.trace.expected);
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

    CategoryAxis {
        id: xAxis

        // log10 of the ratio: 1 is ten times stronger, 2 a hundred times; a
        // margin either side so the end points are not cut in half.
        min: -0.25
        max: (root.trace.xMax ?? 1) + 0.25
        labelsPosition: CategoryAxis.AxisLabelsPositionOnValue
        labelsColor: root.textColor
        titleText: root.trace.cooperative ? qsTr("The team's strength (search iterations; random counts as 1)") : qsTr("How many times stronger (search iterations, weaker side = 1)")
        titleBrush: root.textColor
    }
    ValueAxis {
        id: yAxis

        // Whole percent, for the reason ReportSweepChart gives; a margin above
        // and below so a rate of 0% or 100% shows its whole marker.
        min: -6
        max: 106
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 20
        //: the format of a chart axis's percent labels (printf: %d the number, %% a percent sign)
        labelFormat: qsTr("%d%%")
        labelsColor: root.textColor
        titleText: root.trace.cooperative ? qsTr("The team's win rate") : qsTr("Stronger side's win rate")
        titleBrush: root.textColor
    }
}
