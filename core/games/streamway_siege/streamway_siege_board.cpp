#include "games/streamway_siege/streamway_siege_board.h"

#include "engine/errors.h"
#include "engine/rng.h"

#include <cstdlib>

namespace pb::streamway_siege {

void Board::index() {
    snakeAt.fill(0);
    ladderAt.fill(0);
    for (int i = 0; i < snakeCount; ++i)
        snakeAt[snakes[i][0]] = static_cast<std::int8_t>(i + 1);
    for (int i = 0; i < ladderCount; ++i) {
        ladderAt[ladders[i][0]] = static_cast<std::int8_t>(i + 1);
        ladderAt[ladders[i][1]] = static_cast<std::int8_t>(i + 1);
    }
}

int Board::column(int step) const {
    const int r = row(step), offset = (step - 1) % columns;
    return r % 2 == 0 ? offset : columns - 1 - offset;
}

int Board::stepAt(int r, int c) const {
    if (r < 0 || c < 0 || c >= columns)
        return 0;
    const int step = r * columns + (r % 2 == 0 ? c : columns - 1 - c) + 1;
    return step <= steps ? step : 0;
}

int Board::gridDistance(int a, int b) const {
    return std::abs(row(a) - row(b)) + std::abs(column(a) - column(b));
}

BoardProblem checkBoard(const Board& b, bool allowEdgeEnds) {
    auto at = [](int step) { return "step " + std::to_string(step); };
    std::array<std::int8_t, kMaxSteps + 2> used{};
    BoardProblem problem;
    auto refuse = [&](BoardProblemCode code, int step, std::string text) {
        problem.code = code;
        problem.step = step;
        problem.text = std::move(text);
        return true;
    };
    // An end may not sit on another end (distinct ends), so no piece ever
    // arrives on a snake or ladder by a snake or ladder (no chains).
    auto claim = [&](int step, const std::string& what) {
        if (step < 1 || step > b.steps)
            return refuse(BoardProblemCode::EndOffBoard, step,
                          what + " ends off the board, at " + at(step));
        if (!allowEdgeEnds && (step == 1 || step == b.steps))
            return refuse(
                step == 1 ? BoardProblemCode::EndOnFirstStep : BoardProblemCode::EndOnLastStep,
                step,
                what + " ends on the " + (step == 1 ? "first" : "last") + " step, " + at(step));
        if (used[step]++)
            return refuse(BoardProblemCode::TwoEnds, step,
                          at(step) + " holds two snake or ladder ends (" + what + ")");
        return false;
    };
    for (int i = 0; i < b.snakeCount && problem.empty(); ++i) {
        const int head = b.snakes[i][0], tail = b.snakes[i][1];
        problem.snake = true;
        problem.from = head;
        problem.to = tail;
        const std::string what = "the snake " + std::to_string(head) + "->" + std::to_string(tail);
        if (tail <= head)
            refuse(BoardProblemCode::SnakeUpstream, head,
                   what + " must lead downstream (its tail after its head), at " + at(head));
        else
            claim(head, what) || claim(tail, what);
    }
    for (int i = 0; i < b.ladderCount && problem.empty(); ++i) {
        const int bottom = b.ladders[i][0], top = b.ladders[i][1];
        problem.snake = false;
        problem.from = bottom;
        problem.to = top;
        const std::string what =
            "the ladder " + std::to_string(bottom) + "->" + std::to_string(top);
        if (top >= bottom)
            refuse(BoardProblemCode::LadderDownstream, bottom,
                   what + " must lead upstream (its top before its bottom), at " + at(bottom));
        else
            claim(bottom, what) || claim(top, what);
    }
    return problem.empty() ? BoardProblem{} : problem;
}

std::string boardProblem(const Board& b, bool allowEdgeEnds) {
    return checkBoard(b, allowEdgeEnds).text;
}

namespace {

Board make(int steps, int columns, std::initializer_list<std::array<int, 2>> snakes,
           std::initializer_list<std::array<int, 2>> ladders) {
    Board b;
    b.steps = steps;
    b.columns = columns;
    for (const auto& s : snakes)
        b.snakes[b.snakeCount++] = {static_cast<std::int16_t>(s[0]),
                                    static_cast<std::int16_t>(s[1])};
    for (const auto& l : ladders)
        b.ladders[b.ladderCount++] = {static_cast<std::int16_t>(l[0]),
                                      static_cast<std::int16_t>(l[1])};
    b.index();
    return b;
}

int integer(const nlohmann::json& v, const std::string& field) {
    if (!v.is_number_integer())
        throw InvalidInput("board " + field + " must be an integer, not " + v.dump());
    const long long x = v.get<long long>();
    if (x < -1000 || x > 1000)
        throw InvalidInput("board " + field + " is out of range: " + v.dump());
    return static_cast<int>(x);
}

} // namespace

Board snakes100() {
    return make(100, 10,
                {{8, 27}, {17, 44}, {29, 52}, {36, 74}, {48, 67}, {55, 89}, {63, 82}, {71, 94}},
                {{96, 77}, {86, 58}, {79, 41}, {69, 46}, {61, 34}, {50, 23}, {39, 12}, {25, 5}});
}

Board chess64() {
    return make(64, 8, {}, {});
}

Board randomBoard(int steps, int columns, int snakes, int ladders, bool allowEdgeEnds,
                  std::uint64_t seed) {
    Rng rng(seed);
    Board b;
    b.steps = steps;
    b.columns = columns;
    std::array<bool, kMaxSteps + 2> used{};
    const int lo = allowEdgeEnds ? 1 : 2, hi = allowEdgeEnds ? steps : steps - 1;
    // A free step in [lo, hi], or 0 after enough misses (a crowded board gets fewer pieces).
    auto pick = [&](int from, int to) {
        for (int tries = 0; tries < 64 && from <= to; ++tries) {
            const int s =
                from + static_cast<int>(rng.below(static_cast<std::uint32_t>(to - from + 1)));
            if (!used[s])
                return s;
        }
        return 0;
    };
    auto place = [&](bool snake) {
        for (int tries = 0; tries < 64; ++tries) {
            const int a = pick(lo, hi - 1);
            if (a == 0)
                return;
            const int c = pick(a + 1, hi);
            if (c == 0)
                continue;
            used[a] = used[c] = true;
            if (snake)
                b.snakes[b.snakeCount++] = {static_cast<std::int16_t>(a),
                                            static_cast<std::int16_t>(c)};
            else
                b.ladders[b.ladderCount++] = {static_cast<std::int16_t>(c),
                                              static_cast<std::int16_t>(a)};
            return;
        }
    };
    for (int i = 0; i < snakes && i < kMaxSnakes; ++i)
        place(true);
    for (int i = 0; i < ladders && i < kMaxLadders; ++i)
        place(false);
    b.index();
    return b;
}

nlohmann::json boardToJson(const Board& b) {
    nlohmann::json snakes = nlohmann::json::array(), ladders = nlohmann::json::array();
    for (int i = 0; i < b.snakeCount; ++i)
        snakes.push_back({b.snakes[i][0], b.snakes[i][1]});
    for (int i = 0; i < b.ladderCount; ++i)
        ladders.push_back({b.ladders[i][0], b.ladders[i][1]});
    return {{"steps", b.steps}, {"columns", b.columns}, {"snakes", snakes}, {"ladders", ladders}};
}

Board boardFromJson(const nlohmann::json& j, bool allowEdgeEnds) {
    if (!j.is_object())
        throw InvalidInput("board must be an object with steps, columns, snakes and ladders");
    for (const char* key : {"steps", "columns", "snakes", "ladders"})
        if (!j.contains(key))
            throw InvalidInput(std::string("board has no \"") + key + "\"");
    Board b;
    b.steps = integer(j["steps"], "steps");
    b.columns = integer(j["columns"], "columns");
    if (b.steps < 8 || b.steps > kMaxSteps)
        throw InvalidInput("board steps must be 8.." + std::to_string(kMaxSteps));
    if (b.columns < 0 || b.columns > b.steps)
        throw InvalidInput("board columns must be 0 (a bare path) up to the steps");
    auto pairs = [&](const char* key, auto& out, int max, int& count) {
        const auto& list = j[key];
        if (!list.is_array() || static_cast<int>(list.size()) > max)
            throw InvalidInput(std::string("board ") + key + " must be an array of at most " +
                               std::to_string(max) + " pairs");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const auto& p = list[i];
            const std::string field = std::string(key) + "[" + std::to_string(i) + "]";
            if (!p.is_array() || p.size() != 2)
                throw InvalidInput("board " + field + " must be a pair of steps");
            out[count][0] = static_cast<std::int16_t>(integer(p[0], field));
            out[count][1] = static_cast<std::int16_t>(integer(p[1], field));
            ++count;
        }
    };
    pairs("snakes", b.snakes, kMaxSnakes, b.snakeCount);
    pairs("ladders", b.ladders, kMaxLadders, b.ladderCount);
    if (auto problem = checkBoard(b, allowEdgeEnds); !problem.empty())
        throw BoardError("board: ", std::move(problem));
    b.index();
    return b;
}

} // namespace pb::streamway_siege
