#include "parameter_form_model.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "language_watch.h"
#include "parameter_words.h"

#include <QCoreApplication>
#include <QEvent>
#include <exception>

namespace pb::gui {

QVariant jsonToVariant(const nlohmann::json& value) {
    if (value.is_boolean())
        return value.get<bool>();
    if (value.is_number_integer())
        return value.get<int>();
    if (value.is_number())
        return value.get<double>();
    if (value.is_string())
        return QString::fromStdString(value.get<std::string>());
    return {};
}

ParameterFormModel::ParameterFormModel(QObject* parent) : QAbstractListModel(parent) {
    onLanguageChange(this, [this] {
        if (rows_.empty())
            return;
        emit dataChanged(index(0), index(count() - 1),
                         {LabelRole, OptionLabelsRole, DescriptionRole});
        // The errors are worded when the values change: word them again.
        validateAll();
    });
}

int ParameterFormModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant ParameterFormModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    // The words are looked up as they are shown: the interface language may change.
    const std::string ruleset = rulesetId_.toStdString();
    const ParameterSpec* spec = nullptr;
    if (const Ruleset* found = findRuleset(ruleset))
        spec = found->parameters().find(row.name.toStdString());
    switch (role) {
    case NameRole:
        return row.name;
    case Qt::DisplayRole:
    case LabelRole:
        return spec ? ParameterWords::label(ruleset, *spec) : row.name;
    case TypeRole:
        return row.type;
    case ValueRole:
        return jsonToVariant(row.value);
    case DefaultValueRole:
        return jsonToVariant(row.defaultValue);
    case MinimumRole:
        return row.minimum;
    case MaximumRole:
        return row.maximum;
    case OptionsRole:
        return row.options;
    case OptionLabelsRole: {
        QStringList labels;
        for (const QString& option : row.options)
            labels.append(
                ParameterWords::optionLabel(ruleset, row.name.toStdString(), option.toStdString()));
        return labels;
    }
    case DescriptionRole:
        return spec ? ParameterWords::description(ruleset, *spec) : QString();
    case ValueLabelsRole: {
        QStringList labels;
        if (row.type == QLatin1String("int") &&
            ParameterWords::isSeat(ruleset, row.name.toStdString()))
            for (int v = row.minimum; v <= row.maximum; ++v)
                labels.append(
                    ParameterWords::valueText(ruleset, row.name.toStdString(), nlohmann::json(v)));
        return labels;
    }
    case ErrorRole:
        return row.error;
    case WarningRole:
        // A script's parameter may come without words; the designer should add them.
        return spec && spec->description.empty()
                   ? tr("No description: say what this parameter changes in the rules script.")
                   : QString();
    default:
        return {};
    }
}

QHash<int, QByteArray> ParameterFormModel::roleNames() const {
    return {{NameRole, "name"},
            {LabelRole, "label"},
            {OptionLabelsRole, "optionLabels"},
            {TypeRole, "type"},
            {ValueRole, "value"},
            {DefaultValueRole, "defaultValue"},
            {MinimumRole, "minimum"},
            {MaximumRole, "maximum"},
            {OptionsRole, "options"},
            {DescriptionRole, "description"},
            {ErrorRole, "error"},
            {WarningRole, "warning"},
            {ValueLabelsRole, "valueLabels"}};
}

void ParameterFormModel::setRulesetId(const QString& id) {
    if (id == rulesetId_)
        return;
    const bool wasValid = isValid();
    beginResetModel();
    rulesetId_ = id;
    rows_.clear();
    if (const Ruleset* ruleset = findRuleset(id.toStdString())) {
        for (const ParameterSpec& spec : ruleset->parameters().specs()) {
            Row row;
            row.name = QString::fromStdString(spec.name);
            row.type = QString::fromLatin1(toString(spec.type).data(),
                                           static_cast<qsizetype>(toString(spec.type).size()));
            row.value = spec.defaultValue;
            row.defaultValue = spec.defaultValue;
            row.minimum = spec.minValue;
            row.maximum = spec.maxValue;
            for (const std::string& option : spec.options)
                row.options.append(QString::fromStdString(option));
            rows_.push_back(std::move(row));
        }
    }
    endResetModel();
    emit rulesetIdChanged();
    if (wasValid != isValid())
        emit validChanged();
}

bool ParameterFormModel::isValid() const {
    if (!formError_.isEmpty())
        return false;
    for (const Row& row : rows_) {
        if (!row.error.isEmpty())
            return false;
    }
    return true;
}

void ParameterFormModel::setParameters(const nlohmann::json& params) {
    if (!params.is_object())
        return;
    for (Row& row : rows_) {
        const auto it = params.find(row.name.toStdString());
        row.value = it != params.end() ? *it : row.defaultValue;
    }
    validateAll();
}

nlohmann::json ParameterFormModel::parameters() const {
    nlohmann::json params = nlohmann::json::object();
    for (const Row& row : rows_)
        params[row.name.toStdString()] = row.value;
    return params;
}

void ParameterFormModel::setValue(int index, const QVariant& value) {
    if (index < 0 || index >= count())
        return;
    Row& row = rows_[static_cast<std::size_t>(index)];
    nlohmann::json next;
    if (row.type == QLatin1String("bool"))
        next = value.toBool();
    else if (row.type == QLatin1String("int")) {
        bool ok = false;
        const int number = value.toString().trimmed().toInt(&ok);
        // Text that is not a number stays text so the schema names the mistake.
        next = ok ? nlohmann::json(number) : nlohmann::json(value.toString().toStdString());
    } else
        next = value.toString().toStdString();
    if (next == row.value)
        return;
    row.value = std::move(next);
    validateAll();
    emit edited();
}

void ParameterFormModel::resetToDefaults() {
    bool changed = false;
    for (Row& row : rows_) {
        changed = changed || row.value != row.defaultValue;
        row.value = row.defaultValue;
    }
    validateAll();
    if (changed)
        emit edited();
}

QString ParameterFormModel::validate(const Row& row) const {
    const Ruleset* ruleset = findRuleset(rulesetId_.toStdString());
    if (!ruleset)
        return {};
    try {
        ruleset->parameters().resolve(nlohmann::json{{row.name.toStdString(), row.value}});
        return {};
    } catch (const std::exception& failure) {
        // The schema refused it; a number field says so in the designer's
        // words (the engine's message names the identifier).
        if (row.type == QLatin1String("int"))
            return row.value.is_number_integer()
                       //: %1 and %2 the smallest and largest value a parameter takes
                       ? tr("Choose a number from %1 to %2.").arg(row.minimum).arg(row.maximum)
                       : tr("Enter a whole number.");
        return QString::fromUtf8(failure.what());
    }
}

void ParameterFormModel::validateAll() {
    const bool wasValid = isValid();
    bool rowsValid = true;
    for (Row& row : rows_) {
        row.error = validate(row);
        rowsValid = rowsValid && row.error.isEmpty();
    }
    formError_.clear();
    const Ruleset* ruleset = findRuleset(rulesetId_.toStdString());
    if (ruleset && rowsValid) {
        try {
            ruleset->makeGame(parameters(), ruleset->minPlayers());
        } catch (const std::exception& failure) {
            formError_ = ParameterWords::conflict(rulesetId_.toStdString(), failure);
        }
    }
    if (!rows_.empty())
        emit dataChanged(index(0), index(count() - 1), {ValueRole, ErrorRole});
    // Always: formError may change while validity does not.
    Q_UNUSED(wasValid);
    emit validChanged();
}

} // namespace pb::gui
