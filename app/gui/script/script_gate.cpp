#include "script/script_gate.h"

#include "db/database.h"
#include "db/script_check_store.h"
#include "db/store_error.h"
#include "script/check_words.h"
#include "script/script_ruleset.h"

#include <QCoreApplication>
#include <optional>

namespace pb::gui {

namespace {

// The words of the gate, in one translation context.
class ScriptGate {
    Q_DECLARE_TR_FUNCTIONS(ScriptGate)

public:
    enum class Verdict { Passed, Failed, Unchecked };

    // What the store says of `script`'s version; `words` gets the break's sentence.
    static Verdict verdictOf(pb::db::Database& db, const pb::script::ScriptRuleset& script,
                             QString& words) {
        const std::optional<pb::db::ScriptCheckRow> row =
            pb::db::ScriptCheckStore(db).get(QString::fromStdString(script.scriptHash()));
        if (!row)
            return Verdict::Unchecked;
        if (row->passed)
            return Verdict::Passed;
        words = row->report.contains("break") ? CheckWords::sentence(row->report["break"], &script)
                                              : tr("the check did not finish");
        return Verdict::Failed;
    }

    static QString refusal(pb::db::Database& db, const pb::Ruleset& ruleset) {
        const auto* script = dynamic_cast<const pb::script::ScriptRuleset*>(&ruleset);
        if (!script)
            return {};
        QString words;
        switch (verdictOf(db, *script, words)) {
        case Verdict::Passed:
            return {};
        case Verdict::Failed:
            //: %1 is the break Check found, e.g. "legal() lists drop 7, but apply() refused it:
            //: ..."
            return tr("This script failed Check: %1. Fix it, or playtest by hand.").arg(words);
        case Verdict::Unchecked:
            //: %1 is the script's file name
            return tr("Check the script first: this version of %1 has not been checked. Open the "
                      "design's Board page, where Check runs by itself; batch runs wait for it "
                      "to pass.")
                .arg(QString::fromStdString(script->fileName()));
        }
        return {};
    }

    static QString banner(pb::db::Database& db, const pb::Ruleset& ruleset) {
        const auto* script = dynamic_cast<const pb::script::ScriptRuleset*>(&ruleset);
        if (!script)
            return {};
        QString words;
        switch (verdictOf(db, *script, words)) {
        case Verdict::Passed:
            return {};
        case Verdict::Failed:
            return tr("This script failed Check: %1. You can playtest it by hand; batch runs "
                      "wait until it passes.")
                .arg(words);
        case Verdict::Unchecked:
            return tr("This version of the script has not been checked. You can playtest it by "
                      "hand; batch runs wait until it passes Check.");
        }
        return {};
    }
};

} // namespace

QString scriptGateRefusal(pb::db::Database& db, const pb::Ruleset& ruleset) {
    return ScriptGate::refusal(db, ruleset);
}

void requireCheckedScript(pb::db::Database& db, const pb::Ruleset& ruleset) {
    if (const QString why = scriptGateRefusal(db, ruleset); !why.isEmpty())
        throw ScriptGateRefusal(why.toStdString());
}

QString scriptPlaytestBanner(pb::db::Database& db, const pb::Ruleset& ruleset) {
    try {
        return ScriptGate::banner(db, ruleset);
    } catch (const pb::db::StoreError&) {
        return {}; // the banner is advice: a store that cannot say gives none
    }
}

} // namespace pb::gui
