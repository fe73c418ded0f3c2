// The command line on scripted rulesets (docs/scripting.md): --script in
// place of --game, states of a script read back, check with its
// reproduction, and a broken script or a failing game reported in one line
// that says where and how to play it again.

#include "cli_run.h"
#include "test_registry.h"

#include <QTemporaryDir>

namespace {

QString example(const char* name) {
    return QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/") + name + QStringLiteral(".lua");
}

// A probe game of ten steps whose apply runs `code` first.
QByteArray probe(const QByteArray& code) {
    return R"(game = {
  id = "probe", name = "Probe", players = 2,
  state = { { name = "turn", init = 1 }, { name = "n" } },
  decisions = { { name = "step" } }, actor = "turn", turns = "n",
}
function setup(s, rng) end
function legal(s, add) add("step") end
function apply(s, kind)
  )" + code +
           R"(
  s.n = s.n + 1
  if s.n >= 10 then s.turn = END else s.turn = 3 - s.turn end
end
function outcome(s) return { draw = true } end
)";
}

} // namespace

class TestCliScripts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    void playAndSimulateTakeAScript();
    void aScriptedStateIsReadWithItsScript();
    void stepPlaysAScriptedGame();
    void checkPassesAnExampleAndReportsABreak();
    void compareTakesAScript();
    void aBrokenScriptIsOneLine();
    void aFailingGameNamesTheCommandThatReplaysIt();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    QTemporaryDir dir_;
};

void TestCliScripts::playAndSimulateTakeAScript() {
    const QStringList play{"play",
                           "--script",
                           example("pig"),
                           "--players",
                           "3",
                           "--agents",
                           "mcts:iterations=50,random,random",
                           "--seed",
                           "4"};
    const CliRun a = runCli(play);
    VERIFY_SUCCESS(a);
    QCOMPARE(runCli(play).out, a.out);
    const QJsonObject record = parseJson(a.out).object();
    QCOMPARE(record[QStringLiteral("game")].toString(), QStringLiteral("script:pig"));
    QVERIFY(record[QStringLiteral("decisions")].toArray().size() > 10);

    QStringList simulate{"simulate", "--script", example("connect-four"),
                         "--games",  "300",      "--seed",
                         "2",        "--param",  "columns=6"};
    const CliRun one = runCli(simulate);
    VERIFY_SUCCESS(one);
    const CliRun two = runCli(simulate << "--threads"
                                       << "2");
    VERIFY_SUCCESS(two);
    QCOMPARE(two.out, one.out);
    QCOMPARE(parseJson(one.out)[QStringLiteral("games")].toInt(), 300);
}

void TestCliScripts::aScriptedStateIsReadWithItsScript() {
    const CliRun start = runCli({"new", "--script", example("tic-tac-toe")});
    VERIFY_SUCCESS(start);
    QVERIFY(writeFile(path("s0.json"), start.out));
    const CliRun legal =
        runCli({"legal", "--script", example("tic-tac-toe"), "--state", path("s0.json")});
    VERIFY_SUCCESS(legal);
    QCOMPARE(parseJson(legal.out).array().size(), 9);
    const CliRun next = runCli({"apply", "--script", example("tic-tac-toe"), "--state",
                                path("s0.json"), "--decision", R"({"kind":"mark","x":2,"y":2})"});
    VERIFY_SUCCESS(next);
    QCOMPARE(parseJson(next.out)[QStringLiteral("board")][1][1].toInt(), 1);
    const CliRun taken = runCli({"apply", "--script", example("tic-tac-toe"), "--state",
                                 path("s0.json"), "--decision", R"({"kind":"mark","x":4,"y":1})"});
    VERIFY_FAILURE(taken, 1, "The board is 3 by 3.");
    // Without the script, the state names what it needs.
    const CliRun without = runCli({"legal", "--state", path("s0.json")});
    VERIFY_FAILURE(without, 1, "a scripted ruleset is loaded with --script FILE.lua");
}

void TestCliScripts::stepPlaysAScriptedGame() {
    // X takes the top row while O plays below it.
    const CliRun run = runCli({"step", "--script", example("tic-tac-toe")},
                              R"({"kind":"mark","x":1,"y":1}
{"kind":"mark","x":1,"y":2}
{"kind":"mark","x":2,"y":1}
{"kind":"mark","x":2,"y":2}
{"kind":"mark","x":9,"y":9}
{"kind":"mark","x":3,"y":1}
)");
    VERIFY_SUCCESS(run);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 7);
    QVERIFY2(parseJson(lines.at(5)).object().contains(QStringLiteral("error")),
             lines.at(5).constData());
    const QJsonObject end = parseJson(lines.at(6)).object();
    QCOMPARE(end[QStringLiteral("actor")].toString(), QStringLiteral("terminal"));
    QVERIFY2(compact(end[QStringLiteral("result")]).contains("\"winner\":0"),
             lines.at(6).constData());
}

void TestCliScripts::checkPassesAnExampleAndReportsABreak() {
    const CliRun ok =
        runCli({"check", "--script", example("trick-taking"), "--games", "20", "--players", "3"});
    VERIFY_SUCCESS(ok);
    const QJsonObject report = parseJson(ok.out).object();
    QVERIFY(report[QStringLiteral("ok")].toBool());
    QCOMPARE(report[QStringLiteral("game")].toString(), QStringLiteral("script:trick-taking"));

    // why_illegal refuses at the fifth decision what legal lists there.
    QByteArray text = probe("");
    text.replace("function outcome(s)", "function why_illegal(s, kind) if s.n == 4 then return "
                                        "\"not now\" end end\nfunction outcome(s)");
    QVERIFY(writeFile(path("broken.lua"), text));
    const CliRun broken =
        runCli({"check", "--script", path("broken.lua"), "--reproduction", path("repro.json")});
    QCOMPARE(broken.exitCode, 1);
    const QJsonObject found = parseJson(broken.out).object();
    QVERIFY2(!found[QStringLiteral("ok")].toBool(), broken.out.constData());
    const QJsonObject brk = found[QStringLiteral("break")].toObject();
    QVERIFY2(brk[QStringLiteral("message")].toString().contains(QStringLiteral("not now")),
             broken.out.constData());
    QCOMPARE(brk[QStringLiteral("step")].toInt(), 4);
    // The reproduction replays to the broken state.
    const CliRun replay = runCli(
        {"replay", "--script", path("broken.lua"), "--file", path("repro.json"), "--verify"});
    VERIFY_SUCCESS(replay);
}

void TestCliScripts::compareTakesAScript() {
    const CliRun run = runCli({"compare", "--script", example("connect-four"), "--b-param",
                               "connect=5", "--games", "200", "--seed", "3"});
    VERIFY_SUCCESS(run);
    const QJsonObject comparison = parseJson(run.out)[QStringLiteral("comparison")].toObject();
    QVERIFY2(!comparison[QStringLiteral("headline")].toString().isEmpty(),
             run.out.left(300).constData());
}

void TestCliScripts::aBrokenScriptIsOneLine() {
    QVERIFY(writeFile(path("syntax.lua"), "game = {\n  id = \"x\",\n  name = ,\n}\n"));
    VERIFY_FAILURE(runCli({"new", "--script", path("syntax.lua")}), 1,
                   "playbench-cli: syntax.lua:3: unexpected symbol near ','");
    VERIFY_FAILURE(runCli({"new", "--script", path("absent.lua")}), 1, "cannot read the script");
    VERIFY_FAILURE(runCli({"new", "--game", "stability", "--script", example("pig")}), 2,
                   "give --game or --script, not both");
    QVERIFY(writeFile(path("escape.lua"), "os.execute('true')\n" + probe("")));
    VERIFY_FAILURE(runCli({"play", "--script", path("escape.lua")}), 1,
                   "escape.lua:1: attempt to index a nil value (global 'os')");
}

void TestCliScripts::aFailingGameNamesTheCommandThatReplaysIt() {
    QVERIFY(writeFile(path("fails.lua"), probe("if s.n == 7 then error('seven') end")));
    const CliRun run =
        runCli({"simulate", "--script", path("fails.lua"), "--games", "5", "--seed", "9"});
    VERIFY_FAILURE(run, 1,
                   "fails.lua:9: seven (in apply 'step', at decision 8 of the game of seed ");
    const QByteArray line = run.err;
    const auto from = line.indexOf("`playbench-cli ") + 15;
    const auto to = line.indexOf("`", from);
    QVERIFY2(from > 15 && to > from, line.constData());
    QStringList again = QString::fromUtf8(line.mid(from, to - from)).split(' ');
    again[again.indexOf("--script") + 1] = path("fails.lua");
    const CliRun replayed = runCli(again);
    VERIFY_FAILURE(replayed, 1, "fails.lua:9: seven (in apply 'step', at decision 8");
}

PLAYBENCH_TEST_APPLESS_MAIN(TestCliScripts)
#include "test_cli_scripts.moc"
