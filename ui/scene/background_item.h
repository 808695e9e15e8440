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

    /// Decodes `background` (PNG, WebP or JPEG). Returns false when there is
    /// an image that cannot be decoded (the item then shows nothing).
    bool setBackground(const std::optional<Background>& background);

private:
    double cellPixels_;
};

} // namespace skirmish::ui
