#include "design_part_editor.h"

#include "gui_logging.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUrl>

namespace pb::gui {

namespace {

// What a file dialog hands over (a file: URL) or a test or script names (a path).
QString localPath(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

} // namespace

void DesignPartEditor::setWorkbench(Workbench* workbench) {
    if (workbench == workbench_)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::databaseChanged, this, &DesignPartEditor::reload);
        connect(workbench_, &Workbench::designsChanged, this, &DesignPartEditor::onDesignsChanged);
    }
    emit workbenchChanged();
    reload();
}

void DesignPartEditor::setDesignId(int id) {
    if (id == designId_)
        return;
    designId_ = id;
    emit designIdChanged();
    reload();
}

void DesignPartEditor::reload() {
    setMessages({}, {});
    undoStack()->clear();
    const std::optional<db::DesignRow> row = readDesign();
    try {
        load(row);
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
    }
}

std::optional<db::DesignRow> DesignPartEditor::readDesign() {
    if (designId_ <= 0 || !workbench_ || !workbench_->isOpen())
        return std::nullopt;
    try {
        return db::DesignStore(*workbench_->database()).get(designId_);
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "reading design" << designId_ << "failed:" << failure.what();
        setErrorMessage(QString::fromUtf8(failure.what()));
        return std::nullopt;
    }
}

bool DesignPartEditor::storeDesign(const std::function<void(db::DesignRow&)>& change,
                                   const QString& done) {
    if (!workbench_ || !workbench_->isOpen())
        return false;
    try {
        db::DesignStore store(*workbench_->database());
        std::optional<db::DesignRow> row = store.get(designId_);
        if (!row) {
            setMessages(tr("Design %1 no longer exists.").arg(designId_), {});
            return false;
        }
        change(*row);
        store.update(*row);
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "saving design" << designId_ << "failed:" << failure.what();
        setMessages(tr("Not saved: %1").arg(failureText(failure)), {});
        return false;
    }
    undoStack()->setClean();
    setMessages({}, done);
    workbench_->notifyDesignsChanged();
    emit saved();
    return true;
}

QString DesignPartEditor::failureText(const std::exception& failure) const {
    return QString::fromUtf8(failure.what());
}

bool DesignPartEditor::importFile(
    const QString& pathOrUrl,
    const std::function<bool(std::string_view text, const QString& name)>& take) {
    const QString path = localPath(pathOrUrl);
    const QString name = QFileInfo(path).fileName();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        setErrorMessage(tr("Cannot read %1: %2").arg(name, in.errorString()));
        return false;
    }
    const QByteArray text = in.readAll();
    return take(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), name);
}

bool DesignPartEditor::exportFile(const QString& pathOrUrl, const std::string& text,
                                  const std::function<QString(const QString& name)>& done) {
    const QString path = localPath(pathOrUrl);
    const QString name = QFileInfo(path).fileName();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !out.commit()) {
        setErrorMessage(tr("Cannot write %1: %2").arg(name, out.errorString()));
        return false;
    }
    setMessages({}, done(name));
    return true;
}

void DesignPartEditor::setMessages(const QString& error, const QString& status) {
    setErrorMessage(error);
    setStatusMessage(status);
}

void DesignPartEditor::setErrorMessage(const QString& message) {
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

void DesignPartEditor::setStatusMessage(const QString& message) {
    if (message == statusMessage_)
        return;
    statusMessage_ = message;
    emit statusMessageChanged();
}

} // namespace pb::gui
