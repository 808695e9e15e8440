#pragma once
/// @file CoverBadgeItem: a small shield-shaped plate at a token's top-right
/// telling the cover the unit has from the selected one: "½" on amber for
/// half cover, "Full" on red for full cover. The engine decides the cover;
/// the badge only shows it. The item's position is the top-right corner of
/// the unit's footprint in scene px.

#include "geometry/sight.h"

#include <QFont>
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
    /// The word's font: bold, sized to the square (cellPixels).
    QFont textFont() const;
    /// The shield's box in item px: as wide as the word needs, and at
    /// least 0.66 (Full) or 0.44 (half) of a square.
    QRectF plate() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString unitId_;
    Cover cover_;
    double cellPixels_;
    double plateWidth_ = 0;
};

} // namespace skirmish::ui
