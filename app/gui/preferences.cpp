#include "preferences.h"

#include "analysis_settings.h"
#include "gui_logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPalette>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>

namespace pb::gui {

namespace {

// qt_add_translations embeds playbench_<code>.qm files here.
const QString kTranslationsDir = QStringLiteral(":/i18n");
const QString kTranslationPrefix = QStringLiteral("playbench_");
const QString kLanguageKey = QStringLiteral("ui/language");
const QString kColorSchemeKey = QStringLiteral("ui/colorScheme");

QStringList findLanguages() {
    QStringList languages{QString(), QStringLiteral("en")};
    const QStringList files =
        QDir(kTranslationsDir)
            .entryList({kTranslationPrefix + QStringLiteral("*.qm")}, QDir::Files);
    for (const QString& file : files) {
        const QString code = file.mid(kTranslationPrefix.size()).chopped(3);
        if (!languages.contains(code))
            languages.append(code);
    }
    return languages;
}

// What the desktop's palette says, read once before any window exists: light
// text on a darker window means a dark desktop (Qt 6.4 has no colour-scheme
// hint; Qt Quick's own styles decide the same way).
bool desktopIsDark() {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        return false;
    const QPalette palette = QGuiApplication::palette();
    return palette.color(QPalette::WindowText).lightness() >
           palette.color(QPalette::Window).lightness();
}

// `name`_<language>.qm from `folder` for `locale`, installed; nullptr when
// there is none (English, or qt6-translations-l10n not installed).
std::unique_ptr<QTranslator> loadTranslator(const QLocale& locale, const QString& name,
                                            const QString& folder) {
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), folder)) {
        qCDebug(lcGui) << "no" << name << "translation for" << locale.uiLanguages() << "in"
                       << folder;
        return nullptr;
    }
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

} // namespace

Preferences::Preferences(QObject* parent)
    : QObject(parent), availableLanguages_(findLanguages()), desktopIsDark_(desktopIsDark()) {
    QSettings settings;
    const QString saved = settings.value(kLanguageKey).toString();
    language_ = availableLanguages_.contains(saved) ? saved : QString();
    const int scheme = settings.value(kColorSchemeKey, 0).toInt();
    if (scheme >= 0 && scheme <= static_cast<int>(ColorScheme::Dark))
        colorScheme_ = static_cast<ColorScheme>(scheme);
    installTranslator();
}

Preferences::~Preferences() {
    for (const auto* translator : {&translator_, &qtTranslator_, &dialogsTranslator_}) {
        if (*translator)
            QCoreApplication::removeTranslator(translator->get());
    }
}

void Preferences::setLanguage(const QString& language) {
    if (language == language_)
        return;
    if (!availableLanguages_.contains(language)) {
        qCWarning(lcGui) << "no translation for language" << language;
        return;
    }
    language_ = language;
    QSettings().setValue(kLanguageKey, language_);
    installTranslator();
    if (engine_)
        engine_->retranslate();
    emit languageChanged();
}

QVariantList Preferences::languages() const {
    QVariantList result;
    for (const QString& code : availableLanguages_) {
        QString name;
        if (code == QLatin1String("en")) {
            // The source strings are English; QLocale would say "American English".
            name = QStringLiteral("English");
        } else if (!code.isEmpty()) {
            name = QLocale(code).nativeLanguageName();
            if (!name.isEmpty())
                name[0] = name[0].toUpper();
        }
        result.append(QVariantMap{{QStringLiteral("code"), code}, {QStringLiteral("name"), name}});
    }
    return result;
}

void Preferences::setColorScheme(ColorScheme scheme) {
    if (scheme == colorScheme_)
        return;
    colorScheme_ = scheme;
    QSettings().setValue(kColorSchemeKey, static_cast<int>(colorScheme_));
    emit colorSchemeChanged();
}

double Preferences::inaccuracyThreshold() const {
    return analysisThresholds().inaccuracy;
}

double Preferences::mistakeThreshold() const {
    return analysisThresholds().mistake;
}

double Preferences::blunderThreshold() const {
    return analysisThresholds().blunder;
}

bool Preferences::setAnalysisThresholds(double inaccuracy, double mistake, double blunder) {
    if (!pb::gui::setAnalysisThresholds({inaccuracy, mistake, blunder}))
        return false;
    emit analysisThresholdsChanged();
    return true;
}

bool Preferences::darkColors() const {
    switch (colorScheme_) {
    case ColorScheme::Light:
        return false;
    case ColorScheme::Dark:
        return true;
    case ColorScheme::System:
        break;
    }
    return desktopIsDark_;
}

void Preferences::installTranslator() {
    for (auto* translator : {&translator_, &qtTranslator_, &dialogsTranslator_}) {
        if (*translator) {
            QCoreApplication::removeTranslator(translator->get());
            translator->reset();
        }
    }
    // "" follows the system: QTranslator tries each of its UI languages in turn.
    const QLocale locale = language_.isEmpty() ? QLocale() : QLocale(language_);
    if (language_ != QLatin1String("en")) {
        // Installed before ours, so Playbench's own words win where both translate.
        qtTranslator_ = loadTranslator(locale, QStringLiteral("qt"),
                                       QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        dialogsTranslator_ = loadTranslator(locale, QStringLiteral("qtdialogs"), kTranslationsDir);
    }
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, QStringLiteral("playbench"), QStringLiteral("_"),
                          kTranslationsDir)) {
        // No translation for this locale (or the "C" locale): the English
        // source strings, with English plural forms ("1 card", "2 cards").
        qCDebug(lcGui) << "no translation for" << locale.uiLanguages() << "- using English";
        if (!translator->load(kTranslationPrefix + QStringLiteral("en"), kTranslationsDir))
            return;
    }
    // Numbers and dates follow the interface language ("1.000" beside German words).
    QLocale::setDefault(QLocale(translator->language()));
    QCoreApplication::installTranslator(translator.get());
    translator_ = std::move(translator);
    qCInfo(lcGui) << "interface language" << translator_->language();
}

} // namespace pb::gui
