#pragma once
/// @file dropDeviceCaches: makes a cached item draw afresh in every view.
/// QGraphicsItem::update() marks an item's DeviceCoordinateCache stale once
/// for all views, and the first view that repaints clears the mark: a scene
/// seen by two views (the player view and its preview dock) kept the old
/// picture in the other one, such as a door still shut on the projector
/// after the GM opened it. Dropping the pixmaps of every view avoids that.

#include <QGraphicsItem>

namespace skirmish::ui {

/// Throws away `item`'s cached pixmaps in every view and schedules a repaint.
/// Items without a cache are only updated.
inline void dropDeviceCaches(QGraphicsItem* item) {
    const QGraphicsItem::CacheMode mode = item->cacheMode();
    if (mode != QGraphicsItem::NoCache) {
        item->setCacheMode(QGraphicsItem::NoCache); // frees every view's pixmap
        item->setCacheMode(mode);
    }
    item->update();
}

} // namespace skirmish::ui
