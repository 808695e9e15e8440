#include "scene/background_image.h"

#include <QBuffer>
#include <QByteArray>
#include <QCoreApplication>
#include <QImageReader>

#include <cmath>

namespace skirmish::ui {
namespace {

/// QImageReader's allocation limit is one for the whole process: set it for
/// one decoding and put the previous one back, so that other images (token
/// portraits, an exported PNG read back) keep theirs.
class AllocationLimit {
public:
    explicit AllocationLimit(int megabytes) : previous_(QImageReader::allocationLimit()) {
        QImageReader::setAllocationLimit(megabytes);
    }
    ~AllocationLimit() { QImageReader::setAllocationLimit(previous_); }
    AllocationLimit(const AllocationLimit&) = delete;
    AllocationLimit& operator=(const AllocationLimit&) = delete;

private:
    int previous_;
};

} // namespace

DecodedBackground decodeBackground(const Background& background, int limitMegabytes) {
    DecodedBackground out;
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char*>(background.bytes.data()),
                                static_cast<qsizetype>(background.bytes.size()));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    const AllocationLimit limit(limitMegabytes);
    QImageReader reader(&buffer);
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
