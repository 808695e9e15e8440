#pragma once
/// @file TemplateItem: the area templates on the map (issue 14 "Area
/// templates"), drawn on both views in two layers: the squares each covers
/// (as the engine's template_cells() lists them) tinted under the walls and
/// tokens, and the shape's outline with its id at its origin over them.
/// Reads the encounter when painting.

#include <QGraphicsItem>

namespace skirmish {
struct AreaTemplate;
struct Encounter;
} // namespace skirmish

namespace skirmish::ui {

class TemplateItem : public QGraphicsItem {
public:
    enum class Layer { Squares, Outlines };

    /// `enc` must outlive the item; one square is `cellPixels` scene px.
    TemplateItem(const Encounter* enc, double cellPixels, Layer layer,
                 QGraphicsItem* parent = nullptr);

    /// Call after the map's size changed.
    void refresh();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Paints `t`'s squares or its outline and id (the tool's preview, both).
    static void paintSquares(QPainter* painter, const AreaTemplate& t, int mapWidth, int mapHeight,
                             double cellPixels, bool preview);
    static void paintOutline(QPainter* painter, const AreaTemplate& t, double cellPixels,
                             bool preview);

private:
    const Encounter* enc_;
    double cellPixels_;
    Layer layer_;
    QRectF rect_;
};

} // namespace skirmish::ui
