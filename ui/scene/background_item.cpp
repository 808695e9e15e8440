#include "scene/background_item.h"

#include "scene/background_image.h"
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
    problem_.clear();
    if (!background || background->bytes.empty()) {
        setPixmap(QPixmap());
        return true;
    }
    const DecodedBackground decoded = decodeBackground(*background);
    if (decoded.image.isNull()) {
        setPixmap(QPixmap());
        problem_ = decoded.problem;
        return false;
    }
    setPixmap(QPixmap::fromImage(decoded.image));
    const double ppc = decoded.pixelsPerCell > 0 ? decoded.pixelsPerCell : cellPixels_;
    setScale(cellPixels_ / ppc);
    setPos(0, 0);
    return true;
}

} // namespace skirmish::ui
