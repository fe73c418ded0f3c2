#include "desktop_files.h"

#include "gui_logging.h"

#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QStandardPaths>
#include <QWindow>

namespace pb::gui {

namespace {

// Qt 6.4's QML fallback FileDialog (the one used where the desktop offers no
// file dialog of its own) takes a typed file name only when its field loses
// focus or gets Enter, and Enter does not accept the dialog: a user who typed
// a name and pressed Enter saw nothing happen. This object lives on that
// field, passes every edit to the dialog at once, and makes Enter save.
class FallbackDialogMender : public QObject {
    Q_OBJECT

public:
    FallbackDialogMender(QObject* field, QObject* dialogImpl)
        : QObject(field), field_(field), dialogImpl_(dialogImpl) {
        connect(field, SIGNAL(textEdited()), this, SLOT(takeName()));
        connect(field, SIGNAL(accepted()), this, SLOT(save()));
    }

private slots:
    void takeName() {
        if (dialogImpl_ && !dialogImpl_->setProperty("fileName", field_->property("text")))
            qCWarning(lcGui) << "the fallback file dialog has no fileName property";
    }
    void save() {
        takeName();
        if (dialogImpl_ && !field_->property("text").toString().isEmpty())
            QMetaObject::invokeMethod(dialogImpl_, "accept");
    }

private:
    QObject* field_;
    QPointer<QObject> dialogImpl_;
};

// Qt 6.4's fallback open dialog highlights a file (the list's current item)
// without choosing it: Open then did nothing until the file was clicked. This
// makes the highlighted file the chosen one whenever the highlight moves.
class FallbackSelectionMender : public QObject {
    Q_OBJECT

public:
    FallbackSelectionMender(QObject* listView, QObject* dialogImpl)
        : QObject(listView), listView_(listView), dialogImpl_(dialogImpl) {
        connect(listView, SIGNAL(currentItemChanged()), this, SLOT(takeHighlighted()));
        takeHighlighted();
    }

private slots:
    void takeHighlighted() {
        auto* current = listView_->property("currentItem").value<QObject*>();
        if (!current || !dialogImpl_)
            return;
        const QUrl file = current->property("file").toUrl();
        // A folder is entered, not chosen.
        if (!file.isLocalFile() || !QFileInfo(file.toLocalFile()).isFile())
            return;
        if (!dialogImpl_->setProperty("selectedFile", file))
            qCWarning(lcGui) << "the fallback file dialog has no selectedFile property";
    }

private:
    QObject* listView_;
    QPointer<QObject> dialogImpl_;
};

} // namespace

DesktopFiles::DesktopFiles(QObject* parent) : QObject(parent) {}

QUrl DesktopFiles::documentsFolder() const {
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QDir().mkpath(documents))
        return QUrl::fromLocalFile(documents);
    qCWarning(lcGui) << "cannot create the Documents folder" << documents
                     << "- file dialogs start in the home folder";
    return QUrl::fromLocalFile(QDir::homePath());
}

QUrl DesktopFiles::savedFolder() const {
    if (savedPath_.isEmpty())
        return {};
    return QUrl::fromLocalFile(QFileInfo(savedPath_).absolutePath());
}

QString DesktopFiles::savePath(const QUrl& chosen, const QString& extension) {
    QString path = chosen.isLocalFile() ? chosen.toLocalFile() : chosen.toString();
    if (path.isEmpty() || extension.isEmpty() || path.endsWith(QLatin1Char('/')))
        return path;
    if (QFileInfo(path).suffix().isEmpty()) {
        if (!path.endsWith(QLatin1Char('.')))
            path += QLatin1Char('.');
        path += extension;
    }
    return path;
}

QUrl DesktopFiles::fileInFolder(const QUrl& folder, const QString& fileName) {
    const QString folderPath = folder.isLocalFile() ? folder.toLocalFile() : folder.toString();
    return QUrl::fromLocalFile(QDir(folderPath).filePath(fileName));
}

void DesktopFiles::announceSaved(const QString& path) {
    savedPath_ = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    qCInfo(lcGui) << "saved" << savedPath_;
    // Emitted even for the same path again: the notice shows each save.
    emit savedPathChanged();
}

void DesktopFiles::dismissSaved() {
    if (savedPath_.isEmpty())
        return;
    savedPath_.clear();
    emit savedPathChanged();
}

bool DesktopFiles::fileExists(const QString& path) {
    return !path.isEmpty() && QFileInfo::exists(path);
}

bool DesktopFiles::mendFallbackDialog(QObject* fileDialog) {
    // The fallback dialog lives in the window, not under the FileDialog that
    // shows it; only one file dialog is open at a time, the one just shown.
    auto* window = fileDialog ? fileDialog->property("parentWindow").value<QWindow*>() : nullptr;
    if (window == nullptr)
        return false;
    bool fallback = false;
    const QList<QObject*> objects = window->findChildren<QObject*>();
    for (QObject* impl : objects) {
        if (!impl->inherits("QQuickFileDialogImpl") || !impl->property("visible").toBool())
            continue;
        fallback = true;
        QObject* field = impl->findChild<QObject*>(QStringLiteral("fileNameTextField"));
        if (field != nullptr && field->findChild<FallbackDialogMender*>() == nullptr)
            new FallbackDialogMender(field, impl);
        // An open dialog (FileDialog.OpenFile): its highlighted file is the chosen one.
        QObject* list = impl->findChild<QObject*>(QStringLiteral("fileDialogListView"));
        if (fileDialog->property("fileMode").toInt() == 0 && list != nullptr &&
            list->findChild<FallbackSelectionMender*>() == nullptr)
            new FallbackSelectionMender(list, impl);
    }
    return fallback;
}

} // namespace pb::gui

#include "desktop_files.moc"
