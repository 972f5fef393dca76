#include "selfplay.h"

#include "scenario_loading.h"

#include "eylau/ai/computer_opponent.h"
#include "eylau/ai/match.h"
#include "eylau/record/game_record.h"
#include "eylau/record/game_session.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <string>
#include <numeric>
#include <optional>

namespace eylau::cli {

// The help text and the refusal of --search are constants and name the look-ahead's styles as 1-12
// in words.
static_assert(ai::kLookAheadStyles == 12 && kSelfplayHelp.find("styles (1-12)") != std::string_view::npos &&
              kSearchSyntax.find("styles 1 to 12") != std::string_view::npos);

namespace {

std::string fixed(double x, int digits = 1) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return buffer;
}

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// The 90th percentile (nearest rank).
double percentile90(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t rank = (v.size() * 9 + 9) / 10;  // ceil(0.9 n)
    return v[std::max<std::size_t>(rank, 1) - 1];
}

// The player of a level; the computer opponent's on a budget of work when one is given.
std::unique_ptr<ai::Player> makePlayer(ai::Level level, std::uint64_t seed, const std::optional<ai::WorkBudget>& work,
                                       const std::map<ai::Level, ai::LevelWork>& search) {
    const auto tuned = search.find(level);
    if ((work || tuned != search.end()) && level != ai::Level::Random && level != ai::Level::Greedy)
        return std::make_unique<ai::ComputerOpponent>(
            level, seed, work, tuned != search.end() ? std::optional<ai::LevelWork>(tuned->second) : std::nullopt);
    return ai::makePlayer(level, seed);
}

struct SideTally {
    int wins = 0, draws = 0, losses = 0;                  // by the levels of victory (23.5)
    int pointsWins = 0, pointsLevel = 0, pointsLosses = 0;  // by more Victory Points alone
    double points = 0;
    double eliminated = 0;  // enemy strength, 23.1
    double hexes = 0;       // victory hexes held at the end, 23.4
    std::map<std::string, int> levels;  // 23.5, of this side's wins
    std::vector<double> turnSeconds;
    ai::VariantTally variants;  // summed over the games (CR, AL)
    ai::RetreatTally retreats;  // its units' retreats (6.4), summed over the games
};

}  // namespace

// LEVEL=SWEEPS,BREADTH,STYLES,SAMPLES,COMBAT_PASSES,ENEMY[,HORIZON[,LUCK[,FINALISTS[,SPREAD[,CS,CO[,LEVELS[,CORNERED[,ENDGAME[,LEAF[,REPAIRS[,OWN[,REFIT[,TRAPS[,FLANKS]]]]]]]]]]]]]]
// (ENEMY 0 greedy, 1 quick, 2 the normal level's planner without its play-outs; HORIZON the Player-Turns played out, 1 to 4; LUCK 1: the dice's luck
// taken out of the play-outs' scores; FINALISTS the best plans played out as many times again;
// SPREAD the VP a Game-Turn the margin to come spreads by, play-outs scored as the chance of
// winning, 0: by their margin; CS the play-outs each attack of the Combat Phase is weighed by, CO
// the other attacks weighed beside the plan's; LEVELS 1: play-outs scored by the level of victory to
// expect, 23.5, win_chance.h; CORNERED 0-100: how far a Dr counts as a loss where the enemy can
// close the way back, 6.4, in percent, Style::cornered; ENDGAME 0-9: the last Game-Turns whose
// play-outs go on to the end of the battle; LEAF 0-200: the percent of the attacks the side about
// to move can make from a play-out's last position counted into its score, ai/leaf_threat.h;
// REPAIRS 0-3: the best plan planned again away from where its play-outs lost units, ai/lookahead.h;
// OWN 0-2: who plays our own side in the play-outs, as ENEMY counts, 1 by default; REFIT 0-3: the
// movement plan planned again against the enemy's reach from the places it leaves our units at,
// ai/movement_plan.h; TRAPS 0-15: where a Dr's loss is read from the ways back the enemy cannot
// close, the sum of 1 in retreats and advances, 2 in the movement plans, 4 at the play-outs' last
// positions with LEAF, 8 in the plans' passes again with REFIT, Style::traps; FLANKS 0-1: in the
// plans' passes again with REFIT, an attack on a place reckoned with as many enemy units as can come
// next to it, up to six, not three, Style::flanks).
std::optional<std::pair<ai::Level, ai::LevelWork>> readSearch(const std::string& text) {
    const std::size_t eq = text.find('=');
    const auto level = eq != std::string::npos ? ai::parseLevel(text.substr(0, eq)) : std::nullopt;
    if (!level || *level == ai::Level::Random || *level == ai::Level::Greedy) return std::nullopt;
    ai::LevelWork w;
    int enemy = 0, luck = 0, levels = 0, cornered = 0, endgame = 0, leaf = 0, repairs = 0, own = 1, refit = 0, traps = 0, flanks = 0;
    char extra = 0;
    const int fields = std::sscanf(text.c_str() + eq + 1, "%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d%c", &w.sweeps,
                                   &w.breadth, &w.styles, &w.samples, &w.combatPasses, &enemy, &w.horizon, &luck,
                                   &w.finalists, &w.winSpread, &w.combatSamples, &w.combatOthers, &levels, &cornered,
                                   &endgame, &leaf, &repairs, &own, &refit, &traps, &flanks, &extra);
    if (fields < 6 || fields > 21 || (flanks != 0 && flanks != 1) || traps < 0 || traps > 15 || refit < 0 || refit > 3 || own < 0 || own > 2 || repairs < 0 || repairs > 3 || cornered < 0 || cornered > 100 || endgame < 0 || endgame > 9 || leaf < 0 || leaf > 200 || fields == 11 || (levels != 0 && levels != 1) || w.winSpread < 0 || w.winSpread > 100 || w.combatSamples < 0 ||
        w.combatSamples > 50 || w.combatOthers < 0 || w.combatOthers > 10 || (luck != 0 && luck != 1) ||
        w.finalists < 0 || w.finalists > 6 || w.horizon < 1 || w.horizon > 4 || w.sweeps < 0 || w.breadth < 1 ||
        w.styles < 1 || w.samples < 0 || w.combatPasses < 0 || w.sweeps > 50 || w.breadth > 50 ||
        w.styles > ai::kLookAheadStyles || w.samples > 200 || w.combatPasses > 50 || enemy < 0 || enemy > 2)
        return std::nullopt;
    w.enemy = ai::PlayOutEnemy(enemy);  // 0 greedy, 1 quick, 2 thorough, as the enum counts
    w.luckAdjusted = luck == 1;
    w.byLevels = levels == 1;
    w.cornered = cornered;
    w.endgame = endgame;
    w.leaf = leaf;
    w.repairs = repairs;
    w.own = ai::PlayOutEnemy(own);
    w.refits = refit;
    w.traps = traps;
    w.flanks = flanks;
    return std::pair{*level, w};
}

namespace {

// --records: the game as a record, replayed through a session so that it is exactly what the
// game window would save; false after naming the problem on stderr.
bool writeGameRecord(const SelfplayOptions& o, const std::shared_ptr<const Scenario>& scenario,
                     const GameOptions& options, const ai::GameResult& r) {
    GameSession session(scenario, o.scenario, options);
    session.setPlayers({{"french", std::string(ai::toString(o.french))}, {"allied", std::string(ai::toString(o.allied))}});
    for (const Command& c : r.played)
        if (!session.apply(c).ok()) {
            std::cerr << "eylau-cli: seed " << options.seed << ": '" << formatCommand(c) << "' does not replay\n";
            return false;
        }
    const std::string path = (std::filesystem::path(o.records) / (std::string(ai::toString(o.french)) + "-" +
                                                                   std::string(ai::toString(o.allied)) + "-" +
                                                                   std::to_string(options.seed) + ".eylau"))
                                 .string();
    if (const auto error = session.save(path)) {
        std::cerr << "eylau-cli: " << *error << '\n';
        return false;
    }
    return true;
}

}  // namespace

int runSelfplay(const SelfplayOptions& o) {
    auto loaded = load(o.scenario);
    if (!loaded) return kExitFailure;
    const auto scenario = std::make_shared<const Scenario>(std::move(*loaded));
    const bool weather = o.weather.value_or(scenario->rules.option("weather"));
    VariantRules variants = variantsFrom(scenario->rules.options);
    for (const auto& [name, on] : o.variants) setVariant(variants, name, on);
    std::string variantNames;
    for (const std::string& v : variantRuleNames())
        if (variantOn(variants, v)) variantNames += ", " + v + " on";
    std::cout << "selfplay: " << scenario->name << ", French " << ai::toString(o.french) << " vs Allied "
              << ai::toString(o.allied) << ", " << o.games << (o.games == 1 ? " game" : " games") << ", seeds "
              << o.seed << ".." << o.seed + std::uint64_t(o.games) - 1 << ", weather " << (weather ? "on" : "off")
              << variantNames << '\n';
    std::array<SideTally, 2> tally;
    int failures = 0, guardCommitted = 0;
    for (int g = 0; g < o.games; ++g) {
        const std::uint64_t seed = o.seed + std::uint64_t(g);
        GameOptions options;
        options.seed = seed;
        options.weather = weather;
        options.variants = variants;
        auto french = makePlayer(o.french, seed * 2 + 1, o.work, o.search);
        auto allied = makePlayer(o.allied, seed * 2 + 2, o.work, o.search);
        const ai::GameResult r = ai::playGame(scenario, options, {french.get(), allied.get()});
        if (!r.failure.empty()) {
            ++failures;
            std::cerr << "eylau-cli: game " << g + 1 << " (seed " << seed << "): " << r.failure << '\n';
            continue;
        }
        if (!o.records.empty() && !writeGameRecord(o, scenario, options, r)) ++failures;
        guardCommitted += r.guardCommitted ? 1 : 0;
        for (Side side : kSides) {
            SideTally& t = tally[std::size_t(side)];
            t.points += r.score.points[std::size_t(side)];
            t.eliminated += r.strengthLost[std::size_t(enemyOf(side))];
            t.hexes += r.victoryHexes[std::size_t(side)];
            t.variants += r.variants[std::size_t(side)];
            t.retreats += r.retreats[std::size_t(side)];
            t.turnSeconds.insert(t.turnSeconds.end(), r.turnSeconds[std::size_t(side)].begin(),
                                 r.turnSeconds[std::size_t(side)].end());
            // 23.5: a lead within the lowest level's band is a Draw (ai::levelScore).
            const double byLevel = ai::levelScore(r.score, side);
            if (byLevel == 0.5) ++t.draws;
            else if (byLevel == 1.0) {
                ++t.wins;
                ++t.levels[r.score.level];
            } else ++t.losses;
            const double byPoints = ai::pointsScore(r.score, side);
            ++(byPoints == 1.0 ? t.pointsWins : byPoints == 0.5 ? t.pointsLevel : t.pointsLosses);
        }
        if (!o.quiet)
            std::cout << "game " << g + 1 << " (seed " << seed << "): French " << r.score.points[0] << " ("
                      << r.strengthLost[1] << " eliminated, " << r.victoryHexes[0] << " hexes), Allied "
                      << r.score.points[1] << " (" << r.strengthLost[0] << " eliminated, " << r.victoryHexes[1]
                      << " hexes): "
                      << (r.score.winner ? std::string(displayName(*r.score.winner)) + " " + r.score.level
                          : r.score.leader ? r.score.level + " (" + std::string(displayName(*r.score.leader)) +
                                                 " ahead by " + std::to_string(r.score.superiority) + ")"
                                           : r.score.level + " (level)")
                      << ", " << r.commands << " commands" << std::endl;
    }
    const int played = o.games - failures;
    for (Side side : kSides) {
        const SideTally& t = tally[std::size_t(side)];
        const ai::Level level = side == Side::French ? o.french : o.allied;
        // By 23.5's levels: a win is a Marginal Victory or better; a lead of 0-14 VP is a Draw.
        std::cout << displayName(side) << " (" << ai::toString(level) << "): " << t.wins << " wins, " << t.draws
                  << " draws, " << t.losses << " losses";
        if (played > 0) std::cout << " (" << fixed(100.0 * t.wins / played) << "% won)";
        std::cout << "; average " << fixed(played > 0 ? t.points / played : 0.0) << " Victory Points\n";
        std::cout << "  by the levels of victory (23.5): " << fixed(played > 0 ? 100.0 * t.wins / played : 0.0)
                  << "% won at Marginal Victory or better, " << fixed(played > 0 ? 100.0 * t.losses / played : 0.0)
                  << "% lost at Marginal Victory or worse; by more Victory Points alone: " << t.pointsWins
                  << " wins, " << t.pointsLevel << " level, " << t.pointsLosses << " losses\n";
        // Where the points came from: strength eliminated (23.1) and victory hexes held (23.4).
        std::cout << "  on average " << fixed(played > 0 ? t.eliminated / played : 0.0)
                  << " enemy strength points eliminated, " << fixed(played > 0 ? t.hexes / played : 0.0, 2)
                  << " victory hexes held at the end\n";
        // 23.5: the level of victory of the average superiority, and of each game won.
        const Side enemy = enemyOf(side);
        const double margin = played > 0 ? (t.points - tally[std::size_t(enemy)].points) / played : 0.0;
        std::cout << "  average superiority " << fixed(margin) << " VP: on average "
                  << (margin > 0 ? std::string(displayName(side)) + " " : margin < 0 ? std::string(displayName(enemy)) + " " : "")
                  << scenario->victory.levelFor(int(std::abs(margin) + 0.5)) << "; levels of its wins:";
        std::string sep = " ";
        for (const auto& [name, n] : t.levels) {
            std::cout << sep << name << ' ' << n;
            sep = ", ";
        }
        std::cout << (t.levels.empty() ? " none" : "") << '\n';
        const double mean = t.turnSeconds.empty() ? 0
                                                  : std::accumulate(t.turnSeconds.begin(), t.turnSeconds.end(), 0.0) /
                                                        double(t.turnSeconds.size());
        std::cout << "  time per Player-Turn: median " << fixed(median(t.turnSeconds), 3) << " s, 90th percentile "
                  << fixed(percentile90(t.turnSeconds), 3) << " s, mean "
                  << fixed(mean, 3) << " s over " << t.turnSeconds.size() << " Player-Turns\n";
        // 6.4: where its units' retreats were losses, by the ways back each had as the enemy's
        // Player-Turn began (docs/computer-opponent.md, "Where a retreat is a loss").
        for (const auto& [ways, when] : {std::pair{&t.retreats.now, "as his Player-Turn began"},
                                         std::pair{&t.retreats.planned, "as its own Movement Phase began"},
                                         std::pair{&t.retreats.placed, "as its own Movement Phase ended"}}) {
            std::cout << "  its units told to retreat (Dr) eliminated for want of a safe hex (6.4), by the ways back "
                         "the enemy could not close, read "
                      << when << ":";
            for (std::size_t k = 0; k < 4; ++k)
                std::cout << (k == 0 ? " none " : k == 1 ? ", one " : k == 2 ? ", two " : ", three or more ")
                          << ways->trapped[k] << " of " << ways->trapped[k] + ways->escaped[k];
            std::cout << '\n';
        }
        // The variant rules played (CR, AL): what they did, per game.
        const double n = played > 0 ? played : 1;
        if (variants.artilleryLimbering)
            std::cout << "  artillery limbering: " << fixed(t.variants.limberRolls / n) << " limber rolls a game ("
                      << fixed(t.variants.limberRolls > 0 ? 100.0 * t.variants.limbered / t.variants.limberRolls : 0.0)
                      << "% limbered), " << fixed(t.variants.unlimbered / n) << " unlimbered\n";
        if (variants.cavalryReadiness)
            std::cout << "  cavalry readiness: " << fixed(t.variants.tired / n) << " levels lost a game, "
                      << fixed(t.variants.spared / n) << " spared in attack, " << fixed(t.variants.recovered / n)
                      << " recovered by rest\n";
    }
    std::cout << "The French Guard infantry attacked (23.3) in " << guardCommitted << " of " << played
              << (played == 1 ? " game" : " games") << '\n';
    if (failures > 0) {
        std::cout << failures << (failures == 1 ? " game" : " games") << " failed (stalled or a command refused)\n";
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace eylau::cli
