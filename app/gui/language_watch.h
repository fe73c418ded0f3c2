#pragma once

#include <QObject>
#include <functional>

namespace pb::gui {

// Calls `reword` each time the interface language changes, for as long as
// `owner` lives: for what C++ words itself (a model's texts, a sentence shown),
// which QML's retranslation does not reach. Installing a translator sends the
// application a LanguageChange, and `reword` runs as it arrives, before the
// pages have retranslated: queue the work where a refresh must wait for them.
void onLanguageChange(QObject* owner, std::function<void()> reword);

} // namespace pb::gui
