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
    // Pages reached from the Help menu rather than the rail.
    readonly property list<string> helpPageKeys: ["help"]
    // The page on screen, one of pageKeys or helpPageKeys.
    property string currentPage: "designs"
    // Where File > Close on the Help page returns to.
    property string pageBeforeHelp: "designs"
    // Set once the user chose to quit, so closing the window no longer asks.
    property bool quitting: false

    width: 1280
    height: 800
    minimumWidth: 800
    minimumHeight: 560
    onCurrentPageChanged: if (root.currentPage !== "help") root.pageBeforeHelp = root.currentPage
    onClosing: close => {
        if (root.quitting || !root.hasUnsavedChanges())
            return;
        close.accepted = false;
        root.quit();
    }

    title: root.windowSubject().length > 0 ? qsTr("%1%2 — Playbench").arg(root.windowSubject()).arg(root.hasUnsavedChanges() ? " *" : "") : qsTr("Playbench")

    // Whether the design or its board has edits that are not saved.
    function hasUnsavedChanges(): bool {
        return designEditor.dirty || root.boardPartDirty();
    }
    // Whether the Board page's editor (the design's board, deck...) has unsaved edits.
    function boardPartDirty(): bool {
        return boardPage.editor !== null && boardPage.editor.dirty;
    }
    // The undo stack of the Board page's editor, or null without one.
    function boardUndoStack(): UndoStack {
        return boardPage.editor ? boardPage.editor.undoStack : null;
    }
    // Shows page `key`, asking first if the page left has unsaved changes.
    function requestPage(key: string) {
        if (key === root.currentPage)
            return;
        if ((root.currentPage === "designs" && designEditor.dirty) || (root.currentPage === "board" && root.boardPartDirty())) {
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
    // File > Save: what the page on screen edits (the design, or the board or deck).
    function saveCurrentPage() {
        if (root.currentPage === "board")
            boardPage.save();
        else
            designEditor.save();
    }
    // Whether File > Close has something to close on the page on screen.
    function canCloseCurrent(): bool {
        if (root.currentPage === "playtest")
            return playtestPage.session.active;
        if (root.currentPage === "review")
            return reviewPage.session.isOpen;
        return root.currentPage === "help";
    }
    // File > Close: leaves the playtest (it stays resumable) or the reviewed
    // game, or Help for the page before it.
    function closeCurrent() {
        if (root.currentPage === "playtest")
            playtestPage.session.close();
        else if (root.currentPage === "review")
            reviewPage.session.close();
        else if (root.currentPage === "help")
            root.currentPage = root.pageBeforeHelp;
    }
    // File > Quit and the window's close button: asks about unsaved changes first.
    function quit() {
        root.whenSaved(() => {
            root.quitting = true;
            Qt.quit();
        });
    }
    // The status bar's word on the design of what is on screen: the game's
    // design on Playtest and Review, the design being edited elsewhere.
    // What the page on screen shows, as the title names it: the played or
    // reviewed game's design there, else the open design.
    function windowSubject(): string {
        if (root.currentPage === "playtest" && playtestPage.session.gameId > 0)
            return playtestPage.session.designName.length > 0 ? playtestPage.session.designName : playtestPage.session.rulesetId;
        if (root.currentPage === "review" && reviewPage.session.isOpen)
            return reviewPage.session.designName;
        return designEditor.designId > 0 ? designEditor.name : "";
    }
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
        if (root.boardPartDirty() && !boardPage.editor.save())
            return false;
        return true;
    }

    palette.window: colors.window
    palette.active.windowText: colors.windowText
    palette.inactive.windowText: colors.windowText
    palette.base: colors.base
    palette.alternateBase: colors.alternateBase
    palette.active.text: colors.text
    palette.inactive.text: colors.text
    palette.button: colors.button
    palette.active.buttonText: colors.buttonText
    palette.inactive.buttonText: colors.buttonText
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
    // The text roles are set per group: the all-groups setter would also set
    // the disabled group, and Qt 6.4 applies it after the disabled colours
    // below, so a disabled button looked enabled (issue 31, minor 22).
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
                text: root.currentPage === "help" ? qsTr("Help") : root.pageTitles[root.pageKeys.indexOf(root.currentPage)] ?? ""
                font.pixelSize: 20
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
        }
    }

    menuBar: MainMenuBar {
        pageKeys: root.pageKeys
        pageTitles: root.pageTitles
        currentPage: root.currentPage
        databaseOpen: root.workbench.isOpen
        designOpen: designEditor.designId > 0
        canUndo: root.currentPage === "board" ? root.boardUndoStack() !== null && root.boardUndoStack().canUndo : root.currentPage === "playtest" && playtestPage.session.canUndo
        canRedo: root.currentPage === "board" && root.boardUndoStack() !== null && root.boardUndoStack().canRedo
        canClose: root.canCloseCurrent()
        onNewDesignRequested: {
            root.requestPage("designs");
            if (root.currentPage === "designs")
                designsPage.newDesign();
        }
        // What is printed is what is saved: unsaved edits are offered for saving first.
        onPrintRequested: root.whenSaved(() => {
            printDialog.designId = designEditor.designId;
            printDialog.open();
        })
        onImportScriptRequested: {
            root.requestPage("designs");
            if (root.currentPage === "designs")
                importScriptDialog.open();
        }
        //: The file name a new database is suggested under
        onNewDatabaseRequested: root.whenSaved(() => newDatabaseDialog.ask(qsTr("designs.sqlite")))
        onOpenDatabaseRequested: root.whenSaved(() => openDatabaseDialog.open())
        onDemoDatabaseRequested: root.whenSaved(() => root.workbench.openDefaultDemoDatabase())
        onSaveRequested: root.saveCurrentPage()
        onCloseRequested: root.closeCurrent()
        onQuitRequested: root.quit()
        onUndoRequested: {
            if (root.currentPage === "board" && root.boardUndoStack())
                root.boardUndoStack().undo();
            else if (root.currentPage === "playtest")
                playtestPage.session.undo();
        }
        onRedoRequested: {
            if (root.currentPage === "board" && root.boardUndoStack())
                root.boardUndoStack().redo();
        }
        onPageRequested: key => root.requestPage(key)
        onHelpRequested: root.requestPage("help")
        onAboutRequested: aboutDialog.open()
    }

    OpenFileDialog {
        id: openDatabaseDialog

        title: qsTr("Open a Playbench database")
        nameFilters: [qsTr("Playbench databases (*.sqlite *.db)"), qsTr("All files (*)")]
        onAccepted: root.workbench.openDatabaseFile(selectedFile)
    }
    OpenFileDialog {
        id: importScriptDialog

        objectName: "importScriptDialog"
        title: qsTr("Import a rules script")
        nameFilters: [qsTr("Lua scripts (*.lua)"), qsTr("All files (*)")]
        onAccepted: designsPage.importScript(selectedFile)
    }
    SaveFileDialog {
        id: newDatabaseDialog

        objectName: "newDatabaseDialog"
        title: qsTr("New Playbench database")
        extension: "sqlite"
        // A new database never replaces a file: the workbench refuses a taken name.
        confirmReplace: false
        nameFilters: [qsTr("Playbench databases (*.sqlite)")]
        onChosen: path => {
            if (root.workbench.newDatabaseFile(path))
                DesktopFiles.announceSaved(path);
        }
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
            currentIndex: root.currentPage === "help" ? root.pageKeys.length : root.pageKeys.indexOf(root.currentPage)

            DesignsPage {
                id: designsPage

                workbench: root.workbench
                editor: designEditor
                onDesignChosen: designId => root.requestDesign(designId)
            }
            BoardPage {
                id: boardPage

                workbench: root.workbench
                design: designEditor
                playtest: playtestPage.session
                onPlaytestOpened: root.requestPage("playtest")
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
                onDesignChosen: designId => root.requestDesign(designId)
                onReviewGameRequested: gameId => {
                    reviewPage.openGame(gameId);
                    root.currentPage = "review";
                }
            }
            SettingsPage {
                preferences: root.preferences
                workbench: root.workbench
            }
            HelpPage {
                objectName: "helpPage"
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
            if (root.boardPartDirty())
                boardPage.editor.reload();
            unsavedDialog.proceed();
        }
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

    AboutDialog {
        id: aboutDialog
    }

    PrintDialog {
        id: printDialog

        workbench: root.workbench
    }

    SavedFileNotice {
        parent: Overlay.overlay
        bottomGap: (root.footer ? root.footer.height : 0) + 8
    }

    DatabaseErrorDialog {
        message: root.workbench.errorMessage
    }
}
