#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QQmlEngine;
class QTranslator;

namespace pb::gui {

// The user's choices that outlive a session (QSettings, group "ui"): the
// language of the interface and light or dark colours. The application creates
// one before loading QML, so the first frame is already in the chosen language,
// and hands it to Main.qml as a required property. A change takes effect at
// once: a new language retranslates every qsTr in the engine.
class Preferences : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application creates Preferences and passes them to Main.qml.")
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList availableLanguages READ availableLanguages CONSTANT)
    Q_PROPERTY(QVariantList languages READ languages CONSTANT)
    Q_PROPERTY(
        ColorScheme colorScheme READ colorScheme WRITE setColorScheme NOTIFY colorSchemeChanged)
    Q_PROPERTY(bool darkColors READ darkColors NOTIFY colorSchemeChanged)
    // The win chance a move may give up before the Review page's analysis calls
    // it an inaccuracy, a mistake or a blunder (0..1; analysis_settings.h).
    Q_PROPERTY(double inaccuracyThreshold READ inaccuracyThreshold NOTIFY analysisThresholdsChanged)
    Q_PROPERTY(double mistakeThreshold READ mistakeThreshold NOTIFY analysisThresholdsChanged)
    Q_PROPERTY(double blunderThreshold READ blunderThreshold NOTIFY analysisThresholdsChanged)

public:
    enum class ColorScheme { System, Light, Dark };
    Q_ENUM(ColorScheme)

    // Reads the saved choices and installs the saved language's translator.
    explicit Preferences(QObject* parent = nullptr);
    ~Preferences() override;

    // The engine to retranslate when the language changes.
    void setEngine(QQmlEngine* engine) { engine_ = engine; }

    // A language code ("de"), or "" for the system's language.
    QString language() const { return language_; }
    // Stores the choice, installs its translator and retranslates the engine.
    // An unknown code is ignored (and logged).
    void setLanguage(const QString& language);
    // "" (the system's), "en" (the source language) and every language with a
    // translation built into the app, in that order.
    QStringList availableLanguages() const { return availableLanguages_; }
    // availableLanguages for a language chooser: {code, name} each, the name in
    // its own language ("Deutsch"); "" has no name (the chooser says "System default").
    QVariantList languages() const;

    ColorScheme colorScheme() const { return colorScheme_; }
    void setColorScheme(ColorScheme scheme);
    // Whether the window is to be dark: the choice, or for System the desktop's.
    bool darkColors() const;

    double inaccuracyThreshold() const;
    double mistakeThreshold() const;
    double blunderThreshold() const;
    // Stores the three thresholds together (they must rise within (0, 1]);
    // false, and nothing stored, otherwise.
    Q_INVOKABLE bool setAnalysisThresholds(double inaccuracy, double mistake, double blunder);

signals:
    void languageChanged();
    void colorSchemeChanged();
    void analysisThresholdsChanged();

private:
    // Installs the translators of the chosen language: Qt's own (the file
    // dialogs' buttons), ours for what Qt leaves untranslated in its QML file
    // dialog, and Playbench's, searched first.
    void installTranslator();

    QQmlEngine* engine_ = nullptr;
    std::unique_ptr<QTranslator> translator_;
    std::unique_ptr<QTranslator> qtTranslator_;
    std::unique_ptr<QTranslator> dialogsTranslator_;
    QString language_;
    QStringList availableLanguages_;
    ColorScheme colorScheme_ = ColorScheme::System;
    bool desktopIsDark_ = false;
};

} // namespace pb::gui
