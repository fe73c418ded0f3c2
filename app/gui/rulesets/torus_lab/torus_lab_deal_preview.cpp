#include "rulesets/torus_lab/torus_lab_deal_preview.h"

#include "decks/deck_schema.h"
#include "engine/game.h"
#include "engine/parameter_conflict.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "language_watch.h"
#include "parameter_words.h"
#include "ruleset_ui.h"

#include <algorithm>
#include <exception>

namespace pb::gui {

TorusLabDealPreview::TorusLabDealPreview(QObject* parent) : QObject(parent) {
    onLanguageChange(this, [this] { refresh(); });
}

void TorusLabDealPreview::setEditor(DeckEditor* editor) {
    if (editor == editor_)
        return;
    if (editor_)
        disconnect(editor_, nullptr, this, nullptr);
    editor_ = editor;
    if (editor_) {
        connect(editor_, &DeckEditor::parametersChanged, this, &TorusLabDealPreview::readPlayers);
        connect(editor_, &DeckEditor::deckChanged, this, &TorusLabDealPreview::refresh);
    }
    emit editorChanged();
    readPlayers();
}

void TorusLabDealPreview::readPlayers() {
    const Ruleset* ruleset =
        editor_ && editor_->hasDeck() ? findRuleset(editor_->rulesetId().toStdString()) : nullptr;
    if (ruleset) {
        minPlayers_ = ruleset->minPlayers();
        maxPlayers_ = ruleset->maxPlayers();
        previewPlayers_ = std::clamp(previewPlayers_, minPlayers_, maxPlayers_);
    }
    emit playersChanged();
    refresh();
}

void TorusLabDealPreview::setPreviewPlayers(int players) {
    players = std::clamp(players, minPlayers_, std::max(minPlayers_, maxPlayers_));
    if (players == previewPlayers_)
        return;
    previewPlayers_ = players;
    refresh();
}

bool TorusLabDealPreview::shufflePreview(const QString& seedText) {
    bool ok = false;
    const qulonglong seed = seedText.trimmed().toULongLong(&ok);
    if (!ok) {
        seedProblem_ = tr("The seed must be a whole number of at least 0, not '%1'.").arg(seedText);
        emit previewChanged();
        return false;
    }
    seedProblem_.clear();
    previewSeed_ = seed;
    refresh();
    return true;
}

void TorusLabDealPreview::refresh() {
    problem_.clear();
    previewHands_.clear();
    std::vector<decks::StackView> stacks;
    const decks::DeckRuleset* rules = editor_ ? editor_->deckRules() : nullptr;
    if (rules && rules->preview) {
        const std::string rulesetId = editor_->rulesetId().toStdString();
        try {
            const Ruleset& ruleset = rulesetOrThrow(rulesetId);
            const auto game = ruleset.makeGame(editor_->parameters(), previewPlayers_);
            const decks::SetupView view = rules->preview(*game, previewSeed_, editor_->setup());
            // The core names the cards in English; the ruleset's interface
            // words each from its card type, or its suit where the deck has none.
            const RulesetUi* ui = findRulesetUi(rulesetId);
            const decks::Deck& deck = editor_->deck();
            auto word = [&](int type, const std::string& suit, const std::string& english) {
                QString text;
                if (ui && type >= 0)
                    text = ui->cardLabel(deck, type);
                else if (ui && !suit.empty())
                    text = ui->deckValueLabel("suit", suit);
                return text.isEmpty() ? QString::fromStdString(english) : text;
            };
            stacks = view.stacks;
            for (decks::StackView& stack : stacks)
                for (std::size_t i = 0; i < stack.order.size(); ++i)
                    if (i < stack.types.size() && i < stack.suits.size())
                        stack.order[i] =
                            word(stack.types[i], stack.suits[i], stack.order[i]).toStdString();
            for (std::size_t seat = 0; seat < view.hands.size(); ++seat) {
                QStringList cards;
                if (seat < view.handTypes.size() && seat < view.handSuits.size())
                    for (std::size_t i = 0; i < view.handTypes[seat].size(); ++i)
                        cards << word(view.handTypes[seat][i], view.handSuits[seat][i], {});
                previewHands_ << (cards.isEmpty() ? QString::fromStdString(view.hands[seat])
                                                  : cards.join(QStringLiteral(", ")));
            }
        } catch (const ParameterConflict& failure) {
            problem_ = ParameterWords::conflict(rulesetId, failure);
        } catch (const std::exception& failure) {
            problem_ = DeckEditor::deckProblemText(failure, editor_->rulesetId());
        }
    }
    stacks_.setStacks(std::move(stacks));
    emit previewChanged();
}

} // namespace pb::gui
