pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import Playbench

// The workbench window: the header, a navigation rail with one entry per page,
// the current page and a status bar about the open database. The application
// creates the Workbench and Preferences and passes them in.
ApplicationWindow {
    id: root

    required property Workbench workbench
    required property Preferences preferences

    // Every page in the rail's order. The application checks --page against it.
    readonly property list<string> pageKeys: ["designs", "board", "playtest", "review", "reports", "settings"]
    // What the rail and the header call each page, in the order of pageKeys.
    readonly property list<string> pageTitles: [
        qsTr("Designs"),
        //: The page that shows a design's game board
        qsTr("Board"),
        qsTr("Playtest"),
        //: The page for replaying and annotating stored games
        qsTr("Review"),
        qsTr("Reports"),
        qsTr("Settings")
    ]
    // The page on screen, one of pageKeys.
    property string currentPage: "designs"

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 560
    title: designEditor.designId > 0 ? qsTr("%1%2 — Playbench").arg(designEditor.name).arg(root.hasUnsavedChanges() ? " *" : "") : qsTr("Playbench")

    // Whether the design or its board has edits that are not saved.
    function hasUnsavedChanges(): bool {
        return designEditor.dirty || boardEditor.dirty || deckEditor.dirty;
    }
    // The undo stack of the Board page's editor: the deck's for card rulesets.
    function boardUndoStack(): UndoStack {
        return deckEditor.hasDeck ? deckEditor.undoStack : boardEditor.undoStack;
    }
    // Shows page `key`, asking first if the page left has unsaved changes.
    function requestPage(key: string) {
        if (key === root.currentPage)
            return;
        if ((root.currentPage === "designs" && designEditor.dirty) || (root.currentPage === "board" && (boardEditor.dirty || deckEditor.dirty))) {
            unsavedDialog.pendingPage = key;
            unsavedDialog.pendingDesign = -1;
            unsavedDialog.open();
            return;
        }
        root.currentPage = key;
    }
    // Opens design `designId`, asking first if anything is unsaved.
    function requestDesign(designId: int) {
        if (designId === designEditor.designId)
            return;
        if (root.hasUnsavedChanges()) {
            unsavedDialog.pendingPage = "";
            unsavedDialog.pendingDesign = designId;
            unsavedDialog.open();
            return;
        }
        designEditor.load(designId);
    }
    // Runs `action` (which leaves the open design, e.g. another database) once
    // unsaved changes are saved or discarded, asking first if there are any.
    function whenSaved(action) {
        if (!root.hasUnsavedChanges()) {
            action();
            return;
        }
        unsavedDialog.pendingPage = "";
        unsavedDialog.pendingDesign = -1;
        unsavedDialog.pendingAction = action;
        unsavedDialog.open();
    }
    // The status bar's word on the design of what is on screen: the game's
    // design on Playtest and Review, the design being edited elsewhere.
    function designStatusText(): string {
        if (root.currentPage === "playtest" && playtestPage.session.gameId > 0)
            return qsTr("Playing: %1").arg(playtestPage.session.designName.length > 0 ? playtestPage.session.designName : playtestPage.session.rulesetId);
        if (root.currentPage === "review" && reviewPage.session.isOpen)
            return reviewPage.session.designName.length > 0 ? qsTr("Reviewing: %1").arg(reviewPage.session.designName) : qsTr("Reviewing a game without a design");
        if (designEditor.designId > 0)
            return qsTr("Design: %1%2").arg(designEditor.name).arg(root.hasUnsavedChanges() ? qsTr(" (unsaved changes)") : "");
        return "";
    }
    // Saves whatever is unsaved; false if a save failed.
    function saveAll(): bool {
        if (designEditor.dirty && !designEditor.save())
            return false;
        if (boardEditor.dirty && !boardEditor.save())
            return false;
        if (deckEditor.dirty && !deckEditor.save())
            return false;
        return true;
    }

    palette.window: colors.window
    palette.windowText: colors.windowText
    palette.base: colors.base
    palette.alternateBase: colors.alternateBase
    palette.text: colors.text
    palette.button: colors.button
    palette.buttonText: colors.buttonText
    palette.brightText: colors.brightText
    palette.placeholderText: colors.placeholderText
    palette.toolTipBase: colors.toolTipBase
    palette.toolTipText: colors.toolTipText
    palette.highlight: colors.highlight
    palette.highlightedText: colors.highlightedText
    palette.link: colors.link
    palette.linkVisited: colors.linkVisited
    palette.light: colors.light
    palette.midlight: colors.midlight
    palette.mid: colors.mid
    palette.dark: colors.shadowed
    palette.shadow: colors.shadow
    palette.disabled.windowText: colors.disabledText
    palette.disabled.text: colors.disabledText
    palette.disabled.buttonText: colors.disabledText

    header: ToolBar {
        topPadding: 6
        bottomPadding: 6

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 16
            anchors.rightMargin: 16
            spacing: 10

            Label {
                text: qsTr("Playbench")
                font.pixelSize: 20
                font.bold: true
            }
            Label {
                text: "/"
                font.pixelSize: 20
                opacity: 0.6
            }
            Label {
                objectName: "pageTitle"
                text: root.pageTitles[root.pageKeys.indexOf(root.currentPage)] ?? ""
                font.pixelSize: 20
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            ToolButton {
                objectName: "fileMenuButton"
                text: qsTr("File")
                Accessible.name: qsTr("File menu: new, open or demo database")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Open or create a design database")
                onClicked: fileMenu.open()

                Menu {
                    id: fileMenu

                    y: parent.height

                    MenuItem {
                        text: qsTr("&New database…")
                        onTriggered: root.whenSaved(() => newDatabaseDialog.open())
                    }
                    MenuItem {
                        text: qsTr("&Open database…")
                        onTriggered: root.whenSaved(() => openDatabaseDialog.open())
                    }
                    MenuItem {
                        text: qsTr("Open &demo database")
                        onTriggered: root.whenSaved(() => root.workbench.openDefaultDemoDatabase())
                    }
                }
            }
        }
    }

    FileDialog {
        id: openDatabaseDialog

        title: qsTr("Open a Playbench database")
        fileMode: FileDialog.OpenFile
        nameFilters: [qsTr("Playbench databases (*.sqlite *.db)"), qsTr("All files (*)")]
        onAccepted: root.workbench.openDatabaseFile(selectedFile)
    }
    FileDialog {
        id: newDatabaseDialog

        title: qsTr("New Playbench database")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "sqlite"
        nameFilters: [qsTr("Playbench databases (*.sqlite)")]
        onAccepted: root.workbench.newDatabaseFile(selectedFile)
    }

    footer: StatusBar {
        workbench: root.workbench
        designText: root.designStatusText()
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        NavigationRail {
            Layout.fillHeight: true
            pageKeys: root.pageKeys
            currentPage: root.currentPage
            pageTitles: root.pageTitles
            onPageChosen: key => root.requestPage(key)
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: root.pageKeys.indexOf(root.currentPage)

            DesignsPage {
                id: designsPage

                workbench: root.workbench
                editor: designEditor
                onDesignChosen: designId => root.requestDesign(designId)
            }
            BoardPage {
                workbench: root.workbench
                design: designEditor
                stabilityEditor: boardEditor
                deckEditor: deckEditor
                onDesignChosen: designId => root.requestDesign(designId)
            }
            PlaytestPage {
                id: playtestPage

                objectName: "playtestPage"
                workbench: root.workbench
                designId: designEditor.designId
            }
            ReviewPage {
                id: reviewPage

                workbench: root.workbench
            }
            ReportsPage {
                workbench: root.workbench
                designId: designEditor.designId
                onReviewGameRequested: gameId => {
                    reviewPage.openGame(gameId);
                    root.currentPage = "review";
                }
            }
            SettingsPage {
                preferences: root.preferences
                workbench: root.workbench
            }
        }
    }

    ColorScheme {
        id: colors

        dark: root.preferences.darkColors
    }

    DesignEditor {
        id: designEditor

        workbench: root.workbench
        Component.onCompleted: designEditor.openFirstDesign()
    }

    StabilityBoardEditor {
        id: boardEditor

        workbench: root.workbench
        designId: designEditor.designId
    }

    DeckEditor {
        id: deckEditor

        workbench: root.workbench
        designId: designEditor.designId
    }

    UnsavedChangesDialog {
        id: unsavedDialog

        objectName: "unsavedChangesDialog"
        // Where to go once the changes are saved or discarded.
        property string pendingPage
        property int pendingDesign: -1
        // Or what to do then (see whenSaved).
        property var pendingAction: null

        // Does what was asked for once the changes are saved or discarded.
        function proceed() {
            const action = unsavedDialog.pendingAction;
            unsavedDialog.pendingAction = null;
            if (action)
                action();
            else if (pendingPage.length > 0)
                root.currentPage = pendingPage;
            else if (pendingDesign >= 0)
                designEditor.load(pendingDesign);
        }

        subject: designEditor.name
        onSaveChosen: {
            if (!root.saveAll())
                return;
            unsavedDialog.proceed();
        }
        onDiscardChosen: {
            designEditor.revert();
            if (boardEditor.dirty)
                boardEditor.reload();
            if (deckEditor.dirty)
                deckEditor.reload();
            unsavedDialog.proceed();
        }
    }

    Shortcut {
        sequence: "Ctrl+N"
        enabled: root.workbench.isOpen
        onActivated: {
            root.requestPage("designs");
            if (root.currentPage === "designs")
                designsPage.newDesign();
        }
    }
    Shortcut {
        sequence: "Ctrl+S"
        onActivated: {
            if (root.currentPage === "board" && deckEditor.hasDeck)
                deckEditor.save();
            else if (root.currentPage === "board")
                boardEditor.save();
            else
                designEditor.save();
        }
    }
    Shortcut {
        sequence: "Ctrl+Z"
        enabled: root.currentPage === "board" && root.boardUndoStack().canUndo
        onActivated: root.boardUndoStack().undo()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: root.currentPage === "board" && root.boardUndoStack().canRedo
        onActivated: root.boardUndoStack().redo()
    }
    Shortcut {
        sequence: "Space"
        enabled: root.currentPage === "playtest" && playtestPage.session.isAgentToMove && !playtestPage.session.thinking
        onActivated: playtestPage.session.step()
    }
    Shortcut {
        sequence: "P"
        enabled: root.currentPage === "playtest" && playtestPage.session.active && !playtestPage.session.isOver
        onActivated: playtestPage.toggleRun()
    }
    Shortcut {
        sequence: "Ctrl+Z"
        enabled: root.currentPage === "playtest" && playtestPage.session.canUndo
        onActivated: playtestPage.session.undo()
    }
    Shortcut {
        sequence: "R"
        enabled: root.currentPage === "board" && boardEditor.isStability
        onActivated: boardEditor.reroll()
    }

    DatabaseErrorDialog {
        message: root.workbench.errorMessage
    }
}
