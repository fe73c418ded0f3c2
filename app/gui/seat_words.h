#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace pb::gui {

// Who plays a seat, in the designer's words and the interface language: the
// agent spec "mcts:iterations=1000" reads "MCTS (1,000 iterations)", "human"
// reads "Person", and a list of seats reads "P1: Person, P2: Random". The
// specs stay as they are in the store, JSON and the CLI.
class SeatWords {
    Q_DECLARE_TR_FUNCTIONS(SeatWords)

public:
    static QString agentName(const QString& spec);
    // "P1: Person" for seat 0.
    static QString seatName(int seat, const QString& spec);
    // Every seat's name, comma separated.
    static QString seatList(const QStringList& specs);
};

} // namespace pb::gui
