import QtQuick
import QtTest
import Playbench

// The Stability board view: clicks and drags become signals with the right
// tile indices, and the highlighted and occupant roles are drawn.
Item {
    id: root

    width: 400
    height: 460

    ListModel {
        id: tiles
    }

    StabilityBoardView {
        id: board

        anchors.fill: parent
        tiles: tiles
        side: 3
    }

    SignalSpy {
        id: clickSpy

        target: board
        signalName: "tileClicked"
    }
    SignalSpy {
        id: dragSpy

        target: board
        signalName: "tilesDragged"
    }
    SignalSpy {
        id: strokeSpy

        target: board
        signalName: "strokeMoved"
    }

    TestCase {
        name: "StabilityBoardView"
        when: windowShown

        function init() {
            tiles.clear();
            for (let i = 0; i < 9; ++i)
                tiles.append({
                    "value": i,
                    "locked": false,
                    "highlighted": false,
                    "occupant": "",
                    "fallen": ""
                });
            clickSpy.clear();
            dragSpy.clear();
            strokeSpy.clear();
            waitForRendering(board);
        }

        // The centre of tile `index` in the board's coordinates.
        function tileCentre(index) {
            const size = board.tileSize;
            // The grid sits right of the row numbers and below the column letters.
            const left = (board.width - size * board.side) / 2 + board.edge / 2;
            return Qt.point(left + (index % board.side + 0.5) * size, board.edge + (Math.floor(index / board.side) + 0.5) * size);
        }

        // The tile delegate drawing `index` (a child of the board's Grid).
        function tileItem(index) {
            const found = [];
            function walk(item) {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i];
                    if (child.hasOwnProperty("occupant") && child.hasOwnProperty("highlighted"))
                        found.push(child);
                    else
                        walk(child);
                }
            }
            walk(board);
            found.sort((a, b) => a.index - b.index);
            return found[index];
        }

        function test_tileSizeFitsTheSpace() {
            verify(board.tileSize > 0);
            verify(board.tileSize * board.side + board.edge <= board.width);
            compare(board.tileSize, Math.floor(Math.min(board.width - board.edge, board.height - 32 - 8 - board.edge) / 3));
        }

        // The edges label the columns A.. and the rows 1.., as the decision
        // texts name squares ("C4"), and a tile's accessible name uses them.
        function test_edgesAreLabelled() {
            const texts = [];
            function walk(item) {
                for (let i = 0; i < item.children.length; ++i) {
                    const child = item.children[i];
                    if (child.text !== undefined && child.visible)
                        texts.push(String(child.text));
                    walk(child);
                }
            }
            walk(board);
            for (const label of ["A", "B", "C"])
                verify(texts.indexOf(label) >= 0, "the edge shows " + label);
            verify(tileItem(5).Accessible.name.startsWith("C2:"), tileItem(5).Accessible.name);
        }

        function test_clickReportsTheTile_data() {
            return [
                { tag: "first", index: 0 },
                { tag: "centre", index: 4 },
                { tag: "last", index: 8 },
                { tag: "second row", index: 5 }
            ];
        }
        function test_clickReportsTheTile(data) {
            const point = tileCentre(data.index);
            mouseClick(board, point.x, point.y);
            compare(clickSpy.count, 1);
            compare(clickSpy.signalArguments[0][0], data.index);
            compare(dragSpy.count, 0);
        }

        function test_clickOutsideTheTilesReportsNothing() {
            // Below the grid, on the legend.
            mouseClick(board, board.width / 2, board.edge + board.tileSize * board.side + 20);
            compare(clickSpy.count, 0);
        }

        function test_dragReportsBothEnds() {
            const from = tileCentre(0);
            const to = tileCentre(8);
            mousePress(board, from.x, from.y);
            mouseMove(board, tileCentre(4).x, tileCentre(4).y);
            mouseMove(board, to.x, to.y);
            mouseRelease(board, to.x, to.y);
            compare(dragSpy.count, 1);
            compare(dragSpy.signalArguments[0][0], 0);
            compare(dragSpy.signalArguments[0][1], 8);
            compare(clickSpy.count, 0);
            // Each new tile the pointer entered was reported once.
            compare(strokeSpy.count, 2);
            compare(strokeSpy.signalArguments[0][0], 4);
            compare(strokeSpy.signalArguments[1][0], 8);
        }

        function test_highlightAndOccupantAreDrawn() {
            tiles.setProperty(2, "highlighted", true);
            tiles.setProperty(7, "occupant", "P2");
            waitForRendering(board);
            const highlighted = tileItem(2);
            const occupied = tileItem(7);
            verify(highlighted.highlighted);
            verify(!tileItem(1).highlighted);
            compare(occupied.occupant, "P2");
            // The highlight frame and the occupant's label are visible children.
            let frameShown = false;
            for (let i = 0; i < highlighted.children.length; ++i) {
                const child = highlighted.children[i];
                if (child.border !== undefined && child.border.color.toString() === "#ff6d00")
                    frameShown = child.visible;
            }
            verify(frameShown, "the highlight frame of tile 2 is visible");
            let labelShown = false;
            for (let j = 0; j < occupied.children.length; ++j) {
                const label = occupied.children[j];
                if (label.text === "P2")
                    labelShown = label.visible;
            }
            verify(labelShown, "the occupant label of tile 7 is visible");
        }

        function test_whereAPlayerWentOutIsMarked() {
            tiles.setProperty(5, "fallen", "P1");
            waitForRendering(board);
            let markShown = false;
            let elsewhere = false;
            for (let i = 0; i < 9; ++i) {
                const tile = tileItem(i);
                for (let j = 0; j < tile.children.length; ++j) {
                    const child = tile.children[j];
                    if (child.objectName === "fallenMark" && child.visible) {
                        if (i === 5)
                            markShown = true;
                        else
                            elsewhere = true;
                    }
                }
            }
            verify(markShown, "tile 5 shows where P1 went out");
            verify(!elsewhere, "no other tile shows a mark");
            compare(tileItem(5).Accessible.description, "P1 went out here");
        }

        function test_tileNamesItsValueForAccessibility() {
            tiles.setProperty(3, "locked", true);
            // Squares as the board's edges label them: column letter, row number.
            compare(tileItem(3).Accessible.name, "A2: 3, locked");
            compare(tileItem(4).Accessible.name, "B2: 4");
        }
    }
}
