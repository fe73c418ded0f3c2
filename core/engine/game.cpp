#include "engine/game.h"

#include "engine/hasher.h"

namespace pb {

Game::Game(const Ruleset& ruleset, nlohmann::json params, int numPlayers)
    : ruleset_(ruleset), params_(std::move(params)), numPlayers_(numPlayers) {
    Hasher h;
    h.addText(params_.dump()); // object keys are sorted, so the text is canonical
    paramsHash_ = h.value();
}

} // namespace pb
