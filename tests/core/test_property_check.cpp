// The core's property harness (check/property_check.h) on a ruleset of its own
// with flaws to switch on: a sound ruleset passes, and each flaw breaks the
// check that should catch it, with a reproduction that replays to the state
// where it broke.

#include "check/check_names.h"
#include "check/determinism_check.h"
#include "check/property_check.h"
#include "check/reproduction.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/hasher.h"
#include "engine/json_fields.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "json_compare.h"
#include "sim/game_record.h"
#include "test_registry.h"

#include <QTest>

namespace {

// The flaws a flawed pile game can have (its parameter "flaw").
enum PileFlaw {
    kSound = 0,
    kTakesThreeLate = 1, // isLegal also takes 3 once the pile is down to 5 or fewer
    kForgetsTheTurn = 2, // from turn 3 on, the state's JSON leaves out "turn"
    kGrowsEachGame = 3,  // each new game starts with one stone more (up to 4 more)
    kRefusesTurnTwo = 4, // at turn 2 lists taking 1 alone, and apply throws at it
};

// One pile of stones; a turn takes 1 or 2, and who takes the last one wins.
class FlawedPileGame final : public pb::Game {
public:
    FlawedPileGame(const pb::Ruleset& ruleset, nlohmann::json params, int players)
        : pb::Game(ruleset, std::move(params), players) {
        stones = this->params()["stones"];
        flaw = this->params()["flaw"];
    }
    std::unique_ptr<pb::State> newInitialState(std::uint64_t seed,
                                               const nlohmann::json& setup) const override;
    int stones = 10;
    int flaw = kSound;
};

class FlawedPileState final : public pb::State {
public:
    explicit FlawedPileState(std::shared_ptr<const FlawedPileGame> game)
        : pb::State(game), game_(game.get()), pile(game->stones) {}

    std::unique_ptr<pb::State> clone() const override {
        return std::make_unique<FlawedPileState>(*this);
    }
    void copyFrom(const pb::State& other) override {
        *this = static_cast<const FlawedPileState&>(other);
    }
    int currentActor() const override { return pile == 0 ? pb::kTerminalActor : turn % 2; }
    void legalDecisions(std::vector<pb::Decision>& out) const override {
        out.clear();
        // Taking 1 alone: the harness takes the refused decision at turn 2 of
        // every game, before any other check plays on to it.
        const int most = game_->flaw == kRefusesTurnTwo && turn == 2 ? 1 : 2;
        for (int n = 1; n <= std::min(most, pile); ++n)
            out.push_back({0, static_cast<std::int16_t>(n), 0, 0});
    }
    bool isLegal(const pb::Decision& d) const override {
        if (game_->flaw == kTakesThreeLate && pile <= 5 && pile >= 3 && d.kind == 0 && d.a == 3 &&
            d.b == 0 && d.c == 0)
            return true;
        return pb::State::isLegal(d);
    }
    void applyUnchecked(const pb::Decision& d) override {
        if (game_->flaw == kRefusesTurnTwo && turn == 2)
            throw pb::InvalidInput("pile.lua:12: cannot take at turn two");
        pile -= d.a;
        ++turn;
    }
    pb::Outcome outcome() const override {
        pb::Outcome o;
        o.numSeats = 2;
        o.winner = (turn - 1) % 2; // who took the last stone
        o.score[static_cast<std::size_t>(o.winner)] = 1.0;
        o.rank = {2, 2};
        o.rank[static_cast<std::size_t>(o.winner)] = 1;
        return o;
    }
    int turnsCompleted() const override { return turn; }
    nlohmann::json toJson() const override {
        nlohmann::json json{{"game", "flawed-pile"},
                            {"params", game().params()},
                            {"players", {nlohmann::json::object(), nlohmann::json::object()}},
                            {"pile", pile}};
        if (game_->flaw != kForgetsTheTurn || turn < 3)
            json["turn"] = turn;
        return json;
    }
    nlohmann::json decisionToJson(const pb::Decision& d) const override { return {{"take", d.a}}; }
    pb::Decision decisionFromJson(const nlohmann::json& json) const override {
        if (!json.is_object() || !json.contains("take") || !json["take"].is_number_integer())
            throw pb::InvalidInput("a flawed pile decision is {\"take\": n}");
        pb::requireOnlyFields(json, {"take"}, "take decision");
        return {0, static_cast<std::int16_t>(json["take"].get<int>()), 0, 0};
    }
    std::string decisionToText(const pb::Decision& d) const override {
        return "take " + std::to_string(d.a);
    }
    std::uint64_t hash() const override {
        pb::Hasher h;
        h.add(game().paramsHash());
        h.add(static_cast<std::uint64_t>(pile), 1);
        h.add(static_cast<std::uint64_t>(turn), 4);
        return h.value();
    }
    std::uint32_t counter(int, int) const override { return 0; }

    const FlawedPileGame* game_;
    int pile;
    int turn = 0;
};

std::unique_ptr<pb::State> FlawedPileGame::newInitialState(std::uint64_t,
                                                           const nlohmann::json& setup) const {
    if (!setup.is_null())
        throw pb::InvalidInput("a flawed pile has no set-up");
    auto s = std::make_unique<FlawedPileState>(
        std::static_pointer_cast<const FlawedPileGame>(shared_from_this()));
    static int gamesStarted = 0; // kGrowsEachGame's memory, which no seed resets
    if (flaw == kGrowsEachGame)
        s->pile += gamesStarted++ % 5;
    return s;
}

class FlawedPileRuleset final : public pb::Ruleset {
public:
    FlawedPileRuleset()
        : schema_({pb::ParameterSpec::integer("stones", 10, 1, 20, "Stones on the pile."),
                   pb::ParameterSpec::integer("flaw", kSound, 0, 4, "The flaw switched on.")}) {}
    std::string_view id() const override { return "flawed-pile"; }
    std::string_view displayName() const override { return "Flawed pile"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }
    const pb::ParameterSchema& parameters() const override { return schema_; }
    const std::vector<std::string>& decisionKinds() const override { return kinds_; }
    const std::vector<pb::CounterSpec>& counters() const override { return counters_; }
    std::shared_ptr<const pb::Game> makeGame(const nlohmann::json& params,
                                             int numPlayers) const override {
        checkPlayerCount(numPlayers);
        return std::make_shared<FlawedPileGame>(*this, schema_.resolve(params), numPlayers);
    }

protected:
    std::unique_ptr<pb::State> parseState(const nlohmann::json& json) const override {
        const auto [params, players] = readStateEnvelope(json);
        auto game = std::make_shared<FlawedPileGame>(*this, schema_.resolve(params), players);
        auto s = std::make_unique<FlawedPileState>(game);
        const nlohmann::json pile = json.value("pile", nlohmann::json());
        const nlohmann::json turn = json.value("turn", nlohmann::json(0));
        if (!pile.is_number_integer() || pile < 0 || pile > 99 || !turn.is_number_integer() ||
            turn < 0 || turn > 999)
            throw pb::InvalidInput("\"pile\" or \"turn\" is out of range");
        s->pile = pile;
        s->turn = turn;
        return s;
    }

private:
    pb::ParameterSchema schema_;
    std::vector<std::string> kinds_{"take"};
    std::vector<pb::CounterSpec> counters_;
};

const pb::Ruleset& flawedPile() {
    static const FlawedPileRuleset instance;
    return instance;
}

pb::check::CheckReport checkFlawedPile(int flaw) {
    pb::check::CheckOptions options;
    options.games = 20;
    return pb::check::runPropertyChecks(*flawedPile().makeGame({{"flaw", flaw}}, 2), options);
}

} // namespace

class TestPropertyCheck : public QObject {
    Q_OBJECT

private slots:
    void aSoundRulesetPasses() {
        const pb::check::CheckReport report = checkFlawedPile(kSound);
        QVERIFY2(report.ok(), report.toJson().dump().c_str());
        QCOMPARE(report.games, 20);
        QVERIFY(report.decisions > 20 * 5); // ten stones, two at most a turn
        PB_COMPARE_JSON(report.toJson()["ok"], nlohmann::json(true));
        QVERIFY(!report.toJson().contains("break"));
    }

    // isLegal disagrees with the list: the near-miss probes find it at the
    // first state where it does, and the reproduction leads there.
    void aDisagreeingIsLegalBreaksTheNeighbours() {
        const pb::check::CheckReport report = checkFlawedPile(kTakesThreeLate);
        QVERIFY(!report.ok());
        const pb::check::CheckBreak& found = *report.firstBreak;
        QCOMPARE(found.check, std::string(pb::check::names::kNeighbours));
        QVERIFY2(found.message.find("isLegal 1") != std::string::npos, found.message.c_str());
        QCOMPARE(found.gameIndex, 0);
        QVERIFY(found.step > 0);
        QVERIFY(found.state["pile"] <= 5);
        QCOMPARE(found.reproduction.decisions.size(), static_cast<std::size_t>(found.step));
        QCOMPARE(found.reproduction.seed, pb::deriveSeed(77, 0));
        const auto replayed = pb::check::replayReproduction(flawedPile(), found.reproduction);
        PB_COMPARE_JSON(replayed->toJson(), found.state);
        // The break's JSON names the check and carries the reproduction.
        const nlohmann::json json = report.toJson();
        PB_COMPARE_JSON(json["ok"], nlohmann::json(false));
        PB_COMPARE_JSON(json["break"]["check"], nlohmann::json("neighbours"));
        QCOMPARE(json["break"]["reproduction"]["decisions"].size(),
                 static_cast<std::size_t>(found.step));
        PB_COMPARE_JSON(json["break"]["reproduction"]["seed"],
                        nlohmann::json(std::to_string(pb::deriveSeed(77, 0))));
    }

    // The JSON round trip loses a field: the copies check finds it at turn 3,
    // and the replayed state is the one that failed to read back.
    void aLostFieldBreaksTheRoundTrip() {
        const pb::check::CheckReport report = checkFlawedPile(kForgetsTheTurn);
        QVERIFY(!report.ok());
        const pb::check::CheckBreak& found = *report.firstBreak;
        QCOMPARE(found.check, std::string(pb::check::names::kRoundTrip));
        QCOMPARE(found.step, 3);
        QVERIFY(!found.state.contains("turn"));
        const auto replayed = pb::check::replayReproduction(flawedPile(), found.reproduction);
        QCOMPARE(replayed->turnsCompleted(), 3);
        PB_COMPARE_JSON(replayed->toJson(), found.state);
        QVERIFY(found.describe().find("round-trip: the JSON round trip changed the state") == 0);
    }

    // The reproduction as a game file: the moves replay from its initial
    // state with the hashes it names (as `playbench-cli replay --file` checks).
    void theReproductionIsAnExportedGame() {
        const pb::check::CheckReport report = checkFlawedPile(kTakesThreeLate);
        QVERIFY(report.firstBreak);
        const pb::check::CheckBreak& found = *report.firstBreak;
        const nlohmann::json exported =
            pb::check::reproductionAsExportedGame(flawedPile(), found.reproduction);
        PB_COMPARE_JSON(exported["format"], nlohmann::json("playbench-game"));
        PB_COMPARE_JSON(exported["ruleset"], nlohmann::json("flawed-pile"));
        QCOMPARE(exported["moves"].size(), static_cast<std::size_t>(found.step));
        auto s = flawedPile().stateFromJson(exported["initial_state"]);
        for (const nlohmann::json& move : exported["moves"]) {
            PB_COMPARE_JSON(move["actor"], nlohmann::json(s->currentActor()));
            s->apply(s->decisionFromJson(move["decision"]));
            PB_COMPARE_JSON(move["hash"], nlohmann::json(pb::hashToHex(s->hash())));
        }
        PB_COMPARE_JSON(s->toJson(), found.state);
    }

    void aGameThatDependsOnMoreThanItsSeedBreaksDeterminism() {
        const auto game = flawedPile().makeGame({{"flaw", kGrowsEachGame}}, 2);
        const auto found = pb::check::checkSameSeedSameGame(*game, nullptr);
        QVERIFY(found);
        QCOMPARE(found->check, std::string(pb::check::names::kDeterminism));
        QCOMPARE(found->gameIndex, -1);
        QVERIFY2(found->message.find("seed 1 gave two games") == 0, found->message.c_str());
        // The whole run reports it after its games pass.
        const pb::check::CheckReport report = checkFlawedPile(kGrowsEachGame);
        QVERIFY(report.firstBreak);
        QCOMPARE(report.games, 20);
        QCOMPARE(report.firstBreak->check, std::string(pb::check::names::kDeterminism));
        // A sound game passes it.
        QVERIFY(!pb::check::checkSameSeedSameGame(*flawedPile().makeGame({}, 2), nullptr));
    }

    // A listed decision that apply refuses breaks "apply-refused", with the
    // ruleset's own message and the decision it refused.
    void aListedDecisionApplyRefusesIsNamed() {
        const pb::check::CheckReport report = checkFlawedPile(kRefusesTurnTwo);
        QVERIFY(report.firstBreak);
        const pb::check::CheckBreak& found = *report.firstBreak;
        QCOMPARE(found.check, std::string(pb::check::names::kApplyRefused));
        QCOMPARE(found.message, std::string("pile.lua:12: cannot take at turn two"));
        PB_COMPARE_JSON(found.decision, nlohmann::json({{"take", 1}}));
        PB_COMPARE_JSON(found.state["turn"], nlohmann::json(2));
        QCOMPARE(found.gameIndex, 0);
        QCOMPARE(found.step, 2);
        QCOMPARE(found.reproduction.decisions.size(), static_cast<std::size_t>(found.step));
        const auto replayed = pb::check::replayReproduction(flawedPile(), found.reproduction);
        PB_COMPARE_JSON(replayed->toJson(), found.state);
        // A stored report's reproduction reads back as it was.
        const auto read = pb::check::Reproduction::fromJson(found.reproduction.toJson());
        PB_COMPARE_JSON(read.toJson(), found.reproduction.toJson());
        QCOMPARE(read.seed, found.reproduction.seed);
        const nlohmann::json noSeed = {{"game", "flawed-pile"},
                                       {"params", nlohmann::json::object()}};
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::check::Reproduction::fromJson(noSeed));
    }

    // The progress callback hears of each game as it passes and may stop the
    // run between games; a stopped run says so and is not a pass.
    void progressIsToldOfEachGameAndMayStop() {
        pb::check::CheckOptions options;
        options.games = 6;
        std::vector<std::pair<int, int>> heard;
        options.progress = [&heard](int done, int games) {
            heard.emplace_back(done, games);
            return true;
        };
        const auto all = pb::check::runPropertyChecks(*flawedPile().makeGame({}, 2), options);
        QVERIFY(all.ok());
        QVERIFY(!all.stopped);
        QCOMPARE(heard.size(), std::size_t(6));
        QCOMPARE(heard.front(), std::make_pair(1, 6));
        QCOMPARE(heard.back(), std::make_pair(6, 6));

        options.progress = [](int done, int) { return done < 2; };
        const auto stopped = pb::check::runPropertyChecks(*flawedPile().makeGame({}, 2), options);
        QVERIFY(stopped.stopped);
        QVERIFY(!stopped.ok());
        QVERIFY(!stopped.firstBreak);
        QCOMPARE(stopped.games, 2);
        PB_COMPARE_JSON(stopped.toJson()["stopped"], nlohmann::json(true));
        PB_COMPARE_JSON(stopped.toJson()["ok"], nlohmann::json(false));
        // Stopped after the last game: the determinism check does not run, so
        // a game that would break it is not reported as broken.
        options.progress = [](int done, int games) { return done < games; };
        const auto late = pb::check::runPropertyChecks(
            *flawedPile().makeGame({{"flaw", kGrowsEachGame}}, 2), options);
        QVERIFY(late.stopped);
        QVERIFY(!late.firstBreak);
        QCOMPARE(late.games, 6);
    }

    // What an invariant of the caller's finds is a break too, named as such.
    void anExtraInvariantBreaksByName() {
        class NoLastStoneTaken final : public pb::check::GameInvariants {
        public:
            std::string checkEnd(const pb::State&, const nlohmann::json&) override {
                return "the game ended";
            }
        };
        pb::check::CheckOptions options;
        options.games = 3;
        const auto report = pb::check::runPropertyChecks(
            *flawedPile().makeGame({}, 2), options,
            [](const pb::Game&) { return std::make_unique<NoLastStoneTaken>(); });
        QVERIFY(report.firstBreak);
        QCOMPARE(report.firstBreak->check, std::string(pb::check::names::kEndInvariant));
        PB_COMPARE_JSON(report.firstBreak->state["pile"], nlohmann::json(0));
        QCOMPARE(report.games, 0);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestPropertyCheck)
#include "test_property_check.moc"
