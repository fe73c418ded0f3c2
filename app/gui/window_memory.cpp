#include "window_memory.h"

#include "db/design_store.h"
#include "design_editor.h"
#include "workbench.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QQuickWindow>
#include <QSettings>

namespace pb::gui::window_memory {

namespace {

const QString kSizeKey = QStringLiteral("window/size");
const QString kMaximizedKey = QStringLiteral("window/maximized");

// A database's key: its absolute path's hash, as QSettings keys take no slashes.
QString designKey(const QString& databasePath) {
    const QByteArray path = QFileInfo(databasePath).absoluteFilePath().toUtf8();
    return QStringLiteral("lastDesign/") +
           QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex());
}

} // namespace

QSize savedSize(QSize fallback) {
    const QSize size = QSettings().value(kSizeKey).toSize();
    // A size from a larger screen that is gone would put the window off screen.
    return size.isValid() && size.width() >= 320 && size.height() >= 320 ? size : fallback;
}

bool savedMaximized() {
    return QSettings().value(kMaximizedKey, false).toBool();
}

void saveSize(QSize size, bool maximized) {
    QSettings settings;
    if (!maximized && size.isValid())
        settings.setValue(kSizeKey, size);
    settings.setValue(kMaximizedKey, maximized);
}

int lastDesign(const QString& databasePath) {
    return databasePath.isEmpty() ? 0 : QSettings().value(designKey(databasePath), 0).toInt();
}

void saveLastDesign(const QString& databasePath, int designId) {
    if (!databasePath.isEmpty() && designId > 0)
        QSettings().setValue(designKey(databasePath), designId);
}

void attach(QQuickWindow* window, Workbench& workbench, DesignEditor* editor) {
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, window, [window] {
        saveSize(window->size(), window->visibility() == QWindow::Maximized);
    });
    if (!editor)
        return;
    auto restore = [&workbench, editor] {
        const int last = lastDesign(workbench.databasePath());
        if (last <= 0 || last == editor->designId() || !workbench.database())
            return;
        // A design deleted since is not restored: the one open stays, without an error.
        try {
            if (db::DesignStore(*workbench.database()).get(last))
                editor->load(last);
        } catch (const std::exception&) {
        }
    };
    restore();
    // After the editor opened the new database's first design (connected before).
    QObject::connect(&workbench, &Workbench::databaseChanged, editor, restore);
    QObject::connect(editor, &DesignEditor::designChanged, editor, [&workbench, editor] {
        saveLastDesign(workbench.databasePath(), editor->designId());
    });
}

} // namespace pb::gui::window_memory
