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
    // Whether to ask before replacing a file. Qt 6.4's fallback dialog does
    // not ask (a desktop's own dialog does, so it is not asked twice).
    property bool confirmReplace: true
    // Whether the dialog on screen is Qt's QML fallback (set when it opens).
    property bool fallback: false

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
    onVisibleChanged: if (root.visible) root.fallback = DesktopFiles.mendFallbackDialog(root)
    onAccepted: {
        const path = DesktopFiles.savePath(root.selectedFile, root.extension);
        if (root.confirmReplace && root.fallback && DesktopFiles.fileExists(path)) {
            replaceDialog.path = path;
            replaceDialog.open();
            return;
        }
        root.chosen(path);
    }

    MessageDialog {
        id: replaceDialog

        // The file that would be replaced.
        property string path

        objectName: "replaceFileDialog"
        title: qsTr("Replace the file?")
        //: %1 is a file path
        text: qsTr("%1 already exists. Replace it?").arg(replaceDialog.path)
        // Qt 6.4's qmllint does not know the dialog's button enum.
        // qmllint disable
        buttons: MessageDialog.Yes | MessageDialog.No
        onButtonClicked: (button, role) => {
            if (button === MessageDialog.Yes)
                root.chosen(replaceDialog.path);
        }
        // qmllint enable
    }
}
