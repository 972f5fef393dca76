<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BoardPdf</name>
    <message numerus="yes">
        <source>At %1 mm a hex the map needs %n pages; at most %2 are printed. Choose smaller hexes or larger paper.</source>
        <translation>
            <numerusform>At %1 mm a hex the map needs %n page; at most %2 are printed. Choose smaller hexes or larger paper.</numerusform>
            <numerusform>At %1 mm a hex the map needs %n pages; at most %2 are printed. Choose smaller hexes or larger paper.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SentenceCount</name>
    <message numerus="yes">
        <source>the last attack is not finished: the attacker still owes {0} strength points of Ee losses</source>
        <translation>
            <numerusform>the last attack is not finished: the attacker still owes {0} strength point of Ee losses</numerusform>
            <numerusform>the last attack is not finished: the attacker still owes {0} strength points of Ee losses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ee: the attacker must lose at least {0} strength points; these units have {1}</source>
        <translation>
            <numerusform>Ee: the attacker must lose at least {0} strength point; these units have {1}</numerusform>
            <numerusform>Ee: the attacker must lose at least {0} strength points; these units have {1}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[23.1] {q0}: {0} for {1} enemy strength points eliminated</source>
        <translation>
            <numerusform>[23.1] {q0}: {0} for {1} enemy strength point eliminated</numerusform>
            <numerusform>[23.1] {q0}: {0} for {1} enemy strength points eliminated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::BoardImageController</name>
    <message numerus="yes">
        <source>The board is your map image, calibrated on %n hex(es).</source>
        <translation>
            <numerusform>The board is your map image, calibrated on %n hex.</numerusform>
            <numerusform>The board is your map image, calibrated on %n hexes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ChatPanel</name>
    <message numerus="yes">
        <source>Watching (%n): %1</source>
        <translation>
            <numerusform>Watching (%n): %1</numerusform>
            <numerusform>Watching (%n): %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::FileController</name>
    <message numerus="yes">
        <source>Opened %1: %n command(s) replayed.</source>
        <translation>
            <numerusform>Opened %1: %n command replayed.</numerusform>
            <numerusform>Opened %1: %n commands replayed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed whole on the edited scenario: %n command(s).</source>
        <translation>
            <numerusform>%1 replayed whole on the edited scenario: %n command.</numerusform>
            <numerusform>%1 replayed whole on the edited scenario: %n commands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 replayed on the edited scenario as far as it holds: %2 of %n command(s); it stopped at line %3, %4: %5</source>
        <translation>
            <numerusform>%1 replayed on the edited scenario as far as it holds: %2 of %n command; it stopped at line %3, %4: %5</numerusform>
            <numerusform>%1 replayed on the edited scenario as far as it holds: %2 of %n commands; it stopped at line %3, %4: %5</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::HintText</name>
    <message numerus="yes">
        <source>%n move(s); they set up attacks worth %1 Victory Points (expected) for %2</source>
        <translation>
            <numerusform>%n move; it sets up attacks worth %1 Victory Points (expected) for %2</numerusform>
            <numerusform>%n moves; they set up attacks worth %1 Victory Points (expected) for %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::LossesWidget</name>
    <message numerus="yes">
        <source>Checked: %1 of at least %n strength point(s)</source>
        <translation>
            <numerusform>Checked: %1 of at least %n strength point</numerusform>
            <numerusform>Checked: %1 of at least %n strength points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ee (6.3): the defenders are eliminated, and the %1 player must lose at least %n strength point(s) of his adjacent attackers (bombarding artillery is never lost). Check the units to lose.</source>
        <translation>
            <numerusform>Ee (6.3): the defenders are eliminated, and the %1 player must lose at least %n strength point of his adjacent attackers (bombarding artillery is never lost). Check the units to lose.</numerusform>
            <numerusform>Ee (6.3): the defenders are eliminated, and the %1 player must lose at least %n strength points of his adjacent attackers (bombarding artillery is never lost). Check the units to lose.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::LuckDialog</name>
    <message numerus="yes">
        <source> over %n attack(s): each roll&apos;s worth against what its column could expect.</source>
        <translation>
            <numerusform> over %n attack: each roll&apos;s worth against what its column could expect.</numerusform>
            <numerusform> over %n attacks: each roll&apos;s worth against what its column could expect.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::NetworkController</name>
    <message numerus="yes">
        <source>Play on from the %n command(s) both programs agreed on (the opponent&apos;s program must agree again), or review the game as it was saved.</source>
        <translation>
            <numerusform>Play on from the %n command both programs agreed on (the opponent&apos;s program must agree again), or review the game as it was saved.</numerusform>
            <numerusform>Play on from the %n commands both programs agreed on (the opponent&apos;s program must agree again), or review the game as it was saved.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Playing the host&apos;s game (%n command(s) so far).</source>
        <translation>
            <numerusform>Playing the host&apos;s game (%n command so far).</numerusform>
            <numerusform>Playing the host&apos;s game (%n commands so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The two programs agree on the game (%n command(s)); play goes on.</source>
        <translation>
            <numerusform>The two programs agree on the game (%n command); play goes on.</numerusform>
            <numerusform>The two programs agree on the game (%n commands); play goes on.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ReleaseDialog</name>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n unit</numerusform>
            <numerusform>%n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strength point(s)</source>
        <translation>
            <numerusform>%n strength point</numerusform>
            <numerusform>%n strength points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ReviewBar</name>
    <message numerus="yes">
        <source> — the end of the record (%n command(s))</source>
        <translation>
            <numerusform> — the end of the record (%n command)</numerusform>
            <numerusform> — the end of the record (%n commands)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::ReviewController</name>
    <message numerus="yes">
        <source>Reviewing %1: %n command(s).</source>
        <translation>
            <numerusform>Reviewing %1: %n command.</numerusform>
            <numerusform>Reviewing %1: %n commands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A new game from the position reviewed (%n command(s)); the game reviewed is unchanged.</source>
        <translation>
            <numerusform>A new game from the position reviewed (%n command); the game reviewed is unchanged.</numerusform>
            <numerusform>A new game from the position reviewed (%n commands); the game reviewed is unchanged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Watching: %n command(s) behind the game (End ▶| follows it again)</source>
        <translation>
            <numerusform>Watching: %n command behind the game (End ▶| follows it again)</numerusform>
            <numerusform>Watching: %n commands behind the game (End ▶| follows it again)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::TakebackController</name>
    <message numerus="yes">
        <source>You asked %1 to take back %n move(s) (%2); waiting for the answer.</source>
        <translation>
            <numerusform>You asked %1 to take back %n move (%2); waiting for the answer.</numerusform>
            <numerusform>You asked %1 to take back %n moves (%2); waiting for the answer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 agreed: %n move(s) of yours taken back.</source>
        <translation>
            <numerusform>%1 agreed: %n move of yours taken back.</numerusform>
            <numerusform>%1 agreed: %n moves of yours taken back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You agreed: %n move(s) of %1 taken back.</source>
        <translation>
            <numerusform>You agreed: %n move of %1 taken back.</numerusform>
            <numerusform>You agreed: %n moves of %1 taken back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 declined: your %n move(s) stand.</source>
        <translation>
            <numerusform>%1 declined: your %n move stands.</numerusform>
            <numerusform>%1 declined: your %n moves stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You declined: the %n move(s) of %1 stand.</source>
        <translation>
            <numerusform>You declined: the %n move of %1 stands.</numerusform>
            <numerusform>You declined: the %n moves of %1 stand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The connection was lost before the question to take back %n move(s) was answered: nothing was taken back. Ask again once the programs agree.</source>
        <translation>
            <numerusform>The connection was lost before the question to take back %n move was answered: nothing was taken back. Ask again once the programs agree.</numerusform>
            <numerusform>The connection was lost before the question to take back %n moves was answered: nothing was taken back. Ask again once the programs agree.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 asks to take back %n move(s) since the last die roll: %2.</source>
        <translation>
            <numerusform>%1 asks to take back %n move since the last die roll: %2.</numerusform>
            <numerusform>%1 asks to take back %n moves since the last die roll: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 asks to take back %n move(s): accept or decline in the box shown.</source>
        <translation>
            <numerusform>%1 asks to take back %n move: accept or decline in the box shown.</numerusform>
            <numerusform>%1 asks to take back %n moves: accept or decline in the box shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::TurnFileController</name>
    <message numerus="yes">
        <source>Wrote %1 for %2 (%n command(s)), signed by your key %3: send it to your opponent.</source>
        <translation>
            <numerusform>Wrote %1 for %2 (%n command), signed by your key %3: send it to your opponent.</numerusform>
            <numerusform>Wrote %1 for %2 (%n commands), signed by your key %3: send it to your opponent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 was not opened, and the game in progress is unchanged: %n problem(s).</source>
        <translation>
            <numerusform>%1 was not opened, and the game in progress is unchanged: %n problem.</numerusform>
            <numerusform>%1 was not opened, and the game in progress is unchanged: %n problems.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 from %2: %n new command(s), shown in review from the first. Close the review to play your turn as %3; then File &gt; Send Turn.</source>
        <translation>
            <numerusform>Opened %1 from %2: %n new command, shown in review from the first. Close the review to play your turn as %3; then File &gt; Send Turn.</numerusform>
            <numerusform>Opened %1 from %2: %n new commands, shown in review from the first. Close the review to play your turn as %3; then File &gt; Send Turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::game::WatchController</name>
    <message numerus="yes">
        <source>Following the game live: %n command(s) so far.</source>
        <translation>
            <numerusform>Following the game live: %n command so far.</numerusform>
            <numerusform>Following the game live: %n commands so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::mapexport::ExportMapDialog</name>
    <message numerus="yes">
        <source>%n page(s) of %1 %2, %3 across by %4 down. The map is %5 × %6 mm.</source>
        <translation>
            <numerusform>%n page of %1 %2, %3 across by %4 down. The map is %5 × %6 mm.</numerusform>
            <numerusform>%n pages of %1 %2, %3 across by %4 down. The map is %5 × %6 mm.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::mapview::VictoryHexItem</name>
    <message numerus="yes">
        <source>Victory hex: %n Victory Point(s) (23.4)</source>
        <translation>
            <numerusform>Victory hex: %n Victory Point (23.4)</numerusform>
            <numerusform>Victory hex: %n Victory Points (23.4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::net::NetworkGame</name>
    <message numerus="yes">
        <source>%n more connection(s) without the invitation were refused in the last minute.</source>
        <translation>
            <numerusform>%n more connection without the invitation was refused in the last minute.</numerusform>
            <numerusform>%n more connections without the invitation were refused in the last minute.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::net::SpectatorHub</name>
    <message numerus="yes">
        <source>A spectator from %1 was turned away: %n already watch, the most a game allows.</source>
        <translation>
            <numerusform>A spectator from %1 was turned away: %n already watches, the most a game allows.</numerusform>
            <numerusform>A spectator from %1 was turned away: %n already watch, the most a game allows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eylau::net::TlsListener</name>
    <message numerus="yes">
        <source>%n other connection(s) were already being checked</source>
        <translation>
            <numerusform>%n other connection was already being checked</numerusform>
            <numerusform>%n other connections were already being checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it did not finish the encrypted handshake within %n s</source>
        <translation>
            <numerusform>it did not finish the encrypted handshake within %n s</numerusform>
            <numerusform>it did not finish the encrypted handshake within %n s</numerusform>
        </translation>
    </message>
</context>
</TS>
