// The workbench's counterpart of the core's property harness: one test over
// every registered RulesetUi (and the core registry), none named, in English
// and in German. Every parameter, option and counter has the designer's words;
// every decision of a few seeded random games has a text; the presenter shows
// every state of them; and the editor pane's editor saves and reloads a design
// without changing its set-up. A ruleset added by its one line runs all of it.
// The games are few (three a ruleset, capped) because this runs under the
// sanitizers too; each ruleset's own tests go deep.

#include "board_presenter.h"
#include "board_tiles_model.h"
#include "db/design_store.h"
#include "design_part_editor.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_test_support.h"
#include "ruleset_ui.h"
#include "ruleset_views.h"
#include "test_registry.h"
#include "workbench.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <algorithm>
#include <memory>
#include <nlohmann/json.hpp>

using pb::gui::RulesetUi;

namespace {

// A translator that notes each text it has no translation for: a German
// word dropped from a .ts file falls back to the English source, which is
// still words, so only the lookup itself tells.
class NotingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override {
        QString found = QTranslator::translate(context, source, disambiguation, n);
        if (found.isNull() && source && *source)
            missing_.insert(QStringLiteral("%1: \"%2\"")
                                .arg(QLatin1String(context), QString::fromUtf8(source)));
        return found;
    }

    // The texts looked up without a translation since the last call (but Qt's
    // own question which way the language writes, asked on every switch).
    QStringList takeMissing() {
        missing_.remove(QStringLiteral("QGuiApplication: \"QT_LAYOUT_DIRECTION\""));
        QStringList out = missing_.values();
        out.sort();
        missing_.clear();
        return out;
    }

private:
    mutable QSet<QString> missing_;
};

int playersOf(const pb::Ruleset& ruleset) {
    return std::clamp(2, ruleset.minPlayers(), ruleset.maxPlayers());
}

// Words of the code rather than the designer's: an identifier in camelCase or
// a 0-based "(row,column)".
bool looksLikeCode(const QString& text) {
    static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z]*\\b"));
    static const QRegularExpression zeroBased(QStringLiteral("\\(\\d+, ?\\d+\\)"));
    return identifier.match(text).hasMatch() || zeroBased.match(text).hasMatch();
}

} // namespace

class TestRulesetWorkbench : public QObject {
    Q_OBJECT

private slots:
    void init() { pb::gui::test::failOnQmlWarnings(); }
    void cleanup() { QCoreApplication::removeTranslator(&translator_); }

    void everyRulesetHasItsWorkbenchPart();
    void everyParameterOptionAndCounterHasWords_data() { languageRows(); }
    void everyParameterOptionAndCounterHasWords();
    void everyDecisionOfRandomGamesHasAText_data() { languageRows(); }
    void everyDecisionOfRandomGamesHasAText();
    void everyStateOfRandomGamesIsShown_data() { rulesetRows(); }
    void everyStateOfRandomGamesIsShown();
    void theEditorSavesAndReloadsWithoutChange_data();
    void theEditorSavesAndReloadsWithoutChange();

private:
    // Random games of each ruleset: few, and capped, as the sanitizers allow.
    static constexpr int kGames = 3;
    static constexpr int kStepsPerGame = 150;

    // One row per RulesetUi: its ruleset's id.
    static void rulesetRows();
    // One row per RulesetUi and language ("en", "de").
    static void languageRows();
    // Installs the interface language `code` as the application does.
    bool use(const QString& code);

    NotingTranslator translator_;
};

void TestRulesetWorkbench::rulesetRows() {
    QTest::addColumn<QString>("ruleset");
    for (const RulesetUi* ui : pb::gui::allRulesetUis()) {
        const QString id = QString::fromUtf8(ui->rulesetId());
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestRulesetWorkbench::languageRows() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("language");
    for (const RulesetUi* ui : pb::gui::allRulesetUis())
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            const QString id = QString::fromUtf8(ui->rulesetId());
            QTest::newRow(qPrintable(id + QStringLiteral(", ") + language)) << id << language;
        }
}

bool TestRulesetWorkbench::use(const QString& code) {
    QCoreApplication::removeTranslator(&translator_);
    if (!translator_.load(QStringLiteral(":/i18n/playbench_") + code + QStringLiteral(".qm")))
        return false;
    translator_.takeMissing();
    return QCoreApplication::installTranslator(&translator_);
}

// Every RulesetUi belongs to a ruleset of the core registry, in its order (a
// ruleset may start with its core alone and gets the generic board), makes
// a presenter and names a board view; the tests' own ruleset is among them,
// so the rows below include it.
void TestRulesetWorkbench::everyRulesetHasItsWorkbenchPart() {
    QStringList core;
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        core.append(QString::fromUtf8(ruleset->id()));
    qsizetype after = -1;
    for (const RulesetUi* ui : pb::gui::allRulesetUis()) {
        const QString id = QString::fromUtf8(ui->rulesetId());
        const qsizetype at = core.indexOf(id);
        QVERIFY2(at > after, qPrintable(id));
        after = at;
        QVERIFY2(!ui->boardView().isEmpty(), qPrintable(id));
        QVERIFY2(ui->makePresenter(), qPrintable(id));
        QCOMPARE(pb::gui::findRulesetUi(ui->rulesetId()), ui);
    }
    QVERIFY(pb::testRulesetsShown());
    QVERIFY(pb::gui::findRulesetUi("nim"));
}

void TestRulesetWorkbench::everyParameterOptionAndCounterHasWords() {
    QFETCH(QString, ruleset);
    QFETCH(QString, language);
    QVERIFY(use(language));
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    const RulesetUi& ui = *pb::gui::findRulesetUi(ruleset.toStdString());
    QStringList problems;
    auto check = [&](const QString& text, std::string_view id, const char* what) {
        const QString raw = QString::fromUtf8(id);
        if (text.trimmed().isEmpty() || text == raw || looksLikeCode(text))
            problems.append(QStringLiteral("%1 %2: \"%3\"").arg(QLatin1String(what), raw, text));
    };
    QSet<QString> labels;
    for (const pb::ParameterSpec& spec : rules.parameters().specs()) {
        const QString label = ui.parameterLabel(spec.name);
        check(label, spec.name, "label of");
        check(ui.parameterDescription(spec.name), spec.name, "description of");
        // Two parameters under one label could not be told apart in the form.
        if (labels.contains(label))
            problems.append(QStringLiteral("label \"%1\" twice").arg(label));
        labels.insert(label);
        for (const std::string& option : spec.options)
            check(ui.optionLabel(spec.name, option), spec.name + "=" + option, "option");
    }
    QSet<QString> counters;
    for (const pb::CounterSpec& counter : rules.counters()) {
        const QString text = ui.counterDescription(counter.id);
        check(text, counter.id, "counter");
        if (counters.contains(text))
            problems.append(QStringLiteral("counter text \"%1\" twice").arg(text));
        counters.insert(text);
    }
    for (const QString& missing : translator_.takeMissing())
        if (language == QLatin1String("de"))
            problems.append(QStringLiteral("no German for ") + missing);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestRulesetWorkbench::everyDecisionOfRandomGamesHasAText() {
    QFETCH(QString, ruleset);
    QFETCH(QString, language);
    QVERIFY(use(language));
    const bool german = language == QLatin1String("de");
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    const auto game = rules.makeGame(nlohmann::json::object(), playersOf(rules));
    const auto presenter = pb::gui::makeBoardPresenter(ruleset.toStdString());
    pb::Rng rng(7);
    int texts = 0;
    int english = 0;
    std::vector<pb::Decision> legal;
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
        auto state = game->newInitialState(seed);
        for (int step = 0; step < kStepsPerGame && !state->isTerminal(); ++step) {
            legal.clear();
            state->legalDecisions(legal);
            for (const pb::Decision& d : legal) {
                const QString engine = QString::fromStdString(state->decisionToText(d));
                const QString shown = presenter->decisionText(*state, d);
                if (shown.trimmed().isEmpty() || looksLikeCode(shown))
                    QFAIL(qPrintable(QStringLiteral("%1 shown as \"%2\"").arg(engine, shown)));
                ++texts;
                if (shown == engine)
                    ++english;
            }
            if (german) {
                const QStringList missing = translator_.takeMissing();
                QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no German for ") +
                                                       missing.join(QStringLiteral(", "))));
            }
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : legal[rng.below(legal.size())]);
        }
    }
    QVERIFY(texts > 0);
    // In German no text is the engine's English: a presenter that words
    // nothing of its own would show only those.
    if (german)
        QVERIFY2(
            english == 0,
            qPrintable(QStringLiteral("%1 of %2 decisions in English").arg(english).arg(texts)));
}

// describe() (for the open table and the seat to move), the tiles of a tile
// grid, the player panel and, at the end, the end text: none throws, none is
// empty where the page shows it.
void TestRulesetWorkbench::everyStateOfRandomGamesIsShown() {
    QFETCH(QString, ruleset);
    QVERIFY(use(QStringLiteral("en")));
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    const int players = playersOf(rules);
    const auto game = rules.makeGame(nlohmann::json::object(), players);
    const auto presenter = pb::gui::makeBoardPresenter(ruleset.toStdString());
    pb::Rng rng(11);
    pb::gui::BoardTilesModel tiles;
    for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
        presenter->setSeed(seed);
        std::vector<std::unique_ptr<pb::State>> states;
        states.push_back(game->newInitialState(seed));
        for (int step = 0;; ++step) {
            const pb::State& state = *states.back();
            const pb::gui::StateHistory history = [&] {
                pb::gui::StateHistory out;
                for (const auto& s : states)
                    out.push_back(s.get());
                return out;
            }();
            const QString where = QStringLiteral("seed %1, step %2").arg(seed).arg(step);
            presenter->show(state, tiles);
            // The open table (Review) and the seat to move (Playtest).
            const QVariantMap open = presenter->describeHistory(history, -1);
            QVERIFY2(!open.isEmpty() || tiles.rowCount() > 0, qPrintable(where));
            if (const int seat = state.currentActor(); seat >= 0)
                QVERIFY2(!presenter->describe(state, seat).isEmpty() || tiles.rowCount() > 0,
                         qPrintable(where));
            const QVariantMap panel = presenter->playerPanel(history, -1);
            QCOMPARE(panel.value(QStringLiteral("players")).toList().size(), players);
            for (const pb::Decision& d : state.legalDecisions())
                (void)presenter->decisionSquare(state, d);
            if (state.isTerminal()) {
                const QString end = presenter->endText(history);
                QVERIFY2(!end.trimmed().isEmpty() && !looksLikeCode(end),
                         qPrintable(where + QStringLiteral(": \"") + end + QLatin1Char('"')));
                break;
            }
            if (step == kStepsPerGame)
                break;
            auto next = state.clone();
            next->applyUnchecked(next->isChance() ? next->sampleChance(rng)
                                                  : next->sampleUniformLegal(rng));
            states.push_back(std::move(next));
        }
    }
}

// The rulesets with an editor pane: a design of their demo's set-up (or the
// game's own where the demo has none) is saved by the pane's editor as it was
// read, and read again and saved again without a change.
void TestRulesetWorkbench::theEditorSavesAndReloadsWithoutChange_data() {
    QTest::addColumn<QString>("ruleset");
    int editors = 0;
    for (const RulesetUi* ui : pb::gui::allRulesetUis()) {
        if (ui->editorPane().isEmpty())
            continue;
        ++editors;
        const QString id = QString::fromUtf8(ui->rulesetId());
        QTest::newRow(qPrintable(id)) << id;
    }
    // The shipped rulesets have editors; the harness must not run over none.
    QVERIFY(editors > 0);
}

void TestRulesetWorkbench::theEditorSavesAndReloadsWithoutChange() {
    QFETCH(QString, ruleset);
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    pb::gui::Workbench workbench;
    QVERIFY(workbench.openDatabase(folder.filePath(QStringLiteral("editor.sqlite")), true));
    pb::db::DesignStore store(*workbench.database());
    pb::db::DesignRow design;
    design.name = QStringLiteral("Round trip");
    design.ruleset = ruleset;
    int players = playersOf(rules);
    if (const std::optional<pb::DemoDesign> demo = rules.demoDesign()) {
        design.params = demo->params;
        design.setup = demo->setup;
        players = demo->players;
    }
    const qint64 designId = store.create(design);

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QQmlComponent component(&engine, QUrl(pb::gui::RulesetViews::editorPane(ruleset)));
    QVERIFY2(component.isReady(), qPrintable(component.errorString()));
    auto openPane = [&] {
        return std::unique_ptr<QObject>(component.createWithInitialProperties(
            {{QStringLiteral("workbench"), QVariant::fromValue(&workbench)},
             {QStringLiteral("designId"), int(designId)}}));
    };
    auto editorOf = [](QObject* pane) {
        return pane ? pane->property("editor").value<pb::gui::DesignPartEditor*>() : nullptr;
    };
    const std::unique_ptr<QObject> pane = openPane();
    pb::gui::DesignPartEditor* editor = editorOf(pane.get());
    QVERIFY2(editor, qPrintable(component.errorString()));
    QCOMPARE(editor->designId(), int(designId));
    QVERIFY(!editor->isDirty());
    QVERIFY2(editor->save(), qPrintable(editor->errorMessage()));
    const nlohmann::json saved = store.get(designId)->setup;
    QVERIFY2(!saved.is_null(), "the editor saves its part");
    // The editor may write what it read in its own form ("locked": [] added);
    // the game started from it is the same game.
    const auto game = rules.makeGame(store.get(designId)->params, players);
    if (!design.setup.is_null())
        QVERIFY2(game->newInitialState(1, saved)->toJson() ==
                     game->newInitialState(1, design.setup)->toJson(),
                 saved.dump().c_str());

    // Read again: nothing to save, and saving changes nothing.
    editor->reload();
    QVERIFY(!editor->isDirty());
    QVERIFY2(editor->save(), qPrintable(editor->errorMessage()));
    QVERIFY2(store.get(designId)->setup == saved, store.get(designId)->setup.dump().c_str());
    // A second pane on the saved design reads what the first one wrote.
    const std::unique_ptr<QObject> other = openPane();
    pb::gui::DesignPartEditor* second = editorOf(other.get());
    QVERIFY(second);
    QVERIFY(!second->isDirty());
    QVERIFY2(second->save(), qPrintable(second->errorMessage()));
    QVERIFY2(store.get(designId)->setup == saved, store.get(designId)->setup.dump().c_str());
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestRulesetWorkbench>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_ruleset_workbench.moc"
