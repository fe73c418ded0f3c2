pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The line under an editor's tools where a refusal (red) or a confirmation
// ("Deck saved") appears. Its height is reserved whether or not a message
// shows, so that nothing below moves when one comes or goes; a message longer
// than the reserved lines is cut short and shown whole in a tooltip.
Label {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Shown in red when set; it wins over statusText.
    property string errorText
    property string statusText
    // The lines kept free for a message.
    property int reservedLines: 1

    readonly property bool showsError: root.errorText.length > 0

    Layout.fillWidth: true
    Layout.preferredHeight: Math.ceil(metrics.lineSpacing * root.reservedLines)
    Layout.minimumHeight: Math.ceil(metrics.lineSpacing * root.reservedLines)
    text: root.showsError ? root.errorText : root.statusText
    color: root.showsError ? root.colors.alertText : root.palette.windowText
    opacity: root.showsError ? 1 : 0.8
    wrapMode: Text.Wrap
    maximumLineCount: root.reservedLines
    elide: Text.ElideRight
    verticalAlignment: Text.AlignTop
    Accessible.role: root.showsError ? Accessible.AlertMessage : Accessible.StaticText

    FontMetrics {
        id: metrics

        font: root.font
    }
    HoverHandler {
        id: hover
    }
    ToolTip.visible: hover.hovered && root.truncated
    ToolTip.text: root.text
}
