#include "script/check_words.h"

#include "check/check_names.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <nlohmann/json.hpp>
#include <string_view>

namespace pb::gui {

namespace {

namespace names = pb::check::names;

struct NameWords {
    std::string_view name;
    const char* words;
};

// One phrase per name of check_names.h: what a designer must fix, not how the
// harness found it.
constexpr NameWords kNames[] = {
    {names::kLegalList, QT_TRANSLATE_NOOP("CheckWords", "The list of legal decisions is wrong")},
    {names::kRoundTrip,
     QT_TRANSLATE_NOOP("CheckWords", "A saved and reloaded position is not the same")},
    {names::kNeighbours,
     QT_TRANSLATE_NOOP("CheckWords", "why_illegal disagrees with the legal list")},
    {names::kQueriesChangeNothing,
     QT_TRANSLATE_NOOP("CheckWords", "A question about the position changed it")},
    {names::kHiddenInformation,
     QT_TRANSLATE_NOOP("CheckWords", "Redrawing hidden cards changed what a player sees")},
    {names::kStateInvariant, QT_TRANSLATE_NOOP("CheckWords", "A value left its allowed range")},
    {names::kGameInvariant, QT_TRANSLATE_NOOP("CheckWords", "A rule of the game was broken")},
    {names::kStepInvariant, QT_TRANSLATE_NOOP("CheckWords", "A decision broke a rule of the game")},
    {names::kEndInvariant, QT_TRANSLATE_NOOP("CheckWords", "The game ended wrongly")},
    {names::kMutation,
     QT_TRANSLATE_NOOP("CheckWords", "A position with one value changed was taken as sound")},
    {names::kOutcome, QT_TRANSLATE_NOOP("CheckWords", "The final scores are wrong")},
    {names::kTermination, QT_TRANSLATE_NOOP("CheckWords", "A game does not end")},
    {names::kSampling,
     QT_TRANSLATE_NOOP("CheckWords", "sample() draws decisions unevenly or off the list")},
    {names::kDecisionJson, QT_TRANSLATE_NOOP("CheckWords", "A decision cannot be written down")},
    {names::kStrayField,
     QT_TRANSLATE_NOOP("CheckWords", "A decision with an unknown field was accepted")},
    {names::kTurns, QT_TRANSLATE_NOOP("CheckWords", "The count of turns went back")},
    {names::kDeterminism, QT_TRANSLATE_NOOP("CheckWords", "One seed gave two different games")},
    {names::kSeedsDiffer, QT_TRANSLATE_NOOP("CheckWords", "Different seeds gave the same games")},
    {names::kApplyRefused,
     QT_TRANSLATE_NOOP("CheckWords", "A listed decision could not be applied")},
    {names::kException, QT_TRANSLATE_NOOP("CheckWords", "A rule function failed")},
};

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

std::string stringAt(const nlohmann::json& found, const char* key) {
    const auto it = found.find(key);
    return it != found.end() && it->is_string() ? it->get<std::string>() : std::string();
}

int intAt(const nlohmann::json& found, const char* key) {
    const auto it = found.find(key);
    return it != found.end() && it->is_number_integer() ? it->get<int>() : 0;
}

} // namespace

QString CheckWords::checkName(const QString& name) {
    const std::string key = name.toStdString();
    for (const NameWords& entry : kNames)
        if (entry.name == key)
            return QCoreApplication::translate("CheckWords", entry.words);
    return name;
}

QString CheckWords::where(const nlohmann::json& found) {
    const int game = intAt(found, "game_index");
    if (game < 0)
        return tr("In the games that check the seeds");
    //: Where Check broke: the game of the check and the decision in it, both counted from 1
    return tr("Game %1, decision %2").arg(game + 1).arg(intAt(found, "step") + 1);
}

QString CheckWords::decisionText(const nlohmann::json& found, const pb::Ruleset* ruleset) {
    const auto decision = found.find("decision");
    if (decision == found.end() || decision->is_null())
        return {};
    if (ruleset) {
        try {
            const auto state = ruleset->stateFromJson(found.at("state"));
            return fromStd(state->decisionToText(state->decisionFromJson(*decision)));
        } catch (const std::exception&) {
            // A ruleset whose JSON is what broke may not read its own state back.
        }
    }
    return fromStd(decision->dump());
}

QString CheckWords::sentence(const nlohmann::json& found, const pb::Ruleset* ruleset) {
    const QString check = fromStd(stringAt(found, "check"));
    const QString message = fromStd(stringAt(found, "message"));
    const QString decision = decisionText(found, ruleset);
    if (check == QLatin1String(names::kApplyRefused))
        //: %1 is a decision ("drop 7"), %2 the script's error with its file and line
        return tr("legal() lists %1, but apply() refused it: %2").arg(decision, message);
    if (!decision.isEmpty())
        //: %1 is what broke, %2 the decision being taken, %3 the error in the script's words
        return tr("%1 at %2: %3").arg(checkName(check), decision, message);
    //: %1 is what broke, %2 the error in the script's or the harness's words
    return tr("%1: %2").arg(checkName(check), message);
}

} // namespace pb::gui
