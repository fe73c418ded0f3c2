#include "db/store_logging.h"

namespace pb::db {

// Warnings by default; QT_LOGGING_RULES="playbench.store.info=true" shows opens and migrations.
Q_LOGGING_CATEGORY(lcStore, "playbench.store", QtWarningMsg)

} // namespace pb::db
