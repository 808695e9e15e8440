#pragma once
/// @file MapView: the GM's view of a MapScene. Pans with a middle- or
/// right-button drag and with the arrow keys when no unit is selected. With
/// a unit selected, the arrows build its path square by square (KeyPath),
/// previewed with the engine's cost and reasons; Enter makes it one move
/// and Esc drops it (Shift+arrow: a GM placement one square over). Zooms with the wheel and +/-
/// under the mouse (with a unit selected, - and + open QuickHealthEntry instead: damage or
/// healing). With units selected, [ and ] (or Shift+wheel) turn their facing an
/// eighth of a turn.

#include "views/key_path.h"

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
    /// The path the arrow keys are building (empty when none).
    const KeyPath& keyPath() const { return keyPath_; }

    /// Tab and Shift+Tab on the map (issue 18, the turn by keyboard alone):
    /// selects the next (`forward`) or previous unit, in the file's order,
    /// among those the engine says may act now (TurnSummary::may_act), or
    /// among all units outside a fight; shows it. Returns the unit chosen,
    /// or an empty string when there is none.
    QString selectNextUnit(bool forward);

signals:
    /// A right-click (press and release without panning) on the unit `id`,
    /// at `globalPos`: the unit's context menu.
    void unitMenuRequested(const QString& id, const QPoint& globalPos);
    /// A right-click on square `cell` of the map where no unit stands: the
    /// square's context menu (Add Unit there, Paste there).
    void squareMenuRequested(skirmish::Cell cell, const QPoint& globalPos);

protected:
    /// Takes Enter and Esc from the window's shortcuts while a key path is
    /// being built; Tab and Shift+Tab choose units (Ctrl+Tab moves the
    /// focus out of the map, as in Qt's text fields).
    bool event(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    /// The Menu key or Shift+F10: the selected unit's menu at its token.
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    /// An arrow key with unit `id` selected: one more square on its path.
    void stepKeyPath(const QString& id, int dx, int dy);
    /// Enter: the key path as one move.
    void commitKeyPath();
    /// Turns the selected units `steps` eighths of a turn clockwise (one
    /// undo step); a unit with no facing first faces north (FaceUnit).
    void turnSelected(int steps);
    void dropKeyPath();
    /// The selected unit's menu at its token; false when none is selected.
    bool openSelectedUnitMenu();
    /// True when a key path is being built and is still the one previewed
    /// from where its unit stands; otherwise forgets it.
    bool keyPathCurrent();

    MapScene* scene_;
    KeyPath keyPath_;
    bool panning_ = false;
    bool panMoved_ = false; ///< the right button dragged: no context menu
    int wheelTurn_ = 0;     ///< Shift+wheel not yet turned into a step (120 a step)
    QPoint panFrom_;
    QPoint pressAt_;
    QuickHealthEntry* quickHealth_ = nullptr;
};

} // namespace skirmish::ui
