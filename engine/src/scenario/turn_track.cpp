// Naming a Game-Turn's time (turn_track.h).
#include "eylau/scenario/turn_track.h"

#include <algorithm>

namespace eylau {

std::string turnClock(const std::vector<GameTurn>& track, int turn) {
    if (turn < 1 || turn > int(track.size())) return {};
    const std::string& t = track[std::size_t(turn - 1)].time;
    const bool digits = t.size() == 4 && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    return digits ? t.substr(0, 2) + ":" + t.substr(2) : t;
}

std::string turnDate(const std::vector<GameTurn>& track, int turn) {
    for (int t = std::min(turn, int(track.size())); t >= 1; --t)
        if (!track[std::size_t(t - 1)].date.empty()) return track[std::size_t(t - 1)].date;
    return {};
}

std::string turnLabel(const std::vector<GameTurn>& track, int turn) {
    const std::string clock = turnClock(track, turn);
    const std::string date = clock.empty() ? std::string() : turnDate(track, turn);
    return date.empty() ? clock : clock + ", " + date;
}

bool isNightTurn(const std::vector<GameTurn>& track, int turn) {
    return turn >= 1 && turn <= int(track.size()) && track[std::size_t(turn - 1)].night;
}

}  // namespace eylau
