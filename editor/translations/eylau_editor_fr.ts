<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AcceptText</name>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Click or drag over the hatched hexes to take the terrain the map image shows (Map &gt; Suggest Terrain first); Map &gt; Accept All Suggestions takes them all.</source>
        <translation>Cliquez ou faites glisser sur les hexagones hachurés pour prendre le terrain que montre l&apos;image de carte (d&apos;abord Carte &gt; Suggérer le terrain) ; Carte &gt; Accepter toutes les suggestions les prend toutes.</translation>
    </message>
    <message>
        <source>Nothing is suggested: Map &gt; Suggest Terrain reads the map image first.</source>
        <translation>Rien n&apos;est suggéré : Carte &gt; Suggérer le terrain lit d&apos;abord l&apos;image de carte.</translation>
    </message>
    <message>
        <source>Accept the suggested terrain</source>
        <translation>Accepter le terrain suggéré</translation>
    </message>
</context>
<context>
    <name>CalibrateText</name>
    <message>
        <source>Calibrate</source>
        <translation>Caler</translation>
    </message>
    <message>
        <source>Click the centre of a hex you know on the map image, then name the hex: two or three such hexes, far apart, lay the image on the grid.</source>
        <translation>Cliquez au centre d&apos;un hexagone connu sur l&apos;image de carte, puis donnez son numéro : deux ou trois hexagones de ce genre, éloignés les uns des autres, calent l&apos;image sur la grille.</translation>
    </message>
    <message>
        <source>to calibrate</source>
        <translation>à caler</translation>
    </message>
    <message>
        <source>The map image is locked: unlock it in the Scenario panel to calibrate it again.</source>
        <translation>L&apos;image de carte est verrouillée : déverrouillez-la dans le panneau Scénario pour la caler à nouveau.</translation>
    </message>
    <message>
        <source>Calibrate the Map Image</source>
        <translation>Caler l&apos;image de carte</translation>
    </message>
    <message>
        <source>Which hex has its centre here on the image (its number, such as 1213)?</source>
        <translation>Quel hexagone a son centre ici sur l&apos;image (son numéro, par exemple 1213) ?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a hex of this map (%2).</source>
        <translation>« %1 » n&apos;est pas un hexagone de cette carte (%2).</translation>
    </message>
    <message>
        <source>Calibrate the map image on hex %1</source>
        <translation>Caler l&apos;image de carte sur l&apos;hexagone %1</translation>
    </message>
</context>
<context>
    <name>CalibrationPin</name>
    <message>
        <source>%1: %2 px</source>
        <translation>%1 : %2 px</translation>
    </message>
    <message>
        <source>Calibration point of hex %1: %2 image pixels from the hex&apos;s centre as the calibration lays the image</source>
        <translation>Point de calage de l&apos;hexagone %1 : à %2 pixels de l&apos;image du centre de l&apos;hexagone, tel que le calage pose l&apos;image</translation>
    </message>
    <message>
        <source>Calibration point of hex %1: its error shows once two points calibrate the image</source>
        <translation>Point de calage de l&apos;hexagone %1 : son écart s&apos;affiche dès que deux points calent l&apos;image</translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>name %1 added</source>
        <translation>nom %1 ajouté</translation>
    </message>
    <message>
        <source>name %1 removed</source>
        <translation>nom %1 retiré</translation>
    </message>
    <message>
        <source>name %1 → %2</source>
        <translation>nom %1 → %2</translation>
    </message>
    <message>
        <source>provenance %1 → %2</source>
        <translation>provenance %1 → %2</translation>
    </message>
    <message numerus="yes">
        <source>victory hex added, %n Victory Point(s)</source>
        <translation>
            <numerusform>hexagone de victoire ajouté, %n Point de victoire</numerusform>
            <numerusform>hexagone de victoire ajouté, %n Points de victoire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>victory hex removed (was %n Victory Point(s))</source>
        <translation>
            <numerusform>hexagone de victoire retiré (valait %n Point de victoire)</numerusform>
            <numerusform>hexagone de victoire retiré (valait %n Points de victoire)</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory Points %1 → %2</source>
        <translation>Points de victoire %1 → %2</translation>
    </message>
    <message>
        <source>victory hex name %1 → %2</source>
        <translation>nom de l&apos;hexagone de victoire %1 → %2</translation>
    </message>
    <message>
        <source>victory hex: provenance or note changed</source>
        <translation>hexagone de victoire&#xa0;: provenance ou note modifiée</translation>
    </message>
    <message>
        <source>%1 added here</source>
        <translation>ajout ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>retrait&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 moved here from %2</source>
        <translation>%1 arrive ici depuis %2</translation>
    </message>
    <message>
        <source>%1 now starts here (was a reinforcement)</source>
        <translation>%1 commence désormais ici (c&apos;était un renfort)</translation>
    </message>
    <message>
        <source>%1 moved to %2</source>
        <translation>%1 part en %2</translation>
    </message>
    <message>
        <source>%1 now enters as a reinforcement</source>
        <translation>%1 entre désormais en renfort</translation>
    </message>
    <message>
        <source>entry area %1</source>
        <translation>zone d&apos;entrée %1</translation>
    </message>
    <message>
        <source>%1 renamed %2 → %3</source>
        <translation>%1&#xa0;: nom %2 → %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>ajout&#xa0;: %1</translation>
    </message>
    <message>
        <source>hexside %1/%2: %3</source>
        <translation>côté d&apos;hexagone %1/%2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>ChoiceWords</name>
    <message>
        <source>french</source>
        <translation>français</translation>
    </message>
    <message>
        <source>allied</source>
        <translation>allié</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimé</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstitué</translation>
    </message>
</context>
<context>
    <name>EditorMain</name>
    <message>
        <source>The Eylau scenario editor: terrain, hexsides, counters, order of battle, reinforcement schedule and charts of a scenario for Eylau (SPI, 1979) or a new battle on its rules.</source>
        <translation>L&apos;éditeur de scénarios d&apos;Eylau : terrain, côtés d&apos;hexagone, pions, ordre de bataille, calendrier des renforts et tables d&apos;un scénario pour Eylau (SPI, 1979) ou d&apos;une nouvelle bataille sur ses règles.</translation>
    </message>
    <message>
        <source>The language of the editor: en, fr, or system (the default is the game&apos;s View &gt; Language, else the system&apos;s language).</source>
        <translation>La langue de l&apos;éditeur : en, fr ou system (par défaut, le choix Affichage &gt; Langue du jeu, sinon la langue du système).</translation>
    </message>
    <message>
        <source>Scenario file to edit (default: a new blank scenario).</source>
        <translation>Fichier de scénario à modifier (par défaut : un nouveau scénario vierge).</translation>
    </message>
    <message>
        <source>[FILE]</source>
        <translation>[FICHIER]</translation>
    </message>
    <message>
        <source>give at most one scenario FILE</source>
        <translation>donnez au plus un FICHIER de scénario</translation>
    </message>
    <message>
        <source>Eylau scenario editor</source>
        <translation>Éditeur de scénarios d&apos;Eylau</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be opened: %n error(s).</source>
        <translation>
            <numerusform>%1 n&apos;a pas pu être ouvert : %n erreur.</numerusform>
            <numerusform>%1 n&apos;a pas pu être ouvert : %n erreurs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Place %1 on %2</source>
        <translation>Placer %1 en %2</translation>
    </message>
    <message>
        <source>Edit unit %1</source>
        <translation>Modifier l&apos;unité %1</translation>
    </message>
    <message>
        <source>Delete unit %1</source>
        <translation>Supprimer l&apos;unité %1</translation>
    </message>
    <message>
        <source>Edit division %1</source>
        <translation>Modifier la division %1</translation>
    </message>
    <message>
        <source>Edit Fresh Strength marker</source>
        <translation>Modifier le marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>Delete division %1</source>
        <translation>Supprimer la division %1</translation>
    </message>
    <message>
        <source>Delete Fresh Strength marker</source>
        <translation>Supprimer le marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>Resize the map to %1 x %2 hexes</source>
        <translation>Redimensionner la carte à %1 x %2 hexagones</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>Printed in the rulebook, or reconstructed where the rulebook copy is incomplete</source>
        <translation>Imprimé dans le livret de règles, ou reconstitué là où l&apos;exemplaire du livret est incomplet</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Why a value was reconstructed, or an oddity</source>
        <translation>Pourquoi une valeur a été reconstituée, ou une particularité</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>The division&apos;s side</source>
        <translation>Le camp de la division</translation>
    </message>
    <message>
        <source>Nationality</source>
        <translation>Nationalité</translation>
    </message>
    <message>
        <source>The division&apos;s, unless set otherwise for the unit</source>
        <translation>Celle de la division, sauf indication contraire pour l&apos;unité</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Potentiel</translation>
    </message>
    <message>
        <source>Combat Strength (2.5)</source>
        <translation>Potentiel de combat (2.5)</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Movement Allowance in Movement Points (2.6)</source>
        <translation>Potentiel de mouvement en Points de mouvement (2.6)</translation>
    </message>
    <message>
        <source>Start hex</source>
        <translation>Hexagone de départ</translation>
    </message>
    <message>
        <source>CCRR; or drag the row onto the map</source>
        <translation>CCLL ; ou faites glisser la ligne sur la carte</translation>
    </message>
    <message>
        <source>Entry area</source>
        <translation>Zone d&apos;entrée</translation>
    </message>
    <message>
        <source>A reinforcement&apos;s entry area (7.0)</source>
        <translation>La zone d&apos;entrée d&apos;un renfort (7.0)</translation>
    </message>
    <message>
        <source>Entry turn</source>
        <translation>Tour d&apos;entrée</translation>
    </message>
    <message>
        <source>The earliest Game-Turn the reinforcement may enter</source>
        <translation>Le premier Tour de jeu où le renfort peut entrer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Guard</source>
        <translation>Garde</translation>
    </message>
    <message>
        <source>The French Guard (19.1, 23.3)</source>
        <translation>La Garde française (19.1, 23.3)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Reconstructed: not printed in the rulebook copy.</source>
        <translation>Reconstitué : absent de l&apos;exemplaire imprimé du livret.</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>Modification : %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajout : %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Suppression : %1</translation>
    </message>
    <message>
        <source>Game-Turn</source>
        <translation>Tour de jeu</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>The printed time of day, HHMM</source>
        <translation>L&apos;heure imprimée, HHMM</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>A night Game-Turn (8.0)</source>
        <translation>Un Tour de jeu de nuit (8.0)</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>A map-edge hex (7.0); arrivals may use any edge hex within eight hexes of it (7.2)</source>
        <translation>Un hexagone du bord de carte (7.0) ; les arrivées peuvent utiliser tout hexagone du bord à huit hexagones ou moins de lui (7.2)</translation>
    </message>
    <message>
        <source>Edit entry area %1</source>
        <translation>Modifier la zone d&apos;entrée %1</translation>
    </message>
    <message>
        <source>Edit Game-Turn %1</source>
        <translation>Modifier le Tour de jeu %1</translation>
    </message>
    <message>
        <source>Edit the chart&apos;s %1 row</source>
        <translation>Modifier la ligne « %1 » de la table</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Cost (half MP)</source>
        <translation>Coût (demi-PM)</translation>
    </message>
    <message>
        <source>Cost to enter, in half Movement Points: clear = 2</source>
        <translation>Coût d&apos;entrée, en demi-Points de mouvement : terrain clair = 2</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Infranchissable</translation>
    </message>
    <message>
        <source>Blocks bombardment</source>
        <translation>Bloque le bombardement</translation>
    </message>
    <message>
        <source>Defender doubled</source>
        <translation>Défenseur doublé</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Côté d&apos;hexagone</translation>
    </message>
    <message>
        <source>Add (half MP)</source>
        <translation>Ajout (demi-PM)</translation>
    </message>
    <message>
        <source>Added to the cost of entering across the hexside</source>
        <translation>Ajouté au coût d&apos;entrée à travers ce côté d&apos;hexagone</translation>
    </message>
    <message>
        <source>Route (half MP)</source>
        <translation>Route (demi-PM)</translation>
    </message>
    <message>
        <source>Road or trail: entering through the hexside costs exactly this</source>
        <translation>Route ou chemin : entrer par ce côté d&apos;hexagone coûte exactement ceci</translation>
    </message>
    <message>
        <source>Artillery only at bridge</source>
        <translation>Artillerie seulement par un pont</translation>
    </message>
    <message>
        <source>Blocks ZOC</source>
        <translation>Bloque la ZdC</translation>
    </message>
    <message>
        <source>Defender doubled if exclusive</source>
        <translation>Défenseur doublé si exclusif</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Click a map-edge hex to add a reinforcement entry area; click an area&apos;s hex to remove it.</source>
        <translation>Cliquez sur un hexagone du bord de carte pour ajouter une zone d&apos;entrée des renforts ; cliquez sur l&apos;hexagone d&apos;une zone pour la retirer.</translation>
    </message>
    <message>
        <source>Remove entry area %1</source>
        <translation>Retirer la zone d&apos;entrée %1</translation>
    </message>
    <message>
        <source>Hex %1 is not on a map edge: entry areas are map-edge hexes (7.0).</source>
        <translation>L&apos;hexagone %1 n&apos;est pas au bord de la carte : les zones d&apos;entrée sont des hexagones du bord de carte (7.0).</translation>
    </message>
    <message>
        <source>Add entry area %1 at %2</source>
        <translation>Ajouter la zone d&apos;entrée %1 en %2</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>Click to fill the region of like terrain with %1.</source>
        <translation>Cliquez pour remplir la région de même terrain avec : %1.</translation>
    </message>
    <message>
        <source>Click near a hexside to toggle %1; drag along hexsides to draw it; right button removes it; Shift+click clears the hexside.</source>
        <translation>Cliquez près d&apos;un côté d&apos;hexagone pour y mettre ou retirer : %1 ; faites glisser le long des côtés pour le tracer ; le bouton droit le retire ; Maj+clic vide le côté d&apos;hexagone.</translation>
    </message>
    <message>
        <source>Clear hexside %1</source>
        <translation>Vider le côté d&apos;hexagone %1</translation>
    </message>
    <message>
        <source>Draw %1 on %2</source>
        <translation>Tracer %1 sur %2</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>Retirer %1 de %2</translation>
    </message>
    <message>
        <source>Click a hex to name it; Shift+click or Shift+drag names hexes &quot;%1&quot; without asking.</source>
        <translation>Cliquez sur un hexagone pour le nommer ; Maj+clic ou Maj+glisser nomme les hexagones « %1 » sans demander.</translation>
    </message>
    <message>
        <source>Place name</source>
        <translation>Nom de lieu</translation>
    </message>
    <message>
        <source>Name of hex %1 (empty: no name):</source>
        <translation>Nom de l&apos;hexagone %1 (vide : pas de nom) :</translation>
    </message>
    <message>
        <source>Remove the name of %1</source>
        <translation>Retirer le nom de %1</translation>
    </message>
    <message>
        <source>Name %1 &quot;%2&quot;</source>
        <translation>Nommer %1 « %2 »</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marquer</translation>
    </message>
    <message>
        <source>Click or drag to mark hexes %1 (radius %2); Shift+click near a hexside marks the hexside.</source>
        <translation>Cliquez ou faites glisser pour marquer les hexagones : %1 (rayon %2) ; Maj+clic près d&apos;un côté d&apos;hexagone marque ce côté.</translation>
    </message>
    <message>
        <source>as the map</source>
        <translation>comme la carte</translation>
    </message>
    <message>
        <source>Mark hexside %1/%2 %3</source>
        <translation>Marquer le côté d&apos;hexagone %1/%2 : %3</translation>
    </message>
    <message>
        <source>Mark hexes %1</source>
        <translation>Marquer des hexagones : %1</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Drag across hexes to lay a %1; right button or Shift+drag erases roads and trails.</source>
        <translation>Faites glisser à travers les hexagones pour tracer : %1 ; le bouton droit ou Maj+glisser efface routes et chemins.</translation>
    </message>
    <message>
        <source>Erase roads and trails</source>
        <translation>Effacer routes et chemins</translation>
    </message>
    <message>
        <source>Lay %1</source>
        <translation>Tracer : %1</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Drag a counter to set its start hex; click a hex or counter to select it; drag the map to pan.</source>
        <translation>Faites glisser un pion pour fixer son hexagone de départ ; cliquez sur un hexagone ou un pion pour le sélectionner ; faites glisser la carte pour la déplacer.</translation>
    </message>
    <message>
        <source>%1 dropped off the map: not moved.</source>
        <translation>%1 lâché hors de la carte : pas déplacé.</translation>
    </message>
    <message>
        <source>Click or drag to paint %1 (radius %2); the right button paints the default terrain.</source>
        <translation>Cliquez ou faites glisser pour peindre : %1 (rayon %2) ; le bouton droit peint le terrain par défaut.</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre : %1</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Remove victory hex %1</source>
        <translation>Retirer l&apos;hexagone de victoire %1</translation>
    </message>
    <message>
        <source>Add victory hex %1</source>
        <translation>Ajouter l&apos;hexagone de victoire %1</translation>
    </message>
    <message>
        <source>Hex %1: %2</source>
        <translation>Hexagone %1 : %2</translation>
    </message>
    <message>
        <source> (reconstructed)</source>
        <translation> (reconstitué)</translation>
    </message>
    <message>
        <source>hexsides: %1</source>
        <translation>côtés d&apos;hexagone : %1</translation>
    </message>
    <message>
        <source>unit %1 (%2 %3-%4 %5)</source>
        <translation>unité %1 (%2 %3-%4 %5)</translation>
    </message>
    <message>
        <source>entry area %1</source>
        <translation>zone d&apos;entrée %1</translation>
    </message>
    <message>
        <source>The game (eylau) was not found beside the editor.</source>
        <translation>Le jeu (eylau) est introuvable à côté de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>The game %1 could not be started.</source>
        <translation>Le jeu %1 n&apos;a pas pu être lancé.</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimé</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstitué</translation>
    </message>
    <message numerus="yes">
        <source>Fill %n hex(es) with %1</source>
        <translation>
            <numerusform>Remplir %n hexagone avec : %1</numerusform>
            <numerusform>Remplir %n hexagones avec : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Click a hex to make it a victory hex worth %n point(s); click a victory hex to remove it.</source>
        <translation>
            <numerusform>Cliquez sur un hexagone pour en faire un hexagone de victoire valant %n point ; cliquez sur un hexagone de victoire pour le retirer.</numerusform>
            <numerusform>Cliquez sur un hexagone pour en faire un hexagone de victoire valant %n points ; cliquez sur un hexagone de victoire pour le retirer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>victory hex, %n point(s)</source>
        <translation>
            <numerusform>hexagone de victoire, %n point</numerusform>
            <numerusform>hexagone de victoire, %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SampleText</name>
    <message>
        <source>Sample</source>
        <translation>Échantillon</translation>
    </message>
    <message>
        <source>to sample</source>
        <translation>où prélever</translation>
    </message>
    <message>
        <source>That point is not on the map image.</source>
        <translation>Ce point n&apos;est pas sur l&apos;image de carte.</translation>
    </message>
    <message>
        <source>%1 (terrain)</source>
        <translation>%1 (terrain)</translation>
    </message>
    <message>
        <source>%1 (hexside feature)</source>
        <translation>%1 (côté d&apos;hexagone)</translation>
    </message>
    <message>
        <source>Sample %1 as %2</source>
        <translation>Prélever %1 comme %2</translation>
    </message>
    <message>
        <source>Sampling %1 (choose in Tool Options): click a pixel of the map image (the magnifier shows which), or drag along a road, river or stream; Map &gt; Suggest Terrain then reads the whole image with these colours.</source>
        <translation>Prélèvement : %1 (à choisir dans Options de l&apos;outil) : cliquez un pixel de l&apos;image de la carte (la loupe montre lequel), ou glissez le long d&apos;une route, d&apos;une rivière ou d&apos;un ruisseau ; Carte &gt; Suggérer le terrain lit ensuite toute l&apos;image avec ces couleurs.</translation>
    </message>
    <message>
        <source>Nothing along that drag stands out from the paper around it (%1): drag along the middle of a road, river or stream.</source>
        <translation>Rien le long de ce glissé ne se détache du papier alentour (%1) : glissez au milieu d&apos;une route, d&apos;une rivière ou d&apos;un ruisseau.</translation>
    </message>
    <message numerus="yes">
        <source>The map image has %n colour samples, the most it may hold: remove some in the Tool Options panel first.</source>
        <translation>
            <numerusform>L&apos;image de la carte a %n échantillon de couleur, le plus qu&apos;elle puisse garder : retirez-en d&apos;abord dans le panneau Options de l&apos;outil.</numerusform>
            <numerusform>L&apos;image de la carte a %n échantillons de couleur, le plus qu&apos;elle puisse garder : retirez-en d&apos;abord dans le panneau Options de l&apos;outil.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sample %1 along a line as %2</source>
        <translation>Échantillonner %1 le long d&apos;un trait comme %2</translation>
    </message>
    <message>
        <source>%1
along the drag: release to sample the line</source>
        <translation>%1
le long du glissé : relâchez pour échantillonner le trait</translation>
    </message>
    <message>
        <source>%1
pixel %2, %3</source>
        <translation>%1
pixel %2, %3</translation>
    </message>
</context>
<context>
    <name>ToolContext</name>
    <message>
        <source>There is no map image %1: File &gt; Add Map Image... first.</source>
        <translation>Il n&apos;y a pas d&apos;image de carte %1 : d&apos;abord Fichier &gt; Ajouter une image de carte...</translation>
    </message>
</context>
<context>
    <name>eylau::editor::AddUnitDialog</name>
    <message>
        <source>Add Unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <source>&amp;Side:</source>
        <translation>&amp;Camp :</translation>
    </message>
    <message>
        <source>&amp;Division:</source>
        <translation>&amp;Division :</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Identifiant :</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This side has no division: add one first.</source>
        <translation>Ce camp n&apos;a pas de division : ajoutez-en une d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>eylau::editor::ColourSamplesBox</name>
    <message>
        <source>Colour samples (Sample tool)</source>
        <translation>Échantillons de couleur (outil Échantillon)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>What the next colours you sample mean</source>
        <translation>Ce que signifient les prochaines couleurs échantillonnées</translation>
    </message>
    <message>
        <source>Sample as:</source>
        <translation>Échantillonner comme :</translation>
    </message>
    <message>
        <source>Last sample:</source>
        <translation>Dernier échantillon :</translation>
    </message>
    <message>
        <source>Remove the selected samples (Suggest Terrain no longer reads with them)</source>
        <translation>Retirer les échantillons sélectionnés (Suggérer le terrain ne lit plus avec eux)</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1 means %2</source>
        <translation>%1 signifie %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n colour samples of at most %1</source>
        <translation>
            <numerusform>%n échantillon de couleur sur %1 au plus</numerusform>
            <numerusform>%n échantillons de couleur sur %1 au plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n colour samples</source>
        <translation>
            <numerusform>Retirer %n échantillon de couleur</numerusform>
            <numerusform>Retirer %n échantillons de couleur</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::CombatResultsModel</name>
    <message>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
    <message>
        <source>(missing)</source>
        <translation>(manquant)</translation>
    </message>
    <message>
        <source>Reconstructed: not legible in the rulebook copy</source>
        <translation>Reconstitué : illisible dans l&apos;exemplaire du livret</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>Imprimé</translation>
    </message>
    <message>
        <source>Combat result %1, die %2: %3</source>
        <translation>Résultat de combat %1, dé %2 : %3</translation>
    </message>
    <message>
        <source>Mark combat results reconstructed</source>
        <translation>Marquer des résultats de combat comme reconstitués</translation>
    </message>
    <message>
        <source>Mark combat results printed</source>
        <translation>Marquer des résultats de combat comme imprimés</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an odds ratio such as 7-1 or 1-6.</source>
        <translation>« %1 » n&apos;est pas un rapport de forces comme 7-1 ou 1-6.</translation>
    </message>
    <message>
        <source>The table already has a %1 column.</source>
        <translation>La table a déjà une colonne %1.</translation>
    </message>
    <message>
        <source>Add combat results column %1</source>
        <translation>Ajouter la colonne de résultats %1</translation>
    </message>
    <message>
        <source>Remove combat results column %1</source>
        <translation>Retirer la colonne de résultats %1</translation>
    </message>
</context>
<context>
    <name>eylau::editor::Comparison</name>
    <message>
        <source>Compare with scenario</source>
        <translation>Comparer avec un scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 could not be read, so it cannot be compared.</source>
        <translation>%1 n&apos;a pas pu être lu, il ne peut donc pas être comparé.</translation>
    </message>
    <message>
        <source>Compared with %1: no hex or hexside differs</source>
        <translation>Comparé avec %1&#xa0;: aucun hexagone ni côté d&apos;hexagone ne diffère</translation>
    </message>
    <message>
        <source>Compared with %1: %2 and %3 differ</source>
        <translation>Comparé avec %1&#xa0;: %2 et %3 diffèrent</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hexagone</numerusform>
            <numerusform>%n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexside(s)</source>
        <translation>
            <numerusform>%n côté d&apos;hexagone</numerusform>
            <numerusform>%n côtés d&apos;hexagone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::EditorWindow</name>
    <message>
        <source>Select</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>Remplir</translation>
    </message>
    <message>
        <source>Hexside</source>
        <translation>Côté</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marquer</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Caler</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Échantillon</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Tool Options</source>
        <translation>Options de l&apos;outil</translation>
    </message>
    <message>
        <source>Order of Battle</source>
        <translation>Ordre de bataille</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Nouveau...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ouvrir...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Enregistrer &amp;sous...</translation>
    </message>
    <message>
        <source>Add &amp;Map Image...</source>
        <translation>Ajouter une &amp;image de carte...</translation>
    </message>
    <message>
        <source>Remove Map Ima&amp;ge</source>
        <translation>Retirer l&apos;ima&amp;ge de carte</translation>
    </message>
    <message>
        <source>Open the saved scenario in the game</source>
        <translation>Ouvrir le scénario enregistré dans le jeu</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>%1 tool (%2)</source>
        <translation>Outil %1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Resize Map...</source>
        <translation>&amp;Redimensionner la carte...</translation>
    </message>
    <message>
        <source>Su&amp;ggest Terrain</source>
        <translation>Su&amp;ggérer le terrain</translation>
    </message>
    <message>
        <source>Accept A&amp;ll Suggestions</source>
        <translation>Accepter &amp;toutes les suggestions</translation>
    </message>
    <message>
        <source>&amp;Clear Suggestions</source>
        <translation>&amp;Effacer les suggestions</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About the Editor</source>
        <translation>À &amp;propos de l&apos;éditeur</translation>
    </message>
    <message>
        <source>About the Eylau scenario editor</source>
        <translation>À propos de l&apos;éditeur de scénarios d&apos;Eylau</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Eylau scenario editor&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Edits scenarios for SPI&apos;s &lt;i&gt;Eylau&lt;/i&gt; (1979) and new battles on the same Standard Rules: terrain, hexsides, counters, order of battle, reinforcement schedule, charts. See docs/editor.md.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Éditeur de scénarios d&apos;Eylau&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Modifie les scénarios d&apos;&lt;i&gt;Eylau&lt;/i&gt; (SPI, 1979) et de nouvelles batailles sur les mêmes Règles standard : terrain, côtés d&apos;hexagone, pions, ordre de bataille, calendrier des renforts, tables. Voir docs/editor.md.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Eylau scenario editor</source>
        <translation>%1[*] — %2 — Éditeur de scénarios d&apos;Eylau</translation>
    </message>
    <message>
        <source>Save changes?</source>
        <translation>Enregistrer les modifications ?</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Enregistrer le scénario</translation>
    </message>
    <message>
        <source>Scenarios (*.json);;All files (*)</source>
        <translation>Scénarios (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save with errors?</source>
        <translation>Enregistrer avec des erreurs ?</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>L&apos;enregistrement a échoué</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>Ouvrir un scénario</translation>
    </message>
    <message>
        <source>Play-test</source>
        <translation>Tester en jeu</translation>
    </message>
    <message>
        <source>The game (eylau) was not found in %1, the editor&apos;s folder, so it cannot be started from here. Save the scenario and open it with eylau FILE.</source>
        <translation>Le jeu (eylau) est introuvable dans %1, le dossier de l&apos;éditeur : il ne peut donc pas être lancé d&apos;ici. Enregistrez le scénario et ouvrez-le avec eylau FICHIER.</translation>
    </message>
    <message>
        <source>Play-test: the game was not found beside the editor.</source>
        <translation>Tester en jeu : le jeu est introuvable à côté de l&apos;éditeur.</translation>
    </message>
    <message>
        <source>The game plays the saved file. Save the scenario first?</source>
        <translation>Le jeu joue le fichier enregistré. Enregistrer d&apos;abord le scénario ?</translation>
    </message>
    <message>
        <source>Started the game on %1.</source>
        <translation>Jeu lancé sur %1.</translation>
    </message>
    <message>
        <source>Add a Map Image</source>
        <translation>Ajouter une image de carte</translation>
    </message>
    <message>
        <source>Map images (*.png *.jpg *.jpeg *.svg *.pdf *.tif *.tiff *.bmp *.webp);;All files (*)</source>
        <translation>Images de carte (*.png *.jpg *.jpeg *.svg *.pdf *.tif *.tiff *.bmp *.webp);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Add the map image %1</source>
        <translation>Ajouter l&apos;image de carte %1</translation>
    </message>
    <message>
        <source>Now choose the Calibrate tool (C) and click the centres of two or three hexes you know on the image.</source>
        <translation>Choisissez maintenant l&apos;outil Caler (C) et cliquez au centre de deux ou trois hexagones connus sur l&apos;image.</translation>
    </message>
    <message>
        <source>There is no map image to remove.</source>
        <translation>Il n&apos;y a pas d&apos;image de carte à retirer.</translation>
    </message>
    <message>
        <source>Remove the map image</source>
        <translation>Retirer l&apos;image de carte</translation>
    </message>
    <message>
        <source>The map image shows nothing the scenario does not already have.</source>
        <translation>L&apos;image de carte ne montre rien que le scénario n&apos;ait déjà.</translation>
    </message>
    <message>
        <source>Nothing is suggested: Map &gt; Suggest Terrain reads the map image first.</source>
        <translation>Rien n&apos;est suggéré : Carte &gt; Suggérer le terrain lit d&apos;abord l&apos;image de carte.</translation>
    </message>
    <message>
        <source>Accept all the suggested terrain</source>
        <translation>Accepter tout le terrain suggéré</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>À l&apos;ouverture</translation>
    </message>
    <message>
        <source>&amp;Play-test...</source>
        <translation>&amp;Tester en jeu...</translation>
    </message>
    <message>
        <source>E&amp;xport Map Image...</source>
        <translation>E&amp;xporter l&apos;image de la carte...</translation>
    </message>
    <message>
        <source>Compare &amp;With...</source>
        <translation>Co&amp;mparer avec...</translation>
    </message>
    <message>
        <source>C&amp;lear Comparison</source>
        <translation>E&amp;ffacer la comparaison</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n error(s) (see the Problems panel). The game will refuse to play the file until they are fixed. Save anyway?</source>
        <translation>
            <numerusform>Le scénario a %n erreur (voir le panneau Problèmes). Le jeu refusera de jouer le fichier tant qu&apos;elle ne sera pas corrigée. Enregistrer quand même ?</numerusform>
            <numerusform>Le scénario a %n erreurs (voir le panneau Problèmes). Le jeu refusera de jouer le fichier tant qu&apos;elles ne seront pas corrigées. Enregistrer quand même ?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be opened: %n error(s).</source>
        <translation>
            <numerusform>%1 n&apos;a pas pu être ouvert : %n erreur.</numerusform>
            <numerusform>%1 n&apos;a pas pu être ouvert : %n erreurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened with %n error(s) to repair: see the Problems panel.</source>
        <translation>
            <numerusform>Ouvert avec %n erreur à réparer : voir le panneau Problèmes.</numerusform>
            <numerusform>Ouvert avec %n erreurs à réparer : voir le panneau Problèmes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n error(s) (see the Problems panel); the game cannot load it until they are fixed.</source>
        <translation>
            <numerusform>Le scénario a %n erreur (voir le panneau Problèmes) ; le jeu ne peut pas le charger tant qu&apos;elle n&apos;est pas corrigée.</numerusform>
            <numerusform>Le scénario a %n erreurs (voir le panneau Problèmes) ; le jeu ne peut pas le charger tant qu&apos;elles ne sont pas corrigées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Errors of the file as opened are gone once it is saved with what the editor reads.</source>
        <translation>Les erreurs du fichier tel qu&apos;il a été ouvert disparaissent dès qu&apos;il est enregistré avec ce que l&apos;éditeur a lu.</translation>
    </message>
    <message numerus="yes">
        <source>Play-test refused: %n error(s).</source>
        <translation>
            <numerusform>Test en jeu refusé : %n erreur.</numerusform>
            <numerusform>Test en jeu refusé : %n erreurs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n page(s). Which one is the map?</source>
        <translation>
            <numerusform>%1 a %n page. Laquelle est la carte ?</numerusform>
            <numerusform>%1 a %n pages. Laquelle est la carte ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The map image differs from the scenario in %1 and %2 (hatched): accept them with the Accept tool (A), or all at once with Map &gt; Accept All Suggestions.</source>
        <translation>L&apos;image de carte diffère du scénario en %1 et %2 (hachurés) : acceptez-les avec l&apos;outil Accepter (A), ou tous à la fois avec Carte &gt; Accepter toutes les suggestions.</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es)</source>
        <translation>
            <numerusform>%n hexagone</numerusform>
            <numerusform>%n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexside(s)</source>
        <translation>
            <numerusform>%n côté d&apos;hexagone</numerusform>
            <numerusform>%n côtés d&apos;hexagone</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::ListPanel</name>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
</context>
<context>
    <name>eylau::editor::MapImageBox</name>
    <message>
        <source>Map image</source>
        <translation>Image de carte</translation>
    </message>
    <message>
        <source>&amp;Locked</source>
        <translation>&amp;Verrouillée</translation>
    </message>
    <message>
        <source>Clear Calibration</source>
        <translation>Effacer le calage</translation>
    </message>
    <message>
        <source>Add Map Image...</source>
        <translation>Ajouter une image de carte...</translation>
    </message>
    <message>
        <source>How much of the map image shows over the drawn terrain</source>
        <translation>Combien l&apos;image de carte apparaît par-dessus le terrain dessiné</translation>
    </message>
    <message>
        <source>Opacity:</source>
        <translation>Opacité :</translation>
    </message>
    <message>
        <source>A locked image keeps its calibration: the Calibrate tool leaves it alone</source>
        <translation>Une image verrouillée garde son calage : l&apos;outil Caler n&apos;y touche pas</translation>
    </message>
    <message>
        <source>Map image opacity %1%</source>
        <translation>Opacité de l&apos;image de carte %1 %</translation>
    </message>
    <message>
        <source>Lock the map image</source>
        <translation>Verrouiller l&apos;image de carte</translation>
    </message>
    <message>
        <source>Unlock the map image</source>
        <translation>Déverrouiller l&apos;image de carte</translation>
    </message>
    <message>
        <source>Clear the map image&apos;s calibration</source>
        <translation>Effacer le calage de l&apos;image de carte</translation>
    </message>
</context>
<context>
    <name>eylau::editor::MapSizeDialog</name>
    <message>
        <source>New scenario</source>
        <translation>Nouveau scénario</translation>
    </message>
    <message>
        <source>Resize map</source>
        <translation>Redimensionner la carte</translation>
    </message>
    <message>
        <source>A blank map on the Standard Rules, with the Eylau charts (water unfrozen).</source>
        <translation>Une carte vierge sur les Règles standard, avec les tables d&apos;Eylau (eaux non gelées).</translation>
    </message>
    <message>
        <source>Hexes and hexsides outside the new bounds are dropped; units left off the map show in the problems panel.</source>
        <translation>Les hexagones et côtés d&apos;hexagone hors des nouvelles limites sont abandonnés ; les unités laissées hors de la carte apparaissent dans le panneau des problèmes.</translation>
    </message>
    <message>
        <source>&amp;Columns:</source>
        <translation>&amp;Colonnes :</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Lignes :</translation>
    </message>
    <message>
        <source>&amp;First column:</source>
        <translation>&amp;Première colonne :</translation>
    </message>
    <message>
        <source>First &amp;row:</source>
        <translation>Première l&amp;igne :</translation>
    </message>
    <message>
        <source>&amp;Terrain:</source>
        <translation>&amp;Terrain :</translation>
    </message>
</context>
<context>
    <name>eylau::editor::OrderOfBattlePanel</name>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Divisions</source>
        <translation>Divisions</translation>
    </message>
    <message>
        <source>Fresh Strength</source>
        <translation>Force fraîche</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it; drag a row onto the map to give the unit a start hex.</source>
        <translation>Double-cliquez sur une cellule pour la modifier ; faites glisser une ligne sur la carte pour donner à l&apos;unité un hexagone de départ.</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <source>Add a division first: every unit belongs to one.</source>
        <translation>Ajoutez d&apos;abord une division : chaque unité appartient à une division.</translation>
    </message>
    <message>
        <source>Duplicate unit %1</source>
        <translation>Dupliquer l&apos;unité %1</translation>
    </message>
    <message>
        <source>A unit&apos;s side and nationality are its division&apos;s; renaming a division renames it for its units too.</source>
        <translation>Le camp et la nationalité d&apos;une unité sont ceux de sa division ; renommer une division la renomme aussi pour ses unités.</translation>
    </message>
    <message>
        <source>Add division</source>
        <translation>Ajouter une division</translation>
    </message>
    <message>
        <source>Add division %1</source>
        <translation>Ajouter la division %1</translation>
    </message>
    <message>
        <source>Delete division</source>
        <translation>Supprimer la division</translation>
    </message>
    <message>
        <source>Edit Fresh Strength marker</source>
        <translation>Modifier le marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>Fresh Strength markers (21.0): at most one per division; they count only when section 21.0 is in force.</source>
        <translation>Marqueurs de Force fraîche (21.0) : au plus un par division ; ils ne comptent que si la section 21.0 est en vigueur.</translation>
    </message>
    <message>
        <source>Add marker</source>
        <translation>Ajouter un marqueur</translation>
    </message>
    <message>
        <source>Add Fresh Strength marker</source>
        <translation>Ajouter un marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>Delete Fresh Strength marker</source>
        <translation>Supprimer le marqueur de Force fraîche</translation>
    </message>
    <message>
        <source>Add unit %1</source>
        <translation>Ajouter l&apos;unité %1</translation>
    </message>
    <message numerus="yes">
        <source>Delete division %1 and its %n unit(s)?</source>
        <translation>
            <numerusform>Supprimer la division %1 et son unité ?</numerusform>
            <numerusform>Supprimer la division %1 et ses %n unités ?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::editor::PlayTestDialog</name>
    <message>
        <source>Play-test</source>
        <translation>Tester en jeu</translation>
    </message>
    <message>
        <source>Begin a new game at Game-Turn &amp;1</source>
        <translation>Commencer une nouvelle partie au Tour de jeu &amp;1</translation>
    </message>
    <message>
        <source>Begin at &amp;Game-Turn:</source>
        <translation>Commencer au &amp;Tour de jeu :</translation>
    </message>
    <message>
        <source>Game-Turn to begin at</source>
        <translation>Tour de jeu de départ</translation>
    </message>
    <message>
        <source>&amp;Replay a saved game as far as it still holds:</source>
        <translation>&amp;Rejouer une partie enregistrée aussi loin qu&apos;elle tient :</translation>
    </message>
    <message>
        <source>Saved game to replay</source>
        <translation>Partie enregistrée à rejouer</translation>
    </message>
    <message>
        <source>game.eylau</source>
        <translation>partie.eylau</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source>The game plays the saved scenario file. From a later Game-Turn, every unit stands as set up and the reinforcements of earlier Game-Turns may enter. A saved game is replayed until its first command the edited scenario refuses; the game says which, and you play on from there.</source>
        <translation>Le jeu joue le fichier de scénario enregistré. À partir d&apos;un Tour de jeu ultérieur, chaque unité est à sa place de départ et les renforts des Tours de jeu précédents peuvent entrer. Une partie enregistrée est rejouée jusqu&apos;à sa première commande que le scénario modifié refuse ; le jeu dit laquelle, et vous continuez à jouer de là.</translation>
    </message>
    <message>
        <source>&amp;Start the Game</source>
        <translation>&amp;Lancer le jeu</translation>
    </message>
    <message>
        <source>Replay a Saved Game</source>
        <translation>Rejouer une partie enregistrée</translation>
    </message>
    <message>
        <source>Eylau game records (*.eylau);;All files (*)</source>
        <translation>Parties d&apos;Eylau (*.eylau);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>eylau::editor::ProblemsPanel</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>No problems: the game can load this scenario.</source>
        <translation>Aucun problème : le jeu peut charger ce scénario.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>In the file as opened: %1. Saving writes what the editor reads instead.</source>
        <translation>Dans le fichier tel qu&apos;il a été ouvert : %1. L&apos;enregistrement écrit à la place ce que l&apos;éditeur a lu.</translation>
    </message>
    <message numerus="yes">
        <source>No errors, %n warning(s): the game can load this scenario.</source>
        <translation>
            <numerusform>Aucune erreur, %n avertissement : le jeu peut charger ce scénario.</numerusform>
            <numerusform>Aucune erreur, %n avertissements : le jeu peut charger ce scénario.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the game will refuse the file until the errors are fixed.</source>
        <translation>%1 : le jeu refusera le fichier tant que les erreurs ne seront pas corrigées.</translation>
    </message>
</context>
<context>
    <name>eylau::editor::ScenarioDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>eylau::editor::ScenarioPanel</name>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre :</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Description :</translation>
    </message>
    <message>
        <source>Edit the name</source>
        <translation>Modifier le nom</translation>
    </message>
    <message>
        <source>Edit the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Edit the description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
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
        <source>Moves first (3.0):</source>
        <translation>Joue en premier (3.0) :</translation>
    </message>
    <message>
        <source>Change the first player</source>
        <translation>Changer le premier joueur</translation>
    </message>
    <message>
        <source>Exclusive Rules:</source>
        <translation>Règles exclusives :</translation>
    </message>
    <message>
        <source>Weather in force by default (22.0)</source>
        <translation>Météo en vigueur par défaut (22.0)</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Weather on by default</source>
        <translation>Météo activée par défaut</translation>
    </message>
    <message>
        <source>Weather off by default</source>
        <translation>Météo désactivée par défaut</translation>
    </message>
    <message>
        <source>Cavalry readiness by default (variant)</source>
        <translation>Fraîcheur de la cavalerie par défaut (variante)</translation>
    </message>
    <message>
        <source>Artillery limbering by default (variant)</source>
        <translation>Avant-trains de l&apos;artillerie par défaut (variante)</translation>
    </message>
    <message>
        <source>%1: a variant rule adapted from La Bataille, not one of SPI&apos;s rules; any battle may offer it</source>
        <translation>%1 : une règle variante adaptée de La Bataille, pas une règle de SPI ; toute bataille peut la proposer</translation>
    </message>
    <message>
        <source>%1 on by default</source>
        <translation>%1 activée par défaut</translation>
    </message>
    <message>
        <source>%1 off by default</source>
        <translation>%1 désactivée par défaut</translation>
    </message>
    <message>
        <source>Artillery limbering variant (AL.2): a die roll of this or less limbers a battery</source>
        <translation>Variante des avant-trains (AL.2) : un jet de dé inférieur ou égal à ceci attelle une batterie</translation>
    </message>
    <message>
        <source>Limber on a roll of (AL.2):</source>
        <translation>Atteler sur un jet de (AL.2) :</translation>
    </message>
    <message>
        <source>Limber on a roll of %1 or less</source>
        <translation>Atteler sur un jet de %1 ou moins</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Resize...</source>
        <translation>Redimensionner...</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <source>The provenance of every hex and hexside that does not say otherwise</source>
        <translation>La provenance de chaque hexagone et côté d&apos;hexagone qui n&apos;en indique pas d&apos;autre</translation>
    </message>
    <message>
        <source>Provenance:</source>
        <translation>Provenance :</translation>
    </message>
    <message>
        <source>Change the map&apos;s provenance</source>
        <translation>Changer la provenance de la carte</translation>
    </message>
    <message>
        <source>Use section %1</source>
        <translation>Utiliser la section %1</translation>
    </message>
    <message>
        <source>Drop section %1</source>
        <translation>Abandonner la section %1</translation>
    </message>
    <message>
        <source>Victory Points per enemy strength point eliminated (23.1):</source>
        <translation>Points de victoire par point de potentiel ennemi éliminé (23.1) :</translation>
    </message>
    <message>
        <source>Victory Points per strength point</source>
        <translation>Points de victoire par point de potentiel</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hexagone</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>victory hex</source>
        <translation>hexagone de victoire</translation>
    </message>
    <message>
        <source>Victory hexes (23.4): worth their points to the side that controls them at the end. The Victory tool marks them on the map.</source>
        <translation>Hexagones de victoire (23.4) : ils rapportent leurs points au camp qui les contrôle à la fin. L&apos;outil Victoire les marque sur la carte.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminés</translation>
    </message>
    <message>
        <source>Enemy strength points the side must have eliminated</source>
        <translation>Points de potentiel ennemis que le camp doit avoir éliminés</translation>
    </message>
    <message>
        <source>Guard committed</source>
        <translation>Garde engagée</translation>
    </message>
    <message>
        <source>Only once the French Guard has been committed (23.3)</source>
        <translation>Seulement une fois la Garde française engagée (23.3)</translation>
    </message>
    <message>
        <source>award</source>
        <translation>prime</translation>
    </message>
    <message>
        <source>Awards (23.2, 23.3): bonus points for eliminating enemy strength.</source>
        <translation>Primes (23.2, 23.3) : points en plus pour l&apos;élimination de potentiel ennemi.</translation>
    </message>
    <message>
        <source>From</source>
        <translation>À partir de</translation>
    </message>
    <message>
        <source>Victory Point superiority from which this level applies; the first is 0</source>
        <translation>Avance en Points de victoire à partir de laquelle ce niveau s&apos;applique ; le premier est 0</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>level of victory</source>
        <translation>niveau de victoire</translation>
    </message>
    <message>
        <source>Levels of victory (23.5), in increasing order.</source>
        <translation>Niveaux de victoire (23.5), par ordre croissant.</translation>
    </message>
    <message>
        <source>%1 x %2 hexes (%3)</source>
        <translation>%1 x %2 hexagones (%3)</translation>
    </message>
    <message>
        <source>Movement restrictions</source>
        <translation>Restrictions de mouvement</translation>
    </message>
    <message>
        <source>Divisional integrity</source>
        <translation>Intégrité divisionnaire</translation>
    </message>
    <message>
        <source>Fresh strength</source>
        <translation>Force fraîche</translation>
    </message>
    <message>
        <source>Weather (optional rule)</source>
        <translation>Météo (règle optionnelle)</translation>
    </message>
    <message>
        <source>Eylau victory (Guard committed)</source>
        <translation>Victoire à Eylau (Garde engagée)</translation>
    </message>
    <message>
        <source>Cavalry readiness (variant after La Bataille)</source>
        <translation>Fraîcheur de la cavalerie (variante d&apos;après La Bataille)</translation>
    </message>
    <message>
        <source>Artillery limbering (variant after La Bataille)</source>
        <translation>Avant-trains de l&apos;artillerie (variante d&apos;après La Bataille)</translation>
    </message>
</context>
<context>
    <name>eylau::editor::SchedulePanel</name>
    <message>
        <source>Game-Turns</source>
        <translation>Tours de jeu</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Renforts</translation>
    </message>
    <message>
        <source>Entry Areas</source>
        <translation>Zones d&apos;entrée</translation>
    </message>
    <message>
        <source>The game lasts as many Game-Turns as the track has (3.0).</source>
        <translation>La partie dure autant de Tours de jeu que la piste en compte (3.0).</translation>
    </message>
    <message>
        <source>Add turn</source>
        <translation>Ajouter un tour</translation>
    </message>
    <message>
        <source>Add Game-Turn %1</source>
        <translation>Ajouter le Tour de jeu %1</translation>
    </message>
    <message>
        <source>Delete Game-Turn %1</source>
        <translation>Supprimer le Tour de jeu %1</translation>
    </message>
    <message>
        <source>Renumber Game-Turn %1</source>
        <translation>Renuméroter le Tour de jeu %1</translation>
    </message>
    <message>
        <source>Turn earlier</source>
        <translation>Tour plus tôt</translation>
    </message>
    <message>
        <source>Turn later</source>
        <translation>Tour plus tard</translation>
    </message>
    <message>
        <source>Reinforcements by the earliest Game-Turn they may enter (7.0). Double-click a unit&apos;s turn to change it.</source>
        <translation>Les renforts par premier Tour de jeu où ils peuvent entrer (7.0). Double-cliquez sur le tour d&apos;une unité pour le changer.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Division</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Game-Turn %1, %2%3%4</source>
        <translation>Tour de jeu %1, %2%3%4</translation>
    </message>
    <message>
        <source> (night)</source>
        <translation> (nuit)</translation>
    </message>
    <message>
        <source>Game-Turn %1: not on the track!</source>
        <translation>Tour de jeu %1 : absent de la piste !</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 French, %2 Allied</source>
        <translation>%1 français, %2 alliés</translation>
    </message>
    <message>
        <source>Entry areas are map-edge hexes (7.0). The Entry tool adds and removes them on the map.</source>
        <translation>Les zones d&apos;entrée sont des hexagones du bord de carte (7.0). L&apos;outil Entrée les ajoute et les retire sur la carte.</translation>
    </message>
    <message>
        <source>Add area</source>
        <translation>Ajouter une zone</translation>
    </message>
    <message>
        <source>Add entry area %1</source>
        <translation>Ajouter la zone d&apos;entrée %1</translation>
    </message>
    <message>
        <source>Delete entry area %1</source>
        <translation>Supprimer la zone d&apos;entrée %1</translation>
    </message>
</context>
<context>
    <name>eylau::editor::TablesPanel</name>
    <message>
        <source>Combat Results</source>
        <translation>Résultats des combats</translation>
    </message>
    <message>
        <source>Terrain Effects</source>
        <translation>Effets du terrain</translation>
    </message>
    <message>
        <source>Add column...</source>
        <translation>Ajouter une colonne...</translation>
    </message>
    <message>
        <source>Remove column</source>
        <translation>Retirer la colonne</translation>
    </message>
    <message>
        <source>Mark reconstructed</source>
        <translation>Marquer reconstitué</translation>
    </message>
    <message>
        <source>Mark printed</source>
        <translation>Marquer imprimé</translation>
    </message>
    <message>
        <source>Double-click a cell to choose its result (6.3). Tinted italic cells are reconstructed.</source>
        <translation>Double-cliquez sur une cellule pour choisir son résultat (6.3). Les cellules teintées en italique sont reconstituées.</translation>
    </message>
    <message>
        <source>Add column</source>
        <translation>Ajouter une colonne</translation>
    </message>
    <message>
        <source>Odds ratio (attacker-defender), such as 7-1:</source>
        <translation>Rapport de forces (attaquant-défenseur), par exemple 7-1 :</translation>
    </message>
    <message>
        <source>Water is frozen</source>
        <translation>Les eaux sont gelées</translation>
    </message>
    <message>
        <source>Frozen lakes and rivers change nothing for movement, Zones of Control or combat (the Eylau chart note)</source>
        <translation>Gelés, lacs et rivières ne changent rien au mouvement, aux Zones de contrôle ni au combat (la note de la table d&apos;Eylau)</translation>
    </message>
    <message>
        <source>Frozen, lakes and rivers change nothing for movement, Zones of Control or combat (the Eylau chart note); unfrozen, the rows below apply.</source>
        <translation>Gelés, lacs et rivières ne changent rien au mouvement, aux Zones de contrôle ni au combat (la note de la table d&apos;Eylau) ; non gelés, les lignes ci-dessous s&apos;appliquent.</translation>
    </message>
    <message>
        <source>Freeze water</source>
        <translation>Geler les eaux</translation>
    </message>
    <message>
        <source>Thaw water</source>
        <translation>Dégeler les eaux</translation>
    </message>
    <message>
        <source>Terrain in a hex (9.0); costs in half Movement Points:</source>
        <translation>Terrain d&apos;un hexagone (9.0) ; coûts en demi-Points de mouvement :</translation>
    </message>
    <message>
        <source>Hexside features:</source>
        <translation>Côtés d&apos;hexagone :</translation>
    </message>
</context>
<context>
    <name>eylau::editor::ToolOptionsPanel</name>
    <message>
        <source>Terrain (Terrain, Fill tools)</source>
        <translation>Terrain (outils Terrain, Remplir)</translation>
    </message>
    <message>
        <source>Paint %1</source>
        <translation>Peindre : %1</translation>
    </message>
    <message>
        <source>0: one hex; 1: the hex and its six neighbours; ...</source>
        <translation>0 : un hexagone ; 1 : l&apos;hexagone et ses six voisins ; ...</translation>
    </message>
    <message>
        <source>Brush radius:</source>
        <translation>Rayon du pinceau :</translation>
    </message>
    <message>
        <source>Hexside feature (Hexside tool)</source>
        <translation>Côté d&apos;hexagone (outil Côté)</translation>
    </message>
    <message>
        <source>Route (Road tool)</source>
        <translation>Voie (outil Route)</translation>
    </message>
    <message>
        <source>Victory hex points:</source>
        <translation>Points des hexagones de victoire :</translation>
    </message>
    <message>
        <source>keep / as the map</source>
        <translation>garder / comme la carte</translation>
    </message>
    <message>
        <source>printed</source>
        <translation>imprimé</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstitué</translation>
    </message>
    <message>
        <source>How hexes, hexsides, victory hexes and entry areas you edit are marked: printed (checked against the rulebook or your own battle), reconstructed, or left as they were (new ones take the map&apos;s provenance)</source>
        <translation>Comment sont marqués les hexagones, côtés d&apos;hexagone, hexagones de victoire et zones d&apos;entrée que vous modifiez : imprimé (vérifié sur le livret de règles ou votre propre bataille), reconstitué, ou laissés comme ils étaient (les nouveaux prennent la provenance de la carte)</translation>
    </message>
    <message>
        <source>Mark edits as:</source>
        <translation>Marquer les modifications :</translation>
    </message>
</context>
<context>
    <name>eylau::editor::UnderlayView</name>
    <message>
        <source>No map image: File &gt; Add Map Image... draws a scan of your map under the grid.</source>
        <translation>Pas d&apos;image de carte : Fichier &gt; Ajouter une image de carte... dessine un scan de votre carte sous la grille.</translation>
    </message>
    <message>
        <source>%1 cannot be shown: %2</source>
        <translation>%1 ne peut pas être affiché : %2</translation>
    </message>
    <message>
        <source>%1 x %2 pixels</source>
        <translation>%1 x %2 pixels</translation>
    </message>
    <message>
        <source>; locked</source>
        <translation> ; verrouillé</translation>
    </message>
    <message>
        <source>%1, %2: not calibrated (fitted to the map); with the Calibrate tool, click the centres of two or three known hexes on the image</source>
        <translation>%1, %2 : non calé (ajusté à la carte) ; avec l&apos;outil Caler, cliquez au centre de deux ou trois hexagones connus sur l&apos;image</translation>
    </message>
    <message>
        <source>There is no map image to read: File &gt; Add Map Image... first.</source>
        <translation>Il n&apos;y a pas d&apos;image de carte à lire : d&apos;abord Fichier &gt; Ajouter une image de carte...</translation>
    </message>
    <message>
        <source>Calibrate the map image first (the Calibrate tool, on two or three hexes).</source>
        <translation>Calez d&apos;abord l&apos;image de carte (l&apos;outil Caler, sur deux ou trois hexagones).</translation>
    </message>
    <message>
        <source>Assign some sample colours first: with the Sample tool, click a colour of the image and say what it means (this green is woods, this blue a stream).</source>
        <translation>Attribuez d&apos;abord quelques couleurs échantillons : avec l&apos;outil Échantillon, cliquez sur une couleur de l&apos;image et dites ce qu&apos;elle signifie (ce vert, des bois ; ce bleu, un ruisseau).</translation>
    </message>
    <message>
        <source>Suggested: %1 (%2% of its pixels)</source>
        <translation>Suggéré : %1 (%2 % de ses pixels)</translation>
    </message>
    <message>
        <source>Suggested for the hexside %1/%2: %3</source>
        <translation>Suggéré pour le côté d&apos;hexagone %1/%2 : %3</translation>
    </message>
    <message>
        <source>no feature</source>
        <translation>aucun élément</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: calibrated on %n hex(es), off by %3 hex on average%4</source>
        <translation>
            <numerusform>%1, %2 : calé sur %n hexagone, écart moyen de %3 hexagone%4</numerusform>
            <numerusform>%1, %2 : calé sur %n hexagones, écart moyen de %3 hexagone%4</numerusform>
        </translation>
    </message>
</context>
</TS>
