#pragma once

#include <QCoreApplication>
#include <QString>
#include <nlohmann/json_fwd.hpp>

namespace pb {
class Ruleset;
}

namespace pb::gui {

// A Check break (pb::check::CheckBreak::toJson) in the designer's words and
// the interface language: the check's name (one phrase per name in
// core/check/check_names.h), where it broke, the decision's text, and one
// sentence saying it all ("legal() lists jump 1, but apply() refused it:
// probe.lua:9: cannot jump"). The message, the script's or the harness's own
// text, is quoted verbatim.
class CheckWords {
    Q_DECLARE_TR_FUNCTIONS(CheckWords)

public:
    // The check's name; an unknown name is shown as it is.
    static QString checkName(const QString& name);
    // "Game 3, decision 12" (both counted from 1), or the determinism
    // check's own games.
    static QString where(const nlohmann::json& found);
    // The text of the decision being taken when it broke, as the ruleset
    // words it at the state it broke in; empty when the break is in a state,
    // and the decision's JSON when the ruleset cannot word it.
    static QString decisionText(const nlohmann::json& found, const pb::Ruleset* ruleset);
    // The whole break in one sentence.
    static QString sentence(const nlohmann::json& found, const pb::Ruleset* ruleset);
};

} // namespace pb::gui
