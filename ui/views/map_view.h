#pragma once
/// @file MapView: the GM's view of a MapScene. Pans with a middle- or
/// right-button drag and with the arrow keys (when no unit is selected;
/// otherwise the arrows move the selected unit one cell, through the
/// engine); zooms with the wheel and +/- under the mouse (with a unit
/// selected, - and + open QuickHealthEntry instead: damage or healing).

#include <QGraphicsView>
#include <QPoint>
#include <QStringList>

namespace skirmish::ui {

class MapScene;
class QuickHealthEntry;

class MapView : public QGraphicsView {
    Q_OBJECT
public:
    explicit MapView(MapScene* scene, QWidget* parent = nullptr);

    MapScene* mapScene() const { return scene_; }

    /// Current zoom: view px per scene px.
    double zoom() const { return transform().m11(); }
    /// Multiplies the zoom by `factor` (clamped to 0.05..8), keeping the
    /// scene point under the mouse (or the centre) in place.
    void zoomBy(double factor);
    void zoomIn() { zoomBy(1.25); }
    void zoomOut() { zoomBy(1 / 1.25); }
    /// Shows the whole map.
    void fitToWindow();

    /// The units selected on the map (the selected one first).
    QStringList selectedUnits() const;
    /// The quick damage and healing field over the map (created on first use).
    QuickHealthEntry* quickHealth();

signals:
    /// A right-click (press and release without panning) on the unit `id`
    /// (empty: no unit there), at `globalPos`: the unit's context menu.
    void unitMenuRequested(const QString& id, const QPoint& globalPos);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    MapScene* scene_;
    bool panning_ = false;
    bool panMoved_ = false; ///< the right button dragged: no context menu
    QPoint panFrom_;
    QPoint pressAt_;
    QuickHealthEntry* quickHealth_ = nullptr;
};

} // namespace skirmish::ui
