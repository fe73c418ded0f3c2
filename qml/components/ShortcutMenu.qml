import QtQuick
import QtQuick.Controls

// A menu of the menu bar: its entries show their shortcuts, and it is as wide
// as its widest entry (Qt Quick Controls 6.4 menus keep a fixed width and
// elide the rest).
Menu {
    id: root

    width: {
        let widest = 0;
        for (let i = 0; i < root.count; ++i) {
            const entry = root.itemAt(i);
            if (entry)
                widest = Math.max(widest, entry.implicitWidth);
        }
        return Math.max(implicitWidth, widest + leftPadding + rightPadding);
    }
    delegate: ShortcutMenuItem {}
}
