#include "cli_support.h"
#include "commands.h"
#include "db/analysis_store.h"
#include "db/database.h"
#include "db/game_analysis.h"
#include "db/game_replay.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/move_analysis.h"

#include <algorithm>
#include <cstdio>
#include <limits>

namespace pb::cli {

namespace {

// "0.05,0.1,0.2": the inaccuracy, mistake and blunder thresholds.
AnalysisThresholds parseThresholds(const QString& text) {
    const QStringList parts = text.split(QLatin1Char(','));
    AnalysisThresholds t;
    bool ok[3] = {false, false, false};
    if (parts.size() == 3) {
        t.inaccuracy = parts[0].toDouble(&ok[0]);
        t.mistake = parts[1].toDouble(&ok[1]);
        t.blunder = parts[2].toDouble(&ok[2]);
    }
    if (!ok[0] || !ok[1] || !ok[2] || t.inaccuracy <= 0 || t.inaccuracy > t.mistake ||
        t.mistake > t.blunder || t.blunder > 1)
        throw UsageError("analyse: --thresholds must be three rising win-chance losses in "
                         "(0, 1], inaccuracy,mistake,blunder (e.g. 0.05,0.1,0.2), not '" +
                         toStd(text) + "'");
    return t;
}

// The analysis as JSON on stdout: each move's chances, label and the agent's
// choice, the label counts and the drama curve.
void printAnalysis(CommandLine& line, qint64 gameId, const AnalysisConfig& config, bool allSeats,
                   const db::GameAnalysisPlan& plan, const std::vector<db::MoveAnalysisRow>& stored,
                   const AnalysisResult& result, const Ruleset& ruleset, bool reused) {
    nlohmann::json moves = nlohmann::json::array();
    nlohmann::json counts = {{"fine", 0}, {"inaccuracy", 0}, {"mistake", 0}, {"blunder", 0}};
    for (std::size_t i = 0; i < plan.requests.size(); ++i) {
        const AnalysedMove& m = result.moves[i];
        const db::MoveAnalysisRow& row = stored[i];
        const db::MoveRow& logged = plan.moves[i];
        const std::string label(labelId(m.label));
        counts[label] = counts[label].get<int>() + 1;
        moves.push_back({{"idx", logged.idx},
                         {"move_id", logged.id},
                         {"seat", m.seat},
                         {"played", logged.decision},
                         {"played_text", toStd(logged.text)},
                         {"best", row.bestDecision},
                         {"best_text", toStd(row.bestText)},
                         {"win_played", m.winPlayed},
                         {"win_best", m.winBest},
                         {"loss", m.loss},
                         {"label", label}});
        // How the turn was judged and how sure each chance is: its standard
        // error, the simulations (search iterations) behind it and whether
        // the search proved it (a fresh analysis; a reused one keeps only the
        // stored chances).
        if (!reused)
            moves.back().update({{"turn_start_idx", plan.moves[m.turnStart].idx},
                                 {"last_of_turn", m.lastOfTurn},
                                 {"best_at_turn_start", m.turnStartBest},
                                 {"raw_loss", m.rawLoss},
                                 {"loss_std_error", m.lossStdError},
                                 {"best_std_error", m.bestStdError},
                                 {"best_simulations", m.bestSamples},
                                 {"best_proven", m.bestProven},
                                 {"played_std_error", m.playedStdError},
                                 {"played_simulations", m.playedSamples},
                                 {"played_proven", m.playedProven}});
    }
    // The map from search values to win chances (reused analyses were
    // stored with the map of their own run).
    nlohmann::json calibration = nullptr;
    if (!reused)
        calibration = {{"reference", kWinChanceReference},
                       {"games", config.calibrationGames},
                       {"positions", result.winChanceMap.samples},
                       {"intercept", result.winChanceMap.intercept},
                       {"slope", result.winChanceMap.slope}};
    line.printOutput(
        {{"game_id", gameId},
         {"iterations", config.iterations},
         {"all_seats", allSeats},
         {"reused", reused},
         {"thresholds",
          {config.thresholds.inaccuracy, config.thresholds.mistake, config.thresholds.blunder}},
         {"labels", counts},
         {"win_chance_calibration", std::move(calibration)},
         {"moves", std::move(moves)},
         {"drama", dramaCurve(result, plan.players, ruleset.cooperative())}});
}

} // namespace

int runAnalyseCommand(const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("analyse"),
        QStringLiteral("A second opinion on a logged playtest: at every decision a person made "
                       "(every seat's with --all-seats), MCTS names the decision it prefers and "
                       "estimates the seat's win chance after the person's and after its own; "
                       "what the person gave up labels the move fine, inaccuracy, mistake or "
                       "blunder. The analysis is stored with the game and printed with the "
                       "game's drama curve."));
    line.addOption(QCommandLineOption(QStringLiteral("db"), QStringLiteral("The store."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(
        QStringLiteral("game-id"), QStringLiteral("The stored game's id."), QStringLiteral("id")));
    line.addOption(QCommandLineOption(QStringLiteral("iterations"),
                                      QStringLiteral("MCTS iterations per search (default "
                                                     "1000; three searches a move)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("all-seats"),
                                      QStringLiteral("Analyse the agents' decisions too.")));
    line.addOption(QCommandLineOption(
        QStringLiteral("fresh"),
        QStringLiteral("Search again even when the game's analysis at this budget is stored (by "
                       "default it is reused).")));
    line.addOption(QCommandLineOption(QStringLiteral("thresholds"),
                                      QStringLiteral("Win chance lost for an inaccuracy, a "
                                                     "mistake, a blunder (default "
                                                     "0.05,0.1,0.2)."),
                                      QStringLiteral("a,b,c")));
    line.addOption(QCommandLineOption(
        QStringLiteral("calibration-games"),
        QStringLiteral("Reference games (greedy play) behind the map from search values to win "
                       "chances (default 200; 0 prints the searches' raw values)."),
        QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("seed"),
                                      QStringLiteral("The searches' seed (default 1)."),
                                      QStringLiteral("n")));
    line.addThreadsOption();
    line.addProgressOption(QStringLiteral("moves"));
    line.addOutOption();
    line.addScriptOption();
    if (!line.parse(arguments))
        return kExitOk;

    const QString dbPath = line.required(QStringLiteral("db"));
    const auto gameId = static_cast<qint64>(line.uint64Value(QStringLiteral("game-id"), 0));
    if (gameId < 1)
        throw UsageError("analyse: --game-id must name a stored game (ids start at 1)");
    AnalysisConfig config;
    config.iterations = line.intValue(QStringLiteral("iterations"), 1000, 1, 100000000);
    config.threads = line.threads();
    config.seed = line.seed();
    config.calibrationGames = line.intValue(QStringLiteral("calibration-games"), 200, 0, 100000);
    if (line.isSet(QStringLiteral("thresholds")))
        config.thresholds = parseThresholds(line.value(QStringLiteral("thresholds")));
    const bool allSeats = line.isSet(QStringLiteral("all-seats"));

    db::Database database(dbPath, db::Database::OpenMode::ExistingOnly);
    const db::GameReplay replay(database, gameId);
    QString failure;
    const std::vector<std::unique_ptr<State>> states = replay.states(&failure);
    if (!failure.isEmpty())
        throw InvalidInput("analyse: game " + std::to_string(gameId) +
                           " does not replay: " + toStd(failure));
    // The same positions and rows as the Review page's analysis.
    const db::GameAnalysisPlan plan = db::planGameAnalysis(replay, states, allSeats);
    const std::vector<AnalysisRequest>& requests = plan.requests;
    const auto& ruleset = states.front()->game().ruleset();
    if (requests.empty()) {
        const std::string why =
            allSeats ? "game " + std::to_string(gameId) + " has no decision to analyse"
                     : "game " + std::to_string(gameId) +
                           " has no decision a person made; --all-seats analyses the agents' too";
        std::fprintf(stderr, "analyse: %s\n", why.c_str());
        line.printOutput({{"game_id", gameId},
                          {"iterations", config.iterations},
                          {"all_seats", allSeats},
                          {"note", why},
                          {"moves", nlohmann::json::array()}});
        return kExitOk;
    }
    // The stored analysis at the same budget is reused: searching again would
    // only replace it with another seed's noise. One stored before the win
    // chance was calibrated (no standard errors kept) is made again.
    std::vector<db::MoveAnalysisRow> stored;
    bool reused = false;
    if (!line.isSet(QStringLiteral("fresh"))) {
        const std::vector<db::MoveAnalysisRow> rows =
            db::AnalysisStore(database).gameAnalysis(gameId);
        std::vector<db::MoveAnalysisRow> matched;
        for (const db::MoveRow& move : plan.moves) {
            const auto row = std::find_if(rows.begin(), rows.end(), [&](const auto& r) {
                return r.moveId == move.id && r.iterations == config.iterations &&
                       r.hasUncertainty();
            });
            if (row == rows.end())
                break;
            matched.push_back(*row);
        }
        if (matched.size() == plan.moves.size()) {
            stored = std::move(matched);
            reused = true;
        }
    }
    if (reused) {
        std::vector<int> seats;
        for (const AnalysisRequest& request : requests)
            seats.push_back(request.before->currentActor());
        std::fprintf(stderr,
                     "analyse: game %lld's analysis at %d iterations is stored; reusing it "
                     "(--fresh searches again)\n",
                     static_cast<long long>(gameId), config.iterations);
        printAnalysis(line, gameId, config, allSeats, plan, stored,
                      db::storedAnalysis(stored, seats, config.thresholds), ruleset, true);
        return kExitOk;
    }
    if (const auto print = line.progressPrinter()) {
        const std::size_t total = requests.size();
        config.progress = [print, total](std::size_t done) { print(done, total); };
    }
    // Ctrl+C stops after the work under way.
    const StopOnSignal stop;
    config.cancel = &StopOnSignal::requested();
    const auto result = analyseMoves(requests, config);
    if (result.cancelled)
        throw CommandError("analyse was interrupted; nothing was stored");

    stored = db::analysisRows(plan, result, config.iterations);
    db::AnalysisStore(database).saveGameAnalysis(gameId, stored);
    printAnalysis(line, gameId, config, allSeats, plan, stored, result, ruleset, false);
    return kExitOk;
}

} // namespace pb::cli
