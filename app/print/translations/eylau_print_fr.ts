<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AnalysisPage</name>
    <message>
        <source>yes, by the dice</source>
        <translation>oui, dû aux dés</translation>
    </message>
    <message>
        <source>yes, by the decisions</source>
        <translation>oui, dû aux décisions</translation>
    </message>
    <message>
        <source>Analysis of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>The computer&apos;s evaluation of every Player-Turn, as the French margin in expected Victory Points (23.0), with each side&apos;s Victory Points. A Player-Turn&apos;s cost is what its decisions gave away against the computer&apos;s own plan for it: %1 VP or more an inaccuracy, %2 a mistake, %3 a blunder. Turning points are the largest swings.</source>
        <translation>L&apos;évaluation de chaque Tour de joueur par l&apos;ordinateur, en marge française de points de victoire attendus (23.0), avec les points de victoire de chaque camp. Le coût d&apos;un Tour de joueur est ce que ses décisions ont perdu face au plan de l&apos;ordinateur pour ce tour : %1 PV ou plus une imprécision, %2 une erreur, %3 une gaffe. Les tournants sont les plus grands écarts.</translation>
    </message>
    <message numerus="yes">
        <source>The analysis was stopped part-way: %n Player-Turn(s) analysed.</source>
        <translation>
            <numerusform>L&apos;analyse a été arrêtée en cours : %n Tour de joueur analysé.</numerusform>
            <numerusform>L&apos;analyse a été arrêtée en cours : %n Tours de joueur analysés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>Chaque camp</translation>
    </message>
    <message>
        <source>The marked Player-Turns</source>
        <translation>Les Tours de joueur marqués</translation>
    </message>
    <message>
        <source>Game-Turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Cost (VP)</source>
        <translation>Coût (PV)</translation>
    </message>
    <message>
        <source>Luck (VP)</source>
        <translation>Chance (PV)</translation>
    </message>
    <message>
        <source>Turning point</source>
        <translation>Tournant</translation>
    </message>
    <message>
        <source>No Player-Turn was marked.</source>
        <translation>Aucun Tour de joueur n&apos;a été marqué.</translation>
    </message>
</context>
<context>
    <name>Folio</name>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>PrintWords</name>
    <message>
        <source>Cavalry readiness (variant after La Bataille)</source>
        <translation>Fraîcheur de la cavalerie (variante d&apos;après La Bataille)</translation>
    </message>
    <message>
        <source>Artillery limbering (variant after La Bataille)</source>
        <translation>Avant-trains de l&apos;artillerie (variante d&apos;après La Bataille)</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <comment>Movement Points</comment>
        <translation>%1 PM</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est finie</translation>
    </message>
    <message>
        <source>Game-Turn %1, French Movement Phase</source>
        <translation>Tour de jeu %1, Phase de mouvement française</translation>
    </message>
    <message>
        <source>Game-Turn %1, Allied Movement Phase</source>
        <translation>Tour de jeu %1, Phase de mouvement alliée</translation>
    </message>
    <message>
        <source>Game-Turn %1, French Combat Phase</source>
        <translation>Tour de jeu %1, Phase de combat française</translation>
    </message>
    <message>
        <source>Game-Turn %1, Allied Combat Phase</source>
        <translation>Tour de jeu %1, Phase de combat alliée</translation>
    </message>
    <message>
        <source>%1 (%2, Game-Turn %3): %4 at %5, %6</source>
        <translation>%1 (%2, Tour de jeu %3) : %4 à %5, %6</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>attackers on defenders</comment>
        <translation>%1 contre %2</translation>
    </message>
</context>
<context>
    <name>ReportPages</name>
    <message>
        <source>weather (optional rule 22.0)</source>
        <translation>météo (règle optionnelle 22.0)</translation>
    </message>
    <message>
        <source>%1: on</source>
        <comment>an option</comment>
        <translation>%1 : activée</translation>
    </message>
    <message>
        <source>%1: off</source>
        <comment>an option</comment>
        <translation>%1 : désactivée</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no options</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between items</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>not recorded</source>
        <comment>a player&apos;s name</comment>
        <translation>non enregistré</translation>
    </message>
    <message>
        <source>Game in progress — %1 as it stands</source>
        <translation>Partie en cours — %1 en l&apos;état</translation>
    </message>
    <message>
        <source>Losses by division</source>
        <translation>Pertes par division</translation>
    </message>
    <message>
        <source>TURN SUMMARIES</source>
        <translation>RÉSUMÉS DES TOURS</translation>
    </message>
    <message>
        <source>French %1 · Allied %2 Victory Points</source>
        <translation>Français %1 · Alliés %2 Points de victoire</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>%1 (record: scenario %2)</source>
        <translation>%1 (enregistrement : scénario %2)</translation>
    </message>
    <message>
        <source>French player</source>
        <translation>Joueur français</translation>
    </message>
    <message>
        <source>Allied player</source>
        <translation>Joueur allié</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message numerus="yes">
        <source>%1 (with %n scripted rolls first)</source>
        <translation>
            <numerusform>%1 (précédé de %n jet imposé)</numerusform>
            <numerusform>%1 (précédé de %n jets imposés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Graine des dés</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>The record stops at %1.</source>
        <translation>L&apos;enregistrement s&apos;arrête : %1.</translation>
    </message>
    <message>
        <source>Strength lost</source>
        <translation>Potentiel perdu</translation>
    </message>
    <message>
        <source>French %1, Allied %2 strength points</source>
        <translation>Français %1, Alliés %2 points de potentiel</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Each side scores one Victory Point for every enemy strength point eliminated (23.1).</source>
        <translation>Chaque camp marque un Point de victoire par point de potentiel ennemi éliminé (23.1).</translation>
    </message>
    <message>
        <source>French divisions</source>
        <translation>Divisions françaises</translation>
    </message>
    <message>
        <source>Allied divisions</source>
        <translation>Divisions alliées</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Potentiel</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>units lost, a column</comment>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Units eliminated</source>
        <translation>Unités éliminées</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Les dés</translation>
    </message>
    <message>
        <source>Each attack&apos;s result valued in Victory Points for the attacker (23.1): De the defenders&apos; printed strength, Ae minus the attackers&apos;, Ee the defenders&apos; less as much of the attackers&apos;, retreats nothing; luck is the value rolled less the value expected from the attack&apos;s column. A side&apos;s luck adds its attacks&apos; luck and takes away its opponent&apos;s.</source>
        <translation>Le résultat de chaque attaque est évalué en Points de victoire pour l&apos;attaquant (23.1) : De vaut le potentiel imprimé des défenseurs, Ae moins celui des attaquants, Ee celui des défenseurs moins autant de celui des attaquants, les retraites rien ; la chance est la valeur obtenue moins la valeur attendue de la colonne de l&apos;attaque. La chance d&apos;un camp additionne celle de ses attaques et retranche celle de son adversaire.</translation>
    </message>
    <message>
        <source>No attack was made.</source>
        <translation>Aucune attaque n&apos;a eu lieu.</translation>
    </message>
    <message>
        <source>Game-Turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>French luck</source>
        <translation>Chance française</translation>
    </message>
    <message>
        <source>Allied luck</source>
        <translation>Chance alliée</translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation>Partie entière</translation>
    </message>
    <message>
        <source>Luckiest roll: %1. Unluckiest: %2.</source>
        <translation>Jet le plus heureux : %1. Le plus malheureux : %2.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the record: commands, Game-Turns</comment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n command(s)</source>
        <translation>
            <numerusform>%n commande</numerusform>
            <numerusform>%n commandes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Game-Turn(s) of %1</source>
        <translation>
            <numerusform>%n Tour de jeu sur %1</numerusform>
            <numerusform>%n Tours de jeu sur %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1: the record is for scenario &apos;%2&apos;, and the built-in scenario is &apos;%3&apos;; give its file with --scenario FILE</source>
        <translation>%1 : l&apos;enregistrement est celui du scénario « %2 », et le scénario intégré est « %3 » ; donnez son fichier avec --scenario FICHIER</translation>
    </message>
    <message>
        <source>wrote %1 (Game-Turn %2)</source>
        <translation>%1 écrit (Tour de jeu %2)</translation>
    </message>
    <message>
        <source>wrote %1 (the whole game)</source>
        <translation>%1 écrit (la partie entière)</translation>
    </message>
    <message>
        <source>%1; the summary is made without the analysis of the game</source>
        <translation>%1 ; le résumé est fait sans l&apos;analyse de la partie</translation>
    </message>
</context>
<context>
    <name>SummaryPrinter</name>
    <message>
        <source>%1 — turn summary</source>
        <translation>%1 — résumé des tours</translation>
    </message>
    <message>
        <source>the summary has no scenario</source>
        <translation>le résumé n&apos;a pas de scénario</translation>
    </message>
    <message>
        <source>the record has no commands</source>
        <translation>l&apos;enregistrement n&apos;a aucune commande</translation>
    </message>
    <message>
        <source>it covers Game-Turns %1-%2</source>
        <translation>il couvre les Tours de jeu %1 à %2</translation>
    </message>
    <message>
        <source>there is no Game-Turn %1 in the record (%2)</source>
        <translation>il n&apos;y a pas de Tour de jeu %1 dans l&apos;enregistrement (%2)</translation>
    </message>
    <message>
        <source>%1 — Game-Turn %2</source>
        <translation>%1 — Tour de jeu %2</translation>
    </message>
    <message>
        <source>cannot paint on the printer or file</source>
        <translation>impossible de dessiner sur l&apos;imprimante ou le fichier</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Eylau turn summaries</source>
        <translation>Résumés des tours d&apos;Eylau</translation>
    </message>
</context>
<context>
    <name>SummaryText</name>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <source>Game-Turn %1 · %2</source>
        <translation>Tour de jeu %1 · %2</translation>
    </message>
    <message>
        <source>Game-Turn %1 · %2, %3</source>
        <translation>Tour de jeu %1 · %2, %3</translation>
    </message>
    <message>
        <source>, night</source>
        <translation>, nuit</translation>
    </message>
    <message>
        <source>Ae: the attacker is eliminated</source>
        <translation>Ae : l&apos;attaquant est éliminé</translation>
    </message>
    <message>
        <source>Ar: the attacker retreats</source>
        <translation>Ar : l&apos;attaquant retraite</translation>
    </message>
    <message>
        <source>Dr: the defender retreats</source>
        <translation>Dr : le défenseur retraite</translation>
    </message>
    <message>
        <source>De: the defender is eliminated</source>
        <translation>De : le défenseur est éliminé</translation>
    </message>
    <message>
        <source>Ee: exchange</source>
        <translation>Ee : échange</translation>
    </message>
    <message>
        <source>%1 fresh</source>
        <translation>%1 Force fraîche</translation>
    </message>
    <message>
        <source>%1 bombarding</source>
        <translation>%1 en bombardement</translation>
    </message>
    <message>
        <source>%1 with %2 bombarding</source>
        <translation>%1 avec %2 en bombardement</translation>
    </message>
    <message>
        <source>%1 on %2: %3 to %4, %5</source>
        <translation>%1 contre %2 : %3 contre %4, %5</translation>
    </message>
    <message>
        <source>, die %1: %2</source>
        <translation>, dé %1 : %2</translation>
    </message>
    <message>
        <source>+%1 integrity</source>
        <translation>+%1 intégrité</translation>
    </message>
    <message>
        <source>lowered to %1</source>
        <translation>abaissé à %1</translation>
    </message>
    <message numerus="yes">
        <source>%n column shift</source>
        <translation>
            <numerusform>%n décalage de colonne</numerusform>
            <numerusform>%n décalages de colonne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column shifts</source>
        <translation>
            <numerusform>%n décalage de colonne</numerusform>
            <numerusform>%n décalages de colonne</numerusform>
        </translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>not rolled</source>
        <translation>pas lancé</translation>
    </message>
    <message>
        <source>weather %1</source>
        <translation>météo %1</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 devient %2</translation>
    </message>
    <message>
        <source>%1 retreats %2→%3 (6.8)</source>
        <translation>%1 retraite %2→%3 (6.8)</translation>
    </message>
    <message>
        <source>%1 retreats %2→%3</source>
        <translation>%1 retraite %2→%3</translation>
    </message>
    <message>
        <source>%1 displaced %2→%3</source>
        <translation>%1 déplacé %2→%3</translation>
    </message>
    <message>
        <source>%1 eliminated</source>
        <translation>%1 éliminé</translation>
    </message>
    <message>
        <source>%1 eliminated (%2)</source>
        <translation>%1 éliminé (%2)</translation>
    </message>
    <message>
        <source>%1 advances %2→%3</source>
        <translation>%1 avance %2→%3</translation>
    </message>
    <message>
        <source>no advance</source>
        <translation>pas d&apos;avance</translation>
    </message>
    <message>
        <source>the Guard is committed (23.3)</source>
        <translation>la Garde est engagée (23.3)</translation>
    </message>
    <message>
        <source>French %1</source>
        <comment>a level of victory</comment>
        <translation>%1 française</translation>
    </message>
    <message>
        <source>Allied %1</source>
        <comment>a level of victory</comment>
        <translation>%1 alliée</translation>
    </message>
    <message>
        <source>%1, %2 ahead by %3</source>
        <translation>%1, les %2 en tête de %3</translation>
    </message>
    <message>
        <source>French %1, Allied %2 Victory Points: %3</source>
        <translation>Français %1, Alliés %2 Points de victoire : %3</translation>
    </message>
    <message>
        <source>%1, %2 VP: %3</source>
        <translation>%1, %2 PV : %3</translation>
    </message>
    <message>
        <source>no one</source>
        <translation>personne</translation>
    </message>
</context>
<context>
    <name>TurnPages</name>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>No unit moved.</source>
        <translation>Aucune unité n&apos;a bougé.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>MP</source>
        <comment>Movement Points, a column</comment>
        <translation>PM</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>the record&apos;s line, a column</comment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>enters at area %1 (7.1)</source>
        <translation>entre par la zone %1 (7.1)</translation>
    </message>
    <message>
        <source>stops in an enemy Zone of Control (4.5)</source>
        <translation>s&apos;arrête dans une Zone de contrôle ennemie (4.5)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between items</comment>
        <translation> ; </translation>
    </message>
    <message>
        <source>Reinforcements held back (7.3): %1.</source>
        <translation>Renforts retenus (7.3) : %1.</translation>
    </message>
    <message>
        <source>Released (19.3): %1 (%2) may move this Game-Turn.</source>
        <translation>Libérée (19.3) : %1 (%2) peut bouger ce Tour de jeu.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Night: there is no Combat Phase (8.2).</source>
        <translation>Nuit : il n&apos;y a pas de Phase de combat (8.2).</translation>
    </message>
    <message>
        <source>The record stops before the Combat Phase.</source>
        <translation>L&apos;enregistrement s&apos;arrête avant la Phase de combat.</translation>
    </message>
    <message>
        <source>No attacks.</source>
        <translation>Aucune attaque.</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the attack&apos;s number, a column</comment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Défenseurs</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>What followed</source>
        <translation>Conséquences</translation>
    </message>
    <message>
        <source>Attack %1: %2.</source>
        <translation>Attaque %1 : %2.</translation>
    </message>
    <message>
        <source>Units eliminated</source>
        <translation>Unités éliminées</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Potentiel</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Cause</translation>
    </message>
    <message>
        <source>%1 (%2, +%3) defending</source>
        <translation>%1 (%2, +%3) en défense</translation>
    </message>
    <message>
        <source>%1 (%2, +%3) attacking</source>
        <translation>%1 (%2, +%3) en attaque</translation>
    </message>
    <message>
        <source>Fresh Strength used (21.1): %1.</source>
        <translation>Force fraîche utilisée (21.1) : %1.</translation>
    </message>
    <message>
        <source>Victory Points (23.0)</source>
        <translation>Points de victoire (23.0)</translation>
    </message>
    <message>
        <source>Control and markers</source>
        <translation>Contrôle et marqueurs</translation>
    </message>
    <message>
        <source>Strength eliminated: French %1, Allied %2</source>
        <translation>Potentiel éliminé : Français %1, Alliés %2</translation>
    </message>
    <message>
        <source>[21.1] Fresh Strength spent: %1</source>
        <translation>[21.1] Force fraîche dépensée : %1</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no Fresh Strength spent</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>[23.3] The Guard is committed</source>
        <translation>[23.3] La Garde est engagée</translation>
    </message>
    <message>
        <source>[23.3] The Guard is not committed</source>
        <translation>[23.3] La Garde n&apos;est pas engagée</translation>
    </message>
    <message>
        <source>%1 (in progress)</source>
        <translation>%1 (en cours)</translation>
    </message>
    <message>
        <source>The record stops here: %1.</source>
        <translation>L&apos;enregistrement s&apos;arrête ici : %1.</translation>
    </message>
    <message>
        <source>French Player-Turn</source>
        <translation>Tour du joueur français</translation>
    </message>
    <message>
        <source>Allied Player-Turn</source>
        <translation>Tour du joueur allié</translation>
    </message>
    <message>
        <source>At the end of Game-Turn %1</source>
        <translation>À la fin du Tour de jeu %1</translation>
    </message>
    <message>
        <source>Where the record stops: %1</source>
        <translation>Là où s&apos;arrête l&apos;enregistrement : %1</translation>
    </message>
    <message>
        <source>On the map: this Game-Turn&apos;s moves as arrows (blue French, purple Allied); retreats, displacements and advances after combat dashed red; hexes attacked ringed red, with the result; units eliminated crossed red.</source>
        <translation>Sur la carte : les mouvements de ce Tour de jeu en flèches (bleues pour les Français, violettes pour les Alliés) ; retraites, déplacements et avances après combat en tirets rouges ; hexagones attaqués cerclés de rouge, avec le résultat ; unités éliminées barrées d&apos;une croix rouge.</translation>
    </message>
</context>
<context>
    <name>eylau::print::SummaryPrintDialog</name>
    <message>
        <source>The &amp;whole game: cover, every Game-Turn, losses by division</source>
        <translation>La &amp;partie entière : couverture, chaque Tour de jeu, pertes par division</translation>
    </message>
    <message>
        <source>One &amp;Game-Turn, with its map:</source>
        <translation>Un &amp;Tour de jeu, avec sa carte :</translation>
    </message>
    <message>
        <source>Turn Summary</source>
        <translation>Résumé du tour</translation>
    </message>
    <message>
        <source>Print which part of the game?</source>
        <translation>Que faut-il imprimer ?</translation>
    </message>
    <message>
        <source>The turn summary was not printed: %1.</source>
        <translation>Le résumé du tour n&apos;a pas été imprimé : %1.</translation>
    </message>
    <message>
        <source>eylau-turn-%1.pdf</source>
        <translation>eylau-tour-%1.pdf</translation>
    </message>
    <message>
        <source>eylau-summary.pdf</source>
        <translation>eylau-resume.pdf</translation>
    </message>
    <message>
        <source>Export Turn Summary as PDF</source>
        <translation>Exporter le résumé du tour en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
</TS>
