#pragma once

#include "deck_editor.h"
#include "rulesets/torus_lab/torus_lab_stacks_model.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <cstdint>

namespace pb::gui {

// Beside Torus Lab's deck editor: the set-up a seed deals from the deck being
// edited, exactly as a game does (DeckRuleset::preview): the stacks, each
// hand, and why a game would refuse the deck. It follows the editor's deck,
// the design's parameters and the interface language.
class TorusLabDealPreview : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(pb::gui::DeckEditor* editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(pb::gui::TorusLabStacksModel* stacks READ stacks CONSTANT)
    // Why a game of this design would refuse the deck as it is, or empty.
    Q_PROPERTY(QString problem READ problem NOTIFY previewChanged)
    // A seed that is not a number, or empty.
    Q_PROPERTY(QString seedProblem READ seedProblem NOTIFY previewChanged)
    Q_PROPERTY(QString previewSeed READ previewSeed NOTIFY previewChanged)
    Q_PROPERTY(int previewPlayers READ previewPlayers WRITE setPreviewPlayers NOTIFY previewChanged)
    Q_PROPERTY(int minPlayers READ minPlayers NOTIFY playersChanged)
    Q_PROPERTY(int maxPlayers READ maxPlayers NOTIFY playersChanged)
    // Each seat's dealt hand in the interface language, seat 0 first.
    Q_PROPERTY(QStringList previewHands READ previewHands NOTIFY previewChanged)

public:
    explicit TorusLabDealPreview(QObject* parent = nullptr);

    DeckEditor* editor() const { return editor_; }
    void setEditor(DeckEditor* editor);
    TorusLabStacksModel* stacks() { return &stacks_; }
    QString problem() const { return problem_; }
    QString seedProblem() const { return seedProblem_; }
    QString previewSeed() const { return QString::number(previewSeed_); }
    int previewPlayers() const { return previewPlayers_; }
    void setPreviewPlayers(int players);
    int minPlayers() const { return minPlayers_; }
    int maxPlayers() const { return maxPlayers_; }
    QStringList previewHands() const { return previewHands_; }

    // The set-up the engine deals from the deck with seed `seedText` (an
    // unsigned number) for previewPlayers; false with seedProblem for a bad seed.
    Q_INVOKABLE bool shufflePreview(const QString& seedText);

signals:
    void editorChanged();
    void playersChanged();
    void previewChanged();

private:
    // The player range of the editor's ruleset, then the deal.
    void readPlayers();
    void refresh();

    QPointer<DeckEditor> editor_;
    TorusLabStacksModel stacks_;
    QString problem_;
    QString seedProblem_;
    std::uint64_t previewSeed_ = 1;
    int previewPlayers_ = 2;
    int minPlayers_ = 1;
    int maxPlayers_ = 1;
    QStringList previewHands_;
};

} // namespace pb::gui
