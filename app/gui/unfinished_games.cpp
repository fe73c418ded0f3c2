#include "unfinished_games.h"

#include "date_text.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "seat_words.h"

#include <QLocale>
#include <QVariantMap>
#include <map>

namespace pb::gui {

QVariantList unfinishedGames(pb::db::Database& db, qint64 except) {
    QVariantList games;
    std::map<qint64, QString> designNames;
    for (const pb::db::DesignRow& design : pb::db::DesignStore(db).list())
        designNames[design.id] = design.name;
    pb::db::GameFilter filter;
    filter.status = pb::db::GameStatus::Running;
    for (const pb::db::GameRow& game : pb::db::GameStore(db).listGames(filter)) {
        if (game.id == except)
            continue;
        games.append(QVariantMap{
            {QStringLiteral("gameId"), game.id},
            {QStringLiteral("designId"), game.designId.value_or(0)},
            {QStringLiteral("designName"), game.designId ? designNames[*game.designId] : QString()},
            {QStringLiteral("rulesetId"), game.ruleset},
            {QStringLiteral("players"), game.players},
            {QStringLiteral("seats"), game.seats},
            {QStringLiteral("seatNames"), SeatWords::seatList(game.seats)},
            {QStringLiteral("moveCount"), game.moveCount},
            {QStringLiteral("startedAt"), dateTimeText(game.startedAt)},
        });
    }
    return games;
}

} // namespace pb::gui
