#include "gui_logging.h"

namespace pb::gui {

// Quiet unless asked: QT_LOGGING_RULES="playbench.gui.info=true" shows the start-up steps.
Q_LOGGING_CATEGORY(lcGui, "playbench.gui", QtWarningMsg)

} // namespace pb::gui
