// pb::ParameterSchema (engine/parameter_schema.h) on a small schema of its own.

#include "engine/errors.h"
#include "engine/parameter_schema.h"
#include "json_compare.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;

namespace {

pb::ParameterSchema sampleSchema() {
    pb::ParameterSpec size{"size", pb::ParameterType::Int, 10, 5, 16, {}, "Board side."};
    pb::ParameterSpec share{"share", pb::ParameterType::Bool, false, 0, 0, {}, "Sharing."};
    pb::ParameterSpec dirs{"dirs", pb::ParameterType::Choice, "four",       0,
                           0,      {"four", "eight"},         "Directions."};
    return pb::ParameterSchema({size, share, dirs});
}

// The message of the InvalidInput that `f` throws, or "" if it throws nothing
// (any other exception fails the test by escaping).
template <typename F> std::string invalidInputMessage(F f) {
    try {
        f();
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
    return {};
}

bool mentions(const std::string& text, const std::string& word) {
    return text.find(word) != std::string::npos;
}

} // namespace

class TestParameterSchema : public QObject {
    Q_OBJECT

private slots:
    void findsSpecsByName();
    void resolveFillsTheDefaults();
    void resolveKeepsValidOverrides();
    void resolveRefusesUnknownNames();
    void resolveRefusesOutOfRangeValues();
    void resolveNamesHugeValuesAsWritten();
    void resolveRefusesWrongTypesAndOptions();
    void nonDefaultsDropsTheDefaults();
    void parseAssignmentTypesTheValue();
    void parseAssignmentRefusesBadText();
    void toJsonDescribesEveryParameter();
};

void TestParameterSchema::findsSpecsByName() {
    const auto schema = sampleSchema();
    QVERIFY(schema.find("size") != nullptr);
    QCOMPARE(schema.find("size")->maxValue, 16);
    QVERIFY(schema.find("Size") == nullptr);
    QVERIFY(schema.find("colour") == nullptr);
    QCOMPARE(schema.specs().size(), std::size_t(3));
}

void TestParameterSchema::resolveFillsTheDefaults() {
    const auto schema = sampleSchema();
    const json expected{{"size", 10}, {"share", false}, {"dirs", "four"}};
    PB_COMPARE_JSON(schema.resolve(json::object()), expected);
    PB_COMPARE_JSON(schema.resolve(json()), expected);
}

void TestParameterSchema::resolveKeepsValidOverrides() {
    const auto schema = sampleSchema();
    const json resolved = schema.resolve({{"size", 16}, {"dirs", "eight"}});
    PB_COMPARE_JSON(resolved, json({{"size", 16}, {"share", false}, {"dirs", "eight"}}));
    PB_COMPARE_JSON(schema.resolve({{"size", 5}})["size"], json(5));
}

void TestParameterSchema::resolveRefusesUnknownNames() {
    const auto schema = sampleSchema();
    const std::string message = invalidInputMessage([&] { schema.resolve({{"colour", 3}}); });
    QVERIFY2(mentions(message, "colour"), message.c_str());
}

void TestParameterSchema::resolveRefusesOutOfRangeValues() {
    const auto schema = sampleSchema();
    for (int bad : {4, 17, -1}) {
        const std::string message = invalidInputMessage([&] { schema.resolve({{"size", bad}}); });
        QVERIFY2(mentions(message, "size") && mentions(message, std::to_string(bad)),
                 message.c_str());
    }
}

void TestParameterSchema::resolveNamesHugeValuesAsWritten() {
    // Above the long long range a JSON number is unsigned; it must not wrap to a
    // negative number in the message (or be mistaken for an in-range one).
    const auto schema = sampleSchema();
    for (const char* text : {"10000000000000000000", "18446744073709551615"}) {
        const std::string message = invalidInputMessage([&] {
            schema.resolve(nlohmann::json::parse(std::string(R"({"size":)") + text + "}"));
        });
        QVERIFY2(mentions(message, "size") && mentions(message, text) && !mentions(message, "-"),
                 message.c_str());
    }
}

void TestParameterSchema::resolveRefusesWrongTypesAndOptions() {
    const auto schema = sampleSchema();
    for (const json& bad : {json{{"size", "ten"}}, json{{"size", 10.5}}, json{{"share", 1}},
                            json{{"dirs", "six"}}, json{{"dirs", 4}}}) {
        const std::string message = invalidInputMessage([&] { schema.resolve(bad); });
        QVERIFY2(mentions(message, bad.begin().key()), (bad.dump() + ": " + message).c_str());
    }
    QVERIFY(!invalidInputMessage([&] { schema.resolve(json::array({1})); }).empty());
}

void TestParameterSchema::nonDefaultsDropsTheDefaults() {
    const auto schema = sampleSchema();
    PB_COMPARE_JSON(schema.nonDefaults(schema.resolve(json::object())), json::object());
    PB_COMPARE_JSON(schema.nonDefaults(schema.resolve({{"share", true}, {"size", 10}})),
                    json({{"share", true}}));
}

void TestParameterSchema::parseAssignmentTypesTheValue() {
    const auto schema = sampleSchema();
    PB_COMPARE_JSON(schema.parseAssignment("size=12"), json({{"size", 12}}));
    PB_COMPARE_JSON(schema.parseAssignment("share=true"), json({{"share", true}}));
    PB_COMPARE_JSON(schema.parseAssignment("share=false"), json({{"share", false}}));
    PB_COMPARE_JSON(schema.parseAssignment("dirs=eight"), json({{"dirs", "eight"}}));
}

void TestParameterSchema::parseAssignmentRefusesBadText() {
    const auto schema = sampleSchema();
    for (const char* bad : {"size", "=3", "size=", "size=abc", "size=12x", "size=30", "share=maybe",
                            "dirs=six", "colour=red"})
        QVERIFY2(!invalidInputMessage([&] { schema.parseAssignment(bad); }).empty(), bad);
}

void TestParameterSchema::toJsonDescribesEveryParameter() {
    const json j = sampleSchema().toJson();
    QVERIFY(j.is_array());
    QCOMPARE(j.size(), std::size_t(3));
    PB_COMPARE_JSON(j[0]["name"], json("size"));
    PB_COMPARE_JSON(j[0]["type"], json("int"));
    PB_COMPARE_JSON(j[0]["default"], json(10));
    PB_COMPARE_JSON(j[0]["min"], json(5));
    PB_COMPARE_JSON(j[0]["max"], json(16));
    PB_COMPARE_JSON(j[0]["description"], json("Board side."));
    PB_COMPARE_JSON(j[1]["type"], json("bool"));
    PB_COMPARE_JSON(j[2]["type"], json("choice"));
    PB_COMPARE_JSON(j[2]["options"], json({"four", "eight"}));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestParameterSchema)
#include "test_parameter_schema.moc"
