#pragma once
/// @file SightLinesItem: how the engine decided the cover of one target,
/// drawn so a GM can settle the argument at the table. From the attacker
/// to each of the 4 corners of the target's sight square: a solid green
/// line (the engine's witness segment) for a corner the attacker sees, a
/// dashed red line from the attacker's centre for one it does not; the
/// line-of-sight witness as a thin white line; and a label near the target,
/// "Cover: half (2/4 corners)" or "No line of sight", under the target. Positioned at the
/// scene origin; geometry in cell units, painted at `cellPixels` per cell.

#include "geometry/sight.h"

#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace skirmish::ui {

class SightLinesItem : public QGraphicsItem {
public:
    explicit SightLinesItem(double cellPixels, QGraphicsItem* parent = nullptr);

    /// Shows `result` (Sight::cover(attacker, target)) for unit `targetId`.
    /// The label goes under the target (below its name) and is kept
    /// horizontally inside `area` (scene px; e.g. the map) when given.
    void setSight(const QString& targetId, const Rect& attacker, const Rect& target,
                  const CoverResult& result, const QRectF& area = QRectF());

    QString targetId() const { return targetId_; }
    const CoverResult& result() const { return result_; }
    /// The label text for `result`.
    static QString labelFor(const CoverResult& result);
    QString label() const { return labelFor(result_); }

    static QColor seenColor();
    static QColor unseenColor();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPointF toScene(Point p) const { return {p.x * cellPixels_, p.y * cellPixels_}; }
    QRectF toScene(const Rect& r) const;
    QFont labelFont() const;
    QRectF labelRect() const;

    double cellPixels_;
    QString targetId_;
    Rect attacker_;
    Rect target_;
    CoverResult result_;
    QRectF area_;
    QRectF bounds_;
};

} // namespace skirmish::ui
