#pragma once
/// @file PathPreviewItem: the path a dragged token would take, as the
/// engine's Pathfinder answers it: a thick line through the square centres,
/// solid up to where the move really stops and dashed beyond; a label at
/// the end (cost and movement left, or the reason in red); a red "!" disc
/// naming the enemy on each square where one gets an opportunity attack;
/// and numbered dots on the waypoints. The item only paints what it is
/// given. Scene px, origin.

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QVector>

namespace skirmish::ui {

class PathPreviewItem : public QGraphicsItem {
public:
    /// A square where an enemy gets an attack: its centre and "Orc 2 attacks".
    struct Marker {
        QPointF centre;
        QString text;
    };
    struct Preview {
        QVector<QPointF> points; ///< square centres from the start to the goal
        int solidUpTo = 0;       ///< index of the point where the move stops
        QString label;           ///< e.g. "4 sq · 2 left", or the reason
        bool ok = true;          ///< false: the label is a refusal (red)
        QVector<Marker> markers;
        QVector<QPointF> waypoints; ///< centres, numbered 1, 2, ...
    };

    /// `area` is where labels must stay (the map's rectangle).
    PathPreviewItem(double cellPixels, QRectF area, QGraphicsItem* parent = nullptr);

    /// Where labels must stay from the next setPreview() on.
    void setArea(QRectF area) { area_ = area; }
    void setPreview(Preview preview);
    const Preview& preview() const { return preview_; }
    QString labelText() const { return preview_.label; }
    bool labelOk() const { return preview_.ok; }
    /// The markers' texts, in path order.
    QStringList markerTexts() const;
    /// Where the end label is drawn (scene px).
    QRectF labelRect() const { return labelRect_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    /// Where a label of `text` goes next to `anchor`, `gap` away from it,
    /// preferably on the side `heading` points to, inside the area.
    QRectF placeLabel(const QString& text, const QFont& font, QPointF anchor, QPointF heading,
                      double gap, double maxWidth) const;

    double cellPixels_;
    QRectF area_;
    QRectF bounds_;
    Preview preview_;
    QFont labelFont_;
    QFont markerFont_;
    QRectF labelRect_;
    QVector<QRectF> markerRects_;
};

} // namespace skirmish::ui
