import QtQuick
import QtQuick.Controls
import QtTest
import Playbench

// The design name question: ask() fills in the name, OK is only enabled for a
// non-blank name, Enter accepts, and the ruleset choice reports its id.
Item {
    id: root

    width: 640
    height: 480

    DesignNameDialog {
        id: dialog

        rulesets: [
            {
                "id": "stability",
                "name": "Stability"
            },
            {
                "id": "torus_lab",
                "name": "Torus Lab"
            }
        ]
    }

    SignalSpy {
        id: acceptedSpy

        target: dialog
        signalName: "accepted"
    }

    TestCase {
        name: "DesignNameDialog"
        when: windowShown

        function init() {
            acceptedSpy.clear();
        }
        function cleanup() {
            dialog.close();
            tryCompare(dialog, "visible", false);
        }

        // The ruleset ComboBox among the dialog's children.
        function rulesetCombo(item) {
            if (item.textRole === "name" && item.currentIndex !== undefined)
                return item;
            for (let i = 0; i < item.children.length; ++i) {
                const found = rulesetCombo(item.children[i]);
                if (found !== null)
                    return found;
            }
            return null;
        }

        function okButton() {
            return dialog.standardButton(Dialog.Ok);
        }

        function test_askFillsInTitleAndName() {
            dialog.ask("Rename design", "Old name");
            tryCompare(dialog, "opened", true);
            compare(dialog.title, "Rename design");
            compare(dialog.name, "Old name");
            verify(okButton().enabled);
        }

        function test_blankNameDisablesOk() {
            dialog.ask("New design", "x");
            tryCompare(dialog, "opened", true);
            // The name is selected: typing replaces it.
            keyClick(Qt.Key_Space);
            keyClick(Qt.Key_Space);
            compare(dialog.name, "  ");
            verify(!okButton().enabled);
            // Enter on a blank name does not accept either.
            keyClick(Qt.Key_Return);
            compare(acceptedSpy.count, 0);
            verify(dialog.visible);
        }

        function test_typedNameIsAcceptedWithEnter() {
            dialog.ask("New design", "");
            tryCompare(dialog, "opened", true);
            keyClick(Qt.Key_B);
            keyClick(Qt.Key_Return);
            compare(acceptedSpy.count, 1);
            compare(dialog.name, "b");
        }

        function test_okAccepts() {
            dialog.ask("New design", "Plain");
            tryCompare(dialog, "opened", true);
            mouseClick(okButton());
            compare(acceptedSpy.count, 1);
            tryCompare(dialog, "visible", false);
        }

        function test_rulesetChoiceGivesItsId() {
            dialog.ask("New design", "With rules");
            tryCompare(dialog, "opened", true);
            compare(dialog.rulesetId, "stability");
            const combo = rulesetCombo(dialog.contentItem);
            verify(combo !== null, "the ruleset combo box exists");
            combo.currentIndex = 1;
            compare(dialog.rulesetId, "torus_lab");
            // Asking again starts from the first ruleset.
            dialog.ask("New design", "Again");
            compare(dialog.rulesetId, "stability");
        }
    }
}
