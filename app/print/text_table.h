#pragma once
// A ruled table of wrapped text cells, set by a PageWriter: column widths in proportion to
// their weights, a tinted head repeated after every page break, rows never split across pages
// (a row taller than a page is the one exception), alternate rows banded.
#include <QColor>
#include <QString>

#include <vector>

namespace eylau::print {

class PageWriter;

struct TableColumn {
    QString title;
    double weight = 1.0;
    Qt::Alignment align = Qt::AlignLeft;
};

struct TableCell {
    QString text;  // '\n' breaks lines; long lines wrap
    bool bold = false;
    QColor colour;  // invalid: the ink
    TableCell(QString t = {}, bool b = false, QColor c = {}) : text(std::move(t)), bold(b), colour(c) {}
    TableCell(const char* t) : text(QString::fromUtf8(t)) {}
};

class TextTable {
public:
    explicit TextTable(std::vector<TableColumn> columns) : columns_(std::move(columns)) {}

    void addRow(std::vector<TableCell> cells) { rows_.push_back(std::move(cells)); }
    bool empty() const { return rows_.empty(); }
    std::size_t rowCount() const { return rows_.size(); }

    // Sets the table at the writer's cursor, `indent` points in from the left. A table whose
    // columns all have empty titles has no head.
    void draw(PageWriter& writer, double indent = 0) const;
    // The height draw() takes when the table fits on the page.
    double height(const PageWriter& writer, double indent = 0) const;

private:
    bool hasHead() const;
    std::vector<double> widths(double total) const;
    double rowHeight(const PageWriter& w, const std::vector<TableCell>& row, const std::vector<double>& widths,
                     bool head) const;
    void drawRow(PageWriter& w, const std::vector<TableCell>& row, const std::vector<double>& widths, double x,
                 double height, bool head, bool banded) const;

    std::vector<TableColumn> columns_;
    std::vector<std::vector<TableCell>> rows_;
};

}  // namespace eylau::print
