#include "games/stability/stability_ruleset.h"

#include "engine/errors.h"
#include "engine/generated_setup_parameters.h"
#include "engine/rng.h"
#include "engine/ruleset_of.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_game.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_state.h"

namespace pb::stability {

namespace {

std::vector<ParameterSpec> specs() {
    std::vector<ParameterSpec> s{
        ParameterSpec::integer(param::kSize, 10, 5, 16,
                               "Board side in squares (the seed text's board is 10x10)."),
        ParameterSpec::integer(param::kMinValue, 1, 0, 10,
                               "Lowest starting number of a non-corner square."),
        ParameterSpec::integer(param::kMaxValue, 8, 0, 10,
                               "Highest starting number of a non-corner square."),
        ParameterSpec::integer(param::kCornerValue, 1, 0, 10,
                               "Starting number of the four corner squares."),
        ParameterSpec::choice(param::kDirections, "orthogonal", {"orthogonal", "eight"},
                              "Straight lines a homunculus may move along: 4 orthogonal or all 8."),
        ParameterSpec::boolean(param::kShareSquares, false,
                               "Whether a homunculus may end its move on another's square."),
        ParameterSpec::integer(param::kPermeationThreshold, 3, 0, 9,
                               "PC needed before permeation may be declared."),
        ParameterSpec::integer(param::kMinTile, 0, 0, 10, "Lowest number a tile may show in play."),
        ParameterSpec::integer(param::kMaxTile, 10, 0, 10,
                               "Highest number a tile may show in play."),
        ParameterSpec::boolean(
            param::kAfflictionMandatory, false,
            "Whether a player must afflict a tile even without buying an effect."),
        ParameterSpec::choice(param::kAdjacency, "orthogonal", {"orthogonal", "eight"},
                              "Which tiles count as adjacent for the adj1-adj3 effects."),
    };
    for (int e = 1; e < kEffectCount; ++e)
        s.push_back(ParameterSpec::integer(
            std::string(kEffects[e].costParameter), kEffects[e].defaultCost, 0, 9,
            "PC cost of the " + std::string(kEffects[e].id) + " effect."));
    s.push_back(
        ParameterSpec::integer(param::kMaxTurns, 1000, 1, 1000000,
                               "Completed turns after which the game is a draw among the living."));
    return s;
}

std::vector<CounterSpec> counterSpecs() {
    std::vector<CounterSpec> c{{"move", "Moves made."},
                               {"affliction", "Non-permeated afflictions (each raises PC)."},
                               {"skip", "Afflictions skipped."}};
    for (int e = 0; e < kEffectCount; ++e)
        c.push_back({"permeate." + std::string(kEffects[e].id),
                     e == kNone
                         ? "Permeate steps where no effect was bought."
                         : "Times the " + std::string(kEffects[e].id) + " effect was bought."});
    c.push_back({"eliminated.zero", "Eliminated standing on a 0."});
    c.push_back({"eliminated.stranded", "Eliminated with no legal move."});
    c.push_back({"extra.clamped", "Extra tiles whose change was clamped away at 0 or 10."});
    return c;
}

std::vector<std::string> kinds() {
    return {"chance", "move", "permeate", "afflict", "skip", "extra", "set"};
}

class StabilityRuleset final : public RulesetOf<StabilityGame, StabilityState> {
public:
    StabilityRuleset() : RulesetOf(specs(), kinds(), counterSpecs()) {}

    std::string_view id() const override { return "stability"; }
    std::string_view displayName() const override { return "Stability"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return kMaxPlayers; }

    // The reference rules on the board seed 1 generates, written out as the
    // design's own board so that the Board page opens on it.
    std::optional<DemoDesign> demoDesign() const override {
        DemoDesign demo;
        demo.name = "Stability \u2014 demo";
        demo.notes = "The reference Stability rules with a board generated from seed 1. "
                     "Change anything; it is your copy.";
        BoardRequest request;
        Rng rng(1);
        const GeneratedBoard board = generateBoard(request, rng);
        nlohmann::json rows = nlohmann::json::array();
        for (int r = 0; r < request.size; ++r) {
            nlohmann::json row = nlohmann::json::array();
            for (int c = 0; c < request.size; ++c)
                row.push_back(board.values[std::size_t(r * request.size + c)]);
            rows.push_back(std::move(row));
        }
        demo.setup = {{"board", std::move(rows)}};
        demo.playtestAgents = {"random", "random"};
        demo.moveNotes = {"The first move: every square nearby is still high, so any direction "
                          "looks safe.",
                          "Half way: the board is wearing down around both homunculi.",
                          "The decisive move."};
        demo.runAgents = {"greedy", "random"};
        demo.runGames = 100;
        return demo;
    }

private:
};

// The numbers a generated board starts with: a design's saved board has its own
// (StabilityGame::newInitialState reads them only to generate one).
[[maybe_unused]] const bool kGeneratedSetupParametersRegistered = registerGeneratedSetupParameters(
    "stability", {param::kMinValue, param::kMaxValue, param::kCornerValue});

} // namespace

const Ruleset& ruleset() {
    static const StabilityRuleset instance;
    return instance;
}

} // namespace pb::stability
