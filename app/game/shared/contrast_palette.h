#pragma once
// The widgets' colours in high contrast (View > High Contrast): black text on white, black frames,
// a dark blue selection; the map has its own (mapview/map_contrast.h). The whole application's,
// so that dialogs and menus follow the window.

namespace eylau::game {

// Gives the application the high-contrast palette, or back the one it had before.
void setHighContrastPalette(bool on);

}  // namespace eylau::game
