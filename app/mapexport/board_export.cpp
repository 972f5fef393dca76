#include "board_export.h"

#include "board_pictures.h"

#include "eylau/io/text_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <string_view>

namespace eylau::mapexport {
namespace {

struct BoardExportText {
    Q_DECLARE_TR_FUNCTIONS(BoardExport)
};

}  // namespace

std::optional<BoardFormat> formatOfFile(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) return BoardFormat::Png;
    if (suffix == QLatin1String("svg")) return BoardFormat::Svg;
    if (suffix == QLatin1String("pdf")) return BoardFormat::Pdf;
    return std::nullopt;
}

std::optional<QString> exportBoard(mapview::MapScene& scene, const BoardExport& choice, const QString& path,
                                   const QString& title) {
    QString error;
    QByteArray bytes;
    switch (choice.format) {
        case BoardFormat::Png: bytes = pngBytes(scene, choice.pixelsPerHex, error); break;
        case BoardFormat::Svg: bytes = svgBytes(scene, title); break;
        case BoardFormat::Pdf: bytes = pdfBytes(scene, choice.print, title, error); break;
    }
    if (bytes.isEmpty()) {
        if (error.isEmpty()) error = BoardExportText::tr("nothing was drawn");
        return BoardExportText::tr("%1 was not written: %2").arg(QFileInfo(path).fileName(), error);
    }
    if (const auto failed = saveTextFile(QFile::encodeName(path).toStdString(),
                                         std::string_view(bytes.constData(), std::size_t(bytes.size()))))
        return QString::fromStdString(*failed);
    return std::nullopt;
}

}  // namespace eylau::mapexport
