pragma ComponentBehavior: Bound
// Qt 6.4's QtCharts type description leaves out ValueAxis, so the linter
// cannot resolve it (it exists at run time): silence it for it.
// qmllint disable import type property

import QtQuick
import QtCharts

// The drama curve of an analysed game: each seat's estimated win chance
// (ReviewAnalysis.drama) after every analysed move, one line a seat, with the
// even share (1/k) dashed and the move on show marked.
ChartView {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.textColor.hslLightness > 0.5
    }

    // [{seat, name, points: [{x, y}]}], y in 0..1.
    property var curves: []
    property int lastMove: 1
    // Rival seats (1 for a cooperative team: no even share is drawn).
    property int players: 2
    // The log row on show (1-based), or 0.
    property int currentMove: 0
    property color textColor: "black"

    function rebuild() {
        for (let i = root.count - 1; i >= 0; --i) {
            const s = root.series(i);
            if (s !== marker)
                root.removeSeries(s);
        }
        // The even share, where there are rivals to share.
        if (root.players > 1) {
            const even = root.createSeries(ChartView.SeriesTypeLine, "even", moves, chances);
            even.style = Qt.DashLine;
            even.color = root.colors.chartReference;
            even.width = 1;
            even.append(0, 100 / root.players);
            even.append(root.lastMove, 100 / root.players);
        }
        for (let i = 0; i < root.curves.length; ++i) {
            const curve = root.curves[i];
            const line = root.createSeries(ChartView.SeriesTypeLine, curve.name, moves, chances);
            line.color = root.colors.chartSeries[(curve.seat < 0 ? 0 : curve.seat) % root.colors.chartSeries.length];
            line.width = 2;
            line.pointsVisible = curve.points.length < 60;
            for (const p of curve.points)
                line.append(p.x, 100 * p.y);
        }
        root.placeMarker();
    }
    function placeMarker() {
        marker.clear();
        if (root.currentMove > 0) {
            marker.append(root.currentMove, 0);
            marker.append(root.currentMove, 100);
        }
    }

    antialiasing: true
    // The page names the lines beside the chart (the legend would list the
    // marker and the even share too).
    legend.visible: false
    backgroundColor: "transparent"
    margins.top: 2
    margins.bottom: 2
    margins.left: 2
    margins.right: 2
    onCurvesChanged: rebuild()
    onLastMoveChanged: rebuild()
    onCurrentMoveChanged: placeMarker()
    Component.onCompleted: rebuild()

    ValueAxis {
        id: moves

        min: 0
        max: Math.max(1, root.lastMove)
        tickCount: 6
        labelFormat: "%d"
        labelsColor: root.textColor
        titleText: qsTr("Move")
        titleBrush: root.textColor
    }
    ValueAxis {
        id: chances

        min: 0
        max: 100
        tickCount: 5
        //: the format of a chart axis's percent labels (printf: %d the number, %% a percent sign)
        labelFormat: qsTr("%d%%")
        labelsColor: root.textColor
    }
    // Kept across rebuilds; the other series are made by rebuild().
    LineSeries {
        id: marker

        axisX: moves
        axisY: chances
        color: root.textColor
        width: 1
        opacity: 0.5
    }
}
