// eylau-test-random-record SCENARIO SEED: prints the record of a complete random legal game
// (RandomPlayer), for the tests that play a whole game through `eylau-cli play`.
#include "eylau/game.h"
#include "eylau/game_record.h"
#include "eylau/random_player.h"
#include "eylau/scenario_io.h"

#include <iostream>
#include <memory>
#include <string>

int main(int argc, char** argv) {
    if (argc != 3) {
        std::cerr << "usage: eylau-test-random-record SCENARIO SEED\n";
        return 2;
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
    eylau::Game game(std::make_shared<const eylau::Scenario>(*load.scenario), options);
    eylau::RandomPlayer player(seed);
    while (!game.gameOver()) {
        auto command = player.next(game);
        if (!command || !game.apply(*command).ok()) {
            std::cerr << "the random player found no legal command\n";
            return 1;
        }
        record.lines.push_back(eylau::RecordLine{0, *command, ""});
    }
    std::cout << eylau::writeRecord(record);
    return 0;
}
