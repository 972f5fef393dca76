#pragma once
// A scan or picture of the printed map, traced in the editor and shown as the board in the game
// (docs/scenario-format.md, "underlay"). The scenario keeps a reference to the image (a path
// relative to the scenario file), never its bytes, and how it lies over the hex grid: known hex
// centres clicked on the image (two or three; the editor solves scale, rotation and offset from
// them), how opaque the editor draws it, whether it is locked, and the sample colours the editor
// uses to suggest terrain from the image.
#include "eylau/scenario/underlay_reference.h"

#include <cstddef>
#include <string>

namespace eylau {

// The most a scenario file's underlay may hold (the reader refuses more).
inline constexpr std::size_t kMaxCalibrationPoints = 16;
inline constexpr std::size_t kMaxColourSamples = 64;
inline constexpr std::size_t kMaxUnderlayPathBytes = 1024;
inline constexpr int kMaxUnderlayPage = 9999;

// "#2f5d1e": '#' and six hex digits (lower or upper case).
bool isColourText(const std::string& text);

}  // namespace eylau
