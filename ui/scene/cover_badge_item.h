#pragma once
/// @file CoverBadgeItem: a small shield-shaped plate at a token's top-right
/// telling the cover the unit has from the selected one: "½" on amber for
/// half cover, "Full" on red for full cover. The engine decides the cover;
/// the badge only shows it. The item's position is the top-right corner of
/// the unit's footprint in scene px.

#include "geometry/sight.h"

#include <QGraphicsItem>
#include <QString>

namespace skirmish::ui {

class CoverBadgeItem : public QGraphicsItem {
public:
    /// `cover` is Half or Full (None and Blocked get no badge).
    CoverBadgeItem(const QString& unitId, Cover cover, double cellPixels,
                   QGraphicsItem* parent = nullptr);

    QString unitId() const { return unitId_; }
    Cover cover() const { return cover_; }
    /// "½" or "Full" (translated).
    QString text() const;
    /// Amber for half, red for full.
    QColor fillColor() const;
    static QColor colorFor(Cover cover);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF plate() const;

    QString unitId_;
    Cover cover_;
    double cellPixels_;
};

} // namespace skirmish::ui
