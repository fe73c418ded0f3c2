#pragma once

// The open game of a PlaytestSession, shared by the files that make up the
// session (playtest_session.cpp, playtest_lifecycle.cpp, playtest_turns.cpp,
// playtest_demo.cpp); nothing else includes it.

#include "db/game_logger.h"
#include "db/game_store.h"
#include "engine/state.h"
#include "playtest_session.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace pb::gui {

// Everything that exists only while a game is open. The store and logger refer
// to the workbench's database, so this goes whenever that database does.
struct PlaytestSession::Live {
    struct Taken {
        std::unique_ptr<pb::State> before; // the state the decision was taken at
        bool chance = false;
    };

    std::unique_ptr<pb::db::GameStore> store;
    std::unique_ptr<pb::db::GameLogger> logger;
    std::unique_ptr<pb::State> state;
    std::vector<Taken> taken; // the effective decisions, oldest first (undo pops)
    std::uint64_t seed = 0;
    int rowsLogged = 0;    // log rows of the game, undo rows included
    bool stopped = false;  // a write failed: nothing more is played
    bool finished = false; // the result is stored
};

// A person sits in a seat whose spec is "human".
inline bool isPersonSpec(const QString& spec) {
    return spec == QLatin1String("human");
}

} // namespace pb::gui
