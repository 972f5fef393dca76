// The words for an event's typed cause (event.h).
#include "eylau/game/event.h"

namespace eylau {

std::string eliminationReason(EventCause cause, std::optional<CombatResult> result) {
    switch (cause) {
        case EventCause::CombatResult: return result ? std::string(toString(*result)) : std::string();
        case EventCause::AttackersLost: return "Ee: the attackers lose all they have";
        case EventCause::ExchangeLoss: return "Ee loss chosen by the attacker";
        case EventCause::NoSafeHex: return "no safe hex to retreat into";
        case EventCause::None:
        case EventCause::StoppedByZoc:
        case EventCause::OptionalRetreat: break;
    }
    return {};
}

}  // namespace eylau
