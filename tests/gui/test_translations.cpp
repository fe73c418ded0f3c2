// The committed translations are complete and usable: every message of every
// translations/*.ts file is translated (none unfinished or left over), keeps
// the source's placeholders, and the built .qm is embedded in the app.

#include "test_registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
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
