#include "shared/contrast_palette.h"

#include <QApplication>
#include <QPalette>

namespace eylau::game {
namespace {

// Text at 7:1 or more against its ground everywhere (WCAG AAA), disabled text at 4.5:1.
QPalette highContrastPalette() {
    const QColor black(Qt::black), white(Qt::white), paper(0xf2, 0xf2, 0xf2), selection(0x00, 0x33, 0x80);
    const QColor disabled(0x6b, 0x6b, 0x6b);
    // Window text, window (and buttons), light, dark and mid frame shades, text, base.
    QPalette p(black, paper, white, black, black, black, white);
    p.setColor(QPalette::Base, white);
    p.setColor(QPalette::AlternateBase, paper);
    p.setColor(QPalette::ToolTipBase, white);
    p.setColor(QPalette::ToolTipText, black);
    p.setColor(QPalette::PlaceholderText, QColor(0x4d, 0x4d, 0x4d));
    p.setColor(QPalette::Highlight, selection);
    p.setColor(QPalette::HighlightedText, white);
    p.setColor(QPalette::Link, selection);
    p.setColor(QPalette::LinkVisited, QColor(0x55, 0x1a, 0x8b));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    return p;
}

}  // namespace

void setHighContrastPalette(bool on) {
    static const QPalette before = QApplication::palette();  // the style's, as the program started
    QApplication::setPalette(on ? highContrastPalette() : before);
}

}  // namespace eylau::game
