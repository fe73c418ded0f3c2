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
<context>
    <name>NimPresenter</name>
    <message>
        <source>take %1 from pile %2</source>
        <translation>%1 von Haufen %2 nehmen</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Piles</source>
        <translation>Haufen</translation>
    </message>
    <message>
        <source>How many piles of stones lie on the table.</source>
        <translation>Wie viele Haufen Steine auf dem Tisch liegen.</translation>
    </message>
    <message>
        <source>Stones on the first pile</source>
        <translation>Steine auf dem ersten Haufen</translation>
    </message>
    <message>
        <source>Each further pile has one stone more.</source>
        <translation>Jeder weitere Haufen hat einen Stein mehr.</translation>
    </message>
    <message>
        <source>Most stones a turn</source>
        <translation>Höchstzahl Steine je Zug</translation>
    </message>
    <message>
        <source>The most stones a turn may take from its pile (0: any number).</source>
        <translation>Wie viele Steine ein Zug höchstens von seinem Haufen nehmen darf (0: beliebig viele).</translation>
    </message>
    <message>
        <source>Last stone loses</source>
        <translation>Letzter Stein verliert</translation>
    </message>
    <message>
        <source>Whoever takes the last stone loses instead of wins.</source>
        <translation>Wer den letzten Stein nimmt, verliert, statt zu gewinnen.</translation>
    </message>
</context>
</TS>
