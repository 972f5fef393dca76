#include "eylau/ai/analysis_file.h"

#include "eylau/io/text_file.h"
#include "eylau/record/game_record.h"
#include "io/bounded_json.h"

#include <cmath>

namespace eylau::ai {
namespace {

using detail::Json;

constexpr const char* kFormat = "eylau-analysis";
constexpr int kVersion = 1;
// Evaluations beyond this many Victory Points either way are not a game's (a whole army is 200).
constexpr double kMaxVictoryPoints = 10000;

std::string_view causeName(SwingCause c) { return c == SwingCause::Dice ? "dice" : "decisions"; }

Json turnJson(const TurnAnalysis& t) {
    Json plan = Json::array();
    for (const Command& c : t.plan) plan.push_back(formatCommand(c));
    return Json{{"gameTurn", t.gameTurn},
                {"side", std::string(toString(t.side))},
                {"start", t.start},
                {"end", t.end},
                {"before", t.before},
                {"after", t.after},
                {"best", t.best},
                {"luck", t.luck},
                {"cost", t.cost},
                {"mark", std::string(toString(t.mark))},
                {"turningPoint", t.turningPoint},
                {"cause", std::string(causeName(t.cause))},
                {"victoryPoints", {t.victoryPoints[0], t.victoryPoints[1]}},
                {"plan", plan}};
}

// Reading: each field checked, the first problem kept with its place (a JSON Pointer).
struct Reader {
    std::string where;
    std::string problem;
    bool failed() const { return !problem.empty(); }
    void fail(const std::string& place, const std::string& what) {
        if (failed()) return;
        where = place;
        problem = what;
    }

    const Json* field(const Json& object, const std::string& place, const char* key) {
        const auto it = object.find(key);
        if (it == object.end()) {
            fail(place, std::string("missing \"") + key + "\"");
            return nullptr;
        }
        return &*it;
    }
    double number(const Json& object, const std::string& place, const char* key) {
        const Json* v = field(object, place, key);
        if (!v) return 0;
        if (!v->is_number() || !std::isfinite(v->get<double>()) || std::abs(v->get<double>()) > kMaxVictoryPoints) {
            fail(place + "/" + key, "not a number of Victory Points");
            return 0;
        }
        return v->get<double>();
    }
    std::int64_t integer(const Json& object, const std::string& place, const char* key, std::int64_t lo, std::int64_t hi) {
        const Json* v = field(object, place, key);
        if (!v) return lo;
        if (!v->is_number_integer() || v->get<std::int64_t>() < lo || v->get<std::int64_t>() > hi) {
            fail(place + "/" + key, "not a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
            return lo;
        }
        return v->get<std::int64_t>();
    }
    std::string text(const Json& object, const std::string& place, const char* key) {
        const Json* v = field(object, place, key);
        if (!v) return {};
        if (!v->is_string()) {
            fail(place + "/" + key, "not a text");
            return {};
        }
        return v->get<std::string>();
    }
    bool flag(const Json& object, const std::string& place, const char* key) {
        const Json* v = field(object, place, key);
        if (!v) return false;
        if (!v->is_boolean()) fail(place + "/" + key, "not true or false");
        return v->is_boolean() && v->get<bool>();
    }
};

TurnMark parseMark(Reader& r, const std::string& place, const std::string& name) {
    for (TurnMark m : {TurnMark::None, TurnMark::Inaccuracy, TurnMark::Mistake, TurnMark::Blunder})
        if (name == toString(m)) return m;
    r.fail(place, "unknown mark \"" + name + "\" (expected none, inaccuracy, mistake or blunder)");
    return TurnMark::None;
}

TurnAnalysis readTurn(Reader& r, const Json& j, const std::string& place) {
    TurnAnalysis t;
    if (!j.is_object()) {
        r.fail(place, "not an object");
        return t;
    }
    t.gameTurn = int(r.integer(j, place, "gameTurn", 1, 999));
    const std::string side = r.text(j, place, "side");
    if (const auto s = parseSide(side)) t.side = *s;
    else r.fail(place + "/side", "unknown side \"" + side + "\" (expected french or allied)");
    t.start = std::size_t(r.integer(j, place, "start", 0, std::int64_t(kMaxRecordCommands)));
    t.end = std::size_t(r.integer(j, place, "end", 0, std::int64_t(kMaxRecordCommands)));
    if (!r.failed() && t.end < t.start) r.fail(place + "/end", "ends before it starts");
    t.before = r.number(j, place, "before");
    t.after = r.number(j, place, "after");
    t.best = r.number(j, place, "best");
    t.luck = r.number(j, place, "luck");
    t.cost = r.number(j, place, "cost");
    t.mark = parseMark(r, place + "/mark", r.text(j, place, "mark"));
    t.turningPoint = r.flag(j, place, "turningPoint");
    const std::string cause = r.text(j, place, "cause");
    if (cause == "dice") t.cause = SwingCause::Dice;
    else if (cause != "decisions") r.fail(place + "/cause", "unknown cause \"" + cause + "\" (expected decisions or dice)");
    if (const Json* vp = r.field(j, place, "victoryPoints")) {
        if (!vp->is_array() || vp->size() != 2 || !(*vp)[0].is_number_integer() || !(*vp)[1].is_number_integer())
            r.fail(place + "/victoryPoints", "not two whole numbers");
        else
            for (std::size_t s = 0; s < 2; ++s) t.victoryPoints[s] = int(std::clamp<std::int64_t>((*vp)[s].get<std::int64_t>(), -99999, 99999));
    }
    if (const Json* plan = r.field(j, place, "plan")) {
        if (!plan->is_array()) r.fail(place + "/plan", "not a list of commands");
        else if (plan->size() > kMaxPlanCommands)
            r.fail(place + "/plan", "more than " + std::to_string(kMaxPlanCommands) + " commands");
        else
            for (std::size_t i = 0; i < plan->size() && !r.failed(); ++i) {
                const std::string at = place + "/plan/" + std::to_string(i);
                if (!(*plan)[i].is_string()) {
                    r.fail(at, "not a command");
                    break;
                }
                std::string error;
                if (auto c = parseCommand((*plan)[i].get<std::string>(), &error)) t.plan.push_back(std::move(*c));
                else r.fail(at, error);
            }
    }
    return t;
}

}  // namespace

std::string analysisPathFor(const std::string& recordPath) { return recordPath + "-analysis"; }

std::string writeAnalysis(const GameAnalysis& a) {
    Json turns = Json::array();
    for (const TurnAnalysis& t : a.turns) turns.push_back(turnJson(t));
    const Json j{{"format", kFormat},
                 {"version", kVersion},
                 {"depth", std::string(toString(a.settings.depth))},
                 {"seed", a.settings.seed},
                 {"record", a.recordDigest},
                 {"complete", a.complete},
                 {"opening", a.opening},
                 {"turns", turns}};
    return j.dump(1) + "\n";
}

AnalysisLoad readAnalysis(const std::string& text, const std::string& sourceName) {
    AnalysisLoad out;
    if (text.size() > kMaxAnalysisFileBytes) {
        out.error = sourceName + ": longer than " + std::to_string(kMaxAnalysisFileBytes) + " bytes";
        return out;
    }
    const detail::JsonParse parsed = detail::parseJson(text);
    if (!parsed.ok()) {
        out.error = sourceName + (parsed.path.empty() ? "" : ", " + parsed.path) + ": " + parsed.message;
        return out;
    }
    const Json& j = parsed.value;
    Reader r;
    GameAnalysis a;
    if (!j.is_object()) r.fail("", "not an analysis (a JSON object is expected)");
    else if (r.text(j, "", "format") != kFormat && !r.failed()) r.fail("/format", "not an Eylau analysis");
    else if (r.integer(j, "", "version", 1, 999) != kVersion && !r.failed())
        r.fail("/version", "version " + j["version"].dump() + " is not read by this program (it reads " + std::to_string(kVersion) + ")");
    if (!r.failed()) {
        const std::string depth = r.text(j, "", "depth");
        if (const auto d = parseAnalysisDepth(depth)) a.settings.depth = *d;
        else r.fail("/depth", "unknown depth \"" + depth + "\" (expected quick or deep)");
        if (const Json* seed = r.field(j, "", "seed"); seed && !seed->is_number_unsigned()) r.fail("/seed", "not a whole number");
        else if (seed) a.settings.seed = seed->get<std::uint64_t>();
        a.recordDigest = r.text(j, "", "record");
        if (!r.failed() && !digestFromHex(a.recordDigest)) r.fail("/record", "not a record's digest");
        a.complete = r.flag(j, "", "complete");
        a.opening = r.number(j, "", "opening");
        if (const Json* turns = r.field(j, "", "turns")) {
            if (!turns->is_array()) r.fail("/turns", "not a list of Player-Turns");
            else if (turns->size() > kMaxAnalysedTurns)
                r.fail("/turns", "more than " + std::to_string(kMaxAnalysedTurns) + " Player-Turns");
            else
                for (std::size_t i = 0; i < turns->size() && !r.failed(); ++i)
                    a.turns.push_back(readTurn(r, (*turns)[i], "/turns/" + std::to_string(i)));
        }
    }
    if (r.failed()) {
        out.error = sourceName + (r.where.empty() ? "" : ", " + r.where) + ": " + r.problem;
        return out;
    }
    out.analysis = std::move(a);
    return out;
}

AnalysisLoad loadAnalysis(const std::string& path) {
    std::string error;
    const std::optional<std::string> text = readTextFile(path, kMaxAnalysisFileBytes, error);
    if (!text) return AnalysisLoad{std::nullopt, error};
    return readAnalysis(*text, path);
}

std::optional<std::string> saveAnalysis(const GameAnalysis& analysis, const std::string& path) {
    return saveTextFile(path, writeAnalysis(analysis));
}

}  // namespace eylau::ai
