// Golden playthroughs (STYLE.md habit 15): a few seeded games of every
// registered ruleset pinned decision by decision with the state hash after
// each, in tests/data/golden/<id>.txt. A rule change that keeps every
// invariant still changes a pinned game, and then this test names the first
// line that differs; if the change is meant, regenerate the files with
// scripts/golden-playthroughs.sh and review their diff. A ruleset added later
// needs only its file.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/golden_playthrough.h"
#include "test_registry.h"

#include <QFile>
#include <QTest>
#include <fstream>
#include <sstream>

class TestGoldenPlaythroughs : public QObject {
    Q_OBJECT

private slots:
    void everyPinnedGameIsPlayedTheSame_data();
    void everyPinnedGameIsPlayedTheSame();
};

namespace {

std::string goldenPath(std::string_view id) {
    // Appended piece by piece: GCC 12 warns (-Warray-bounds) on the chained operator+.
    std::string path(PLAYBENCH_TEST_DATA_DIR);
    path += "/golden/";
    path += id;
    path += ".txt";
    return path;
}

std::vector<std::string> readLines(const std::string& path) {
    std::vector<std::string> lines;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

// The game a line of the file belongs to, and what the line is, for a message.
std::string placeOf(const std::vector<std::string>& lines, std::size_t at) {
    std::size_t below = 0; // lines below the game's header
    for (std::size_t i = at + 1; i-- > 0; ++below) {
        if (lines[i].rfind("game ", 0) != 0)
            continue;
        const std::string game = lines[i].substr(0, lines[i].find(':'));
        if (below == 0)
            return game + ", its header";
        if (below == 1)
            return game + ", its initial state";
        if (lines[at].rfind("result ", 0) == 0)
            return game + ", its result";
        return game + ", decision " + std::to_string(below - 1) + " (from 1)";
    }
    return "the file's header";
}

} // namespace

void TestGoldenPlaythroughs::everyPinnedGameIsPlayedTheSame_data() {
    QTest::addColumn<QString>("ruleset");
    for (const pb::Ruleset* r : pb::allRulesets())
        QTest::newRow(std::string(r->id()).c_str()) << QString::fromStdString(std::string(r->id()));
}

void TestGoldenPlaythroughs::everyPinnedGameIsPlayedTheSame() {
    QFETCH(QString, ruleset);
    const pb::Ruleset& r = pb::rulesetOrThrow(ruleset.toStdString());
    const std::string path = goldenPath(r.id());
    const std::vector<std::string> played = pb::goldenPlaythroughLines(r);
    if (qEnvironmentVariableIsSet("PLAYBENCH_WRITE_GOLDEN")) {
        std::ofstream out(path, std::ios::trunc);
        for (const std::string& line : played)
            out << line << '\n';
        QVERIFY2(out.good(), ("could not write " + path).c_str());
        qInfo("wrote %s", path.c_str());
        return;
    }
    const std::string regenerate =
        "; if the rules (or an agent) changed on purpose, run scripts/golden-playthroughs.sh "
        "and review the diff of " +
        path;
    QVERIFY2(QFile::exists(QString::fromStdString(path)),
             (std::string(r.id()) + " has no golden playthroughs" + regenerate).c_str());
    const std::vector<std::string> pinned = readLines(path);
    for (std::size_t i = 0; i < std::min(pinned.size(), played.size()); ++i)
        if (pinned[i] != played[i])
            QFAIL((path + ":" + std::to_string(i + 1) + " (" + placeOf(pinned, i) +
                   ") differs:\n  pinned: " + pinned[i] + "\n  played: " + played[i] + "\n" +
                   regenerate.substr(2))
                      .c_str());
    if (pinned.size() != played.size())
        QFAIL((path + " has " + std::to_string(pinned.size()) + " lines, the games played " +
               std::to_string(played.size()) + regenerate)
                  .c_str());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestGoldenPlaythroughs)
#include "test_golden_playthroughs.moc"
