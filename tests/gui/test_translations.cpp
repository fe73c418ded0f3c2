// The committed translations are complete and usable: every message of every
// translation set's .ts files (the shared set in translations/, each
// ruleset's in its own folder: app/gui/CMakeLists.txt) is translated (none
// unfinished or left over), keeps the source's placeholders, and the built
// .qm embedded in the app holds every set; and no message of the sources is
// missing from them: lupdate, run as the playbench_app_lupdate target runs it
// but into copies, finds nothing new in any set.

#include "test_registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void noMessageOfTheSourcesIsMissing();
    void germanIsEmbedded();
    void englishHasEveryPluralForm();
    void englishPluralsAreEmbedded();
};

namespace {

// One translation set as translation_sets.txt lists it: lupdate's project
// (CMake form), the German and the English (plural forms) .ts files.
struct TranslationSet {
    QString project;
    QString german;
    QString english;
};

QList<TranslationSet> translationSets() {
    QFile file(QStringLiteral(PLAYBENCH_TRANSLATION_SETS));
    QList<TranslationSet> sets;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return sets;
    for (const QByteArray& line : file.readAll().split('\n')) {
        const QStringList parts = QString::fromUtf8(line).split(QLatin1Char('|'));
        if (parts.size() == 3)
            sets.append({parts[0], parts[1], parts[2]});
    }
    return sets;
}

QStringList placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%(\\d+|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0));
    found.sort();
    found.removeDuplicates();
    return found;
}

// "context: source" of every plural message of a .ts file.
QStringList pluralMessages(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {QStringLiteral("cannot open ") + path};
    QXmlStreamReader xml(&file);
    QString context;
    bool numerus = false;
    QStringList found;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if (xml.name() == QLatin1String("source") && numerus)
            found.append(context + QStringLiteral(": ") + xml.readElementText());
    }
    found.sort();
    return found;
}

// Every message of a .ts file as "context | source | comment".
QSet<QString> messages(const QString& path) {
    QFile file(path);
    QSet<QString> found;
    if (!file.open(QIODevice::ReadOnly))
        return found;
    QXmlStreamReader xml(&file);
    QString context, source, comment;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message"))
            found.insert(context + QStringLiteral(" | ") + source + QStringLiteral(" | ") +
                         comment);
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            source.clear(), comment.clear();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("comment"))
            comment = xml.readElementText();
    }
    return found;
}

// Runs `program` with `arguments`; an empty text when it succeeds, else what went wrong.
QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        return program + QStringLiteral(" failed: ") + QString::fromLocal8Bit(process.readAll());
    return {};
}

} // namespace

void TestTranslations::everyMessageIsTranslated_data() {
    QTest::addColumn<QString>("path");
    const QList<TranslationSet> sets = translationSets();
    QVERIFY(sets.size() > 1); // the shared set and the rulesets'
    for (const TranslationSet& set : sets) {
        QTest::newRow(qPrintable(QFileInfo(set.german).fileName())) << set.german;
        QTest::newRow(qPrintable(QFileInfo(set.english).fileName())) << set.english;
    }
    const QString dialogs = QDir(QStringLiteral(PLAYBENCH_TRANSLATIONS_DIR))
                                .filePath(QStringLiteral("qtdialogs_de.ts"));
    QTest::newRow("qtdialogs_de.ts") << dialogs;
}

void TestTranslations::everyMessageIsTranslated() {
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QXmlStreamReader xml(&file);
    QString context;
    QString source;
    bool numerus = false;
    int messages = 0;
    QStringList problems;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString where = context + QStringLiteral(": \"") + source + QLatin1Char('"');
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty())
                problems.append(where + QStringLiteral(" is ") + type);
            // A plural message holds one <numerusform> per plural form.
            QStringList forms;
            if (numerus) {
                while (xml.readNextStartElement())
                    forms.append(xml.readElementText());
            } else {
                forms.append(xml.readElementText());
            }
            for (const QString& form : forms) {
                if (form.trimmed().isEmpty())
                    problems.append(where + QStringLiteral(" is empty"));
                else if (placeholders(form) != placeholders(source))
                    problems.append(where + QStringLiteral(" loses or adds a placeholder: ") +
                                    form);
            }
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // English holds only plural messages, which a set may lack
    // (englishHasEveryPluralForm checks it against German).
    if (!path.endsWith(QStringLiteral("_en.ts")))
        QVERIFY(messages > 0);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// A developer who adds a tr() or qsTr() and does not refresh and translate
// the .ts fails here, not only a user who meets the English text.
void TestTranslations::noMessageOfTheSourcesIsMissing() {
    const QList<TranslationSet> sets = translationSets();
    QVERIFY(sets.size() > 1);
    int read = 0;
    for (const TranslationSet& set : sets) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString project = dir.filePath(QStringLiteral("project.json"));
        QString failure = run(QStringLiteral(PLAYBENCH_CMAKE),
                              {QStringLiteral("-DIN_FILE=") + set.project,
                               QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"),
                               QStringLiteral(PLAYBENCH_LUPDATE_PROJECT_SCRIPT)});
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QString name = QFileInfo(set.german).fileName();
        const QString refreshed = dir.filePath(name);
        QVERIFY(QFile::copy(set.german, refreshed));
        failure = run(QStringLiteral(PLAYBENCH_LUPDATE),
                      {QStringLiteral("-project"), project, QStringLiteral("-no-obsolete"),
                       QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"),
                       refreshed});
        QVERIFY2(failure.isEmpty(), qPrintable(failure));

        const QSet<QString> before = messages(set.german);
        const QSet<QString> after = messages(refreshed);
        QVERIFY2(!after.isEmpty(), qPrintable(name)); // lupdate read the set's sources
        read += int(after.size());
        QStringList missing = (after - before).values();
        missing.sort();
        QStringList gone = (before - after).values();
        gone.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("in the sources but not in %1 (run the "
                                           "playbench_app_lupdate target and translate):\n")
                                .arg(name) +
                            missing.join(QLatin1Char('\n'))));
        QVERIFY2(gone.isEmpty(),
                 qPrintable(QStringLiteral("in %1 but no longer in the sources:\n").arg(name) +
                            gone.join(QLatin1Char('\n'))));
    }
    QVERIFY(read > 1000); // every set together: the whole workbench
}

void TestTranslations::germanIsEmbedded() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QCOMPARE(translator.translate("Main", "Settings"), QStringLiteral("Einstellungen"));
    // Every set is released into the one .qm: the first message of each.
    for (const TranslationSet& set : translationSets()) {
        QFile file(set.german);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        QString context, source, comment;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (xml.name() == QLatin1String("message")) {
                if (xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"))
                    xml.skipCurrentElement();
                comment.clear();
            } else if (xml.name() == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (xml.name() == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (xml.name() == QLatin1String("translation")) {
                const QString expected = xml.readElementText();
                QCOMPARE(translator.translate(
                             context.toUtf8().constData(), source.toUtf8().constData(),
                             comment.isEmpty() ? nullptr : comment.toUtf8().constData()),
                         expected);
                break;
            }
        }
    }
}

void TestTranslations::englishHasEveryPluralForm() {
    // English, the source language, holds only plural forms; in every set they
    // must follow the sources (playbench_app_lupdate refreshes both files).
    int plurals = 0;
    for (const TranslationSet& set : translationSets()) {
        const QStringList german = pluralMessages(set.german);
        plurals += int(german.size());
        QCOMPARE(pluralMessages(set.english), german);
    }
    QVERIFY(plurals > 10);
}

void TestTranslations::englishPluralsAreEmbedded() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/playbench_en.qm")));
    QCOMPARE(translator.translate("DeckEditorPane", "%n card(s) in %1 type(s)", nullptr, 1),
             QStringLiteral("%n card in %1 type"));
    QCOMPARE(translator.translate("DeckEditorPane", "%n card(s) in %1 type(s)", nullptr, 2),
             QStringLiteral("%n cards in %1 type(s)"));
    QCOMPARE(QCoreApplication::translate("DeckEditorPane", "%n card(s) in %1 type(s)", nullptr, 1),
             QStringLiteral("1 card(s) in %1 type(s)")); // not installed: the source text
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(QCoreApplication::translate("DeckEditorPane", "%n card(s) in %1 type(s)", nullptr, 1),
             QStringLiteral("1 card in %1 type"));
    QCOMPARE(QCoreApplication::translate("DeckEditorPane", "%n card(s) in %1 type(s)", nullptr, 3),
             QStringLiteral("3 cards in %1 type(s)"));
    QCoreApplication::removeTranslator(&translator);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
