#pragma once
// A unit kept in a list or tree item's data (Qt item views hold a QVariant): its index's value,
// or nothing for a line that is not a unit.
#include "eylau/scenario/unit_index.h"

#include <QVariant>

#include <optional>

namespace eylau::game {

inline QVariant unitData(UnitIndex unit) { return unit.value(); }

// nullopt when the item holds no unit.
inline std::optional<UnitIndex> unitOfData(const QVariant& data) {
    if (!data.isValid()) return std::nullopt;
    return UnitIndex{data.toInt()};
}

}  // namespace eylau::game
