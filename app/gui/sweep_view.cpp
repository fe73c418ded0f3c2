#include "sweep_view.h"

#include "board_presenter.h"
#include "parameter_words.h"
#include "seat_words.h"

#include <QVariantList>
#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace pb::gui {

namespace {

// A chart point at `x`: a proportion with its 95% interval, or a plain number.
QVariantMap point(double x, const nlohmann::json& value) {
    QVariantMap p{{QStringLiteral("x"), x}};
    if (value.is_object()) { // a proportion
        p[QStringLiteral("y")] = value.value("rate", 0.0);
        p[QStringLiteral("low")] = value.at("ci95").at(0).get<double>();
        p[QStringLiteral("high")] = value.at("ci95").at(1).get<double>();
    } else {
        p[QStringLiteral("y")] = value.get<double>();
        p[QStringLiteral("low")] = value.get<double>();
        p[QStringLiteral("high")] = value.get<double>();
    }
    return p;
}

} // namespace

// Rates against the first swept parameter: one line per seat and one for the
// first player (per value of the second parameter in a 2-D sweep), each point
// with its 95% interval; mean length as its own line.
QVariantMap SweepView::forRun(const nlohmann::json& sweep, std::string_view rulesetId) {
    if (!sweep.is_object() || sweep.value("parameters", nlohmann::json::array()).empty())
        return {};
    const std::string x = sweep["parameters"][0];
    const std::string second =
        sweep["parameters"].size() > 1 ? sweep["parameters"][1].get<std::string>() : "";
    std::map<std::string, QVariantList> series; // name -> points
    std::vector<std::string> order;
    QVariantList lengthPoints;
    double min = 0, max = 0;
    bool first = true;
    for (const auto& p : sweep.at("points")) {
        const nlohmann::json& value = p.at("values").at(x);
        if (!value.is_number())
            return {}; // only whole-number parameters have a numeric axis
        const double at = value.get<double>();
        min = first ? at : std::min(min, at);
        max = first ? at : std::max(max, at);
        first = false;
        const std::string suffix =
            second.empty()
                ? ""
                : ", " + tr("%1 = %2")
                             .arg(ParameterWords::labelOf(rulesetId, second),
                                  ParameterWords::valueText(rulesetId, second, p["values"][second]))
                             .toStdString();
        auto add = [&](const std::string& name, const nlohmann::json& v) {
            if (!series.count(name))
                order.push_back(name);
            series[name].push_back(point(at, v));
        };
        const nlohmann::json& metrics = p.at("metrics");
        for (const auto& seat : metrics.at("seats"))
            //: %1 a seat (P1), %2 its agent (MCTS (1,000 iterations))
            add(tr("%1 (%2)")
                        .arg(BoardPresenter::seatLabel(seat.value("seat", 0)),
                             SeatWords::agentName(QString::fromStdString(seat.value("agent", ""))))
                        .toStdString() +
                    suffix,
                seat);
        add(tr("First player").toStdString() + suffix, metrics.at("first_player").at("wins"));
        if (second.empty())
            lengthPoints.push_back(point(at, metrics.at("length").at("mean")));
    }
    QVariantList list;
    for (const auto& name : order)
        list.push_back(QVariantMap{{QStringLiteral("name"), QString::fromStdString(name)},
                                   {QStringLiteral("points"), series[name]}});
    return {{QStringLiteral("parameter"), ParameterWords::labelOf(rulesetId, x)},
            {QStringLiteral("min"), min},
            {QStringLiteral("max"), max},
            {QStringLiteral("series"), list},
            {QStringLiteral("lengthPoints"), lengthPoints}};
}

} // namespace pb::gui
