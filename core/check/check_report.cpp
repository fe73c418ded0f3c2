#include "check/check_report.h"

namespace pb::check {

nlohmann::json CheckBreak::toJson() const {
    return {{"check", check},
            {"message", message},
            {"game_index", gameIndex},
            {"step", step},
            {"state", state},
            {"decision", decision},
            {"reproduction", reproduction.toJson()}};
}

std::string CheckBreak::describe() const {
    std::string text = check + ": " + message + "\n  at game " + std::to_string(gameIndex) +
                       " step " + std::to_string(step) + " (seed " +
                       std::to_string(reproduction.seed) + ")";
    if (!decision.is_null())
        text += ", taking " + decision.dump();
    return text + "\n  state: " + state.dump();
}

nlohmann::json CheckReport::toJson() const {
    nlohmann::json json{{"ok", ok()}, {"games", games}, {"decisions", decisions}};
    if (stopped)
        json["stopped"] = true;
    if (firstBreak)
        json["break"] = firstBreak->toJson();
    return json;
}

} // namespace pb::check
