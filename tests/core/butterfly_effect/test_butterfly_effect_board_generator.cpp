// The board generator of the board editor: a seed gives one board, locked
// squares keep what they hold, the counts asked for are met, green spots are
// the same for both sides, cities never on a green spot, and the game accepts
// what it draws.
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/butterfly_effect/butterfly_effect_board_generator.h"
#include "games/registry.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace pb::butterfly_effect;

class TestButterflyEffectBoardGenerator : public QObject {
    Q_OBJECT

private slots:
    void aSeedGivesOneBoard() {
        const BoardLayout blank = BoardLayout::empty(9);
        const BoardLayout a = generateBoard(blank, {}, 42, 12, 3);
        const BoardLayout b = generateBoard(blank, {}, 42, 12, 3);
        QVERIFY(a.green == b.green && a.city == b.city);
        bool anotherDiffers = false;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const BoardLayout c = generateBoard(blank, {}, seed, 12, 3);
            anotherDiffers = anotherDiffers || c.green != a.green || c.city != a.city;
        }
        QVERIFY(anotherDiffers);
    }

    void countsSymmetryAndCities() {
        for (int size : {5, 9, 11})
            for (std::uint64_t seed = 0; seed < 20; ++seed) {
                const BoardLayout b = generateBoard(BoardLayout::empty(size), {}, seed, 10, 4);
                QCOMPARE(b.greenCount(), 10);
                QCOMPARE(b.cityCount(), 4);
                const int n = size * size;
                for (int sq = 0; sq < n; ++sq) {
                    QCOMPARE(b.green[std::size_t(sq)], b.green[std::size_t(n - 1 - sq)]);
                    QVERIFY(!(b.green[std::size_t(sq)] && b.city[std::size_t(sq)]));
                    if (b.city[std::size_t(sq)]) {
                        QVERIFY(sq / size >= size / 3);
                        QVERIFY(sq / size < size - size / 3);
                    }
                }
            }
        // Counts beyond the set-up's limits are clamped: at least 6 green, 1..8 cities.
        const BoardLayout few = generateBoard(BoardLayout::empty(9), {}, 3, 2, 0);
        QCOMPARE(few.greenCount(), 6);
        QCOMPARE(few.cityCount(), 1);
        QCOMPARE(generateBoard(BoardLayout::empty(9), {}, 3, 12, 20).cityCount(), 8);
    }

    void lockedSquaresKeepWhatTheyHold() {
        BoardLayout current = BoardLayout::empty(9);
        current.green[0] = true;        // a locked green spot (its twin is not locked)
        current.city[4 * 9 + 4] = true; // a locked city
        std::vector<bool> locked(81, false);
        locked[0] = true;
        locked[4 * 9 + 4] = true;
        locked[1] = true;  // a locked empty square
        locked[79] = true; // ...and its twin (8,7), empty too
        for (std::uint64_t seed = 0; seed < 30; ++seed) {
            const BoardLayout b = generateBoard(current, locked, seed, 12, 3);
            QVERIFY(b.green[0]);
            QVERIFY(b.green[80]); // its twin, unlocked, follows it
            QVERIFY(b.city[4 * 9 + 4]);
            QVERIFY(!b.green[1] && !b.city[1]);
            QVERIFY(!b.green[79] && !b.city[79]);
            QCOMPARE(b.cityCount(), 3);
            QCOMPARE(b.greenCount(), 12);
        }
    }

    void theGameAcceptsTheBoard() {
        const auto game =
            pb::rulesetOrThrow("butterfly-effect").makeGame(nlohmann::json::object(), 2);
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            const BoardLayout b = generateBoard(BoardLayout::empty(7), {}, seed, 8, 2);
            const nlohmann::json setup = {{"board", b.toJson()}};
            const auto state = game->newInitialState(1, setup);
            QVERIFY(state);
            const int size = state->toJson()["setup"]["board"]["size"].get<int>();
            QCOMPARE(size, 7);
        }
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectBoardGenerator)

#include "test_butterfly_effect_board_generator.moc"
