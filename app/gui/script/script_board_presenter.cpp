#include "script/script_board_presenter.h"

#include "engine/game.h"
#include "engine/state.h"
#include "script/script_state.h"
#include "script/script_view.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QVariantList>
#include <nlohmann/json.hpp>

namespace pb::gui {

namespace {

const pb::script::ScriptState* scriptState(const pb::State& state) {
    return dynamic_cast<const pb::script::ScriptState*>(&state);
}

QVariantMap toMap(const nlohmann::json& value) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(value.dump())).object().toVariantMap();
}

} // namespace

int ScriptBoardPresenter::decisionSquare(const pb::State& state,
                                         const pb::Decision& decision) const {
    const auto* s = scriptState(state);
    return s != nullptr ? pb::script::viewTarget(*s, decision) : -1;
}

QVariantMap ScriptBoardPresenter::describe(const pb::State& state, int viewerSeat) const {
    QVariantMap out = BoardPresenter::describe(state, viewerSeat);
    const auto* s = scriptState(state);
    const bool hasView = s != nullptr && pb::script::hasView(*s);
    out.insert(QStringLiteral("hasView"), hasView);
    if (hasView)
        out.insert(QStringLiteral("view"), toMap(pb::script::describeView(*s, viewerSeat)));
    out.insert(QStringLiteral("actor"), state.currentActor());
    QStringList seats;
    for (int seat = 0; seat < state.game().numPlayers(); ++seat)
        seats.append(seatLabel(seat));
    out.insert(QStringLiteral("seatLabels"), seats);
    return out;
}

QVariantMap ScriptBoardPresenter::playerPanel(const StateHistory& history, int viewerSeat) const {
    QVariantMap panel = BoardPresenter::playerPanel(history, viewerSeat);
    const auto* s = history.empty() ? nullptr : scriptState(*history.back());
    if (s == nullptr || !pb::script::hasView(*s))
        return panel;
    const nlohmann::json view = pb::script::describeView(*s, viewerSeat);
    QVariantList players = panel.value(QStringLiteral("players")).toList();
    for (const nlohmann::json& seat : view["panel"]) {
        const int index = seat["seat"].get<int>();
        if (index < 0 || index >= players.size())
            continue;
        QStringList facts;
        for (const nlohmann::json& fact : seat["facts"]) {
            const nlohmann::json& value = fact["value"];
            //: %1 a value's name in the script (Score), %2 its value (12, or ? when hidden)
            facts.append(tr("%1: %2").arg(QString::fromStdString(fact["label"].get<std::string>()),
                                          value.is_number() ? QString::number(value.get<int>())
                                                            : QStringLiteral("?")));
        }
        QVariantMap player = players[index].toMap();
        player.insert(QStringLiteral("facts"), facts);
        players[index] = player;
    }
    panel.insert(QStringLiteral("players"), players);
    return panel;
}

} // namespace pb::gui
