#pragma once
// View > Language: the language of the program (System, English, Français...), saved in the
// settings (app_settings.h) and spoken from the next start (docs/translations.md).
class QMenu;
class QWidget;

namespace eylau::game {

// The Language submenu; `parent` owns it, its actions and the message saying when the choice
// takes effect.
QMenu* makeLanguageMenu(QWidget* parent);

}  // namespace eylau::game
