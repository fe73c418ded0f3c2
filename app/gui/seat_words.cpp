#include "seat_words.h"

#include "agents/agent_spec.h"
#include "board_presenter.h"

#include <QLocale>
#include <exception>

namespace pb::gui {

QString SeatWords::agentName(const QString& spec) {
    if (spec == QLatin1String("human"))
        //: who plays a seat: a person at the workbench
        return tr("Person");
    try {
        pb::AgentSpec parsed(spec.toStdString());
        const std::string& name = parsed.name();
        if (name == "random")
            //: an agent that picks any legal decision
            return tr("Random");
        if (name == "greedy")
            //: an agent that picks the best-looking decision
            return tr("Greedy");
        if (name == "mcts") {
            if (!parsed.has("iterations"))
                return tr("MCTS");
            const int iterations = parsed.intOption("iterations", 1000, 1, 100000000);
            //: %1 the iterations per decision, written with digit grouping (1,000)
            return tr("MCTS (%1 iterations)").arg(QLocale().toString(iterations));
        }
    } catch (const std::exception&) {
    }
    return spec; // an agent the workbench has no words for: its spec
}

QString SeatWords::seatName(int seat, const QString& spec) {
    //: %1 a seat (P1), %2 who plays it (Person, MCTS (1,000 iterations))
    return tr("%1: %2").arg(BoardPresenter::seatLabel(seat), agentName(spec));
}

QString SeatWords::seatList(const QStringList& specs) {
    QStringList names;
    for (int seat = 0; seat < specs.size(); ++seat)
        names.append(seatName(seat, specs[seat]));
    return names.join(QStringLiteral(", "));
}

} // namespace pb::gui
