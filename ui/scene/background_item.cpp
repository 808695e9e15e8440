#include "scene/background_item.h"

#include "scene/z_order.h"

#include <QImage>
#include <QPixmap>

namespace skirmish::ui {

BackgroundItem::BackgroundItem(double cellPixels, QGraphicsItem* parent)
    : QGraphicsPixmapItem(parent), cellPixels_(cellPixels) {
    setZValue(z::kBackground);
    setTransformationMode(Qt::SmoothTransformation);
    setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
    setAcceptedMouseButtons(Qt::NoButton);
}

bool BackgroundItem::setBackground(const std::optional<Background>& background) {
    if (!background || background->bytes.empty()) {
        setPixmap(QPixmap());
        return true;
    }
    const auto* data = reinterpret_cast<const uchar*>(background->bytes.data());
    const QImage image = QImage::fromData(data, static_cast<int>(background->bytes.size()));
    if (image.isNull()) {
        setPixmap(QPixmap());
        return false;
    }
    setPixmap(QPixmap::fromImage(image));
    const double ppc = background->pixels_per_cell > 0 ? background->pixels_per_cell : cellPixels_;
    setScale(cellPixels_ / ppc);
    setPos(0, 0);
    return true;
}

} // namespace skirmish::ui
