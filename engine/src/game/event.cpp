// The words for an event's typed cause (event.h).
#include "eylau/game/event.h"

#include "eylau/rules/sentences.h"

namespace eylau {

std::optional<Sentence> eliminationCause(EventCause cause, std::optional<CombatResult> result) {
    switch (cause) {
        case EventCause::CombatResult:
            if (result) return say(Say::AsIs, {std::string(toString(*result))});
            return std::nullopt;
        case EventCause::AttackersLost: return say(Say::AttackersLoseAll);
        case EventCause::ExchangeLoss: return say(Say::ChosenAsEeLoss);
        case EventCause::NoSafeHex: return say(Say::NoSafeHexToRetreatInto);
        case EventCause::None:
        case EventCause::StoppedByZoc:
        case EventCause::OptionalRetreat: break;
    }
    return std::nullopt;
}

std::string eliminationReason(EventCause cause, std::optional<CombatResult> result) {
    const auto why = eliminationCause(cause, result);
    return why ? why->english() : std::string();
}

}  // namespace eylau
