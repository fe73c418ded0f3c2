// Decision texts in the interface language (BoardPresenter::decisionText): in
// English they are the engine's own texts word for word, for every decision of
// many random games of each ruleset, but for the designer's words: a Stability
// square is named as the board's edges label it ("C4" for the engine's 0-based
// "(3,2)"), an effect by what it does ("one more adjacent tile" for adj1) and
// an extra as the tile it afflicts ("extra tile, afflicted too: C4 +1").
// In German they are German; and the move log shows a logged game's decisions
// in the interface language while the store keeps the engine's text.

#include "board_presenter.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "logged_games.h"
#include "move_log_model.h"
#include "test_registry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

using nlohmann::json;

namespace {

// The engine's English text as the workbench words it: squares "(row,col)"
// become the board's "C4" (column letter from A, row number from 1) and a
// permeation names its effect instead of the chart id.
QString inTheDesignersWords(QString engine) {
    static const QRegularExpression square(QStringLiteral("\\((\\d+),(\\d+)\\)"));
    for (auto match = square.match(engine); match.hasMatch(); match = square.match(engine)) {
        const QString name = QChar(u'A' + match.captured(2).toInt()) +
                             QString::number(match.captured(1).toInt() + 1);
        engine.replace(match.capturedStart(), match.capturedLength(), name);
    }
    static const std::pair<const char*, const char*> effects[] = {
        {"adj1", "one more adjacent tile"},
        {"mag1", "mutation +1"},
        {"adj2", "two more adjacent tiles"},
        {"mag2", "mutation +2"},
        {"adj3", "three more adjacent tiles"},
        {"mag3", "mutation +3"},
        {"any1", "one more tile anywhere"},
        {"mag4", "mutation +4"},
        {"any2", "two more tiles anywhere"},
        {"any3", "three more tiles anywhere"},
        {"mixed2", "two more tiles anywhere, each its own sign"},
        {"set", "set a tile to any number"}};
    // An extra says what it does: one more tile afflicted.
    static const QRegularExpression extra(QStringLiteral("^extra (\\S+) ([+-]\\d+)$"));
    static const QRegularExpression stays(QStringLiteral("^extra (\\S+) (\\(stays at \\d+\\))$"));
    if (const auto m = extra.match(engine); m.hasMatch())
        return QStringLiteral("extra tile, afflicted too: %1 %2").arg(m.captured(1), m.captured(2));
    if (const auto m = stays.match(engine); m.hasMatch())
        return QStringLiteral("extra tile, afflicted too: %1 %2").arg(m.captured(1), m.captured(2));
    for (const auto& [id, name] : effects) {
        const QString chart = QStringLiteral("permeate %1 (").arg(QLatin1String(id));
        if (engine.startsWith(chart))
            return QStringLiteral("permeate: %1 (").arg(QLatin1String(name)) +
                   engine.mid(chart.size());
    }
    return engine;
}

} // namespace

class TestDecisionTexts : public QObject {
    Q_OBJECT

private slots:
    void englishIsTheEnginesTextInTheDesignersWords_data();
    void englishIsTheEnginesTextInTheDesignersWords();
    void squaresAreNamedAsTheBoardLabelsThem();
    void germanTexts();
    void theMoveLogSpeaksTheInterfaceLanguage();

private:
    // Installs the embedded translation `code` ("en", "de") for this test.
    bool use(const QString& code);

    QTranslator translator_;
};

bool TestDecisionTexts::use(const QString& code) {
    QCoreApplication::removeTranslator(&translator_);
    if (!translator_.load(QStringLiteral(":/i18n/playbench_") + code + QStringLiteral(".qm")))
        return false;
    return QCoreApplication::installTranslator(&translator_);
}

void TestDecisionTexts::englishIsTheEnginesTextInTheDesignersWords_data() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    // The variants reach every kind of decision (checked): every effect
    // affordable (signed extras of mixed2, set); lands spent as wild cards and
    // a drawn first player.
    QTest::addColumn<bool>("everyKind");
    // Whether the text must be the engine's in the designer's words exactly
    // (the rulesets whose presenters only rename squares and effects); else
    // it must be words: not empty, no 0-based "(row,column)", no identifier.
    QTest::addColumn<bool>("exact");
    QTest::newRow("stability, 2 players")
        << "stability" << QByteArray("{}") << 2 << 20 << false << true;
    QTest::newRow("stability, 4 players, free effects")
        << "stability"
        << QByteArray(R"({"costAdj1":0,"costMag1":0,"costAdj2":0,"costMag2":0,"costAdj3":0,)"
                      R"("costMag3":0,"costAny1":0,"costMag4":0,"costAny2":0,"costAny3":0,)"
                      R"("costMixed2":0,"costSet":0})")
        << 4 << 20 << true << true;
    QTest::newRow("torus lab, 1 player")
        << "torus-lab" << QByteArray("{}") << 1 << 30 << false << true;
    QTest::newRow("torus lab, 3 players, lands, random first player")
        << "torus-lab"
        << QByteArray(R"({"suitCount":5,"fifthSuitPower":"wild","firstPlayer":"random",)"
                      R"("collectCount":2,"codeSize":2})")
        << 3 << 60 << true << true;
    // Tied bids throw the coin; random games reach hits, repairs, lifts and exits.
    QTest::newRow("titanomachia") << "titanomachia" << QByteArray("{}") << 2 << 40 << true << true;
    // And every registered ruleset (the tests' own too) at its defaults, so
    // none is left out by a list.
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        const int players = std::clamp(2, ruleset->minPlayers(), ruleset->maxPlayers());
        QTest::newRow(qPrintable(QString::fromStdString(std::string(ruleset->id())) +
                                 QStringLiteral(", defaults")))
            << QString::fromStdString(std::string(ruleset->id())) << QByteArray("{}") << players
            << 5 << false << false;
    }
}

void TestDecisionTexts::englishIsTheEnginesTextInTheDesignersWords() {
    QFETCH(QString, ruleset);
    QFETCH(QByteArray, params);
    QFETCH(int, players);
    QFETCH(int, games);
    QFETCH(bool, everyKind);
    QFETCH(bool, exact);
    static const QRegularExpression zeroBased(QStringLiteral("\\(\\d+, ?\\d+\\)"));
    static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z]*\\b"));
    QVERIFY(use(QStringLiteral("en"))); // English plural forms, as the app loads them
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    const auto game = rules.makeGame(json::parse(params.toStdString()), players);
    const auto presenter = pb::gui::makeBoardPresenter(ruleset.toStdString());
    QVERIFY(presenter);
    pb::Rng rng(7);
    std::set<int> kindsSeen;
    for (int g = 0; g < games; ++g) {
        auto state = game->newInitialState(static_cast<std::uint64_t>(g));
        for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
            const std::vector<pb::Decision> legal = state->legalDecisions();
            for (const pb::Decision& d : legal) {
                kindsSeen.insert(d.kind);
                const QString engine = QString::fromStdString(state->decisionToText(d));
                const QString shown = presenter->decisionText(*state, d);
                const bool words = exact ? shown == inTheDesignersWords(engine)
                                         : !shown.trimmed().isEmpty() &&
                                               !zeroBased.match(shown).hasMatch() &&
                                               !identifier.match(shown).hasMatch();
                if (!words)
                    QFAIL(qPrintable(QStringLiteral("%1 shown as \"%2\"").arg(engine, shown)));
            }
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : legal[rng.below(legal.size())]);
        }
    }
    if (everyKind) {
        QStringList missing;
        for (std::size_t kind = 0; kind < rules.decisionKinds().size(); ++kind)
            if (!kindsSeen.count(static_cast<int>(kind)))
                missing.append(QString::fromStdString(rules.decisionKinds()[kind]));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("never compared: ") +
                                               missing.join(QStringLiteral(", "))));
    }
}

void TestDecisionTexts::squaresAreNamedAsTheBoardLabelsThem() {
    QVERIFY(use(QStringLiteral("en")));
    const auto stability = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    const auto s = stability->newInitialState(1);
    const auto presenter = pb::gui::makeBoardPresenter("stability");
    auto text = [&](const json& decision) {
        return presenter->decisionText(*s, s->decisionFromJson(decision));
    };
    // JSON tiles are [row, column], 0-based; the board labels columns A.. and rows 1..
    QCOMPARE(text({{"type", "move"}, {"to", {0, 0}}}), QStringLiteral("move to A1"));
    QCOMPARE(text({{"type", "move"}, {"to", {1, 0}}}), QStringLiteral("move to A2"));
    QCOMPARE(text({{"type", "move"}, {"to", {0, 9}}}), QStringLiteral("move to J1"));
    QCOMPARE(s->decisionToText(s->decisionFromJson({{"type", "move"}, {"to", {0, 9}}})),
             std::string("move to (0,9)")); // the engine and the CLI keep (row,col)
    QCoreApplication::removeTranslator(&translator_);
}

void TestDecisionTexts::germanTexts() {
    QVERIFY(use(QStringLiteral("de")));
    const auto stability = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    const auto s = stability->newInitialState(1);
    const auto sp = pb::gui::makeBoardPresenter("stability");
    auto stabilityText = [&](const json& decision) {
        return sp->decisionText(*s, s->decisionFromJson(decision));
    };
    QCOMPARE(stabilityText({{"type", "chance"}, {"outcome", 1}}),
             QStringLiteral("P2 beginnt (ausgelost)"));
    QCOMPARE(stabilityText({{"type", "move"}, {"to", {1, 0}}}), QStringLiteral("auf A2 ziehen"));
    QCOMPARE(stabilityText({{"type", "skip"}}), QStringLiteral("Befall auslassen"));

    const auto torus = pb::rulesetOrThrow("torus-lab").makeGame(json::object(), 2);
    const auto t = torus->newInitialState(1);
    const auto tp = pb::gui::makeBoardPresenter("torus-lab");
    auto torusText = [&](const json& decision) {
        return tp->decisionText(*t, t->decisionFromJson(decision));
    };
    QCOMPARE(torusText({{"type", "give"}, {"to", 1}, {"suit", "spades"}}),
             QStringLiteral("P2 ein Pik geben"));
    QCOMPARE(torusText({{"type", "emergeCount"}, {"count", 1}}),
             QStringLiteral("1 Partikel entsteht"));
    QCOMPARE(torusText({{"type", "emergeCount"}, {"count", 3}}),
             QStringLiteral("3 Partikel entstehen"));
    QCOMPARE(torusText({{"type", "spend"}, {"suit", "spades"}, {"from", 1}, {"to", 2}}),
             QStringLiteral("ein Pik einsetzen: Partikel von Feld 1 auf Feld 2"));
    QCOMPARE(torusText({{"type", "endTurn"}}), QStringLiteral("Zug beenden"));
    QCoreApplication::removeTranslator(&translator_);
}

void TestDecisionTexts::theMoveLogSpeaksTheInterfaceLanguage() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    pb::db::Database db(dir.filePath(QStringLiteral("log.sqlite")));
    const auto logged = pb::gui::test::logStabilityGame(db, 3);
    const auto stored = pb::db::GameStore(db).moves(logged.gameId);
    QVERIFY(stored.size() > 3);

    pb::gui::MoveLogModel log;
    QVERIFY(use(QStringLiteral("de")));
    log.load(&db, logged.gameId);
    QCOMPARE(log.count(), static_cast<int>(stored.size()));
    auto text = [&](int row) {
        return log.index(row).data(pb::gui::MoveLogModel::TextRole).toString();
    };
    // Row 0 draws who starts; row 1 is that seat's first move.
    QVERIFY2(text(0).endsWith(QStringLiteral("beginnt (ausgelost)")), qPrintable(text(0)));
    QVERIFY2(text(1).contains(QRegularExpression(QStringLiteral("^auf [A-J]\\d+ ziehen$"))),
             qPrintable(text(1)));
    QVERIFY(stored[1].text.startsWith(QStringLiteral("move to ("))); // the store keeps the engine's

    QVERIFY(use(QStringLiteral("en")));
    log.reload();
    for (int row = 0; row < log.count(); ++row)
        QCOMPARE(text(row), inTheDesignersWords(stored[static_cast<std::size_t>(row)].text));
    QCoreApplication::removeTranslator(&translator_);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestDecisionTexts)
#include "test_decision_texts.moc"
