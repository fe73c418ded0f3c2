// Stability's decision texts say the change a decision makes to its tile, not
// the sign chosen: under every effect that changes a tile by more or less
// than one (the mag effects, and extras clamped at the end of the range), on
// hand-built positions, each text is checked against the tile after the
// decision is applied, in English and in German.

#include "board_presenter.h"
#include "engine/state.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>

using namespace pbtest;

namespace {

// Seat 0 has moved to (0,5) on a board of 5s, one tile beside the primary
// (4,4) at the top of the range and one at the bottom, and buys `effect`.
std::unique_ptr<pb::State> afterBuying(const std::string& effect, std::string& error) {
    auto s = tryParse(
        Position().at(0, 0, 5).pc(0, 9).tile(4, 5, 10).tile(4, 3, 0).phase("permeate").toJson(),
        error);
    if (s)
        error = tryPlay(*s, permeate(effect));
    return error.empty() ? std::move(s) : nullptr;
}

} // namespace

class TestStabilityDecisionTexts : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QCoreApplication::removeTranslator(&translator_); }
    void theAfflictionSaysTheMagnitude();
    void aClampedExtraSaysItStays();
    void germanSaysTheSame();

private:
    // The text of `decision` on `state`, then `decision` applied; the tile it
    // names must then differ from before by the number the text says.
    static QString textThenApply(pb::State& state, const json& decision);

    QTranslator translator_;
};

QString TestStabilityDecisionTexts::textThenApply(pb::State& state, const json& decision) {
    const auto presenter = pb::gui::makeBoardPresenter("stability");
    const QString text = presenter->decisionText(state, state.decisionFromJson(decision));
    const int row = decision["tile"][0], col = decision["tile"][1];
    const int before = tileAt(state, row, col);
    const std::string error = tryPlay(state, decision);
    if (!error.empty())
        return QString::fromStdString("refused: " + error);
    // "+2", "-1" at the end, or "(stays at 10)" for no change.
    static const QRegularExpression change(QStringLiteral("([+-]\\d+)$"));
    const auto match = change.match(text);
    const int said = match.hasMatch() ? match.captured(1).toInt() : 0;
    if (tileAt(state, row, col) - before != said)
        return text + QStringLiteral(" (but the tile went from %1 to %2)")
                          .arg(before)
                          .arg(tileAt(state, row, col));
    return text;
}

void TestStabilityDecisionTexts::theAfflictionSaysTheMagnitude() {
    for (const Effect& e : chart()) {
        if (e.id == "set")
            continue; // no affliction: "set E5 to 7" names the value itself
        const QByteArray tag = QByteArray::fromStdString(e.id);
        std::string error;
        auto up = afterBuying(e.id, error);
        QVERIFY2(up, error.c_str());
        QCOMPARE(textThenApply(*up, afflict(4, 4, 1)),
                 QStringLiteral("afflict E5 +%1").arg(e.magnitude));
        auto down = afterBuying(e.id, error);
        QVERIFY2(down, error.c_str());
        QCOMPARE(textThenApply(*down, afflict(4, 4, -1)),
                 QStringLiteral("afflict E5 -%1").arg(e.magnitude));
        QVERIFY2(e.magnitude > 1 || e.extras > 0, tag.constData());
    }
}

void TestStabilityDecisionTexts::aClampedExtraSaysItStays() {
    for (const Effect& e : chart()) {
        if (e.extras == 0)
            continue;
        const bool ownSigns = e.id == "mixed2";
        auto extraOn = [&](int row, int col, int sign) {
            return ownSigns ? extra(row, col, sign) : extra(row, col);
        };
        std::string error;
        // Raising: F5 is at 10 already, E4 rises by one.
        auto up = afterBuying(e.id, error);
        QVERIFY2(up, error.c_str());
        QCOMPARE(textThenApply(*up, afflict(4, 4, 1)), QStringLiteral("afflict E5 +1"));
        QCOMPARE(textThenApply(*up, extraOn(4, 5, 1)),
                 QStringLiteral("extra tile, afflicted too: F5 (stays at 10)"));
        if (e.extras > 1)
            QCOMPARE(textThenApply(*up, extraOn(3, 4, 1)),
                     QStringLiteral("extra tile, afflicted too: E4 +1"));
        // Lowering: E6 falls by one, D5 is at 0 already.
        auto down = afterBuying(e.id, error);
        QVERIFY2(down, error.c_str());
        QCOMPARE(textThenApply(*down, afflict(4, 4, -1)), QStringLiteral("afflict E5 -1"));
        QCOMPARE(textThenApply(*down, extraOn(5, 4, -1)),
                 QStringLiteral("extra tile, afflicted too: E6 -1"));
        if (e.extras > 1)
            QCOMPARE(textThenApply(*down, extraOn(4, 3, -1)),
                     QStringLiteral("extra tile, afflicted too: D5 (stays at 0)"));
    }
}

void TestStabilityDecisionTexts::germanSaysTheSame() {
    QVERIFY(translator_.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QCoreApplication::installTranslator(&translator_);
    std::string error;
    auto mag = afterBuying("mag1", error);
    QVERIFY2(mag, error.c_str());
    QCOMPARE(textThenApply(*mag, afflict(4, 4, 1)), QStringLiteral("Befall E5 +2"));
    auto adj = afterBuying("adj3", error);
    QVERIFY2(adj, error.c_str());
    QCOMPARE(textThenApply(*adj, afflict(4, 4, 1)), QStringLiteral("Befall E5 +1"));
    QCOMPARE(textThenApply(*adj, extra(4, 5)),
             QStringLiteral("Zusatzfeld, ebenfalls befallen: F5 (bleibt bei 10)"));
    QCOMPARE(textThenApply(*adj, extra(3, 4)),
             QStringLiteral("Zusatzfeld, ebenfalls befallen: E4 +1"));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestStabilityDecisionTexts)

#include "test_stability_decision_texts.moc"
