// The sandbox a designer can trust with someone else's script: no files,
// processes or modules, no bytecode, no randomness but the game's, a memory
// cap and a time limit per call. Each escape stops with one clear line that
// names the script's line, and the process goes on.

#include "engine/game.h"
#include "engine/state.h"
#include "script/call_watchdog.h"
#include "script/script_error.h"
#include "script/script_fixtures.h"
#include "test_registry.h"

#include <QTest>
#include <chrono>

using pb::script::ScriptError;

namespace {

// The error of one game of the probe whose setup or apply runs `code`, or "".
std::string errorOfGame(const std::string& setup, const std::string& apply,
                        pb::script::ScriptLimits limits = {}) {
    try {
        const auto ruleset = scripttest::load(scripttest::probeScript(setup, apply), limits);
        const auto game = ruleset->makeGame({}, 2);
        auto state = game->newInitialState(7);
        while (!state->isTerminal())
            state->apply(state->legalDecisions().front());
    } catch (const ScriptError& e) {
        return e.what();
    }
    return {};
}

bool oneLine(const std::string& text) {
    return !text.empty() && text.find('\n') == std::string::npos;
}

} // namespace

class TestScriptSandbox : public QObject {
    Q_OBJECT

private slots:
    void noFilesProcessesOrModules_data();
    void noFilesProcessesOrModules();
    void bytecodeIsRefused();
    void memoryIsCapped();
    void anEndlessLoopIsStopped();
    void randomnessIsTheGamesOnly();
    void pairsRefusesKeysWithoutAFixedOrder();
};

void TestScriptSandbox::noFilesProcessesOrModules_data() {
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("named");
    QTest::newRow("io.open") << "io.open('/etc/passwd')"
                             << "global 'io'";
    QTest::newRow("os.execute") << "os.execute('touch /tmp/pwned')"
                                << "global 'os'";
    QTest::newRow("require") << "require('os')"
                             << "global 'require'";
    QTest::newRow("dofile") << "dofile('/etc/passwd')"
                            << "global 'dofile'";
    QTest::newRow("debug") << "debug.sethook()"
                           << "global 'debug'";
    QTest::newRow("package") << "package.loadlib('x', 'y')"
                             << "global 'package'";
    QTest::newRow("string.dump") << "string.dump(setup)"
                                 << "field 'dump'";
    QTest::newRow("collectgarbage") << "collectgarbage()"
                                    << "global 'collectgarbage'";
}

void TestScriptSandbox::noFilesProcessesOrModules() {
    QFETCH(QString, code);
    QFETCH(QString, named);
    // In a rule function while playing, and at the top of the file while loading.
    const std::string inApply = errorOfGame("", code.toStdString());
    QVERIFY2(oneLine(inApply), inApply.c_str());
    QVERIFY2(inApply.starts_with("probe.lua:"), inApply.c_str());
    QVERIFY2(inApply.find(named.toStdString()) != std::string::npos, inApply.c_str());
    QVERIFY2(inApply.find("in apply 'step', at decision 1 of the game of seed 7") !=
                 std::string::npos,
             inApply.c_str());
    try {
        scripttest::load(code.toStdString() + "\n" + scripttest::probeScript());
        QFAIL("a script that escapes at its top level was loaded");
    } catch (const ScriptError& e) {
        const std::string what = e.what();
        QVERIFY2(oneLine(what) && what.starts_with("probe.lua:1:"), e.what());
        QVERIFY2(what.find("while loading the script") != std::string::npos, e.what());
    }
}

void TestScriptSandbox::bytecodeIsRefused() {
    // A precompiled file, and a precompiled chunk handed to load().
    try {
        scripttest::load(std::string("\x1bLuaT\x00\x19\x93\r\n", 10));
        QFAIL("a precompiled chunk was loaded");
    } catch (const ScriptError& e) {
        QVERIFY2(std::string(e.what()).find("precompiled") != std::string::npos, e.what());
    }
    const std::string error = errorOfGame("", "assert(load('\\27LuaT\\0\\25\\147\\r\\n\\26\\n'))");
    QVERIFY2(oneLine(error), error.c_str());
    QVERIFY2(error.find("binary chunk") != std::string::npos, error.c_str());
    // Source text still loads, in the sandbox.
    QCOMPARE(errorOfGame("", "assert(load('return 1 + 1')() == 2)"), std::string());
    QVERIFY(errorOfGame("", "load('io.open(1)')()").find("global 'io'") != std::string::npos);
}

void TestScriptSandbox::memoryIsCapped() {
    pb::script::ScriptLimits limits;
    limits.memoryCap = 8u << 20;
    const std::string error = errorOfGame("", "local s = string.rep('x', 1 << 30)", limits);
    QVERIFY2(oneLine(error), error.c_str());
    QVERIFY2(error.find("used more than its 8 MiB of memory") != std::string::npos, error.c_str());
    QVERIFY2(error.find("in apply 'step'") != std::string::npos, error.c_str());
    // A table that grows without end is stopped the same way.
    const std::string growing =
        errorOfGame("local t = {} for i = 1, 1e9 do t[i] = i end", "", limits);
    QVERIFY2(growing.find("used more than its 8 MiB of memory") != std::string::npos,
             growing.c_str());
    QVERIFY2(growing.find("in setup") != std::string::npos, growing.c_str());
    // The interpreter that ran out plays on once the garbage is gone.
    const auto ruleset = scripttest::load(
        scripttest::probeScript("", "if s.n == 2 then local x = string.rep('x', 1 << 30) end"),
        limits);
    const auto game = ruleset->makeGame({}, 2);
    auto state = game->newInitialState(1);
    state->apply(state->legalDecisions().front());
    state->apply(state->legalDecisions().front());
    QVERIFY_THROWS_EXCEPTION(ScriptError, state->apply(state->legalDecisions().front()));
    auto fresh = game->newInitialState(2);
    fresh->apply(fresh->legalDecisions().front());
    QCOMPARE(fresh->turnsCompleted(), 1);
}

void TestScriptSandbox::anEndlessLoopIsStopped() {
    const auto before = pb::script::callTimeLimit();
    pb::script::setCallTimeLimit(std::chrono::milliseconds(200));
    const std::string inApply = errorOfGame("", "if s.n == 3 then while true do end end");
    const std::string inSetup = errorOfGame("local i = 0 repeat i = i + 1 until false", "");
    pb::script::setCallTimeLimit(before);
    QVERIFY2(oneLine(inApply), inApply.c_str());
    QVERIFY2(inApply.starts_with("probe.lua:"), inApply.c_str());
    QVERIFY2(inApply.find("ran for more than 200 ms") != std::string::npos, inApply.c_str());
    QVERIFY2(inApply.find("at decision 4 of the game of seed 7") != std::string::npos,
             inApply.c_str());
    QVERIFY2(inSetup.find("ran for more than 200 ms") != std::string::npos, inSetup.c_str());
    QVERIFY2(inSetup.find("in setup") != std::string::npos, inSetup.c_str());
    // Calls after a stopped one run normally: the interruption was that call's.
    QCOMPARE(errorOfGame("", ""), std::string());
}

void TestScriptSandbox::randomnessIsTheGamesOnly() {
    QVERIFY(errorOfGame("", "math.random()").find("field 'random'") != std::string::npos);
    QVERIFY(errorOfGame("", "math.randomseed(1)").find("field 'randomseed'") != std::string::npos);
    QVERIFY(errorOfGame("", "os.time()").find("global 'os'") != std::string::npos);
    // The rng object lives only inside the calls that are given it.
    const std::string kept = errorOfGame("kept = rng", "kept:below(3)");
    QVERIFY2(kept.find("rng is only valid during setup, sample and resample") != std::string::npos,
             kept.c_str());
    const std::string bound = errorOfGame("rng:below(0)", "");
    QVERIFY2(bound.find("takes n from 1") != std::string::npos, bound.c_str());
}

void TestScriptSandbox::pairsRefusesKeysWithoutAFixedOrder() {
    const std::string strings = errorOfGame("for k in pairs({ a = 1, b = 2 }) do end", "");
    QVERIFY2(oneLine(strings), strings.c_str());
    QVERIFY2(strings.find("Lua orders string keys differently in every run") != std::string::npos,
             strings.c_str());
    QVERIFY(errorOfGame("for k in next, { x = 1 } do end", "").find("string keys") !=
            std::string::npos);
    QVERIFY(errorOfGame("for k in pairs({ [{}] = 1 }) do end", "").find("a table key") !=
            std::string::npos);
    // Integer keys have one order, hash part included.
    QCOMPARE(errorOfGame("local n = 0 for k, v in pairs({ 1, 2, [100] = 3 }) do n = n + v end "
                         "assert(n == 6)",
                         ""),
             std::string());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptSandbox)
#include "test_script_sandbox.moc"
