// Every pattern of engine/include/eylau/rules/sentences.def, in its order, for lupdate: a
// sentence is worded through the catalogue (sentence_words.cpp) from its code's English pattern.
// A test fails when this list and sentences.def disagree, naming the line to add or remove.
#include "word_lists.h"

#include <QtGlobal>

namespace eylau::i18n {
namespace {

constexpr const char* kPatterns[] = {
    // Movement (4.0-4.6, 7.1, 7.2, 8.1)
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot reach {1}: it costs {2} MP and {0} has {3} MP left"),  // TooFar
    QT_TRANSLATE_NOOP("Sentence", "{0} is off the map (columns {1}-{2}, rows {3}-{4})"),  // OffMap
    QT_TRANSLATE_NOOP("Sentence", "{0} is occupied by an enemy unit ({1})"),  // EnemyOccupied
    QT_TRANSLATE_NOOP("Sentence", "at night {0} may not enter {1}, in the Zone of Control of {2}"),  // NightZocEntry
    QT_TRANSLATE_NOOP("Sentence", "{0} may not enter {1}: it would have to stop there, in the Zone of Control of {2} (4.5), with {3}, and neither could leave"),  // StopWithFriendInZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot cross the {1} between {2} and {3} except at a bridge"),  // CannotCross
    QT_TRANSLATE_NOOP("Sentence", "{0} (artillery) cannot cross the {1} between {2} and {3} except at a bridge"),  // ArtilleryCannotCross
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot enter {1}: {2} is impassable"),  // ImpassableTerrain
    QT_TRANSLATE_NOOP("Sentence", "{0} and {1} are not adjacent"),  // NotAdjacentHexes
    QT_TRANSLATE_NOOP("Sentence", "{0} must stop on entering {1}, in the Zone of Control of {2}"),  // MustStopInZoc
    QT_TRANSLATE_NOOP("Sentence", "at night {0} cannot reach {1}: every way there enters an enemy Zone of Control"),  // NightEveryWayEntersZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot reach {1}: every way there enters an enemy Zone of Control, where it must stop"),  // EveryWayEntersZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot reach {1}: enemy units block every way there"),  // EnemiesBlockEveryWay
    QT_TRANSLATE_NOOP("Sentence", "{0} (artillery) cannot reach {1}: every way there crosses a gully or stream without a bridge"),  // ArtilleryNeedsBridgeEveryWay
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot reach {1}: impassable terrain blocks every way there"),  // ImpassableEveryWay
    QT_TRANSLATE_NOOP("Sentence", "there is no unit number {0}"),  // NoUnitNumber
    QT_TRANSLATE_NOOP("Sentence", "{0} is not on the map"),  // NotOnMap
    QT_TRANSLATE_NOOP("Sentence", "no hex given for {0} to move to"),  // NoHexToMoveTo
    QT_TRANSLATE_NOOP("Sentence", "{0} is in an enemy Zone of Control and cannot move"),  // InEnemyZocCannotMove
    QT_TRANSLATE_NOOP("Sentence", "{0} has no Movement Points left"),  // NoMPLeft
    QT_TRANSLATE_NOOP("Sentence", "{0} is already in {1}"),  // AlreadyIn
    QT_TRANSLATE_NOOP("Sentence", "{0} is not waiting to enter the map"),  // NotWaitingToEnter
    QT_TRANSLATE_NOOP("Sentence", "{0} has no entry area"),  // NoEntryArea
    QT_TRANSLATE_NOOP("Sentence", "no entry hex given for {0}"),  // NoEntryHexGiven
    QT_TRANSLATE_NOOP("Sentence", "{0} may not enter by {1}: it is occupied by an enemy unit"),  // EntryHexOccupied
    QT_TRANSLATE_NOOP("Sentence", "{0} may not enter by {1}, in the Zone of Control of {2}"),  // EntryHexInZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} may not enter by {1}: it is not a map-edge hex within eight hexes of {2} (area {3})"),  // EntryNotNearArea
    QT_TRANSLATE_NOOP("Sentence", "{0} may not enter by {1}: it enters by {2} (area {3}); other map-edge hexes only while an enemy unit is within two hexes of it"),  // EntryOnlyByArea
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot enter by {1}: it costs {2} MP and {0} has {3} MP"),  // EntryTooCostly
    // Retreat and displacement (6.3-6.5)
    QT_TRANSLATE_NOOP("Sentence", "a retreat is one hex: {0} is not next to {1}"),  // RetreatIsOneHex
    QT_TRANSLATE_NOOP("Sentence", "{0} is off the map: not a safe hex (4.6)"),  // OffMapNotSafe
    QT_TRANSLATE_NOOP("Sentence", "{0} could not enter {1} in a Movement Phase: not a safe hex"),  // NotTraverseableNotSafe
    QT_TRANSLATE_NOOP("Sentence", "{0} is occupied by {1}: not a safe hex"),  // EnemyOccupiedNotSafe
    QT_TRANSLATE_NOOP("Sentence", "{0} is in the Zone of Control of the enemy: not a safe hex"),  // InEnemyZocNotSafe
    QT_TRANSLATE_NOOP("Sentence", "{0} is in the Zone of Control of {1}: not a safe hex"),  // InZocOfNotSafe
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot be displaced: it has yet to make a required bombardment of {1}"),  // NoDisplaceBeforeBombardment
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot be displaced: it has no safe hex to go to"),  // NoDisplaceWithoutSafeHex
    QT_TRANSLATE_NOOP("Sentence", "there is no such unit"),  // NoSuchUnit
    QT_TRANSLATE_NOOP("Sentence", "{0} is empty: {1} is not displaced and does not retreat"),  // NothingToDisplace
    QT_TRANSLATE_NOOP("Sentence", "{0} must retreat into an empty safe hex ({1} is free) before displacing"),  // EmptySafeHexFirst
    QT_TRANSLATE_NOOP("Sentence", "{0} must retreat into an empty safe hex ({1} is free) rather than displace {2}"),  // EmptySafeHexRatherThanDisplace
    QT_TRANSLATE_NOOP("Sentence", "{0}'s retreat into {1} displaces {2}: where {2} goes must be given"),  // DisplacedHexMissing
    QT_TRANSLATE_NOOP("Sentence", "the unit displaced from {0} is {1}, not {2}"),  // DisplacedIsAnother
    QT_TRANSLATE_NOOP("Sentence", "the unit displaced from {0} is {1}, not an unknown unit"),  // DisplacedIsNotUnknown
    QT_TRANSLATE_NOOP("Sentence", "{0} may not retreat into {1}: the units of this retreat came from there"),  // DisplacedIntoChain
    // Line of sight (9.0)
    QT_TRANSLATE_NOOP("Sentence", "line of sight from {0} to {1} is blocked by {2} in {3}"),  // SightBlocked
    QT_TRANSLATE_NOOP("Sentence", "line of sight from {0} to {1} is blocked by {2} in {3} and {4} in {5} on both sides of the hexside it runs along"),  // SightBlockedAlongHexside
    // Combat (5.0-6.2)
    QT_TRANSLATE_NOOP("Sentence", "{0} is not artillery and cannot bombard"),  // NotArtillery
    QT_TRANSLATE_NOOP("Sentence", "{0} is in an enemy Zone of Control and cannot bombard"),  // BombardFromZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} is {1} hex from {2}; bombardment is at exactly two hexes"),  // BombardRangeOne
    QT_TRANSLATE_NOOP("Sentence", "{0} is {1} hexes from {2}; bombardment is at exactly two hexes"),  // BombardRange
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot bombard {1}: {q0}"),  // CannotBombardBecause
    QT_TRANSLATE_NOOP("Sentence", "{0} is named twice in this attack"),  // NamedTwiceInAttack
    QT_TRANSLATE_NOOP("Sentence", "{0} is not a unit of the {1} player, whose Combat Phase it is"),  // NotPhasingPlayersUnit
    QT_TRANSLATE_NOOP("Sentence", "{0} is not an enemy unit: only enemy units are attacked"),  // NotAnEnemyUnit
    QT_TRANSLATE_NOOP("Sentence", "a bombardment may target only one hex"),  // BombardOneHex
    QT_TRANSLATE_NOOP("Sentence", "{0} has already attacked this Combat Phase"),  // AlreadyAttacked
    QT_TRANSLATE_NOOP("Sentence", "{0} has already been attacked this Combat Phase"),  // AlreadyDefended
    QT_TRANSLATE_NOOP("Sentence", "{0} can bombard none of the defending hexes ({q0})"),  // BombardsNoneOfTheHexes
    QT_TRANSLATE_NOOP("Sentence", "attacks are made only in a Combat Phase; this is the {q0}"),  // AttacksOnlyInCombatPhase
    QT_TRANSLATE_NOOP("Sentence", "the defender has not answered the last attack yet ('defend')"),  // DefenderHasNotAnswered
    QT_TRANSLATE_NOOP("Sentence", "finish the last attack first"),  // FinishLastAttack
    QT_TRANSLATE_NOOP("Sentence", "an attack needs at least one defending unit"),  // AttackNeedsDefender
    QT_TRANSLATE_NOOP("Sentence", "an attack needs at least one attacking or bombarding unit"),  // AttackNeedsAttacker
    QT_TRANSLATE_NOOP("Sentence", "{0} is not adjacent to {1}"),  // NotAdjacentTo
    // Attack drafts and obligations (5.1, 21.1)
    QT_TRANSLATE_NOOP("Sentence", "{0}'s Fresh Strength goes to one unit only, and {1} has it"),  // FreshStrengthTakenBy
    QT_TRANSLATE_NOOP("Sentence", "after this attack {0} could no longer attack"),  // CouldNoLongerAttack
    QT_TRANSLATE_NOOP("Sentence", "after this attack {0} (in the Zone of Control of {1}) could no longer attack"),  // InZocCouldNoLongerAttack
    QT_TRANSLATE_NOOP("Sentence", "after this attack {0} (which must be attacked: a unit is in its Zone of Control) could no longer be attacked"),  // CouldNoLongerBeAttacked
    QT_TRANSLATE_NOOP("Sentence", "after this attack {0} (which must be attacked: {1} is in its Zone of Control) could no longer be attacked"),  // ZocHolderCouldNoLongerBeAttacked
    QT_TRANSLATE_NOOP("Sentence", "after this attack {q0} could no longer all attack or be attacked as they must (each unit takes part in one attack only, 5.2)"),  // CouldNoLongerAllMeetObligations
    // Exclusive Rules (19.0-23.0)
    QT_TRANSLATE_NOOP("Sentence", "this battle has no division to release"),  // NothingToRelease
    QT_TRANSLATE_NOOP("Sentence", "this battle has no Fresh Strength markers"),  // NoFreshStrengthInBattle
    QT_TRANSLATE_NOOP("Sentence", "{0} is of the Guard, which may not move during the first two Game-Turns"),  // GuardMayNotMoveYet
    QT_TRANSLATE_NOOP("Sentence", "on Game-Turn 1 only Ostermann (Ost) units may move, not {0}"),  // OnlyOstermannMoves
    QT_TRANSLATE_NOOP("Sentence", "on Game-Turn 2 only Ostermann (Ost) and {0} units may move, not {1}"),  // OnlyOstermannAndReleasedMove
    QT_TRANSLATE_NOOP("Sentence", "on Game-Turn 2 only Ostermann (Ost) and one released division may move: release {0} first to move {1}"),  // ReleaseFirstToMove
    QT_TRANSLATE_NOOP("Sentence", "there is no division {0}"),  // NoSuchDivision
    QT_TRANSLATE_NOOP("Sentence", "a division is released only in the Allied Movement Phase of Game-Turn 2"),  // ReleaseOnlyOnTurnTwo
    QT_TRANSLATE_NOOP("Sentence", "{0} is already released this Game-Turn"),  // AlreadyReleased
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot be released: only one division besides Ostermann (Ost) moves on Game-Turn 2, and {1} is already released"),  // OnlyOneOtherDivision
    QT_TRANSLATE_NOOP("Sentence", "only a Russian division other than Ostermann (Ost) can be released, not {0}"),  // OnlyRussianDivisionsRelease
    QT_TRANSLATE_NOOP("Sentence", "{0} has no Fresh Strength marker"),  // NoFreshStrengthMarker
    QT_TRANSLATE_NOOP("Sentence", "{0}'s Fresh Strength has already been used"),  // FreshStrengthUsedUp
    QT_TRANSLATE_NOOP("Sentence", "{0} is not one of the {1} units"),  // NotOneOfTheUnits
    QT_TRANSLATE_NOOP("Sentence", "{0}'s Fresh Strength goes to one unit only"),  // FreshStrengthToOneUnit
    // Combat Phase (5.1, 6.0-6.2, 20.2, 21.1, 22.x)
    QT_TRANSLATE_NOOP("Sentence", "{0} is not one of the attacking units"),  // NotAnAttacker
    QT_TRANSLATE_NOOP("Sentence", "{0} is not one of the defending units"),  // NotADefender
    QT_TRANSLATE_NOOP("Sentence", "{0} is not a column of the Combat Results Table"),  // NotACrtColumn
    QT_TRANSLATE_NOOP("Sentence", "the odds can only be lowered: this attack is at {0}"),  // OddsOnlyLowered
    QT_TRANSLATE_NOOP("Sentence", "a column shift needs three or more units of one division in the attack"),  // ShiftNeedsThreeOfADivision
    QT_TRANSLATE_NOOP("Sentence", "no attack is waiting for the defender's answer"),  // NoAttackAwaitsAnswer
    QT_TRANSLATE_NOOP("Sentence", "the defender must answer the last attack first ('defend')"),  // DefenderMustAnswerFirst
    QT_TRANSLATE_NOOP("Sentence", "finish the last attack first (retreats, losses, advance)"),  // FinishLastAttackResults
    QT_TRANSLATE_NOOP("Sentence", "the last attack is not finished: {0} must still retreat"),  // RetreatStillOwed
    QT_TRANSLATE_NOOP("Sentence", "the last attack is not finished: the attacker still owes {0} strength points of Ee losses"),  // EeLossesStillOwed
    QT_TRANSLATE_NOOP("Sentence", "the last attack is not finished: the {0} player must still advance or choose not to"),  // AdvanceStillToDecide
    QT_TRANSLATE_NOOP("Sentence", "Game-Turn {0} is a night turn: it has no Combat Phase"),  // NoCombatAtNight
    QT_TRANSLATE_NOOP("Sentence", "{0} is in an enemy Zone of Control and must attack before the Combat Phase ends"),  // MustStillAttackOne
    QT_TRANSLATE_NOOP("Sentence", "{0} are in an enemy Zone of Control and must attack before the Combat Phase ends"),  // MustStillAttack
    QT_TRANSLATE_NOOP("Sentence", "{0} must be attacked before the Combat Phase ends"),  // MustStillBeAttacked
    // Movement Phase (4.0, 4.4, 7.0, 7.3)
    QT_TRANSLATE_NOOP("Sentence", "{0} may not stop in {1} with {q0}: neither could move on, and the Movement Phase cannot end with two units in one hex"),  // StopWithNoWayOut
    QT_TRANSLATE_NOOP("Sentence", "units move only in a Movement Phase; this is the {q0}"),  // UnitsMoveOnlyInMovementPhase
    QT_TRANSLATE_NOOP("Sentence", "reinforcements enter only in a Movement Phase; this is the {q0}"),  // EntryOnlyInMovementPhase
    QT_TRANSLATE_NOOP("Sentence", "{0} is {1}; only the {2} player moves now"),  // NotYourMove
    QT_TRANSLATE_NOOP("Sentence", "{0} has not arrived yet: bring it in with 'enter'"),  // NotArrivedYet
    QT_TRANSLATE_NOOP("Sentence", "{0} has been eliminated"),  // HasBeenEliminated
    QT_TRANSLATE_NOOP("Sentence", "move {0} where?"),  // MoveWhere
    QT_TRANSLATE_NOOP("Sentence", "{0} is {1}; only the {2} player brings in reinforcements now"),  // NotYourReinforcement
    QT_TRANSLATE_NOOP("Sentence", "{0} is not a reinforcement waiting to enter"),  // NotAWaitingReinforcement
    QT_TRANSLATE_NOOP("Sentence", "{0} arrives on Game-Turn {1}, not before"),  // ArrivesLater
    QT_TRANSLATE_NOOP("Sentence", "enter {0} by which hex?"),  // EnterWhere
    QT_TRANSLATE_NOOP("Sentence", "{q0} are both in {0}: move one of them before ending the Movement Phase"),  // TwoUnitsInOneHex
    // Events
    QT_TRANSLATE_NOOP("Sentence", "{0} moves {1} to {2} ({3} MP)"),  // Moves
    QT_TRANSLATE_NOOP("Sentence", "{0} moves {1} to {2} ({3} MP), stopping in an enemy Zone of Control"),  // MovesIntoZoc
    QT_TRANSLATE_NOOP("Sentence", "{0} enters at {1} ({2} MP)"),  // Enters
    QT_TRANSLATE_NOOP("Sentence", "{0} enters at {1} and moves to {2} ({3} MP)"),  // EntersAndMoves
    QT_TRANSLATE_NOOP("Sentence", "{0} is released: its units may move this Game-Turn"),  // Released
    QT_TRANSLATE_NOOP("Sentence", "{0} is held back (due on Game-Turn {1} at area {2})"),  // HeldBack
    QT_TRANSLATE_NOOP("Sentence", "night: no Combat Phase"),  // NightNoCombat
    QT_TRANSLATE_NOOP("Sentence", "{0} attacks with {1}'s Fresh Strength"),  // AttacksWithFreshStrength
    QT_TRANSLATE_NOOP("Sentence", "{0} defends with {1}'s Fresh Strength"),  // DefendsWithFreshStrength
    QT_TRANSLATE_NOOP("Sentence", "the Guard infantry attacks ({0}): the Guard is committed"),  // GuardCommitted
    QT_TRANSLATE_NOOP("Sentence", "{0} attack {1}: {2} to {3}"),  // Attack
    QT_TRANSLATE_NOOP("Sentence", "{0} bombarding attack {1}: {2} to {3}"),  // Bombardment
    QT_TRANSLATE_NOOP("Sentence", "{0}, with {1} bombarding attack {2}: {3} to {4}"),  // AttackWithBombardment
    QT_TRANSLATE_NOOP("Sentence", "the defender may answer with Fresh Strength ('defend')"),  // DefenderMayAnswer
    QT_TRANSLATE_NOOP("Sentence", "die {0} at {1}: {2}"),  // DieRolled
    QT_TRANSLATE_NOOP("Sentence", "weather die {0}: {1} stands"),  // WeatherStands
    QT_TRANSLATE_NOOP("Sentence", "weather die {0}: {1} becomes {2}"),  // WeatherChanges
    // Sequence of play, control, elimination (3.0, 6.3, 23.4, 23.5)
    QT_TRANSLATE_NOOP("Sentence", "the game is over"),  // GameIsOver
    QT_TRANSLATE_NOOP("Sentence", "there is no unit {0} in {1}"),  // NoUnitNamed
    QT_TRANSLATE_NOOP("Sentence", "{0} now control {1}"),  // NowControl
    QT_TRANSLATE_NOOP("Sentence", "{0} now control {1} ({2})"),  // NowControlNamed
    QT_TRANSLATE_NOOP("Sentence", "{0} is eliminated"),  // Eliminated
    QT_TRANSLATE_NOOP("Sentence", "{0} is eliminated: {q0}"),  // EliminatedBecause
    QT_TRANSLATE_NOOP("Sentence", "{0}"),  // AsIs
    QT_TRANSLATE_NOOP("Sentence", "Ee: the attackers lose all they have"),  // AttackersLoseAll
    QT_TRANSLATE_NOOP("Sentence", "Ee loss chosen by the attacker"),  // ChosenAsEeLoss
    QT_TRANSLATE_NOOP("Sentence", "no safe hex to retreat into"),  // NoSafeHexToRetreatInto
    QT_TRANSLATE_NOOP("Sentence", "{q0} ({0})"),  // PhaseBeginsAt
    QT_TRANSLATE_NOOP("Sentence", "{q0} ({0}, night)"),  // PhaseBeginsAtNight
    QT_TRANSLATE_NOOP("Sentence", "Game-Turn {0} begins ({1})"),  // TurnBegins
    QT_TRANSLATE_NOOP("Sentence", "Game-Turn {0} begins ({1}, night)"),  // NightTurnBegins
    QT_TRANSLATE_NOOP("Sentence", "the game ends after Game-Turn {0}: French {1}, Allied {2} Victory Points; {3}"),  // GameEnds
    QT_TRANSLATE_NOOP("Sentence", "the game ends after Game-Turn {0}: French {1}, Allied {2} Victory Points; {4} {3}"),  // GameEndsWon
    QT_TRANSLATE_NOOP("Sentence", "Game-Turn {0} is not on the scenario's Game-Turn track (1-{1})"),  // TurnNotOnTrack
    QT_TRANSLATE_NOOP("Sentence", "French"),  // SideFrench
    QT_TRANSLATE_NOOP("Sentence", "Allied"),  // SideAllied
    QT_TRANSLATE_NOOP("Sentence", "[23.1] {q0}: {0} for {1} enemy strength points eliminated"),  // VictoryForStrength
    QT_TRANSLATE_NOOP("Sentence", "[23.2] {q0}: {0} for eliminating at least {1}"),  // VictoryAward
    QT_TRANSLATE_NOOP("Sentence", "[23.3] {q0}: {0} for eliminating at least {1}"),  // VictoryAwardOnceGuardAttacked
    QT_TRANSLATE_NOOP("Sentence", "[23.3] {q0}: no award for {0} eliminated: the Guard infantry never attacked"),  // VictoryNoAwardUntilGuard
    QT_TRANSLATE_NOOP("Sentence", "[23.4] {q0}: {0} for controlling {1}"),  // VictoryForHex
    QT_TRANSLATE_NOOP("Sentence", "[23.4] {q0}: {0} for controlling {1} ({2})"),  // VictoryForNamedHex
    QT_TRANSLATE_NOOP("Sentence", "{0} Movement Phase of Game-Turn {1}"),  // MovementPhaseTitle
    QT_TRANSLATE_NOOP("Sentence", "{0} Combat Phase of Game-Turn {1}"),  // CombatPhaseTitle
    QT_TRANSLATE_NOOP("Sentence", "{0} and {1}"),  // ListOfTwo
    QT_TRANSLATE_NOOP("Sentence", "{0}, {q0}"),  // ListHead
    // Combat results (6.3-6.6)
    QT_TRANSLATE_NOOP("Sentence", "there is no retreat to make now"),  // NoRetreatNow
    QT_TRANSLATE_NOOP("Sentence", "{0} does not retreat after this combat"),  // DoesNotRetreat
    QT_TRANSLATE_NOOP("Sentence", "{0} retreats {1} to {2}"),  // Retreats
    QT_TRANSLATE_NOOP("Sentence", "{0} is displaced {1} to {2}"),  // Displaced
    QT_TRANSLATE_NOOP("Sentence", "no Ee losses are owed now"),  // NoEeLossesOwed
    QT_TRANSLATE_NOOP("Sentence", "{0} is not a surviving adjacent attacker (bombarding artillery never suffers Ee)"),  // NotAnEeLossCandidate
    QT_TRANSLATE_NOOP("Sentence", "{0} is named twice"),  // NamedTwice
    QT_TRANSLATE_NOOP("Sentence", "Ee: the attacker must lose at least {0} strength points; these units have {1}"),  // EeLossTooSmall
    QT_TRANSLATE_NOOP("Sentence", "no combat is waiting for an advance: a single unit may advance, once, right after its combat"),  // NothingToAdvanceAfter
    QT_TRANSLATE_NOOP("Sentence", "the retreats come before any advance"),  // RetreatsBeforeAdvance
    QT_TRANSLATE_NOOP("Sentence", "the attacker chooses the Ee losses before any advance"),  // LossesBeforeAdvance
    QT_TRANSLATE_NOOP("Sentence", "no advance after combat"),  // NoAdvance
    QT_TRANSLATE_NOOP("Sentence", "{0} cannot advance: only a victorious unit of this combat, next to a vacated hex, may"),  // MayNotAdvance
    QT_TRANSLATE_NOOP("Sentence", "advance {0} into which hex?"),  // AdvanceWhere
    QT_TRANSLATE_NOOP("Sentence", "{0} is not a hex vacated by this combat next to {1}"),  // NotAVacatedHex
    QT_TRANSLATE_NOOP("Sentence", "{0} advances {1} to {2}"),  // Advances
    QT_TRANSLATE_NOOP("Sentence", "Ae: the attackers are eliminated"),  // ResultAe
    QT_TRANSLATE_NOOP("Sentence", "Ar: the attackers retreat"),  // ResultAr
    QT_TRANSLATE_NOOP("Sentence", "Dr: the defenders retreat"),  // ResultDr
    QT_TRANSLATE_NOOP("Sentence", "De: the defenders are eliminated"),  // ResultDe
    QT_TRANSLATE_NOOP("Sentence", "Ee: both sides are eliminated"),  // ResultEe
    QT_TRANSLATE_NOOP("Sentence", "Ae: the bombarding artillery is not affected and may retreat if its player wishes"),  // ResultAeArtilleryUnaffected
    QT_TRANSLATE_NOOP("Sentence", "Ar: the bombarding artillery is not affected and may retreat if its player wishes"),  // ResultArArtilleryUnaffected
    QT_TRANSLATE_NOOP("Sentence", "Ee: the defenders are eliminated; the bombarding artillery is not affected and may retreat if its player wishes"),  // ResultEeArtilleryUnaffected
    // Play queries and the session's undo
    QT_TRANSLATE_NOOP("Sentence", "no division can be released now"),  // NoReleaseNow
    QT_TRANSLATE_NOOP("Sentence", "{0} has no entry hex open to it now"),  // NoEntryHexOpen
    QT_TRANSLATE_NOOP("Sentence", "{0} has nowhere to go"),  // NowhereToGo
    QT_TRANSLATE_NOOP("Sentence", "there is nothing to undo"),  // NothingToUndo
    QT_TRANSLATE_NOOP("Sentence", "there is nothing to redo"),  // NothingToRedo
    QT_TRANSLATE_NOOP("Sentence", "the die has been rolled: a combat cannot be taken back once its die is thrown"),  // DieRolledNoTakingBack
    QT_TRANSLATE_NOOP("Sentence", "the {0} Movement Phase of Game-Turn {1} has ended; only the moves of the current Movement Phase can be taken back"),  // MovementPhaseHasEnded
    QT_TRANSLATE_NOOP("Sentence", "the {0} Combat Phase of Game-Turn {1} has ended; only the moves of the current Movement Phase can be taken back"),  // CombatPhaseHasEnded
    QT_TRANSLATE_NOOP("Sentence", "this command rolls the die, and in a game with shared dice a roll needs both players' revealed secrets (a 'reveal' line before it)"),  // RollNeedsReveal
    QT_TRANSLATE_NOOP("Sentence", "this command rolls no die, so it takes no 'reveal' line"),  // RevealWithoutRoll
    QT_TRANSLATE_NOOP("Sentence", "you are watching this game: a spectator follows it and cannot play"),  // RemoteSpectator
    QT_TRANSLATE_NOOP("Sentence", "it is for the {0} to act now, not for your side"),  // RemoteNotYourTurn
    QT_TRANSLATE_NOOP("Sentence", "the opponent's program is not connected, or the two have not yet agreed on the record; play goes on when they have"),  // RemoteNotConnected
    QT_TRANSLATE_NOOP("Sentence", "the dice of the last command are still being exchanged with the opponent's program"),  // RemoteDiceOpen
    QT_TRANSLATE_NOOP("Sentence", "the network game has stopped: {0}"),  // RemoteStopped
    QT_TRANSLATE_NOOP("Sentence", "the system's random source gave no secret for the die; the command was not sent"),  // NoRandomSource
    QT_TRANSLATE_NOOP("Sentence", "attacks and their results stand; only the moves of the current Movement Phase can be taken back"),  // AttacksStand
    QT_TRANSLATE_NOOP("Sentence", "you asked your opponent to take back moves; play goes on once he answers"),  // RemoteTakebackAsked
    QT_TRANSLATE_NOOP("Sentence", "your opponent asks to take back moves; answer him first"),  // RemoteTakebackToAnswer
    QT_TRANSLATE_NOOP("Sentence", "the last moves are your opponent's: only your own moves can be taken back"),  // RemoteTakebackNotYours
    QT_TRANSLATE_NOOP("Sentence", "that is more moves than can be taken back ({0}: your moves since the last die roll, in the current Movement Phase)"),  // RemoteTakebackTooMany
    QT_TRANSLATE_NOOP("Sentence", "your opponent has not asked to take back moves"),  // RemoteNoTakebackAsked
    // Variant rules (CR.x cavalry readiness, AL.x artillery limbering; eylau/rules/variants/)
    QT_TRANSLATE_NOOP("Sentence", "{0} is exhausted cavalry and may not attack until it has rested"),  // TooExhaustedToAttack
    QT_TRANSLATE_NOOP("Sentence", "only attacking cavalry may spare itself (fight at a third to keep its readiness), not {0}"),  // SparesOnlyCavalry
    QT_TRANSLATE_NOOP("Sentence", "this game does not play the cavalry readiness variant"),  // NoReadinessInThisGame
    QT_TRANSLATE_NOOP("Sentence", "this game does not play the artillery limbering variant"),  // NoLimberingInThisGame
    QT_TRANSLATE_NOOP("Sentence", "{0} is not artillery: only guns limber and unlimber"),  // LimberOnlyArtillery
    QT_TRANSLATE_NOOP("Sentence", "guns limber and unlimber only in their own Movement Phase; this is the {q0}"),  // LimberOnlyInMovementPhase
    QT_TRANSLATE_NOOP("Sentence", "{0} is already limbered"),  // AlreadyLimbered
    QT_TRANSLATE_NOOP("Sentence", "{0} is already unlimbered"),  // AlreadyUnlimbered
    QT_TRANSLATE_NOOP("Sentence", "{0} has moved this phase: guns limber only at the start of their move"),  // LimberBeforeMoving
    QT_TRANSLATE_NOOP("Sentence", "{0} has already tried to limber, or unlimbered, this phase"),  // LimberAlreadyTried
    QT_TRANSLATE_NOOP("Sentence", "{0} is unlimbered: it may only prolong one hex into clear terrain (limber it first to move further)"),  // ProlongOnly
    QT_TRANSLATE_NOOP("Sentence", "unlimbered {0} may prolong only into a clear hex across a plain hexside, not into {1}"),  // ProlongNotClear
    QT_TRANSLATE_NOOP("Sentence", "{0} is limbered and cannot bombard: unlimber it in its Movement Phase"),  // LimberedCannotBombard
    QT_TRANSLATE_NOOP("Sentence", "{0} limbers (die {1}, needs {2} or less)"),  // Limbers
    QT_TRANSLATE_NOOP("Sentence", "{0} fails to limber (die {1}, needs {2} or less) and stays in {3} this phase"),  // FailsToLimber
    QT_TRANSLATE_NOOP("Sentence", "{0} unlimbers in {1}"),  // Unlimbers
    QT_TRANSLATE_NOOP("Sentence", "{0} is now {1}"),  // BecomesTired
    QT_TRANSLATE_NOOP("Sentence", "{0} spared itself and stays {1}"),  // KeepsReadiness
    QT_TRANSLATE_NOOP("Sentence", "{0} has rested and is now {1}"),  // Recovers
    QT_TRANSLATE_NOOP("Sentence", "[CR.3] {0} {1} (cavalry readiness variant): {2} / {3} = {4}, rounded down"),  // OddsReadinessAttacking
    QT_TRANSLATE_NOOP("Sentence", "[CR.3] {0} {1} (cavalry readiness variant): {2} / {3} = {4}, rounded up"),  // OddsReadinessDefending
    QT_TRANSLATE_NOOP("Sentence", "[CR.3, CR.4] {0} sparing itself (cavalry readiness variant): {1} / {2} = {3}, rounded down"),  // OddsSparingItself
    QT_TRANSLATE_NOOP("Sentence", "[CR.3, CR.4] {0} {1}, sparing itself (cavalry readiness variant): {2} / {3} = {4}, rounded down"),  // OddsReadinessSparingItself
    QT_TRANSLATE_NOOP("Sentence", "[21.1] {0} fresh strength +{1}"),  // OddsFreshStrength
    QT_TRANSLATE_NOOP("Sentence", "[9.0] {0} doubled in {1}: {2} x 2 = {3}"),  // OddsDoubledIn
    QT_TRANSLATE_NOOP("Sentence", "[9.0, 21.2] {0} doubled in {1}: ({2} + {3}) x 2 = {4}"),  // OddsFreshDoubledIn
    QT_TRANSLATE_NOOP("Sentence", "[9.0] {0} doubled, attacked only across {1} hexsides: {2} x 2 = {3}"),  // OddsDoubledAcross
    QT_TRANSLATE_NOOP("Sentence", "[9.0, 21.2] {0} doubled, attacked only across {1} hexsides: ({2} + {3}) x 2 = {4}"),  // OddsFreshDoubledAcross
    QT_TRANSLATE_NOOP("Sentence", "[9.0] {0} doubled, attacked only across {q0} hexsides: {1} x 2 = {2}"),  // OddsDoubledAcrossMixed
    QT_TRANSLATE_NOOP("Sentence", "[9.0, 21.2] {0} doubled, attacked only across {q0} hexsides: ({1} + {2}) x 2 = {3}"),  // OddsFreshDoubledAcrossMixed
    QT_TRANSLATE_NOOP("Sentence", "[6.2] {0} to {1}: the scenario has no Combat Results Table"),  // OddsNoTable
    QT_TRANSLATE_NOOP("Sentence", "[6.2] {0} to {1} is treated as {2}"),  // OddsTreatedAs
    QT_TRANSLATE_NOOP("Sentence", "[6.2] {0} to {1} simplifies to {2}"),  // OddsSimplifies
    QT_TRANSLATE_NOOP("Sentence", "[6.2] {0} to {1} simplifies to {2}, treated as {3}"),  // OddsSimplifiesTreatedAs
    QT_TRANSLATE_NOOP("Sentence", "[6.2] lowered to {0} by choice"),  // OddsLoweredByChoice
    QT_TRANSLATE_NOOP("Sentence", "[20.2] shifted 1 column right: {0} becomes {1}"),  // OddsShiftedRight
    QT_TRANSLATE_NOOP("Sentence", "[20.2] shifted {0} columns right: {1} becomes {2}"),  // OddsShiftedRightBy
    QT_TRANSLATE_NOOP("Sentence", "[20.2] shifted 1 column left: {0} becomes {1}"),  // OddsShiftedLeft
    QT_TRANSLATE_NOOP("Sentence", "[20.2] shifted {0} columns left: {1} becomes {2}"),  // OddsShiftedLeftBy
    QT_TRANSLATE_NOOP("Sentence", "[20.1] {0}: {1} units attack together: +2"),  // IntegrityTwoUnits
    QT_TRANSLATE_NOOP("Sentence", "[20.1] {0}: {1} units attack together: +2 (bombarding artillery qualifies, 20.3)"),  // IntegrityTwoUnitsBombarding
    QT_TRANSLATE_NOOP("Sentence", "[20.2] {0}: {1} units, column shift 1 right"),  // IntegrityColumnShift
    QT_TRANSLATE_NOOP("Sentence", "[20.2] {0}: {1} units, column shift 1 right (bombarding artillery qualifies, 20.3)"),  // IntegrityColumnShiftBombarding
    QT_TRANSLATE_NOOP("Sentence", "[20.2] {0}: {1} units attack together: +2"),  // IntegrityManyUnits
    QT_TRANSLATE_NOOP("Sentence", "[20.2] {0}: {1} units attack together: +2 (bombarding artillery qualifies, 20.3)"),  // IntegrityManyUnitsBombarding
    QT_TRANSLATE_NOOP("Sentence", "hex {0} is off the map (columns {1}-{2}, rows {3}-{4})"),  // CheckHexOffMap
    QT_TRANSLATE_NOOP("Sentence", "unknown Exclusive Rules section \"{0}\" (known: {1})"),  // CheckUnknownSection
    QT_TRANSLATE_NOOP("Sentence", "unknown optional rule \"{0}\" (known: {1})"),  // CheckUnknownOption
    QT_TRANSLATE_NOOP("Sentence", "optional rule \"{0}\" belongs to section {1}, which is not in \"exclusive\""),  // CheckOptionWithoutSection
    QT_TRANSLATE_NOOP("Sentence", "hexside {0}/{1} is off the map"),  // CheckHexsideOffMap
    QT_TRANSLATE_NOOP("Sentence", "bridge on hexside {0}/{1} crosses no stream, gully or river"),  // CheckBridgeOverNothing
    QT_TRANSLATE_NOOP("Sentence", "the table has no columns"),  // CheckTableNoColumns
    QT_TRANSLATE_NOOP("Sentence", "column {0} must be a higher ratio than {1}"),  // CheckColumnsRise
    QT_TRANSLATE_NOOP("Sentence", "expected 6 rows (die rolls 1-6), found {0}"),  // CheckSixRows
    QT_TRANSLATE_NOOP("Sentence", "the row has {0} results but the table has {1} columns"),  // CheckRowLength
    QT_TRANSLATE_NOOP("Sentence", "the Game-Turn track has no turns"),  // CheckNoTurns
    QT_TRANSLATE_NOOP("Sentence", "expected Game-Turn {0} here, found {1} (the track must run 1, 2, 3, ... without gaps or repeats)"),  // CheckTurnOrder
    QT_TRANSLATE_NOOP("Sentence", "time \"{0}\" is not a time of day such as \"1400\""),  // CheckTimeOfDay
    QT_TRANSLATE_NOOP("Sentence", "an entry area needs an id"),  // CheckEntryAreaId
    QT_TRANSLATE_NOOP("Sentence", "entry area \"{0}\" is defined twice"),  // CheckEntryAreaTwice
    QT_TRANSLATE_NOOP("Sentence", "entry area \"{0}\" hex {1} is not on a map edge (7.0)"),  // CheckEntryAreaEdge
    QT_TRANSLATE_NOOP("Sentence", "a division needs an id"),  // CheckDivisionId
    QT_TRANSLATE_NOOP("Sentence", "division \"{0}\" is defined twice"),  // CheckDivisionTwice
    QT_TRANSLATE_NOOP("Sentence", "division \"{0}\" needs a nationality"),  // CheckDivisionNationality
    QT_TRANSLATE_NOOP("Sentence", "division \"{0}\" has no units"),  // CheckDivisionNoUnits
    QT_TRANSLATE_NOOP("Sentence", "Fresh Strength marker for unknown division \"{0}\""),  // CheckMarkerUnknownDivision
    QT_TRANSLATE_NOOP("Sentence", "division \"{0}\" has two Fresh Strength markers"),  // CheckTwoMarkers
    QT_TRANSLATE_NOOP("Sentence", "a Fresh Strength bonus must be at least 1"),  // CheckMarkerBonus
    QT_TRANSLATE_NOOP("Sentence", "a unit needs an id"),  // CheckUnitId
    QT_TRANSLATE_NOOP("Sentence", "unit id \"{0}\" is used twice"),  // CheckUnitIdTwice
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" belongs to unknown division \"{1}\""),  // CheckUnitUnknownDivision
    QT_TRANSLATE_NOOP("Sentence", "a Combat Strength cannot be negative"),  // CheckNegativeStrength
    QT_TRANSLATE_NOOP("Sentence", "a Movement Allowance must be at least 1"),  // CheckMovementAllowance
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" has a Movement Allowance of 1, unusual for {1}; check it against the counter"),  // CheckMovementOfOne
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" needs exactly one of a start hex and an entry"),  // CheckStartOrEntry
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" starts off the map: {q0}"),  // CheckStartsOffMap
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" starts in hex {1}, already the start hex of \"{2}\" (4.4: one unit per hex)"),  // CheckStartHexTaken
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" starts in hex {1}, which is {2} and impassable in this scenario"),  // CheckStartImpassable
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" starts in hex {1}, a lake (frozen in this scenario, so passable); check the map and the start hex"),  // CheckStartOnLake
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" enters at unknown entry area \"{1}\""),  // CheckUnknownEntryArea
    QT_TRANSLATE_NOOP("Sentence", "unit \"{0}\" arrives on Game-Turn {1}, but the game ends after Game-Turn {2}"),  // CheckArrivesAfterEnd
    QT_TRANSLATE_NOOP("Sentence", "the first level of victory must start from 0"),  // CheckFirstLevel
    QT_TRANSLATE_NOOP("Sentence", "levels of victory must rise: {0} follows {1}"),  // CheckLevelsRise
    QT_TRANSLATE_NOOP("Sentence", "hex {0} is calibrated twice"),  // CheckCalibratedTwice
};

// The patterns that put a count beside a noun, again, each with a form for each count (context
// "SentenceCount"; sentence_words.cpp chooses the form by the count): lupdate lists them as texts
// that count, in the English catalogue too.
[[maybe_unused]] constexpr const char* kCountedPatterns[] = {
    QT_TRANSLATE_N_NOOP("SentenceCount", "the last attack is not finished: the attacker still owes {0} strength points of Ee losses"),  // EeLossesStillOwed
    QT_TRANSLATE_N_NOOP("SentenceCount", "Ee: the attacker must lose at least {0} strength points; these units have {1}"),  // EeLossTooSmall
    QT_TRANSLATE_N_NOOP("SentenceCount", "[23.1] {q0}: {0} for {1} enemy strength points eliminated"),  // VictoryForStrength
};

}  // namespace

std::span<const char* const> sentencePatternList() { return kPatterns; }

}  // namespace eylau::i18n
