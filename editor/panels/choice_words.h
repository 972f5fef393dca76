#pragma once
// What a table shows for a value chosen from a list (a side, a unit type, a provenance): the
// value stays the scenario format's word, which the file holds and the cell's edit role gives
// ("allied", "infantry", "reconstructed"); the cell and the choice's list show it in the
// editor's language. Any other value (an id, a combat result) is shown as it is.
#include <QString>

namespace eylau::editor {

QString choiceWord(const QString& value);

}  // namespace eylau::editor
