<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ButterflyEffectBoardPresenter</name>
    <message numerus="yes">
        <source>%n extra piece(s) after reproducing</source>
        <translation>
            <numerusform>%n extra piece after reproducing</numerusform>
            <numerusform>%n extra pieces after reproducing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ButterflyEffectHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Hand of %1: %n card</numerusform>
            <numerusform>Hand of %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), deck %1</source>
        <translation>
            <numerusform>%n card, deck %1</numerusform>
            <numerusform>%n cards, deck %1</numerusform>
        </translation>
    </message>
</context>
</TS>
