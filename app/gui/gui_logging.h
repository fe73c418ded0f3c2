#pragma once

#include <QLoggingCategory>

namespace pb::gui {

// Everything the workbench logs ("playbench.gui"): start-up, the database it
// opens, language switches, screenshots, model reloads that fail.
Q_DECLARE_LOGGING_CATEGORY(lcGui)

} // namespace pb::gui
