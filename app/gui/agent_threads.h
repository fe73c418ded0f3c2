#pragma once

#include "engine/decision.h"

#include <QObject>
#include <QString>
#include <QThread>
#include <memory>
#include <set>
#include <string>

namespace pb {
class State;
}

namespace pb::gui {

// Agents thinking off the GUI thread: each request runs in a thread of its
// own on a copy of the state, and its answer comes back to the GUI thread as
// decided(), tagged with the request's generation so that the session drops
// answers it no longer wants (after an undo, an abandon or a new game). The
// destructor waits for the threads still running.
class AgentThreads : public QObject {
    Q_OBJECT

public:
    explicit AgentThreads(QObject* parent = nullptr) : QObject(parent) {}
    ~AgentThreads() override;

    // The agent of `spec`, seeded with `seed`, decides at `state` (the worker
    // owns the copy; the Game it points to is immutable and shared).
    void request(quint64 generation, const std::string& spec, std::uint64_t seed,
                 std::shared_ptr<const pb::State> state);

signals:
    // `error` is set, and `decision` meaningless, when the agent failed.
    void decided(quint64 generation, pb::Decision decision, QString error);

private:
    std::set<QThread*> workers_;
};

} // namespace pb::gui
