#include "stored_design_file.h"

#include "design_store.h"
#include "engine/errors.h"
#include "script_store.h"

#include <string>

namespace pb::db {

std::optional<design::DesignFile> storedDesignFile(Database& database, qint64 designId) {
    const std::optional<DesignRow> row = DesignStore(database).get(designId);
    if (!row)
        return std::nullopt;
    design::DesignFile file;
    file.name = row->name.toStdString();
    file.ruleset = row->ruleset.toStdString();
    file.params = row->params;
    file.setup = row->setup;
    file.notes = row->notes.toStdString();
    // A scripted design carries its script, the version the store keeps.
    if (!row->scriptHash.isEmpty()) {
        const std::optional<ScriptRow> script = ScriptStore(database).get(row->scriptHash);
        if (!script)
            throw InvalidInput("design " + std::to_string(designId) + " names script " +
                               row->scriptHash.toStdString() + ", which the store does not hold");
        file.script = design::DesignScript{script->fileName.toStdString(),
                                           script->hash.toStdString(), script->text.toStdString()};
    }
    return file;
}

} // namespace pb::db
