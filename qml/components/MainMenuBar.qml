pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// The window's menu bar: File, Edit, View and Help with the desktop's standard
// shortcuts. It only reports what was chosen; Main.qml decides what that means
// for the page on screen.
//
// The shortcuts are the KDE and GNOME bindings of QKeySequence's standard keys,
// spelt out: an Action takes only the first binding of a StandardKey, and which
// comes first depends on the platform theme (Close is Ctrl+F4 on some, Quit has
// none offscreen); Qt 6.4's qmllint does not know StandardKey either.
MenuBar {
    id: root

    required property list<string> pageKeys
    required property list<string> pageTitles
    required property string currentPage
    // Whether a database is open (new designs need one).
    property bool databaseOpen
    // Whether a design is open (print and play prints it).
    property bool designOpen
    // What Edit > Undo and Redo would do on the page on screen.
    property bool canUndo
    property bool canRedo
    // Whether File > Close has something to close (a playtest, a reviewed game, Help).
    property bool canClose

    signal newDesignRequested
    signal importScriptRequested
    signal printRequested
    signal newDatabaseRequested
    signal openDatabaseRequested
    signal demoDatabaseRequested
    signal saveRequested
    signal closeRequested
    signal quitRequested
    signal undoRequested
    signal redoRequested
    signal pageRequested(string key)
    signal helpRequested
    signal aboutRequested

    objectName: "mainMenuBar"

    // Redo's other usual key.
    Shortcut {
        sequence: "Ctrl+Y"
        enabled: root.canRedo
        onActivated: root.redoRequested()
    }

    ShortcutMenu {
        objectName: "fileMenu"
        title: qsTr("&File")

        Action {
            objectName: "newDesignAction"
            text: qsTr("&New design…")
            shortcut: "Ctrl+N"
            enabled: root.databaseOpen
            onTriggered: root.newDesignRequested()
        }
        Action {
            objectName: "importScriptAction"
            text: qsTr("&Import rules script…")
            enabled: root.databaseOpen
            onTriggered: root.importScriptRequested()
        }
        Action {
            objectName: "printAction"
            text: qsTr("&Print and play…")
            shortcut: "Ctrl+P"
            enabled: root.databaseOpen && root.designOpen
            onTriggered: root.printRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "newDatabaseAction"
            text: qsTr("New &database…")
            shortcut: "Ctrl+Shift+N"
            onTriggered: root.newDatabaseRequested()
        }
        Action {
            objectName: "openDatabaseAction"
            text: qsTr("&Open database…")
            shortcut: "Ctrl+O"
            onTriggered: root.openDatabaseRequested()
        }
        Action {
            objectName: "demoDatabaseAction"
            text: qsTr("Open de&mo database")
            onTriggered: root.demoDatabaseRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "saveAction"
            text: qsTr("&Save")
            shortcut: "Ctrl+S"
            onTriggered: root.saveRequested()
        }
        Action {
            objectName: "closeAction"
            text: qsTr("&Close")
            shortcut: "Ctrl+W"
            enabled: root.canClose
            onTriggered: root.closeRequested()
        }
        MenuSeparator {}
        Action {
            objectName: "quitAction"
            text: qsTr("&Quit")
            shortcut: "Ctrl+Q"
            onTriggered: root.quitRequested()
        }
    }
    ShortcutMenu {
        objectName: "editMenu"
        title: qsTr("&Edit")

        Action {
            objectName: "undoAction"
            text: qsTr("&Undo")
            shortcut: "Ctrl+Z"
            enabled: root.canUndo
            onTriggered: root.undoRequested()
        }
        Action {
            objectName: "redoAction"
            text: qsTr("&Redo")
            shortcut: "Ctrl+Shift+Z"
            enabled: root.canRedo
            onTriggered: root.redoRequested()
        }
    }
    ShortcutMenu {
        id: viewMenu

        objectName: "viewMenu"
        title: qsTr("&View")

        // One entry per page, as on the navigation rail (Ctrl+1 to Ctrl+6 there).
        Instantiator {
            model: root.pageKeys.length

            delegate: ShortcutMenuItem {
                required property int index

                objectName: "viewAction_" + root.pageKeys[index]
                // The navigation rail's shortcut for the page.
                shortcut: "Ctrl+" + (index + 1)
                text: root.pageTitles[index]
                checkable: true
                checked: root.currentPage === root.pageKeys[index]
                onTriggered: root.pageRequested(root.pageKeys[index])
            }
            onObjectAdded: (index, object) => viewMenu.insertItem(index, object as ShortcutMenuItem)
            onObjectRemoved: (index, object) => viewMenu.removeItem(object as ShortcutMenuItem)
        }
    }
    ShortcutMenu {
        objectName: "helpMenu"
        title: qsTr("&Help")

        Action {
            objectName: "helpAction"
            text: qsTr("Playbench &Help")
            shortcut: "F1"
            onTriggered: root.helpRequested()
        }
        Action {
            objectName: "aboutAction"
            text: qsTr("&About Playbench")
            onTriggered: root.aboutRequested()
        }
    }
}
