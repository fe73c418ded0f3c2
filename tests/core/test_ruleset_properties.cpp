// The property harness every registered ruleset runs (ruleset_properties.h):
// the core's harness (check/property_check.h) over random games of each
// set-up the ruleset contributes, with the ruleset's own invariants.
// PLAYBENCH_PROPERTY_RULESET=<id> limits a run to one ruleset, so ctest runs
// one entry per ruleset (tests/core/CMakeLists.txt).

#include "check/determinism_check.h"
#include "check/property_check.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "ruleset_properties.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>

namespace {

// The games the harness plays of a set-up. Its full count runs in CI's
// full-speed build; under the sanitizers, where a decision costs ten times as
// much and what is looked for is a memory or undefined-behaviour error on a
// reached state, a sixteenth (every set-up still plays at least one game).
int harnessGames(int games) {
#ifdef PLAYBENCH_SANITIZED
    return std::max(1, games / 16);
#else
    return games;
#endif
}

// The rulesets this run covers: all, or the one PLAYBENCH_PROPERTY_RULESET names.
std::vector<const pb::Ruleset*> coveredRulesets() {
    const QByteArray only = qgetenv("PLAYBENCH_PROPERTY_RULESET");
    std::vector<const pb::Ruleset*> out;
    for (const pb::Ruleset* r : pb::allRulesets())
        if (only.isEmpty() || r->id() == only.toStdString())
            out.push_back(r);
    return out;
}

void addSetupRows() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("setup");
    for (const pb::Ruleset* r : coveredRulesets())
        if (const rulesettest::RulesetProperties* p =
                rulesettest::propertiesFor(std::string(r->id()))) {
            const auto setups = p->setups();
            for (std::size_t i = 0; i < setups.size(); ++i)
                QTest::newRow((std::string(r->id()) + ": " + setups[i].name).c_str())
                    << QString::fromStdString(std::string(r->id())) << static_cast<int>(i);
        }
}

} // namespace

class TestRulesetProperties : public QObject {
    Q_OBJECT

private slots:
    void everyRulesetHasProperties();
    void everyDecisionKeepsEveryProperty_data();
    void everyDecisionKeepsEveryProperty();
    void theSameSeedGivesTheSameGame_data();
    void theSameSeedGivesTheSameGame();
};

void TestRulesetProperties::everyRulesetHasProperties() {
    const auto rulesets = coveredRulesets();
    QVERIFY2(!rulesets.empty(), "PLAYBENCH_PROPERTY_RULESET names no registered ruleset");
    for (const pb::Ruleset* r : rulesets) {
        const rulesettest::RulesetProperties* p = rulesettest::propertiesFor(std::string(r->id()));
        QVERIFY2(p,
                 (std::string(r->id()) + " has no RulesetProperties in its test folder").c_str());
        QVERIFY2(!p->setups().empty(), (std::string(r->id()) + " plays no set-up").c_str());
    }
}

void TestRulesetProperties::everyDecisionKeepsEveryProperty_data() {
    addSetupRows();
}

void TestRulesetProperties::everyDecisionKeepsEveryProperty() {
    QFETCH(QString, ruleset);
    QFETCH(int, setup);
    const pb::Ruleset& r = pb::rulesetOrThrow(ruleset.toStdString());
    const rulesettest::RulesetProperties& properties =
        *rulesettest::propertiesFor(ruleset.toStdString());
    const rulesettest::PropertySetup set = properties.setups()[static_cast<std::size_t>(setup)];
    const auto game = r.makeGame(set.params, set.players);
    pb::check::CheckOptions options;
    options.games = harnessGames(set.games);
    options.setup = set.setup;
    options.probeArgumentMax = properties.probeArgumentMax();
    options.determinism = false; // theSameSeedGivesTheSameGame's, a row of its own
    const pb::check::CheckReport report = pb::check::runPropertyChecks(
        *game, options, [&](const pb::Game& g) { return properties.invariants(g); });
    if (report.firstBreak)
        QFAIL(report.firstBreak->describe().c_str());
    QCOMPARE(report.games, options.games);
    QVERIFY(report.decisions > options.games);
    qInfo("%lld decisions in %d games", report.decisions, report.games);
}

void TestRulesetProperties::theSameSeedGivesTheSameGame_data() {
    addSetupRows();
}

void TestRulesetProperties::theSameSeedGivesTheSameGame() {
    QFETCH(QString, ruleset);
    QFETCH(int, setup);
    const rulesettest::RulesetProperties& properties =
        *rulesettest::propertiesFor(ruleset.toStdString());
    const rulesettest::PropertySetup set = properties.setups()[static_cast<std::size_t>(setup)];
    const auto game = pb::rulesetOrThrow(ruleset.toStdString()).makeGame(set.params, set.players);
    if (const auto found = pb::check::checkSameSeedSameGame(*game, set.setup))
        QFAIL(found->describe().c_str());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestRulesetProperties)
#include "test_ruleset_properties.moc"
