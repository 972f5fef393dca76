#include "ai/in_parallel.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace eylau::ai {

int machineThreads() { return std::max(1, int(std::thread::hardware_concurrency())); }

void inParallel(std::size_t count, int threads, const std::function<void(std::size_t, bool)>& job) {
    std::atomic<std::size_t> next{0};
    std::mutex failed;
    std::exception_ptr first;
    const auto work = [&](bool mine) {
        for (std::size_t i = next++; i < count; i = next++) {
            try {
                job(i, mine);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(failed);
                if (!first) first = std::current_exception();
            }
        }
    };
    const std::size_t helpers = std::min(count, std::size_t(std::max(1, threads))) - (count > 0 ? 1 : 0);
    {
        std::vector<std::jthread> others;
        others.reserve(helpers);
        for (std::size_t t = 0; t < helpers; ++t) others.emplace_back([&] { work(false); });
        work(true);
    }  // joined
    if (first) std::rethrow_exception(first);
}

}  // namespace eylau::ai
