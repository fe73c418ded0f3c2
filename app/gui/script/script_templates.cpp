#include "script/script_templates.h"

#include <QCoreApplication>
#include <QFile>

namespace pb::gui {

namespace {

// The words of the templates live in their own translation context.
QString templateWord(const char* english) {
    return QCoreApplication::translate("ScriptTemplates", english);
}

} // namespace

QList<ScriptTemplate> scriptTemplates() {
    struct Entry {
        const char* id;
        const char* name;
    };
    static const Entry entries[] = {
        {"skeleton", QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: empty skeleton")},
        {"tic-tac-toe", QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: Tic-tac-toe")},
        {"connect-four", QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: Connect Four")},
        {"pig", QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: Pig (a dice game)")},
        {"trick-taking",
         QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: trick taking (a card game)")},
        {"stability", QT_TRANSLATE_NOOP("ScriptTemplates", "Your own game: Stability as a script")},
    };
    QList<ScriptTemplate> list;
    for (const Entry& entry : entries) {
        const QString id = QString::fromLatin1(entry.id);
        list.append({id, id + QStringLiteral(".lua"), templateWord(entry.name)});
    }
    return list;
}

QString scriptTemplateText(const QString& id) {
    for (const ScriptTemplate& t : scriptTemplates())
        if (t.id == id) {
            QFile file(QStringLiteral(":/playbench/script-templates/") + t.fileName);
            if (file.open(QIODevice::ReadOnly))
                return QString::fromUtf8(file.readAll());
        }
    return {};
}

} // namespace pb::gui
