import QtQuick
import QtQuick.Dialogs
import Playbench

// A save dialog as every page uses it: it starts in the user's Documents
// folder with a suggested name, its button reads Save, and `chosen` gives the
// local path with `extension` added when the user typed none. The page writes
// the file and then calls DesktopFiles.announceSaved(path).
FileDialog {
    id: root

    // Without the dot: "csv", "json", "html", "pdf", "sqlite".
    property string extension

    // Emitted when the user accepted; `path` is a local path with the extension.
    signal chosen(string path)

    // Opens the dialog in the Documents folder with `fileName` filled in.
    function ask(fileName: string) {
        root.selectedFile = DesktopFiles.fileInFolder(DesktopFiles.documentsFolder, fileName);
        root.open();
    }

    fileMode: FileDialog.SaveFile
    //: The accept button of a save file dialog
    acceptLabel: qsTr("Save")
    currentFolder: DesktopFiles.documentsFolder
    defaultSuffix: root.extension
    onVisibleChanged: if (root.visible) DesktopFiles.mendFallbackDialog(root)
    onAccepted: root.chosen(DesktopFiles.savePath(root.selectedFile, root.extension))
}
