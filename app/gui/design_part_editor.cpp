#include "design_part_editor.h"

namespace pb::gui {

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
