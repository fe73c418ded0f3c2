#include "design_ruleset.h"

#include "db/design_store.h"
#include "db/script_store.h"
#include "db/store_error.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"

namespace pb::gui {

QString designRulesetKey(const pb::db::DesignRow& design) {
    if (design.scriptHash.isEmpty())
        return design.ruleset;
    return design.ruleset + QLatin1Char('@') + design.scriptHash;
}

const pb::Ruleset* designRuleset(pb::db::Database& db, const pb::db::DesignRow& design) {
    try {
        return &pb::db::storedRuleset(db, design.ruleset, design.scriptHash);
    } catch (const pb::db::StoreError& failure) {
        qCWarning(lcGui) << "design" << design.id << "cannot be played:" << failure.what();
    } catch (const pb::InvalidInput& failure) {
        qCInfo(lcGui) << "design" << design.id << "names an unknown ruleset:" << failure.what();
    }
    return nullptr;
}

void registerDesignScripts(pb::db::Database& db) {
    try {
        for (const pb::db::DesignRow& design : pb::db::DesignStore(db).list())
            if (!design.scriptHash.isEmpty())
                designRuleset(db, design);
    } catch (const pb::db::StoreError& failure) {
        qCWarning(lcGui) << "cannot list the designs' scripts:" << failure.what();
    }
}

} // namespace pb::gui
