import QtQuick
import QtTest
import Playbench

// One parameter row of the rule form: its control matches the parameter's
// type, an edit reaches the ParameterFormModel, and the model's error is shown.
Item {
    id: root

    width: 600
    height: 900

    ParameterFormModel {
        id: formModel

        rulesetId: "stability"
    }

    SignalSpy {
        id: editedSpy

        target: formModel
        signalName: "edited"
    }

    Column {
        width: root.width

        Repeater {
            id: rows

            model: formModel

            delegate: ParameterDelegate {
                form: formModel
                width: root.width
            }
        }
    }

    TestCase {
        name: "ParameterDelegate"
        when: windowShown

        function init() {
            formModel.resetToDefaults();
            editedSpy.clear();
        }

        // The row of parameter `name`.
        function row(name) {
            for (let i = 0; i < rows.count; ++i)
                if (rows.itemAt(i).name === name)
                    return rows.itemAt(i);
            fail("no row for " + name);
        }
        // The visible descendant of `item` for which `accept` holds.
        function visibleChild(item, accept) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.visible && accept(child))
                    return child;
                const found = visibleChild(child, accept);
                if (found !== null)
                    return found;
            }
            return null;
        }

        function test_eachTypeShowsOneControl_data() {
            return [
                { tag: "bool", name: "shareSquares", label: "Share squares", has: "checked" },
                { tag: "int", name: "size", label: "Board size", has: "stepSize" },
                { tag: "choice", name: "directions", label: "Movement", has: "currentIndex" }
            ];
        }
        function test_eachTypeShowsOneControl(data) {
            const control = visibleChild(row(data.name), child => child[data.has] !== undefined);
            verify(control !== null, "a visible control with " + data.has);
            compare(control.Accessible.name, data.label);
        }

        // The designer reads words, not identifiers: the label is shown, the
        // identifier is not, and a choice lists its options' labels.
        function test_labelsNotIdentifiers() {
            const minRow = row("minValue");
            compare(minRow.label, "Lowest starting number");
            verify(visibleChild(minRow, child => child.text === "Lowest starting number") !== null);
            compare(visibleChild(minRow, child => child.text === "minValue"), null);
            const combo = visibleChild(row("directions"), child => child.currentIndex !== undefined && child.displayText !== undefined);
            compare(combo.displayText, "4 directions (straight)");
            compare(combo.model, ["4 directions (straight)", "8 directions (with diagonals)"]);
        }

        function test_switchEditsTheModel() {
            const shareRow = row("shareSquares");
            compare(shareRow.value, false);
            const toggle = visibleChild(shareRow, child => child.checked !== undefined && child.stepSize === undefined);
            mouseClick(toggle);
            compare(editedSpy.count, 1);
            compare(shareRow.value, true);
            verify(toggle.checked);
        }

        function test_outOfRangeValueShowsTheModelsError() {
            const sizeRow = row("size");
            formModel.setValue(sizeRow.index, 99);
            verify(!formModel.valid);
            verify(sizeRow.error.length > 0);
            const message = visibleChild(sizeRow, child => child.text === sizeRow.error);
            verify(message !== null, "the error is shown: " + sizeRow.error);
            formModel.setValue(sizeRow.index, 12);
            verify(formModel.valid);
            compare(sizeRow.error, "");
        }

        function test_descriptionIsShown() {
            const sizeRow = row("size");
            verify(sizeRow.description.length > 0);
            verify(visibleChild(sizeRow, child => child.text === sizeRow.description) !== null);
        }
    }
}
