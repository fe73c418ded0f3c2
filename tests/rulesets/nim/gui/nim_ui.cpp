#include "nim_ui.h"

#include "board_presenter.h"
#include "engine/decision.h"
#include "engine/state.h"
#include "ruleset_ui.h"
#include "word_tables.h"

#include <QVariantList>
#include <nlohmann/json.hpp>

namespace pb::gui::nim {

namespace {

// Nim's words go through the same tables as a shipped ruleset's, so that the
// workbench harness holds it to the same standard.
constexpr words::Parameter kParameters[] = {
    {"piles", QT_TRANSLATE_NOOP("ParameterWords", "Piles"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many piles of stones lie on the table.")},
    {"firstPile", QT_TRANSLATE_NOOP("ParameterWords", "Stones on the first pile"),
     QT_TRANSLATE_NOOP("ParameterWords", "Each further pile has one stone more.")},
    {"maxTake", QT_TRANSLATE_NOOP("ParameterWords", "Most stones a turn"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The most stones a turn may take from its pile (0: any number).")},
    {"misere", QT_TRANSLATE_NOOP("ParameterWords", "Last stone loses"),
     QT_TRANSLATE_NOOP("ParameterWords", "Whoever takes the last stone loses instead of wins.")},
};

// The piles as counts; a pile is a click target (its index), and a click on
// it offers every count that may be taken from it.
class NimPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(NimPresenter)

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

    // The engine's "take 2 from pile 1", in the interface language.
    QString decisionText(const pb::State&, const pb::Decision& decision) const override {
        return tr("take %1 from pile %2").arg(decision.b).arg(decision.a + 1);
    }
};

class NimUi final : public RulesetUi {
public:
    NimUi() : RulesetUi({kParameters, {}, {}}) {}

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
