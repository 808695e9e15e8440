#include "scene/background_image.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QImageReader>

#include <cmath>

namespace skirmish::ui {

DecodedBackground decodeBackground(const Background& background, int limitMegabytes) {
    DecodedBackground out;
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char*>(background.bytes.data()),
                                static_cast<qsizetype>(background.bytes.size()));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAllocationLimit(limitMegabytes);
    const QSize size = reader.size();
    const double ppc = background.pixels_per_cell > 0 ? background.pixels_per_cell : 0;
    out.pixelsPerCell = ppc;
    if (size.isValid() && ppc > kMaxPixelsPerCell) {
        const double f = kMaxPixelsPerCell / ppc;
        reader.setScaledSize(QSize(std::max(1, static_cast<int>(std::lround(size.width() * f))),
                                   std::max(1, static_cast<int>(std::lround(size.height() * f)))));
        out.pixelsPerCell = ppc * f;
    }
    out.image = reader.read();
    if (out.image.isNull()) {
        const QString px =
            size.isValid() ? QStringLiteral(" (%1 x %2 px)").arg(size.width()).arg(size.height())
                           : QString();
        out.problem =
            reader.error() == QImageReader::InvalidDataError && size.isValid()
                ? QCoreApplication::translate("BackgroundImage",
                                              "the background image%1 is too large to decode: over "
                                              "%2 MB. Downscale it (for example to %3 px a square) "
                                              "and import it again; the walls are kept.")
                      .arg(px)
                      .arg(limitMegabytes)
                      .arg(kMaxPixelsPerCell)
                : QCoreApplication::translate("BackgroundImage", "the background image%1 cannot be "
                                                                 "decoded: %2")
                      .arg(px, reader.errorString());
    }
    return out;
}

} // namespace skirmish::ui
