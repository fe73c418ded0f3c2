#include "script_print.h"

#include "board/hex_grid.h"
#include "board/numbered_path.h"
#include "board/square_grid.h"
#include "design_deck.h"
#include "engine/ruleset.h"
#include "print_initial_state.h"
#include "ruleset_print.h"
#include "script/script_state.h"
#include "script/script_view.h"

#include <QCoreApplication>

namespace pb::print {

namespace {

QString textOf(const nlohmann::json& j, const char* key) {
    return QString::fromStdString(j.value(key, std::string()));
}

BoardSheet squareGridSheet(const nlohmann::json& grid, double squareMm) {
    const PrintStyle seats(false);
    SquareGrid out;
    out.columns = grid.value("columns", 0);
    out.rows = grid.value("rows", 0);
    out.squareMm = squareMm;
    // ScriptGrid.qml names no rows or columns on its edges.
    out.edgeLabels = false;
    out.squares.resize(static_cast<std::size_t>(std::max(0, out.columns * out.rows)));
    for (const nlohmann::json& cell : grid.value("cells", nlohmann::json::array())) {
        const int column = cell.value("drawCol", 0), row = cell.value("drawRow", 0);
        if (column < 0 || row < 0 || column >= out.columns || row >= out.rows)
            continue;
        GridSquare& square = out.squares[static_cast<std::size_t>(row * out.columns + column)];
        const int seat = cell.value("seat", -1);
        square.text = textOf(cell, "text");
        if (seat >= 0 && square.text.isEmpty())
            square.disc = seats.seat(seat);
        else if (seat >= 0)
            square.textColour = seats.seat(seat);
        if (cell.value("mark", false))
            square.ring = QColor(0xb2, 0x6a, 0x00);
    }
    return {
        textOf(grid, "label"), squareGridSizeMm(out),
        [out](QPainter& painter, const PrintStyle& style) { drawSquareGrid(painter, style, out); }};
}

BoardSheet hexGridSheet(const nlohmann::json& grid, double squareMm) {
    const PrintStyle seats(false);
    HexGrid out;
    out.columns = grid.value("columns", 0);
    out.rows = grid.value("rows", 0);
    out.squareMm = squareMm;
    for (const nlohmann::json& cell : grid.value("cells", nlohmann::json::array())) {
        HexCell hex;
        hex.drawColumn = cell.value("drawCol", 0);
        hex.drawRow = cell.value("drawRow", 0);
        hex.shift = cell.value("shift", false);
        hex.text = textOf(cell, "text");
        const int seat = cell.value("seat", -1);
        if (seat >= 0 && hex.text.isEmpty())
            hex.disc = seats.seat(seat);
        else if (seat >= 0)
            hex.textColour = seats.seat(seat);
        out.cells.push_back(hex);
    }
    return {
        textOf(grid, "label"), hexGridSizeMm(out),
        [out](QPainter& painter, const PrintStyle& style) { drawHexGrid(painter, style, out); }};
}

BoardSheet trackSheet(const nlohmann::json& track, double squareMm) {
    NumberedPath path;
    path.columns = track.value("columns", 1);
    path.rows = track.value("rows", 1);
    path.squareMm = squareMm;
    for (const nlohmann::json& square : track.value("squares", nlohmann::json::array()))
        path.squares.push_back({square.value("square", 0), square.value("drawCol", 0),
                                square.value("drawRow", 0), QColor(), QString()});
    // Drawn as the scripted track draws them: arrows, green forwards, red back.
    for (const nlohmann::json& link : track.value("links", nlohmann::json::array()))
        path.links.push_back({link.value("from", 0), link.value("to", 0), LinkLook::Arrow});
    for (const nlohmann::json& piece : track.value("pieces", nlohmann::json::array()))
        if (piece.value("square", 0) > 0)
            path.pieces.push_back({piece.value("seat", 0), piece.value("square", 0),
                                   QStringLiteral("P%1").arg(piece.value("seat", 0) + 1)});
    return {textOf(track, "label"), numberedPathSizeMm(path),
            [path](QPainter& painter, const PrintStyle& style) {
                drawNumberedPath(painter, style, path);
            }};
}

class ScriptPrint final : public RulesetPrint {
public:
    // The script's game.cards: the design's deck, or the script's own.
    std::vector<PrintDeck> decks(const PrintInput& input) const override {
        const std::optional<decks::Deck> deck = designDeck(input);
        if (!deck)
            return {};
        const std::string_view name = input.ruleset.displayName();
        return {printDeck(*deck, QCoreApplication::translate("ScriptPrint", "Cards"),
                          QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))};
    }
    std::vector<BoardSheet> boards(const PrintInput& input) const override {
        const auto state = printInitialState(input);
        const auto* script = dynamic_cast<const pb::script::ScriptState*>(state.get());
        if (script == nullptr || !pb::script::hasView(*script))
            return {};
        // Every hand open: a board shows no hand anyway.
        return scriptViewBoards(pb::script::describeView(*script, -1), input.options.squareMm);
    }
};

} // namespace

std::vector<BoardSheet> scriptViewBoards(const nlohmann::json& view, double squareMm) {
    std::vector<BoardSheet> sheets;
    if (const auto grid = view.find("grid"); grid != view.end() && grid->is_object())
        sheets.push_back(grid->value("shape", std::string()) == "hex"
                             ? hexGridSheet(*grid, squareMm)
                             : squareGridSheet(*grid, squareMm));
    if (const auto track = view.find("track"); track != view.end() && track->is_object())
        sheets.push_back(trackSheet(*track, squareMm));
    return sheets;
}

const RulesetPrint& scriptRulesetPrint() {
    static const ScriptPrint print;
    return print;
}

} // namespace pb::print
