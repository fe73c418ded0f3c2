import QtQuick
import QtQuick.Dialogs
import Playbench

// An open dialog as every page uses it: it starts in the user's Documents
// folder, and in Qt's fallback dialog Open takes the highlighted file
// (DesktopFiles.mendFallbackDialog).
FileDialog {
    id: root

    fileMode: FileDialog.OpenFile
    currentFolder: DesktopFiles.documentsFolder
    onVisibleChanged: if (root.visible) DesktopFiles.mendFallbackDialog(root)
}
