<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnalysisPage</name>
    <message numerus="yes">
        <source>The analysis was stopped part-way: %n Player-Turn(s) analysed.</source>
        <translation>
            <numerusform>The analysis was stopped part-way: %n Player-Turn analysed.</numerusform>
            <numerusform>The analysis was stopped part-way: %n Player-Turns analysed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message numerus="yes">
        <source>%1 (with %n scripted rolls first)</source>
        <translation>
            <numerusform>%1 (with %n scripted roll first)</numerusform>
            <numerusform>%1 (with %n scripted rolls first)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n command</numerusform>
            <numerusform>%n commands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Game-Turn(s) of %1</source>
        <translation>
            <numerusform>%n Game-Turn of %1</numerusform>
            <numerusform>%n Game-Turns of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message numerus="yes">
        <source>%n column shift</source>
        <translation>
            <numerusform>%n column shift</numerusform>
            <numerusform>%n column shifts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column shifts</source>
        <translation>
            <numerusform>%n column shift</numerusform>
            <numerusform>%n column shifts</numerusform>
        </translation>
    </message>
</context>
</TS>
