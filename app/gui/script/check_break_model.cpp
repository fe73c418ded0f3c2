#include "script/check_break_model.h"

#include "check/reproduction.h"
#include "language_watch.h"
#include "script/check_words.h"

namespace pb::gui {

CheckBreakModel::CheckBreakModel(QObject* parent) : QAbstractListModel(parent) {
    onLanguageChange(this, [this] {
        if (!rows_.empty())
            emit dataChanged(index(0), index(count() - 1));
    });
}

int CheckBreakModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant CheckBreakModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const nlohmann::json& found = rows_[std::size_t(index.row())];
    const int game = found.value("game_index", 0);
    switch (role) {
    case CheckRole:
        return QString::fromStdString(found.value("check", std::string()));
    case CheckNameRole:
        return CheckWords::checkName(QString::fromStdString(found.value("check", std::string())));
    case Qt::DisplayRole:
    case SentenceRole:
        return CheckWords::sentence(found, ruleset_);
    case MessageRole:
        return QString::fromStdString(found.value("message", std::string()));
    case WhereRole:
        return CheckWords::where(found);
    case DecisionTextRole:
        return CheckWords::decisionText(found, ruleset_);
    case GameRole:
        return game < 0 ? 0 : game + 1;
    case DecisionRole:
        return found.value("step", 0) + 1;
    default:
        return {};
    }
}

QHash<int, QByteArray> CheckBreakModel::roleNames() const {
    return {{CheckRole, "check"},       {CheckNameRole, "checkName"},
            {SentenceRole, "sentence"}, {MessageRole, "message"},
            {WhereRole, "where"},       {DecisionTextRole, "decisionText"},
            {GameRole, "game"},         {DecisionRole, "decision"}};
}

void CheckBreakModel::show(const nlohmann::json& report, const pb::Ruleset* ruleset) {
    beginResetModel();
    rows_.clear();
    ruleset_ = ruleset;
    if (report.is_object() && report.contains("break") && report["break"].is_object())
        rows_.push_back(report["break"]);
    endResetModel();
    emit countChanged();
}

void CheckBreakModel::clear() {
    show(nullptr, nullptr);
}

nlohmann::json CheckBreakModel::found(int row) const {
    return row >= 0 && row < count() ? rows_[std::size_t(row)] : nlohmann::json();
}

QString CheckBreakModel::sentence(int row) const {
    return row >= 0 && row < count() ? CheckWords::sentence(rows_[std::size_t(row)], ruleset_)
                                     : QString();
}

std::optional<pb::check::Reproduction> CheckBreakModel::reproduction(int row) const {
    const nlohmann::json found = this->found(row);
    if (!found.is_object() || !found.contains("reproduction"))
        return std::nullopt;
    try {
        return pb::check::Reproduction::fromJson(found["reproduction"]);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

} // namespace pb::gui
