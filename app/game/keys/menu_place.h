#pragma once
// Where an action of the game window is shown (keys/action_registry.h): a menu and a section of it.

namespace eylau::game {

// The window's menus, in the order of its menu bar.
enum class MenuId { File, Edit, Game, Tools, View, Help };

// Where an action goes: its menu, and a section of it. A menu shows its sections in increasing
// order with a separator between two, and the actions of a section in the order they were added.
struct MenuPlace {
    MenuId menu = MenuId::File;
    int section = 0;
};

}  // namespace eylau::game
