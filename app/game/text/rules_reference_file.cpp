#include "text/rules_reference_file.h"

#include "eylau/reports/rules_reference.h"

#include <QCoreApplication>
#include <QFile>

#include <memory>
#include <string_view>

namespace eylau::game {
namespace {

const QString kFile = QStringLiteral(":/rules/rules-reference.json");

RulesReferenceFile read() {
    RulesReferenceFile read;
    QFile file(kFile);
    if (!file.open(QIODevice::ReadOnly)) {
        // The pane's words, in the pane's catalogue context, where they were first translated.
        read.error = QCoreApplication::translate("eylau::game::RulesPane", "%1: cannot be read: %2").arg(kFile, file.errorString());
        return read;
    }
    const QByteArray bytes = file.read(qint64(kMaxRulesReferenceBytes) + 1);
    const RulesReferenceParse p =
        parseRulesReference(std::string_view(bytes.constData(), std::size_t(bytes.size())), "rules-reference.json");
    // Kept for the program's life: every window's links point into it.
    static std::unique_ptr<const RulesReference> kept;
    if (p.reference) kept = std::make_unique<const RulesReference>(*p.reference);
    read.reference = kept.get();
    if (!p.reference) read.error = QString::fromStdString(p.error);
    return read;
}

}  // namespace

const RulesReferenceFile& embeddedRulesReference() {
    static const RulesReferenceFile file = read();
    return file;
}

}  // namespace eylau::game
