#include "workbench.h"

#include "db/database.h"
#include "db/demo_database.h"
#include "db/design_store.h"
#include "db/store_error.h"
#include "design_ruleset.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "ruleset_ui.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>
#include <exception>

namespace pb::gui {

Workbench::Workbench(QObject* parent) : QObject(parent) {}

Workbench::~Workbench() = default;

bool Workbench::openDatabase(const QString& path, bool createIfMissing) {
    const auto mode = createIfMissing ? db::Database::OpenMode::CreateIfMissing
                                      : db::Database::OpenMode::ExistingOnly;
    std::unique_ptr<db::Database> opened;
    try {
        opened = std::make_unique<db::Database>(path, mode);
    } catch (const std::exception& error) {
        // StoreError says which file and what is wrong with it in one line. The
        // caller shows it (a dialog, or stderr when unattended), so it is only
        // logged as information here. The store open before stays open.
        setErrorMessage(QString::fromStdString(error.what()));
        qCInfo(lcGui).noquote() << "cannot open database:" << errorMessage_;
        return false;
    }
    closeDatabase();
    database_ = std::move(opened);
    databasePath_ = path;
    setErrorMessage({});
    qCInfo(lcGui) << "opened database" << path;
    registerDesignScripts(*database_);
    emit databaseChanged();
    updateDesignCount();
    emit designsChanged();
    return true;
}

bool Workbench::openDatabaseFile(const QUrl& file) {
    // A fresh attempt: the same failure again must still reach the error dialog.
    setErrorMessage({});
    return openDatabase(file.isLocalFile() ? file.toLocalFile() : file.toString());
}

bool Workbench::newDatabaseFile(const QUrl& file) {
    setErrorMessage({});
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (QFileInfo::exists(path)) {
        setErrorMessage(tr("%1 already exists: a new database needs a file name that is not "
                           "taken (open an existing one with File > Open database).")
                            .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openDatabase(path, true);
}

bool Workbench::openDefaultDemoDatabase() {
    return openDemoDatabase(defaultDemoDatabasePath());
}

bool Workbench::openDemoDatabase(const QString& path) {
    try {
        // Written in the interface language of the start that creates it.
        db::ensureDemoDatabase(path, [](std::string_view rulesetId, const std::string& english) {
            const RulesetUi* ui = findRulesetUi(rulesetId);
            return ui ? ui->demoText(english) : QString();
        });
    } catch (const std::exception& error) {
        setErrorMessage(QString::fromStdString(error.what()));
        qCInfo(lcGui).noquote() << "cannot create the demo database:" << errorMessage_;
        return false;
    }
    return openDatabase(path, false);
}

QString Workbench::defaultDemoDatabasePath() {
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(folder).filePath(QStringLiteral("playbench-demo.sqlite"));
}

void Workbench::closeDatabase() {
    if (!database_)
        return;
    database_.reset();
    databasePath_.clear();
    emit databaseChanged();
    updateDesignCount();
    emit designsChanged();
}

void Workbench::notifyDesignsChanged() {
    updateDesignCount();
    emit designsChanged();
}

void Workbench::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void Workbench::updateDesignCount() {
    int count = 0;
    if (database_) {
        try {
            count = static_cast<int>(db::DesignStore(*database_).list().size());
        } catch (const std::exception& error) {
            // The count is informative only; the designs page reports the failure too.
            qCWarning(lcGui) << "cannot count designs:" << error.what();
        }
    }
    if (count == designCount_)
        return;
    designCount_ = count;
    emit designCountChanged();
}

QVariantMap Workbench::designInfo(int designId) const {
    pb::db::Database* db = database();
    if (db == nullptr)
        return {};
    try {
        const std::optional<pb::db::DesignRow> design = pb::db::DesignStore(*db).get(designId);
        if (!design)
            return {};
        const pb::Ruleset* ruleset = designRuleset(*db, *design);
        if (ruleset == nullptr)
            return {};
        return {
            {QStringLiteral("name"), design->name},
            {QStringLiteral("rulesetId"), designRulesetKey(*design)},
            {QStringLiteral("rulesetName"),
             QString::fromStdString(std::string(ruleset->displayName()))},
            {QStringLiteral("minPlayers"), ruleset->minPlayers()},
            {QStringLiteral("maxPlayers"), ruleset->maxPlayers()},
            {QStringLiteral("players"),
             std::clamp(2, ruleset->minPlayers(), ruleset->maxPlayers())},
        };
    } catch (const pb::db::StoreError&) {
        return {};
    }
}

} // namespace pb::gui
