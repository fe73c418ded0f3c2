#pragma once

// QCOMPARE cannot print nlohmann::json (and its conversions confuse QTest's
// overloads), so JSON values are compared with this and printed as JSON.

#include <QTest>
#include <nlohmann/json.hpp>
#include <string>

#define PB_COMPARE_JSON(actual, expected)                                                          \
    do {                                                                                           \
        const nlohmann::json actualJson_ = (actual);                                               \
        const nlohmann::json expectedJson_ = (expected);                                           \
        QVERIFY2(actualJson_ == expectedJson_,                                                     \
                 (std::string(#actual) + " is " + actualJson_.dump() + ", expected " +             \
                  expectedJson_.dump())                                                            \
                     .c_str());                                                                    \
    } while (false)
