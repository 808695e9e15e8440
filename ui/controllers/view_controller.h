#pragma once
/// @file ViewController: what the GM's map shows and where it looks. The
/// View menu's toggles (grid, coordinates, as the players see it; line of
/// sight, cover, movement range, threat, zones and the high-contrast
/// overlay palette, kept in QSettings), fog
/// of war (on/off, reset explored, hatch on the GM view), zoom, fitting a
/// new encounter in the window, and the status bar's square under the pointer.

#include <QObject>
#include <QPointF>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class MapView;
class OverlayLegend;

class ViewController : public QObject {
    Q_OBJECT
public:
    /// Applies the remembered overlay toggles to `mapScene` at once; `window`
    /// shows the status messages.
    ViewController(EncounterDocument* doc, MapScene* mapScene, MapView* view, QMainWindow* window);

    /// Adds the toggles, the Fog of War submenu and the zoom actions to `view`.
    void fillViewMenu(QMenu* view);
    /// Adds the toggles and Fit to Window to `bar`.
    void fillToolBar(QToolBar* bar);
    /// The square under the pointer ("C4"), for the status bar.
    QLabel* cellLabel() const { return cellLabel_; }

    QAction* lineOfSightAction() const { return losAct_; }
    /// The key to the overlays, over the map view.
    OverlayLegend* legend() const { return legend_; }
    QAction* coverAction() const { return coverAct_; }
    QAction* movementRangeAction() const { return reachAct_; }
    QAction* threatAction() const { return threatAct_; }
    QAction* zonesAction() const { return zonesAct_; }
    QAction* fogAction() const { return fogAct_; }
    QAction* resetExploredAction() const { return resetFogAct_; }
    QAction* fogOnGmViewAction() const { return fogGmAct_; }
    /// View > High-Contrast Overlays (Ctrl+Shift+H), kept in QSettings.
    QAction* highContrastAction() const { return highContrastAct_; }

private:
    OverlayLegend* legend_ = nullptr;
    void onPointerMoved(QPointF scenePos);

    EncounterDocument* doc_;
    MapScene* scene_;
    MapView* view_;
    QMainWindow* window_;
    QLabel* cellLabel_ = nullptr;

    QAction* gridAct_ = nullptr;
    QAction* coordsAct_ = nullptr;
    QAction* playersViewAct_ = nullptr;
    QAction* losAct_ = nullptr;    ///< View > Line of Sight (L), kept in QSettings
    QAction* coverAct_ = nullptr;  ///< View > Cover (V), kept in QSettings
    QAction* reachAct_ = nullptr;  ///< View > Movement Range (M), kept in QSettings
    QAction* threatAct_ = nullptr; ///< View > Threat (H), kept in QSettings
    QAction* zonesAct_ = nullptr;  ///< View > Zones (Z), kept in QSettings
    QAction* fogAct_ = nullptr;
    QAction* resetFogAct_ = nullptr;
    QAction* fogGmAct_ = nullptr;
    QAction* highContrastAct_ = nullptr;
    QAction* zoomInAct_ = nullptr;
    QAction* zoomOutAct_ = nullptr;
    QAction* fitAct_ = nullptr;
};

} // namespace skirmish::ui
