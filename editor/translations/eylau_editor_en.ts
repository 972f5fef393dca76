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
