#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// Where the workbench's file dialogs start, what path a save dialog's choice
// means, and the last file saved, which the window announces ("Saved to
// <path>", with a button that opens its folder). One per QML engine; every
// page's dialogs share it.
class DesktopFiles : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // The user's Documents folder (QStandardPaths::DocumentsLocation) as a file
    // URL, created if missing; the home folder if it cannot be created.
    Q_PROPERTY(QUrl documentsFolder READ documentsFolder CONSTANT)
    // The path of the last file saved; empty before the first save.
    Q_PROPERTY(QString savedPath READ savedPath NOTIFY savedPathChanged)
    // The folder holding savedPath, as a URL for Qt.openUrlExternally.
    Q_PROPERTY(QUrl savedFolder READ savedFolder NOTIFY savedPathChanged)

public:
    explicit DesktopFiles(QObject* parent = nullptr);

    QUrl documentsFolder() const;
    QString savedPath() const { return savedPath_; }
    QUrl savedFolder() const;

    // The local path a save dialog's `chosen` file means (a file: URL, or the
    // bare path Qt 6.4's fallback dialog gives for a typed name), with
    // ".<extension>" added when the file name has no extension of its own.
    Q_INVOKABLE static QString savePath(const QUrl& chosen, const QString& extension);
    // `folder` + "/" + `fileName` as a file URL: a save dialog's suggestion.
    Q_INVOKABLE static QUrl fileInFolder(const QUrl& folder, const QString& fileName);
    // Records that `path` was just written; the window says so.
    Q_INVOKABLE void announceSaved(const QString& path);
    // Forgets the announcement (the notice was closed).
    Q_INVOKABLE void dismissSaved();
    // Mends Qt 6.4's QML fallback file dialog behind `fileDialog` (a
    // QtQuick.Dialogs FileDialog, once shown): Enter in its file name field
    // saves, as in any save dialog; without this it only took the name and
    // left the dialog open, so the save seemed to do nothing. A native dialog
    // has no such field: then nothing happens.
    // In an open dialog, the highlighted file is the chosen one, so Open acts
    // on it (without this, Open did nothing until the file was clicked again).
    // Returns whether `fileDialog` is shown by that fallback dialog.
    Q_INVOKABLE static bool mendFallbackDialog(QObject* fileDialog);
    // Whether a file (or folder) is at `path`: a save dialog asks before replacing it.
    Q_INVOKABLE static bool fileExists(const QString& path);

signals:
    void savedPathChanged();

private:
    QString savedPath_;
};

} // namespace pb::gui
