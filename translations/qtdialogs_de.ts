<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Words of Qt 6.4's QML file dialog (QtQuick.Dialogs' fallback, used where
     the desktop has no file dialog of its own) that Qt's own German
     translation lacks. Written by hand: lupdate never sees Qt's sources. -->
<TS version="2.1" language="de_DE">
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Dateiname</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
</context>
</TS>
