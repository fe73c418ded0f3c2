#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// The GUI registry as the pages see it: for a ruleset id, the board view the
// Playtest and Review pages load through BoardHost.qml, and the editor pane
// the Board page loads (RulesetUi). Pages and Main.qml name no ruleset.
class RulesetViews : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // qrc URL of the ruleset's board view (the generic board for a ruleset
    // without a GUI folder).
    Q_INVOKABLE static QString boardView(const QString& rulesetId);
    // qrc URL of the ruleset's editor pane, or empty when it has none.
    Q_INVOKABLE static QString editorPane(const QString& rulesetId);
};

} // namespace pb::gui
