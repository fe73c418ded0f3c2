#pragma once

#include "engine/decision_text.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>
#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace pb {
class State;
struct Decision;
} // namespace pb

namespace pb::gui {

class BoardTilesModel;

// The states a game has passed through, oldest first, the one shown last: what
// a presenter reads to say how something came about (where a seat went out).
using StateHistory = std::vector<const pb::State*>;

// How one ruleset's positions are drawn by its QML board view on the Playtest
// and Review pages. The pages stay generic: the ruleset's RulesetUi names the
// view they load (through BoardHost.qml) and makes its presenter; the pages
// hand the presenter the state to show and ask which target a legal decision
// acts on, so that the board can highlight it and a click on it can take it.
// This base class is the presenter of a ruleset without a GUI folder: no tiles,
// no targets, and its state as text for the generic board.
class BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(BoardPresenter)

public:
    virtual ~BoardPresenter() = default;

    // Shows `state` on `tiles`, for tile-grid views: every square's value and
    // who stands on it; highlights are cleared. The default empties the tiles.
    virtual void show(const pb::State& state, BoardTilesModel& tiles) const;
    // The square `decision` (legal at `state`) acts on, or -1 when it acts on
    // no square (a permeation choice, a skip, a chance draw). For views that are
    // not a tile grid this is the view's own click target (a space, a card in a
    // hand), numbered as that view's `targetClicked(int)` signal numbers it.
    virtual int decisionSquare(const pb::State& state, const pb::Decision& decision) const;
    // For views that draw more than tiles (stacks, hands, dice): everything the
    // view shows of `state` as seat `viewerSeat` may see it (-1: every hand
    // open), as plain values. The default is {stateText}: the state's JSON as
    // the seat may see it, which the generic board shows.
    virtual QVariantMap describe(const pb::State& state, int viewerSeat) const;
    // What the pages show: describe() of `history.back()`, with what only the
    // history tells (such as the dice of a battle already over). The default is
    // describe() alone.
    virtual QVariantMap describeHistory(const StateHistory& history, int viewerSeat) const {
        return history.empty() ? QVariantMap() : describe(*history.back(), viewerSeat);
    }
    // The design's set-up the game was started from (null for none), for what
    // its states leave out, such as the names of a deck's cards.
    virtual void setSetup(const nlohmann::json& setup) { (void)setup; }
    // The seed the game was started from, for what follows from it beside the
    // rules (such as which printed card of a suit a draw was).
    virtual void setSeed(std::uint64_t seed) { (void)seed; }
    // `decision` (of the game `state` belongs to) as a person reads it in the
    // decision list and the move log, in the interface language. Untranslated
    // it is the engine's own text (State::decisionToText), which the default
    // returns.
    virtual QString decisionText(const pb::State& state, const pb::Decision& decision) const;
    // What taking `decision` at `state` does to the seat taking it that the text
    // does not say, in the interface language ("eliminates you"), or empty.
    virtual QString decisionConsequence(const pb::State& state,
                                        const pb::Decision& decision) const {
        (void)state;
        (void)decision;
        return {};
    }
    // What taking `decision` at `before` set off, as `after` (the state it
    // led to) tells it, for the move log: where pieces went and why, in the
    // interface language, or empty when the decision speaks for itself (the
    // default).
    virtual QString decisionOutcome(const pb::State& before, const pb::Decision& decision,
                                    const pb::State& after) const {
        (void)before;
        (void)decision;
        (void)after;
        return {};
    }
    // What each player needs to decide, for the page's player panel: {summary
    // (a line about the whole table, may be empty), players [{seat, label,
    // facts [lines], out (bool), outText, toMove (bool)}]} of `history.back()`
    // as seat `viewerSeat` may see it (-1: everything). The default lists the
    // seats and who is to move.
    virtual QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const;
    // Why the game that ended at `history.back()` ended and who won, in one or
    // two sentences in the interface language. The default says it from the
    // outcome alone (a winner, a draw, the turn limit).
    virtual QString endText(const StateHistory& history) const;
    // The end of finished `state` from its outcome alone: a winner, a draw, the
    // team's win or loss (a cooperative ruleset), and whether the turn limit
    // ended it.
    static QString outcomeText(const pb::State& state);
    // Marks on `tiles` (already shown by show()) what the history adds, such as
    // the square where an eliminated seat went out. Nothing by default.
    virtual void markHistory(const StateHistory& history, BoardTilesModel& tiles) const {
        (void)history;
        (void)tiles;
    }
    // What stands on a square: the seat's label as the board and the engine's
    // decision texts show it ("P1").
    static QString seatLabel(int seat) { return QString::fromStdString(pb::playerLabel(seat)); }
};

// The presenter of `rulesetId`: its RulesetUi's, or the generic one.
std::unique_ptr<BoardPresenter> makeBoardPresenter(const std::string& rulesetId);

// The URL of the board view of `rulesetId` in the Playbench module: its
// RulesetUi's, or the generic board that shows the state as text.
QString boardViewOf(const std::string& rulesetId);

// The text of a logged decision (its JSON) in a game whose states are like
// `state`: the presenter's, or `stored` (the text logged with it) when there is
// no presenter or state, or the JSON no longer reads.
QString loggedDecisionText(const BoardPresenter* presenter, const pb::State* state,
                           const nlohmann::json& decision, const QString& stored);

} // namespace pb::gui
