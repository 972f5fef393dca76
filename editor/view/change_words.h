#pragma once
// The changes Compare With... marks on the map (eylau/scenario/map_changes.h) in the editor's
// language, one line each, led by the place: "2313: woods → clear", "hexside 1012/1013: stream
// added", "0714: Tut.1 moved here from 0713". The other file is "before", the document
// "after".
#include "eylau/scenario/map_changes.h"

#include <QString>
#include <QStringList>

namespace eylau::editor {

QString describeHexChange(Hex hex, const HexChange& change);
QStringList describeHexChanges(Hex hex, const std::vector<HexChange>& changes);
QString describeHexsideChange(const Hexside& hexside, const HexsideChange& change);

}  // namespace eylau::editor
