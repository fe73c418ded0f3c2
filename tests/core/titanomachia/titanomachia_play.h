#pragma once

// PLAY(state, decisions...): plays them in order or fails the test with the first refusal.

#include "titanomachia_test_support.h"

#define PLAY(state, ...)                                                                           \
    do {                                                                                           \
        const std::string error_ = ttest::playAll(state, {__VA_ARGS__});                           \
        QVERIFY2(error_.empty(), error_.c_str());                                                  \
    } while (false)
