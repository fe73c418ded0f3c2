#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/script_store.h"
#include "db/stored_design_file.h"
#include "design/design_file.h"
#include "engine/errors.h"

#include <QSaveFile>
#include <cstdio>
#include <limits>

namespace pb::cli {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

int runExport(const QStringList& arguments) {
    CommandLine line(QStringLiteral("design export"),
                     QStringLiteral("Writes a stored design (ruleset, parameters, set-up, notes) "
                                    "to a .playbench.json design file (docs/file-format.md)."));
    line.addOption(QCommandLineOption(QStringLiteral("db"), QStringLiteral("The store."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("design-id"),
                                      QStringLiteral("The stored design's id."),
                                      QStringLiteral("id")));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("The design file to write (replaced "
                                                     "atomically if it exists)."),
                                      QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString dbPath = line.required(QStringLiteral("db"));
    line.required(QStringLiteral("design-id"));
    const qint64 designId =
        line.intValue(QStringLiteral("design-id"), 0, 1, std::numeric_limits<int>::max());
    const QString out = line.required(QStringLiteral("out"));

    db::Database database(dbPath, db::Database::OpenMode::ReadOnly);
    std::optional<design::DesignFile> stored;
    try {
        stored = db::storedDesignFile(database, designId);
    } catch (const InvalidInput& e) {
        throw CommandError(toStd(dbPath) + ": " + e.what());
    }
    if (!stored)
        throw CommandError(toStd(dbPath) + ": design " + std::to_string(designId) +
                           " does not exist");
    const design::DesignFile& file = *stored;
    // A design the store holds is written out even if this build would refuse
    // to import it (say, its ruleset is gone): the designer's data is never
    // trapped. The output says so.
    std::string problem;
    try {
        design::validateDesign(file);
    } catch (const InvalidInput& e) {
        problem = e.what();
    }

    const std::string text = design::designFileToText(file);
    QSaveFile save(out);
    if (!save.open(QIODevice::WriteOnly))
        throw CommandError("cannot write " + toStd(out) + ": " + toStd(save.errorString()));
    if (save.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !save.commit())
        throw CommandError("cannot write " + toStd(out) + ": " + toStd(save.errorString()));

    nlohmann::json output{{"design_id", designId},
                          {"file", toStd(out)},
                          {"name", file.name},
                          {"ruleset", file.ruleset},
                          {"version", design::kDesignFileVersion}};
    if (!problem.empty())
        output["import_would_fail"] = problem;
    printJsonLine(output);
    return kExitOk;
}

int runImport(const QStringList& arguments) {
    CommandLine line(QStringLiteral("design import"),
                     QStringLiteral("Checks a .playbench.json design file (docs/file-format.md) "
                                    "and stores it as a new design. Nothing is stored unless "
                                    "every check passes; the first problem is named with its "
                                    "JSON path."));
    line.addOption(QCommandLineOption(QStringLiteral("db"),
                                      QStringLiteral("The store (created if missing)."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("file"),
                                      QStringLiteral("The design file to read."),
                                      QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString dbPath = line.required(QStringLiteral("db"));
    const QString path = line.required(QStringLiteral("file"));

    // Everything is checked before the store is opened: a bad file never
    // creates or touches a database.
    const design::DesignFile file = loadDesignFile(path);

    db::Database database(dbPath, db::Database::OpenMode::CreateIfMissing);
    db::DesignRow row;
    row.name = fromStd(file.name);
    row.ruleset = fromStd(file.ruleset);
    row.params = file.params;
    row.setup = file.setup;
    row.notes = fromStd(file.notes);
    if (file.script) // checked and registered by loadDesignFile: the store keeps it
        row.scriptHash = fromStd(file.script->hash);
    const qint64 id = db::DesignStore(database).create(row);
    printJsonLine({{"design_id", id}, {"name", file.name}, {"ruleset", file.ruleset}});
    return kExitOk;
}

} // namespace

int runDesignCommand(const QStringList& arguments) {
    const QString action = arguments.size() > 1 ? arguments.at(1) : QString();
    if (action == QStringLiteral("export"))
        return runExport(arguments.mid(1));
    if (action == QStringLiteral("import"))
        return runImport(arguments.mid(1));
    if (action == QStringLiteral("--help") || action == QStringLiteral("-h")) {
        const char help[] = "Usage: playbench-cli design <export|import> [options]\n"
                            "Design files (.playbench.json, docs/file-format.md).\n\n"
                            "  export --db FILE --design-id ID --out F.playbench.json\n"
                            "  import --db FILE --file F.playbench.json\n\n"
                            "Run 'playbench-cli design export --help' for an action's options.\n";
        std::fwrite(help, 1, sizeof help - 1, stdout);
        std::fflush(stdout);
        return kExitOk;
    }
    if (action.isEmpty())
        throw UsageError("design: missing action: export or import");
    throw UsageError("design: unknown action '" + toStd(action) + "' (export or import)");
}

} // namespace pb::cli
