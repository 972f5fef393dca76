#pragma once
// How the game's values read in the window: unit names, phases, turns, refusals, events. One
// place, so the turn bar, the dialogs, the log and the tooltips say things the same way, in the
// program's language (the engine's sentences and words through sentence_words.h).
#include "eylau/game/command.h"
#include "eylau/map/terrain.h"
#include "eylau/rules/game_state_fwd.h"
#include "eylau/rules/phase.h"
#include "eylau/rules/refusal.h"
#include "eylau/scenario/order_of_battle.h"

#include <QString>

#include <string_view>

namespace eylau {
struct Event;
struct Scenario;
}

namespace eylau::game {

QString qtext(std::string_view s);
// "Leg.1"
QString unitId(const Scenario& scenario, UnitIndex unit);
// "Leg.1 (Legrand, infantry 5-4)"
QString unitLabel(const Scenario& scenario, UnitIndex unit);
// A unit's division as the window names it: the scenario's name, or its id when it has none. The
// shipped scenarios' names that are words ("Guard", "Light Cavalry") are worded in the program's
// language (engine_words.cpp); a general's name ("Legrand") stays.
QString divisionName(const Scenario& scenario, const std::string& division);
// "French"
QString sideName(Side side);
// The side's army, as a sentence names it: "the French", "the Allies".
QString sideArmy(Side side);
// "Movement Phase", "Combat Phase", "Game over"
QString phaseName(Phase phase);
// "Game-Turn 3 of 9"
QString turnName(const Scenario& scenario, int turn);
// "15:15, Feb 7": the time and date of a Game-Turn, as everywhere (turn_track.h).
QString turnTime(const Scenario& scenario, int turn);
// "[4.5] Tut.1 is in an enemy Zone of Control and cannot move"
QString describe(const Refusal& refusal);
// "[4.0] Tut.1 moves 0714 to 0715 (1 MP)", and without the case: "Tut.1 moves 0714 to 0715 (1 MP)"
QString describe(const Event& event);
QString eventText(const Event& event);
// Movement Points from half points: "2½ MP"
QString mpText(int halfMP);
// The engine's words for a unit type, a terrain: "infantry", "woods"
QString typeName(UnitType type);
QString terrainName(Terrain terrain);
// A command in the player's words (command_text.cpp), where the window names one: "attack Des.1,
// Des.4 on Ost.3", "defend without Fresh Strength". The record's own form (formatCommand) is fixed
// English for the file and is not shown to a player of another language.
QString commandText(const Command& command);

}  // namespace eylau::game
