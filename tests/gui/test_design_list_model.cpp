// DesignListModel on a real store: rows, roles, reloads and the closed and
// failed states, with QAbstractItemModelTester watching every change.

#include "db/database.h"
#include "db/demo_database.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "demo_database_copy.h"
#include "design_editor.h"
#include "design_list_model.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <memory>

using pb::gui::DesignListModel;
using pb::gui::Workbench;

class TestDesignListModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void isEmptyWithoutWorkbench();
    void listsTheDemoDesign();
    void theDemoSpeaksTheLanguageItIsCreatedIn();
    void rolesHaveCamelCaseNames();
    void aChangeReadsAsEveryPageShowsAMoment();
    void aDamagedDesignHidesNoOther();
    void reloadsWhenDesignsChange();
    void emptiesWhenTheDatabaseCloses();
    void emptiesWhenTheWorkbenchIsDestroyed();
    void isEmptyWhenTheDatabaseCannotBeOpened();

private:
    QString databasePath() const { return dir_->filePath(QStringLiteral("designs.sqlite")); }
    // The workbench on a fresh copy of the demo database.
    bool openDemo() {
        return pb::gui::test::copyDemoDatabase(databasePath()) &&
               workbench_->openDemoDatabase(databasePath());
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<DesignListModel> model_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestDesignListModel::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    model_ = std::make_unique<DesignListModel>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        model_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestDesignListModel::cleanup() {
    tester_.reset();
    model_.reset();
    workbench_.reset();
    dir_.reset();
}

namespace {

// One demo design (and playtest, and run) per ruleset that brings one.
int demoCount() {
    int n = 0;
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        n += ruleset->demoDesign().has_value();
    return n;
}

} // namespace

void TestDesignListModel::isEmptyWithoutWorkbench() {
    QCOMPARE(model_->rowCount(), 0);
    QCOMPARE(model_->count(), 0);
    QVERIFY(model_->errorMessage().isEmpty());
}

void TestDesignListModel::listsTheDemoDesign() {
    QVERIFY(openDemo());
    QSignalSpy countChanged(model_.get(), &DesignListModel::countChanged);
    model_->setWorkbench(workbench_.get());

    // One design per ruleset, by name: Torus Lab's last.
    QCOMPARE(model_->rowCount(), demoCount());
    QCOMPARE(countChanged.count(), 1);
    QCOMPARE(model_->data(model_->index(demoCount() - 1), DesignListModel::NameRole).toString(),
             QStringLiteral("Torus Lab — demo"));
    QCOMPARE(model_->data(model_->index(demoCount() - 1), DesignListModel::RulesetRole).toString(),
             QStringLiteral("torus-lab"));
    int stabilityRow = -1;
    for (int row = 0; row < demoCount(); ++row) {
        if (model_->data(model_->index(row), DesignListModel::RulesetRole) ==
            QStringLiteral("stability"))
            stabilityRow = row;
        if (row > 0)
            QVERIFY(model_->data(model_->index(row - 1), DesignListModel::NameRole).toString() <
                    model_->data(model_->index(row), DesignListModel::NameRole).toString());
    }
    const QModelIndex first = model_->index(stabilityRow);
    QVERIFY(model_->data(first, DesignListModel::IdRole).toLongLong() > 0);
    QCOMPARE(model_->data(first, DesignListModel::NameRole).toString(),
             QString::fromUtf8(pb::db::kDemoDesignName));
    QCOMPARE(model_->data(first, Qt::DisplayRole).toString(),
             QString::fromUtf8(pb::db::kDemoDesignName));
    QCOMPARE(model_->data(first, DesignListModel::RulesetRole).toString(),
             QStringLiteral("stability"));
    QCOMPARE(model_->data(first, DesignListModel::RulesetNameRole).toString(),
             QStringLiteral("Stability"));
    QVERIFY(model_->data(first, DesignListModel::UpdatedAtRole).toDateTime().isValid());
    QVERIFY(!model_->data(first, Qt::DecorationRole).isValid());
    QCOMPARE(workbench_->designCount(), demoCount());
}

// A designer who starts in German reads the demo's notes in German: the
// design's own and those on its playtest's moves. The names stay, as the
// window finds the first design by its name.
void TestDesignListModel::theDemoSpeaksTheLanguageItIsCreatedIn() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const bool opened = workbench_->openDemoDatabase(databasePath());
    QCoreApplication::removeTranslator(&german);
    QVERIFY(opened);

    pb::db::DesignStore designs(*workbench_->database());
    std::optional<pb::db::DesignRow> stability;
    for (const pb::db::DesignRow& design : designs.list())
        if (design.ruleset == QStringLiteral("stability"))
            stability = design;
    QVERIFY(stability);
    QCOMPARE(stability->name, QString::fromUtf8(pb::db::kDemoDesignName));
    QVERIFY2(stability->notes.startsWith(QStringLiteral("Die Referenzregeln")),
             qPrintable(stability->notes));

    pb::db::GameStore games(*workbench_->database());
    pb::db::GameFilter filter;
    filter.designId = stability->id;
    const std::vector<pb::db::GameRow> played = games.listGames(filter);
    QCOMPARE(played.size(), std::size_t(1));
    QStringList notes;
    for (const pb::db::MoveRow& move : games.moves(played.front().id))
        if (!move.annotation.isEmpty())
            notes.append(move.annotation);
    QCOMPARE(notes.size(), 3);
    QCOMPARE(notes.back(), QStringLiteral("Der entscheidende Zug."));
}

void TestDesignListModel::rolesHaveCamelCaseNames() {
    const QHash<int, QByteArray> roles = model_->roleNames();
    QCOMPARE(roles.value(DesignListModel::IdRole), QByteArray("id"));
    QCOMPARE(roles.value(DesignListModel::NameRole), QByteArray("name"));
    QCOMPARE(roles.value(DesignListModel::RulesetRole), QByteArray("ruleset"));
    QCOMPARE(roles.value(DesignListModel::RulesetNameRole), QByteArray("rulesetName"));
    QCOMPARE(roles.value(DesignListModel::UpdatedAtRole), QByteArray("updatedAt"));
    QCOMPARE(roles.value(DesignListModel::ChangedAtTextRole), QByteArray("changedAtText"));
}

// Designs, Playtest, Review and Reports show a moment alike: the local time in
// the interface language's short format, with the whole year.
void TestDesignListModel::aChangeReadsAsEveryPageShowsAMoment() {
    QVERIFY(openDemo());
    model_->setWorkbench(workbench_.get());
    const QModelIndex first = model_->index(0);
    const QDateTime updated = model_->data(first, DesignListModel::UpdatedAtRole).toDateTime();
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = model_->data(first, DesignListModel::ChangedAtTextRole).toString();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QString english = model_->data(first, DesignListModel::ChangedAtTextRole).toString();
    QLocale::setDefault(before);
    QCOMPARE(german, updated.toLocalTime().toString(QStringLiteral("dd.MM.yyyy HH:mm")));
    QCOMPARE(english, updated.toLocalTime().toString(QStringLiteral("M/d/yyyy h:mm AP")));
}

void TestDesignListModel::reloadsWhenDesignsChange() {
    QVERIFY(openDemo());
    model_->setWorkbench(workbench_.get());

    pb::db::DesignRow design;
    design.name = QStringLiteral("Another board");
    design.ruleset = QStringLiteral("stability");
    const qint64 id = pb::db::DesignStore(*workbench_->database()).create(design);
    QCOMPARE(model_->rowCount(), demoCount()); // nobody said so yet

    QSignalSpy countChanged(workbench_.get(), &Workbench::designCountChanged);
    workbench_->notifyDesignsChanged();
    QCOMPARE(model_->rowCount(), demoCount() + 1);
    QCOMPARE(workbench_->designCount(), demoCount() + 1);
    QCOMPARE(countChanged.count(), 1);
    // By name, case-insensitively: "Another board" before "Stability — demo".
    QCOMPARE(model_->data(model_->index(0), DesignListModel::IdRole).toLongLong(), id);
    QCOMPARE(model_->data(model_->index(0), DesignListModel::NameRole).toString(),
             QStringLiteral("Another board"));
}

// One design whose parameters no longer read: the list shows every design,
// marks that one in words, and the editor opens a sound one first.
void TestDesignListModel::aDamagedDesignHidesNoOther() {
    QVERIFY(openDemo());
    const auto designs = pb::db::DesignStore(*workbench_->database()).list();
    qint64 oldest = designs.front().id;
    for (const pb::db::DesignRow& design : designs)
        oldest = std::min(oldest, design.id);
    QSqlQuery query(workbench_->database()->connection());
    QVERIFY(query.exec(
        QStringLiteral("UPDATE designs SET params = 'not json' WHERE id = %1").arg(oldest)));
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->rowCount(), demoCount());
    QCOMPARE(model_->errorMessage(), QString());
    int damaged = 0;
    for (int r = 0; r < model_->rowCount(); ++r) {
        const QModelIndex index = model_->index(r);
        const QString damage = model_->data(index, DesignListModel::DamageRole).toString();
        if (model_->data(index, DesignListModel::IdRole).toLongLong() == oldest) {
            QCOMPARE(damage, QStringLiteral("Damaged: its stored parameters cannot be read. "
                                            "Delete this design; the other designs are unharmed."));
            ++damaged;
        } else {
            QCOMPARE(damage, QString());
        }
    }
    QCOMPARE(damaged, 1);
    pb::gui::DesignEditor editor;
    editor.setWorkbench(workbench_.get());
    editor.openFirstDesign();
    QVERIFY(editor.designId() > 0 && editor.designId() != oldest);
    QCOMPARE(editor.errorMessage(), QString());
    QVERIFY(!editor.load(int(oldest)));
    QVERIFY(editor.errorMessage().contains(QStringLiteral("not valid JSON")));
}

void TestDesignListModel::emptiesWhenTheDatabaseCloses() {
    QVERIFY(openDemo());
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->rowCount(), demoCount());

    workbench_->closeDatabase();
    QCOMPARE(model_->rowCount(), 0);
    QCOMPARE(workbench_->designCount(), 0);
    QVERIFY(!workbench_->isOpen());
    QVERIFY(workbench_->databasePath().isEmpty());
}

void TestDesignListModel::emptiesWhenTheWorkbenchIsDestroyed() {
    QVERIFY(openDemo());
    model_->setWorkbench(workbench_.get());
    QSignalSpy workbenchChanged(model_.get(), &DesignListModel::workbenchChanged);
    workbench_.reset();
    QCOMPARE(workbenchChanged.count(), 1);
    QCOMPARE(model_->workbench(), nullptr);
    QCOMPARE(model_->rowCount(), 0);
}

void TestDesignListModel::isEmptyWhenTheDatabaseCannotBeOpened() {
    const QString missing = dir_->filePath(QStringLiteral("missing.sqlite"));
    QVERIFY(!workbench_->openDatabase(missing));
    QVERIFY(!workbench_->errorMessage().isEmpty());
    QVERIFY(!QFile::exists(missing)); // a missing file is reported, not created
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->rowCount(), 0);

    // Opening a good file afterwards clears the error.
    QVERIFY(openDemo());
    QVERIFY(workbench_->errorMessage().isEmpty());
    QCOMPARE(model_->rowCount(), demoCount());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestDesignListModel)
#include "test_design_list_model.moc"
