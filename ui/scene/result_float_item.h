#pragma once
/// @file ResultFloatItem: what an attack or a heal did, floating over the
/// token for a moment on the GM's view and the projector (issue 13 "At the
/// table": "The result ... floats over the target on both views"): "-7" in
/// red, "+3" in green, "hit" where the players see health only as a bar.
/// It rises about half a square and fades in `kLifeMs`, then deletes itself.

#include <QColor>
#include <QGraphicsObject>
#include <QString>

class QVariantAnimation;

namespace skirmish::ui {

class ResultFloatItem : public QGraphicsObject {
    Q_OBJECT
public:
    static constexpr int kLifeMs = 1800;

    /// `text` centred above a token `width` scene units wide whose top edge
    /// is at `top` (scene coordinates); `cellPixels` sizes the text.
    ResultFloatItem(const QString& text, const QColor& color, QPointF top, double width,
                    double cellPixels);

    QString text() const { return text_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString text_;
    QColor color_;
    double size_;
    QVariantAnimation* animation_;
};

} // namespace skirmish::ui
