<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ChangeWords</name>
    <message numerus="yes">
        <source>victory hex added, %n Victory Point(s)</source>
        <translation>
            <numerusform>victory hex added, %n Victory Point</numerusform>
            <numerusform>victory hex added, %n Victory Points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>victory hex removed (was %n Victory Point(s))</source>
        <translation>
            <numerusform>victory hex removed (was %n Victory Point)</numerusform>
            <numerusform>victory hex removed (was %n Victory Points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleText</name>
    <message numerus="yes">
        <source>The map image has %n colour samples, the most it may hold: remove some in the Tool Options panel first.</source>
        <translation>
            <numerusform>The map image has %n colour sample, the most it may hold: remove it in the Tool Options panel first.</numerusform>
            <numerusform>The map image has %n colour samples, the most it may hold: remove some in the Tool Options panel first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::ColourSamplesBox</name>
    <message numerus="yes">
        <source>%n colour samples of at most %1</source>
        <translation>
            <numerusform>%n colour sample of at most %1</numerusform>
            <numerusform>%n colour samples of at most %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n colour samples</source>
        <translation>
            <numerusform>Remove %n colour sample</numerusform>
            <numerusform>Remove %n colour samples</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::Comparison</name>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hex</numerusform>
            <numerusform>%n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexside(s)</source>
        <translation>
            <numerusform>%n hexside</numerusform>
            <numerusform>%n hexsides</numerusform>
        </translation>
    </message>
</context>
</TS>
