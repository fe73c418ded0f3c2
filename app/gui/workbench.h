#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace pb::db {
class Database;
}

namespace pb::gui {

// The open design database and what the whole window shows about it. The
// application creates one and hands it to Main.qml as a required property;
// pages and models take it from there (`DesignListModel { workbench: ... }`).
//
// Opening never throws: a file that cannot be opened (missing, locked, not a
// Playbench store, from a newer Playbench) leaves the workbench closed with
// errorMessage saying why.
class Workbench : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application creates the Workbench and passes it to Main.qml.")
    Q_PROPERTY(QString databasePath READ databasePath NOTIFY databaseChanged)
    Q_PROPERTY(bool isOpen READ isOpen NOTIFY databaseChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(int designCount READ designCount NOTIFY designCountChanged)

public:
    explicit Workbench(QObject* parent = nullptr);
    ~Workbench() override;

    // Opens (and migrates) the store at `path`; with `createIfMissing` false a
    // missing file is an error. On success it replaces the one open before; on
    // failure that one stays open and errorMessage says why. Returns whether
    // `path` was opened.
    bool openDatabase(const QString& path, bool createIfMissing = false);
    // File > Open database: an existing Playbench store chosen in a file dialog.
    Q_INVOKABLE bool openDatabaseFile(const QUrl& file);
    // File > New database: a new, empty store at a path where no file is yet.
    Q_INVOKABLE bool newDatabaseFile(const QUrl& file);
    // File > Open demo database: the demo store in the data folder (made if missing).
    Q_INVOKABLE bool openDefaultDemoDatabase();
    // Creates the demo database at `path` if no file is there (with its
    // folder), then opens it. Returns isOpen().
    bool openDemoDatabase(const QString& path);
    void closeDatabase();

    // Where the demo database lives unless --database names another file:
    // playbench-demo.sqlite in the app's data folder (QStandardPaths::AppDataLocation).
    static QString defaultDemoDatabasePath();

    QString databasePath() const { return databasePath_; }
    bool isOpen() const { return database_ != nullptr; }
    QString errorMessage() const { return errorMessage_; }
    int designCount() const { return designCount_; }

    // The open store for models and controllers in C++, or nullptr when closed.
    pb::db::Database* database() const { return database_.get(); }

    // Whoever changes the designs table calls this so that every model and
    // count showing designs reloads.
    Q_INVOKABLE void notifyDesignsChanged();
    // What the dialogs that start a game or a run need about design
    // `designId`: name, rulesetId, rulesetName, minPlayers, maxPlayers,
    // players (a suggestion). Empty if the design cannot be read.
    Q_INVOKABLE QVariantMap designInfo(int designId) const;

signals:
    void databaseChanged();
    void errorMessageChanged();
    void designCountChanged();
    // The designs table changed; models listing designs reload.
    void designsChanged();

private:
    void setErrorMessage(const QString& message);
    void updateDesignCount();

    std::unique_ptr<pb::db::Database> database_;
    QString databasePath_;
    QString errorMessage_;
    int designCount_ = 0;
};

} // namespace pb::gui
