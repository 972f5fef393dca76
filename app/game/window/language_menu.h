#pragma once
// View > Language: the language of the program (System, English, Français...), saved in the
// settings (app_settings.h) and spoken from the next start (docs/translations.md).
class QMenu;
class QWidget;

namespace eylau::game {

// Adds the Language submenu to `menu`; `parent` owns the actions and the message saying when
// the choice takes effect.
QMenu* addLanguageMenu(QMenu* menu, QWidget* parent);

}  // namespace eylau::game
