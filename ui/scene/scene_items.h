#pragma once
/// @file Small helpers for items the scene does not own for good (previews,
/// overlays).

#include <QGraphicsScene>

namespace skirmish::ui {

/// Takes `item` off its scene (if any), deletes it and nulls the pointer.
template <typename Item> void deleteSceneItem(Item*& item) {
    if (item != nullptr) {
        if (item->scene() != nullptr) {
            item->scene()->removeItem(item);
        }
        delete item;
        item = nullptr;
    }
}

} // namespace skirmish::ui
