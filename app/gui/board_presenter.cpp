#include "board_presenter.h"

#include "board_tiles_model.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/outcome.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "ruleset_ui.h"

#include <QStringList>
#include <QVariantList>
#include <nlohmann/json.hpp>

namespace pb::gui {

QString BoardPresenter::decisionText(const pb::State& state, const pb::Decision& decision) const {
    return QString::fromStdString(state.decisionToText(decision));
}

QVariantMap BoardPresenter::playerPanel(const StateHistory& history, int viewerSeat) const {
    (void)viewerSeat;
    QVariantList players;
    if (history.empty())
        return {};
    const pb::State& state = *history.back();
    for (int seat = 0; seat < state.game().numPlayers(); ++seat)
        players.append(QVariantMap{{QStringLiteral("seat"), seat},
                                   {QStringLiteral("label"), seatLabel(seat)},
                                   {QStringLiteral("facts"), QStringList()},
                                   {QStringLiteral("out"), false},
                                   {QStringLiteral("outText"), QString()},
                                   {QStringLiteral("toMove"), state.currentActor() == seat}});
    return {{QStringLiteral("summary"), QString()}, {QStringLiteral("players"), players}};
}

QString BoardPresenter::endText(const StateHistory& history) const {
    return history.empty() ? QString() : outcomeText(*history.back());
}

QString BoardPresenter::outcomeText(const pb::State& state) {
    if (!state.isTerminal())
        return {};
    const pb::Outcome outcome = state.outcome();
    QString text;
    if (state.game().ruleset().cooperative()) {
        // The seats play as one team: they win or lose together.
        text = outcome.won(0) ? tr("The team won.") : tr("The team lost.");
    } else if (outcome.winner >= 0) {
        //: %1 a player (P1)
        text = tr("%1 wins.").arg(seatLabel(outcome.winner));
    } else {
        QStringList drawn;
        for (int seat = 0; seat < outcome.numSeats; ++seat)
            if (outcome.rank[std::size_t(seat)] == 1)
                drawn.append(seatLabel(seat));
        //: %1 the players who share first place (P1, P2)
        text = tr("A draw between %1.").arg(drawn.join(QStringLiteral(", ")));
    }
    if (outcome.turnLimit)
        //: %1 who won or drew
        text = tr("The turn limit was reached. %1").arg(text);
    return text;
}

void BoardPresenter::show(const pb::State&, BoardTilesModel& tiles) const {
    tiles.setBoard(0, {});
}

int BoardPresenter::decisionSquare(const pb::State&, const pb::Decision&) const {
    return -1;
}

QVariantMap BoardPresenter::describe(const pb::State& state, int viewerSeat) const {
    // Hidden cards never reach QML: the viewing seat's observation, the whole
    // state only when every hand is open.
    const nlohmann::json json =
        viewerSeat >= 0 ? state.observationJson(viewerSeat) : state.toJson();
    return {{QStringLiteral("stateText"), QString::fromStdString(json.dump(2))}};
}

std::unique_ptr<BoardPresenter> makeBoardPresenter(const std::string& rulesetId) {
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        return ui->makePresenter();
    return std::make_unique<BoardPresenter>();
}

QString boardViewOf(const std::string& rulesetId) {
    const RulesetUi* ui = findRulesetUi(rulesetId);
    return QStringLiteral("qrc:/qt/qml/Playbench/") +
           (ui ? ui->boardView() : QStringLiteral("boards/StateTextBoard.qml"));
}

QString loggedDecisionText(const BoardPresenter* presenter, const pb::State* state,
                           const nlohmann::json& decision, const QString& stored) {
    if (presenter == nullptr || state == nullptr)
        return stored;
    try {
        return presenter->decisionText(*state, state->decisionFromJson(decision));
    } catch (const pb::InvalidInput&) {
        return stored;
    }
}

} // namespace pb::gui
