#pragma once
/// @file PlayerView: the players' window for a projector or a TV laid flat.
/// Its own MapScene over the GM's document in ViewMode::Players (so every
/// change shows at once, filtered for the players), drawn at the table
/// scale, with large token labels, a turn banner, a blackout and a camera
/// that follows the GM's view, the selected unit, or stays put.

#include "views/table_scale.h"

#include <QColor>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QString>
#include <QWidget>

class QAction;
class QGraphicsView;
class QLabel;
class QScreen;
class QTimer;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;

class PlayerView : public QWidget {
    Q_OBJECT
public:
    /// Where the camera looks.
    enum class CameraMode {
        FollowGm,   ///< the GM view's centre, once it moved more than a few squares
        FollowUnit, ///< the selected unit (later: the unit whose turn it is)
        Fixed,      ///< stays where it is (explicit commands move it)
    };

    /// A top-level window (a Qt::Window child of `parent`, if any).
    explicit PlayerView(EncounterDocument* doc, QWidget* parent = nullptr);
    ~PlayerView() override;

    MapScene* scene() const { return scene_; }
    QGraphicsView* view() const;

    // --- banner ---
    /// The big banner at the top ("Round 3 · Roland's turn") on `colour`
    /// (a side's colour); hidden when `text` is empty.
    void setBanner(const QString& text, const QColor& colour = QColor(40, 40, 40));
    QString bannerText() const { return bannerText_; }
    QColor bannerColour() const { return bannerColour_; }
    /// The banner's label (for layout checks).
    QLabel* bannerLabel() const { return banner_; }
    /// While on (the default), the banner shows where the fight stands
    /// ("Round 3 — Roland's turn", summarize_turn()) on the colour of the side
    /// whose turn it is, or the encounter's name outside combat, until
    /// setBanner() is called with automatic off.
    void setAutoBanner(bool on);

    // --- blackout ---
    bool isBlackout() const { return blackout_; }
    void setBlackout(bool on);
    void toggleBlackout() { setBlackout(!blackout_); }

    // --- camera ---
    CameraMode cameraMode() const { return cameraMode_; }
    /// The name labels' size as a factor of the default (about 0.4 square
    /// tall; 0.5 to 2.5), remembered in QSettings: the GM sets it once for
    /// the table's distance and the projector.
    double labelScale() const { return labelScale_; }
    void setLabelScale(double factor);
    void setCameraMode(CameraMode mode);
    /// The GM's view: followed in CameraMode::FollowGm; its scene's selection
    /// is followed in CameraMode::FollowUnit. Not owned.
    void setGmView(QGraphicsView* gmView);
    /// How far (scene px) the GM's centre must move before the player view
    /// follows; 3 squares by default.
    double followThreshold() const;
    /// Centres on the GM view's centre now (any camera mode).
    void centreOnGmView();
    /// Centres on unit `id` now, unless the players cannot see it.
    bool centreOnUnit(const QString& id);
    /// Centres the view on `scenePos` (clamped to the map by the view).
    void centreOn(QPointF scenePos);
    /// The scene point at the centre of the view.
    QPointF centre() const;
    /// The part of the scene the players see (scene px).
    QRectF visibleSceneRect() const;

    // --- table scale ---
    TableScale tableScale() const { return scale_; }
    /// Applies `scale` (the zoom is pxPerSquare / cellPixels) and, when
    /// `save`, stores it for the current screen.
    void setTableScale(const TableScale& scale, bool save = true);
    /// Calibrates with the bar's measured length (mm) at the current scale;
    /// saves. False when `measuredMm` is not positive.
    bool calibrate(double measuredMm);
    /// Shows the calibration bar: kBarSquares squares, centred.
    void setCalibrationBarVisible(bool on);
    bool isCalibrationBarVisible() const { return calibrationBar_; }
    /// The bar's rectangle in the view's viewport px (the view sits below the banner).
    QRectF calibrationBarRect() const;

    // --- screens ---
    /// The screen this window is on (or will open on).
    QScreen* targetScreen() const;
    /// Opens on `screen`: where and as it was when it last closed there
    /// (QSettings "playerView/geometry"); else fullscreen when there is more
    /// than one screen, a normal window otherwise. Remembers the screen and loads its
    /// table scale.
    void showOnScreen(QScreen* screen);
    /// Opens on the remembered screen, else the first one that is not the
    /// primary (the GM's), else the primary.
    void showOnPreferredScreen();
    /// The screen saved by showOnScreen() (or null).
    static QScreen* rememberedScreen();
    /// Fullscreen on/off (F11).
    void toggleFullScreen();

signals:
    void blackoutChanged(bool on);
    void bannerChanged(const QString& text, const QColor& colour);
    void cameraModeChanged(skirmish::ui::PlayerView::CameraMode mode);
    void tableScaleChanged(double pxPerSquare);
    /// The scene rectangle on show changed (camera, scale or size).
    void visibleAreaChanged(const QRectF& sceneRect);
    /// The window was shown or hidden.
    void visibilityChanged(bool visible);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void layoutOverlays();
    void applyZoom();
    void updateBannerLook();
    void updateAutoBanner();
    void onGmViewMoved();
    void followGm(bool force);
    void onDocumentChanged();
    void onGmSelection(const QString& id);
    void enlargeLabels();
    void onScreenChanged(QScreen* screen);
    void emitVisibleArea();

    EncounterDocument* doc_;
    MapScene* scene_;
    QGraphicsView* view_;
    QLabel* banner_;
    QWidget* blackoutCover_;
    QPointer<QGraphicsView> gmView_;
    QTimer* followTimer_;
    QString bannerText_;
    QColor bannerColour_ = QColor(40, 40, 40);
    bool autoBanner_ = true;
    bool blackout_ = false;
    bool calibrationBar_ = false;
    bool screenHooked_ = false;
    CameraMode cameraMode_ = CameraMode::FollowGm;
    double labelScale_ = 1.0;
    QPointF lastGmCentre_;
    bool haveGmCentre_ = false;
    TableScale scale_;
    QPointer<QScreen> screen_;
};

} // namespace skirmish::ui
