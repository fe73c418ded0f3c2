import QtQuick
import QtTest
import Playbench

// The navigation rail: a click or Ctrl+number reports the page's key, and the
// current page's entry is highlighted.
Item {
    id: root

    width: 240
    height: 500

    NavigationRail {
        id: rail

        anchors.fill: parent
        pageKeys: ["designs", "board", "review"]
        pageTitles: ["Designs", "Board", "Review"]
        currentPage: "board"
    }

    SignalSpy {
        id: chosenSpy

        target: rail
        signalName: "pageChosen"
    }

    TestCase {
        name: "NavigationRail"
        when: windowShown

        function init() {
            chosenSpy.clear();
            rail.currentPage = "board";
        }

        function entry(key) {
            const item = findChild(rail, "nav:" + key);
            verify(item !== null, "entry " + key + " exists");
            return item;
        }

        function test_clickReportsTheKey_data() {
            return [
                { tag: "designs", key: "designs" },
                { tag: "review", key: "review" }
            ];
        }
        function test_clickReportsTheKey(data) {
            mouseClick(entry(data.key));
            compare(chosenSpy.count, 1);
            compare(chosenSpy.signalArguments[0][0], data.key);
        }

        function test_entriesShowTheirTitles() {
            compare(entry("designs").text, "Designs");
            compare(entry("review").text, "Review");
        }

        function test_currentPageIsHighlighted() {
            verify(entry("board").highlighted);
            verify(!entry("designs").highlighted);
            rail.currentPage = "review";
            verify(entry("review").highlighted);
            verify(!entry("board").highlighted);
        }

        function test_shortcutReportsTheKey() {
            rail.forceActiveFocus();
            keySequence("Ctrl+3");
            compare(chosenSpy.count, 1);
            compare(chosenSpy.signalArguments[0][0], "review");
        }
    }
}
