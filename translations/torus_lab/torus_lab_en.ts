<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>TorusLabBoardPresenter</name>
    <message numerus="yes">
        <source>Rolling where %n particle(s) emerge.</source>
        <translation>
            <numerusform>Rolling where %n particle emerges.</numerusform>
            <numerusform>Rolling where %n particles emerge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: move the pawn up to %n space(s) either way.</source>
        <translation>
            <numerusform>%1: move the pawn up to %n space either way.</numerusform>
            <numerusform>%1: move the pawn up to %n spaces either way.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: place %n extra particle(s) on a highlighted space.</source>
        <translation>
            <numerusform>%1: place %n extra particle on a highlighted space.</numerusform>
            <numerusform>%1: place %n extra particles on a highlighted space.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n particle(s) emerge</source>
        <translation>
            <numerusform>%n particle emerges</numerusform>
            <numerusform>%n particles emerge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>collect %n card(s)</source>
        <translation>
            <numerusform>collect %n card</numerusform>
            <numerusform>collect %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusLabHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Hand of %1: %n card</numerusform>
            <numerusform>Hand of %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 hidden</source>
        <translation>
            <numerusform>%n card, %1 hidden</numerusform>
            <numerusform>%n cards, %1 hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusLabSpace</name>
    <message numerus="yes">
        <source>Space %1: %n card(s), top %2, %3 of %4 particles</source>
        <translation>
            <numerusform>Space %1: %n card, top %2, %3 of %4 particles</numerusform>
            <numerusform>Space %1: %n cards, top %2, %3 of %4 particles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TorusLabStackCard</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
</TS>
