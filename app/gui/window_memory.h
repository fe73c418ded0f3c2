#pragma once

#include <QSize>
#include <QString>

class QQuickWindow;

namespace pb::gui {

class DesignEditor;
class Workbench;

// What the workbench remembers between sessions beside the preferences: the
// window's size (and whether it was maximized) and, for each database, the
// design last open in it, kept in QSettings under "window/" and "lastDesign/".
namespace window_memory {

// The size the window had when it last closed, or `fallback` the first time.
QSize savedSize(QSize fallback);
bool savedMaximized();
void saveSize(QSize size, bool maximized);

// The design last open in the database at `databasePath`, or 0.
int lastDesign(const QString& databasePath);
void saveLastDesign(const QString& databasePath, int designId);

// Restores the window's size and the database's last design now, and keeps
// both up to date from here on (the size when the application quits, the
// design whenever another opens).
void attach(QQuickWindow* window, Workbench& workbench, DesignEditor* editor);

} // namespace window_memory

} // namespace pb::gui
