#include "analysis_settings.h"

#include <QSettings>

namespace pb::gui {

namespace {

const QString kInaccuracyKey = QStringLiteral("analysis/inaccuracy");
const QString kMistakeKey = QStringLiteral("analysis/mistake");
const QString kBlunderKey = QStringLiteral("analysis/blunder");

} // namespace

bool validThresholds(const pb::AnalysisThresholds& t) {
    return t.inaccuracy > 0 && t.inaccuracy < t.mistake && t.mistake < t.blunder && t.blunder <= 1;
}

pb::AnalysisThresholds analysisThresholds() {
    const QSettings settings;
    const pb::AnalysisThresholds defaults;
    pb::AnalysisThresholds saved;
    saved.inaccuracy = settings.value(kInaccuracyKey, defaults.inaccuracy).toDouble();
    saved.mistake = settings.value(kMistakeKey, defaults.mistake).toDouble();
    saved.blunder = settings.value(kBlunderKey, defaults.blunder).toDouble();
    // A settings file edited by hand into nonsense falls back to the defaults.
    return validThresholds(saved) ? saved : defaults;
}

bool setAnalysisThresholds(const pb::AnalysisThresholds& thresholds) {
    if (!validThresholds(thresholds))
        return false;
    QSettings settings;
    settings.setValue(kInaccuracyKey, thresholds.inaccuracy);
    settings.setValue(kMistakeKey, thresholds.mistake);
    settings.setValue(kBlunderKey, thresholds.blunder);
    return true;
}

} // namespace pb::gui
