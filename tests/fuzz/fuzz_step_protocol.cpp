// Fuzz target: the `step` line protocol through pb::cli::StepSession, the code
// `playbench-cli step` runs. The first byte picks a ruleset, a player count and
// a seed; every following line is one input line. Each answer is one line of
// JSON; an error answer leaves the state unchanged; a state answer shows the
// session's state.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "fuzz_support.h"
#include "games/registry.h"
#include "step_session.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const auto rulesets = pb::allRulesets();
    const pb::Ruleset& ruleset = *rulesets[data[0] % rulesets.size()];
    const int span = ruleset.maxPlayers() - ruleset.minPlayers() + 1;
    const int players = ruleset.minPlayers() + (data[0] / rulesets.size()) % span;
    const auto game = ruleset.makeGame(nlohmann::json::object(), players);
    pb::cli::StepSession session(game->newInitialState(data[0]));
    const std::string where = std::string(ruleset.id()) + " step session";
    (void)pbfuzz::dumpSafe(session.stateLine());

    std::string_view rest = pbfuzz::asText(data + 1, size - 1);
    int lineNumber = 0;
    while (!rest.empty()) {
        const auto end = rest.find('\n');
        const std::string_view line = rest.substr(0, end);
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
        ++lineNumber;
        const std::uint64_t hashBefore = session.state().hash();
        std::optional<nlohmann::json> answer;
        try {
            answer = session.answer(line);
        } catch (const std::exception& e) {
            pbfuzz::finding(where + ": line " + std::to_string(lineNumber) +
                            " ended the session with an exception: " + e.what());
        }
        if (!answer)
            continue;
        const std::string out = pbfuzz::dumpSafe(*answer);
        if (out.find('\n') != std::string::npos)
            pbfuzz::finding(where + ": an answer spans lines: " + out);
        if (answer->contains("error")) {
            if (!(*answer)["error"].is_string() || session.state().hash() != hashBefore)
                pbfuzz::finding(where + ": an error answer changed the state: " + out);
            continue;
        }
        if (!answer->contains("state") || (*answer)["state"] != session.state().toJson())
            pbfuzz::finding(where + ": the answer does not show the session's state: " + out);
    }
    return 0;
}
