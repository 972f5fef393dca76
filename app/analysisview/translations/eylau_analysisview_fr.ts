<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AnalysisBesideWords</name>
    <message>
        <source>%1 is the analysis of another record (or of this one before it was changed); analyse the game again</source>
        <translation>%1 est l&apos;analyse d&apos;une autre partie (ou de celle-ci avant sa modification)&#xa0;; analysez la partie de nouveau</translation>
    </message>
</context>
<context>
    <name>AnalysisWords</name>
    <message>
        <source>an inaccuracy</source>
        <translation>une imprécision</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>une gaffe</translation>
    </message>
    <message>
        <source>no mark</source>
        <translation>aucune marque</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <translation>
            <numerusform>%n imprécision</numerusform>
            <numerusform>%n imprécisions</numerusform>
        </translation>
    </message>
    <message>
        <source>no inaccuracy</source>
        <translation>aucune imprécision</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>aucune erreur</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n gaffe</numerusform>
            <numerusform>%n gaffes</numerusform>
        </translation>
    </message>
    <message>
        <source>no blunder</source>
        <translation>aucune gaffe</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <comment>inaccuracies, mistakes, blunders</comment>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1: %2 VP a Player-Turn on average; %3</source>
        <comment>side, average cost, the marks</comment>
        <translation>%1&#xa0;: %2 PV par Tour de joueur en moyenne&#xa0;; %3</translation>
    </message>
    <message>
        <source>No Player-Turn of this side analysed</source>
        <translation>Aucun Tour de joueur de ce camp analysé</translation>
    </message>
    <message>
        <source>Every Player-Turn as good as the computer&apos;s plan or better</source>
        <translation>Chaque Tour de joueur vaut le plan de l&apos;ordinateur ou mieux</translation>
    </message>
    <message>
        <source>Worst: Game-Turn %1, cost %2 VP (%3)</source>
        <translation>Le pire&#xa0;: Tour de jeu %1, coût %2 PV (%3)</translation>
    </message>
    <message>
        <source>Game-Turn %1, %2: cost %3 VP, %4; the dice gave %5</source>
        <comment>turn, side, cost, mark, luck</comment>
        <translation>Tour de jeu %1, %2&#xa0;: coût %3 PV, %4&#xa0;; les dés ont donné %5</translation>
    </message>
    <message>
        <source>even</source>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>French ahead by %1 VP</source>
        <translation>Français en tête de %1 PV</translation>
    </message>
    <message>
        <source>Allies ahead by %1 VP</source>
        <translation>Alliés en tête de %1 PV</translation>
    </message>
    <message>
        <source>the evaluation moved %1 VP towards the French</source>
        <translation>l&apos;évaluation a bougé de %1 PV en faveur des Français</translation>
    </message>
    <message>
        <source>the evaluation moved %1 VP towards the Allies</source>
        <translation>l&apos;évaluation a bougé de %1 PV en faveur des Alliés</translation>
    </message>
    <message>
        <source>A turning point, by the dice: %1</source>
        <translation>Un tournant, dû aux dés&#xa0;: %1</translation>
    </message>
    <message>
        <source>A turning point, by the decisions: %1</source>
        <translation>Un tournant, dû aux décisions&#xa0;: %1</translation>
    </message>
    <message>
        <source>Evaluation: %1 before, %2 after; the computer&apos;s plan: %3</source>
        <translation>Évaluation&#xa0;: %1 avant, %2 après&#xa0;; le plan de l&apos;ordinateur&#xa0;: %3</translation>
    </message>
    <message>
        <source>Victory Points at its end: French %1, Allied %2</source>
        <translation>Points de victoire à sa fin&#xa0;: Français %1, Alliés %2</translation>
    </message>
</context>
<context>
    <name>BattleGraph</name>
    <message>
        <source>Game-Turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>French ahead</source>
        <translation>Français en tête</translation>
    </message>
    <message>
        <source>Allies ahead</source>
        <translation>Alliés en tête</translation>
    </message>
    <message>
        <source>VP</source>
        <comment>Victory Points, the value axis</comment>
        <translation>PV</translation>
    </message>
    <message>
        <source>Evaluation (French margin)</source>
        <translation>Évaluation (marge française)</translation>
    </message>
    <message>
        <source>French VP</source>
        <translation>PV français</translation>
    </message>
    <message>
        <source>Allied VP</source>
        <translation>PV alliés</translation>
    </message>
    <message>
        <source>Turning point</source>
        <translation>Tournant</translation>
    </message>
    <message>
        <source>No Player-Turn analysed</source>
        <translation>Aucun Tour de joueur analysé</translation>
    </message>
</context>
<context>
    <name>eylau::analysisview::BattleGraphWidget</name>
    <message>
        <source>The graph of the battle</source>
        <translation>Le graphique de la bataille</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation of each Player-Turn; click a Player-Turn to go to its start</source>
        <translation>L&apos;évaluation de chaque Tour de joueur par l&apos;ordinateur&#xa0;; cliquez sur un Tour de joueur pour aller à son début</translation>
    </message>
</context>
<context>
    <name>eylau::analysisview::SideSummaryView</name>
    <message>
        <source>%1. %2.</source>
        <comment>a side&apos;s summary, then its worst Player-Turn</comment>
        <translation>%1. %2.</translation>
    </message>
    <message>
        <source>The French side&apos;s summary</source>
        <translation>Le bilan du camp français</translation>
    </message>
    <message>
        <source>The Allied side&apos;s summary</source>
        <translation>Le bilan du camp allié</translation>
    </message>
</context>
</TS>
