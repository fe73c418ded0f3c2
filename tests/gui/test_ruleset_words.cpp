// Each ruleset's interface words what its core writes in English, text for
// text: a note of its demo design or a heatmap changed or added in the core
// without its RulesetUi table fails here (it would stay English in German).

#include "engine/game.h"
#include "engine/heatmap.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "ruleset_ui.h"
#include "test_registry.h"

#include <QTest>
#include <QTranslator>

class TestRulesetWords : public QObject {
    Q_OBJECT

private slots:
    void everyDemoNoteIsWorded() {
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const std::optional<pb::DemoDesign> demo = ruleset->demoDesign();
            if (!demo)
                continue;
            const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi(ruleset->id());
            QVERIFY2(ui, ruleset->id().data());
            QCOMPARE(ui->demoText(demo->notes), QString::fromStdString(demo->notes));
            for (const std::string& note : demo->moveNotes)
                QCOMPARE(ui->demoText(note), QString::fromStdString(note));
        }
        QVERIFY(pb::gui::findRulesetUi("stability")->demoText("Not a demo note.").isEmpty());
    }

    // In English the words are the core's title; in German another text.
    void everyHeatmapIsWorded() {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
        int maps = 0;
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi(ruleset->id());
            if (!ui)
                continue;
            const auto game = ruleset->makeGame(nlohmann::json::object(), ruleset->minPlayers());
            for (const pb::HeatmapSpec& spec : game->heatmaps()) {
                ++maps;
                QCOMPARE(ui->heatmapTitle(spec.id), QString::fromStdString(spec.title));
                QVERIFY(QCoreApplication::installTranslator(&german));
                const QString inGerman = ui->heatmapTitle(spec.id);
                QCoreApplication::removeTranslator(&german);
                QVERIFY2(!inGerman.isEmpty() && inGerman != QString::fromStdString(spec.title),
                         spec.id.c_str());
            }
        }
        QVERIFY(maps >= 10);
        QVERIFY(pb::gui::findRulesetUi("stability")->heatmapTitle("nowhere").isEmpty());
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestRulesetWords)
#include "test_ruleset_words.moc"
