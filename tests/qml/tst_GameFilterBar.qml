import QtQuick
import QtQuick.Controls
import QtTest
import Playbench

// The Review page's filter bar: each control sets its filter on the
// GameListModel (which, without a workbench, lists nothing but keeps the
// filters).
Item {
    id: root

    width: 360
    height: 320

    GameListModel {
        id: games
    }

    GameFilterBar {
        id: bar

        width: root.width
        games: games
    }

    SignalSpy {
        id: filterSpy

        target: games
        signalName: "filterChanged"
    }

    TestCase {
        name: "GameFilterBar"
        when: windowShown

        function init() {
            games.designId = 0;
            games.result = GameListModel.Any;
            games.fromDate = "";
            games.toDate = "";
            games.annotatedOnly = false;
            games.includeSimulated = false;
            filterSpy.clear();
        }

        // The visible descendant of `item` for which `accept` holds.
        function findItem(item, accept) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (accept(child))
                    return child;
                const found = findItem(child, accept);
                if (found !== null)
                    return found;
            }
            return null;
        }
        function byName(name) {
            const found = findItem(bar, child => child.Accessible.name === name);
            verify(found !== null, "a control named " + name);
            return found;
        }

        function test_resultChoiceSetsTheFilter_data() {
            return [
                { tag: "draw", index: 2, value: GameListModel.Draw },
                { tag: "unfinished", index: 3, value: GameListModel.Unfinished },
                { tag: "abandoned", index: 4, value: GameListModel.Abandoned }
            ];
        }
        function test_resultChoiceSetsTheFilter(data) {
            const combo = byName("Filter by result");
            compare(combo.count, 5);
            combo.currentIndex = data.index;
            combo.activated(data.index);
            compare(games.result, data.value);
            compare(filterSpy.count, 1);
        }

        function test_typedDatesSetTheRange() {
            const from = byName("Started on or after");
            from.forceActiveFocus();
            from.text = "2026-01-02";
            keyClick(Qt.Key_Return);
            compare(games.fromDate, "2026-01-02");
            const to = byName("Started on or before");
            to.forceActiveFocus();
            to.text = "2026-03-04";
            keyClick(Qt.Key_Tab);
            compare(games.toDate, "2026-03-04");
            compare(filterSpy.count, 2);
        }

        function test_checkBoxesSetTheirFilters() {
            const notes = findItem(bar, child => child.text === "Only games with notes");
            const simulated = findItem(bar, child => child.text === "Include simulated games");
            mouseClick(notes);
            verify(games.annotatedOnly);
            mouseClick(simulated);
            verify(games.includeSimulated);
            mouseClick(notes);
            verify(!games.annotatedOnly);
            compare(filterSpy.count, 3);
        }

        function test_withoutTagsOnlyAnyTagIsOffered() {
            const tagCombo = byName("Filter by tag");
            compare(tagCombo.count, 1);
            compare(tagCombo.currentText, "Any tag");
            const designCombo = byName("Filter by design");
            compare(designCombo.count, 1);
            compare(designCombo.currentText, "All designs");
        }
    }
}
