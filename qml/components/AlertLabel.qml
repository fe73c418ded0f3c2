pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A line that says something failed or was refused, in the scheme's alert
// colour; shown while it has text. (An editor's line, whose height stays
// reserved, is a MessageLine.)
Label {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    visible: root.text.length > 0
    wrapMode: Text.Wrap
    color: root.colors.alertText
    Accessible.role: Accessible.AlertMessage
}
