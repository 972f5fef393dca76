// eylau-test-random-record SCENARIO SEED [FRENCH ALLIED]: prints the record of a complete game
// between two players of the given levels (random or greedy: those that repeat exactly from their
// seed; random for both by default), for the tests that play whole games through `eylau-cli play`.
// Variant rules the scenario turns on by default are played too.
#include "eylau/ai/player.h"
#include "eylau/game/game.h"
#include "eylau/record/game_record.h"
#include "eylau/ai/random_player.h"
#include "eylau/scenario/scenario_io.h"

#include <iostream>
#include <memory>
#include <string>

int main(int argc, char** argv) {
    if (argc != 3 && argc != 5) {
        std::cerr << "usage: eylau-test-random-record SCENARIO SEED [FRENCH ALLIED]\n";
        return 2;
    }
    eylau::ai::Level levels[2] = {eylau::ai::Level::Random, eylau::ai::Level::Random};
    for (int i = 0; argc == 5 && i < 2; ++i) {
        const auto level = eylau::ai::parseLevel(argv[3 + i]);
        if (!level || (*level != eylau::ai::Level::Random && *level != eylau::ai::Level::Greedy)) {
            std::cerr << "eylau-test-random-record: " << argv[3 + i] << " is not random or greedy\n";
            return 2;
        }
        levels[i] = *level;
    }
    auto load = eylau::readScenarioFile(argv[1]);
    if (!load.ok()) {
        for (const auto& p : load.problems) std::cerr << p.describe(argv[1]) << '\n';
        return 1;
    }
    const std::uint64_t seed = std::stoull(argv[2]);
    eylau::GameRecord record;
    record.scenario = load.scenario->name;
    record.seed = seed;
    eylau::GameOptions options;
    options.seed = seed;
    // The variant rules the scenario turns on by default are played, and said so in the record.
    options.variants = eylau::variantsFrom(load.scenario->rules.options);
    for (const std::string& v : eylau::variantRuleNames())
        if (eylau::variantOn(options.variants, v)) record.options[v] = true;
    eylau::Game game(std::make_shared<const eylau::Scenario>(*load.scenario), options);
    // Without levels, one random player for both sides (as this tool always did, so the records
    // other tests make from a seed stay the same); with them, a player per side.
    eylau::RandomPlayer random(seed);
    std::unique_ptr<eylau::ai::Player> players[2];
    if (argc == 5)
        for (int i = 0; i < 2; ++i) players[i] = eylau::ai::makePlayer(levels[i], seed + std::uint64_t(i));
    while (!game.gameOver()) {
        const auto side = eylau::ai::sideToAct(game.scenario(), game.state());
        auto command = argc == 5 && side ? players[*side == eylau::Side::French ? 0 : 1]->next(game) : random.next(game);
        if (!command || !game.apply(*command).ok()) {
            std::cerr << "the player found no legal command\n";
            return 1;
        }
        record.lines.push_back(eylau::RecordLine{0, *command, "", {}});
    }
    std::cout << eylau::writeRecord(record);
    return 0;
}
