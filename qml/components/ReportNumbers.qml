import QtQuick

// How the Reports page's cards write numbers: as the interface language
// writes them (52,0 % in German).
QtObject {
    function percent(rate: real): string {
        return qsTr("%1%").arg(Number(100 * rate).toLocaleString(Qt.locale(), "f", 1));
    }
    function interval(p: var): string {
        return p && p.ci95 ? qsTr("%1 – %2").arg(percent(p.ci95[0])).arg(percent(p.ci95[1])) : "";
    }
    function num(value: real): string {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }
    // A count as people write it: "1,000,000" (a plain .arg() gave "1e+06").
    function count(value: real): string {
        return Number(value).toLocaleString(Qt.locale(), "f", 0);
    }
}
