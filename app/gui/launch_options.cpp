#include "launch_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace pb::gui {

QSize parseWindowSize(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX](\\d{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return {};
    const int width = match.captured(1).toInt();
    const int height = match.captured(2).toInt();
    constexpr int kMinSide = 320;
    constexpr int kMaxSide = 7680;
    if (width < kMinSide || height < kMinSide || width > kMaxSide || height > kMaxSide)
        return {};
    return {width, height};
}

bool parseLaunchOptions(QCommandLineParser& parser, const QStringList& arguments,
                        LaunchOptions& options, QString& error) {
    parser.setApplicationDescription(QCoreApplication::translate(
        "LaunchOptions", "Playbench, a workbench for board-game designers."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QCoreApplication::translate(
            "LaunchOptions", "Open the design database FILE, creating an empty one if no file "
                             "is there (default: the demo database)."),
        QCoreApplication::translate("LaunchOptions", "FILE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("LaunchOptions",
                                    "Render the page given by --page, save it as a PNG to FILE "
                                    "and exit."),
        QCoreApplication::translate("LaunchOptions", "FILE"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QCoreApplication::translate("LaunchOptions",
                                    "Show page NAME first: designs, board, playtest, review, "
                                    "reports, settings or help."),
        QCoreApplication::translate("LaunchOptions", "NAME"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QCoreApplication::translate("LaunchOptions",
                                    "Open the window at WxH pixels (default 1280x800)."),
        QCoreApplication::translate("LaunchOptions", "WxH"));
    const QCommandLineOption quitOption(
        QStringLiteral("quit-after-load"),
        QCoreApplication::translate(
            "LaunchOptions", "Start, show the window, render it once and exit (a smoke test)."));
    const QCommandLineOption playtestDemoOption(
        QStringLiteral("playtest-demo"),
        QCoreApplication::translate("LaunchOptions",
                                    "Start a short demo playtest of the first design (stored like "
                                    "any game), e.g. for a screenshot of the Playtest page."));
    parser.addOptions(
        {databaseOption, screenshotOption, pageOption, sizeOption, quitOption, playtestDemoOption});

    if (!parser.parse(arguments)) {
        error = parser.errorText();
        return false;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (!parser.positionalArguments().isEmpty()) {
        error = QCoreApplication::translate("LaunchOptions", "Unexpected argument: %1")
                    .arg(parser.positionalArguments().constFirst());
        return false;
    }

    options.databasePath = parser.value(databaseOption);
    options.screenshotPath = parser.value(screenshotOption);
    options.page = parser.value(pageOption);
    options.quitAfterLoad = parser.isSet(quitOption);
    options.playtestDemo = parser.isSet(playtestDemoOption);
    if (parser.isSet(databaseOption) && options.databasePath.isEmpty()) {
        error = QCoreApplication::translate("LaunchOptions", "--database needs a file name.");
        return false;
    }
    if (parser.isSet(screenshotOption) && options.screenshotPath.isEmpty()) {
        error = QCoreApplication::translate("LaunchOptions", "--screenshot needs a file name.");
        return false;
    }
    if (!options.screenshotPath.isEmpty() && options.page.isEmpty()) {
        error = QCoreApplication::translate("LaunchOptions", "--screenshot needs --page NAME.");
        return false;
    }
    if (parser.isSet(sizeOption)) {
        options.windowSize = parseWindowSize(parser.value(sizeOption));
        options.windowSizeGiven = true;
        if (!options.windowSize.isValid()) {
            error =
                QCoreApplication::translate(
                    "LaunchOptions", "--size wants WIDTHxHEIGHT between 320 and 7680, not '%1'.")
                    .arg(parser.value(sizeOption));
            return false;
        }
    }
    return true;
}

} // namespace pb::gui
