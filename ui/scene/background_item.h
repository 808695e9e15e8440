#pragma once
/// @file BackgroundItem: the map's embedded image, scaled so that one cell of
/// the image (Background::pixels_per_cell image px) covers one scene cell.

#include "map/battle_map.h"

#include <QGraphicsPixmapItem>

#include <optional>

namespace skirmish::ui {

class BackgroundItem : public QGraphicsPixmapItem {
public:
    explicit BackgroundItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// Decodes `background` (PNG, WebP or JPEG; decodeBackground: big ones
    /// scaled down). Returns false when there is an image that cannot be
    /// decoded (the item then shows nothing, and problem() says why).
    bool setBackground(const std::optional<Background>& background);
    QString problem() const { return problem_; }

private:
    double cellPixels_;
    QString problem_;
};

} // namespace skirmish::ui
