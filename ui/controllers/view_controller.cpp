#include "controllers/view_controller.h"

#include "app_settings.h"
#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/move_overlay.h"
#include "scene/overlay_palette.h"
#include "scene/sight_overlay.h"
#include "views/action_icons.h"
#include "views/map_view.h"
#include "views/overlay_legend.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSet>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <functional>

namespace skirmish::ui {

ViewController::ViewController(EncounterDocument* doc, MapScene* mapScene, MapView* view,
                               QMainWindow* window)
    : QObject(window), doc_(doc), scene_(mapScene), view_(view), window_(window) {
    gridAct_ = new QAction(tr("&Grid"), this);
    gridAct_->setCheckable(true);
    gridAct_->setChecked(true);
    gridAct_->setShortcut(QKeySequence(Qt::Key_G));
    connect(gridAct_, &QAction::toggled, scene_, &MapScene::setGridVisible);
    coordsAct_ = new QAction(tr("&Coordinates"), this);
    coordsAct_->setCheckable(true);
    coordsAct_->setChecked(true);
    coordsAct_->setShortcut(QKeySequence(Qt::Key_C));
    connect(coordsAct_, &QAction::toggled, scene_, &MapScene::setLabelsVisible);
    playersViewAct_ = new QAction(tr("As the &Players See It"), this);
    playersViewAct_->setCheckable(true);
    playersViewAct_->setShortcut(QKeySequence(Qt::Key_P));
    connect(playersViewAct_, &QAction::toggled, this,
            [this](bool on) { scene_->setViewMode(on ? ViewMode::Players : ViewMode::Gm); });
    // Overlays of the selected unit (line of sight, movement); the toggles
    // are remembered.
    auto overlayToggle = [this](const QString& text, const QKeySequence& key,
                                const QString& setting, const QString& tip, bool byDefault,
                                const std::function<void(bool)>& apply) {
        auto* a = new QAction(text, this);
        a->setCheckable(true);
        a->setShortcut(key);
        a->setStatusTip(tip);
        a->setToolTip(
            QStringLiteral("%1 (%2)\n%3")
                .arg(QString(text).remove('&'), key.toString(QKeySequence::NativeText), tip));
        a->setChecked(appSettings().value(setting, byDefault).toBool());
        apply(a->isChecked());
        connect(a, &QAction::toggled, this, [setting, apply](bool on) {
            apply(on);
            QSettings s = appSettings();
            s.setValue(setting, on);
        });
        return a;
    };
    SightOverlay* sight = scene_->sightOverlay();
    MoveOverlay* move = scene_->moveOverlay();
    losAct_ = overlayToggle(tr("&Line of Sight"), Qt::Key_L, QStringLiteral("view/lineOfSight"),
                            tr("Shade the squares the selected unit cannot see"), true,
                            [sight](bool on) { sight->setLosVisible(on); });
    coverAct_ = overlayToggle(
        tr("Co&ver"), Qt::Key_V, QStringLiteral("view/cover"),
        tr("Badge the units the selected unit sees with half or full cover; hover a unit to "
           "see the sight lines to its corners"),
        true, [sight](bool on) { sight->setCoverVisible(on); });
    reachAct_ = overlayToggle(
        tr("&Movement Range"), Qt::Key_M, QStringLiteral("view/movementRange"),
        tr("Tint the squares the selected unit can reach: green freely, amber where its move "
           "ends, red where it provokes an opportunity attack"),
        true, [move](bool on) { move->setReachVisible(on); });
    threatAct_ = overlayToggle(
        tr("T&hreat"), Qt::Key_H, QStringLiteral("view/threat"),
        tr("Tint the melee zones of the selected unit's enemies (of every unit when none is "
           "selected)"),
        false, [move](bool on) { move->setThreatVisible(on); });
    // The legend follows the toggles (issue 15: every overlay has a key).
    legend_ = new OverlayLegend(view_);
    const std::pair<QAction*, OverlayLegend::Overlay> keyed[] = {
        {reachAct_, OverlayLegend::Overlay::Movement},
        {threatAct_, OverlayLegend::Overlay::Threat},
        {losAct_, OverlayLegend::Overlay::LineOfSight},
        {coverAct_, OverlayLegend::Overlay::Cover}};
    for (const auto& [act, overlay] : keyed) {
        legend_->setOverlay(overlay, act->isChecked());
        connect(act, &QAction::toggled, legend_,
                [this, o = overlay](bool on) { legend_->setOverlay(o, on); });
    }
    legend_->setUnitSelected(!scene_->selectedUnitId().isEmpty());
    connect(scene_, &MapScene::selectedUnitChanged, legend_,
            [this](const QString& id) { legend_->setUnitSelected(!id.isEmpty()); });
    MapScene* scene = scene_;
    zonesAct_ = overlayToggle(
        tr("&Zones"), Qt::Key_Z, QStringLiteral("view/zones"),
        tr("Tint the painted zones and show their names (the factions ruleset moves by zone)"),
        true, [scene](bool on) { scene->setZonesVisible(on); });
    // Fog of war: the switch is part of the encounter (undoable), so the
    // action follows the document.
    fogAct_ = new QAction(tr("&Fog of War"), this);
    fogAct_->setCheckable(true);
    fogAct_->setStatusTip(tr("Darken the squares no player unit sees in the players' view"));
    connect(fogAct_, &QAction::triggered, this, [this](bool on) {
        if (auto why = doc_->execute(SetFog{on})) {
            window_->statusBar()->showMessage(*why, 8000);
        }
        fogAct_->setChecked(doc_->encounter().fog.enabled);
    });
    auto syncFog = [this] {
        const QSignalBlocker block(fogAct_);
        fogAct_->setChecked(doc_->encounter().fog.enabled);
    };
    syncFog();
    connect(doc_, &EncounterDocument::encounterReset, fogAct_, syncFog);
    connect(doc_, &EncounterDocument::eventsApplied, fogAct_, syncFog);
    resetFogAct_ = new QAction(tr("&Reset Explored Squares"), this);
    resetFogAct_->setStatusTip(
        tr("Forget which squares the players explored (hand-painted reveals stay)"));
    connect(resetFogAct_, &QAction::triggered, this, [this] {
        if (auto why = doc_->execute(ResetExplored{})) {
            window_->statusBar()->showMessage(*why, 8000);
        }
    });
    fogGmAct_ = new QAction(tr("Show Fog on &GM View"), this);
    fogGmAct_->setCheckable(true);
    fogGmAct_->setChecked(scene_->fogShownToGm());
    fogGmAct_->setStatusTip(tr("Hatch the squares the players do not see now"));
    connect(fogGmAct_, &QAction::toggled, scene_, &MapScene::setFogShownToGm);
    // For a projector in a bright room: the program's overlay palette, so
    // the players' view follows too.
    highContrastAct_ = overlayToggle(
        tr("High-Con&trast Overlays"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H),
        QStringLiteral("view/highContrast"),
        tr("Draw the overlays in strong colours with black outlines, for a projector in a "
           "bright room"),
        false, [this](bool on) {
            OverlayPalette::setCurrent(on ? OverlayStyle::HighContrast : OverlayStyle::Standard);
            QSet<MapScene*> scenes; // the player view's is also its preview's
            for (QWidget* w : QApplication::allWidgets()) {
                auto* v = qobject_cast<QGraphicsView*>(w);
                if (auto* s = v ? qobject_cast<MapScene*>(v->scene()) : nullptr) {
                    scenes.insert(s);
                }
            }
            for (MapScene* s : scenes) {
                s->repaintOverlays();
            }
            if (legend_) {
                legend_->refresh();
            }
        });
    zoomInAct_ = new QAction(tr("Zoom &In"), this);
    zoomInAct_->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(zoomInAct_, &QAction::triggered, view_, &MapView::zoomIn);
    zoomOutAct_ = new QAction(tr("Zoom &Out"), this);
    zoomOutAct_->setShortcut(QKeySequence::ZoomOut);
    connect(zoomOutAct_, &QAction::triggered, view_, &MapView::zoomOut);
    fitAct_ = new QAction(tr("&Fit to Window"), this);
    fitAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(fitAct_, &QAction::triggered, view_, &MapView::fitToWindow);
    // Icons for the toolbar; every tooltip names its key.
    const std::pair<QAction*, QIcon> icons[] = {
        {gridAct_, actionIcon(QStringLiteral("grid"))},
        {coordsAct_, actionIcon(QStringLiteral("coordinates"))},
        {playersViewAct_, actionIcon(QStringLiteral("players-view"))},
        {losAct_, actionIcon(QStringLiteral("line-of-sight"))},
        {coverAct_, actionIcon(QStringLiteral("cover"))},
        {reachAct_, actionIcon(QStringLiteral("reach"))},
        {threatAct_, actionIcon(QStringLiteral("threat"))},
        {zonesAct_, actionIcon(QStringLiteral("zones"))},
        {fitAct_, actionIcon(QStringLiteral("fit"), QStringLiteral("zoom-fit-best"))},
        {zoomInAct_, QIcon::fromTheme(QStringLiteral("zoom-in"))},
        {zoomOutAct_, QIcon::fromTheme(QStringLiteral("zoom-out"))}};
    for (const auto& [act, icon] : icons) {
        act->setIcon(icon);
        tipWithShortcut(act);
    }

    // Another encounter: show all of its map.
    connect(doc_, &EncounterDocument::encounterReset, this,
            [this] { QTimer::singleShot(0, view_, &MapView::fitToWindow); });
    cellLabel_ = new QLabel;
    cellLabel_->setMinimumWidth(60);
    connect(scene_, &MapScene::pointerMoved, this, &ViewController::onPointerMoved);
}

void ViewController::fillViewMenu(QMenu* view) {
    view->addAction(gridAct_);
    view->addAction(coordsAct_);
    view->addAction(playersViewAct_);
    view->addSeparator();
    view->addAction(losAct_);
    view->addAction(coverAct_);
    view->addAction(reachAct_);
    view->addAction(threatAct_);
    view->addAction(zonesAct_);
    view->addAction(highContrastAct_);
    QMenu* fog = view->addMenu(tr("Fog of &War"));
    fog->addAction(fogAct_);
    fog->addAction(resetFogAct_);
    fog->addAction(fogGmAct_);
    view->addSeparator();
    view->addAction(zoomInAct_);
    view->addAction(zoomOutAct_);
    view->addAction(fitAct_);
}

void ViewController::fillToolBar(QToolBar* bar) {
    bar->addAction(gridAct_);
    bar->addAction(coordsAct_);
    bar->addAction(playersViewAct_);
    bar->addAction(losAct_);
    bar->addAction(coverAct_);
    bar->addAction(reachAct_);
    bar->addAction(threatAct_);
    bar->addAction(zonesAct_);
    bar->addAction(fitAct_);
}

void ViewController::onPointerMoved(QPointF scenePos) {
    const Cell c = scene_->sceneToCell(scenePos);
    cellLabel_->setText(doc_->encounter().map.contains(c) ? QString::fromStdString(to_label(c))
                                                          : QString());
}

} // namespace skirmish::ui
