// Streamway Siege's pieces and set-up (docs/rules/streamway-siege.md).
#include "engine/ruleset.h"
#include "games/streamway_siege/streamway_siege_game.h"
#include "streamway_siege_print.h"

#include <QCoreApplication>

namespace pb::print::streamway_siege {

namespace {

// The words of this file, in the translations under "StreamwaySiegePrint".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(StreamwaySiegePrint)
};

const pb::streamway_siege::Rules& rulesOf(const PrintInput& input,
                                          std::shared_ptr<const Game>& keep) {
    keep = input.ruleset.makeGame(input.params, input.players);
    return static_cast<const pb::streamway_siege::StreamwaySiegeGame&>(*keep).rules();
}

} // namespace

std::vector<TokenGroup> StreamwaySiegePrint::tokens(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const pb::streamway_siege::Rules& rules = rulesOf(input, game);
    const double size = std::min(16.0, input.options.squareMm * 0.7);
    TokenGroup men{Words::tr("Men"), {}};
    for (int team = 0; team < rules.teams; ++team)
        men.tokens.push_back({QStringLiteral("%1").arg(team + 1), team, rules.menPerTeam, size,
                              PrintToken::Shape::Circle});
    // A monster joins at every snake-eyes roll; a dozen covers a long game.
    TokenGroup monsters{Words::tr("Monsters"),
                        {{QStringLiteral("M"), -1, 12, size, PrintToken::Shape::Square}}};
    TokenGroup waves{Words::tr("Wave marker"),
                     {{QStringLiteral("W"), -1, 1, 14.0, PrintToken::Shape::Circle}}};
    return {men, monsters, waves};
}

QStringList StreamwaySiegePrint::setup(const PrintInput& input) const {
    std::shared_ptr<const Game> game;
    const pb::streamway_siege::Rules& rules = rulesOf(input, game);
    QStringList steps;
    steps << Words::tr(
        "Lay out the streamway: men go from its start (step 1) downstream to its end.");
    steps << Words::tr("Teams: %1, all on one side against the monsters; every player has a turn.")
                 .arg(rules.teams);
    steps << Words::tr("Each team starts with %1 men in reserve, none on the board.")
                 .arg(rules.menPerTeam);
    steps << Words::tr("Use %1-sided dice.").arg(rules.dieSides);
    steps << Words::tr(
                 "Put the wave marker on wave 1: a turn rolls one die per wave number; the game "
                 "has %1 waves.")
                 .arg(rules.waves);
    steps << Words::tr("Monsters start off the board; keep them at hand.");
    return steps;
}

} // namespace pb::print::streamway_siege
