#include "seat_words.h"

#include "agent_catalog.h"
#include "agents/agent_spec.h"
#include "agents/mcts_agent.h"
#include "board_presenter.h"

#include <QLocale>
#include <exception>

namespace pb::gui {

QString SeatWords::agentName(const QString& spec) {
    if (spec == QLatin1String("human"))
        return AgentCatalog::name(spec);
    try {
        pb::AgentSpec parsed(spec.toStdString());
        const QString name = QString::fromStdString(parsed.name());
        if (name == QLatin1String("mcts") && parsed.has("iterations")) {
            const int iterations =
                parsed.intOption(*pb::MctsAgent::description().option("iterations"));
            //: %1 the iterations per decision, written with digit grouping (1,000)
            return tr("MCTS (%1 iterations)").arg(QLocale().toString(iterations));
        }
        if (AgentCatalog::agentIds().contains(name))
            return AgentCatalog::name(name);
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
