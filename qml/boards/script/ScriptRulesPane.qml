pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The rules editor of a scripted design: its Lua script with line numbers,
// colours, find, undo, and the error of a refused save at its line; beside
// it every saved version, which the design can play again. The editor
// (ScriptEditor) loads and stores; this pane only shows and asks. It keeps
// the editor-pane contract of BoardPage.qml (the page's Save button and
// File > Save, Ctrl+S, save the script).
Item {
    id: root

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    // The window's playtest, where Check's "Open in Playtest" starts a game
    // (BoardPage sets it); playtestOpened asks the window to show it.
    property PlaytestSession playtest: null
    signal playtestOpened
    readonly property ScriptEditor editor: scriptEditor
    //: After the design picker: the page shows the design's rules (its Lua script)
    readonly property string partName: qsTr("rules")
    readonly property bool canSave: scriptEditor.dirty
    readonly property string saveText: qsTr("Save rules")
    readonly property string saveTip: qsTr("Keep the script as a new version that the design plays; a script with an error is not saved (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the version the design plays (drops your changes and their undo history)")
    // The place of the check panel: its `rulesetKey` is the version the
    // design plays, and its scriptSaved(key) is called after each save or
    // restore.
    readonly property CheckPanel checkSlot: checkHolder

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Puts the cursor at the start of line `line` (from 1) and shows it.
    function goToLine(line: int) {
        textArea.forceActiveFocus();
        textArea.cursorPosition = scriptEditor.positionOfLine(line);
    }
    // Opens the find bar with the selected text, if any, to look for.
    function openFind() {
        findBar.visible = true;
        if (textArea.selectedText.length > 0 && textArea.selectedText.indexOf("\n") < 0)
            findField.text = textArea.selectedText;
        findField.forceActiveFocus();
        findField.selectAll();
    }

    ScriptEditor {
        id: scriptEditor

        objectName: "scriptEditor"
        workbench: root.workbench
        designId: root.designId
        onScriptSaved: key => checkHolder.scriptSaved(key)
        onTextChanged: if (findBar.visible)
            findBar.search()
    }

    Shortcut {
        sequence: "Ctrl+F"
        enabled: root.visible && scriptEditor.hasScript
        onActivated: root.openFind()
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Button {
                objectName: "scriptUndo"
                text: qsTr("Undo")
                enabled: textArea.canUndo
                onClicked: textArea.undo()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Take back the last change to the text (Ctrl+Z)")
            }
            Button {
                objectName: "scriptRedo"
                text: qsTr("Redo")
                enabled: textArea.canRedo
                onClicked: textArea.redo()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Make the change taken back again (Ctrl+Shift+Z)")
            }
            ToolSeparator {}
            Button {
                objectName: "scriptFind"
                text: qsTr("Find…")
                enabled: scriptEditor.hasScript
                onClicked: root.openFind()
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Find a word in the script (Ctrl+F)")
            }
            Button {
                objectName: "scriptExport"
                text: qsTr("Export script…")
                enabled: scriptEditor.hasScript
                onClicked: exportDialog.ask(scriptEditor.fileName)
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Write the script as it is in the editor to a .lua file, e.g. for the command line")
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                objectName: "scriptCursorPlace"
                visible: scriptEditor.hasScript
                //: Where the text cursor is in the script; %1 the file's name
                text: {
                    const line = scriptEditor.lineAt(textArea.cursorPosition);
                    const column = textArea.cursorPosition - scriptEditor.positionOfLine(line) + 1;
                    return qsTr("%1 · line %2, column %3").arg(scriptEditor.fileName).arg(line).arg(column);
                }
                opacity: 0.8
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumWidth: 360
                spacing: 6

                RowLayout {
                    id: findBar

                    // Where the text holds what is looked for, and which of them is selected.
                    property var found: []
                    property int current: -1

                    // Looks again (the word or the text changed).
                    function search() {
                        findBar.found = scriptEditor.matches(findField.text);
                        findBar.current = -1;
                    }
                    // Selects the next match (`direction` 1) or the previous (-1)
                    // from the cursor on.
                    function step(direction: int) {
                        const n = findBar.found.length;
                        if (n === 0)
                            return;
                        if (findBar.current < 0) {
                            const from = direction > 0 ? textArea.selectionStart : textArea.selectionStart - 1;
                            let at = direction > 0 ? 0 : n - 1;
                            for (let i = 0; i < n; ++i) {
                                const k = direction > 0 ? i : n - 1 - i;
                                if (direction > 0 ? findBar.found[k] >= from : findBar.found[k] <= from) {
                                    at = k;
                                    break;
                                }
                            }
                            findBar.current = at;
                        } else {
                            findBar.current = (findBar.current + direction + n) % n;
                        }
                        const start = findBar.found[findBar.current];
                        textArea.select(start, start + findField.text.length);
                    }
                    function close() {
                        findBar.visible = false;
                        textArea.forceActiveFocus();
                    }

                    objectName: "scriptFindBar"
                    Layout.fillWidth: true
                    visible: false
                    spacing: 6

                    TextField {
                        id: findField

                        objectName: "scriptFindField"
                        Layout.fillWidth: true
                        Layout.maximumWidth: 360
                        placeholderText: qsTr("Find in the script")
                        selectByMouse: true
                        onTextChanged: findBar.search()
                        Keys.onReturnPressed: event => findBar.step((event.modifiers & Qt.ShiftModifier) ? -1 : 1)
                        Keys.onEnterPressed: event => findBar.step((event.modifiers & Qt.ShiftModifier) ? -1 : 1)
                        Keys.onEscapePressed: findBar.close()
                    }
                    Label {
                        objectName: "scriptFindCount"
                        text: {
                            if (findField.text.length === 0)
                                return "";
                            if (findBar.found.length === 0)
                                return qsTr("No match");
                            if (findBar.current < 0)
                                return qsTr("%n match(es)", "", findBar.found.length);
                            //: The match selected of all matches of a find
                            return qsTr("%1 of %2").arg(findBar.current + 1).arg(findBar.found.length);
                        }
                    }
                    Button {
                        objectName: "scriptFindPrevious"
                        text: qsTr("Previous")
                        enabled: findBar.found.length > 0
                        onClicked: findBar.step(-1)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("The match before (Shift+Enter)")
                    }
                    Button {
                        objectName: "scriptFindNext"
                        text: qsTr("Next")
                        enabled: findBar.found.length > 0
                        onClicked: findBar.step(1)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("The match after (Enter)")
                    }
                    ToolButton {
                        text: "✕"
                        onClicked: findBar.close()
                        Accessible.name: qsTr("Close the find bar")
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Close the find bar (Esc)")
                    }
                }

                // The text with its line numbers: the gutter follows the
                // text's scrolling, one number per line (the text does not wrap).
                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    color: root.palette.base
                    border.color: textArea.activeFocus ? root.palette.highlight : root.palette.mid
                    border.width: 1

                    Rectangle {
                        id: gutter

                        // Every line is as high as the others: the text's font is one.
                        readonly property real lineHeight: textArea.lineCount > 0 ? textArea.contentHeight / textArea.lineCount : metrics.lineSpacing

                        objectName: "scriptGutter"
                        anchors.left: parent.left
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom
                        anchors.margins: 1
                        width: metrics.advanceWidth(String(Math.max(999, textArea.lineCount))) + 16
                        color: root.palette.alternateBase
                        clip: true

                        FontMetrics {
                            id: metrics

                            font: textArea.font
                        }
                        Text {
                            y: textArea.topPadding - flick.contentY
                            width: gutter.width - 8
                            horizontalAlignment: Text.AlignRight
                            font: textArea.font
                            color: root.palette.text
                            opacity: 0.55
                            lineHeightMode: Text.FixedHeight
                            lineHeight: gutter.lineHeight
                            text: Array.from({
                                length: Math.max(1, textArea.lineCount)
                            }, (_, i) => i + 1).join("\n")
                        }
                        // The line the error of the last save points at.
                        Rectangle {
                            objectName: "scriptErrorMark"
                            visible: scriptEditor.errorLine > 0
                            y: textArea.topPadding + (scriptEditor.errorLine - 1) * gutter.lineHeight - flick.contentY
                            width: gutter.width
                            height: gutter.lineHeight
                            color: root.colors.alertText

                            Text {
                                anchors.right: parent.right
                                anchors.rightMargin: 8
                                anchors.verticalCenter: parent.verticalCenter
                                font: textArea.font
                                color: root.colors.dark ? "#1f1f1f" : "#ffffff"
                                text: String(scriptEditor.errorLine)
                            }
                        }
                    }

                    Flickable {
                        id: flick

                        objectName: "scriptFlick"
                        anchors.left: gutter.right
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.bottom: parent.bottom
                        anchors.margins: 1
                        clip: true
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        ScrollBar.horizontal: ScrollBar {}
                        // Qt 6.4's TextEdit in a Flickable draws only the lines that were
                        // in view when it last moved: after the view grows (the page laid
                        // out, the window resized) a move makes it draw the rest.
                        onWidthChanged: redrawTimer.restart()
                        onHeightChanged: redrawTimer.restart()

                        Timer {
                            id: redrawTimer

                            interval: 0
                            onTriggered: {
                                const y = flick.contentY;
                                flick.contentY = y + 1;
                                flick.contentY = y;
                            }
                        }

                        // The error's line, behind the text.
                        Rectangle {
                            visible: scriptEditor.errorLine > 0
                            y: textArea.topPadding + (scriptEditor.errorLine - 1) * gutter.lineHeight
                            width: Math.max(flick.width, textArea.width)
                            height: gutter.lineHeight
                            color: Qt.rgba(root.colors.alertText.r, root.colors.alertText.g, root.colors.alertText.b, 0.22)
                        }

                        TextArea.flickable: TextArea {
                            id: textArea

                            objectName: "scriptText"
                            text: scriptEditor.text
                            onTextChanged: scriptEditor.text = textArea.text
                            enabled: scriptEditor.hasScript
                            font.family: "monospace"
                            font.pixelSize: 14
                            textFormat: TextEdit.PlainText
                            wrapMode: TextEdit.NoWrap
                            selectByMouse: true
                            persistentSelection: true
                            tabStopDistance: metrics.advanceWidth("    ")
                            leftPadding: 8
                            background: null
                            Accessible.name: qsTr("Lua script of the design's rules")

                            LuaHighlighter {
                                textDocument: textArea.textDocument
                                dark: root.colors.dark
                            }
                        }
                    }
                }

                MessageLine {
                    objectName: "scriptMessage"
                    reservedLines: 2
                    errorText: scriptEditor.errorMessage
                    statusText: scriptEditor.statusMessage

                    TapHandler {
                        enabled: scriptEditor.errorLine > 0
                        onTapped: root.goToLine(scriptEditor.errorLine)
                    }
                    HoverHandler {
                        enabled: scriptEditor.errorLine > 0
                        cursorShape: Qt.PointingHandCursor
                    }
                }
            }

            ColumnLayout {
                Layout.preferredWidth: 300
                Layout.maximumWidth: 300
                Layout.fillHeight: true
                spacing: 6

                // Check of the version the design plays: by itself after each
                // save or restore, and when a version never checked is shown.
                CheckPanel {
                    id: checkHolder

                    objectName: "checkSlot"
                    Layout.fillWidth: true
                    workbench: root.workbench
                    rulesetKey: scriptEditor.rulesetKey
                    playtest: root.playtest
                    onPlaytestOpened: root.playtestOpened()
                }

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Versions")
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Every saved version is kept; games and runs keep the version they played.")
                    wrapMode: Text.Wrap
                    opacity: 0.8
                }
                ListView {
                    id: versionList

                    objectName: "scriptVersions"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: scriptEditor.versions
                    spacing: 2
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.name: qsTr("Saved versions of the script")

                    delegate: Rectangle {
                        id: versionRow

                        required property int index
                        required property string hash
                        required property string savedAt
                        required property bool current
                        required property int games
                        required property int runs

                        width: ListView.view.width - 12
                        implicitHeight: versionLayout.implicitHeight + 12
                        color: versionRow.current ? Qt.rgba(root.palette.highlight.r, root.palette.highlight.g, root.palette.highlight.b, 0.25) : (versionRow.index % 2 ? root.palette.alternateBase : root.palette.base)
                        border.color: versionRow.current ? root.palette.highlight : "transparent"

                        RowLayout {
                            id: versionLayout

                            anchors.fill: parent
                            anchors.margins: 6
                            spacing: 6

                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: 2

                                Label {
                                    Layout.fillWidth: true
                                    text: versionRow.savedAt
                                    font.bold: versionRow.current
                                    elide: Text.ElideRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: {
                                        if (versionRow.games === 0 && versionRow.runs === 0)
                                            return qsTr("Not played yet");
                                        //: A version's use: "3 games, 1 run"
                                        return qsTr("%1, %2").arg(qsTr("%n game(s)", "", versionRow.games)).arg(qsTr("%n run(s)", "", versionRow.runs));
                                    }
                                    opacity: 0.8
                                    elide: Text.ElideRight
                                }
                                Label {
                                    visible: versionRow.current
                                    //: The version of the script the design plays now
                                    text: qsTr("Current")
                                    color: root.colors.goodText
                                    font.bold: true
                                }
                            }
                            Button {
                                objectName: "restoreVersion" + versionRow.index
                                visible: !versionRow.current
                                text: qsTr("Restore")
                                enabled: !scriptEditor.dirty
                                onClicked: scriptEditor.restore(versionRow.hash)
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: scriptEditor.dirty ? qsTr("Save or revert your changes first") : qsTr("Make this version the one the design plays again")
                            }
                        }
                    }
                }
            }
        }
    }

    SaveFileDialog {
        id: exportDialog

        objectName: "scriptExportDialog"
        title: qsTr("Export the script")
        extension: "lua"
        nameFilters: [qsTr("Lua scripts (*.lua)")]
        onChosen: path => {
            if (scriptEditor.exportScript(path))
                DesktopFiles.announceSaved(path);
        }
    }
}
