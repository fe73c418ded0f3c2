#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <nlohmann/json.hpp>
#include <string_view>

namespace pb::gui {

// The Reports page's forms of heatmaps, worded in the interface language.
class HeatmapView {
    Q_DECLARE_TR_FUNCTIONS(HeatmapView)

public:
    // The Reports page's form of a stored heatmap (one entry of
    // pb::summarizeHeatmaps()), per game (pb::heatmapPerGame()): {id, title,
    // rows, cols, games, perGame (false for a run stored without its number of
    // games: its totals), diverging: false, views: [{name ("All seats", "P1",
    // ...), values [per game], labels [the figure as the cell shows it], levels
    // [0..6 on ColorScheme.heatScale: 0 no event, 6 the busiest cell], tips
    // [what the cell says on hover], legend (the busiest cell, worded)}]}: one
    // view, or with a seat chooser one more per seat where seats differ.
    static QVariantMap forRun(const nlohmann::json& map, const QString& title);

    // The Reports page's heatmap card: forRun() of each map a run of ruleset
    // `rulesetId` stored (pb::summarizeHeatmaps()), titled in the interface
    // language where the ruleset words the map, else in the core's English.
    static QVariantList forRunMaps(const nlohmann::json& maps, std::string_view rulesetId);

    // The A/B comparison's form of a difference map (one entry of
    // pb::compareHeatmaps()): as forRun() with diverging: true and one view
    // whose levels run -4..4 on ColorScheme.differenceScale (B fewer .. B more,
    // 0 none), "outlined" [the cells beyond noise] and a summary line.
    static QVariantMap forDifference(const nlohmann::json& map, const QString& title);
};

} // namespace pb::gui
