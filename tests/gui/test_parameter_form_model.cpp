// ParameterFormModel: one row per schema parameter with its roles, edits
// checked through the schema as they are made, and the parameters read back.

#include "engine/parameter_conflict.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "parameter_form_model.h"
#include "parameter_words.h"
#include "test_registry.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

using pb::gui::ParameterFormModel;

class TestParameterFormModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void isEmptyForAnUnknownRuleset();
    void listsTheSchemaWithDefaults();
    void rolesHaveCamelCaseNames();
    void anOutOfRangeValueShowsTheSchemaError();
    void textThatIsNotANumberIsAnError();
    void parametersThatDoNotFitTogetherAreAFormError();
    void conflictsAreWordedInTheInterfaceLanguage();
    void aPlainRefusalNamesItsParametersByLabel();
    void setParametersFillsAndReadsBack();
    void switchingRulesetsResets();
    void everyParameterHasTheDesignersWords();
    void aSeatIsOfferedAndShownAsPlayers();

private:
    int rowOf(const QString& name) const;

    std::unique_ptr<ParameterFormModel> model_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestParameterFormModel::init() {
    model_ = std::make_unique<ParameterFormModel>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        model_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestParameterFormModel::cleanup() {
    tester_.reset();
    model_.reset();
}

int TestParameterFormModel::rowOf(const QString& name) const {
    for (int row = 0; row < model_->rowCount(); ++row) {
        if (model_->data(model_->index(row), ParameterFormModel::NameRole).toString() == name)
            return row;
    }
    return -1;
}

void TestParameterFormModel::isEmptyForAnUnknownRuleset() {
    model_->setRulesetId(QStringLiteral("no-such-game"));
    QCOMPARE(model_->rowCount(), 0);
    QVERIFY(model_->isValid());
}

void TestParameterFormModel::listsTheSchemaWithDefaults() {
    model_->setRulesetId(QStringLiteral("stability"));
    QVERIFY(model_->rowCount() > 5);
    const int size = rowOf(QStringLiteral("size"));
    QVERIFY(size >= 0);
    const QModelIndex index = model_->index(size);
    QCOMPARE(model_->data(index, ParameterFormModel::TypeRole).toString(), QStringLiteral("int"));
    QCOMPARE(model_->data(index, ParameterFormModel::ValueRole).toInt(), 10);
    QCOMPARE(model_->data(index, ParameterFormModel::DefaultValueRole).toInt(), 10);
    QCOMPARE(model_->data(index, ParameterFormModel::MinimumRole).toInt(), 5);
    QCOMPARE(model_->data(index, ParameterFormModel::MaximumRole).toInt(), 16);
    QVERIFY(!model_->data(index, ParameterFormModel::DescriptionRole).toString().isEmpty());
    QVERIFY(model_->data(index, ParameterFormModel::ErrorRole).toString().isEmpty());

    const QModelIndex directions = model_->index(rowOf(QStringLiteral("directions")));
    QCOMPARE(model_->data(directions, ParameterFormModel::TypeRole).toString(),
             QStringLiteral("choice"));
    QCOMPARE(model_->data(directions, ParameterFormModel::OptionsRole).toStringList(),
             QStringList({QStringLiteral("orthogonal"), QStringLiteral("eight")}));
    const QModelIndex share = model_->index(rowOf(QStringLiteral("shareSquares")));
    QCOMPARE(model_->data(share, ParameterFormModel::TypeRole).toString(), QStringLiteral("bool"));
    QCOMPARE(model_->data(share, ParameterFormModel::ValueRole).toBool(), false);
    QVERIFY(model_->isValid());
}

void TestParameterFormModel::rolesHaveCamelCaseNames() {
    const QHash<int, QByteArray> roles = model_->roleNames();
    for (const char* name : {"name", "type", "value", "defaultValue", "minimum", "maximum",
                             "options", "description", "error"})
        QVERIFY2(roles.values().contains(name), name);
}

void TestParameterFormModel::anOutOfRangeValueShowsTheSchemaError() {
    model_->setRulesetId(QStringLiteral("stability"));
    QSignalSpy edited(model_.get(), &ParameterFormModel::edited);
    QSignalSpy changed(model_.get(), &QAbstractItemModel::dataChanged);
    const int size = rowOf(QStringLiteral("size"));
    model_->setValue(size, 40);
    QCOMPARE(edited.count(), 1);
    QVERIFY(changed.count() >= 1);
    const QString error =
        model_->data(model_->index(size), ParameterFormModel::ErrorRole).toString();
    // In the designer's words: the range, not the identifier.
    QCOMPARE(error, QStringLiteral("Choose a number from 5 to 16."));
    QVERIFY(!model_->isValid());
    model_->setValue(size, 12);
    QVERIFY(model_->data(model_->index(size), ParameterFormModel::ErrorRole).toString().isEmpty());
    QVERIFY(model_->isValid());
    QCOMPARE(model_->parameters().at("size").get<int>(), 12);
}

void TestParameterFormModel::textThatIsNotANumberIsAnError() {
    model_->setRulesetId(QStringLiteral("stability"));
    const int size = rowOf(QStringLiteral("size"));
    model_->setValue(size, QStringLiteral("ten"));
    QCOMPARE(model_->data(model_->index(size), ParameterFormModel::ErrorRole).toString(),
             QStringLiteral("Enter a whole number."));
    QVERIFY(!model_->isValid());
    model_->setValue(size, QStringLiteral("9"));
    QVERIFY(model_->isValid());
}

void TestParameterFormModel::parametersThatDoNotFitTogetherAreAFormError() {
    model_->setRulesetId(QStringLiteral("stability"));
    model_->setValue(rowOf(QStringLiteral("minValue")), 9);
    model_->setValue(rowOf(QStringLiteral("maxValue")), 2);
    QVERIFY(!model_->formError().isEmpty());
    QVERIFY(!model_->isValid());
    model_->resetToDefaults();
    QVERIFY(model_->formError().isEmpty());
    QVERIFY(model_->isValid());
}

namespace {

// No identifier of the engine and no English sentence of its refusals.
void expectNoEnginesWords(const QString& text) {
    static const QRegularExpression engine(QStringLiteral(
        "minValue|maxValue|minTile|maxTile|cornerValue|codesToWin|suitCount|handSize|spaceCount|"
        "must|exceed|cards less|too few"));
    QVERIFY2(!engine.match(text).hasMatch(), qPrintable(text));
}

} // namespace

// The engine's ParameterConflict (codes and numbers) is worded with the
// parameters' labels, in English and German, and again on a language switch.
void TestParameterFormModel::conflictsAreWordedInTheInterfaceLanguage() {
    model_->setRulesetId(QStringLiteral("stability"));
    model_->setValue(rowOf(QStringLiteral("minValue")), 9);
    model_->setValue(rowOf(QStringLiteral("maxValue")), 2);
    QCOMPARE(
        model_->formError(),
        QStringLiteral("Lowest starting number (9) must not exceed Highest starting number (2)."));

    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german)); // sends LanguageChange
    QCOMPARE(model_->formError(), QStringLiteral("Kleinste Startzahl (9) darf Größte Startzahl (2) "
                                                 "nicht übersteigen."));
    expectNoEnginesWords(model_->formError());

    // A value outside the tiles' range: "within", with three labels.
    model_->resetToDefaults();
    model_->setValue(rowOf(QStringLiteral("maxTile")), 5);
    QVERIFY(!model_->formError().isEmpty());
    QVERIFY2(model_->formError().contains(QStringLiteral("Größte Startzahl (8)")),
             qPrintable(model_->formError()));
    expectNoEnginesWords(model_->formError());

    // Torus Lab's own code: too few cards left for the stacks.
    model_->setRulesetId(QStringLiteral("torus-lab"));
    // The form checks one player: 4 x 5 cards less a hand of 10 leave 10 for 12 spaces.
    model_->setValue(rowOf(QStringLiteral("cardsPerSuit")), 5);
    model_->setValue(rowOf(QStringLiteral("handSize")), 10);
    model_->setValue(rowOf(QStringLiteral("spaceCount")), 12);
    QVERIFY(!model_->isValid());
    QVERIFY2(model_->formError().startsWith(QStringLiteral("20 Karten abzüglich 10")),
             qPrintable(model_->formError()));
    expectNoEnginesWords(model_->formError());
    model_->resetToDefaults();
    model_->setValue(rowOf(QStringLiteral("codesToWin")), 5);
    QVERIFY2(model_->formError().contains(QStringLiteral("Codes zum Sieg (5)")),
             qPrintable(model_->formError()));
    expectNoEnginesWords(model_->formError());

    QVERIFY(QCoreApplication::removeTranslator(&german));
    QVERIFY2(model_->formError().startsWith(QStringLiteral("Codes to win (5) must not exceed")),
             qPrintable(model_->formError()));
}

// A ruleset that refuses with a plain InvalidInput: the parameters its
// message mentions, by label, never the message itself.
void TestParameterFormModel::aPlainRefusalNamesItsParametersByLabel() {
    const pb::InvalidInput refusal("codesToWin (9) cannot exceed suitCount (4): one code per suit");
    QCOMPARE(pb::gui::ParameterWords::conflict("torus-lab", refusal),
             QStringLiteral("These values do not fit together: Codes to win, Suits."));
    QCOMPARE(pb::gui::ParameterWords::conflict("torus-lab", pb::InvalidInput("no parameter")),
             QStringLiteral("The game refuses this combination of values."));
}

void TestParameterFormModel::setParametersFillsAndReadsBack() {
    model_->setRulesetId(QStringLiteral("stability"));
    QSignalSpy edited(model_.get(), &ParameterFormModel::edited);
    model_->setParameters({{"size", 8}, {"directions", "eight"}, {"shareSquares", true}});
    QCOMPARE(edited.count(), 0);
    const nlohmann::json params = model_->parameters();
    QCOMPARE(params.at("size").get<int>(), 8);
    QCOMPARE(params.at("directions").get<std::string>(), std::string("eight"));
    QCOMPARE(params.at("shareSquares").get<bool>(), true);
    QCOMPARE(params.at("minValue").get<int>(), 1);
    model_->setValue(rowOf(QStringLiteral("directions")), QStringLiteral("sideways"));
    QVERIFY(!model_->isValid());
}

void TestParameterFormModel::switchingRulesetsResets() {
    model_->setRulesetId(QStringLiteral("stability"));
    const int stabilityRows = model_->rowCount();
    QSignalSpy reset(model_.get(), &QAbstractItemModel::modelReset);
    model_->setRulesetId(QStringLiteral("torus-lab"));
    QCOMPARE(reset.count(), 1);
    QVERIFY(model_->rowCount() > 0);
    QVERIFY(model_->rowCount() != stabilityRows || rowOf(QStringLiteral("size")) < 0);
}

// Every parameter and option of every registered ruleset (the tests' own
// too: none is skipped) has a label that is not its identifier, and no
// description carries the rules' clause ids ("(L21)", "G7:") or an option's
// identifier.
void TestParameterFormModel::everyParameterHasTheDesignersWords() {
    static const QRegularExpression clauseId(QStringLiteral("\\b[LG]\\d+\\b"));
    static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z]*\\b"));
    QStringList problems;
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        const std::string id(ruleset->id());
        model_->setRulesetId(QString::fromStdString(id));
        QCOMPARE(model_->rowCount(), static_cast<int>(ruleset->parameters().specs().size()));
        for (int row = 0; row < model_->rowCount(); ++row) {
            const QModelIndex index = model_->index(row);
            const QString name = index.data(ParameterFormModel::NameRole).toString();
            const QString label = index.data(ParameterFormModel::LabelRole).toString();
            const QString description = index.data(ParameterFormModel::DescriptionRole).toString();
            const QString where = QString::fromStdString(id) + QLatin1Char('/') + name;
            if (!pb::gui::ParameterWords::isWorded(id, name.toStdString()) || label == name ||
                label.isEmpty())
                problems.append(where + QStringLiteral(": no label"));
            if (identifier.match(label).hasMatch())
                problems.append(where + QStringLiteral(": label \"") + label + QLatin1Char('"'));
            if (description.isEmpty() || clauseId.match(description).hasMatch() ||
                identifier.match(description).hasMatch())
                problems.append(where + QStringLiteral(": description \"") + description +
                                QLatin1Char('"'));
            const QStringList options = index.data(ParameterFormModel::OptionsRole).toStringList();
            const QStringList labels =
                index.data(ParameterFormModel::OptionLabelsRole).toStringList();
            QCOMPARE(labels.size(), options.size());
            for (qsizetype o = 0; o < options.size(); ++o)
                if (labels[o] == options[o] || identifier.match(labels[o]).hasMatch())
                    problems.append(where + QStringLiteral(": option ") + options[o]);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // The loop saw the tests' own ruleset too.
    QVERIFY(pb::testRulesetsShown() && pb::findRuleset("nim"));
    model_->setRulesetId(QStringLiteral("torus-lab"));
    const QModelIndex rule = model_->index(rowOf(QStringLiteral("basicActionRule")));
    QCOMPARE(rule.data(ParameterFormModel::LabelRole).toString(),
             QStringLiteral("Basic action allowance"));
    QCOMPARE(rule.data(ParameterFormModel::OptionLabelsRole).toStringList().first(),
             QStringLiteral("One allowance for all"));
}

// A seat parameter (Butterfly Effect's Bastet) is offered as P1 and P2, never
// as 0 and 1: the form lists the seats, its description names no number, and
// summaries of runs and sweeps word the value as the seat.
void TestParameterFormModel::aSeatIsOfferedAndShownAsPlayers() {
    model_->setRulesetId(QStringLiteral("butterfly-effect"));
    const QModelIndex seat = model_->index(rowOf(QStringLiteral("animalsSeat")));
    QVERIFY(seat.isValid());
    QCOMPARE(seat.data(ParameterFormModel::ValueLabelsRole).toStringList(),
             QStringList({QStringLiteral("P1"), QStringLiteral("P2")}));
    const QString description = seat.data(ParameterFormModel::DescriptionRole).toString();
    QVERIFY2(!description.contains(QLatin1Char('0')) && !description.contains(QLatin1Char('1')),
             qPrintable(description));
    // A number stays a number.
    const QModelIndex hand = model_->index(rowOf(QStringLiteral("handSize")));
    QVERIFY(hand.data(ParameterFormModel::ValueLabelsRole).toStringList().isEmpty());
    QCOMPARE(pb::gui::ParameterWords::valueText("butterfly-effect", "animalsSeat", 1),
             QStringLiteral("P2"));
    QCOMPARE(pb::gui::ParameterWords::valueText("butterfly-effect", "handSize", 1),
             QStringLiteral("1"));
    // The form still writes the seat as JSON's 0-based number.
    model_->setValue(seat.row(), 1);
    QCOMPARE(model_->parameters().value("animalsSeat", -1), 1);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestParameterFormModel)
#include "test_parameter_form_model.moc"
