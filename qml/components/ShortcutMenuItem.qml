import QtQuick
import QtQuick.Controls
import Playbench

// A menu entry that shows its action's shortcut at the right edge, as desktop
// menus do (Qt Quick Controls 6.4 menus show none).
MenuItem {
    id: root

    // The shortcut to show, portable text ("Ctrl+N"): the action's unless set.
    property string shortcut: root.action && root.action.shortcut ? String(root.action.shortcut) : ""
    // The same in the interface language's key names; "" for none.
    readonly property string shortcutText: root.shortcut.length > 0 ? KeyNames.nativeText(root.shortcut) : ""

    rightPadding: shortcutText.length > 0 ? shortcutLabel.implicitWidth + 32 : 12
    // The style's text colour ignores the disabled state in a popup.
    opacity: root.enabled ? 1 : 0.5

    Label {
        id: shortcutLabel

        objectName: "menuShortcut"
        anchors.right: parent.right
        anchors.rightMargin: 12
        anchors.verticalCenter: parent.verticalCenter
        text: root.shortcutText
        color: root.highlighted ? root.palette.highlightedText : root.palette.windowText
        opacity: 0.75
    }
}
