#pragma once
// Independent pieces of one search shared among threads: the look-ahead's styles, each planned and
// played out on copies of the game of its own (computer_opponent.cpp). Which thread runs which
// piece, and when, changes nothing of the result: the caller combines the pieces in their order.
#include <cstddef>
#include <functional>

namespace eylau::ai {

// The threads this machine runs at once (at least 1).
int machineThreads();

// Calls job(i) for every i in [0, count), each once, on up to `threads` threads, this one among
// them, and returns when every call has. `mine(i)` tells a job whether it runs on the caller's
// thread (the one that may report progress). The first exception a job throws is rethrown here,
// after the others have finished.
void inParallel(std::size_t count, int threads, const std::function<void(std::size_t i, bool mine)>& job);

}  // namespace eylau::ai
