#include "agent_threads.h"

#include "agents/agent.h"
#include "engine/state.h"

namespace pb::gui {

AgentThreads::~AgentThreads() {
    for (QThread* thread : workers_) {
        thread->wait();
        delete thread;
    }
}

void AgentThreads::request(quint64 generation, const std::string& spec, std::uint64_t seed,
                           std::shared_ptr<const pb::State> state) {
    QThread* worker = QThread::create([this, generation, spec, seed, state] {
        pb::Decision decision;
        QString error;
        try {
            decision = pb::makeAgent(spec, seed)->choose(*state);
        } catch (const std::exception& e) {
            error = QString::fromStdString(std::string(e.what()));
        }
        QMetaObject::invokeMethod(
            this,
            [this, generation, decision, error] { emit decided(generation, decision, error); },
            Qt::QueuedConnection);
    });
    workers_.insert(worker);
    connect(worker, &QThread::finished, this, [this, worker] {
        workers_.erase(worker);
        worker->deleteLater();
    });
    worker->start();
}

} // namespace pb::gui
