#include "eylau/scenario/unit_index.h"

#include <ostream>

namespace eylau {

std::ostream& operator<<(std::ostream& out, UnitIndex unit) { return out << unit.value(); }

}  // namespace eylau
