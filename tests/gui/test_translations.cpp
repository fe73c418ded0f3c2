// The committed translations are complete and usable: every message of every
// translations/*.ts file is translated (none unfinished or left over), keeps
// the source's placeholders, and the built .qm is embedded in the app; and no
// message of the sources is missing from them: lupdate, run as the
// playbench_app_lupdate target runs it but into a copy, finds nothing new.

#include "test_registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
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
    const QDir dir(QStringLiteral(PLAYBENCH_TRANSLATIONS_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.ts")}, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
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
    QVERIFY(messages > 0);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// A developer who adds a tr() or qsTr() and does not refresh and translate
// the .ts fails here, not only a user who meets the English text.
void TestTranslations::noMessageOfTheSourcesIsMissing() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString project = dir.filePath(QStringLiteral("project.json"));
    QString failure = run(QStringLiteral(PLAYBENCH_CMAKE),
                          {QStringLiteral("-DIN_FILE=" PLAYBENCH_LUPDATE_PROJECT),
                           QStringLiteral("-DOUT_FILE=") + project, QStringLiteral("-P"),
                           QStringLiteral(PLAYBENCH_LUPDATE_PROJECT_SCRIPT)});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    const QString committed = QDir(QStringLiteral(PLAYBENCH_TRANSLATIONS_DIR))
                                  .filePath(QStringLiteral("playbench_de.ts"));
    const QString refreshed = dir.filePath(QStringLiteral("playbench_de.ts"));
    QVERIFY(QFile::copy(committed, refreshed));
    failure = run(QStringLiteral(PLAYBENCH_LUPDATE),
                  {QStringLiteral("-project"), project, QStringLiteral("-no-obsolete"),
                   QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"),
                   refreshed});
    QVERIFY2(failure.isEmpty(), qPrintable(failure));

    const QSet<QString> before = messages(committed);
    const QSet<QString> after = messages(refreshed);
    QVERIFY(after.size() > 100); // lupdate read the sources
    QStringList missing = (after - before).values();
    missing.sort();
    QStringList gone = (before - after).values();
    gone.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("in the sources but not in playbench_de.ts (run the "
                                       "playbench_app_lupdate target and translate):\n") +
                        missing.join(QLatin1Char('\n'))));
    QVERIFY2(gone.isEmpty(), qPrintable(QStringLiteral("in playbench_de.ts but no longer in the "
                                                       "sources:\n") +
                                        gone.join(QLatin1Char('\n'))));
}

void TestTranslations::germanIsEmbedded() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QCOMPARE(translator.translate("Main", "Settings"), QStringLiteral("Einstellungen"));
}

void TestTranslations::englishHasEveryPluralForm() {
    // English, the source language, holds only plural forms; they must follow
    // the sources (playbench_app_lupdate refreshes both files).
    const QDir dir(QStringLiteral(PLAYBENCH_TRANSLATIONS_DIR));
    const QStringList german = pluralMessages(dir.filePath(QStringLiteral("playbench_de.ts")));
    QVERIFY(german.size() > 10);
    QCOMPARE(pluralMessages(dir.filePath(QStringLiteral("playbench_en.ts"))), german);
}

void TestTranslations::englishPluralsAreEmbedded() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/playbench_en.qm")));
    QCOMPARE(translator.translate("DeckStackCard", "%n card(s)", nullptr, 1),
             QStringLiteral("%n card"));
    QCOMPARE(translator.translate("DeckStackCard", "%n card(s)", nullptr, 2),
             QStringLiteral("%n cards"));
    QCOMPARE(QCoreApplication::translate("DeckStackCard", "%n card(s)", nullptr, 1),
             QStringLiteral("1 card(s)")); // not installed: the source text
    QCoreApplication::installTranslator(&translator);
    QCOMPARE(QCoreApplication::translate("DeckStackCard", "%n card(s)", nullptr, 1),
             QStringLiteral("1 card"));
    QCOMPARE(QCoreApplication::translate("DeckStackCard", "%n card(s)", nullptr, 3),
             QStringLiteral("3 cards"));
    QCoreApplication::removeTranslator(&translator);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
