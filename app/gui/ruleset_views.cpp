#include "ruleset_views.h"

#include "board_presenter.h"
#include "ruleset_ui.h"

namespace pb::gui {

QString RulesetViews::boardView(const QString& rulesetId) {
    return boardViewOf(rulesetId.toStdString());
}

QString RulesetViews::editorPane(const QString& rulesetId) {
    const RulesetUi* ui = findRulesetUi(rulesetId.toStdString());
    if (!ui || ui->editorPane().isEmpty())
        return {};
    return QStringLiteral("qrc:/qt/qml/Playbench/") + ui->editorPane();
}

} // namespace pb::gui
