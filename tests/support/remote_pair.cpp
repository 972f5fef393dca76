#include "support/remote_pair.h"

#include "eylau/game/decision_due.h"
#include "support/game_fixture.h"

#include <gtest/gtest.h>

#include <random>

namespace eylau::test {

ScenarioLookup eylauOnly() {
    return [](const std::string& name, std::string& error) -> std::shared_ptr<const Scenario> {
        if (name == "eylau") return sharedEylau();
        error = "there is no built-in scenario '" + name + "'";
        return nullptr;
    };
}

std::unique_ptr<GameSession> sharedDiceGame() {
    GameOptions options;
    options.sharedDice = true;
    return std::make_unique<GameSession>(sharedEylau(), "eylau", options);
}

SecretSource seededSecrets(std::uint64_t seed) {
    auto engine = std::make_shared<std::mt19937_64>(seed);
    return [engine]() -> std::optional<Digest> {
        Digest d{};
        for (auto& b : d) b = static_cast<std::uint8_t>((*engine)() & 0xff);
        return d;
    };
}

void RemotePair::collect() {
    for (const bool fromFrench : {true, false}) {
        RemoteGame& g = fromFrench ? *french : *allied;
        for (std::string& m : g.takeOutgoing()) wire.emplace_back(!fromFrench, std::move(m));
        for (RemoteNotice& n : g.takeNotices()) notices.emplace_back(fromFrench ? Side::French : Side::Allied, std::move(n));
    }
}

bool RemotePair::step() {
    collect();
    if (wire.empty()) return false;
    auto [toFrench, message] = std::move(wire.front());
    wire.pop_front();
    if (tap && !tap(toFrench, message)) return true;
    (toFrench ? *french : *allied).receive(message);
    collect();
    return true;
}

void RemotePair::pump() {
    for (int guard = 0; step(); ++guard) ASSERT_LT(guard, 100000) << "the programs never stop talking";
}

void RemotePair::connect() {
    french->connected();
    allied->connected();
    pump();
}

void RemotePair::disconnect() {
    collect();
    wire.clear();
    french->disconnected();
    allied->disconnected();
}

std::vector<RemoteNotice> RemotePair::noticesOf(RemoteNotice::Kind kind) const {
    std::vector<RemoteNotice> out;
    for (const auto& [side, n] : notices)
        if (n.kind == kind) out.push_back(n);
    return out;
}

void RemotePair::restart(Side side) {
    std::unique_ptr<RemoteGame>& g = side == Side::French ? french : allied;
    std::string error;
    const std::string saved = g->saveText();
    g = RemoteGame::restore(saved, eylauOnly(), error, seededSecrets(side == Side::French ? 91 : 92));
    ASSERT_TRUE(g) << error;
}

int playOn(RemotePair& pair, ai::Player& french, ai::Player& allied, int maxCommands,
           const std::function<bool(RemotePair&)>& beforeEach) {
    int given = 0;
    for (; given < maxCommands; ++given) {
        pair.pump();
        if (pair.french->isStopped() || pair.allied->isStopped()) break;
        const Game& game = pair.french->session().game();
        const std::optional<Side> due = decisionDue(game).side;
        if (!due) break;
        if (beforeEach && !beforeEach(pair)) break;
        RemoteGame& program = pair.of(*due);
        if (!program.isMyTurn()) {
            ADD_FAILURE() << "the side to act cannot play";
            break;
        }
        const std::optional<Command> c = (*due == Side::French ? french : allied).next(program.session().game());
        if (!c) break;
        const Verdict why = program.play(*c);
        if (why) {
            ADD_FAILURE() << "a legal command was refused: " << why->describe();
            break;
        }
    }
    pair.pump();
    return given;
}

RemotePair hostedPair() {
    RemotePair p;
    p.french = std::make_unique<RemoteGame>(sharedDiceGame(), Side::French, eylauOnly(), seededSecrets(1));
    p.allied = std::make_unique<RemoteGame>(Side::Allied, eylauOnly(), seededSecrets(2));
    p.connect();
    return p;
}

}  // namespace eylau::test
