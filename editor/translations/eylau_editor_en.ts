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
    <name>EditorMain</name>
    <message numerus="yes">
        <source>%1 could not be opened: %n error(s).</source>
        <translation>
            <numerusform>%1 could not be opened: %n error.</numerusform>
            <numerusform>%1 could not be opened: %n errors.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>Fill %n hex(es) with %1</source>
        <translation>
            <numerusform>Fill %n hex with %1</numerusform>
            <numerusform>Fill %n hexes with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a hex to make it a victory hex worth %n point(s); click a victory hex to remove it.</source>
        <translation>
            <numerusform>Click a hex to make it a victory hex worth %n point; click a victory hex to remove it.</numerusform>
            <numerusform>Click a hex to make it a victory hex worth %n points; click a victory hex to remove it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>victory hex, %n point(s)</source>
        <translation>
            <numerusform>victory hex, %n point</numerusform>
            <numerusform>victory hex, %n points</numerusform>
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
<context>
    <name>eylau::editor::EditorWindow</name>
    <message numerus="yes">
        <source>The scenario has %n error(s) (see the Problems panel). The game will refuse to play the file until they are fixed. Save anyway?</source>
        <translation>
            <numerusform>The scenario has %n error (see the Problems panel). The game will refuse to play the file until it is fixed. Save anyway?</numerusform>
            <numerusform>The scenario has %n errors (see the Problems panel). The game will refuse to play the file until they are fixed. Save anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be opened: %n error(s).</source>
        <translation>
            <numerusform>%1 could not be opened: %n error.</numerusform>
            <numerusform>%1 could not be opened: %n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n error(s) to repair: see the Problems panel.</source>
        <translation>
            <numerusform>Opened with %n error to repair: see the Problems panel.</numerusform>
            <numerusform>Opened with %n errors to repair: see the Problems panel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n error(s) (see the Problems panel); the game cannot load it until they are fixed.</source>
        <translation>
            <numerusform>The scenario has %n error (see the Problems panel); the game cannot load it until it is fixed.</numerusform>
            <numerusform>The scenario has %n errors (see the Problems panel); the game cannot load it until they are fixed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play-test refused: %n error(s).</source>
        <translation>
            <numerusform>Play-test refused: %n error.</numerusform>
            <numerusform>Play-test refused: %n errors.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n page(s). Which one is the map?</source>
        <translation>
            <numerusform>%1 has %n page. Which one is the map?</numerusform>
            <numerusform>%1 has %n pages. Which one is the map?</numerusform>
        </translation>
    </message>
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
<context>
    <name>eylau::editor::OrderOfBattlePanel</name>
    <message numerus="yes">
        <source>Delete division %1 and its %n unit(s)?</source>
        <translation>
            <numerusform>Delete division %1 and its unit?</numerusform>
            <numerusform>Delete division %1 and its %n units?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::ProblemsPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No errors, %n warning(s): the game can load this scenario.</source>
        <translation>
            <numerusform>No errors, %n warning: the game can load this scenario.</numerusform>
            <numerusform>No errors, %n warnings: the game can load this scenario.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::UnderlayView</name>
    <message numerus="yes">
        <source>%1, %2: calibrated on %n hex(es), off by %3 hex on average%4</source>
        <translation>
            <numerusform>%1, %2: calibrated on %n hex, off by %3 hex on average%4</numerusform>
            <numerusform>%1, %2: calibrated on %n hexes, off by %3 hex on average%4</numerusform>
        </translation>
    </message>
</context>
</TS>
