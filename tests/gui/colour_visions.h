#pragma once
// Shared by the colour tests: every simulated colour vision (colour_vision.h), and its name for a
// failure message.
#include "colour_vision.h"

namespace eylau::test {

inline constexpr mapview::ColourVision kVisions[] = {mapview::ColourVision::Normal, mapview::ColourVision::Protanopia,
                                                     mapview::ColourVision::Deuteranopia,
                                                     mapview::ColourVision::Tritanopia};

inline const char* name(mapview::ColourVision v) {
    switch (v) {
    case mapview::ColourVision::Normal: return "normal";
    case mapview::ColourVision::Protanopia: return "protanopia";
    case mapview::ColourVision::Deuteranopia: return "deuteranopia";
    case mapview::ColourVision::Tritanopia: return "tritanopia";
    }
    return "?";
}

}  // namespace eylau::test
