#pragma once

#include <QDateTime>
#include <QString>

namespace pb::gui {

// A stored moment as every page shows it: the local time in the interface
// language's short format with the whole year ("11/28/2026 11:18 PM",
// "28.11.2026 23:18"), so that Designs, Playtest, Review and Reports agree.
QString dateTimeText(const QDateTime& moment);

} // namespace pb::gui
