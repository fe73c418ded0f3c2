<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>NimBoard</name>
    <message>
        <source>Pile %1: %2</source>
        <translation>Haufen %1: %2</translation>
    </message>
</context>
</TS>
