#pragma once

// What every test of a design-part editor (a deck, a board, a set-up) starts
// from: a fresh design database in a temporary folder, designs made in it,
// and files written beside it for the editor to import.

#include "db/design_store.h"
#include "workbench.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>

namespace pb::test {

class EditorTestBench {
public:
    // False when the folder or the database cannot be made.
    bool open() {
        return dir_.isValid() &&
               workbench_.openDatabase(dir_.filePath(QStringLiteral("designs.sqlite")), true);
    }

    pb::gui::Workbench* workbench() { return &workbench_; }
    pb::db::DesignStore store() { return pb::db::DesignStore(*workbench_.database()); }

    // A design of `ruleset` named after it, with these parameters and set-up.
    qint64 createDesign(const QString& ruleset, const nlohmann::json& setup = {},
                        const nlohmann::json& params = nlohmann::json::object()) {
        pb::db::DesignRow row;
        row.name = QStringLiteral("Test %1").arg(ruleset);
        row.ruleset = ruleset;
        row.params = params;
        row.setup = setup;
        return store().create(row);
    }

    QString filePath(const QString& name) const { return dir_.filePath(name); }

    // `text` as file `name` in the folder; its path.
    QString writeFile(const QString& name, const QByteArray& text) const {
        const QString path = filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private:
    QTemporaryDir dir_;
    pb::gui::Workbench workbench_;
};

} // namespace pb::test
