#pragma once

// The demo database for the workbench tests. Building it plays every
// ruleset's demo game and batch run, which takes seconds under the
// sanitizers; a test function that wants a fresh demo store gets a copy of
// one built once per test process instead.

#include "db/demo_database.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <exception>

namespace pb::gui::test {

// Makes `path` (a file that does not exist yet) a copy of the file
// db::ensureDemoDatabase builds; false if it cannot. The demo is built
// seeded, so the copy holds what building it at `path` would.
inline bool copyDemoDatabase(const QString& path) {
    // Lives as long as the process, like the file it holds.
    static QTemporaryDir folder;
    static const QString built = []() -> QString {
        if (!folder.isValid())
            return {};
        const QString file = folder.filePath(QStringLiteral("demo.sqlite"));
        try {
            pb::db::ensureDemoDatabase(file);
        } catch (const std::exception&) {
            return {};
        }
        return file;
    }();
    return !built.isEmpty() && QFile::copy(built, path);
}

} // namespace pb::gui::test
