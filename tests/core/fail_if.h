#pragma once

#include <QTest>

// Fails the test with `error` and the text `context` builds, if `error` is set.
// Property tests check every decision of thousands of games: QVERIFY2 would
// build its message (a state dump) every time, this only on failure.
#define PB_FAIL_IF(error, context)                                                                 \
    do {                                                                                           \
        if (!(error).empty())                                                                      \
            QFAIL(((error) + "\n  " + (context)).c_str());                                         \
    } while (false)
