// The store's memory of Check (the property harness) by script version: one
// row per hash, passed or failed with the report, replaced by a new Check, and
// never written for a run stopped before its end.

#include "check/check_names.h"
#include "check/check_report.h"
#include "check/property_check.h"
#include "db/database.h"
#include "db/script_check_store.h"
#include "db/script_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "games/registry.h"
#include "script/script_ruleset.h"
#include "test_registry.h"
#include "tiny_nim_script.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

using pb::db::ScriptCheckStore;

const pb::script::ScriptRuleset& tinyNim(int most) {
    return pb::registerScriptRuleset(
        pb::script::ScriptRuleset::fromText("tiny-nim.lua", pb::test::tinyNimScript(most)));
}

QString hashOf(const pb::script::ScriptRuleset& ruleset) {
    return QString::fromStdString(ruleset.scriptHash());
}

pb::check::CheckReport brokenReport() {
    pb::check::CheckReport report;
    report.games = 2;
    report.decisions = 17;
    pb::check::CheckBreak found;
    found.check = pb::check::names::kException;
    found.message = "the ruleset threw: tiny-nim.lua:9: no stones";
    found.gameIndex = 2;
    found.step = 4;
    found.reproduction.game = "script:tiny-nim";
    found.reproduction.seed = 12345;
    report.firstBreak = found;
    return report;
}

} // namespace

class TestDbScriptChecks : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString file(const QString& name) const { return dir_.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void aCheckIsKeptByVersion() {
        const pb::script::ScriptRuleset& three = tinyNim(3);
        const pb::script::ScriptRuleset& four = tinyNim(4);
        pb::db::Database db(file(QStringLiteral("checks.sqlite")));
        ScriptCheckStore store(db);
        QVERIFY(!store.get(hashOf(three)));

        // A real run of the harness, which passes.
        pb::check::CheckOptions options;
        options.games = 3;
        const auto passed = pb::check::runPropertyChecks(*three.makeGame({}, 2), options);
        QVERIFY(passed.ok());
        store.put(three, passed);
        const auto row = store.get(hashOf(three));
        QVERIFY(row);
        QCOMPARE(row->hash, hashOf(three));
        QVERIFY(row->passed);
        QCOMPARE(row->games, 3);
        QCOMPARE(row->decisions, qint64(passed.decisions));
        QVERIFY(row->decisions > 0);
        QVERIFY(row->report == passed.toJson());
        QVERIFY(row->checkedAt.isValid());
        // The version itself is stored with it.
        QVERIFY(pb::db::ScriptStore(db).get(hashOf(three)));
        // Another version has a check of its own.
        QVERIFY(!store.get(hashOf(four)));
        store.put(four, brokenReport());
        const auto failed = store.get(hashOf(four));
        QVERIFY(!failed->passed);
        QCOMPARE(failed->games, 2);
        QCOMPARE(failed->report["break"]["check"].get<std::string>(), std::string("exception"));
        QCOMPARE(failed->report["break"]["reproduction"]["seed"].get<std::string>(),
                 std::string("12345"));
        QVERIFY(store.get(hashOf(three))->passed);

        // A new check of the same version replaces the old one.
        store.put(three, brokenReport());
        QVERIFY(!store.get(hashOf(three))->passed);
    }

    void aStoppedCheckIsNotStored() {
        const pb::script::ScriptRuleset& five = tinyNim(5);
        pb::db::Database db(file(QStringLiteral("stopped.sqlite")));
        pb::check::CheckReport stopped;
        stopped.games = 1;
        stopped.stopped = true;
        QVERIFY(pb::db::test::throwsStoreError([&] { ScriptCheckStore(db).put(five, stopped); },
                                               pb::db::StoreError::Kind::InvalidValue,
                                               {QStringLiteral("stopped before its end")}));
        QVERIFY(!ScriptCheckStore(db).get(hashOf(five)));
        QVERIFY(!pb::db::ScriptStore(db).get(hashOf(five)));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestDbScriptChecks)
#include "test_db_script_checks.moc"
