// One executable holds the Qt Test classes of one area (core, db, cli, gui):
// each test file registers its class under the file's name, and ctest runs
// `<area>_tests <file name>` once per file (tests/CMakeLists.txt). Linking a
// few executables instead of one per file is what keeps the sanitized build
// short (docs/reliability.md, "Build time").
//
// The macros mirror Qt's QTEST_APPLESS_MAIN, QTEST_GUILESS_MAIN and QTEST_MAIN
// (qtest.h in Qt 6.4), with a registration where Qt defines main().
#pragma once

#include <QCoreApplication>
#include <QTest>
#ifdef QT_WIDGETS_LIB
#include <QApplication>
#endif

namespace pb::test {

// A test file's entry point: argv[0] is the executable, the rest are Qt
// Test's own options (-o, function names...).
using TestMain = int (*)(int argc, char* argv[]);

// Registers `run` under the base name of `sourceFile` ("test_rng" for
// ".../test_rng.cpp"); returns true so it can initialise a static.
bool registerTest(const char* sourceFile, TestMain run);

} // namespace pb::test

#define PLAYBENCH_TEST_CONCAT_(a, b) a##b
#define PLAYBENCH_TEST_CONCAT(a, b) PLAYBENCH_TEST_CONCAT_(a, b)
#define PLAYBENCH_TEST_REGISTER_MAIN(run)                                                          \
    namespace {                                                                                    \
    [[maybe_unused]] const bool PLAYBENCH_TEST_CONCAT(playbenchTestRegistered, __COUNTER__) =      \
        pb::test::registerTest(__FILE__, run);                                                     \
    }

#define PLAYBENCH_TEST_MAIN_WRAPPER(TestObject, ...)                                               \
    namespace {                                                                                    \
    int PLAYBENCH_TEST_CONCAT(playbenchRunTest, TestObject)(int argc, char* argv[]) {              \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                         \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    }                                                                                              \
    PLAYBENCH_TEST_REGISTER_MAIN(PLAYBENCH_TEST_CONCAT(playbenchRunTest, TestObject))

// No application object, as QTEST_APPLESS_MAIN.
#define PLAYBENCH_TEST_APPLESS_MAIN(TestObject) PLAYBENCH_TEST_MAIN_WRAPPER(TestObject)
// A QCoreApplication, as QTEST_GUILESS_MAIN.
#define PLAYBENCH_TEST_GUILESS_MAIN(TestObject)                                                    \
    PLAYBENCH_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
// A QApplication, as QTEST_MAIN does when Qt Widgets is linked.
#define PLAYBENCH_TEST_MAIN(TestObject)                                                            \
    PLAYBENCH_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QApplication))
