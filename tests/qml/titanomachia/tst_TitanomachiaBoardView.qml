import QtQuick
import QtTest
import Playbench

// The Titanomachia board view on a describe() map written out by hand: a click
// on a legal square or System card reports its target, one on anything else
// reports nothing; the trail's arrows point along their facings; pending
// Blasts are listed with when they resolve.
Item {
    id: root

    width: 1200
    height: 760

    function square(index) {
        const row = Math.floor(index / 10), col = index % 10;
        const s = {
            "target": index,
            "row": row,
            "col": col,
            "name": String.fromCharCode(65 + col) + (row + 1),
            "terrainIndex": index === 54 ? 2 : 0,
            "terrain": index === 54 ? "ruins" : "open",
            "armour": index === 54 ? 2 : 0,
            "difficulty": index === 54 ? 1 : 0,
            "interference": index === 54 ? 1 : 0,
            "damage": 0,
            "damageText": "",
            "targets": index === 54 ? [2, 0] : [0, 0],
            "shields": [0, 0],
            "blasts": index === 44 ? [1, 0] : [0, 0],
            "objectives": [],
            "trail": []
        };
        if (index === 94)
            s.trail = [{ "seat": 0, "step": 0, "facing": 0, "latest": false }];
        if (index === 85)
            s.trail = [{ "seat": 0, "step": 1, "facing": 7, "latest": true }];
        return s;
    }
    function systems(seat) {
        const names = ["Crew", "Propulsion", "Fire Control", "Shield Generator", "Weapon"];
        const out = [];
        for (let s = 0; s < 5; ++s)
            out.push({ "system": s, "name": names[s], "target": 100 + 10 * seat + s, "armour": 1, "damage": s === 4 ? 1 : 0,
                       "damageText": s === 4 ? "Light" : "undamaged", "scores": [{ "name": "Range", "base": 4, "value": s === 4 ? 3 : 4 }],
                       "used": false, "active": false });
        return out;
    }
    function player(seat) {
        return { "seat": seat, "label": "P" + (seat + 1), "titan": seat === 0 ? "warhound" : "reaver", "toMove": seat === 0,
                 "current": seat === 0, "pool": 3, "skill": 4, "passed": false, "exited": false, "crewDead": false, "points": 0,
                 "position": "F9", "facing": 7, "facingName": "NW", "systems": root.systems(seat), "objectives": [],
                 "pending": seat === 0 ? [{ "seat": 0, "square": 44, "name": "E5", "count": 1, "when": "resolve at the end of P2's next turn" }] : [] };
    }

    readonly property var board: {
        const squares = [];
        for (let i = 0; i < 100; ++i)
            squares.push(root.square(i));
        return { "round": 2, "maxRounds": 10, "current": 0, "actor": 0, "over": false, "prompt": "P1: step", "result": "",
                 "activation": "Propulsion", "squares": squares, "players": [root.player(0), root.player(1)], "pending": [],
                 "terrainTypes": [{ "index": 0, "name": "open", "armour": 0, "difficulty": 0, "interference": 0 }] };
    }

    TitanomachiaBoardView {
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
        name: "TitanomachiaBoardView"
        when: windowShown

        function init() {
            view.legalTargets = [];
            clickSpy.clear();
            waitForRendering(view);
        }

        function item(name) {
            const found = findChild(view, name);
            verify(found !== null, name + " exists");
            return found;
        }

        function test_aLegalSquareOrCardReportsItsTarget_data() {
            return [
                { tag: "square E6", name: "titanSquare54", target: 54 },
                { tag: "square A1", name: "titanSquare0", target: 0 },
                { tag: "P1's Weapon", name: "titanSystem104", target: 104 },
                { tag: "P2's Crew", name: "titanSystem110", target: 110 }
            ];
        }
        function test_aLegalSquareOrCardReportsItsTarget(data) {
            view.legalTargets = [data.target];
            waitForRendering(view);
            mouseClick(item(data.name));
            compare(clickSpy.count, 1);
            compare(clickSpy.signalArguments[0][0], data.target);
        }

        function test_anythingElseReportsNothing() {
            view.legalTargets = [54];
            waitForRendering(view);
            mouseClick(item("titanSquare55"));
            mouseClick(item("titanSystem100"));
            compare(clickSpy.count, 0);
        }

        function test_squaresStandInTheirRowAndColumn() {
            const a = item("titanSquare0"), e6 = item("titanSquare54");
            compare(e6.x - a.x, 4 * a.width);
            compare(e6.y - a.y, 5 * a.height);
        }

        function test_arrowsPointAlongTheFacing() {
            const arrows = [];
            const collect = node => {
                for (let i = 0; i < node.children.length; ++i) {
                    const child = node.children[i];
                    if (child.objectName === "facingArrow")
                        arrows.push(child.rotation);
                    collect(child);
                }
            };
            collect(item("titanSquare85"));
            compare(arrows, [315]); // NW
            arrows.length = 0;
            collect(item("titanSquare94"));
            compare(arrows, [0]); // N
        }

        function test_pendingBlastsSayWhenTheyResolve() {
            const line = item("pendingBlast");
            verify(line.text.indexOf("E5") >= 0);
            verify(line.text.indexOf("resolve at the end of P2's next turn") >= 0);
        }
    }
}
