import QtQuick
import QtTest
import Playbench

// The Torus Lab board view on a describe() map written out by hand: clicks on
// spaces, codes and cards report the presenter's targets, hidden cards report
// nothing, legal targets are highlighted, and the keyboard walks the legal
// targets and takes the focused one.
Item {
    id: root

    width: 1000
    height: 640

    function card(suit, symbol, target) {
        return {
            "suit": suit,
            "symbol": symbol,
            "name": suit,
            "red": suit === "hearts",
            "faceUp": true,
            "target": target
        };
    }
    function back() {
        return {
            "suit": "",
            "symbol": "",
            "name": "hidden card",
            "red": false,
            "faceUp": false,
            "target": -1
        };
    }
    function space(index, cards, particles, pawns, pawnSeats) {
        return {
            "number": index + 1,
            "target": index,
            "cards": cards,
            "top": cards > 0 ? root.card("clubs", "\u2663", -1) : ({}),
            "under": [],
            "particles": particles,
            "cap": 6,
            "pawns": pawns,
            "pawnSeats": pawnSeats
        };
    }
    function code(suit, index, entered) {
        const c = root.card(suit, "\u2660", 50 + index);
        c.suitName = suit;
        c.entered = entered;
        c.by = "";
        c.turn = 0;
        return c;
    }

    readonly property var board: ({
            "viewerSeat": 0,
            "spaces": [root.space(0, 10, 0, ["P1"], [0]), root.space(1, 7, 2, [], []), root.space(2, 3, 1, ["P2"], [1]), root.space(3, 9, 6, [], []), root.space(4, 0, 1, [], []), root.space(5, 10, 1, [], [])],
            "players": [
                {
                    "seat": 0,
                    "label": "P1",
                    "pawn": 1,
                    "limit": 6,
                    "handLimit": 6,
                    "handCount": 3,
                    "hiddenCount": 0,
                    "handOpen": true,
                    "cards": [root.card("hearts", "\u2665", 100), root.card("hearts", "\u2665", 100), root.card("spades", "\u2660", 103)],
                    "current": true,
                    "acting": true
                },
                {
                    "seat": 1,
                    "label": "P2",
                    "pawn": 3,
                    "limit": 5,
                    "handLimit": 6,
                    "handCount": 3,
                    "hiddenCount": 2,
                    "handOpen": false,
                    "cards": [root.card("clubs", "\u2663", 121), root.back(), root.back()],
                    "current": false,
                    "acting": false
                }
            ],
            "codes": [root.code("hearts", 0, false), root.code("clubs", 1, true), root.code("diamonds", 2, false), root.code("spades", 3, false)],
            "codeSize": 5,
            "codesToWin": 4,
            "codesEntered": 1,
            "die": 0,
            "dieSides": 6,
            "clubs": 0,
            "rerolls": 0,
            "phase": "action",
            "prompt": "P1: choose an action, spend a card or end the turn.",
            "turn": 3,
            "over": false,
            "result": "",
            "resultText": ""
        })

    TorusLabBoardView {
        id: view

        anchors.fill: parent
        boardData: root.board
    }

    SignalSpy {
        id: clickSpy

        target: view
        signalName: "targetClicked"
    }

    TestCase {
        name: "TorusLabBoardView"
        when: windowShown

        function init() {
            view.legalTargets = [];
            view.focusTarget = -1;
            clickSpy.clear();
            waitForRendering(view);
        }

        function item(name) {
            const found = findChild(view, name);
            verify(found !== null, name + " exists");
            return found;
        }

        function test_clickReportsTheTarget_data() {
            return [
                { tag: "space 1", name: "target:0", target: 0 },
                { tag: "space 4", name: "target:3", target: 3 },
                { tag: "clubs code", name: "target:51", target: 51 },
                { tag: "own heart", name: "card:0:1", target: 100 },
                { tag: "own spade", name: "card:0:2", target: 103 },
                { tag: "shown club of P2", name: "card:1:0", target: 121 }
            ];
        }
        function test_clickReportsTheTarget(data) {
            const target = item(data.name);
            mouseClick(target, target.width / 2, target.height / 2);
            compare(clickSpy.count, 1);
            compare(clickSpy.signalArguments[0][0], data.target);
        }

        function test_hiddenCardsAreBacksAndReportNothing() {
            const hidden = item("card:1:1");
            verify(!hidden.card.faceUp);
            verify(!hidden.interactive);
            mouseClick(hidden, hidden.width / 2, hidden.height / 2);
            compare(clickSpy.count, 0);
            compare(hidden.description, "A hidden card of P2");
        }

        function test_legalTargetsAreHighlighted() {
            view.legalTargets = [2, 100, 53];
            verify(item("target:2").highlighted);
            verify(!item("target:1").highlighted);
            verify(item("card:0:0").highlighted);
            verify(item("card:0:1").highlighted);
            verify(!item("card:0:2").highlighted);
            compare(item("target:53").border.color, Qt.color("#ff6d00"));
            compare(item("target:50").border.color === Qt.color("#ff6d00"), false);
        }

        function test_keyboardWalksTheLegalTargets() {
            view.legalTargets = [103, 4, 51];
            view.forceActiveFocus();
            compare(view.focusTarget, 4);
            verify(item("target:4").focused);
            keyClick(Qt.Key_Right);
            compare(view.focusTarget, 51);
            keyClick(Qt.Key_Down);
            compare(view.focusTarget, 103);
            verify(item("card:0:2").focused);
            keyClick(Qt.Key_Left);
            compare(view.focusTarget, 51);
            keyClick(Qt.Key_Return);
            compare(clickSpy.count, 1);
            compare(clickSpy.signalArguments[0][0], 51);
        }

        function test_focusLeavesATargetThatIsNoLongerLegal() {
            view.legalTargets = [1, 2];
            view.forceActiveFocus();
            compare(view.focusTarget, 1);
            view.legalTargets = [2, 5];
            compare(view.focusTarget, 2);
            view.legalTargets = [];
            compare(view.focusTarget, -1);
            keyClick(Qt.Key_Return);
            compare(clickSpy.count, 0);
        }

        function test_spaceNamesItsContents() {
            const name = item("target:2").Accessible.name;
            verify(name.indexOf("Space 3") === 0, name);
            verify(name.indexOf("3 card") > 0, name);
            verify(name.indexOf("1 of 6 particles") > 0, name);
            verify(name.indexOf("P2") > 0, name);
        }
    }
}
