pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them (they exist at run time): silence it for them.
// qmllint disable import type property

import QtQuick
import QtCharts

// A sweep: each rate (every seat's win rate, the first player's) against the
// swept parameter, one line per rate with its 95% interval as a faint band.
ChartView {
    id: root

    // Only its fixed chart colours are used; light text means a dark window.
    readonly property ColorScheme colors: ColorScheme {
        dark: root.textColor.hslLightness > 0.5
    }

    // RunSummary.sweep: {parameter, min, max, series: [{name, points: [{x, y, low, high}]}]}.
    property var sweep: ({})
    property color textColor: "black"

    function rebuild() {
        root.removeAllSeries();
        const series = root.sweep.series ?? [];
        for (let i = 0; i < series.length; ++i) {
            const color = root.colors.chartSeries[i % root.colors.chartSeries.length];
            const line = root.createSeries(ChartView.SeriesTypeLine, series[i].name, xAxis, yAxis);
            line.color = color;
            line.width = 2;
            line.pointsVisible = true;
            const upper = root.createSeries(ChartView.SeriesTypeLine, "", xAxis, yAxis);
            const lower = root.createSeries(ChartView.SeriesTypeLine, "", xAxis, yAxis);
            for (const p of series[i].points) {
                line.append(p.x, 100 * p.y);
                upper.append(p.x, 100 * p.high);
                lower.append(p.x, 100 * p.low);
            }
            for (const band of [upper, lower]) {
                band.color = Qt.rgba(color.r, color.g, color.b, 0.35);
                band.style = Qt.DotLine;
            }
        }
    }

    antialiasing: true
    backgroundColor: "transparent"
    // The bands would crowd the legend; ReportResults draws its own.
    legend.visible: false
    onSweepChanged: rebuild()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: xAxis

        min: root.sweep.min ?? 0
        max: Math.max((root.sweep.max ?? 1), (root.sweep.min ?? 0) + 1)
        tickCount: Math.min(11, Math.max(2, (root.sweep.max ?? 1) - (root.sweep.min ?? 0) + 1))
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: root.sweep.parameter ?? ""
        titleBrush: root.textColor
    }
    ValueAxis {
        id: yAxis

        // Rates in whole percent: no decimal separator, so the axis reads the
        // same in every language (QtCharts 6.4's localizeNumbers drops labels).
        min: 0
        max: 100
        tickCount: 6
        //: the format of a chart axis's percent labels (printf: %d the number, %% a percent sign)
        labelFormat: qsTr("%d%%")
        labelsColor: root.textColor
        titleText: qsTr("Rate")
        titleBrush: root.textColor
    }
}
