#pragma once

#include <QAbstractListModel>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::gui {

// The rule parameters of one ruleset as a form: one row per ParameterSpec of
// its schema with the value being edited. Every edit is checked at once by
// resolving it through the schema, so each row's error is the engine's own
// message; QML only shows it. Values that do not resolve are kept (the user
// is still typing) but make the form invalid.
class ParameterFormModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString rulesetId READ rulesetId WRITE setRulesetId NOTIFY rulesetIdChanged)
    Q_PROPERTY(bool valid READ isValid NOTIFY validChanged)
    Q_PROPERTY(int count READ count NOTIFY rulesetIdChanged)
    // A problem of the parameters together (e.g. minValue above maxValue), as
    // the ruleset reports it when making a game; empty when they fit.
    Q_PROPERTY(QString formError READ formError NOTIFY validChanged)

public:
    enum Role {
        // The identifier, as JSON and the CLI write it ("minValue").
        NameRole = Qt::UserRole + 1,
        // The designer's words for it in the interface language ("Lowest starting number").
        LabelRole,
        TypeRole,
        ValueRole,
        DefaultValueRole,
        MinimumRole,
        MaximumRole,
        OptionsRole,
        // The options' labels, in the order of OptionsRole.
        OptionLabelsRole,
        // In the designer's words, in the interface language.
        DescriptionRole,
        ErrorRole,
        // What the designer should add (a script's parameter without a description), or empty.
        WarningRole,
        // For an integer parameter that is a seat, the label of each value from
        // minimum to maximum ("P1", "P2"), which the form offers instead of a
        // number; empty for any other parameter.
        ValueLabelsRole,
    };
    Q_ENUM(Role)

    explicit ParameterFormModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString rulesetId() const { return rulesetId_; }
    // Shows the parameters of ruleset `id` at their defaults; an unknown id
    // empties the form.
    void setRulesetId(const QString& id);
    int count() const { return static_cast<int>(rows_.size()); }
    bool isValid() const;
    QString formError() const { return formError_; }

    // Sets the values from a (partial) parameter object; unknown names are ignored.
    void setParameters(const nlohmann::json& params);
    // The values as a JSON object (every parameter), as typed.
    nlohmann::json parameters() const;

    // Sets parameter `row` to `value` (a bool, a number, or an option's text,
    // as the field gives it) and checks it. Emits edited() when it changed.
    Q_INVOKABLE void setValue(int row, const QVariant& value);
    // Every parameter back to its default.
    Q_INVOKABLE void resetToDefaults();

signals:
    void rulesetIdChanged();
    void validChanged();
    // The user changed a value (not emitted by setParameters or setRulesetId).
    void edited();

private:
    struct Row {
        QString name;
        QString type; // "bool", "int" or "choice"
        nlohmann::json value;
        nlohmann::json defaultValue;
        int minimum = 0;
        int maximum = 0;
        QStringList options;
        QString error;
    };

    void validateAll();
    QString validate(const Row& row) const;

    QString rulesetId_;
    std::vector<Row> rows_;
    QString formError_;
};

// A JSON scalar as the QVariant QML sees (bool, int, string).
QVariant jsonToVariant(const nlohmann::json& value);

} // namespace pb::gui
