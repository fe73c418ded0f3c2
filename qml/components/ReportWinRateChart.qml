pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis and QBrush, so the
// linter cannot resolve them (they exist at run time): silence it for them.
// qmllint disable import type property

import QtQuick
import QtCharts

// Win rate per seat as bars, each with its 95% Wilson interval as a whisker,
// and the share a seat would win by luck alone as a dashed line.
ChartView {
    id: root

    // Only its fixed chart colours are used; light text means a dark window.
    readonly property ColorScheme colors: ColorScheme {
        dark: root.textColor.hslLightness > 0.5
    }

    // metrics.seats: [{seat, agent, rate, ci95: [low, high]}].
    property var seats: []
    // 1/k for k players.
    property real expected: 0.5
    property color textColor: "black"

    // Rebuilds the whiskers and the luck line, which are series of their own.
    function rebuild() {
        for (let i = root.count - 1; i >= 0; --i) {
            const s = root.series(i);
            if (s !== bars)
                root.removeSeries(s);
        }
        for (let i = 0; i < root.seats.length; ++i) {
            const whisker = root.createSeries(ChartView.SeriesTypeLine, "ci" + i, categories, rates);
            whisker.color = root.textColor;
            whisker.width = 2;
            whisker.append(i, 100 * root.seats[i].ci95[0]);
            whisker.append(i, 100 * root.seats[i].ci95[1]);
        }
        const luck = root.createSeries(ChartView.SeriesTypeLine, "luck", categories, rates);
        luck.style = Qt.DashLine;
        luck.color = root.colors.chartReference;
        luck.append(-0.5, 100 * root.expected);
        luck.append(root.seats.length - 0.5, 100 * root.expected);
    }

    antialiasing: true
    legend.visible: false
    backgroundColor: "transparent"
    margins.top: 4
    margins.bottom: 4
    onSeatsChanged: rebuild()
    Component.onCompleted: rebuild()

    BarCategoryAxis {
        id: categories

        categories: root.seats.map(s => "P" + (s.seat + 1))
        labelsColor: root.textColor
    }
    ValueAxis {
        id: rates

        // Rates in whole percent: no decimal separator, so the axis reads the
        // same in every language (QtCharts 6.4's localizeNumbers drops labels).
        min: 0
        max: 100
        tickCount: 6
        //: the format of a chart axis's percent labels (printf: %d the number, %% a percent sign)
        labelFormat: qsTr("%d%%")
        labelsColor: root.textColor
    }
    BarSeries {
        id: bars

        axisX: categories
        axisY: rates
        barWidth: 0.5

        BarSet {
            label: qsTr("Win rate")
            color: root.colors.chartSeries[0]
            values: root.seats.map(s => 100 * s.rate)
        }
    }
}
