import QtQuick
import QtQuick.Controls
import QtTest
import Playbench

// The unsaved-changes question: Save, Discard and Cancel each do their one
// thing, and the question names what is unsaved.
Item {
    id: root

    width: 640
    height: 480

    UnsavedChangesDialog {
        id: dialog

        subject: "Tall board"
    }

    SignalSpy {
        id: saveSpy

        target: dialog
        signalName: "saveChosen"
    }
    SignalSpy {
        id: discardSpy

        target: dialog
        signalName: "discardChosen"
    }
    SignalSpy {
        id: closedSpy

        target: dialog
        signalName: "closed"
    }

    TestCase {
        name: "UnsavedChangesDialog"
        when: windowShown

        function init() {
            saveSpy.clear();
            discardSpy.clear();
            closedSpy.clear();
            dialog.open();
            tryCompare(dialog, "opened", true);
        }
        function cleanup() {
            dialog.close();
            tryCompare(dialog, "visible", false);
        }

        function clickButton(which) {
            const button = dialog.standardButton(which);
            verify(button !== null);
            mouseClick(button);
        }

        function test_questionNamesTheSubject() {
            let text = "";
            function walk(item) {
                if (item.text !== undefined && typeof item.text === "string")
                    text += item.text;
                for (let i = 0; i < item.children.length; ++i)
                    walk(item.children[i]);
            }
            walk(dialog.contentItem);
            verify(text.indexOf("“Tall board”") >= 0, text);
        }

        function test_saveEmitsSaveChosen() {
            clickButton(Dialog.Save);
            compare(saveSpy.count, 1);
            compare(discardSpy.count, 0);
            tryCompare(dialog, "visible", false);
        }

        function test_discardEmitsDiscardChosenAndCloses() {
            clickButton(Dialog.Discard);
            compare(discardSpy.count, 1);
            compare(saveSpy.count, 0);
            tryCompare(dialog, "visible", false);
        }

        function test_cancelChoosesNothing() {
            clickButton(Dialog.Cancel);
            tryCompare(dialog, "visible", false);
            compare(saveSpy.count, 0);
            compare(discardSpy.count, 0);
        }

        function test_escapeChoosesNothing() {
            keyClick(Qt.Key_Escape);
            tryCompare(dialog, "visible", false);
            compare(saveSpy.count, 0);
            compare(discardSpy.count, 0);
        }
    }
}
