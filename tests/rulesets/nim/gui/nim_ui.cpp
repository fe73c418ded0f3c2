#include "nim_ui.h"

#include "board_presenter.h"
#include "engine/decision.h"
#include "engine/state.h"
#include "ruleset_ui.h"

#include <QVariantList>
#include <nlohmann/json.hpp>

namespace pb::gui::nim {

namespace {

// The piles as counts; a pile is a click target (its index), and a click on
// it offers every count that may be taken from it.
class NimPresenter final : public BoardPresenter {
public:
    QVariantMap describe(const pb::State& state, int) const override {
        QVariantList piles;
        const nlohmann::json json = state.toJson();
        for (const auto& pile : json["piles"])
            piles.append(pile.get<int>());
        return {{QStringLiteral("piles"), piles}};
    }

    int decisionSquare(const pb::State&, const pb::Decision& decision) const override {
        return decision.a;
    }
};

class NimUi final : public RulesetUi {
public:
    std::string_view rulesetId() const override { return "nim"; }
    QString boardView() const override { return QStringLiteral("boards/nim/NimBoard.qml"); }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<NimPresenter>();
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const NimUi ui;
    return ui;
}

} // namespace pb::gui::nim
