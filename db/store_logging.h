#pragma once

#include <QLoggingCategory>

namespace pb::db {

// Everything the store logs ("playbench.store"): opens, migrations, failures.
Q_DECLARE_LOGGING_CATEGORY(lcStore)

} // namespace pb::db
