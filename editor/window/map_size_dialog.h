#pragma once
// Asks for a map's size: for a new blank map (columns, rows, terrain) or to resize the current
// one (columns, rows, first column and row).
#include <QDialog>

class QComboBox;
class QSpinBox;

namespace eylau::editor {

class MapSizeDialog : public QDialog {
    Q_OBJECT
public:
    enum class Purpose { NewMap, Resize };
    MapSizeDialog(Purpose purpose, int columns, int rows, int firstColumn, int firstRow, QWidget* parent = nullptr);

    int columns() const;
    int rows() const;
    int firstColumn() const;
    int firstRow() const;
    int terrainIndex() const;  // into kTerrains

private:
    QSpinBox* columns_;
    QSpinBox* rows_;
    QSpinBox* firstColumn_;
    QSpinBox* firstRow_;
    QComboBox* terrain_;
};

}  // namespace eylau::editor
