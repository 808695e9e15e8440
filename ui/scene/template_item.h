#pragma once
/// @file TemplateItem: the area templates on the map (issue 14 "Area
/// templates"), drawn on both views: the squares each covers (as the
/// engine's template_cells() lists them) tinted, the shape's outline over
/// them and its id at its origin. Reads the encounter when painting.

#include <QGraphicsItem>

namespace skirmish {
struct AreaTemplate;
struct Encounter;
} // namespace skirmish

namespace skirmish::ui {

class TemplateItem : public QGraphicsItem {
public:
    /// `enc` must outlive the item; one square is `cellPixels` scene px.
    TemplateItem(const Encounter* enc, double cellPixels, QGraphicsItem* parent = nullptr);

    /// Call after the map's size changed.
    void refresh();

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Paints `t` as the item does (also the tool's preview while dragging).
    static void paintTemplate(QPainter* painter, const AreaTemplate& t, int mapWidth, int mapHeight,
                              double cellPixels, bool preview);

private:
    const Encounter* enc_;
    double cellPixels_;
    QRectF rect_;
};

} // namespace skirmish::ui
