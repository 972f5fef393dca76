#pragma once
// The status-bar line for the hex under the mouse, for the editor: number, terrain, place name,
// provenance, hexside features around it, the unit starting there, victory and entry markings.
#include "eylau/map/hex.h"
#include "eylau/map/provenance.h"

#include <QString>

namespace eylau {
struct Scenario;
}

namespace eylau::editor {

QString describeHex(const Scenario& scenario, Hex hex);
// "printed", "reconstructed", in the editor's language.
QString provenanceName(Provenance provenance);

}  // namespace eylau::editor
