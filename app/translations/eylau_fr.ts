<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>BoardExport</name>
    <message>
        <source>nothing was drawn</source>
        <translation>rien n&apos;a été dessiné</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 n&apos;a pas été écrit&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>BoardPdf</name>
    <message numerus="yes">
        <source>At %1 mm a hex the map needs %n pages; at most %2 are printed. Choose smaller hexes or larger paper.</source>
        <translation>
            <numerusform>À %1 mm par hexagone, la carte demande %n page&#xa0;; au plus %2 sont imprimées. Choisissez des hexagones plus petits ou un papier plus grand.</numerusform>
            <numerusform>À %1 mm par hexagone, la carte demande %n pages&#xa0;; au plus %2 sont imprimées. Choisissez des hexagones plus petits ou un papier plus grand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Eylau: the board printed at %1 mm a hex</source>
        <translation>Eylau&#xa0;: le plateau imprimé à %1 mm par hexagone</translation>
    </message>
</context>
<context>
    <name>BoardPictures</name>
    <message>
        <source>An image of %1 × %2 pixels is too large: at most %3 pixels a side and %4 million pixels in all. Choose fewer pixels per hex, or export a PDF or an SVG.</source>
        <translation>Une image de %1 × %2 pixels est trop grande&#xa0;: au plus %3 pixels de côté et %4 millions de pixels en tout. Choisissez moins de pixels par hexagone, ou exportez un PDF ou un SVG.</translation>
    </message>
    <message>
        <source>There is not enough memory for an image of %1 × %2 pixels.</source>
        <translation>La mémoire ne suffit pas pour une image de %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>The PNG image could not be made: %1</source>
        <translation>L&apos;image PNG n&apos;a pas pu être faite&#xa0;: %1</translation>
    </message>
    <message>
        <source>The map of %1, as the game draws it</source>
        <translation>La carte de %1, telle que le jeu la dessine</translation>
    </message>
</context>
<context>
    <name>EngineWord</name>
    <message>
        <source>French</source>
        <translation>français</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>allié</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>allié</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>terrain clair</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bois</translation>
    </message>
    <message>
        <source>grove</source>
        <translation>bosquet</translation>
    </message>
    <message>
        <source>town</source>
        <translation>village</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>lac</translation>
    </message>
    <message>
        <source>road</source>
        <translation>route</translation>
    </message>
    <message>
        <source>trail</source>
        <translation>chemin</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>pente</translation>
    </message>
    <message>
        <source>gully</source>
        <translation>ravin</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>ruisseau</translation>
    </message>
    <message>
        <source>river</source>
        <translation>rivière</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>fresh</source>
        <translation>fraîche</translation>
    </message>
    <message>
        <source>tired</source>
        <translation>fatiguée</translation>
    </message>
    <message>
        <source>exhausted</source>
        <translation>épuisée</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>Marginal Victory</source>
        <translation>Victoire marginale</translation>
    </message>
    <message>
        <source>Substantive Victory</source>
        <translation>Victoire substantielle</translation>
    </message>
    <message>
        <source>Decisive Victory</source>
        <translation>Victoire décisive</translation>
    </message>
    <message>
        <source>Feb 7</source>
        <translation>7 févr.</translation>
    </message>
    <message>
        <source>Feb 8</source>
        <translation>8 févr.</translation>
    </message>
    <message>
        <source>hexsides</source>
        <translation>côtés d&apos;hexagone</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>Murat&apos;s Cavalry</source>
        <translation>Cavalerie de Murat</translation>
    </message>
    <message>
        <source>Advance Guard</source>
        <translation>Avant-garde</translation>
    </message>
    <message>
        <source>Rearguard</source>
        <translation>Arrière-garde</translation>
    </message>
    <message>
        <source>Light Cavalry</source>
        <translation>Cavalerie légère</translation>
    </message>
    <message>
        <source>Prussian Detachment</source>
        <translation>Détachement prussien</translation>
    </message>
</context>
<context>
    <name>GameDocks</name>
    <message>
        <source>Off the Map</source>
        <translation>Hors carte</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Rules Reference</source>
        <translation>Aide-mémoire des règles</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Tables</translation>
    </message>
</context>
<context>
    <name>Nationality</name>
    <message>
        <source>Russian</source>
        <translation>russe</translation>
    </message>
    <message>
        <source>Prussian</source>
        <translation>prussienne</translation>
    </message>
    <message>
        <source>French</source>
        <translation>française</translation>
    </message>
</context>
<context>
    <name>PageMarks</name>
    <message>
        <source>%1: page %2 of %3, row %4, column %5. Hexes %6 mm across the flats.</source>
        <translation>%1&#xa0;: page %2 sur %3, rangée %4, colonne %5. Hexagones de %6 mm entre côtés opposés.</translation>
    </message>
    <message>
        <source>Cut the left and top edges along the crop marks; lay each cut edge on the dashed line of the page to the left or above (%1 mm of map is printed on both).</source>
        <translation>Coupez les bords gauche et haut le long des traits de coupe&#xa0;; posez chaque bord coupé sur la ligne pointillée de la page de gauche ou du dessus (%1 mm de carte sont imprimés sur les deux).</translation>
    </message>
    <message>
        <source>Cut every edge along the crop marks and butt the pages edge to edge.</source>
        <translation>Coupez tous les bords le long des traits de coupe et mettez les pages bord à bord.</translation>
    </message>
</context>
<context>
    <name>PhaseGuidance</name>
    <message>
        <source>%1 player: click a unit to see where it can go, then click a shaded hex. Faded units may not move (their tooltip says why).</source>
        <translation>%1&#xa0;: cliquez une unité, puis un hexagone ombré pour la déplacer. Unité estompée&#xa0;: immobile (voir l&apos;infobulle).</translation>
    </message>
    <message>
        <source>Finish the attack in progress (see the attack window).</source>
        <translation>Terminez l&apos;attaque en cours (voir la fenêtre d&apos;attaque).</translation>
    </message>
    <message>
        <source>%1 player: click a unit to draw up an attack. Units marked ! must attack or be attacked (5.1).</source>
        <translation>%1&#xa0;: cliquez une unité pour préparer une attaque. Unités marquées&#xa0;!&#xa0;: doivent attaquer ou être attaquées (5.1).</translation>
    </message>
    <message>
        <source>The game is over: %1.</source>
        <translation>La partie est terminée&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>PlayMarks</name>
    <message>
        <source>%1 control %2 (23.4)</source>
        <translation>Les %1 contrôlent %2 (23.4)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Turn Summary</source>
        <translation>Résumé du tour</translation>
    </message>
    <message>
        <source>The turn summary could not be made: %1</source>
        <translation>Le résumé du tour n&apos;a pas pu être fait&#xa0;: %1</translation>
    </message>
    <message>
        <source>Eylau</source>
        <translation>Eylau</translation>
    </message>
    <message>
        <source>%1 was not found beside this program (%2).</source>
        <translation>%1 est introuvable à côté de ce programme (%2).</translation>
    </message>
    <message>
        <source>&amp;Print Turn Summary...</source>
        <translation>&amp;Imprimer le résumé du tour...</translation>
    </message>
    <message>
        <source>Print the summary of a Game-Turn or of the whole game so far</source>
        <translation>Imprimer le résumé d&apos;un Tour de jeu ou de toute la partie jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Print Pre&amp;view of Turn Summary...</source>
        <translation>&amp;Aperçu avant impression du résumé du tour...</translation>
    </message>
    <message>
        <source>E&amp;xport Turn Summary as PDF...</source>
        <translation>E&amp;xporter le résumé du tour en PDF...</translation>
    </message>
    <message>
        <source>New Game on &amp;Scenario</source>
        <translation>Nouvelle &amp;partie sur un scénario</translation>
    </message>
    <message>
        <source>Eylau, 7-8 February 1807</source>
        <translation>Eylau, 7-8 février 1807</translation>
    </message>
    <message>
        <source>Grünau Mill (a teaching battle)</source>
        <translation>Le moulin de Grünau (bataille d&apos;apprentissage)</translation>
    </message>
    <message>
        <source>Other Scenario File...</source>
        <translation>Autre fichier de scénario...</translation>
    </message>
    <message>
        <source>New Game on Scenario</source>
        <translation>Nouvelle partie sur un scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scénarios (*.json)</translation>
    </message>
    <message>
        <source>Scenario &amp;Editor</source>
        <translation>Éditeur de &amp;scénarios</translation>
    </message>
    <message>
        <source>Correct this scenario&apos;s map and order of battle, or build a new battle</source>
        <translation>Corriger la carte et l&apos;ordre de bataille de ce scénario, ou construire une nouvelle bataille</translation>
    </message>
    <message>
        <source>&amp;Tutorial: a First Game</source>
        <translation>&amp;Didacticiel&#xa0;: une première partie</translation>
    </message>
    <message>
        <source>Play the Grünau Mill teaching battle step by step, in a new window</source>
        <translation>Jouer pas à pas la bataille d&apos;apprentissage du moulin de Grünau, dans une nouvelle fenêtre</translation>
    </message>
    <message>
        <source>Export &amp;Map Image...</source>
        <translation>Exporter l&apos;image de la &amp;carte...</translation>
    </message>
    <message>
        <source>Save the board with the counters as they stand: a PNG, an SVG, or a PDF to print at the board&apos;s scale on pages to tape together</source>
        <translation>Enregistrer le plateau avec les pions tels qu&apos;ils sont&#xa0;: un PNG, un SVG, ou un PDF à imprimer à l&apos;échelle du plateau sur des pages à assembler</translation>
    </message>
</context>
<context>
    <name>Sentence</name>
    <message>
        <source>{0} cannot reach {1}: it costs {2} MP and {0} has {3} MP left</source>
        <translation>{0} ne peut atteindre {1}&#xa0;: il en coûte {2} PM et il reste {3} PM à {0}</translation>
    </message>
    <message>
        <source>{0} is occupied by an enemy unit ({1})</source>
        <translation>{0} est occupé par une unité ennemie ({1})</translation>
    </message>
    <message>
        <source>at night {0} may not enter {1}, in the Zone of Control of {2}</source>
        <translation>de nuit, {0} ne peut entrer en {1}, dans la Zone de contrôle de {2}</translation>
    </message>
    <message>
        <source>{0} may not enter {1}: it would have to stop there, in the Zone of Control of {2} (4.5), with {3}, and neither could leave</source>
        <translation>{0} ne peut entrer en {1}&#xa0;: elle devrait s&apos;y arrêter, dans la Zone de contrôle de {2} (4.5), avec {3}, et aucune des deux ne pourrait en repartir</translation>
    </message>
    <message>
        <source>{0} cannot cross the {1} between {2} and {3} except at a bridge</source>
        <translation>{0} ne peut franchir le côté d&apos;hexagone ({1}) entre {2} et {3} que par un pont</translation>
    </message>
    <message>
        <source>{0} (artillery) cannot cross the {1} between {2} and {3} except at a bridge</source>
        <translation>{0} (artillerie) ne peut franchir le côté d&apos;hexagone ({1}) entre {2} et {3} que par un pont</translation>
    </message>
    <message>
        <source>{0} cannot enter {1}: {2} is impassable</source>
        <translation>{0} ne peut entrer en {1}&#xa0;: terrain infranchissable ({2})</translation>
    </message>
    <message>
        <source>{0} and {1} are not adjacent</source>
        <translation>{0} et {1} ne sont pas adjacents</translation>
    </message>
    <message>
        <source>{0} must stop on entering {1}, in the Zone of Control of {2}</source>
        <translation>{0} doit s&apos;arrêter en entrant en {1}, dans la Zone de contrôle de {2}</translation>
    </message>
    <message>
        <source>at night {0} cannot reach {1}: every way there enters an enemy Zone of Control</source>
        <translation>de nuit, {0} ne peut atteindre {1}&#xa0;: tout chemin passe par une Zone de contrôle ennemie</translation>
    </message>
    <message>
        <source>{0} cannot reach {1}: every way there enters an enemy Zone of Control, where it must stop</source>
        <translation>{0} ne peut atteindre {1}&#xa0;: tout chemin entre dans une Zone de contrôle ennemie, où elle doit s&apos;arrêter</translation>
    </message>
    <message>
        <source>{0} cannot reach {1}: enemy units block every way there</source>
        <translation>{0} ne peut atteindre {1}&#xa0;: des unités ennemies barrent tous les chemins</translation>
    </message>
    <message>
        <source>{0} (artillery) cannot reach {1}: every way there crosses a gully or stream without a bridge</source>
        <translation>{0} (artillerie) ne peut atteindre {1}&#xa0;: tout chemin franchit un ravin ou un ruisseau sans pont</translation>
    </message>
    <message>
        <source>{0} cannot reach {1}: impassable terrain blocks every way there</source>
        <translation>{0} ne peut atteindre {1}&#xa0;: un terrain infranchissable barre tous les chemins</translation>
    </message>
    <message>
        <source>there is no unit number {0}</source>
        <translation>il n&apos;y a pas d&apos;unité numéro {0}</translation>
    </message>
    <message>
        <source>{0} is not on the map</source>
        <translation>{0} n&apos;est pas sur la carte</translation>
    </message>
    <message>
        <source>no hex given for {0} to move to</source>
        <translation>aucun hexagone de destination n&apos;est donné pour {0}</translation>
    </message>
    <message>
        <source>{0} is in an enemy Zone of Control and cannot move</source>
        <translation>{0} est dans une Zone de contrôle ennemie et ne peut se déplacer</translation>
    </message>
    <message>
        <source>{0} has no Movement Points left</source>
        <translation>il ne reste aucun Point de mouvement à {0}</translation>
    </message>
    <message>
        <source>{0} is already in {1}</source>
        <translation>{0} est déjà en {1}</translation>
    </message>
    <message>
        <source>{0} is not waiting to enter the map</source>
        <translation>{0} n&apos;attend pas d&apos;entrer sur la carte</translation>
    </message>
    <message>
        <source>{0} has no entry area</source>
        <translation>{0} n&apos;a pas de zone d&apos;entrée</translation>
    </message>
    <message>
        <source>no entry hex given for {0}</source>
        <translation>aucun hexagone d&apos;entrée n&apos;est donné pour {0}</translation>
    </message>
    <message>
        <source>{0} may not enter by {1}: it is occupied by an enemy unit</source>
        <translation>{0} ne peut entrer par {1}&#xa0;: il est occupé par une unité ennemie</translation>
    </message>
    <message>
        <source>{0} may not enter by {1}, in the Zone of Control of {2}</source>
        <translation>{0} ne peut entrer par {1}, dans la Zone de contrôle de {2}</translation>
    </message>
    <message>
        <source>{0} may not enter by {1}: it is not a map-edge hex within eight hexes of {2} (area {3})</source>
        <translation>{0} ne peut entrer par {1}&#xa0;: ce n&apos;est pas un hexagone de bord de carte à huit hexagones au plus de {2} (zone {3})</translation>
    </message>
    <message>
        <source>{0} may not enter by {1}: it enters by {2} (area {3}); other map-edge hexes only while an enemy unit is within two hexes of it</source>
        <translation>{0} ne peut entrer par {1}&#xa0;: elle entre par {2} (zone {3})&#xa0;; par d&apos;autres hexagones de bord de carte seulement si une unité ennemie se trouve à deux hexagones au plus de celui-ci</translation>
    </message>
    <message>
        <source>{0} cannot enter by {1}: it costs {2} MP and {0} has {3} MP</source>
        <translation>{0} ne peut entrer par {1}&#xa0;: il en coûte {2} PM et {0} n&apos;a que {3} PM</translation>
    </message>
    <message>
        <source>a retreat is one hex: {0} is not next to {1}</source>
        <translation>une retraite est d&apos;un hexagone&#xa0;: {0} n&apos;est pas adjacent à {1}</translation>
    </message>
    <message>
        <source>{0} is off the map: not a safe hex (4.6)</source>
        <translation>{0} est hors de la carte&#xa0;: ce n&apos;est pas un hexagone sûr (4.6)</translation>
    </message>
    <message>
        <source>{0} could not enter {1} in a Movement Phase: not a safe hex</source>
        <translation>{0} ne pourrait pas entrer en {1} en Phase de mouvement&#xa0;: ce n&apos;est pas un hexagone sûr</translation>
    </message>
    <message>
        <source>{0} is occupied by {1}: not a safe hex</source>
        <translation>{0} est occupé par {1}&#xa0;: ce n&apos;est pas un hexagone sûr</translation>
    </message>
    <message>
        <source>{0} is in the Zone of Control of the enemy: not a safe hex</source>
        <translation>{0} est dans la Zone de contrôle de l&apos;ennemi&#xa0;: ce n&apos;est pas un hexagone sûr</translation>
    </message>
    <message>
        <source>{0} is in the Zone of Control of {1}: not a safe hex</source>
        <translation>{0} est dans la Zone de contrôle de {1}&#xa0;: ce n&apos;est pas un hexagone sûr</translation>
    </message>
    <message>
        <source>{0} cannot be displaced: it has yet to make a required bombardment of {1}</source>
        <translation>{0} ne peut être refoulée&#xa0;: elle doit encore faire un bombardement obligatoire sur {1}</translation>
    </message>
    <message>
        <source>{0} cannot be displaced: it has no safe hex to go to</source>
        <translation>{0} ne peut être refoulée&#xa0;: elle n&apos;a aucun hexagone sûr où aller</translation>
    </message>
    <message>
        <source>there is no such unit</source>
        <translation>cette unité n&apos;existe pas</translation>
    </message>
    <message>
        <source>{0} is empty: {1} is not displaced and does not retreat</source>
        <translation>{0} est vide&#xa0;: {1} n&apos;est pas refoulée et ne retraite pas</translation>
    </message>
    <message>
        <source>{0} must retreat into an empty safe hex ({1} is free) before displacing</source>
        <translation>{0} doit retraiter dans un hexagone sûr et vide ({1} est libre) avant de refouler</translation>
    </message>
    <message>
        <source>{0} must retreat into an empty safe hex ({1} is free) rather than displace {2}</source>
        <translation>{0} doit retraiter dans un hexagone sûr et vide ({1} est libre) plutôt que de refouler {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s retreat into {1} displaces {2}: where {2} goes must be given</source>
        <translation>la retraite de {0} en {1} refoule {2}&#xa0;: il faut dire où va {2}</translation>
    </message>
    <message>
        <source>the unit displaced from {0} is {1}, not {2}</source>
        <translation>l&apos;unité refoulée de {0} est {1}, non {2}</translation>
    </message>
    <message>
        <source>the unit displaced from {0} is {1}, not an unknown unit</source>
        <translation>l&apos;unité refoulée de {0} est {1}, non une unité inconnue</translation>
    </message>
    <message>
        <source>{0} may not retreat into {1}: the units of this retreat came from there</source>
        <translation>{0} ne peut retraiter en {1}&#xa0;: les unités de cette retraite en viennent</translation>
    </message>
    <message>
        <source>line of sight from {0} to {1} is blocked by {2} in {3}</source>
        <translation>la ligne de vue de {0} à {1} est bloquée en {3} ({2})</translation>
    </message>
    <message>
        <source>line of sight from {0} to {1} is blocked by {2} in {3} and {4} in {5} on both sides of the hexside it runs along</source>
        <translation>la ligne de vue de {0} à {1} est bloquée de part et d&apos;autre du côté d&apos;hexagone qu&apos;elle longe, en {3} ({2}) et en {5} ({4})</translation>
    </message>
    <message>
        <source>{0} is not artillery and cannot bombard</source>
        <translation>{0} n&apos;est pas de l&apos;artillerie et ne peut bombarder</translation>
    </message>
    <message>
        <source>{0} is in an enemy Zone of Control and cannot bombard</source>
        <translation>{0} est dans une Zone de contrôle ennemie et ne peut bombarder</translation>
    </message>
    <message>
        <source>{0} is {1} hex from {2}; bombardment is at exactly two hexes</source>
        <translation>{0} est à {1} hexagone de {2}&#xa0;; le bombardement se fait à deux hexagones exactement</translation>
    </message>
    <message>
        <source>{0} is {1} hexes from {2}; bombardment is at exactly two hexes</source>
        <translation>{0} est à {1} hexagones de {2}&#xa0;; le bombardement se fait à deux hexagones exactement</translation>
    </message>
    <message>
        <source>{0} cannot bombard {1}: {q0}</source>
        <translation>{0} ne peut bombarder {1}&#xa0;: {q0}</translation>
    </message>
    <message>
        <source>{0} is named twice in this attack</source>
        <translation>{0} est nommée deux fois dans cette attaque</translation>
    </message>
    <message>
        <source>{0} is not a unit of the {1} player, whose Combat Phase it is</source>
        <translation>{0} n&apos;est pas une unité du joueur {1}, dont c&apos;est la Phase de combat</translation>
    </message>
    <message>
        <source>{0} is not an enemy unit: only enemy units are attacked</source>
        <translation>{0} n&apos;est pas une unité ennemie&#xa0;: on n&apos;attaque que des unités ennemies</translation>
    </message>
    <message>
        <source>a bombardment may target only one hex</source>
        <translation>un bombardement ne peut viser qu&apos;un seul hexagone</translation>
    </message>
    <message>
        <source>{0} has already attacked this Combat Phase</source>
        <translation>{0} a déjà attaqué pendant cette Phase de combat</translation>
    </message>
    <message>
        <source>{0} has already been attacked this Combat Phase</source>
        <translation>{0} a déjà été attaquée pendant cette Phase de combat</translation>
    </message>
    <message>
        <source>{0} can bombard none of the defending hexes ({q0})</source>
        <translation>{0} ne peut bombarder aucun des hexagones en défense ({q0})</translation>
    </message>
    <message>
        <source>attacks are made only in a Combat Phase; this is the {q0}</source>
        <translation>on n&apos;attaque qu&apos;en Phase de combat&#xa0;; nous sommes en {q0}</translation>
    </message>
    <message>
        <source>the defender has not answered the last attack yet (&apos;defend&apos;)</source>
        <translation>le défenseur n&apos;a pas encore répondu à la dernière attaque (Force fraîche, 21.1)</translation>
    </message>
    <message>
        <source>finish the last attack first</source>
        <translation>terminez d&apos;abord la dernière attaque</translation>
    </message>
    <message>
        <source>an attack needs at least one defending unit</source>
        <translation>une attaque demande au moins une unité en défense</translation>
    </message>
    <message>
        <source>an attack needs at least one attacking or bombarding unit</source>
        <translation>une attaque demande au moins une unité qui attaque ou bombarde</translation>
    </message>
    <message>
        <source>{0} is not adjacent to {1}</source>
        <translation>{0} n&apos;est pas adjacente à {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s Fresh Strength goes to one unit only, and {1} has it</source>
        <translation>la Force fraîche de {0} ne va qu&apos;à une seule unité, et {1} l&apos;a déjà</translation>
    </message>
    <message>
        <source>after this attack {0} could no longer attack</source>
        <translation>après cette attaque, {0} ne pourrait plus attaquer</translation>
    </message>
    <message>
        <source>after this attack {0} (in the Zone of Control of {1}) could no longer attack</source>
        <translation>après cette attaque, {0} (dans la Zone de contrôle de {1}) ne pourrait plus attaquer</translation>
    </message>
    <message>
        <source>after this attack {0} (which must be attacked: a unit is in its Zone of Control) could no longer be attacked</source>
        <translation>après cette attaque, {0} (qui doit être attaquée&#xa0;: une unité est dans sa Zone de contrôle) ne pourrait plus être attaquée</translation>
    </message>
    <message>
        <source>after this attack {0} (which must be attacked: {1} is in its Zone of Control) could no longer be attacked</source>
        <translation>après cette attaque, {0} (qui doit être attaquée&#xa0;: {1} est dans sa Zone de contrôle) ne pourrait plus être attaquée</translation>
    </message>
    <message>
        <source>after this attack {q0} could no longer all attack or be attacked as they must (each unit takes part in one attack only, 5.2)</source>
        <translation>après cette attaque, {q0} ne pourraient plus toutes attaquer ou être attaquées comme elles le doivent (chaque unité ne prend part qu&apos;à une seule attaque, 5.2)</translation>
    </message>
    <message>
        <source>this battle has no division to release</source>
        <translation>cette bataille n&apos;a aucune division à libérer</translation>
    </message>
    <message>
        <source>this battle has no Fresh Strength markers</source>
        <translation>cette bataille n&apos;a aucun marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>{0} is of the Guard, which may not move during the first two Game-Turns</source>
        <translation>{0} appartient à la Garde, qui ne peut se déplacer pendant les deux premiers Tours de jeu</translation>
    </message>
    <message>
        <source>on Game-Turn 1 only Ostermann (Ost) units may move, not {0}</source>
        <translation>au Tour de jeu 1, seules les unités d&apos;Ostermann (Ost) peuvent se déplacer, pas {0}</translation>
    </message>
    <message>
        <source>on Game-Turn 2 only Ostermann (Ost) and {0} units may move, not {1}</source>
        <translation>au Tour de jeu 2, seules les unités d&apos;Ostermann (Ost) et de {0} peuvent se déplacer, pas {1}</translation>
    </message>
    <message>
        <source>on Game-Turn 2 only Ostermann (Ost) and one released division may move: release {0} first to move {1}</source>
        <translation>au Tour de jeu 2, seules Ostermann (Ost) et une division libérée peuvent se déplacer&#xa0;: libérez d&apos;abord {0} pour déplacer {1}</translation>
    </message>
    <message>
        <source>there is no division {0}</source>
        <translation>il n&apos;y a pas de division {0}</translation>
    </message>
    <message>
        <source>a division is released only in the Allied Movement Phase of Game-Turn 2</source>
        <translation>une division ne se libère qu&apos;en Phase de mouvement alliée du Tour de jeu 2</translation>
    </message>
    <message>
        <source>{0} is already released this Game-Turn</source>
        <translation>{0} est déjà libérée à ce Tour de jeu</translation>
    </message>
    <message>
        <source>{0} cannot be released: only one division besides Ostermann (Ost) moves on Game-Turn 2, and {1} is already released</source>
        <translation>{0} ne peut être libérée&#xa0;: une seule division en plus d&apos;Ostermann (Ost) se déplace au Tour de jeu 2, et {1} est déjà libérée</translation>
    </message>
    <message>
        <source>only a Russian division other than Ostermann (Ost) can be released, not {0}</source>
        <translation>seule une division russe autre qu&apos;Ostermann (Ost) peut être libérée, pas {0}</translation>
    </message>
    <message>
        <source>{0} has no Fresh Strength marker</source>
        <translation>{0} n&apos;a pas de marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>{0}&apos;s Fresh Strength has already been used</source>
        <translation>la Force fraîche de {0} a déjà été employée</translation>
    </message>
    <message>
        <source>{0} is not one of the {1} units</source>
        <translation>{0} ne fait pas partie des unités {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s Fresh Strength goes to one unit only</source>
        <translation>la Force fraîche de {0} ne va qu&apos;à une seule unité</translation>
    </message>
    <message>
        <source>{0} is not one of the attacking units</source>
        <translation>{0} ne fait pas partie des unités qui attaquent</translation>
    </message>
    <message>
        <source>{0} is not one of the defending units</source>
        <translation>{0} ne fait pas partie des unités en défense</translation>
    </message>
    <message>
        <source>{0} is not a column of the Combat Results Table</source>
        <translation>{0} n&apos;est pas une colonne de la Table des résultats des combats</translation>
    </message>
    <message>
        <source>the odds can only be lowered: this attack is at {0}</source>
        <translation>le rapport de forces ne peut qu&apos;être abaissé&#xa0;: cette attaque est à {0}</translation>
    </message>
    <message>
        <source>a column shift needs three or more units of one division in the attack</source>
        <translation>un décalage de colonne demande au moins trois unités d&apos;une même division dans l&apos;attaque</translation>
    </message>
    <message>
        <source>no attack is waiting for the defender&apos;s answer</source>
        <translation>aucune attaque n&apos;attend la réponse du défenseur</translation>
    </message>
    <message>
        <source>the defender must answer the last attack first (&apos;defend&apos;)</source>
        <translation>le défenseur doit d&apos;abord répondre à la dernière attaque (Force fraîche, 21.1)</translation>
    </message>
    <message>
        <source>finish the last attack first (retreats, losses, advance)</source>
        <translation>terminez d&apos;abord la dernière attaque (retraites, pertes, avance)</translation>
    </message>
    <message>
        <source>the last attack is not finished: {0} must still retreat</source>
        <translation>la dernière attaque n&apos;est pas terminée&#xa0;: retraite encore due par {0}</translation>
    </message>
    <message>
        <source>the last attack is not finished: the attacker still owes {0} strength points of Ee losses</source>
        <translation>la dernière attaque n&apos;est pas terminée&#xa0;: l&apos;attaquant doit encore {0} points de potentiel de pertes Ee</translation>
    </message>
    <message>
        <source>the last attack is not finished: the {0} player must still advance or choose not to</source>
        <translation>la dernière attaque n&apos;est pas terminée&#xa0;: le joueur {0} doit encore avancer ou y renoncer</translation>
    </message>
    <message>
        <source>Game-Turn {0} is a night turn: it has no Combat Phase</source>
        <translation>le Tour de jeu {0} est un tour de nuit&#xa0;: il n&apos;a pas de Phase de combat</translation>
    </message>
    <message>
        <source>{0} is in an enemy Zone of Control and must attack before the Combat Phase ends</source>
        <translation>{0} est dans une Zone de contrôle ennemie et doit attaquer avant la fin de la Phase de combat</translation>
    </message>
    <message>
        <source>{0} are in an enemy Zone of Control and must attack before the Combat Phase ends</source>
        <translation>{0} sont dans une Zone de contrôle ennemie et doivent attaquer avant la fin de la Phase de combat</translation>
    </message>
    <message>
        <source>{0} must be attacked before the Combat Phase ends</source>
        <translation>à attaquer avant la fin de la Phase de combat&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} may not stop in {1} with {q0}: neither could move on, and the Movement Phase cannot end with two units in one hex</source>
        <translation>{0} ne peut s&apos;arrêter en {1} avec {q0}&#xa0;: aucune ne pourrait repartir, et la Phase de mouvement ne peut finir avec deux unités dans un hexagone</translation>
    </message>
    <message>
        <source>units move only in a Movement Phase; this is the {q0}</source>
        <translation>les unités ne se déplacent qu&apos;en Phase de mouvement&#xa0;; nous sommes en {q0}</translation>
    </message>
    <message>
        <source>reinforcements enter only in a Movement Phase; this is the {q0}</source>
        <translation>les renforts n&apos;entrent qu&apos;en Phase de mouvement&#xa0;; nous sommes en {q0}</translation>
    </message>
    <message>
        <source>{0} is {1}; only the {2} player moves now</source>
        <translation>{0} appartient au camp {1}&#xa0;; seul le joueur {2} déplace ses unités maintenant</translation>
    </message>
    <message>
        <source>{0} has not arrived yet: bring it in with &apos;enter&apos;</source>
        <translation>{0} n&apos;est pas encore arrivée&#xa0;: faites-la d&apos;abord entrer sur la carte</translation>
    </message>
    <message>
        <source>{0} has been eliminated</source>
        <translation>{0} a été éliminée</translation>
    </message>
    <message>
        <source>move {0} where?</source>
        <translation>déplacer {0} où&#xa0;?</translation>
    </message>
    <message>
        <source>{0} is {1}; only the {2} player brings in reinforcements now</source>
        <translation>{0} appartient au camp {1}&#xa0;; seul le joueur {2} fait entrer des renforts maintenant</translation>
    </message>
    <message>
        <source>{0} is not a reinforcement waiting to enter</source>
        <translation>{0} n&apos;est pas un renfort en attente d&apos;entrer</translation>
    </message>
    <message>
        <source>{0} arrives on Game-Turn {1}, not before</source>
        <translation>{0} arrive au Tour de jeu {1}, pas avant</translation>
    </message>
    <message>
        <source>enter {0} by which hex?</source>
        <translation>faire entrer {0} par quel hexagone&#xa0;?</translation>
    </message>
    <message>
        <source>{q0} are both in {0}: move one of them before ending the Movement Phase</source>
        <translation>{q0} sont toutes deux en {0}&#xa0;: déplacez l&apos;une d&apos;elles avant de finir la Phase de mouvement</translation>
    </message>
    <message>
        <source>{0} moves {1} to {2} ({3} MP)</source>
        <translation>{0} va de {1} à {2} ({3} PM)</translation>
    </message>
    <message>
        <source>{0} moves {1} to {2} ({3} MP), stopping in an enemy Zone of Control</source>
        <translation>{0} va de {1} à {2} ({3} PM) et s&apos;arrête en Zone de contrôle ennemie</translation>
    </message>
    <message>
        <source>{0} enters at {1} ({2} MP)</source>
        <translation>{0} entre en {1} ({2} PM)</translation>
    </message>
    <message>
        <source>{0} enters at {1} and moves to {2} ({3} MP)</source>
        <translation>{0} entre en {1} et se déplace jusqu&apos;à {2} ({3} PM)</translation>
    </message>
    <message>
        <source>{0} is released: its units may move this Game-Turn</source>
        <translation>{0} est libérée&#xa0;: ses unités peuvent se déplacer à ce Tour de jeu</translation>
    </message>
    <message>
        <source>{0} is held back (due on Game-Turn {1} at area {2})</source>
        <translation>{0} est retenue (attendue au Tour de jeu {1} en zone {2})</translation>
    </message>
    <message>
        <source>night: no Combat Phase</source>
        <translation>nuit&#xa0;: pas de Phase de combat</translation>
    </message>
    <message>
        <source>{0} attacks with {1}&apos;s Fresh Strength</source>
        <translation>{0} attaque avec la Force fraîche de {1}</translation>
    </message>
    <message>
        <source>{0} defends with {1}&apos;s Fresh Strength</source>
        <translation>{0} défend avec la Force fraîche de {1}</translation>
    </message>
    <message>
        <source>the Guard infantry attacks ({0}): the Guard is committed</source>
        <translation>l&apos;infanterie de la Garde attaque ({0})&#xa0;: la Garde est engagée</translation>
    </message>
    <message>
        <source>{0} attack {1}: {2} to {3}</source>
        <translation>attaque de {0} sur {1}&#xa0;: {2} contre {3}</translation>
    </message>
    <message>
        <source>{0} bombarding attack {1}: {2} to {3}</source>
        <translation>bombardement de {1} par {0}&#xa0;: {2} contre {3}</translation>
    </message>
    <message>
        <source>{0}, with {1} bombarding attack {2}: {3} to {4}</source>
        <translation>attaque de {0} sur {2}, avec le bombardement de {1}&#xa0;: {3} contre {4}</translation>
    </message>
    <message>
        <source>the defender may answer with Fresh Strength (&apos;defend&apos;)</source>
        <translation>le défenseur peut répondre avec la Force fraîche</translation>
    </message>
    <message>
        <source>die {0} at {1}: {2}</source>
        <translation>dé {0} à {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>weather die {0}: {1} stands</source>
        <translation>dé de météo {0}&#xa0;: {1} est maintenu</translation>
    </message>
    <message>
        <source>weather die {0}: {1} becomes {2}</source>
        <translation>dé de météo {0}&#xa0;: {1} devient {2}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>there is no unit {0} in {1}</source>
        <translation>il n&apos;y a pas d&apos;unité {0} dans {1}</translation>
    </message>
    <message>
        <source>{0} now control {1}</source>
        <translation>{1}&#xa0;: contrôle {0}</translation>
    </message>
    <message>
        <source>{0} now control {1} ({2})</source>
        <translation>{1} ({2})&#xa0;: contrôle {0}</translation>
    </message>
    <message>
        <source>{0} is eliminated</source>
        <translation>{0} est éliminée</translation>
    </message>
    <message>
        <source>{0} is eliminated: {q0}</source>
        <translation>{0} est éliminée&#xa0;: {q0}</translation>
    </message>
    <message>
        <source>{0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <source>Ee: the attackers lose all they have</source>
        <translation>Ee&#xa0;: les attaquants perdent tout ce qu&apos;ils ont</translation>
    </message>
    <message>
        <source>Ee loss chosen by the attacker</source>
        <translation>perte Ee choisie par l&apos;attaquant</translation>
    </message>
    <message>
        <source>no safe hex to retreat into</source>
        <translation>aucun hexagone sûr où retraiter</translation>
    </message>
    <message>
        <source>{q0} ({0})</source>
        <translation>{q0} ({0})</translation>
    </message>
    <message>
        <source>{q0} ({0}, night)</source>
        <translation>{q0} ({0}, nuit)</translation>
    </message>
    <message>
        <source>Game-Turn {0} begins ({1})</source>
        <translation>début du Tour de jeu {0} ({1})</translation>
    </message>
    <message>
        <source>Game-Turn {0} begins ({1}, night)</source>
        <translation>début du Tour de jeu {0} ({1}, nuit)</translation>
    </message>
    <message>
        <source>the game ends after Game-Turn {0}: French {1}, Allied {2} Victory Points; {3}</source>
        <translation>la partie s&apos;achève après le Tour de jeu {0}&#xa0;: Points de victoire, Français {1}, Alliés {2}&#xa0;; {3}</translation>
    </message>
    <message>
        <source>the game ends after Game-Turn {0}: French {1}, Allied {2} Victory Points; {4} {3}</source>
        <translation>la partie s&apos;achève après le Tour de jeu {0}&#xa0;: Points de victoire, Français {1}, Alliés {2}&#xa0;; {3} du camp {4}</translation>
    </message>
    <message>
        <source>{0} Movement Phase of Game-Turn {1}</source>
        <translation>Phase de mouvement du camp {0}, Tour de jeu {1}</translation>
    </message>
    <message>
        <source>{0} Combat Phase of Game-Turn {1}</source>
        <translation>Phase de combat du camp {0}, Tour de jeu {1}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>{0}, {q0}</source>
        <translation>{0}, {q0}</translation>
    </message>
    <message>
        <source>there is no retreat to make now</source>
        <translation>il n&apos;y a aucune retraite à faire maintenant</translation>
    </message>
    <message>
        <source>{0} does not retreat after this combat</source>
        <translation>{0} ne retraite pas après ce combat</translation>
    </message>
    <message>
        <source>{0} retreats {1} to {2}</source>
        <translation>{0} retraite de {1} à {2}</translation>
    </message>
    <message>
        <source>{0} is displaced {1} to {2}</source>
        <translation>{0} est refoulée de {1} à {2}</translation>
    </message>
    <message>
        <source>no Ee losses are owed now</source>
        <translation>aucune perte Ee n&apos;est due maintenant</translation>
    </message>
    <message>
        <source>{0} is not a surviving adjacent attacker (bombarding artillery never suffers Ee)</source>
        <translation>{0} n&apos;est pas un attaquant adjacent survivant (l&apos;artillerie qui bombarde ne subit jamais de Ee)</translation>
    </message>
    <message>
        <source>{0} is named twice</source>
        <translation>{0} est nommée deux fois</translation>
    </message>
    <message>
        <source>Ee: the attacker must lose at least {0} strength points; these units have {1}</source>
        <translation>Ee&#xa0;: l&apos;attaquant doit perdre au moins {0} points de potentiel&#xa0;; ces unités en ont {1}</translation>
    </message>
    <message>
        <source>no combat is waiting for an advance: a single unit may advance, once, right after its combat</source>
        <translation>aucun combat n&apos;attend d&apos;avance&#xa0;: une seule unité peut avancer, une fois, juste après son combat</translation>
    </message>
    <message>
        <source>the retreats come before any advance</source>
        <translation>les retraites précèdent toute avance</translation>
    </message>
    <message>
        <source>the attacker chooses the Ee losses before any advance</source>
        <translation>l&apos;attaquant choisit les pertes Ee avant toute avance</translation>
    </message>
    <message>
        <source>no advance after combat</source>
        <translation>pas d&apos;avance après combat</translation>
    </message>
    <message>
        <source>{0} cannot advance: only a victorious unit of this combat, next to a vacated hex, may</source>
        <translation>{0} ne peut avancer&#xa0;: seule le peut une unité victorieuse de ce combat, adjacente à un hexagone libéré</translation>
    </message>
    <message>
        <source>advance {0} into which hex?</source>
        <translation>faire avancer {0} dans quel hexagone&#xa0;?</translation>
    </message>
    <message>
        <source>{0} is not a hex vacated by this combat next to {1}</source>
        <translation>{0} n&apos;est pas un hexagone libéré par ce combat et adjacent à {1}</translation>
    </message>
    <message>
        <source>{0} advances {1} to {2}</source>
        <translation>{0} avance de {1} à {2}</translation>
    </message>
    <message>
        <source>Ae: the attackers are eliminated</source>
        <translation>Ae&#xa0;: les attaquants sont éliminés</translation>
    </message>
    <message>
        <source>Ar: the attackers retreat</source>
        <translation>Ar&#xa0;: les attaquants retraitent</translation>
    </message>
    <message>
        <source>Dr: the defenders retreat</source>
        <translation>Dr&#xa0;: les défenseurs retraitent</translation>
    </message>
    <message>
        <source>De: the defenders are eliminated</source>
        <translation>De&#xa0;: les défenseurs sont éliminés</translation>
    </message>
    <message>
        <source>Ee: both sides are eliminated</source>
        <translation>Ee&#xa0;: les deux camps sont éliminés</translation>
    </message>
    <message>
        <source>Ae: the bombarding artillery is not affected and may retreat if its player wishes</source>
        <translation>Ae&#xa0;: l&apos;artillerie qui bombarde n&apos;est pas touchée et peut retraiter si son joueur le souhaite</translation>
    </message>
    <message>
        <source>Ar: the bombarding artillery is not affected and may retreat if its player wishes</source>
        <translation>Ar&#xa0;: l&apos;artillerie qui bombarde n&apos;est pas touchée et peut retraiter si son joueur le souhaite</translation>
    </message>
    <message>
        <source>Ee: the defenders are eliminated; the bombarding artillery is not affected and may retreat if its player wishes</source>
        <translation>Ee&#xa0;: les défenseurs sont éliminés&#xa0;; l&apos;artillerie qui bombarde n&apos;est pas touchée et peut retraiter si son joueur le souhaite</translation>
    </message>
    <message>
        <source>no division can be released now</source>
        <translation>aucune division ne peut être libérée maintenant</translation>
    </message>
    <message>
        <source>{0} has no entry hex open to it now</source>
        <translation>aucun hexagone d&apos;entrée n&apos;est ouvert à {0} maintenant</translation>
    </message>
    <message>
        <source>{0} has nowhere to go</source>
        <translation>{0} n&apos;a nulle part où aller</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n&apos;y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n&apos;y a rien à rétablir</translation>
    </message>
    <message>
        <source>the die has been rolled: a combat cannot be taken back once its die is thrown</source>
        <translation>le dé a été lancé&#xa0;: un combat ne peut être repris une fois son dé jeté</translation>
    </message>
    <message>
        <source>the {0} Movement Phase of Game-Turn {1} has ended; only the moves of the current Movement Phase can be taken back</source>
        <translation>la Phase de mouvement du camp {0} au Tour de jeu {1} est terminée&#xa0;; seuls les mouvements de la Phase de mouvement en cours peuvent être repris</translation>
    </message>
    <message>
        <source>the {0} Combat Phase of Game-Turn {1} has ended; only the moves of the current Movement Phase can be taken back</source>
        <translation>la Phase de combat du camp {0} au Tour de jeu {1} est terminée&#xa0;; seuls les mouvements de la Phase de mouvement en cours peuvent être repris</translation>
    </message>
    <message>
        <source>this command rolls the die, and in a game with shared dice a roll needs both players&apos; revealed secrets (a &apos;reveal&apos; line before it)</source>
        <translation>cette commande lance le dé, et dans une partie aux dés partagés un jet demande les secrets révélés des deux joueurs (une révélation inscrite avant elle)</translation>
    </message>
    <message>
        <source>this command rolls no die, so it takes no &apos;reveal&apos; line</source>
        <translation>cette commande ne lance aucun dé&#xa0;: elle ne prend pas de révélation</translation>
    </message>
    <message>
        <source>it is for the {0} to act now, not for your side</source>
        <translation>c&apos;est au camp {0} d&apos;agir maintenant, non au vôtre</translation>
    </message>
    <message>
        <source>the opponent&apos;s program is not connected, or the two have not yet agreed on the record; play goes on when they have</source>
        <translation>le programme de l&apos;adversaire n&apos;est pas connecté, ou les deux ne sont pas encore d&apos;accord sur la partie&#xa0;; le jeu reprend dès qu&apos;ils le sont</translation>
    </message>
    <message>
        <source>the dice of the last command are still being exchanged with the opponent&apos;s program</source>
        <translation>les dés de la dernière commande sont encore en cours d&apos;échange avec le programme de l&apos;adversaire</translation>
    </message>
    <message>
        <source>the network game has stopped: {0}</source>
        <translation>la partie en réseau s&apos;est arrêtée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the system&apos;s random source gave no secret for the die; the command was not sent</source>
        <translation>la source aléatoire du système n&apos;a fourni aucun secret pour le dé&#xa0;; la commande n&apos;a pas été envoyée</translation>
    </message>
    <message>
        <source>attacks and their results stand; only the moves of the current Movement Phase can be taken back</source>
        <translation>les attaques et leurs résultats sont acquis&#xa0;; seuls les mouvements de la Phase de mouvement en cours peuvent être repris</translation>
    </message>
    <message>
        <source>{0} is exhausted cavalry and may not attack until it has rested</source>
        <translation>{0} est une cavalerie épuisée et ne peut attaquer avant de s&apos;être reposée</translation>
    </message>
    <message>
        <source>only attacking cavalry may spare itself (fight at a third to keep its readiness), not {0}</source>
        <translation>seule la cavalerie qui attaque peut se ménager (combattre au tiers pour garder sa fraîcheur), pas {0}</translation>
    </message>
    <message>
        <source>this game does not play the cavalry readiness variant</source>
        <translation>cette partie ne joue pas la variante de fraîcheur de la cavalerie</translation>
    </message>
    <message>
        <source>this game does not play the artillery limbering variant</source>
        <translation>cette partie ne joue pas la variante des avant-trains de l&apos;artillerie</translation>
    </message>
    <message>
        <source>{0} is not artillery: only guns limber and unlimber</source>
        <translation>{0} n&apos;est pas de l&apos;artillerie&#xa0;: seuls les canons s&apos;attellent et se mettent en batterie</translation>
    </message>
    <message>
        <source>guns limber and unlimber only in their own Movement Phase; this is the {q0}</source>
        <translation>les canons ne s&apos;attellent et ne se mettent en batterie que dans leur propre Phase de mouvement&#xa0;; nous sommes en {q0}</translation>
    </message>
    <message>
        <source>{0} is already limbered</source>
        <translation>{0} est déjà attelée</translation>
    </message>
    <message>
        <source>{0} is already unlimbered</source>
        <translation>{0} est déjà en batterie</translation>
    </message>
    <message>
        <source>{0} has moved this phase: guns limber only at the start of their move</source>
        <translation>{0} s&apos;est déplacée pendant cette phase&#xa0;: les canons ne s&apos;attellent qu&apos;au début de leur mouvement</translation>
    </message>
    <message>
        <source>{0} has already tried to limber, or unlimbered, this phase</source>
        <translation>{0} a déjà tenté de s&apos;atteler, ou s&apos;est mise en batterie, pendant cette phase</translation>
    </message>
    <message>
        <source>{0} is unlimbered: it may only prolong one hex into clear terrain (limber it first to move further)</source>
        <translation>{0} est en batterie&#xa0;: elle peut seulement avancer à la prolonge d&apos;un hexagone en terrain clair (attelez-la d&apos;abord pour aller plus loin)</translation>
    </message>
    <message>
        <source>unlimbered {0} may prolong only into a clear hex across a plain hexside, not into {1}</source>
        <translation>{0}, en batterie, ne peut avancer à la prolonge que dans un hexagone clair par un côté d&apos;hexagone sans obstacle, pas en {1}</translation>
    </message>
    <message>
        <source>{0} is limbered and cannot bombard: unlimber it in its Movement Phase</source>
        <translation>{0} est attelée et ne peut bombarder&#xa0;: mettez-la en batterie pendant sa Phase de mouvement</translation>
    </message>
    <message>
        <source>{0} limbers (die {1}, needs {2} or less)</source>
        <translation>{0} s&apos;attelle (dé {1}, il fallait {2} ou moins)</translation>
    </message>
    <message>
        <source>{0} fails to limber (die {1}, needs {2} or less) and stays in {3} this phase</source>
        <translation>{0} ne parvient pas à s&apos;atteler (dé {1}, il fallait {2} ou moins) et reste en {3} pendant cette phase</translation>
    </message>
    <message>
        <source>{0} unlimbers in {1}</source>
        <translation>{0} se met en batterie en {1}</translation>
    </message>
    <message>
        <source>{0} is now {1}</source>
        <translation>{0} est désormais {1}</translation>
    </message>
    <message>
        <source>{0} spared itself and stays {1}</source>
        <translation>{0} s&apos;est ménagée et reste {1}</translation>
    </message>
    <message>
        <source>{0} has rested and is now {1}</source>
        <translation>{0} s&apos;est reposée et est désormais {1}</translation>
    </message>
    <message>
        <source>{0} is off the map (columns {1}-{2}, rows {3}-{4})</source>
        <translation>{0} est hors de la carte (colonnes {1}-{2}, rangées {3}-{4})</translation>
    </message>
    <message>
        <source>[CR.3] {0} {1} (cavalry readiness variant): {2} / {3} = {4}, rounded down</source>
        <translation>[CR.3] {0} {1} (variante de l&apos;état de la cavalerie)&#xa0;: {2} / {3} = {4}, arrondi à l&apos;inférieur</translation>
    </message>
    <message>
        <source>[CR.3] {0} {1} (cavalry readiness variant): {2} / {3} = {4}, rounded up</source>
        <translation>[CR.3] {0} {1} (variante de l&apos;état de la cavalerie)&#xa0;: {2} / {3} = {4}, arrondi au supérieur</translation>
    </message>
    <message>
        <source>[CR.3, CR.4] {0} sparing itself (cavalry readiness variant): {1} / {2} = {3}, rounded down</source>
        <translation>[CR.3, CR.4] {0} se ménage (variante de l&apos;état de la cavalerie)&#xa0;: {1} / {2} = {3}, arrondi à l&apos;inférieur</translation>
    </message>
    <message>
        <source>[CR.3, CR.4] {0} {1}, sparing itself (cavalry readiness variant): {2} / {3} = {4}, rounded down</source>
        <translation>[CR.3, CR.4] {0} {1}, se ménage (variante de l&apos;état de la cavalerie)&#xa0;: {2} / {3} = {4}, arrondi à l&apos;inférieur</translation>
    </message>
    <message>
        <source>[21.1] {0} fresh strength +{1}</source>
        <translation>[21.1] {0} force fraîche +{1}</translation>
    </message>
    <message>
        <source>[9.0] {0} doubled in {1}: {2} x 2 = {3}</source>
        <translation>[9.0] {0} doublé (terrain&#xa0;: {1})&#xa0;: {2} x 2 = {3}</translation>
    </message>
    <message>
        <source>[9.0, 21.2] {0} doubled in {1}: ({2} + {3}) x 2 = {4}</source>
        <translation>[9.0, 21.2] {0} doublé (terrain&#xa0;: {1})&#xa0;: ({2} + {3}) x 2 = {4}</translation>
    </message>
    <message>
        <source>[9.0] {0} doubled, attacked only across {1} hexsides: {2} x 2 = {3}</source>
        <translation>[9.0] {0} doublé, attaqué uniquement à travers des côtés d&apos;hexagone de type {1}&#xa0;: {2} x 2 = {3}</translation>
    </message>
    <message>
        <source>[9.0, 21.2] {0} doubled, attacked only across {1} hexsides: ({2} + {3}) x 2 = {4}</source>
        <translation>[9.0, 21.2] {0} doublé, attaqué uniquement à travers des côtés d&apos;hexagone de type {1}&#xa0;: ({2} + {3}) x 2 = {4}</translation>
    </message>
    <message>
        <source>[6.2] {0} to {1}: the scenario has no Combat Results Table</source>
        <translation>[6.2] {0} contre {1}&#xa0;: le scénario n&apos;a pas de table des résultats des combats</translation>
    </message>
    <message>
        <source>[6.2] {0} to {1} is treated as {2}</source>
        <translation>[6.2] {0} contre {1} est traité comme {2}</translation>
    </message>
    <message>
        <source>[6.2] {0} to {1} simplifies to {2}</source>
        <translation>[6.2] {0} contre {1} se simplifie en {2}</translation>
    </message>
    <message>
        <source>[6.2] {0} to {1} simplifies to {2}, treated as {3}</source>
        <translation>[6.2] {0} contre {1} se simplifie en {2}, traité comme {3}</translation>
    </message>
    <message>
        <source>[6.2] lowered to {0} by choice</source>
        <translation>[6.2] abaissé à {0} par choix</translation>
    </message>
    <message>
        <source>[20.2] shifted 1 column right: {0} becomes {1}</source>
        <translation>[20.2] décalé d&apos;une colonne vers la droite&#xa0;: {0} devient {1}</translation>
    </message>
    <message>
        <source>[20.2] shifted {0} columns right: {1} becomes {2}</source>
        <translation>[20.2] décalé de {0} colonnes vers la droite&#xa0;: {1} devient {2}</translation>
    </message>
    <message>
        <source>[20.2] shifted 1 column left: {0} becomes {1}</source>
        <translation>[20.2] décalé d&apos;une colonne vers la gauche&#xa0;: {0} devient {1}</translation>
    </message>
    <message>
        <source>[20.2] shifted {0} columns left: {1} becomes {2}</source>
        <translation>[20.2] décalé de {0} colonnes vers la gauche&#xa0;: {1} devient {2}</translation>
    </message>
    <message>
        <source>[20.1] {0}: {1} units attack together: +2</source>
        <translation>[20.1] {0}&#xa0;: {1} unités attaquent ensemble&#xa0;: +2</translation>
    </message>
    <message>
        <source>[20.1] {0}: {1} units attack together: +2 (bombarding artillery qualifies, 20.3)</source>
        <translation>[20.1] {0}&#xa0;: {1} unités attaquent ensemble&#xa0;: +2 (l&apos;artillerie qui bombarde compte, 20.3)</translation>
    </message>
    <message>
        <source>[20.2] {0}: {1} units, column shift 1 right</source>
        <translation>[20.2] {0}&#xa0;: {1} unités, décalage d&apos;une colonne vers la droite</translation>
    </message>
    <message>
        <source>[20.2] {0}: {1} units, column shift 1 right (bombarding artillery qualifies, 20.3)</source>
        <translation>[20.2] {0}&#xa0;: {1} unités, décalage d&apos;une colonne vers la droite (l&apos;artillerie qui bombarde compte, 20.3)</translation>
    </message>
    <message>
        <source>[20.2] {0}: {1} units attack together: +2</source>
        <translation>[20.2] {0}&#xa0;: {1} unités attaquent ensemble&#xa0;: +2</translation>
    </message>
    <message>
        <source>[20.2] {0}: {1} units attack together: +2 (bombarding artillery qualifies, 20.3)</source>
        <translation>[20.2] {0}&#xa0;: {1} unités attaquent ensemble&#xa0;: +2 (l&apos;artillerie qui bombarde compte, 20.3)</translation>
    </message>
    <message>
        <source>hex {0} is off the map (columns {1}-{2}, rows {3}-{4})</source>
        <translation>l&apos;hexagone {0} est hors de la carte (colonnes {1}-{2}, rangées {3}-{4})</translation>
    </message>
    <message>
        <source>unknown Exclusive Rules section &quot;{0}&quot; (known: {1})</source>
        <translation>section des Règles exclusives «&#xa0;{0}&#xa0;» inconnue (connues&#xa0;: {1})</translation>
    </message>
    <message>
        <source>unknown optional rule &quot;{0}&quot; (known: {1})</source>
        <translation>règle optionnelle «&#xa0;{0}&#xa0;» inconnue (connues&#xa0;: {1})</translation>
    </message>
    <message>
        <source>optional rule &quot;{0}&quot; belongs to section {1}, which is not in &quot;exclusive&quot;</source>
        <translation>la règle optionnelle «&#xa0;{0}&#xa0;» relève de la section {1}, absente de «&#xa0;exclusive&#xa0;»</translation>
    </message>
    <message>
        <source>hexside {0}/{1} is off the map</source>
        <translation>le côté d&apos;hexagone {0}/{1} est hors de la carte</translation>
    </message>
    <message>
        <source>bridge on hexside {0}/{1} crosses no stream, gully or river</source>
        <translation>le pont du côté d&apos;hexagone {0}/{1} ne franchit ni ruisseau, ni ravin, ni rivière</translation>
    </message>
    <message>
        <source>the table has no columns</source>
        <translation>la table n&apos;a aucune colonne</translation>
    </message>
    <message>
        <source>column {0} must be a higher ratio than {1}</source>
        <translation>la colonne {0} doit être un rapport plus élevé que {1}</translation>
    </message>
    <message>
        <source>expected 6 rows (die rolls 1-6), found {0}</source>
        <translation>6 lignes attendues (jets de dé 1-6), {0} trouvées</translation>
    </message>
    <message>
        <source>the row has {0} results but the table has {1} columns</source>
        <translation>la ligne a {0} résultats mais la table a {1} colonnes</translation>
    </message>
    <message>
        <source>the Game-Turn track has no turns</source>
        <translation>la piste des Tours de jeu n&apos;a aucun tour</translation>
    </message>
    <message>
        <source>expected Game-Turn {0} here, found {1} (the track must run 1, 2, 3, ... without gaps or repeats)</source>
        <translation>Tour de jeu {0} attendu ici, {1} trouvé (la piste doit suivre 1, 2, 3, ... sans trou ni répétition)</translation>
    </message>
    <message>
        <source>time &quot;{0}&quot; is not a time of day such as &quot;1400&quot;</source>
        <translation>l&apos;heure «&#xa0;{0}&#xa0;» n&apos;est pas une heure du jour comme «&#xa0;1400&#xa0;»</translation>
    </message>
    <message>
        <source>an entry area needs an id</source>
        <translation>une zone d&apos;entrée doit avoir un identifiant</translation>
    </message>
    <message>
        <source>entry area &quot;{0}&quot; is defined twice</source>
        <translation>la zone d&apos;entrée «&#xa0;{0}&#xa0;» est définie deux fois</translation>
    </message>
    <message>
        <source>entry area &quot;{0}&quot; hex {1} is not on a map edge (7.0)</source>
        <translation>l&apos;hexagone {1} de la zone d&apos;entrée «&#xa0;{0}&#xa0;» n&apos;est pas au bord de la carte (7.0)</translation>
    </message>
    <message>
        <source>a division needs an id</source>
        <translation>une division doit avoir un identifiant</translation>
    </message>
    <message>
        <source>division &quot;{0}&quot; is defined twice</source>
        <translation>la division «&#xa0;{0}&#xa0;» est définie deux fois</translation>
    </message>
    <message>
        <source>division &quot;{0}&quot; needs a nationality</source>
        <translation>la division «&#xa0;{0}&#xa0;» doit avoir une nationalité</translation>
    </message>
    <message>
        <source>division &quot;{0}&quot; has no units</source>
        <translation>la division «&#xa0;{0}&#xa0;» n&apos;a aucune unité</translation>
    </message>
    <message>
        <source>Fresh Strength marker for unknown division &quot;{0}&quot;</source>
        <translation>marqueur de force fraîche pour une division inconnue «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>division &quot;{0}&quot; has two Fresh Strength markers</source>
        <translation>la division «&#xa0;{0}&#xa0;» a deux marqueurs de force fraîche</translation>
    </message>
    <message>
        <source>a Fresh Strength bonus must be at least 1</source>
        <translation>un bonus de force fraîche doit valoir au moins 1</translation>
    </message>
    <message>
        <source>a unit needs an id</source>
        <translation>une unité doit avoir un identifiant</translation>
    </message>
    <message>
        <source>unit id &quot;{0}&quot; is used twice</source>
        <translation>l&apos;identifiant d&apos;unité «&#xa0;{0}&#xa0;» est employé deux fois</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; belongs to unknown division &quot;{1}&quot;</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» appartient à une division inconnue «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>a Combat Strength cannot be negative</source>
        <translation>un potentiel de combat ne peut être négatif</translation>
    </message>
    <message>
        <source>a Movement Allowance must be at least 1</source>
        <translation>un potentiel de mouvement doit valoir au moins 1</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; has a Movement Allowance of 1, unusual for {1}; check it against the counter</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» a un potentiel de mouvement de 1, inhabituel pour le type {1}&#xa0;; vérifiez-le sur le pion</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; needs exactly one of a start hex and an entry</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» doit avoir soit un hexagone de départ, soit une entrée, et un seul</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; starts in hex {1}, already the start hex of &quot;{2}&quot; (4.4: one unit per hex)</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» commence dans l&apos;hexagone {1}, déjà l&apos;hexagone de départ de «&#xa0;{2}&#xa0;» (4.4&#xa0;: une unité par hexagone)</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; starts in hex {1}, which is {2} and impassable in this scenario</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» commence dans l&apos;hexagone {1}, de type {2}, infranchissable dans ce scénario</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; starts in hex {1}, a lake (frozen in this scenario, so passable); check the map and the start hex</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» commence dans l&apos;hexagone {1}, un lac (gelé dans ce scénario, donc franchissable)&#xa0;; vérifiez la carte et l&apos;hexagone de départ</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; enters at unknown entry area &quot;{1}&quot;</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» entre par une zone d&apos;entrée inconnue «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; arrives on Game-Turn {1}, but the game ends after Game-Turn {2}</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» arrive au Tour de jeu {1}, mais la partie s&apos;achève après le Tour de jeu {2}</translation>
    </message>
    <message>
        <source>the first level of victory must start from 0</source>
        <translation>le premier niveau de victoire doit partir de 0</translation>
    </message>
    <message>
        <source>levels of victory must rise: {0} follows {1}</source>
        <translation>les niveaux de victoire doivent croître&#xa0;: {0} suit {1}</translation>
    </message>
    <message>
        <source>hex {0} is calibrated twice</source>
        <translation>l&apos;hexagone {0} est calé deux fois</translation>
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
        <source>[23.1] {q0}: {0} for {1} enemy strength points eliminated</source>
        <translation>[23.1] {q0} : {0} pour {1} points de potentiel ennemis éliminés</translation>
    </message>
    <message>
        <source>[23.2] {q0}: {0} for eliminating at least {1}</source>
        <translation>[23.2] {q0} : {0} pour avoir éliminé au moins {1}</translation>
    </message>
    <message>
        <source>[23.3] {q0}: {0} for eliminating at least {1}</source>
        <translation>[23.3] {q0} : {0} pour avoir éliminé au moins {1}</translation>
    </message>
    <message>
        <source>[23.3] {q0}: no award for {0} eliminated: the Guard infantry never attacked</source>
        <translation>[23.3] {q0} : pas de prime pour {0} éliminés : l&apos;infanterie de la Garde n&apos;a jamais attaqué</translation>
    </message>
    <message>
        <source>[23.4] {q0}: {0} for controlling {1}</source>
        <translation>[23.4] {q0} : {0} pour le contrôle de {1}</translation>
    </message>
    <message>
        <source>[23.4] {q0}: {0} for controlling {1} ({2})</source>
        <translation>[23.4] {q0} : {0} pour le contrôle de {1} ({2})</translation>
    </message>
    <message>
        <source>unit &quot;{0}&quot; starts off the map: {q0}</source>
        <translation>l&apos;unité «&#xa0;{0}&#xa0;» commence hors de la carte&#xa0;: {q0}</translation>
    </message>
    <message>
        <source>[9.0] {0} doubled, attacked only across {q0} hexsides: {1} x 2 = {2}</source>
        <translation>[9.0] {0} doublé, attaqué uniquement à travers des côtés d&apos;hexagone de type {q0}&#xa0;: {1} x 2 = {2}</translation>
    </message>
    <message>
        <source>[9.0, 21.2] {0} doubled, attacked only across {q0} hexsides: ({1} + {2}) x 2 = {3}</source>
        <translation>[9.0, 21.2] {0} doublé, attaqué uniquement à travers des côtés d&apos;hexagone de type {q0}&#xa0;: ({1} + {2}) x 2 = {3}</translation>
    </message>
    <message>
        <source>Game-Turn {0} is not on the scenario&apos;s Game-Turn track (1-{1})</source>
        <translation>le Tour de jeu {0} n&apos;est pas sur la piste des Tours de jeu du scénario (1-{1})</translation>
    </message>
    <message>
        <source>you are watching this game: a spectator follows it and cannot play</source>
        <translation>vous regardez cette partie&#xa0;: un spectateur la suit et ne peut pas jouer</translation>
    </message>
    <message>
        <source>you asked your opponent to take back moves; play goes on once he answers</source>
        <translation>vous avez demandé à votre adversaire de reprendre des mouvements&#xa0;; la partie reprend dès qu&apos;il répond</translation>
    </message>
    <message>
        <source>your opponent asks to take back moves; answer him first</source>
        <translation>votre adversaire demande à reprendre des mouvements&#xa0;; répondez-lui d&apos;abord</translation>
    </message>
    <message>
        <source>the last moves are your opponent&apos;s: only your own moves can be taken back</source>
        <translation>les derniers mouvements sont ceux de votre adversaire&#xa0;: seuls vos propres mouvements peuvent se reprendre</translation>
    </message>
    <message>
        <source>that is more moves than can be taken back ({0}: your moves since the last die roll, in the current Movement Phase)</source>
        <translation>c&apos;est plus de mouvements qu&apos;il n&apos;en peut être repris ({0}&#xa0;: vos mouvements depuis le dernier jet de dé, dans la Phase de mouvement en cours)</translation>
    </message>
    <message>
        <source>your opponent has not asked to take back moves</source>
        <translation>votre adversaire n&apos;a pas demandé à reprendre des mouvements</translation>
    </message>
</context>
<context>
    <name>SentenceCount</name>
    <message numerus="yes">
        <source>the last attack is not finished: the attacker still owes {0} strength points of Ee losses</source>
        <translation>
            <numerusform>la dernière attaque n&apos;est pas terminée&#xa0;: l&apos;attaquant doit encore {0} point de potentiel de pertes Ee</numerusform>
            <numerusform>la dernière attaque n&apos;est pas terminée&#xa0;: l&apos;attaquant doit encore {0} points de potentiel de pertes Ee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ee: the attacker must lose at least {0} strength points; these units have {1}</source>
        <translation>
            <numerusform>Ee&#xa0;: l&apos;attaquant doit perdre au moins {0} point de potentiel&#xa0;; ces unités en ont {1}</numerusform>
            <numerusform>Ee&#xa0;: l&apos;attaquant doit perdre au moins {0} points de potentiel&#xa0;; ces unités en ont {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[23.1] {q0}: {0} for {1} enemy strength points eliminated</source>
        <translation>
            <numerusform>[23.1] {q0} : {0} pour {1} point de potentiel ennemi éliminé</numerusform>
            <numerusform>[23.1] {q0} : {0} pour {1} points de potentiel ennemis éliminés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnitInfo</name>
    <message>
        <source>T</source>
        <comment>tired cavalry</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>E</source>
        <comment>exhausted cavalry</comment>
        <translation>É</translation>
    </message>
    <message>
        <source>L</source>
        <comment>limbered guns</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>Readiness: fresh, fights at full strength (CR.1, variant)</source>
        <translation>Fraîcheur&#xa0;: fraîche, combat à plein potentiel (CR.1, variante)</translation>
    </message>
    <message>
        <source>Readiness: &lt;b&gt;tired&lt;/b&gt; (T), fights at half strength (CR.3, variant)</source>
        <translation>Fraîcheur&#xa0;: &lt;b&gt;fatiguée&lt;/b&gt; (F), combat à demi-potentiel (CR.3, variante)</translation>
    </message>
    <message>
        <source>Readiness: &lt;b&gt;exhausted&lt;/b&gt; (E), defends at a third and may not attack (CR.3, CR.5, variant)</source>
        <translation>Fraîcheur&#xa0;: &lt;b&gt;épuisée&lt;/b&gt; (É), défend au tiers et ne peut attaquer (CR.3, CR.5, variante)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Limbered&lt;/b&gt; (L): moves, but may not bombard (AL.5, variant)</source>
        <translation>&lt;b&gt;Attelée&lt;/b&gt; (A)&#xa0;: se déplace, mais ne peut bombarder (AL.5, variante)</translation>
    </message>
    <message>
        <source>Unlimbered: bombards, but may only prolong one clear hex (AL.4, variant)</source>
        <translation>En batterie&#xa0;: bombarde, mais ne peut avancer à la prolonge que d&apos;un hexagone clair (AL.4, variante)</translation>
    </message>
    <message>
        <source>Fresh Strength: used (21.1)</source>
        <translation>Force fraîche&#xa0;: employée (21.1)</translation>
    </message>
    <message>
        <source>Fresh Strength: +%1 unused (21.1)</source>
        <translation>Force fraîche&#xa0;: +%1 non employée (21.1)</translation>
    </message>
    <message>
        <source>In %1 (%2)</source>
        <translation>En %1 (%2)</translation>
    </message>
    <message>
        <source>In %1 (%2, %3)</source>
        <translation>En %1 (%2, %3)</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminée</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Hors carte</translation>
    </message>
    <message>
        <source>Reinforcement: Game-Turn %1 at area %2 (%3, hex %4)</source>
        <translation>Renfort&#xa0;: Tour de jeu %1 en zone %2 (%3, hexagone %4)</translation>
    </message>
    <message>
        <source>Reinforcement: Game-Turn %1 at area %2</source>
        <translation>Renfort&#xa0;: Tour de jeu %1 en zone %2</translation>
    </message>
    <message>
        <source>Combat Strength %1, Movement Allowance %2%3</source>
        <translation>Potentiel de combat %1, Potentiel de mouvement %2%3</translation>
    </message>
    <message>
        <source> (reconstructed)</source>
        <translation> (reconstitué)</translation>
    </message>
    <message>
        <source>Moved: %1 of %2 MP spent</source>
        <translation>Déplacée&#xa0;: %1 PM dépensés sur %2</translation>
    </message>
    <message>
        <source>Has attacked this Combat Phase (5.2)</source>
        <translation>A attaqué pendant cette Phase de combat (5.2)</translation>
    </message>
    <message>
        <source>Has been attacked this Combat Phase (5.2)</source>
        <translation>A été attaquée pendant cette Phase de combat (5.2)</translation>
    </message>
    <message>
        <source>&lt;i&gt;Cannot move: %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Ne peut se déplacer&#xa0;: %1&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>eylau::game::AdvanceWidget</name>
    <message>
        <source>&amp;Advance</source>
        <translation>A&amp;vancer</translation>
    </message>
    <message>
        <source>&amp;No advance</source>
        <translation>&amp;Pas d&apos;avance</translation>
    </message>
    <message>
        <source>%1 advances %2 → %3</source>
        <translation>%1 avance %2 → %3</translation>
    </message>
    <message>
        <source>Advance after combat (6.6): the %1 player may move one victorious unit into the vacated hex now, or none. Pick one here or click the highlighted hex on the map.</source>
        <translation>Avance après combat (6.6)&#xa0;: le camp des %1 peut maintenant faire entrer une unité victorieuse dans l&apos;hexagone libéré, ou aucune. Choisissez-la ici ou cliquez sur l&apos;hexagone en surbrillance sur la carte.</translation>
    </message>
    <message>
        <source>Units that may advance</source>
        <translation>Unités qui peuvent avancer</translation>
    </message>
</context>
<context>
    <name>eylau::game::AnalysisController</name>
    <message>
        <source>&amp;Analyse This Game</source>
        <translation>Anal&amp;yser cette partie</translation>
    </message>
    <message>
        <source>Analysis &amp;Depth</source>
        <translation>Pro&amp;fondeur de l&apos;analyse</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>Plan each turn as the normal level does and judge with 8 play-outs: about a minute</source>
        <translation>Planifier chaque tour comme le niveau normal et juger avec 8 parties simulées&#xa0;: environ une minute</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Approfondie</translation>
    </message>
    <message>
        <source>Plan each turn as the strong level does and judge with 24 play-outs: several minutes</source>
        <translation>Planifier chaque tour comme le niveau fort et juger avec 24 parties simulées&#xa0;: plusieurs minutes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the analysis</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Cancel &amp;Analysis</source>
        <translation>Annuler l&apos;&amp;analyse</translation>
    </message>
    <message>
        <source>Stop the analysis under way</source>
        <translation>Arrêter l&apos;analyse en cours</translation>
    </message>
    <message>
        <source>The computer&apos;s judgement of every Player-Turn: what each cost against its own plan, the mistakes and the turning points</source>
        <translation>Le jugement de l&apos;ordinateur sur chaque Tour de joueur&#xa0;: ce que chacun a coûté face à son propre plan, les erreurs et les tournants</translation>
    </message>
    <message>
        <source>Analysis cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>This game is analysed already; the graph is in the review bar.</source>
        <translation>Cette partie est déjà analysée&#xa0;; le graphique est dans la barre de revue.</translation>
    </message>
    <message>
        <source>Analysing the game (deep)…</source>
        <translation>Analyse de la partie (approfondie)…</translation>
    </message>
    <message>
        <source>Analysing the game (quick)…</source>
        <translation>Analyse de la partie (rapide)…</translation>
    </message>
    <message>
        <source>The computer is analysing the game; you may go on reviewing it.</source>
        <translation>L&apos;ordinateur analyse la partie&#xa0;; vous pouvez continuer à la revoir.</translation>
    </message>
    <message>
        <source>Nothing to analyse yet: the game has no whole Player-Turn.</source>
        <translation>Rien à analyser encore&#xa0;: la partie n&apos;a aucun Tour de joueur complet.</translation>
    </message>
    <message>
        <source>The analysis could not be kept: %1</source>
        <translation>L&apos;analyse n&apos;a pas pu être conservée&#xa0;: %1</translation>
    </message>
    <message>
        <source> It is kept beside the game as %1.</source>
        <translation> Elle est conservée à côté de la partie sous le nom %1.</translation>
    </message>
    <message>
        <source>The analysis is done.</source>
        <translation>L&apos;analyse est terminée.</translation>
    </message>
    <message>
        <source>The analysis is done: the graph is in the review bar; a marked turn shows the computer&apos;s plan beside the turn played.</source>
        <translation>L&apos;analyse est terminée&#xa0;: le graphique est dans la barre de revue&#xa0;; un tour marqué montre le plan de l&apos;ordinateur à côté du tour joué.</translation>
    </message>
    <message>
        <source>Game-Turn %1, %2: %3, costing %4 VP against the computer&apos;s plan. With the dice&apos;s luck taken out, the plan (dashed arrows) was worth %5 VP to %6, the turn played (pale arrows) %7.</source>
        <translation>Tour de jeu %1, %2&#xa0;: %3, qui coûte %4 PV face au plan de l&apos;ordinateur. Sans la chance des dés, le plan (flèches en tirets) valait %5 PV pour %6, le tour joué (flèches pâles) %7.</translation>
    </message>
</context>
<context>
    <name>eylau::game::AttackDialog</name>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Attacking units</source>
        <translation>Unités qui attaquent</translation>
    </message>
    <message>
        <source>Defending units</source>
        <translation>Unités en défense</translation>
    </message>
    <message>
        <source>Check units here, or click them on the map. Artillery two hexes away bombards (5.6).</source>
        <translation>Cochez les unités ici, ou cliquez dessus sur la carte. L&apos;artillerie à deux hexagones bombarde (5.6).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Lower the odds to (6.2):</source>
        <translation>Abaisser le rapport à (6.2)&#xa0;:</translation>
    </message>
    <message>
        <source>Fresh Strength (21.1):</source>
        <translation>Force fraîche (21.1)&#xa0;:</translation>
    </message>
    <message>
        <source>Cavalry readiness (variant): a checked unit attacks at a third of its present strength and keeps its readiness (CR.4)</source>
        <translation>Fraîcheur de la cavalerie (variante)&#xa0;: une unité cochée attaque au tiers de son potentiel actuel et garde sa fraîcheur (CR.4)</translation>
    </message>
    <message>
        <source>Spare cavalry (CR.4, variant):</source>
        <translation>Ménager la cavalerie (CR.4, variante)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Resolve</source>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>Declare this attack and roll the die (6.1)</source>
        <translation>Déclarer cette attaque et lancer le dé (6.1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 attack&lt;/b&gt; &amp;mdash; %2, %3. %4</source>
        <translation>&lt;b&gt;Attaque des %1&lt;/b&gt; &amp;mdash; %2, %3. %4</translation>
    </message>
    <message>
        <source>Your units in an enemy Zone of Control have to attack, and enemy units with one of yours beside them have to be attacked (5.1).</source>
        <translation>Vos unités en Zone de contrôle ennemie doivent attaquer, et les unités ennemies ayant une des vôtres à côté d&apos;elles doivent être attaquées (5.1).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 player:&lt;/b&gt; retreat %2 one hex each into a safe hex (6.4): click the unit, then a highlighted hex on the map. A friendly unit in the only safe hex is displaced (6.5).</source>
        <translation>&lt;b&gt;Camp des %1&#xa0;:&lt;/b&gt; faites retraiter %2 d&apos;un hexagone chacune dans un hexagone sûr (6.4)&#xa0;: cliquez sur l&apos;unité, puis sur un hexagone en surbrillance sur la carte. Une unité amie dans le seul hexagone sûr est refoulée (6.5).</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 player:&lt;/b&gt; choose the Ee losses.</source>
        <translation>&lt;b&gt;Camp des %1&#xa0;:&lt;/b&gt; choisissez les pertes Ee.</translation>
    </message>
    <message>
        <source>&lt;br&gt;Bombarding artillery %1 may retreat one hex if the player wishes (6.8): click it, then a highlighted hex.</source>
        <translation>&lt;br&gt;L&apos;artillerie qui a bombardé, %1, peut retraiter d&apos;un hexagone si le joueur le souhaite (6.8)&#xa0;: cliquez dessus, puis sur un hexagone en surbrillance.</translation>
    </message>
    <message>
        <source>Waiting for the defender&apos;s answer about Fresh Strength (21.1).</source>
        <translation>En attente de la réponse du défenseur au sujet de la Force fraîche (21.1).</translation>
    </message>
    <message>
        <source>This attack is over. Close this window, or click the next unit to attack on the map.</source>
        <translation>Cette attaque est terminée. Fermez cette fenêtre, ou cliquez sur la carte sur la prochaine unité qui attaque.</translation>
    </message>
    <message>
        <source> (bombarding)</source>
        <translation> (bombarde)</translation>
    </message>
    <message>
        <source> — must attack</source>
        <translation> — doit attaquer</translation>
    </message>
    <message>
        <source> — must be attacked</source>
        <translation> — doit être attaquée</translation>
    </message>
    <message>
        <source>: under obligation (5.1)</source>
        <translation>&#xa0;: sous obligation (5.1)</translation>
    </message>
    <message>
        <source>%1: %2&apos;s marker, +%3</source>
        <translation>%1&#xa0;: marqueur de %2, +%3</translation>
    </message>
    <message>
        <source>%1 (%2): fight at a third, stay %2</source>
        <translation>%1 (%2)&#xa0;: combattre au tiers, rester %2</translation>
    </message>
    <message>
        <source>Pick the attacking units.</source>
        <translation>Choisissez les unités qui attaquent.</translation>
    </message>
    <message>
        <source>Pick the defending units.</source>
        <translation>Choisissez les unités en défense.</translation>
    </message>
    <message>
        <source>%1 (as they fall)</source>
        <translation>%1 (tel quel)</translation>
    </message>
    <message>
        <source>Declared.</source>
        <translation>Déclarée.</translation>
    </message>
    <message>
        <source>&amp;Shift one column instead of +2 (20.2)</source>
        <translation>&amp;Décaler d&apos;une colonne au lieu de +2 (20.2)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Pick an attacker to see its division&apos;s marker.</source>
        <translation>Choisissez un attaquant pour voir le marqueur de sa division.</translation>
    </message>
    <message>
        <source>No marker for these units (21.1).</source>
        <translation>Aucun marqueur pour ces unités (21.1).</translation>
    </message>
    <message>
        <source>%1 (%2-%3 %4) in %5</source>
        <comment>id (strength-movement type) in hex</comment>
        <translation>%1 (%2-%3 %4) en %5</translation>
    </message>
    <message>
        <source>Fresh Strength</source>
        <translation>Force fraîche</translation>
    </message>
    <message>
        <source>Spare cavalry</source>
        <translation>Cavalerie ménagée</translation>
    </message>
    <message>
        <source>How the odds are made</source>
        <translation>Comment le rapport de force est calculé</translation>
    </message>
</context>
<context>
    <name>eylau::game::BoardImageController</name>
    <message>
        <source>&amp;Board Image</source>
        <translation>&amp;Image du plateau</translation>
    </message>
    <message>
        <source>Show the scenario&apos;s map image (your own map, calibrated in the editor) as the board</source>
        <translation>Montrer l&apos;image de carte du scénario (votre propre carte, calibrée dans l&apos;éditeur) comme plateau</translation>
    </message>
    <message>
        <source>Drawn &amp;Map over the Board</source>
        <translation>&amp;Carte dessinée sur le plateau</translation>
    </message>
    <message>
        <source>Draw the program&apos;s map (terrain, hexsides, roads, numbers, names) faintly over the board image, to compare them</source>
        <translation>Dessiner en transparence la carte du programme (terrain, côtés d&apos;hexagone, routes, numéros, noms) sur l&apos;image du plateau, pour les comparer</translation>
    </message>
    <message>
        <source>This scenario has no map image (the editor adds one: File &gt; Add Map Image)</source>
        <translation>Ce scénario n&apos;a pas d&apos;image de carte (l&apos;éditeur en ajoute une&#xa0;: Fichier &gt; Ajouter une image de carte)</translation>
    </message>
    <message>
        <source>The board image cannot be shown: %1</source>
        <translation>L&apos;image du plateau ne peut être montrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The board is your map image, not calibrated yet: it is fitted to the map. Calibrate it in the editor.</source>
        <translation>Le plateau est votre image de carte, pas encore calibrée&#xa0;: elle est ajustée à la carte. Calibrez-la dans l&apos;éditeur.</translation>
    </message>
    <message numerus="yes">
        <source>The board is your map image, calibrated on %n hex(es).</source>
        <translation>
            <numerusform>Le plateau est votre image de carte, calibrée sur %n hexagone.</numerusform>
            <numerusform>Le plateau est votre image de carte, calibrée sur %n hexagones.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ChartsPane</name>
    <message>
        <source>Clear</source>
        <translation>Terrain clair</translation>
    </message>
    <message>
        <source>Woods</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Grove</source>
        <translation>Bosquet</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>Lac</translation>
    </message>
    <message>
        <source>Road hexside</source>
        <translation>Côté d&apos;hexagone de route</translation>
    </message>
    <message>
        <source>Trail hexside</source>
        <translation>Côté d&apos;hexagone de chemin</translation>
    </message>
    <message>
        <source>Slope hexside</source>
        <translation>Côté d&apos;hexagone de pente</translation>
    </message>
    <message>
        <source>Gully hexside</source>
        <translation>Côté d&apos;hexagone de ravin</translation>
    </message>
    <message>
        <source>Stream hexside</source>
        <translation>Côté d&apos;hexagone de ruisseau</translation>
    </message>
    <message>
        <source>River hexside</source>
        <translation>Côté d&apos;hexagone de rivière</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Reconstructed: the rulebook copy does not print this value</source>
        <translation>Reconstitué&#xa0;: l&apos;exemplaire des règles n&apos;imprime pas cette valeur</translation>
    </message>
    <message>
        <source>Reconstructed: %1</source>
        <translation>Reconstitué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Roll one die under the odds column (6.2). Ae, Ar: the attackers are eliminated, retreat; Dr, De: the defenders retreat, are eliminated; Ee: exchange (6.3). &lt;i&gt;Grey italics&lt;/i&gt;: reconstructed, not printed in the rulebook copy.</source>
        <translation>Lancez un dé sous la colonne du rapport de forces (6.2). Ae, Ar&#xa0;: les attaquants sont éliminés, retraitent&#xa0;; Dr, De&#xa0;: les défenseurs retraitent, sont éliminés&#xa0;; Ee&#xa0;: échange (6.3). &lt;i&gt;Italique gris&lt;/i&gt;&#xa0;: reconstitué, non imprimé dans l&apos;exemplaire des règles.</translation>
    </message>
    <message>
        <source>Combat Results (6.0)</source>
        <translation>Résultats des combats (6.0)</translation>
    </message>
    <message>
        <source>Movement Point costs (4.2) and combat effects (9.0). The rivers and lakes are frozen: they change nothing. &lt;i&gt;Grey italics&lt;/i&gt;: reconstructed.</source>
        <translation>Coûts en Points de mouvement (4.2) et effets sur le combat (9.0). Les rivières et les lacs sont gelés&#xa0;: ils ne changent rien. &lt;i&gt;Italique gris&lt;/i&gt;&#xa0;: reconstitué.</translation>
    </message>
    <message>
        <source>Movement Point costs (4.2) and combat effects (9.0). &lt;i&gt;Grey italics&lt;/i&gt;: reconstructed.</source>
        <translation>Coûts en Points de mouvement (4.2) et effets sur le combat (9.0). &lt;i&gt;Italique gris&lt;/i&gt;&#xa0;: reconstitué.</translation>
    </message>
    <message>
        <source>Terrain Effects (9.0)</source>
        <translation>Effets du terrain (9.0)</translation>
    </message>
    <message>
        <source>Movement; combat</source>
        <translation>Mouvement&#xa0;; combat</translation>
    </message>
    <message>
        <source>defender doubled</source>
        <translation>défenseur doublé</translation>
    </message>
    <message>
        <source>blocks bombardment</source>
        <translation>bloque le bombardement</translation>
    </message>
    <message>
        <source>impassable</source>
        <translation>infranchissable</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <translation>%1 PM</translation>
    </message>
    <message>
        <source>impassable except at a bridge</source>
        <translation>infranchissable sauf par un pont</translation>
    </message>
    <message>
        <source>%1 MP along it</source>
        <translation>%1 PM en le longeant</translation>
    </message>
    <message>
        <source>+%1 MP to cross</source>
        <translation>+%1 PM pour le franchir</translation>
    </message>
    <message>
        <source>artillery only at a bridge</source>
        <translation>artillerie seulement par un pont</translation>
    </message>
    <message>
        <source>defender doubled if attacked only across it</source>
        <translation>défenseur doublé s&apos;il n&apos;est attaqué qu&apos;à travers lui</translation>
    </message>
    <message>
        <source>blocks Zones of Control</source>
        <translation>bloque les Zones de contrôle</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sans effet</translation>
    </message>
    <message>
        <source>%1: 1/%2</source>
        <translation>%1&#xa0;: 1/%2</translation>
    </message>
    <message>
        <source>Draw up an attack to see its column here.</source>
        <translation>Préparez une attaque pour voir ici sa colonne.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The attack drawn up: the %1 column&lt;/b&gt; (6.2). With the weather die (22.0): %2</source>
        <translation>&lt;b&gt;L&apos;attaque préparée&#xa0;: colonne %1&lt;/b&gt; (6.2). Avec le dé de météo (22.0)&#xa0;: %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;The attack drawn up: the %1 column&lt;/b&gt; (6.2). %2</source>
        <translation>&lt;b&gt;L&apos;attaque préparée&#xa0;: colonne %1&lt;/b&gt; (6.2). %2</translation>
    </message>
</context>
<context>
    <name>eylau::game::ChatPanel</name>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Write to the opponent, then press Enter</source>
        <translation>Écrivez à l&apos;adversaire, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Message to the opponent</source>
        <translation>Message à l&apos;adversaire</translation>
    </message>
    <message numerus="yes">
        <source>Watching (%n): %1</source>
        <translation>
            <numerusform>Regarde (%n)&#xa0;: %1</numerusform>
            <numerusform>Regardent (%n)&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::CombatController</name>
    <message>
        <source>%1 player: answer about Fresh Strength (21.1).</source>
        <translation>Camp des %1&#xa0;: répondez au sujet de la Force fraîche (21.1).</translation>
    </message>
    <message>
        <source>%1 is in an enemy Zone of Control and must attack (5.1)</source>
        <translation>%1 est dans une Zone de contrôle ennemie et doit attaquer (5.1)</translation>
    </message>
    <message>
        <source>%1 must be attacked (5.1)</source>
        <translation>%1 doit être attaquée (5.1)</translation>
    </message>
    <message>
        <source>Retreat %1 here (6.4)</source>
        <translation>Faire retraiter %1 ici (6.4)</translation>
    </message>
    <message>
        <source>%1 player: %2 displaces the unit in %3: click a highlighted hex for it (6.5).</source>
        <translation>Camp des %1&#xa0;: %2 refoule l&apos;unité en %3&#xa0;: cliquez sur un hexagone en surbrillance pour elle (6.5).</translation>
    </message>
    <message>
        <source>%1 player: click a highlighted hex to retreat %2 into (6.4).</source>
        <translation>Camp des %1&#xa0;: cliquez sur un hexagone en surbrillance où faire retraiter %2 (6.4).</translation>
    </message>
    <message>
        <source>Advance into %1 (6.6)</source>
        <translation>Avancer en %1 (6.6)</translation>
    </message>
    <message>
        <source>%1 player: advance after combat (6.6) by clicking the highlighted hex, or choose &quot;No advance&quot; in the attack window.</source>
        <translation>Camp des %1&#xa0;: avancez après combat (6.6) en cliquant sur l&apos;hexagone en surbrillance, ou choisissez «&#xa0;Pas d&apos;avance&#xa0;» dans la fenêtre d&apos;attaque.</translation>
    </message>
    <message>
        <source>Click one of the highlighted hexes.</source>
        <translation>Cliquez sur l&apos;un des hexagones en surbrillance.</translation>
    </message>
    <message>
        <source>Several units may advance into %1: click the one to advance first, or pick it in the attack window.</source>
        <translation>Plusieurs unités peuvent avancer en %1&#xa0;: cliquez d&apos;abord sur celle qui avance, ou choisissez-la dans la fenêtre d&apos;attaque.</translation>
    </message>
</context>
<context>
    <name>eylau::game::CommandText</name>
    <message>
        <source>move %1 to %2</source>
        <translation>déplacement de %1 en %2</translation>
    </message>
    <message>
        <source>move %1 to %2 by %3</source>
        <translation>déplacement de %1 en %2 par %3</translation>
    </message>
    <message>
        <source>enter %1 at %2</source>
        <translation>entrée de %1 en %2</translation>
    </message>
    <message>
        <source>enter %1 at %2 and move to %3</source>
        <translation>entrée de %1 en %2, puis déplacement en %3</translation>
    </message>
    <message>
        <source>bombard %1 with %2</source>
        <comment>defenders, guns</comment>
        <translation>bombardement de %1 par %2</translation>
    </message>
    <message>
        <source>attack %1 on %2</source>
        <comment>attackers, defenders</comment>
        <translation>attaque de %1 sur %2</translation>
    </message>
    <message>
        <source>attack %1 on %2 with %3 bombarding</source>
        <comment>attackers, defenders, guns</comment>
        <translation>attaque de %1 sur %2, avec le bombardement de %3</translation>
    </message>
    <message>
        <source>, lowered to %1</source>
        <translation>, abaissée à %1</translation>
    </message>
    <message>
        <source>, column shift</source>
        <translation>, décalage de colonne</translation>
    </message>
    <message>
        <source>, Fresh Strength for %1</source>
        <translation>, Force fraîche pour %1</translation>
    </message>
    <message>
        <source>, %1 sparing itself</source>
        <translation>, %1 se ménageant</translation>
    </message>
    <message>
        <source>retreat %1 to %2</source>
        <translation>retraite de %1 en %2</translation>
    </message>
    <message>
        <source>, displacing %1 to %2</source>
        <translation>, en refoulant %1 en %2</translation>
    </message>
    <message>
        <source>no advance</source>
        <translation>pas d&apos;avance</translation>
    </message>
    <message>
        <source>advance %1</source>
        <translation>avance de %1</translation>
    </message>
    <message>
        <source>advance %1 into %2</source>
        <translation>avance de %1 en %2</translation>
    </message>
    <message>
        <source>release %1</source>
        <translation>libération de %1</translation>
    </message>
    <message>
        <source>end the phase</source>
        <translation>fin de la phase</translation>
    </message>
    <message>
        <source>defend without Fresh Strength</source>
        <translation>défense sans Force fraîche</translation>
    </message>
    <message>
        <source>defend with Fresh Strength for %1</source>
        <translation>défense avec la Force fraîche pour %1</translation>
    </message>
    <message>
        <source>lose %1 (Ee)</source>
        <translation>pertes Ee&#xa0;: %1</translation>
    </message>
    <message>
        <source>limber %1</source>
        <translation>attelage de %1</translation>
    </message>
    <message>
        <source>unlimber %1</source>
        <translation>mise en batterie de %1</translation>
    </message>
</context>
<context>
    <name>eylau::game::ComputerStatus</name>
    <message>
        <source>The computer (%1) is thinking for %2…</source>
        <translation>L&apos;ordinateur (%1) réfléchit pour %2…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>L&apos;ordinateur joue…</translation>
    </message>
    <message>
        <source>The computer is paused.</source>
        <translation>L&apos;ordinateur est en pause.</translation>
    </message>
    <message>
        <source>The computer is about to play.</source>
        <translation>L&apos;ordinateur va jouer.</translation>
    </message>
    <message>
        <source>Your move (%1).</source>
        <translation>À vous de jouer (%1).</translation>
    </message>
    <message>
        <source>Waiting for the opponent&apos;s program (%1).</source>
        <translation>En attente du programme de l&apos;adversaire (%1).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
</context>
<context>
    <name>eylau::game::ComputerTurns</name>
    <message>
        <source>The computer found nothing to do; it is paused, and you may play on by hand.</source>
        <translation>L&apos;ordinateur n&apos;a rien trouvé à faire&#xa0;; il est en pause, et vous pouvez continuer à la main.</translation>
    </message>
    <message>
        <source>The engine refused the computer&apos;s command &apos;%1&apos;: %2. The computer is paused; you may play on by hand.</source>
        <translation>Le moteur a refusé la commande de l&apos;ordinateur «&#xa0;%1&#xa0;»&#xa0;: %2. L&apos;ordinateur est en pause&#xa0;; vous pouvez continuer à la main.</translation>
    </message>
</context>
<context>
    <name>eylau::game::DefenceDialog</name>
    <message>
        <source>%1 player: Fresh Strength?</source>
        <translation>Camp des %1&#xa0;: Force fraîche&#xa0;?</translation>
    </message>
    <message>
        <source> (bombarding)</source>
        <translation> (bombarde)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 player&lt;/b&gt;, this question is yours.&lt;/p&gt;&lt;p&gt;%2 attack %3. Before the die is rolled you may give one defending unit of each division its Fresh Strength bonus, once in the game (21.1). Check the units that use it, or none.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Camp des %1&lt;/b&gt;, cette question est pour vous.&lt;/p&gt;&lt;p&gt;Attaque de %2 sur %3. Avant le jet du dé, vous pouvez donner à une unité en défense de chaque division son bonus de Force fraîche, une fois dans la partie (21.1). Cochez les unités qui l&apos;emploient, ou aucune.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2&apos;s marker, +%3</source>
        <translation>%1&#xa0;: marqueur de %2, +%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Answer and roll the die</source>
        <translation>&amp;Répondre et lancer le dé</translation>
    </message>
    <message>
        <source>Odds with this answer: %1&lt;br&gt;%2</source>
        <translation>Rapport de forces avec cette réponse&#xa0;: %1&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Units that may use their Fresh Strength</source>
        <translation>Unités qui peuvent user de leur Force fraîche</translation>
    </message>
    <message>
        <source>Units that may not</source>
        <translation>Unités qui ne le peuvent pas</translation>
    </message>
</context>
<context>
    <name>eylau::game::FileController</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game of this battle</source>
        <translation>Commencer une nouvelle partie de cette bataille</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game (its record, an .eylau text file)</source>
        <translation>Ouvrir une partie enregistrée (un fichier texte .eylau)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game&apos;s record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game&apos;s record under another name</source>
        <translation>Enregistrer la partie sous un autre nom</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>A new game: the French move first (%1).</source>
        <translation>Nouvelle partie&#xa0;: les Français jouent les premiers (%1).</translation>
    </message>
    <message>
        <source>Could not open %1; the game in progress is unchanged.</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;; la partie en cours est inchangée.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>%1 could not be opened. The game in progress is unchanged.</source>
        <translation>%1 n&apos;a pas pu être ouvert. La partie en cours est inchangée.</translation>
    </message>
    <message>
        <source>Eylau game records (*.eylau);;All files (*)</source>
        <translation>Parties d&apos;Eylau (*.eylau);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Eylau game records (*.eylau)</source>
        <translation>Parties d&apos;Eylau (*.eylau)</translation>
    </message>
    <message>
        <source>Eylau</source>
        <translation>Eylau</translation>
    </message>
    <message>
        <source>The game %1 has changes that are not saved.
Save them?</source>
        <translation>La partie %1 a des changements non enregistrés.
Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>%1 no longer exists.</source>
        <translation>%1 n&apos;existe plus.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Recover a game?</source>
        <translation>Récupérer une partie&#xa0;?</translation>
    </message>
    <message>
        <source>Eylau did not close properly last time. A game autosaved on %1 can be recovered.
Recover it?</source>
        <translation>Eylau ne s&apos;est pas fermé correctement la dernière fois. Une partie enregistrée automatiquement le %1 peut être récupérée.
La récupérer&#xa0;?</translation>
    </message>
    <message>
        <source>Recover a game</source>
        <translation>Récupérer une partie</translation>
    </message>
    <message>
        <source>The autosaved game could not be recovered:
%1</source>
        <translation>La partie enregistrée automatiquement n&apos;a pas pu être récupérée&#xa0;:
%1</translation>
    </message>
    <message>
        <source>The autosaved game is recovered; save it to keep it.</source>
        <translation>La partie enregistrée automatiquement est récupérée&#xa0;; enregistrez-la pour la garder.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n command(s) replayed.</source>
        <translation>
            <numerusform>%1 ouvert&#xa0;: %n commande rejouée.</numerusform>
            <numerusform>%1 ouvert&#xa0;: %n commandes rejouées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot begin at Game-Turn %1: %2</source>
        <translation>La partie ne peut pas commencer au Tour de jeu %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Play-test from Game-Turn %1: every unit as set up, the reinforcements of earlier Game-Turns held back and free to enter.</source>
        <translation>Essai à partir du Tour de jeu %1&#xa0;: chaque unité à sa place de départ, les renforts des Tours de jeu précédents retenus et libres d&apos;entrer.</translation>
    </message>
    <message>
        <source>Could not replay %1: %2</source>
        <translation>Impossible de rejouer %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed whole on the edited scenario: %n command(s).</source>
        <translation>
            <numerusform>%1 rejouée en entier sur le scénario modifié&#xa0;: %n commande.</numerusform>
            <numerusform>%1 rejouée en entier sur le scénario modifié&#xa0;: %n commandes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed on the edited scenario as far as it holds: %2 of %n command(s); it stopped at line %3, %4: %5</source>
        <translation>
            <numerusform>%1 rejouée sur le scénario modifié aussi loin qu&apos;elle tient&#xa0;: %2 sur %n commande&#xa0;; arrêt à la ligne %3, %4&#xa0;: %5</numerusform>
            <numerusform>%1 rejouée sur le scénario modifié aussi loin qu&apos;elle tient&#xa0;: %2 sur %n commandes&#xa0;; arrêt à la ligne %3, %4&#xa0;: %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::GameDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>eylau::game::GameOverDialog</name>
    <message>
        <source>The battle is over</source>
        <translation>La bataille est terminée</translation>
    </message>
    <message>
        <source>%1 ended after %2 (23.0).</source>
        <translation>%1 s&apos;est achevée après %2 (23.0).</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Save the Record…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>Look at the &amp;Map</source>
        <translation>Regarder la &amp;carte</translation>
    </message>
    <message>
        <source>&amp;Analyse the Game</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <source>The computer&apos;s judgement of every Player-Turn, in review: what each cost against its own plan, the mistakes and the turning points</source>
        <translation>Le jugement de l&apos;ordinateur sur chaque Tour de joueur, en revue&#xa0;: ce que chacun a coûté face à son propre plan, les erreurs et les tournants</translation>
    </message>
</context>
<context>
    <name>eylau::game::GameText</name>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <source>the French</source>
        <translation>les Français</translation>
    </message>
    <message>
        <source>the Allies</source>
        <translation>les Alliés</translation>
    </message>
    <message>
        <source>Movement Phase</source>
        <translation>Phase de mouvement</translation>
    </message>
    <message>
        <source>Combat Phase</source>
        <translation>Phase de combat</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game-Turn %1 of %2</source>
        <translation>Tour de jeu %1 sur %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>clock, date</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 MP</source>
        <comment>Movement Points</comment>
        <translation>%1 PM</translation>
    </message>
</context>
<context>
    <name>eylau::game::HelpController</name>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>How to play, inside the program; F1 opens the part about what is on screen</source>
        <translation>Comment jouer, dans le programme&#xa0;; F1 ouvre la partie qui concerne ce qui est à l&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every action and its keys; change them here</source>
        <translation>Chaque action et ses touches&#xa0;; modifiez-les ici</translation>
    </message>
    <message>
        <source>&amp;About Eylau</source>
        <translation>À &amp;propos d&apos;Eylau</translation>
    </message>
    <message>
        <source>About Eylau</source>
        <translation>À propos d&apos;Eylau</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Eylau&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;SPI&apos;s &lt;i&gt;Eylau: Napoleon&apos;s Winter Battle, 1807&lt;/i&gt; (1979) on the computer.&lt;/p&gt;&lt;p&gt;Map terrain and some charts are reconstructed where the rulebook copy is incomplete; the program says so wherever it shows them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Eylau&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;&lt;i&gt;Eylau: Napoleon&apos;s Winter Battle, 1807&lt;/i&gt; de SPI (1979) sur ordinateur.&lt;/p&gt;&lt;p&gt;Le terrain de la carte et certaines tables sont reconstitués là où l&apos;exemplaire des règles est incomplet&#xa0;; le programme le signale partout où il les montre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Didacticiel</translation>
    </message>
</context>
<context>
    <name>eylau::game::HelpWindow</name>
    <message>
        <source>Playing Eylau</source>
        <translation>Jouer à Eylau</translation>
    </message>
    <message>
        <source>The computer opponent</source>
        <translation>L&apos;adversaire ordinateur</translation>
    </message>
    <message>
        <source>Game records</source>
        <translation>Parties enregistrées</translation>
    </message>
    <message>
        <source>Turn summaries</source>
        <translation>Résumés de tour</translation>
    </message>
    <message>
        <source>The scenario editor</source>
        <translation>L&apos;éditeur de scénarios</translation>
    </message>
    <message>
        <source>Scenario files</source>
        <translation>Fichiers de scénario</translation>
    </message>
    <message>
        <source>The Eylau map</source>
        <translation>La carte d&apos;Eylau</translation>
    </message>
    <message>
        <source>Files and folders</source>
        <translation>Fichiers et dossiers</translation>
    </message>
    <message>
        <source>Eylau User Guide</source>
        <translation>Guide de l&apos;utilisateur d&apos;Eylau</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is not part of the guide shipped with the program.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 ne fait pas partie du guide fourni avec le programme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Guides</source>
        <translation>Guides</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
</context>
<context>
    <name>eylau::game::HexInspector</name>
    <message>
        <source>May still move: %1 left (4.1)</source>
        <translation>Peut encore se déplacer&#xa0;: il lui reste %1 (4.1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Must attack&lt;/b&gt; in this Combat Phase (5.1)</source>
        <translation>&lt;b&gt;Doit attaquer&lt;/b&gt; pendant cette Phase de combat (5.1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Must be attacked&lt;/b&gt; in this Combat Phase (5.1)</source>
        <translation>&lt;b&gt;Doit être attaquée&lt;/b&gt; pendant cette Phase de combat (5.1)</translation>
    </message>
    <message>
        <source>May attack in this Combat Phase (5.2)</source>
        <translation>Peut attaquer pendant cette Phase de combat (5.2)</translation>
    </message>
    <message>
        <source>May be attacked in this Combat Phase (5.2)</source>
        <translation>Peut être attaquée pendant cette Phase de combat (5.2)</translation>
    </message>
    <message>
        <source>&lt;i&gt;No further attack: %1&lt;/i&gt;</source>
        <translation>&lt;i&gt;Plus d&apos;attaque&#xa0;: %1&lt;/i&gt;</translation>
    </message>
    <message>
        <source>No unit is in this hex.</source>
        <translation>Aucune unité dans cet hexagone.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Click a hex, or move the keyboard cursor onto it, to see every unit there and what each may still do.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Cliquez sur un hexagone, ou amenez-y le curseur du clavier, pour voir chaque unité qui s&apos;y trouve et ce qu&apos;elle peut encore faire.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>eylau::game::HexReport</name>
    <message>
        <source> (reconstructed)</source>
        <translation> (reconstitué)</translation>
    </message>
    <message>
        <source>%1 (%2, %3 %4) %5-%6%7</source>
        <comment>id (division, nationality type) strength-movement</comment>
        <translation>%1 (%2, %4 %3) %5-%6%7</translation>
    </message>
    <message>
        <source>victory hex %1, %2 VP%3</source>
        <translation>hexagone de victoire %1, %2 PV%3</translation>
    </message>
    <message>
        <source>entry area %1 (%2)%3</source>
        <translation>zone d&apos;entrée %1 (%2)%3</translation>
    </message>
</context>
<context>
    <name>eylau::game::HintController</name>
    <message>
        <source>&amp;Suggest</source>
        <translation>&amp;Suggérer</translation>
    </message>
    <message>
        <source>C&amp;lear Suggestion</source>
        <translation>Effacer la su&amp;ggestion</translation>
    </message>
    <message>
        <source>Take the suggestion off the map, or stop the computer thinking of one (Esc)</source>
        <translation>Retirer la suggestion de la carte, ou arrêter l&apos;ordinateur qui en cherche une (Échap)</translation>
    </message>
    <message>
        <source>Suggestion cleared.</source>
        <translation>Suggestion effacée.</translation>
    </message>
    <message>
        <source>Suggestion cancelled.</source>
        <translation>Suggestion annulée.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to suggest.</source>
        <translation>La partie est terminée&#xa0;: il n&apos;y a rien à suggérer.</translation>
    </message>
    <message>
        <source>The computer (%1) is thinking of a suggestion for %2… (%3 or Esc cancels)</source>
        <translation>L&apos;ordinateur (%1) cherche une suggestion pour %2… (%3 ou Échap annule)</translation>
    </message>
    <message>
        <source>The computer found nothing to suggest.</source>
        <translation>L&apos;ordinateur n&apos;a rien trouvé à suggérer.</translation>
    </message>
    <message>
        <source>Cancel &amp;Suggestion</source>
        <translation>Ann&amp;uler la suggestion</translation>
    </message>
    <message>
        <source>Stop the computer thinking of a suggestion (%1, Esc)</source>
        <translation>Arrêter l&apos;ordinateur qui cherche une suggestion (%1, Échap)</translation>
    </message>
    <message>
        <source>Show what the computer would do next for the side to act, without playing it (%1)</source>
        <translation>Montrer ce que l&apos;ordinateur ferait ensuite pour le camp qui doit agir, sans le jouer (%1)</translation>
    </message>
    <message>
        <source>Close the review to ask for a suggestion</source>
        <translation>Fermez la relecture pour demander une suggestion</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>A suggestion is for your own turn: not while the computer or the opponent plays</source>
        <translation>Une suggestion est pour votre propre tour&#xa0;: pas pendant que l&apos;ordinateur ou l&apos;adversaire joue</translation>
    </message>
    <message>
        <source>Suggest (%1): %2</source>
        <translation>Suggérer (%1)&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>eylau::game::HintText</name>
    <message>
        <source>the guns of %1</source>
        <translation>les canons de %1</translation>
    </message>
    <message>
        <source>%1 with the guns of %2</source>
        <translation>%1 avec les canons de %2</translation>
    </message>
    <message>
        <source>attack %1 on %2</source>
        <translation>attaquer %2 avec %1</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> à %1</translation>
    </message>
    <message>
        <source>, with Fresh Strength (21.1)</source>
        <translation>, avec la Force fraîche (21.1)</translation>
    </message>
    <message>
        <source>%1: expected %2 VP; the attackers are hurt (Ar, Ae) %3% of the time</source>
        <translation>%1&#xa0;: %2 PV attendus&#xa0;; les attaquants souffrent (Ar, Ae) %3&#xa0;% du temps</translation>
    </message>
    <message>
        <source>move %1 to %2</source>
        <translation>déplacer %1 en %2</translation>
    </message>
    <message>
        <source>bring %1 on at %2 (7.0)</source>
        <translation>faire entrer %1 en %2 (7.0)</translation>
    </message>
    <message>
        <source>release the %1 division (19.3)</source>
        <translation>libérer la division %1 (19.3)</translation>
    </message>
    <message>
        <source>end the %1 (3.0)</source>
        <translation>finir la %1 (3.0)</translation>
    </message>
    <message>
        <source>defend without Fresh Strength (21.1)</source>
        <translation>défendre sans la Force fraîche (21.1)</translation>
    </message>
    <message>
        <source>defend with Fresh Strength for %1 (21.1)</source>
        <translation>défendre avec la Force fraîche pour %1 (21.1)</translation>
    </message>
    <message>
        <source>retreat %1 to %2 (6.4)</source>
        <translation>faire retraiter %1 en %2 (6.4)</translation>
    </message>
    <message>
        <source>, displacing %1 to %2 (6.5)</source>
        <translation>, en refoulant %1 en %2 (6.5)</translation>
    </message>
    <message>
        <source>lose %1 (6.3, Ee)</source>
        <translation>perdre %1 (6.3, Ee)</translation>
    </message>
    <message>
        <source>advance %1 into %2 (6.6)</source>
        <translation>faire avancer %1 en %2 (6.6)</translation>
    </message>
    <message>
        <source>do not advance (6.6)</source>
        <translation>ne pas avancer (6.6)</translation>
    </message>
    <message>
        <source>limber %1 (AL.2)</source>
        <translation>atteler %1 (AL.2)</translation>
    </message>
    <message>
        <source>unlimber %1 (AL.3)</source>
        <translation>mettre %1 en batterie (AL.3)</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to suggest.</source>
        <translation>La partie est terminée&#xa0;: il n&apos;y a rien à suggérer.</translation>
    </message>
    <message>
        <source>no moves; the attacks already set up are worth %1 Victory Points (expected) for %2</source>
        <translation>aucun mouvement&#xa0;; les attaques déjà en place valent %1 Points de victoire (attendus) pour %2</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, puis %2</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>&#xa0;; puis </translation>
    </message>
    <message>
        <source>Suggestion for %1 (the computer, %2): %3</source>
        <translation>Suggestion pour %1 (l&apos;ordinateur, %2)&#xa0;: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s); they set up attacks worth %1 Victory Points (expected) for %2</source>
        <translation>
            <numerusform>%n mouvement&#xa0;; il prépare des attaques valant %1 Points de victoire (attendus) pour %2</numerusform>
            <numerusform>%n mouvements&#xa0;; ils préparent des attaques valant %1 Points de victoire (attendus) pour %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::InvitationDialog</name>
    <message>
        <source>&amp;Copy Invitation</source>
        <translation>&amp;Copier l&apos;invitation</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitation</translation>
    </message>
    <message>
        <source>Send your opponent this invitation by a way you trust (a message, a call). Whoever has it can join this game, so give it to him alone; a program without it is refused and named in the Network panel.</source>
        <translation>Envoyez cette invitation à votre adversaire par un moyen sûr (un message, un appel). Quiconque la détient peut rejoindre cette partie, donnez-la donc à lui seul&#xa0;; un programme qui ne l&apos;a pas est refusé et nommé dans le panneau Réseau.</translation>
    </message>
    <message>
        <source>Join code:</source>
        <translation>Code d&apos;accès&#xa0;:</translation>
    </message>
    <message>
        <source>The address your opponent reaches this computer at: one of its own on your network, or your router&apos;s outside address if it forwards port %1 to this computer.</source>
        <translation>L&apos;adresse à laquelle votre adversaire joint cet ordinateur&#xa0;: l&apos;une des siennes sur votre réseau, ou l&apos;adresse extérieure de votre routeur s&apos;il renvoie le port %1 vers cet ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Address he uses:</source>
        <translation>&amp;Adresse qu&apos;il utilise&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitation&#xa0;:</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiée</translation>
    </message>
    <message>
        <source>An opponent outside your network reaches this computer only if your router forwards port %1 to it, or at an IPv6 address of its own. If neither can be done, play by e-mail (File &gt; Send Turn).</source>
        <translation>Un adversaire hors de votre réseau n’atteint cet ordinateur que si votre routeur lui redirige le port %1, ou à une adresse IPv6 qui lui est propre. Si ni l’un ni l’autre n’est possible, jouez par courriel (Fichier &gt; Envoyer le tour).</translation>
    </message>
    <message>
        <source>Invitation to Watch</source>
        <translation>Invitation à regarder</translation>
    </message>
    <message>
        <source>Whoever has this invitation can watch the game as it is played (Game &gt; Watch a Game...), up to eight at once, but can never play, roll or change it; you and your opponent see who watches in the Network panel. It differs from your opponent&apos;s invitation: his code does not let anyone watch, and this one does not let anyone play.</source>
        <translation>Qui a cette invitation peut regarder la partie pendant qu&apos;elle se joue (Partie &gt; Regarder une partie...), jusqu&apos;à huit à la fois, mais ne peut jamais la jouer, lancer un dé ni la modifier&#xa0;; votre adversaire et vous voyez qui regarde dans le panneau Réseau. Elle diffère de l&apos;invitation de votre adversaire&#xa0;: son code ne permet à personne de regarder, et celui-ci ne permet à personne de jouer.</translation>
    </message>
    <message>
        <source>Watch code:</source>
        <translation>Code spectateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Address they use:</source>
        <translation>&amp;Adresse qu&apos;ils utilisent&#xa0;:</translation>
    </message>
</context>
<context>
    <name>eylau::game::KeyboardController</name>
    <message>
        <source>Switch Between Map and Attack &amp;Window</source>
        <translation>&amp;Basculer entre la carte et la fenêtre d&apos;attaque</translation>
    </message>
    <message>
        <source>From the attack window to the map (to pick units, retreat or advance with the cursor), and back</source>
        <translation>De la fenêtre d&apos;attaque à la carte (pour choisir des unités, retraiter ou avancer avec le curseur), et retour</translation>
    </message>
    <message>
        <source>Finish the attack in progress first: the attack window says what is left (%1 goes to it).</source>
        <translation>Terminez d&apos;abord l&apos;attaque en cours&#xa0;: la fenêtre d&apos;attaque dit ce qu&apos;il reste à faire (%1 y mène).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>No unit of yours may move now: end the Movement Phase (%1).</source>
        <translation>Aucune de vos unités ne peut se déplacer maintenant&#xa0;: finissez la Phase de mouvement (%1).</translation>
    </message>
    <message>
        <source>No unit must attack or be attacked (5.1): attack as you choose (Enter on a unit), or end the Combat Phase (%1).</source>
        <translation>Aucune unité ne doit attaquer ou être attaquée (5.1)&#xa0;: attaquez à votre gré (Entrée sur une unité), ou finissez la Phase de combat (%1).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 (Tab for the next): %2</source>
        <translation>%1 (Tab pour la suivante)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (Tab for the next): %2 must attack (5.1); Enter or %3 draws up an attack with it.</source>
        <translation>%1 (Tab pour la suivante)&#xa0;: %2 doit attaquer (5.1)&#xa0;; Entrée ou %3 prépare une attaque avec elle.</translation>
    </message>
    <message>
        <source>%1 (Tab for the next): %2 must be attacked (5.1); Enter or %3 draws up an attack on it.</source>
        <translation>%1 (Tab pour la suivante)&#xa0;: %2 doit être attaquée (5.1)&#xa0;; Entrée ou %3 prépare une attaque contre elle.</translation>
    </message>
    <message>
        <source>No unit is selected: Tab goes to the next unit that may move, or must attack or be attacked.</source>
        <translation>Aucune unité n&apos;est sélectionnée&#xa0;: Tab va à la prochaine unité qui peut se déplacer, ou qui doit attaquer ou être attaquée.</translation>
    </message>
</context>
<context>
    <name>eylau::game::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System (%1)</source>
        <translation>&amp;Système (%1)</translation>
    </message>
    <message>
        <source>Speak this language from the next start</source>
        <translation>Parler cette langue dès le prochain démarrage</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The new language takes effect when Eylau is next started.</source>
        <translation>La nouvelle langue prendra effet au prochain démarrage d&apos;Eylau.</translation>
    </message>
</context>
<context>
    <name>eylau::game::LimberingController</name>
    <message>
        <source>&amp;Limber Guns</source>
        <translation>A&amp;tteler les canons</translation>
    </message>
    <message>
        <source>U&amp;nlimber Guns</source>
        <translation>&amp;Mettre les canons en batterie</translation>
    </message>
    <message>
        <source>Select a battery to limber it (AL.2, variant): a die roll of %1 or less</source>
        <translation>Sélectionnez une batterie pour l&apos;atteler (AL.2, variante)&#xa0;: un jet de dé de %1 ou moins</translation>
    </message>
    <message>
        <source>Select a battery to unlimber it (AL.3, variant): free, and it ends its move</source>
        <translation>Sélectionnez une batterie pour la mettre en batterie (AL.3, variante)&#xa0;: gratuit, et son mouvement prend fin</translation>
    </message>
    <message>
        <source>Cannot limber: %1</source>
        <translation>Impossible d&apos;atteler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot unlimber: %1</source>
        <translation>Impossible de mettre en batterie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Roll to limber %1 (AL.2): %2 or less, and it may move</source>
        <translation>Lancer le dé pour atteler %1 (AL.2)&#xa0;: %2 ou moins, et elle peut se déplacer</translation>
    </message>
    <message>
        <source>Unlimber %1 (AL.3): it may bombard, and its move is over</source>
        <translation>Mettre %1 en batterie (AL.3)&#xa0;: elle peut bombarder, et son mouvement est terminé</translation>
    </message>
</context>
<context>
    <name>eylau::game::LogPanel</name>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Game-Turn %1 (%2)</source>
        <translation>Tour de jeu %1 (%2)</translation>
    </message>
    <message>
        <source>, night</source>
        <translation>, nuit</translation>
    </message>
    <message>
        <source>%1 Player-Turn</source>
        <translation>Tour des %1</translation>
    </message>
    <message>
        <source>%1
Record: %2</source>
        <translation>%1
Enregistrement&#xa0;: %2</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
</context>
<context>
    <name>eylau::game::LossesWidget</name>
    <message>
        <source>&amp;Lose the checked units</source>
        <translation>Perdre les unités &amp;cochées</translation>
    </message>
    <message>
        <source>Units that may take the losses</source>
        <translation>Unités qui peuvent subir les pertes</translation>
    </message>
    <message numerus="yes">
        <source>Checked: %1 of at least %n strength point(s)</source>
        <translation>
            <numerusform>Cochées&#xa0;: %1 sur au moins %n point de potentiel</numerusform>
            <numerusform>Cochées&#xa0;: %1 sur au moins %n points de potentiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ee (6.3): the defenders are eliminated, and the %1 player must lose at least %n strength point(s) of his adjacent attackers (bombarding artillery is never lost). Check the units to lose.</source>
        <translation>
            <numerusform>Ee (6.3)&#xa0;: les défenseurs sont éliminés, et le camp des %1 doit perdre au moins %n point de potentiel parmi ses attaquants adjacents (l&apos;artillerie qui bombarde n&apos;est jamais perdue). Cochez les unités à perdre.</numerusform>
            <numerusform>Ee (6.3)&#xa0;: les défenseurs sont éliminés, et le camp des %1 doit perdre au moins %n points de potentiel parmi ses attaquants adjacents (l&apos;artillerie qui bombarde n&apos;est jamais perdue). Cochez les unités à perdre.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::LuckDialog</name>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The dice:&lt;/b&gt; no attack was made.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Les dés&#xa0;:&lt;/b&gt; aucune attaque n&apos;a été faite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The dice&lt;/b&gt; favoured neither side</source>
        <translation>&lt;p&gt;&lt;b&gt;Les dés&lt;/b&gt; n&apos;ont favorisé aucun camp</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The dice&lt;/b&gt; favoured the %1 by %2 Victory Points</source>
        <translation>&lt;p&gt;&lt;b&gt;Les dés&lt;/b&gt; ont favorisé les %1 de %2 Points de victoire</translation>
    </message>
    <message numerus="yes">
        <source> over %n attack(s): each roll&apos;s worth against what its column could expect.</source>
        <translation>
            <numerusform> sur %n attaque&#xa0;: la valeur de chaque jet comparée à ce que sa colonne laissait attendre.</numerusform>
            <numerusform> sur %n attaques&#xa0;: la valeur de chaque jet comparée à ce que sa colonne laissait attendre.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;Luckiest roll: %1.&lt;br&gt;Unluckiest: %2.&lt;/p&gt;</source>
        <translation>&lt;br&gt;Jet le plus heureux&#xa0;: %1.&lt;br&gt;Le plus malheureux&#xa0;: %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game-Turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alliés</translation>
    </message>
    <message>
        <source>Luck Report</source>
        <translation>Rapport sur la chance</translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation>Toute la partie</translation>
    </message>
    <message>
        <source>Each attack&apos;s result is worth Victory Points to the attacker (23.1): De the defenders&apos; printed strength, Ae minus the attackers&apos; (bombarding guns are never hurt, 6.8), Ee the defenders&apos; less as much of the attackers&apos;; retreats nothing. &lt;b&gt;Expected&lt;/b&gt; is the worth of each result times its chance in the attack&apos;s column (with the weather die when 22.0 is in play); &lt;b&gt;Luck&lt;/b&gt; is the worth rolled less that. A side&apos;s luck adds its attacks&apos; and takes away its opponent&apos;s.</source>
        <translation>Le résultat de chaque attaque vaut des Points de victoire pour l&apos;attaquant (23.1)&#xa0;: De le potentiel imprimé des défenseurs, Ae moins celui des attaquants (les canons qui bombardent ne sont jamais touchés, 6.8), Ee celui des défenseurs moins autant de celui des attaquants&#xa0;; les retraites rien. &lt;b&gt;Attendu&lt;/b&gt; est la valeur de chaque résultat multipliée par sa probabilité dans la colonne de l&apos;attaque (avec le dé de météo quand 22.0 est en jeu)&#xa0;; &lt;b&gt;Chance&lt;/b&gt; est la valeur obtenue moins celle-ci. La chance d&apos;un camp additionne celle de ses attaques et retranche celle de son adversaire.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Luck by Game-Turn</source>
        <translation>Chance par tour de jeu</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <comment>attackers on defenders</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 (%2, Game-Turn %3): %4 at %5, %6</source>
        <translation>%1 (%2, Tour de jeu %3)&#xa0;: %4 à %5, %6</translation>
    </message>
</context>
<context>
    <name>eylau::game::Main</name>
    <message>
        <source>Eylau: Napoleon&apos;s Winter Battle, 1807 (SPI, 1979).
eylau --summary RECORD [--turn N] -o OUT.pdf writes a turn summary without a window.</source>
        <translation>Eylau&#xa0;: la bataille d&apos;hiver de Napoléon, 1807 (SPI, 1979).
eylau --summary RECORD [--turn N] -o OUT.pdf écrit un résumé de tour sans fenêtre.</translation>
    </message>
    <message>
        <source>Report scenario errors on stderr only, without a dialog.</source>
        <translation>Signaler les erreurs de scénario sur stderr seulement, sans boîte de dialogue.</translation>
    </message>
    <message>
        <source>Open the game record RECORD (an .eylau file) at start.</source>
        <translation>Ouvrir au démarrage la partie enregistrée RECORD (un fichier .eylau).</translation>
    </message>
    <message>
        <source>Start a new game with the optional weather rule (22.0).</source>
        <translation>Commencer une nouvelle partie avec la règle optionnelle de météo (22.0).</translation>
    </message>
    <message>
        <source>Start a new game with a variant rule adapted from La Bataille: cavalryReadiness or artilleryLimbering (may be repeated).</source>
        <translation>Commencer une nouvelle partie avec une variante adaptée de La Bataille&#xa0;: cavalryReadiness ou artilleryLimbering (peut être répété).</translation>
    </message>
    <message>
        <source>The dice seed of a new game.</source>
        <translation>La graine des dés d&apos;une nouvelle partie.</translation>
    </message>
    <message>
        <source>Who plays the French in a new game: person (the default), or the computer at a level: quick, normal or strong.</source>
        <translation>Qui joue les Français dans une nouvelle partie&#xa0;: person (une personne, par défaut), ou l&apos;ordinateur à un niveau&#xa0;: quick, normal ou strong.</translation>
    </message>
    <message>
        <source>Who plays the Allies in a new game, as --french.</source>
        <translation>Qui joue les Alliés dans une nouvelle partie, comme --french.</translation>
    </message>
    <message>
        <source>The language of the program: en, fr, or system (the default is the choice of View &gt; Language, else the system&apos;s language).</source>
        <translation>La langue du programme&#xa0;: en, fr, ou system (par défaut, le choix d&apos;Affichage &gt; Langue, sinon la langue du système).</translation>
    </message>
    <message>
        <source>Review the saved game RECORD (step through it) on the scenario it names.</source>
        <translation>Revoir la partie enregistrée RECORD (pas à pas) sur le scénario qu&apos;elle nomme.</translation>
    </message>
    <message>
        <source>Say in the window that FILE is a scenario being edited, started from the scenario editor to try it out.</source>
        <translation>Indiquer dans la fenêtre que FILE est un scénario en cours d&apos;édition, lancé depuis l&apos;éditeur de scénarios pour l&apos;essayer.</translation>
    </message>
    <message>
        <source>Host a network game on PORT (18070 if 0), listening on every interface, or on ADDRESS only.</source>
        <translation>Héberger une partie en réseau sur PORT (18070 si 0), à l&apos;écoute sur toutes les interfaces, ou sur ADDRESS seulement.</translation>
    </message>
    <message>
        <source>The side you play in a network game: french (the host&apos;s default) or allied (the guest&apos;s).</source>
        <translation>Le camp que vous jouez dans une partie en réseau&#xa0;: french (par défaut pour l&apos;hôte) ou allied (pour l&apos;invité).</translation>
    </message>
    <message>
        <source>Your name in a network game.</source>
        <translation>Votre nom dans une partie en réseau.</translation>
    </message>
    <message>
        <source>With --host or --join: resume the last network game hosted or joined.</source>
        <translation>Avec --host ou --join&#xa0;: reprendre la dernière partie en réseau hébergée ou rejointe.</translation>
    </message>
    <message>
        <source>Play the Grünau Mill teaching battle step by step, the computer (Quick) playing the Allies (Help &gt; Tutorial).</source>
        <translation>Jouer pas à pas la bataille d&apos;apprentissage du moulin de Grünau, l&apos;ordinateur (Rapide) jouant les Alliés (Aide &gt; Didacticiel).</translation>
    </message>
    <message>
        <source>Exit as soon as the map has been drawn once: for timing start-up.</source>
        <translation>Quitter dès que la carte a été dessinée une fois&#xa0;: pour chronométrer le démarrage.</translation>
    </message>
    <message>
        <source>Scenario file to play (default: the Eylau scenario), or a game record (*.eylau) to open on the scenario it names.</source>
        <translation>Fichier de scénario à jouer (par défaut&#xa0;: le scénario d&apos;Eylau), ou partie enregistrée (*.eylau) à ouvrir sur le scénario qu&apos;elle nomme.</translation>
    </message>
    <message>
        <source>The scenario %1 could not be loaded: 1 error.</source>
        <translation>Le scénario %1 n&apos;a pas pu être chargé&#xa0;: 1 erreur.</translation>
    </message>
    <message>
        <source>The scenario %1 could not be loaded: %2 errors.</source>
        <translation>Le scénario %1 n&apos;a pas pu être chargé&#xa0;: %2 erreurs.</translation>
    </message>
    <message>
        <source>Join the network game hosted at HOST (port 18070 unless given), with --code; or give the host&apos;s whole invitation (eylau://HOST:PORT/CODE).</source>
        <translation>Rejoindre la partie en réseau hébergée sur HOST (port 18070 s&apos;il n&apos;est pas donné), avec --code&#xa0;; ou donner l&apos;invitation entière de l&apos;hôte (eylau://HOST:PORT/CODE).</translation>
    </message>
    <message>
        <source>With --join: the join code of the host&apos;s invitation.</source>
        <translation>Avec --join&#xa0;: le code d&apos;accès de l&apos;invitation de l&apos;hôte.</translation>
    </message>
    <message>
        <source>--game-turn %1: expected a Game-Turn number</source>
        <translation>--game-turn %1&#xa0;: un numéro de Tour de jeu est attendu</translation>
    </message>
    <message>
        <source>Begin a new game at Game-Turn N, every unit as the scenario sets it up and the reinforcements of earlier Game-Turns free to enter: for play-testing.</source>
        <translation>Commencer une nouvelle partie au Tour de jeu N, chaque unité placée comme le scénario l&apos;indique et les renforts des Tours de jeu précédents libres d&apos;entrer&#xa0;: pour tester un scénario.</translation>
    </message>
    <message>
        <source>Replay the saved game RECORD on the scenario FILE as far as it still holds, and play on from there: for play-testing an edited scenario.</source>
        <translation>Rejouer la partie enregistrée RECORD sur le scénario FILE aussi loin qu&apos;elle tient encore, et continuer à jouer de là&#xa0;: pour tester un scénario modifié.</translation>
    </message>
    <message>
        <source>With --host: do not ask the router to forward the port (UPnP, NAT-PMP).</source>
        <translation>Avec --host&#xa0;: ne pas demander au routeur de rediriger le port (UPnP, NAT-PMP).</translation>
    </message>
    <message>
        <source>Watch the network game of an invitation to watch (eylau://HOST:PORT/CODE?watch), following it live; --name gives the name the players see.</source>
        <translation>Regarder la partie en réseau d&apos;une invitation à regarder (eylau://HÔTE:PORT/CODE?watch), en la suivant en direct&#xa0;; --name donne le nom que voient les joueurs.</translation>
    </message>
    <message>
        <source>With --host: let spectators watch, and print the invitation to watch.</source>
        <translation>Avec --host&#xa0;: laisser des spectateurs regarder, et afficher l&apos;invitation à regarder.</translation>
    </message>
</context>
<context>
    <name>eylau::game::MainWindow</name>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Clear Selection</source>
        <translation>&amp;Effacer la sélection</translation>
    </message>
    <message>
        <source>Deselect the unit (a right-click does the same), and clear a suggestion or stop the computer thinking of one</source>
        <translation>Désélectionner l&apos;unité (un clic droit fait de même), et effacer une suggestion ou arrêter l&apos;ordinateur qui en cherche une</translation>
    </message>
    <message>
        <source>Suggestion cleared.</source>
        <translation>Suggestion effacée.</translation>
    </message>
    <message>
        <source>&amp;Attack…</source>
        <translation>&amp;Attaquer…</translation>
    </message>
    <message>
        <source>Draw up an attack (5.0, 6.1); clicking a unit in the Combat Phase does the same</source>
        <translation>Préparer une attaque (5.0, 6.1)&#xa0;; cliquer sur une unité en Phase de combat fait de même</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Outils</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Reviewing: the map shows the position before the command in the review bar. Close the review to play on, or play on from here in a new game.</source>
        <translation>Relecture&#xa0;: la carte montre la position avant la commande de la barre de relecture. Fermez la relecture pour continuer, ou continuez d&apos;ici dans une nouvelle partie.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> v. </source>
        <translation> contre </translation>
    </message>
    <message>
        <source>Eylau — reviewing %1[*] — %2</source>
        <translation>Eylau — relecture de %1[*] — %2</translation>
    </message>
    <message>
        <source>Cannot end the phase: %1</source>
        <translation>Impossible de finir la phase&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reviewing the game: close the review (Close Review, in the review bar) to play.</source>
        <translation>Relecture de la partie&#xa0;: fermez la relecture (Fermer la relecture, dans la barre de relecture) pour jouer.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Play-test of an edited scenario. </source>
        <translation>Essai d&apos;un scénario édité. </translation>
    </message>
    <message>
        <source>PLAY-TEST of the edited scenario %1 (%2)</source>
        <translation>ESSAI du scénario édité %1 (%2)</translation>
    </message>
    <message>
        <source>More Tools</source>
        <translation>Autres outils</translation>
    </message>
    <message>
        <source>Watching: the map shows the game as the players agree on each command; step back with the review bar, and End follows the game again. Nothing can be played here.</source>
        <translation>Spectateur&#xa0;: la carte montre la partie à mesure que les joueurs conviennent de chaque commande&#xa0;; revenez en arrière avec la barre de relecture, et Fin suit à nouveau la partie. Rien ne peut être joué ici.</translation>
    </message>
</context>
<context>
    <name>eylau::game::MovementController</name>
    <message>
        <source>%1 cannot move: %2</source>
        <translation>%1 ne peut se déplacer&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: click a blue entry hex to enter there, or a green hex to enter and move on (7.1). Dashed blue hexes are other map-edge hexes open because an enemy is near (7.2).</source>
        <translation>%1&#xa0;: cliquez sur un hexagone d&apos;entrée bleu pour y entrer, ou sur un hexagone vert pour entrer et continuer (7.1). Les hexagones bleus en pointillés sont d&apos;autres hexagones de bord de carte, ouverts parce qu&apos;un ennemi est proche (7.2).</translation>
    </message>
    <message>
        <source>%1: %2 left. Click a shaded hex to move; Shift+click to pause on a friendly unit (4.4).</source>
        <translation>%1&#xa0;: il reste %2. Cliquez sur un hexagone ombré pour vous déplacer&#xa0;; Maj+clic pour faire halte sur une unité amie (4.4).</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 jusqu&apos;en %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>
Another map-edge entry hex: an enemy unit is within two hexes of the entry area (7.2)</source>
        <translation>
Autre hexagone d&apos;entrée en bord de carte&#xa0;: une unité ennemie est à deux hexagones au plus de la zone d&apos;entrée (7.2)</translation>
    </message>
    <message>
        <source>
The entry hex of area %1 (7.1)</source>
        <translation>
L&apos;hexagone d&apos;entrée de la zone %1 (7.1)</translation>
    </message>
    <message>
        <source>
Stops here: enemy Zone of Control (4.5)</source>
        <translation>
S&apos;arrête ici&#xa0;: Zone de contrôle ennemie (4.5)</translation>
    </message>
    <message>
        <source>
A friendly unit is here: it may pause (Shift+click) but not end the phase here (4.4)</source>
        <translation>
Une unité amie est ici&#xa0;: elle peut y faire halte (Maj+clic) mais pas y finir la phase (4.4)</translation>
    </message>
    <message>
        <source>, stopping in an enemy Zone of Control (4.5)</source>
        <translation>, en s&apos;arrêtant dans une Zone de contrôle ennemie (4.5)</translation>
    </message>
    <message>
        <source>; a friendly unit is there: Shift+click to pause on it (4.4)</source>
        <translation>&#xa0;; une unité amie s&apos;y trouve&#xa0;: Maj+clic pour y faire halte (4.4)</translation>
    </message>
</context>
<context>
    <name>eylau::game::NetworkController</name>
    <message>
        <source>&amp;Host Network Game…</source>
        <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>Start a game that an opponent joins from another computer, or resume the last one</source>
        <translation>Commencer une partie qu&apos;un adversaire rejoint depuis un autre ordinateur, ou reprendre la dernière</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>Re&amp;joindre une partie en réseau…</translation>
    </message>
    <message>
        <source>Join the game an opponent hosts on another computer</source>
        <translation>Rejoindre la partie qu&apos;un adversaire héberge sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Show &amp;Invitation…</source>
        <translation>Afficher l&apos;invitati&amp;on…</translation>
    </message>
    <message>
        <source>Show the invitation (address, port and join code) to send your opponent</source>
        <translation>Afficher l&apos;invitation (adresse, port et code d&apos;accès) à envoyer à votre adversaire</translation>
    </message>
    <message>
        <source>Leave Net&amp;work Game</source>
        <translation>&amp;Quitter la partie en réseau</translation>
    </message>
    <message>
        <source>Close the connection; the game stays open and saved, to be resumed later</source>
        <translation>Fermer la connexion&#xa0;; la partie reste ouverte et enregistrée, pour être reprise plus tard</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Join Network Game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>The last network game stopped: %1</source>
        <translation>La dernière partie en réseau s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Play on from the %n command(s) both programs agreed on (the opponent&apos;s program must agree again), or review the game as it was saved.</source>
        <translation>
            <numerusform>Continuer à partir de la commande dont les deux programmes ont convenu (le programme de l&apos;adversaire doit en convenir à nouveau), ou revoir la partie telle qu&apos;elle a été enregistrée.</numerusform>
            <numerusform>Continuer à partir des %n commandes dont les deux programmes ont convenu (le programme de l&apos;adversaire doit en convenir à nouveau), ou revoir la partie telle qu&apos;elle a été enregistrée.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Play On</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
    <message>
        <source>A network game is played on the Eylau scenario: start Eylau on its own scenario (without a scenario file) to host or join one.</source>
        <translation>Une partie en réseau se joue sur le scénario d&apos;Eylau&#xa0;: lancez Eylau sur son propre scénario (sans fichier de scénario) pour en héberger ou en rejoindre une.</translation>
    </message>
    <message>
        <source>The last network game could not be resumed: %1</source>
        <translation>La dernière partie en réseau n&apos;a pas pu être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <source>The last network game has no game to resume: host a new one.</source>
        <translation>La dernière partie en réseau n&apos;a rien à reprendre&#xa0;: hébergez-en une nouvelle.</translation>
    </message>
    <message>
        <source>The last network game stopped (%1). Resume it and choose Play On to go on from what both programs agreed on, or Review to look at it.</source>
        <translation>La dernière partie en réseau s&apos;est arrêtée (%1). Reprenez-la et choisissez Continuer pour repartir de ce dont les deux programmes ont convenu, ou Revoir pour l&apos;examiner.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a join code: it has 16 letters and digits, such as K7QM-3XTA-P9RD-W2HE.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un code d&apos;accès&#xa0;: il a 16 lettres et chiffres, comme K7QM-3XTA-P9RD-W2HE.</translation>
    </message>
    <message>
        <source>Joining needs the join code of the host&apos;s invitation.</source>
        <translation>Pour rejoindre, il faut le code d&apos;accès de l&apos;invitation de l&apos;hôte.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an address of this computer</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>The game could not be hosted: %1</source>
        <translation>La partie n&apos;a pas pu être hébergée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hosting a game as %1 on port %2%3: waiting for the opponent to join. The invitation to send him: %4</source>
        <translation>Partie hébergée avec %1 sur le port %2%3&#xa0;: en attente de l&apos;adversaire. L&apos;invitation à lui envoyer&#xa0;: %4</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> de %1</translation>
    </message>
    <message>
        <source>Joining the game at %1, port %2, as %3.</source>
        <translation>Connexion à la partie sur %1, port %2&#xa0;; vous jouez %3.</translation>
    </message>
    <message>
        <source>The game could not be joined: %1</source>
        <translation>La partie n&apos;a pas pu être rejointe&#xa0;: %1</translation>
    </message>
    <message>
        <source>the network game</source>
        <translation>la partie en réseau</translation>
    </message>
    <message>
        <source>The network game could not be shown: %1</source>
        <translation>La partie en réseau n&apos;a pas pu être montrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game shown was made again from the network game&apos;s record.</source>
        <translation>La partie montrée a été reconstruite à partir de l&apos;enregistrement de la partie en réseau.</translation>
    </message>
    <message>
        <source>The die of command %1 (&apos;%2&apos;): French commitment %3, Allied commitment %4.</source>
        <translation>Le dé de la commande %1 («&#xa0;%2&#xa0;»)&#xa0;: engagement français %3, engagement allié %4.</translation>
    </message>
    <message>
        <source>%1 (over the network)</source>
        <translation>%1 (par le réseau)</translation>
    </message>
    <message numerus="yes">
        <source>Playing the host&apos;s game (%n command(s) so far).</source>
        <translation>
            <numerusform>Partie de l&apos;hôte en cours (%n commande jusqu&apos;ici).</numerusform>
            <numerusform>Partie de l&apos;hôte en cours (%n commandes jusqu&apos;ici).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two programs agree on the game (%n command(s)); play goes on.</source>
        <translation>
            <numerusform>Les deux programmes sont d&apos;accord sur la partie (%n commande)&#xa0;; le jeu continue.</numerusform>
            <numerusform>Les deux programmes sont d&apos;accord sur la partie (%n commandes)&#xa0;; le jeu continue.</numerusform>
        </translation>
    </message>
    <message>
        <source>The opponent&apos;s program is connected; play goes on.</source>
        <translation>Le programme de l&apos;adversaire est connecté&#xa0;; la partie continue.</translation>
    </message>
    <message>
        <source>The opponent is %1.</source>
        <translation>L&apos;adversaire est %1.</translation>
    </message>
    <message>
        <source>Refused a message from the opponent&apos;s program: %1</source>
        <translation>Message du programme de l&apos;adversaire refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The network game has stopped: %1</source>
        <translation>La partie en réseau s&apos;est arrêtée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Network Game Stopped</source>
        <translation>Partie en réseau arrêtée</translation>
    </message>
    <message>
        <source>The network game cannot go on: %1

The game stays open, and it is saved.</source>
        <translation>La partie en réseau ne peut continuer&#xa0;: %1

La partie reste ouverte, et elle est enregistrée.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Network: waiting for the opponent on port %1; you play %2</source>
        <translation>Réseau&#xa0;: en attente de l&apos;adversaire sur le port %1&#xa0;; vous jouez %2</translation>
    </message>
    <message>
        <source>Network: connecting to %1; you play %2</source>
        <translation>Réseau&#xa0;: connexion à %1&#xa0;; vous jouez %2</translation>
    </message>
    <message>
        <source>Network: connection lost; trying %1 again; you play %2</source>
        <translation>Réseau&#xa0;: connexion perdue&#xa0;; nouvel essai vers %1&#xa0;; vous jouez %2</translation>
    </message>
    <message>
        <source>Network: the game has stopped</source>
        <translation>Réseau&#xa0;: la partie s&apos;est arrêtée</translation>
    </message>
    <message>
        <source>Network: not joined (the Network panel says why)</source>
        <translation>Réseau&#xa0;: non rejoint (le panneau Réseau dit pourquoi)</translation>
    </message>
    <message>
        <source>Network: connected to %1 at %2; you play %3</source>
        <translation>Réseau&#xa0;: connecté à %1 sur %2&#xa0;; vous jouez %3</translation>
    </message>
    <message>
        <source> (agreeing on the game)</source>
        <translation> (accord sur la partie en cours)</translation>
    </message>
    <message>
        <source> (rolling the die together)</source>
        <translation> (jet de dé commun en cours)</translation>
    </message>
    <message>
        <source>The opponent&apos;s program is not connected: play goes on when it is.</source>
        <translation>Le programme de l&apos;adversaire n&apos;est pas connecté&#xa0;: le jeu reprendra quand il le sera.</translation>
    </message>
    <message>
        <source>The two programs are agreeing on the game; play goes on when they have.</source>
        <translation>Les deux programmes se mettent d&apos;accord sur la partie&#xa0;; le jeu reprendra ensuite.</translation>
    </message>
    <message>
        <source>The die is being rolled with the opponent&apos;s program, which has not answered for %1 s.</source>
        <translation>Le dé est lancé avec le programme de l&apos;adversaire, qui ne répond plus depuis %1 s.</translation>
    </message>
    <message>
        <source>The die is being rolled with the opponent&apos;s program.</source>
        <translation>Le dé est lancé avec le programme de l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Waiting for %1: the opponent plays from his program, and his moves appear here as he makes them.</source>
        <translation>En attente (%1)&#xa0;: l&apos;adversaire joue depuis son programme, et ses mouvements apparaissent ici au fur et à mesure.</translation>
    </message>
    <message>
        <source>Leave Network Game</source>
        <translation>Quitter la partie en réseau</translation>
    </message>
    <message>
        <source>Leave the network game? The game stays open and is saved: host or join again with &quot;Resume the last network game&quot; to play on.</source>
        <translation>Quitter la partie en réseau&#xa0;? La partie reste ouverte et est enregistrée&#xa0;: hébergez ou rejoignez à nouveau avec «&#xa0;Reprendre la dernière partie en réseau&#xa0;» pour continuer.</translation>
    </message>
    <message>
        <source>You left the network game; it is saved, to be resumed.</source>
        <translation>Vous avez quitté la partie en réseau&#xa0;; elle est enregistrée, pour être reprise.</translation>
    </message>
    <message>
        <source>No one watches the game now.</source>
        <translation>Plus personne ne regarde la partie.</translation>
    </message>
    <message>
        <source>Watching the game now: %1.</source>
        <translation>Regardent la partie maintenant&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>eylau::game::NetworkDialog</name>
    <message>
        <source>&amp;Resume the last network game</source>
        <translation>Reprendre la &amp;dernière partie en réseau</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Héberger une partie en réseau</translation>
    </message>
    <message>
        <source>Join Network Game</source>
        <translation>Rejoindre une partie en réseau</translation>
    </message>
    <message>
        <source>&amp;You play:</source>
        <translation>&amp;Vous jouez&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Listen on:</source>
        <translation>É&amp;couter sur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Host&apos;s address:</source>
        <translation>Adresse de l&apos;&amp;hôte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>The game saved on %1, where it stopped; your side is the one you played then.</source>
        <translation>La partie enregistrée le %1, là où elle s&apos;est arrêtée&#xa0;; votre camp est celui que vous jouiez alors.</translation>
    </message>
    <message>
        <source>There is no network game to resume.</source>
        <translation>Il n&apos;y a aucune partie en réseau à reprendre.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Héberger</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Every interface of this computer</source>
        <translation>Toutes les interfaces de cet ordinateur</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1, to try it out)</source>
        <translation>Cet ordinateur seulement (127.0.0.1, pour essayer)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Start a game of Eylau that an opponent joins from another computer. The next window gives the invitation to send him: this computer&apos;s address, the port and a join code that only he should have.</source>
        <translation>Commencer une partie d&apos;Eylau qu&apos;un adversaire rejoint depuis un autre ordinateur. La fenêtre suivante donne l&apos;invitation à lui envoyer&#xa0;: l&apos;adresse de cet ordinateur, le port et un code d&apos;accès que lui seul doit avoir.</translation>
    </message>
    <message>
        <source>Join the game an opponent hosts on another computer: paste his invitation, or type his address, port and join code.</source>
        <translation>Rejoindre la partie qu&apos;un adversaire héberge sur un autre ordinateur&#xa0;: collez son invitation, ou tapez son adresse, son port et son code d&apos;accès.</translation>
    </message>
    <message>
        <source>his address, such as 192.168.1.20, or his whole invitation</source>
        <translation>son adresse, comme 192.168.1.20, ou son invitation entière</translation>
    </message>
    <message>
        <source>XXXX-XXXX-XXXX-XXXX, from the host&apos;s invitation</source>
        <translation>XXXX-XXXX-XXXX-XXXX, de l&apos;invitation de l&apos;hôte</translation>
    </message>
    <message>
        <source>Join co&amp;de:</source>
        <translation>C&amp;ode d&apos;accès&#xa0;:</translation>
    </message>
    <message>
        <source>A join code has 16 letters and digits, in four groups such as K7QM-3XTA-P9RD-W2HE (never a U).</source>
        <translation>Un code d&apos;accès a 16 lettres et chiffres, en quatre groupes comme K7QM-3XTA-P9RD-W2HE (jamais de U).</translation>
    </message>
    <message>
        <source>So that an opponent on the internet can join: most home routers forward a port when a program asks (UPnP or NAT-PMP), and stop when the game is left. The invitation then gives the router&apos;s outside address.</source>
        <translation>Pour qu’un adversaire sur Internet puisse rejoindre la partie&#xa0;: la plupart des routeurs domestiques redirigent un port quand un programme le demande (UPnP ou NAT-PMP), et cessent quand on quitte la partie. L’invitation donne alors l’adresse extérieure du routeur.</translation>
    </message>
    <message>
        <source>Ask my router to &amp;forward the port (UPnP, NAT-PMP)</source>
        <translation>Demander à mon &amp;routeur de rediriger le port (UPnP, NAT-PMP)</translation>
    </message>
</context>
<context>
    <name>eylau::game::NewGameDialog</name>
    <message>
        <source>&amp;Weather and combat (22.0, optional)</source>
        <translation>&amp;Météo et combat (22.0, optionnel)</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <source>The computer — %1</source>
        <translation>L&apos;ordinateur — %1</translation>
    </message>
    <message>
        <source>Thinks about a quarter of a second per phase</source>
        <translation>Réfléchit environ un quart de seconde par phase</translation>
    </message>
    <message>
        <source>Thinks about a second per phase</source>
        <translation>Réfléchit environ une seconde par phase</translation>
    </message>
    <message>
        <source>Thinks up to five seconds per phase and looks further ahead</source>
        <translation>Réfléchit jusqu&apos;à cinq secondes par phase et voit plus loin</translation>
    </message>
    <message>
        <source>&amp;French played by:</source>
        <translation>&amp;Français joués par&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Allies played by:</source>
        <translation>&amp;Alliés joués par&#xa0;:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>French player&apos;s &amp;name:</source>
        <translation>&amp;Nom du joueur français&#xa0;:</translation>
    </message>
    <message>
        <source>Allied player&apos;s na&amp;me:</source>
        <translation>Nom du &amp;joueur allié&#xa0;:</translation>
    </message>
    <message>
        <source>After each combat a second die may turn a retreat into an elimination (5) or swap the side affected (6)</source>
        <translation>Après chaque combat, un second dé peut changer une retraite en élimination (5) ou inverser le camp touché (6)</translation>
    </message>
    <message>
        <source>&amp;Cavalry readiness (variant after La Bataille, not SPI&apos;s)</source>
        <translation>Fraîcheur de la &amp;cavalerie (variante d&apos;après La Bataille, non SPI)</translation>
    </message>
    <message>
        <source>Cavalry tires as it fights (a half, then a third of its strength), may fight at a third to keep its readiness, and recovers by resting a whole Game-Turn (CR.1-CR.6)</source>
        <translation>La cavalerie se fatigue en combattant (la moitié, puis le tiers de son potentiel), peut combattre au tiers pour garder sa fraîcheur, et récupère en se reposant un Tour de jeu entier (CR.1-CR.6)</translation>
    </message>
    <message>
        <source>Artillery &amp;limbering (variant after La Bataille, not SPI&apos;s)</source>
        <translation>Avant-trains de l&apos;a&amp;rtillerie (variante d&apos;après La Bataille, non SPI)</translation>
    </message>
    <message>
        <source>Guns roll a die to limber before they move, unlimber to bombard, and may only prolong one clear hex while unlimbered (AL.1-AL.5)</source>
        <translation>Les canons lancent un dé pour s&apos;atteler avant de se déplacer, se mettent en batterie pour bombarder, et ne peuvent avancer à la prolonge que d&apos;un hexagone clair quand ils sont en batterie (AL.1-AL.5)</translation>
    </message>
    <message>
        <source>The dice follow this number: the same seed and the same moves roll the same dice</source>
        <translation>Les dés suivent ce nombre&#xa0;: la même graine et les mêmes mouvements donnent les mêmes dés</translation>
    </message>
    <message>
        <source>Dice &amp;seed:</source>
        <translation>&amp;Graine des dés&#xa0;:</translation>
    </message>
    <message>
        <source>The French move first (3.0). Two people may share this screen, play against the computer, or watch it play both sides (Game &gt; Pause Computer stops it).</source>
        <translation>Les Français jouent les premiers (3.0). Deux personnes peuvent partager cet écran, jouer contre l&apos;ordinateur, ou le regarder jouer les deux camps (Partie &gt; Mettre l&apos;ordinateur en pause l&apos;arrête).</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>Canc&amp;el</source>
        <translation>Annu&amp;ler</translation>
    </message>
</context>
<context>
    <name>eylau::game::OddsReport</name>
    <message>
        <source> &lt;i&gt;(bombarding, 5.6)&lt;/i&gt;</source>
        <translation> &lt;i&gt;(bombarde, 5.6)&lt;/i&gt;</translation>
    </message>
    <message>
        <source> &amp;divide;%1 = %2 (readiness)</source>
        <translation> &amp;divide;%1 = %2 (fraîcheur)</translation>
    </message>
    <message>
        <source> + %1 fresh (21.1)</source>
        <translation> + %1 Force fraîche (21.1)</translation>
    </message>
    <message>
        <source> &amp;times;2 %1 (9.0)</source>
        <translation> &amp;times;2 %1 (9.0)</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;&lt;b&gt;Attack&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=4&gt;&lt;b&gt;Attaque&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=3&gt;Attack total&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=3&gt;Total de l&apos;attaque&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=4&gt;&lt;b&gt;Defence&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=4&gt;&lt;b&gt;Défense&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td colspan=3&gt;Defence total&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td colspan=3&gt;Total de la défense&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>%1 to %2: ratio %3 (6.2), column %4</source>
        <translation>%1 contre %2&#xa0;: rapport %3 (6.2), colonne %4</translation>
    </message>
    <message>
        <source>, lowered to %1 (6.2)</source>
        <translation>, abaissé à %1 (6.2)</translation>
    </message>
    <message>
        <source>, shifted %1 right (20.2)</source>
        <translation>, décalé de %1 vers la droite (20.2)</translation>
    </message>
    <message>
        <source>: resolved at %1</source>
        <translation>&#xa0;: résolu à %1</translation>
    </message>
    <message>
        <source>attacker eliminated</source>
        <translation>attaquant éliminé</translation>
    </message>
    <message>
        <source>attacker retreats</source>
        <translation>l&apos;attaquant retraite</translation>
    </message>
    <message>
        <source>defender retreats</source>
        <translation>le défenseur retraite</translation>
    </message>
    <message>
        <source>defender eliminated</source>
        <translation>défenseur éliminé</translation>
    </message>
    <message>
        <source>equal elimination</source>
        <translation>élimination égale</translation>
    </message>
    <message>
        <source>Chance of each result:</source>
        <translation>Probabilité de chaque résultat&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;small&gt;with the weather die (22.0)&lt;/small&gt;</source>
        <translation>&lt;small&gt;avec le dé de météo (22.0)&lt;/small&gt;</translation>
    </message>
</context>
<context>
    <name>eylau::game::PlayTestReload</name>
    <message>
        <source>Re&amp;load the Edited Scenario</source>
        <translation>Rec&amp;harger le scénario modifié</translation>
    </message>
    <message>
        <source>Read the scenario file again after an edit, and replay this game on it as far as it holds</source>
        <translation>Relire le fichier de scénario après une modification, et y rejouer cette partie aussi loin qu&apos;elle tient</translation>
    </message>
    <message>
        <source>The edited scenario cannot be played yet: %1</source>
        <translation>Le scénario modifié ne peut pas encore être joué&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game could not be kept for the reload: %1</source>
        <translation>La partie n&apos;a pas pu être conservée pour le rechargement&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game could not be started again on the edited scenario.</source>
        <translation>Le jeu n&apos;a pas pu être relancé sur le scénario modifié.</translation>
    </message>
</context>
<context>
    <name>eylau::game::ReinforcementPanel</name>
    <message>
        <source>%1 may enter now</source>
        <translation>À entrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Due later</source>
        <translation>Attendus plus tard</translation>
    </message>
    <message>
        <source>Held back (7.3)</source>
        <translation>Retenus (7.3)</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminées</translation>
    </message>
    <message>
        <source>area %1 (%2)</source>
        <translation>zone %1 (%2)</translation>
    </message>
    <message>
        <source>%1, Game-Turn %2, %3</source>
        <translation>%1, Tour de jeu %2, %3</translation>
    </message>
    <message>
        <source>area %1</source>
        <translation>zone %1</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>
Click, then click a highlighted entry hex on the map</source>
        <translation>
Cliquez, puis cliquez sur un hexagone d&apos;entrée en surbrillance sur la carte</translation>
    </message>
    <message>
        <source>Units off the map</source>
        <translation>Unités hors de la carte</translation>
    </message>
</context>
<context>
    <name>eylau::game::ReleaseDialog</name>
    <message>
        <source>Allied player: release a division (19.3)</source>
        <translation>Joueur allié&#xa0;: libérer une division (19.3)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Allied player&lt;/b&gt;: on Game-Turn 2, only Ostermann&apos;s units and those of &lt;i&gt;one&lt;/i&gt; other Russian division may move (19.3). Which division do you release?&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Joueur allié&lt;/b&gt;&#xa0;: au Tour de jeu 2, seules les unités d&apos;Ostermann et celles d&apos;&lt;i&gt;une&lt;/i&gt; autre division russe peuvent se déplacer (19.3). Quelle division libérez-vous&#xa0;?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Release</source>
        <translation>&amp;Libérer</translation>
    </message>
    <message>
        <source>Decide &amp;later</source>
        <translation>Décider plus &amp;tard</translation>
    </message>
    <message>
        <source>Divisions that may be released</source>
        <translation>Divisions qui peuvent être libérées</translation>
    </message>
    <message>
        <source>%1 (%2): %3, %4</source>
        <comment>division (id): units, strength points</comment>
        <translation>%1 (%2)&#xa0;: %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unité</numerusform>
            <numerusform>%n unités</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strength point(s)</source>
        <translation>
            <numerusform>%n point de potentiel</numerusform>
            <numerusform>%n points de potentiel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ReviewBar</name>
    <message>
        <source>Review</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>&lt;b&gt;Review&lt;/b&gt;</source>
        <translation>&lt;b&gt;Relecture&lt;/b&gt;</translation>
    </message>
    <message>
        <source>|◀ Opening</source>
        <translation>|◀ Début</translation>
    </message>
    <message>
        <source>The opening position (Alt+Home)</source>
        <translation>La position de départ (Alt+Origine)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Arrière</translation>
    </message>
    <message>
        <source>One step back (Alt+Left)</source>
        <translation>Un pas en arrière (Alt+Gauche)</translation>
    </message>
    <message>
        <source>a command</source>
        <translation>une commande</translation>
    </message>
    <message>
        <source>a phase</source>
        <translation>une phase</translation>
    </message>
    <message>
        <source>a Player-Turn</source>
        <translation>un Tour de joueur</translation>
    </message>
    <message>
        <source>a Game-Turn</source>
        <translation>un Tour de jeu</translation>
    </message>
    <message>
        <source>How far Back and Forward go</source>
        <translation>Jusqu&apos;où vont Arrière et Avant</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avant ▶</translation>
    </message>
    <message>
        <source>One step forward (Alt+Right)</source>
        <translation>Un pas en avant (Alt+Droite)</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fin ▶|</translation>
    </message>
    <message>
        <source>The last position of the record (Alt+End)</source>
        <translation>La dernière position de l&apos;enregistrement (Alt+Fin)</translation>
    </message>
    <message>
        <source>Every command of the game, from the opening to the end</source>
        <translation>Chaque commande de la partie, du début à la fin</translation>
    </message>
    <message>
        <source>&amp;Play On From Here</source>
        <translation>&amp;Continuer d&apos;ici</translation>
    </message>
    <message>
        <source>A new game from the position shown (the record reviewed is not changed)</source>
        <translation>Une nouvelle partie depuis la position montrée (la partie revue n&apos;est pas changée)</translation>
    </message>
    <message>
        <source>Close Review</source>
        <translation>Fermer la relecture</translation>
    </message>
    <message>
        <source>Back to the game in progress</source>
        <translation>Retour à la partie en cours</translation>
    </message>
    <message>
        <source>Game-Turn %1, %2 %3</source>
        <translation>Tour de jeu %1, %3 des %2</translation>
    </message>
    <message>
        <source> — before command %1 of %2: %3</source>
        <translation> — avant la commande %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Step by</source>
        <translation>Avancer par</translation>
    </message>
    <message>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message numerus="yes">
        <source> — the end of the record (%n command(s))</source>
        <translation>
            <numerusform> — la fin de l&apos;enregistrement (%n commande)</numerusform>
            <numerusform> — la fin de l&apos;enregistrement (%n commandes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
</context>
<context>
    <name>eylau::game::ReviewController</name>
    <message>
        <source>Re&amp;view This Game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <source>Step back and forth through the game so far, without changing it</source>
        <translation>Parcourir la partie jusqu&apos;ici, en avant et en arrière, sans la changer</translation>
    </message>
    <message>
        <source>&amp;Luck Report…</source>
        <translation>Rapport sur la &amp;chance…</translation>
    </message>
    <message>
        <source>Each attack&apos;s roll against what its column could expect, in Victory Points</source>
        <translation>Le jet de chaque attaque comparé à ce que sa colonne laissait attendre, en Points de victoire</translation>
    </message>
    <message>
        <source>Re&amp;view Saved Game…</source>
        <translation>Re&amp;voir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Step through a saved game of this battle; the game in progress is kept</source>
        <translation>Parcourir une partie enregistrée de cette bataille&#xa0;; la partie en cours est conservée</translation>
    </message>
    <message>
        <source>Review Saved Game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Eylau game records (*.eylau);;All files (*)</source>
        <translation>Parties d&apos;Eylau (*.eylau);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 is a game of another battle (%2); open it with File &gt; Open, or start Eylau on its scenario</source>
        <translation>%1 est une partie d&apos;une autre bataille (%2)&#xa0;; ouvrez-la avec Fichier &gt; Ouvrir, ou lancez Eylau sur son scénario</translation>
    </message>
    <message>
        <source>Cannot review %1: %2</source>
        <translation>Impossible de revoir %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing %1: %n command(s).</source>
        <translation>
            <numerusform>Relecture de %1&#xa0;: %n commande.</numerusform>
            <numerusform>Relecture de %1&#xa0;: %n commandes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game from the position reviewed (%n command(s)); the game reviewed is unchanged.</source>
        <translation>
            <numerusform>Nouvelle partie depuis la position revue (%n commande)&#xa0;; la partie revue est inchangée.</numerusform>
            <numerusform>Nouvelle partie depuis la position revue (%n commandes)&#xa0;; la partie revue est inchangée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Watching, live</source>
        <translation>Spectateur, en direct</translation>
    </message>
    <message numerus="yes">
        <source>Watching: %n command(s) behind the game (End ▶| follows it again)</source>
        <translation>
            <numerusform>Spectateur&#xa0;: %n commande de retard sur la partie (Fin ▶| la suit à nouveau)</numerusform>
            <numerusform>Spectateur&#xa0;: %n commandes de retard sur la partie (Fin ▶| la suit à nouveau)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::RulesPane</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Find a case or a word (such as 6.4 or retreat)</source>
        <translation>Chercher une règle ou un mot (par exemple 6.4 ou retreat)</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;%2&lt;/i&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;&lt;i&gt;%2&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The Rules Reference cannot be shown.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L&apos;aide-mémoire des règles ne peut être montré.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;In %1&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Dans %1&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&quot;background-color:#fff4d6&quot;&gt;&lt;b&gt;Our reading:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p style=&quot;background-color:#fff4d6&quot;&gt;&lt;b&gt;Notre lecture&#xa0;:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;See also:&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Voir aussi&#xa0;:&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;&lt;i&gt;A variant rule adapted from La Bataille, not one of SPI&apos;s rules; docs/rules-engine.md says how it departs from La Bataille.&lt;/i&gt;&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;&lt;i&gt;Une variante adaptée de La Bataille, non une règle de SPI&#xa0;; docs/rules-engine.md dit en quoi elle s&apos;écarte de La Bataille.&lt;/i&gt;&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;&lt;i&gt;A summary in our own words, not the rulebook&apos;s text.&lt;/i&gt;&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;&lt;i&gt;Un résumé dans nos propres mots (en anglais), non le texte des règles.&lt;/i&gt;&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Find a case</source>
        <translation>Trouver une règle</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Règle</translation>
    </message>
</context>
<context>
    <name>eylau::game::Seats</name>
    <message>
        <source>The record asks for a computer level &apos;%1&apos; for %2, which this program does not have; a person plays %2.</source>
        <translation>L&apos;enregistrement demande un niveau d&apos;ordinateur «&#xa0;%1&#xa0;» pour %2, que ce programme n&apos;a pas&#xa0;; une personne joue %2.</translation>
    </message>
    <message>
        <source>%1: the computer (%2)</source>
        <translation>%1&#xa0;: l&apos;ordinateur (%2)</translation>
    </message>
    <message>
        <source>%1: a person</source>
        <translation>%1&#xa0;: une personne</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
</context>
<context>
    <name>eylau::game::SeatsController</name>
    <message>
        <source>&amp;Watch Each Move</source>
        <translation>&amp;Voir chaque coup</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantané</translation>
    </message>
    <message>
        <source>&amp;Pause Computer</source>
        <translation>Mettre l&apos;ordinateur en &amp;pause</translation>
    </message>
    <message>
        <source>Stop the computer at once; while it is paused you may play its side by hand</source>
        <translation>Arrêter l&apos;ordinateur tout de suite&#xa0;; pendant la pause, vous pouvez jouer son camp à la main</translation>
    </message>
    <message>
        <source>The computer is paused: you may play its side by hand, or resume it.</source>
        <translation>L&apos;ordinateur est en pause&#xa0;: vous pouvez jouer son camp à la main, ou le relancer.</translation>
    </message>
    <message>
        <source>The computer plays on.</source>
        <translation>L&apos;ordinateur reprend le jeu.</translation>
    </message>
    <message>
        <source>&amp;French Played By</source>
        <translation>Les Fra&amp;nçais joués par</translation>
    </message>
    <message>
        <source>A&amp;llies Played By</source>
        <translation>Les All&amp;iés joués par</translation>
    </message>
    <message>
        <source>A &amp;Person</source>
        <translation>Une &amp;personne</translation>
    </message>
    <message>
        <source>The Computer — %1</source>
        <translation>L&apos;ordinateur — %1</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Rythme de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Computer (%1), %2</source>
        <translation>Ordinateur (%1), %2</translation>
    </message>
    <message>
        <source>The computer plays %1 now; wait for it, or pause it (Game &gt; Pause Computer) to play by hand.</source>
        <translation>L&apos;ordinateur joue %1 maintenant&#xa0;; attendez-le, ou mettez-le en pause (Partie &gt; Mettre l&apos;ordinateur en pause) pour jouer à la main.</translation>
    </message>
    <message>
        <source>The computer (%1) plays %2: its moves are marked on the map and written in the log. Game &gt; Pause Computer (Ctrl+.) stops it.</source>
        <translation>L&apos;ordinateur (%1) joue %2&#xa0;: ses mouvements sont marqués sur la carte et inscrits au journal. Partie &gt; Mettre l&apos;ordinateur en pause (Ctrl+.) l&apos;arrête.</translation>
    </message>
    <message>
        <source>Resume Com&amp;puter</source>
        <translation>Re&amp;prendre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Let the computer play its side again</source>
        <translation>Laisser l&apos;ordinateur rejouer son camp</translation>
    </message>
    <message>
        <source>Resume</source>
        <comment>the computer&apos;s button in the status bar</comment>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Pause</source>
        <comment>the computer&apos;s button in the status bar</comment>
        <translation>Pause</translation>
    </message>
</context>
<context>
    <name>eylau::game::ShortcutSettings</name>
    <message>
        <source>%1 is a key of the map (the hex cursor, or the zoom): choose another</source>
        <translation>%1 est une touche de la carte (le curseur d&apos;hexagone, ou le zoom)&#xa0;: choisissez-en une autre</translation>
    </message>
    <message>
        <source>%1 is already the key of “%2”: change that one first</source>
        <translation>%1 est déjà la touche de «&#xa0;%2&#xa0;»&#xa0;: changez d&apos;abord celle-là</translation>
    </message>
</context>
<context>
    <name>eylau::game::ShortcutToolTips</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>eylau::game::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Zoom in, zoom out, fit the map</source>
        <translation>Zoom avant, zoom arrière, ajuster la carte</translation>
    </message>
    <message>
        <source>+, -, 0</source>
        <translation>+, -, 0</translation>
    </message>
    <message>
        <source>Clear the selection</source>
        <translation>Effacer la sélection</translation>
    </message>
    <message>
        <source>Esc, or a right-click</source>
        <translation>Échap, ou un clic droit</translation>
    </message>
    <message>
        <source>Attack window</source>
        <translation>Fenêtre d&apos;attaque</translation>
    </message>
    <message>
        <source>Its section of the User Guide</source>
        <translation>Sa partie du Guide de l&apos;utilisateur</translation>
    </message>
    <message>
        <source>Any window</source>
        <translation>Toute fenêtre</translation>
    </message>
    <message>
        <source>Menus and buttons</source>
        <translation>Menus et boutons</translation>
    </message>
    <message>
        <source>Alt + the underlined letter</source>
        <translation>Alt + la lettre soulignée</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>&amp;No Key</source>
        <translation>&amp;Aucune touche</translation>
    </message>
    <message>
        <source>&amp;Default Keys</source>
        <translation>Touches par &amp;défaut</translation>
    </message>
    <message>
        <source>Reset &amp;All</source>
        <translation>Tout &amp;réinitialiser</translation>
    </message>
    <message>
        <source>&amp;Keys of the action selected:</source>
        <translation>&amp;Touches de l&apos;action sélectionnée&#xa0;:</translation>
    </message>
    <message>
        <source>Press the new key (or keys, such as Ctrl+K, Ctrl+L) for the action selected</source>
        <translation>Appuyez sur la nouvelle touche (ou les touches, comme Ctrl+K, Ctrl+L) de l&apos;action sélectionnée</translation>
    </message>
    <message>
        <source>The action selected gets no key</source>
        <translation>L&apos;action sélectionnée n&apos;a plus de touche</translation>
    </message>
    <message>
        <source>The action selected gets its own keys again</source>
        <translation>L&apos;action sélectionnée retrouve ses propres touches</translation>
    </message>
    <message>
        <source>Every action gets its own keys again</source>
        <translation>Chaque action retrouve ses propres touches</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>“%1” has no key now.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a plus de touche.</translation>
    </message>
    <message>
        <source>“%1” has its own keys again.</source>
        <translation>«&#xa0;%1&#xa0;» a retrouvé ses propres touches.</translation>
    </message>
    <message>
        <source>Every action has its own keys again.</source>
        <translation>Chaque action a retrouvé ses propres touches.</translation>
    </message>
    <message>
        <source>Move the hex cursor</source>
        <translation>Déplacer le curseur d&apos;hexagone</translation>
    </message>
    <message>
        <source>Left, Right (the next column), Up, Down</source>
        <translation>Gauche, Droite (la colonne suivante), Haut, Bas</translation>
    </message>
    <message>
        <source>Click the hex at the cursor: select, move, draw up an attack</source>
        <translation>Cliquer l&apos;hexagone sous le curseur&#xa0;: sélectionner, déplacer, préparer une attaque</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Shift+click the hex at the cursor: pause on a friendly unit (4.4)</source>
        <translation>Maj+clic sur l&apos;hexagone sous le curseur&#xa0;: faire halte sur une unité amie (4.4)</translation>
    </message>
    <message>
        <source>Shift+Enter</source>
        <translation>Maj+Entrée</translation>
    </message>
    <message>
        <source>The next (previous) unit that may move, or must attack or be attacked</source>
        <translation>L&apos;unité suivante (précédente) qui peut se déplacer, ou qui doit attaquer ou être attaquée</translation>
    </message>
    <message>
        <source>Tab (Shift+Tab)</source>
        <translation>Tab (Maj+Tab)</translation>
    </message>
    <message>
        <source>The cursor to the selected unit</source>
        <translation>Le curseur sur l&apos;unité sélectionnée</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Changed from the program&apos;s keys</source>
        <translation>Différent des touches du programme</translation>
    </message>
    <message>
        <source>&amp;Keys of “%1”:</source>
        <translation>&amp;Touches de «&#xa0;%1&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>“%1”: %2 from now on.</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2 désormais.</translation>
    </message>
    <message>
        <source>Actions and their keys</source>
        <translation>Actions et leurs touches</translation>
    </message>
    <message>
        <source>Keys of the action selected</source>
        <translation>Touches de l&apos;action choisie</translation>
    </message>
</context>
<context>
    <name>eylau::game::StatusLine</name>
    <message>
        <source>Point at a hex to see its terrain and units.</source>
        <translation>Pointez un hexagone pour voir son terrain et ses unités.</translation>
    </message>
    <message>
        <source>Zoom %1%</source>
        <translation>Zoom %1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>eylau::game::TakebackController</name>
    <message>
        <source>Ask to Take &amp;Back Moves Since the Last Roll</source>
        <translation>Demander à reprendre les mouvemen&amp;ts depuis le dernier jet</translation>
    </message>
    <message>
        <source>Ask your opponent to take back all your moves since the last die roll; he accepts or declines</source>
        <translation>Demander à votre adversaire de reprendre tous vos mouvements depuis le dernier jet de dé&#xa0;; il accepte ou refuse</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cannot ask to take back: %1</source>
        <translation>Impossible de demander la reprise&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>You asked %1 to take back %n move(s) (%2); waiting for the answer.</source>
        <translation>
            <numerusform>Vous avez demandé à %1 de reprendre %n mouvement (%2)&#xa0;; en attente de la réponse.</numerusform>
            <numerusform>Vous avez demandé à %1 de reprendre %n mouvements (%2)&#xa0;; en attente de la réponse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 agreed: %n move(s) of yours taken back.</source>
        <translation>
            <numerusform>%1 a accepté&#xa0;: %n de vos mouvements est repris.</numerusform>
            <numerusform>%1 a accepté&#xa0;: %n de vos mouvements sont repris.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You agreed: %n move(s) of %1 taken back.</source>
        <translation>
            <numerusform>Vous avez accepté&#xa0;: %n mouvement de %1 est repris.</numerusform>
            <numerusform>Vous avez accepté&#xa0;: %n mouvements de %1 sont repris.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 declined: your %n move(s) stand.</source>
        <translation>
            <numerusform>%1 a refusé&#xa0;: votre mouvement (%n) reste joué.</numerusform>
            <numerusform>%1 a refusé&#xa0;: vos %n mouvements restent joués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You declined: the %n move(s) of %1 stand.</source>
        <translation>
            <numerusform>Vous avez refusé&#xa0;: le mouvement de %1 (%n) reste joué.</numerusform>
            <numerusform>Vous avez refusé&#xa0;: les %n mouvements de %1 restent joués.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The connection was lost before the question to take back %n move(s) was answered: nothing was taken back. Ask again once the programs agree.</source>
        <translation>
            <numerusform>La connexion a été perdue avant la réponse à la demande de reprendre %n mouvement&#xa0;: rien n&apos;a été repris. Redemandez quand les programmes seront d&apos;accord.</numerusform>
            <numerusform>La connexion a été perdue avant la réponse à la demande de reprendre %n mouvements&#xa0;: rien n&apos;a été repris. Redemandez quand les programmes seront d&apos;accord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take Back Moves?</source>
        <translation>Reprendre des mouvements&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1 asks to take back %n move(s) since the last die roll: %2.</source>
        <translation>
            <numerusform>%1 demande à reprendre %n mouvement depuis le dernier jet de dé&#xa0;: %2.</numerusform>
            <numerusform>%1 demande à reprendre %n mouvements depuis le dernier jet de dé&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Accept, and both programs take the moves back; decline, and they stand. Rolls of the die are never taken back.</source>
        <translation>Acceptez, et les deux programmes reprennent les mouvements&#xa0;; refusez, et ils restent joués. Un jet de dé ne se reprend jamais.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Cannot answer: %1</source>
        <translation>Impossible de répondre&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 asks to take back %n move(s): accept or decline in the box shown.</source>
        <translation>
            <numerusform>%1 demande à reprendre %n mouvement&#xa0;: acceptez ou refusez dans la fenêtre affichée.</numerusform>
            <numerusform>%1 demande à reprendre %n mouvements&#xa0;: acceptez ou refusez dans la fenêtre affichée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game shown was made again from the network game&apos;s record.</source>
        <translation>La partie affichée a été refaite d&apos;après l&apos;enregistrement de la partie en réseau.</translation>
    </message>
    <message>
        <source>Waiting for your opponent&apos;s answer: you asked him to take back moves.</source>
        <translation>En attente de la réponse de votre adversaire&#xa0;: vous lui avez demandé de reprendre des mouvements.</translation>
    </message>
    <message>
        <source>%1 asks to take back moves: accept or decline.</source>
        <translation>%1 demande à reprendre des mouvements&#xa0;: acceptez ou refusez.</translation>
    </message>
</context>
<context>
    <name>eylau::game::ThreatMarks</name>
    <message>
        <source>The enemy can reach this hex in its next Movement Phase</source>
        <translation>L&apos;ennemi peut atteindre cet hexagone lors de sa prochaine Phase de mouvement</translation>
    </message>
    <message>
        <source>The enemy could attack %1 at %2 next turn with %3</source>
        <translation>L&apos;ennemi pourrait attaquer %1 à %2 au prochain tour avec %3</translation>
    </message>
    <message>
        <source>no unit next to it</source>
        <translation>aucune unité adjacente</translation>
    </message>
    <message>
        <source>Bombardment by %1</source>
        <translation>Bombardement par %1</translation>
    </message>
    <message>
        <source>Attack %1 against defence %2</source>
        <translation>Attaque %1 contre défense %2</translation>
    </message>
</context>
<context>
    <name>eylau::game::TurnBar</name>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>%1 &amp;#9790; &lt;b&gt;night&lt;/b&gt; (8.0)</source>
        <translation>%1 &amp;#9790; &lt;b&gt;nuit&lt;/b&gt; (8.0)</translation>
    </message>
    <message>
        <source>Night Game-Turn: no Combat Phase, and no move into an enemy Zone of Control (8.1, 8.2)</source>
        <translation>Tour de jeu de nuit&#xa0;: pas de Phase de combat, et aucun mouvement dans une Zone de contrôle ennemie (8.1, 8.2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game over&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partie terminée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>End Movement (no combat at night)</source>
        <translation>Finir le mouvement (pas de combat de nuit)</translation>
    </message>
    <message>
        <source>End Movement Phase</source>
        <translation>Finir le mouvement</translation>
    </message>
    <message>
        <source>End Combat Phase</source>
        <translation>Finir le combat</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Consignes</translation>
    </message>
</context>
<context>
    <name>eylau::game::TurnController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;End Phase</source>
        <translation>&amp;Finir la phase</translation>
    </message>
    <message>
        <source>End the current phase (3.0); the program says why not, and shows where, when a rule forbids it</source>
        <translation>Finir la phase en cours (3.0)&#xa0;; quand une règle l&apos;interdit, le programme dit pourquoi et montre où</translation>
    </message>
    <message>
        <source>&amp;Release a Russian Division…</source>
        <translation>&amp;Libérer une division russe…</translation>
    </message>
    <message>
        <source>Release a division (19.3)</source>
        <translation>Libérer une division (19.3)</translation>
    </message>
    <message>
        <source>%1 %2 ended.</source>
        <translation>%2 des %1 terminée.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Impossible d&apos;annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>Mouvement repris.</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Impossible de rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Move made again.</source>
        <translation>Mouvement refait.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>Take back the last move (4.0)</source>
        <translation>Reprendre le dernier mouvement (4.0)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>Cannot release a division now: %1</source>
        <translation>Impossible de libérer une division maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Release a division (19.3): choose which, in the dialog</source>
        <translation>Libérer une division (19.3)&#xa0;: choisissez laquelle dans la boîte de dialogue</translation>
    </message>
    <message>
        <source>Ask to &amp;Undo %1</source>
        <translation>Demander d&apos;&amp;annuler %1</translation>
    </message>
    <message>
        <source>Ask your opponent to take this move back; he accepts or declines</source>
        <translation>Demander à votre adversaire de reprendre ce mouvement&#xa0;; il accepte ou refuse</translation>
    </message>
</context>
<context>
    <name>eylau::game::TurnFileController</name>
    <message>
        <source>Eylau turn files (*.eylau-turn);;All files (*)</source>
        <translation>Fichiers de tour d&apos;Eylau (*.eylau-turn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Send &amp;Turn…</source>
        <translation>Envoyer le &amp;tour…</translation>
    </message>
    <message>
        <source>Write the game so far to a turn file, to send to your opponent (play by e-mail)</source>
        <translation>Écrire la partie jusqu&apos;ici dans un fichier de tour, à envoyer à votre adversaire (jeu par courriel)</translation>
    </message>
    <message>
        <source>Open T&amp;urn…</source>
        <translation>Ouvrir un to&amp;ur…</translation>
    </message>
    <message>
        <source>Open the turn file your opponent sent: it is checked against this game, and his new commands are shown in review</source>
        <translation>Ouvrir le fichier de tour envoyé par votre adversaire&#xa0;: il est vérifié par rapport à cette partie, et ses nouvelles commandes sont montrées en relecture</translation>
    </message>
    <message>
        <source>In a network game the opponent sees every command as it is given: turn files are for play by e-mail.</source>
        <translation>Dans une partie en réseau, l&apos;adversaire voit chaque commande dès qu&apos;elle est donnée&#xa0;: les fichiers de tour servent au jeu par courriel.</translation>
    </message>
    <message>
        <source>Send Turn</source>
        <translation>Envoyer le tour</translation>
    </message>
    <message>
        <source>Which side do you play?</source>
        <translation>Quel camp jouez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>The turn file was not written: %1</source>
        <translation>Le fichier de tour n&apos;a pas été écrit&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 for %2 (%n command(s)), signed by your key %3: send it to your opponent.</source>
        <translation>
            <numerusform>%1 écrit pour %2 (%n commande), signé par votre clé %3&#xa0;: envoyez-le à votre adversaire.</numerusform>
            <numerusform>%1 écrit pour %2 (%n commandes), signé par votre clé %3&#xa0;: envoyez-le à votre adversaire.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your signing key was made now, in %1.</source>
        <translation>Votre clé de signature vient d&apos;être créée, dans %1.</translation>
    </message>
    <message>
        <source>Open Turn</source>
        <translation>Ouvrir un tour</translation>
    </message>
    <message>
        <source>%1 could not be read as a turn file.</source>
        <translation>%1 n&apos;a pas pu être lu comme fichier de tour.</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 n&apos;a pas été ouvert&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 was not opened, and the game in progress is unchanged: %n problem(s).</source>
        <translation>
            <numerusform>%1 n&apos;a pas été ouvert, et la partie en cours est inchangée&#xa0;: %n problème.</numerusform>
            <numerusform>%1 n&apos;a pas été ouvert, et la partie en cours est inchangée&#xa0;: %n problèmes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Signed by the key %1, kept from now on for %2 in this game: compare it with your opponent by telephone or in person; if his differs, someone else wrote the file.</source>
        <translation>Signé par la clé %1, gardée désormais pour %2 dans cette partie&#xa0;: comparez-la avec votre adversaire par téléphone ou de vive voix&#xa0;; si la sienne diffère, quelqu&apos;un d&apos;autre a écrit le fichier.</translation>
    </message>
    <message>
        <source>Signed by your opponent&apos;s key %1.</source>
        <translation>Signé par la clé de votre adversaire %1.</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 from %2: %n new command(s), shown in review from the first. Close the review to play your turn as %3; then File &gt; Send Turn.</source>
        <translation>
            <numerusform>%1 ouvert, envoyé par %2&#xa0;: %n nouvelle commande, montrée en relecture depuis la première. Fermez la relecture pour jouer votre tour avec %3&#xa0;; puis Fichier &gt; Envoyer le tour.</numerusform>
            <numerusform>%1 ouvert, envoyé par %2&#xa0;: %n nouvelles commandes, montrées en relecture depuis la première. Fermez la relecture pour jouer votre tour avec %3&#xa0;; puis Fichier &gt; Envoyer le tour.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is the first signed file from %1 in this game: their key is kept with the game, and every later file of theirs must be signed by it.</source>
        <translation>C&apos;est le premier fichier signé par %1 dans cette partie&#xa0;: leur clé est gardée avec la partie, et chacun de leurs fichiers suivants devra être signé par elle.</translation>
    </message>
    <message>
        <source>Its fingerprint: %1

Read it to your opponent by telephone or in person, not by the e-mail that brought the file: if his program shows another, someone else wrote the file.</source>
        <translation>Son empreinte&#xa0;: %1

Lisez-la à votre adversaire par téléphone ou de vive voix, pas par le courriel qui a apporté le fichier&#xa0;: si son programme en montre une autre, quelqu&apos;un d&apos;autre a écrit le fichier.</translation>
    </message>
</context>
<context>
    <name>eylau::game::TutorialPanel</name>
    <message>
        <source>Select a unit (4.0)</source>
        <translation>Sélectionner une unité (4.0)</translation>
    </message>
    <message>
        <source>You command the French advance guard, west of the village of Grünau; the computer plays the Allied rearguard. It is your Movement Phase of Game-Turn 1. &lt;b&gt;Click one of your units&lt;/b&gt;, such as Av.1 in hex 0304 (its tooltip gives its strength and Movement Allowance, 2.5, 2.6).</source>
        <translation>Vous commandez l&apos;avant-garde française, à l&apos;ouest du village de Grünau&#xa0;; l&apos;ordinateur joue l&apos;arrière-garde alliée. C&apos;est votre Phase de mouvement du Tour de jeu 1. &lt;b&gt;Cliquez sur une de vos unités&lt;/b&gt;, par exemple Av.1 dans l&apos;hexagone 0304 (son infobulle donne son potentiel et son Potentiel de mouvement, 2.5, 2.6).</translation>
    </message>
    <message>
        <source>See where it can go, and move (4.1, 4.2)</source>
        <translation>Voir où elle peut aller, et se déplacer (4.1, 4.2)</translation>
    </message>
    <message>
        <source>Stop in a Zone of Control (4.5)</source>
        <translation>S&apos;arrêter dans une Zone de contrôle (4.5)</translation>
    </message>
    <message>
        <source>The six hexes around an enemy unit are its Zone of Control. A unit entering one must stop (4.5), and in the Combat Phase it must attack (5.1). &lt;b&gt;Move a unit next to an Allied unit&lt;/b&gt;, such as those holding Grünau in 0804 and 0805.</source>
        <translation>Les six hexagones autour d&apos;une unité ennemie forment sa Zone de contrôle. Une unité qui y entre doit s&apos;arrêter (4.5), et en Phase de combat elle doit attaquer (5.1). &lt;b&gt;Amenez une unité à côté d&apos;une unité alliée&lt;/b&gt;, par exemple celles qui tiennent Grünau en 0804 et 0805.</translation>
    </message>
    <message>
        <source>End the Movement Phase (3.0)</source>
        <translation>Finir la Phase de mouvement (3.0)</translation>
    </message>
    <message>
        <source>When your units stand where you want them, &lt;b&gt;press End Movement Phase&lt;/b&gt; (Ctrl+E). If a rule forbids it, the turn bar says which (click its case to read it) and the map marks where.</source>
        <translation>Quand vos unités sont là où vous les voulez, &lt;b&gt;appuyez sur Finir le mouvement&lt;/b&gt; (Ctrl+E). Si une règle l&apos;interdit, la barre de tour dit laquelle (cliquez sur son numéro pour la lire) et la carte marque où.</translation>
    </message>
    <message>
        <source>Draw up an attack and read the odds (5.0, 6.2)</source>
        <translation>Préparer une attaque et lire le rapport de forces (5.0, 6.2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Click an enemy unit next to yours.&lt;/b&gt; The attack window lists the units that must attack it or may join (5.3, 5.4), adds up the strengths, doubles a defender in a town or fort (9.0), and finds the column of the Combat Results Table (6.2). The Charts tab highlights that column and shows the chance of each result. Try adding a unit, or lowering the odds.</source>
        <translation>&lt;b&gt;Cliquez sur une unité ennemie à côté des vôtres.&lt;/b&gt; La fenêtre d&apos;attaque liste les unités qui doivent l&apos;attaquer ou peuvent se joindre (5.3, 5.4), additionne les potentiels, double un défenseur dans un village ou un fort (9.0), et trouve la colonne de la Table des résultats des combats (6.2). L&apos;onglet Tables met cette colonne en évidence et montre la probabilité de chaque résultat. Essayez d&apos;ajouter une unité, ou d&apos;abaisser le rapport de forces.</translation>
    </message>
    <message>
        <source>Roll the die: the result (6.3)</source>
        <translation>Lancer le dé&#xa0;: le résultat (6.3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Press Resolve.&lt;/b&gt; The die is rolled and the table gives the result: Ae or Ar, the attackers are eliminated or retreat; De or Dr, the defenders; Ee, an exchange (6.3). The log keeps every roll with its case.</source>
        <translation>&lt;b&gt;Appuyez sur Résoudre.&lt;/b&gt; Le dé est lancé et la table donne le résultat&#xa0;: Ae ou Ar, les attaquants sont éliminés ou retraitent&#xa0;; De ou Dr, les défenseurs&#xa0;; Ee, un échange (6.3). Le journal garde chaque jet avec sa règle.</translation>
    </message>
    <message>
        <source>Retreat (6.4)</source>
        <translation>Retraite (6.4)</translation>
    </message>
    <message>
        <source>After Ar you retreat your attackers, after Dr the defender retreats: one hex, into a safe hex, not into an enemy Zone of Control (6.4). &lt;b&gt;Click a shaded hex&lt;/b&gt; for each of your units. When an attack calls for no retreat, this step waits for one that does, or is passed when it ends.</source>
        <translation>Après Ar vous faites retraiter vos attaquants, après Dr le défenseur retraite&#xa0;: d&apos;un hexagone, dans un hexagone sûr, pas dans une Zone de contrôle ennemie (6.4). &lt;b&gt;Cliquez sur un hexagone ombré&lt;/b&gt; pour chacune de vos unités. Quand une attaque n&apos;impose aucune retraite, cette étape attend une attaque qui en impose, ou est passée quand elle se termine.</translation>
    </message>
    <message>
        <source>Advance after combat (6.6)</source>
        <translation>Avance après combat (6.6)</translation>
    </message>
    <message>
        <source>When the defender&apos;s hex is left empty, one victorious unit may move into it (6.6). &lt;b&gt;Click the empty hex to advance, or choose not to&lt;/b&gt; in the attack window.</source>
        <translation>Quand l&apos;hexagone du défenseur est laissé vide, une unité victorieuse peut y entrer (6.6). &lt;b&gt;Cliquez sur l&apos;hexagone vide pour avancer, ou choisissez de ne pas le faire&lt;/b&gt; dans la fenêtre d&apos;attaque.</translation>
    </message>
    <message>
        <source>Bring on a reinforcement (7.0, 7.1)</source>
        <translation>Faire entrer un renfort (7.0, 7.1)</translation>
    </message>
    <message>
        <source>Reinforcements arrive on the Game-Turn of the schedule at their entry area (7.0): Cav.2 reaches the west road (A, hex 0105) on Game-Turn 2. End your Combat Phase and let the computer play the Allied Player-Turn; then &lt;b&gt;pick Cav.2 in the Off the Map panel and click its entry hex&lt;/b&gt; (7.1). An entry may be held back for a later turn (7.3).</source>
        <translation>Les renforts arrivent au Tour de jeu prévu dans leur zone d&apos;entrée (7.0)&#xa0;: Cav.2 atteint la route de l&apos;ouest (A, hexagone 0105) au Tour de jeu 2. Finissez votre Phase de combat et laissez l&apos;ordinateur jouer le Tour du joueur allié&#xa0;; puis &lt;b&gt;choisissez Cav.2 dans le panneau Hors carte et cliquez sur son hexagone d&apos;entrée&lt;/b&gt; (7.1). Une entrée peut être retardée à un tour ultérieur (7.3).</translation>
    </message>
    <message>
        <source>Night (8.0)</source>
        <translation>Nuit (8.0)</translation>
    </message>
    <message>
        <source>Game-Turn 5, at dusk, is a night turn (8.0): units may not enter an enemy Zone of Control (8.1) and there is no combat (8.2). &lt;b&gt;Play on to Game-Turn 5.&lt;/b&gt; The Victory panel says who is winning.</source>
        <translation>Le Tour de jeu 5, au crépuscule, est un tour de nuit (8.0)&#xa0;: les unités ne peuvent entrer dans une Zone de contrôle ennemie (8.1) et il n&apos;y a pas de combat (8.2). &lt;b&gt;Jouez jusqu&apos;au Tour de jeu 5.&lt;/b&gt; Le panneau Victoire dit qui gagne.</translation>
    </message>
    <message>
        <source>&amp;Skip This Step</source>
        <translation>&amp;Passer cette étape</translation>
    </message>
    <message>
        <source>Pass over this step and go on to the next</source>
        <translation>Sauter cette étape et passer à la suivante</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;The tutorial is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Le didacticiel est terminé.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You have played every part of a Game-Turn. Play the battle to its end, or start Eylau itself from File &gt; New Game on Scenario. The Rules Reference (Ctrl+R) has every case.</source>
        <translation>Vous avez joué chaque partie d&apos;un Tour de jeu. Jouez la bataille jusqu&apos;au bout, ou lancez Eylau lui-même par Fichier &gt; Nouvelle partie sur un scénario. L&apos;Aide-mémoire des règles (Ctrl+R) a chaque règle.</translation>
    </message>
    <message>
        <source>Passed over</source>
        <translation>Passée</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>The shaded hexes are the ones it can reach this phase; each shows the Movement Points it costs to get there. Woods cost more, the road less: the Charts tab has the Terrain Effects Chart (9.0). Point at a hex outside the shading and the status bar says why not. &lt;b&gt;Click a shaded hex&lt;/b&gt; (or drag the counter) to move. Ctrl+Z takes a move back.</source>
        <translation>Les hexagones ombrés sont ceux qu&apos;elle peut atteindre pendant cette phase&#xa0;; chacun montre les Points de mouvement qu&apos;il lui en coûte pour y aller. Les bois coûtent plus, la route moins&#xa0;: l&apos;onglet Tables a la Table des effets du terrain (9.0). Pointez un hexagone hors de l&apos;ombre et la barre d&apos;état dit pourquoi. &lt;b&gt;Cliquez sur un hexagone ombré&lt;/b&gt; (ou faites glisser le pion) pour vous déplacer. Ctrl+Z reprend un mouvement.</translation>
    </message>
</context>
<context>
    <name>eylau::game::VictoryPanel</name>
    <message>
        <source>%1, %2 ahead by %3</source>
        <translation>%1, les %2 mènent de %3</translation>
    </message>
    <message>
        <source>nobody controls it yet (23.4)</source>
        <translation>non contrôlé (23.4)</translation>
    </message>
    <message>
        <source>%1 control</source>
        <translation>contrôlé par les %1</translation>
    </message>
    <message>
        <source>The Guard infantry has attacked (23.3).</source>
        <translation>L&apos;infanterie de la Garde a attaqué (23.3).</translation>
    </message>
    <message>
        <source>The Guard infantry has not attacked (23.3).</source>
        <translation>L&apos;infanterie de la Garde n&apos;a pas attaqué (23.3).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>side, level of victory</comment>
        <translation>%2 des %1</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Victory Points&lt;/td&gt;&lt;td align=center&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td align=center&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;Points de victoire&lt;/td&gt;&lt;td align=center&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/td&gt;&lt;td align=center&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;Enemy strength eliminated (23.1)&lt;/td&gt;&lt;td align=center&gt;%1&lt;/td&gt;&lt;td align=center&gt;%2&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;Potentiel ennemi éliminé (23.1)&lt;/td&gt;&lt;td align=center&gt;%1&lt;/td&gt;&lt;td align=center&gt;%2&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source> (superiority %1, 23.5)</source>
        <translation> (supériorité %1, 23.5)</translation>
    </message>
    <message>
        <source>%1 %2 (%3 VP): %4&lt;br&gt;</source>
        <translation>%1 %2 (%3 PV)&#xa0;: %4&lt;br&gt;</translation>
    </message>
</context>
<context>
    <name>eylau::game::ViewController</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;juster à la fenêtre</translation>
    </message>
    <message>
        <source>Show &amp;Last Turn</source>
        <translation>Montrer le &amp;dernier tour</translation>
    </message>
    <message>
        <source>Keep the other side&apos;s last moves, attacks and losses marked until you act</source>
        <translation>Garder marqués les derniers mouvements, attaques et pertes de l&apos;autre camp jusqu&apos;à ce que vous agissiez</translation>
    </message>
    <message>
        <source>&amp;Replay Last Turn</source>
        <translation>R&amp;ejouer le dernier tour</translation>
    </message>
    <message>
        <source>Draw the other side&apos;s last turn again, one command at a time</source>
        <translation>Redessiner le dernier tour de l&apos;autre camp, une commande à la fois</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>C&amp;ontraste élevé</translation>
    </message>
    <message>
        <source>Draw the map with stronger outlines and colours, darker counter text and paler terrain, and the windows in black on white</source>
        <translation>Dessiner la carte avec des contours et des couleurs plus forts, un texte des pions plus sombre et un terrain plus pâle, et les fenêtres en noir sur blanc</translation>
    </message>
    <message>
        <source>Enemy &amp;Threats</source>
        <translation>&amp;Menaces ennemies</translation>
    </message>
    <message>
        <source>Shade the hexes the enemy can reach next turn and mark the best odds it could attack each of your units at</source>
        <translation>Ombrer les hexagones que l&apos;ennemi peut atteindre au prochain tour et marquer le meilleur rapport de forces auquel il pourrait attaquer chacune de vos unités</translation>
    </message>
</context>
<context>
    <name>eylau::game::WatchController</name>
    <message>
        <source>Invite &amp;Spectators…</source>
        <translation>Inviter &amp;des spectateurs…</translation>
    </message>
    <message>
        <source>Give an invitation to watch the network game you host: spectators follow it and can never play</source>
        <translation>Donner une invitation à regarder la partie en réseau que vous hébergez&#xa0;: les spectateurs la suivent et ne peuvent jamais jouer</translation>
    </message>
    <message>
        <source>Invite Spectators</source>
        <translation>Inviter des spectateurs</translation>
    </message>
    <message>
        <source>W&amp;atch a Game…</source>
        <translation>R&amp;egarder une partie…</translation>
    </message>
    <message>
        <source>Follow a network game others play, from an invitation to watch</source>
        <translation>Suivre une partie en réseau jouée par d&apos;autres, à partir d&apos;une invitation à regarder</translation>
    </message>
    <message>
        <source>Stop Wa&amp;tching</source>
        <translation>Cesser d&amp;e regarder</translation>
    </message>
    <message>
        <source>Stop following the game watched; it stays open as a game of its own</source>
        <translation>Cesser de suivre la partie regardée&#xa0;; elle reste ouverte comme une partie à part entière</translation>
    </message>
    <message>
        <source>You stopped watching; the game watched stays open as a game of its own.</source>
        <translation>Vous avez cessé de regarder&#xa0;; la partie regardée reste ouverte comme une partie à part entière.</translation>
    </message>
    <message>
        <source>Spectators watch a network game hosted from this program: host one first (Game &gt; Host Network Game...), then invite them.</source>
        <translation>Les spectateurs regardent une partie en réseau hébergée par ce programme&#xa0;: hébergez-en une d&apos;abord (Partie &gt; Héberger une partie en réseau...), puis invitez-les.</translation>
    </message>
    <message>
        <source>Spectators cannot be invited: %1</source>
        <translation>Impossible d&apos;inviter des spectateurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>Watch a Game</source>
        <translation>Regarder une partie</translation>
    </message>
    <message>
        <source>A network game is played on the Eylau scenario: start Eylau on its own scenario (without a scenario file) to watch one.</source>
        <translation>Une partie en réseau se joue sur le scénario d&apos;Eylau&#xa0;: lancez Eylau sur son propre scénario (sans fichier de scénario) pour en regarder une.</translation>
    </message>
    <message>
        <source>The invitation cannot be read: %1</source>
        <translation>L&apos;invitation est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>This is a player&apos;s invitation, which lets its holder play, not watch: ask the host for an invitation to watch (it ends in ?watch).</source>
        <translation>C&apos;est l&apos;invitation d&apos;un joueur, qui permet à son détenteur de jouer, pas de regarder&#xa0;: demandez à l&apos;hôte une invitation à regarder (elle se termine par ?watch).</translation>
    </message>
    <message>
        <source>The game in progress was kept; nothing is watched.</source>
        <translation>La partie en cours a été conservée&#xa0;; rien n&apos;est regardé.</translation>
    </message>
    <message>
        <source>The game cannot be watched: %1</source>
        <translation>Impossible de regarder la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Watching the game at %1, port %2: waiting for the host&apos;s record.</source>
        <translation>Spectateur de la partie sur %1, port %2&#xa0;: en attente de la feuille de partie de l&apos;hôte.</translation>
    </message>
    <message>
        <source>the game watched</source>
        <translation>la partie regardée</translation>
    </message>
    <message>
        <source>The game watched could not be shown: %1</source>
        <translation>La partie regardée n&apos;a pas pu être affichée&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Following the game live: %n command(s) so far.</source>
        <translation>
            <numerusform>La partie est suivie en direct&#xa0;: %n commande jusqu&apos;ici.</numerusform>
            <numerusform>La partie est suivie en direct&#xa0;: %n commandes jusqu&apos;ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>The host&apos;s record was taken again: %1.</source>
        <translation>La feuille de partie de l&apos;hôte a été reprise&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Refused a message from the host&apos;s program: %1</source>
        <translation>Message du programme de l&apos;hôte refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game can no longer be followed: %1. What was shown stays open.</source>
        <translation>La partie ne peut plus être suivie&#xa0;: %1. Ce qui a été montré reste ouvert.</translation>
    </message>
    <message>
        <source>Watching: connecting to %1</source>
        <translation>Spectateur&#xa0;: connexion à %1</translation>
    </message>
    <message>
        <source>Watching the game at %1, live</source>
        <translation>Spectateur de la partie sur %1, en direct</translation>
    </message>
    <message>
        <source>Watching: the link was lost; trying %1 again</source>
        <translation>Spectateur&#xa0;: liaison perdue&#xa0;; nouvel essai vers %1</translation>
    </message>
    <message>
        <source>Watching: the game can no longer be followed</source>
        <translation>Spectateur&#xa0;: la partie ne peut plus être suivie</translation>
    </message>
    <message>
        <source>Watching: refused by the host (the Network panel says why)</source>
        <translation>Spectateur&#xa0;: refusé par l&apos;hôte (le panneau Réseau dit pourquoi)</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
</context>
<context>
    <name>eylau::game::WatchDialog</name>
    <message>
        <source>Watch a Game</source>
        <translation>Regarder une partie</translation>
    </message>
    <message>
        <source>Paste the invitation to watch that the host gave you (it ends in ?watch). The game opens as in review and follows each move as the players agree on it; nothing can be played from this window.</source>
        <translation>Collez l&apos;invitation à regarder que l&apos;hôte vous a donnée (elle se termine par ?watch). La partie s&apos;ouvre comme en relecture et suit chaque coup dès que les joueurs l&apos;ont convenu&#xa0;; rien ne peut être joué depuis cette fenêtre.</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>&amp;Invitation&#xa0;:</translation>
    </message>
    <message>
        <source>Shown to both players, beside your address</source>
        <translation>Montré aux deux joueurs, à côté de votre adresse</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Regarder</translation>
    </message>
    <message>
        <source>This is a player&apos;s invitation (it lets its holder play, not watch): ask the host for an invitation to watch, which ends in ?watch.</source>
        <translation>C&apos;est l&apos;invitation d&apos;un joueur (elle permet à son détenteur de jouer, pas de regarder)&#xa0;: demandez à l&apos;hôte une invitation à regarder, qui se termine par ?watch.</translation>
    </message>
</context>
<context>
    <name>eylau::mapexport::ExportMapDialog</name>
    <message>
        <source>Export Map Image</source>
        <translation>Exporter l&apos;image de la carte</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>&amp;PNG image, at a chosen size</source>
        <translation>Image &amp;PNG, à la taille choisie</translation>
    </message>
    <message>
        <source>&amp;SVG drawing of the whole map</source>
        <translation>Dessin &amp;SVG de toute la carte</translation>
    </message>
    <message>
        <source>P&amp;DF to print at the board&apos;s scale, on pages to tape together</source>
        <translation>P&amp;DF à imprimer à l&apos;échelle du plateau, sur des pages à assembler</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Hex size (across the flats):</source>
        <translation>Taille d&apos;un &amp;hexagone (entre côtés opposés)&#xa0;:</translation>
    </message>
    <message>
        <source>Image:</source>
        <translation>Image&#xa0;:</translation>
    </message>
    <message>
        <source>PDF at print scale</source>
        <translation>PDF à l&apos;échelle d&apos;impression</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>A3 (297 × 420 mm)</source>
        <translation>A3 (297 × 420 mm)</translation>
    </message>
    <message>
        <source>Pape&amp;r:</source>
        <translation>Papie&amp;r&#xa0;:</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>SPI printed its maps with hexes of 5/8 inch (16 mm) across the flats</source>
        <translation>SPI imprimait ses cartes avec des hexagones de 5/8 de pouce (16 mm) entre côtés opposés</translation>
    </message>
    <message>
        <source>Hex si&amp;ze (across the flats):</source>
        <translation>Tai&amp;lle d&apos;un hexagone (entre côtés opposés)&#xa0;:</translation>
    </message>
    <message>
        <source>The strip of map printed on both of two neighbouring pages, to lay one over the other</source>
        <translation>La bande de carte imprimée sur deux pages voisines, pour poser l&apos;une sur l&apos;autre</translation>
    </message>
    <message>
        <source>&amp;Overlap between pages:</source>
        <translation>&amp;Chevauchement des pages&#xa0;:</translation>
    </message>
    <message>
        <source>Pages:</source>
        <translation>Pages&#xa0;:</translation>
    </message>
    <message>
        <source>The pages over the map</source>
        <translation>Les pages sur la carte</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exporter...</translation>
    </message>
    <message>
        <source>%1 × %2 pixels (%3 million)</source>
        <translation>%1 × %2 pixels (%3 millions)</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s) of %1 %2, %3 across by %4 down. The map is %5 × %6 mm.</source>
        <translation>
            <numerusform>%n page %1 en %2, %3 en largeur sur %4 en hauteur. La carte mesure %5 × %6 mm.</numerusform>
            <numerusform>%n pages %1 en %2, %3 en largeur sur %4 en hauteur. La carte mesure %5 × %6 mm.</numerusform>
        </translation>
    </message>
    <message>
        <source>That is more than %1 pages: choose smaller hexes.</source>
        <translation>C&apos;est plus de %1 pages&#xa0;: choisissez des hexagones plus petits.</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>eylau::mapview::CounterItem</name>
    <message>
        <source> (reconstructed)</source>
        <translation> (reconstitué)</translation>
    </message>
</context>
<context>
    <name>eylau::mapview::EntryAreaItem</name>
    <message>
        <source>Entry area %1: %2 (7.2: any map-edge hex within eight hexes)</source>
        <translation>Zone d&apos;entrée %1&#xa0;: %2 (7.2&#xa0;: tout hexagone de bord de carte à huit hexagones au plus)</translation>
    </message>
</context>
<context>
    <name>eylau::mapview::MapImage</name>
    <message>
        <source>%1: not an SVG image this program can draw</source>
        <translation>%1&#xa0;: pas une image SVG que ce programme sait dessiner</translation>
    </message>
    <message>
        <source>%1: the SVG image has no size</source>
        <translation>%1&#xa0;: l&apos;image SVG n&apos;a pas de taille</translation>
    </message>
    <message>
        <source>%1: not a PDF this program can read</source>
        <translation>%1&#xa0;: pas un PDF que ce programme sait lire</translation>
    </message>
    <message>
        <source>%1: there is no page %2 (the PDF has %3)</source>
        <translation>%1&#xa0;: il n&apos;y a pas de page %2 (le PDF en a %3)</translation>
    </message>
    <message>
        <source>%1: page %2 has no size</source>
        <translation>%1&#xa0;: la page %2 n&apos;a pas de taille</translation>
    </message>
    <message>
        <source>%1: page %2 could not be drawn</source>
        <translation>%1&#xa0;: la page %2 n&apos;a pas pu être dessinée</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: the file is %2 MB; at most 256 MB are read</source>
        <translation>%1&#xa0;: le fichier fait %2 Mo&#xa0;; on en lit au plus 256 Mo</translation>
    </message>
</context>
<context>
    <name>eylau::mapview::VictoryHexItem</name>
    <message numerus="yes">
        <source>Victory hex: %n Victory Point(s) (23.4)</source>
        <translation>
            <numerusform>Hexagone de victoire&#xa0;: %n Point de victoire (23.4)</numerusform>
            <numerusform>Hexagone de victoire&#xa0;: %n Points de victoire (23.4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::net::LinkTls</name>
    <message>
        <source>this computer has no TLS library that Qt can use (OpenSSL 3 is needed)</source>
        <translation>cet ordinateur n&apos;a pas de bibliothèque TLS que Qt puisse utiliser (il faut OpenSSL 3)</translation>
    </message>
    <message>
        <source>the TLS library (%1) lacks the cipher suite %2</source>
        <translation>il manque à la bibliothèque TLS (%1) la suite de chiffrement %2</translation>
    </message>
</context>
<context>
    <name>eylau::net::NetworkGame</name>
    <message>
        <source>The opponent has not answered for %1 s.</source>
        <translation>L&apos;adversaire ne répond plus depuis %1 s.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The opponent&apos;s program connected from %1.</source>
        <translation>Le programme de l&apos;adversaire s&apos;est connecté depuis %1.</translation>
    </message>
    <message>
        <source>Connected to %1.</source>
        <translation>Connecté à %1.</translation>
    </message>
    <message>
        <source>Connection lost: %1. Waiting for the opponent to connect again on port %2.</source>
        <translation>Connexion perdue&#xa0;: %1. En attente d&apos;une nouvelle connexion de l&apos;adversaire sur le port %2.</translation>
    </message>
    <message>
        <source>Connection lost: %1. Trying again every %2 s.</source>
        <translation>Connexion perdue&#xa0;: %1. Nouvel essai toutes les %2 s.</translation>
    </message>
    <message>
        <source>Could not connect: %1. Trying again in %2 s.</source>
        <translation>Connexion impossible&#xa0;: %1. Nouvel essai dans %2 s.</translation>
    </message>
    <message>
        <source>The network game could not be saved (%1); if this program stops now, the last moves may be lost.</source>
        <translation>La partie en réseau n&apos;a pas pu être enregistrée (%1)&#xa0;; si ce programme s&apos;arrête maintenant, les derniers mouvements peuvent être perdus.</translation>
    </message>
    <message numerus="yes">
        <source>%n more connection(s) without the invitation were refused in the last minute.</source>
        <translation>
            <numerusform>%n autre connexion sans l&apos;invitation a été refusée dans la dernière minute.</numerusform>
            <numerusform>%n autres connexions sans l&apos;invitation ont été refusées dans la dernière minute.</numerusform>
        </translation>
    </message>
    <message>
        <source>the system&apos;s random source gave no code for the invitation</source>
        <translation>la source aléatoire du système n&apos;a donné aucun code pour l&apos;invitation</translation>
    </message>
    <message>
        <source>the invitation&apos;s key could not be derived from its code</source>
        <translation>la clé de l&apos;invitation n&apos;a pas pu être tirée de son code</translation>
    </message>
    <message>
        <source>the invitation&apos;s code is needed to join</source>
        <translation>le code de l&apos;invitation est nécessaire pour rejoindre</translation>
    </message>
    <message>
        <source>The program that connected was sent away: %1. Waiting for the opponent on port %2.</source>
        <translation>Le programme qui s&apos;est connecté a été renvoyé&#xa0;: %1. En attente de l&apos;adversaire sur le port %2.</translation>
    </message>
    <message>
        <source>Not joined: %1. The game is kept; join again when this is put right.</source>
        <translation>Non rejoint&#xa0;: %1. La partie est conservée&#xa0;; rejoignez à nouveau quand ce sera réglé.</translation>
    </message>
    <message>
        <source>A connection from %1 without the invitation was refused: %2.</source>
        <translation>Une connexion de %1 sans l&apos;invitation a été refusée&#xa0;: %2.</translation>
    </message>
    <message>
        <source>both programs play the French: one of them must play the Allies</source>
        <translation>les deux programmes jouent les Français&#xa0;: l&apos;un d&apos;eux doit jouer les Alliés</translation>
    </message>
    <message>
        <source>both programs play the Allies: one of them must play the French</source>
        <translation>les deux programmes jouent les Alliés&#xa0;: l&apos;un d&apos;eux doit jouer les Français</translation>
    </message>
    <message>
        <source>the two programs&apos; games are not the same game (another scenario, seed or options): resume the game both played, or join anew</source>
        <translation>les parties des deux programmes ne sont pas la même partie (un autre scénario, une autre graine ou d&apos;autres options)&#xa0;: reprenez la partie jouée par les deux, ou rejoignez-en une nouvelle</translation>
    </message>
    <message>
        <source>the two programs speak different versions of the network protocol</source>
        <translation>les deux programmes parlent des versions différentes du protocole réseau</translation>
    </message>
    <message>
        <source>the first message of the other program could not be read</source>
        <translation>le premier message de l&apos;autre programme n&apos;a pas pu être lu</translation>
    </message>
    <message>
        <source>neither program has a game: the host starts one, the guest joins it</source>
        <translation>aucun des deux programmes n&apos;a de partie&#xa0;: l&apos;hôte en commence une, l&apos;invité la rejoint</translation>
    </message>
    <message>
        <source>%1 The invitation for him: %2</source>
        <translation>%1 L’invitation à lui envoyer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>eylau::net::PeerLink</name>
    <message>
        <source>no word from the opponent&apos;s program for %1 s</source>
        <translation>aucune nouvelle du programme de l&apos;adversaire depuis %1 s</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s</source>
        <translation>%1 n&apos;a pas répondu dans les %2 s</translation>
    </message>
    <message>
        <source>cannot listen on %1: %2</source>
        <translation>impossible d&apos;écouter sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>nobody is listening at %1 (is the host&apos;s game open?)</source>
        <translation>personne n&apos;écoute sur %1 (la partie de l&apos;hôte est-elle ouverte&#xa0;?)</translation>
    </message>
    <message>
        <source>there is no host called %1</source>
        <translation>aucun hôte ne s&apos;appelle %1</translation>
    </message>
    <message>
        <source>the opponent&apos;s program closed the connection</source>
        <translation>le programme de l&apos;adversaire a fermé la connexion</translation>
    </message>
    <message>
        <source>the opponent&apos;s program sent an empty frame, which the protocol does not allow; the connection was closed</source>
        <translation>le programme de l&apos;adversaire a envoyé une trame vide, ce que le protocole interdit&#xa0;; la connexion a été fermée</translation>
    </message>
    <message>
        <source>the opponent&apos;s program announced a message of %1 bytes, more than the %2 a message may have; the connection was closed</source>
        <translation>le programme de l&apos;adversaire a annoncé un message de %1 octets, plus que les %2 permis&#xa0;; la connexion a été fermée</translation>
    </message>
    <message>
        <source>A message of %1 bytes was not sent: a message has 1 to %2 bytes.</source>
        <translation>Un message de %1 octets n&apos;a pas été envoyé&#xa0;: un message a de 1 à %2 octets.</translation>
    </message>
    <message>
        <source>no invitation code was given</source>
        <translation>aucun code d&apos;invitation n&apos;a été donné</translation>
    </message>
    <message>
        <source>the host at %1 did not accept this program&apos;s code: check the code of the invitation and join again</source>
        <translation>l&apos;hôte sur %1 n&apos;a pas accepté le code de ce programme&#xa0;: vérifiez le code de l&apos;invitation et rejoignez à nouveau</translation>
    </message>
    <message>
        <source>the program at %1 speaks another version of the network protocol</source>
        <translation>le programme sur %1 parle une autre version du protocole réseau</translation>
    </message>
    <message>
        <source>the encrypted handshake with %1 failed (%2): is an Eylau game hosted there?</source>
        <translation>l&apos;établissement de la liaison chiffrée avec %1 a échoué (%2)&#xa0;: une partie d&apos;Eylau y est-elle hébergée&#xa0;?</translation>
    </message>
    <message>
        <source>%1 closed the connection during the encrypted handshake</source>
        <translation>%1 a fermé la connexion pendant l&apos;établissement de la liaison chiffrée</translation>
    </message>
    <message>
        <source>The opponent&apos;s program connected again, from %1; its earlier connection was closed.</source>
        <translation>Le programme de l&apos;adversaire s&apos;est reconnecté, depuis %1&#xa0;; sa connexion précédente a été fermée.</translation>
    </message>
</context>
<context>
    <name>eylau::net::PortForwarder</name>
    <message>
        <source>The router&apos;s forwarding could not be renewed: %1</source>
        <translation>La redirection du routeur n’a pas pu être renouvelée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The router&apos;s forwarding of port %1 could not be removed: %2</source>
        <translation>La redirection du port %1 par le routeur n’a pas pu être retirée&#xa0;: %2</translation>
    </message>
    <message>
        <source>UPnP</source>
        <translation>UPnP</translation>
    </message>
    <message>
        <source>NAT-PMP</source>
        <translation>NAT-PMP</translation>
    </message>
    <message>
        <source>no router answered</source>
        <translation>aucun routeur n’a répondu</translation>
    </message>
    <message>
        <source>the router says it is not connected to the internet</source>
        <translation>le routeur dit n’être pas connecté à Internet</translation>
    </message>
    <message>
        <source>the router refused (%1)</source>
        <translation>le routeur a refusé (%1)</translation>
    </message>
    <message>
        <source>the router did not give its outside address</source>
        <translation>le routeur n’a pas donné son adresse extérieure</translation>
    </message>
    <message>
        <source>the router&apos;s outside address, %1, is itself private: your provider shares it, and a forwarding on it does not reach you from the internet</source>
        <translation>l’adresse extérieure du routeur, %1, est elle-même privée&#xa0;: votre fournisseur la partage, et une redirection sur elle ne vous atteint pas depuis Internet</translation>
    </message>
    <message>
        <source>it failed (%1)</source>
        <translation>l’échec est survenu (%1)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The router was not asked to forward the port.</source>
        <translation>Le routeur n’a pas été prié de rediriger le port.</translation>
    </message>
    <message>
        <source>Asking your router to forward port %1 (UPnP, NAT-PMP)...</source>
        <translation>Demande à votre routeur de rediriger le port %1 (UPnP, NAT-PMP)…</translation>
    </message>
    <message>
        <source>Your router did not forward port %1 (%2). An opponent on your own network can join; one on the internet can if you forward the port by hand or give him an IPv6 address, or play by e-mail (File &gt; Send Turn).</source>
        <translation>Votre routeur n’a pas redirigé le port %1 (%2). Un adversaire sur votre propre réseau peut rejoindre la partie&#xa0;; un adversaire sur Internet le peut si vous redirigez le port à la main ou lui donnez une adresse IPv6, sinon jouez par courriel (Fichier &gt; Envoyer le tour).</translation>
    </message>
    <message>
        <source>Your router forwards %1, port %2, to this computer (%3): from the internet, the game is reached at that address.</source>
        <translation>Votre routeur redirige %1, port %2, vers cet ordinateur (%3)&#xa0;: depuis Internet, la partie s’atteint à cette adresse.</translation>
    </message>
</context>
<context>
    <name>eylau::net::SpectatorHub</name>
    <message>
        <source>only the host&apos;s program lets spectators watch</source>
        <translation>seul le programme de l&apos;hôte laisse des spectateurs regarder</translation>
    </message>
    <message>
        <source>the system&apos;s random source gave no code for the watch invitation</source>
        <translation>la source aléatoire du système n&apos;a donné aucun code pour l&apos;invitation à regarder</translation>
    </message>
    <message>
        <source>the watch invitation&apos;s key could not be derived from its code</source>
        <translation>la clé de l&apos;invitation à regarder n&apos;a pas pu être tirée de son code</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>un spectateur</translation>
    </message>
    <message numerus="yes">
        <source>A spectator from %1 was turned away: %n already watch, the most a game allows.</source>
        <translation>
            <numerusform>Un spectateur de %1 a été refusé&#xa0;: %n regarde déjà, le plus qu&apos;une partie admet.</numerusform>
            <numerusform>Un spectateur de %1 a été refusé&#xa0;: %n regardent déjà, le plus qu&apos;une partie admet.</numerusform>
        </translation>
    </message>
    <message>
        <source>A spectator connected from %1 and watches the game.</source>
        <translation>Un spectateur s&apos;est connecté depuis %1 et regarde la partie.</translation>
    </message>
    <message>
        <source>The spectator at %1 is %2.</source>
        <translation>Le spectateur sur %1 est %2.</translation>
    </message>
    <message>
        <source>Refused a message from the spectator at %1: %2</source>
        <translation>Message du spectateur sur %1 refusé&#xa0;: %2</translation>
    </message>
    <message>
        <source>The spectator at %1 was sent away: it speaks another version of the network protocol.</source>
        <translation>Le spectateur sur %1 a été renvoyé&#xa0;: il parle une autre version du protocole réseau.</translation>
    </message>
    <message>
        <source>%1 stopped watching.</source>
        <translation>%1 a cessé de regarder.</translation>
    </message>
    <message>
        <source>%1 stopped watching (%2).</source>
        <translation>%1 a cessé de regarder (%2).</translation>
    </message>
</context>
<context>
    <name>eylau::net::TlsListener</name>
    <message>
        <source>it did not have the invitation&apos;s code</source>
        <translation>il n&apos;avait pas le code de l&apos;invitation</translation>
    </message>
    <message>
        <source>it is not an Eylau program of this version (another protocol)</source>
        <translation>ce n&apos;est pas un programme Eylau de cette version (un autre protocole)</translation>
    </message>
    <message numerus="yes">
        <source>%n other connection(s) were already being checked</source>
        <translation>
            <numerusform>%n autre connexion était déjà en cours de vérification</numerusform>
            <numerusform>%n autres connexions étaient déjà en cours de vérification</numerusform>
        </translation>
    </message>
    <message>
        <source>it closed the connection before the encrypted handshake</source>
        <translation>il a fermé la connexion avant l&apos;établissement de la liaison chiffrée</translation>
    </message>
    <message>
        <source>it did not make the encrypted handshake of an invited program</source>
        <translation>il n&apos;a pas établi la liaison chiffrée d&apos;un programme invité</translation>
    </message>
    <message numerus="yes">
        <source>it did not finish the encrypted handshake within %n s</source>
        <translation>
            <numerusform>il n&apos;a pas établi la liaison chiffrée en %n s</numerusform>
            <numerusform>il n&apos;a pas établi la liaison chiffrée en %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>it asked to watch, but this game gives no watch invitation</source>
        <translation>il a demandé à regarder, mais cette partie ne donne pas d&apos;invitation à regarder</translation>
    </message>
    <message>
        <source>it did not have the watch invitation&apos;s code</source>
        <translation>il n&apos;avait pas le code de l&apos;invitation à regarder</translation>
    </message>
</context>
<context>
    <name>eylau::net::WatchingGame</name>
    <message>
        <source>this is a player&apos;s invitation, which lets its holder play, not watch: ask the host for an invitation to watch (it ends in ?watch)</source>
        <translation>c&apos;est l&apos;invitation d&apos;un joueur, qui permet à son détenteur de jouer, pas de regarder&#xa0;: demandez à l&apos;hôte une invitation à regarder (elle se termine par ?watch)</translation>
    </message>
    <message>
        <source>the watch invitation&apos;s key could not be derived from its code</source>
        <translation>la clé de l&apos;invitation à regarder n&apos;a pas pu être tirée de son code</translation>
    </message>
    <message>
        <source>Connected to %1; waiting for the game.</source>
        <translation>Connecté à %1&#xa0;; en attente de la partie.</translation>
    </message>
    <message>
        <source>Not watching: the host at %1 did not accept the watch code (check the invitation to watch).</source>
        <translation>Pas de spectateur&#xa0;: l&apos;hôte sur %1 n&apos;a pas accepté le code spectateur (vérifiez l&apos;invitation à regarder).</translation>
    </message>
    <message>
        <source>The link to the host was lost: %1. Trying again every %2 s.</source>
        <translation>La liaison avec l&apos;hôte est perdue&#xa0;: %1. Nouvel essai toutes les %2 s.</translation>
    </message>
    <message>
        <source>The host sent this program away: %1.</source>
        <translation>L&apos;hôte a renvoyé ce programme&#xa0;: %1.</translation>
    </message>
</context>
</TS>
