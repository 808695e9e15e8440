#include "views/player_view.h"

#include "app_settings.h"
#include "document/declare_clock.h"
#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "views/ui_text.h"

#include <QAction>
#include <QFontMetrics>
#include <QGraphicsView>
#include <QGuiApplication>
#include <QHideEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollBar>
#include <QTimer>
#include <QWindow>

#include <algorithm>
#include <cmath>
#include <variant>

namespace skirmish::ui {
namespace {

const QString kScreenKey = QStringLiteral("playerView/screen");
const QString kCameraKey = QStringLiteral("playerView/camera");
const QString kLabelScaleKey = QStringLiteral("playerView/labelScale");
/// The window's place, size and full-screen state when it last closed (on
/// the remembered screen).
const QString kGeometryKey = QStringLiteral("playerView/geometry");

/// The players' QGraphicsView: black around the map (a projector shows no
/// "desk" colour), and the calibration bar over everything.
class TableGraphicsView : public QGraphicsView {
public:
    TableGraphicsView(MapScene* scene, PlayerView* owner)
        : QGraphicsView(scene, owner), owner_(owner), scene_(scene) {}

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override {
        QGraphicsView::drawBackground(painter, rect); // the scene's paper
        QPainterPath outside;
        outside.addRect(rect);
        QPainterPath map;
        map.addRect(scene_->mapRect());
        painter->fillPath(outside.subtracted(map), Qt::black);
    }

    void drawForeground(QPainter* painter, const QRectF& rect) override {
        QGraphicsView::drawForeground(painter, rect);
        if (!owner_->isCalibrationBarVisible()) {
            return;
        }
        const QRectF bar = owner_->calibrationBarRect();
        const double square = bar.width() / TableScale::kBarSquares;
        painter->save();
        painter->resetTransform();
        painter->setRenderHint(QPainter::Antialiasing, false);
        // A dark plate behind, so the bar reads on any map.
        painter->fillRect(bar.adjusted(-square * 0.5, -square * 1.4, square * 0.5, square * 0.6),
                          QColor(0, 0, 0, 220));
        painter->fillRect(bar, QColor(255, 220, 0));
        painter->setPen(QPen(Qt::black, 1));
        for (int i = 1; i < TableScale::kBarSquares; ++i) {
            const double x = bar.left() + i * square;
            painter->drawLine(QPointF(x, bar.top()), QPointF(x, bar.bottom() - 1));
        }
        // End ticks just outside the bar, so the yellow is exactly the length.
        const double tick = std::max(2.0, std::round(square * 0.06));
        painter->setPen(QPen(QColor(255, 60, 60), tick, Qt::SolidLine, Qt::FlatCap));
        const double l = bar.left() - tick / 2;
        const double r = bar.right() + tick / 2;
        painter->drawLine(QPointF(l, bar.top() - square * 0.3),
                          QPointF(l, bar.bottom() + square * 0.3));
        painter->drawLine(QPointF(r, bar.top() - square * 0.3),
                          QPointF(r, bar.bottom() + square * 0.3));
        QFont font = painter->font();
        font.setBold(true);
        font.setPixelSize(std::max(14, static_cast<int>(square * 0.5)));
        painter->setFont(font);
        painter->setPen(Qt::white);
        painter->drawText(QRectF(bar.left(), bar.top() - square * 1.3, bar.width(), square * 1.1),
                          Qt::AlignCenter,
                          PlayerView::tr("Measure this bar: %n square(s), end to end", nullptr,
                                         TableScale::kBarSquares));
        painter->restore();
    }

private:
    PlayerView* owner_;
    MapScene* scene_;
};

QString cameraName(PlayerView::CameraMode mode) {
    switch (mode) {
    case PlayerView::CameraMode::FollowGm:
        return QStringLiteral("followGm");
    case PlayerView::CameraMode::FollowUnit:
        return QStringLiteral("followUnit");
    case PlayerView::CameraMode::Fixed:
        return QStringLiteral("fixed");
    }
    return QStringLiteral("followGm");
}

PlayerView::CameraMode cameraFromName(const QString& name) {
    if (name == QStringLiteral("followUnit")) {
        return PlayerView::CameraMode::FollowUnit;
    }
    if (name == QStringLiteral("fixed")) {
        return PlayerView::CameraMode::Fixed;
    }
    return PlayerView::CameraMode::FollowGm;
}

} // namespace

PlayerView::PlayerView(EncounterDocument* doc, QWidget* parent)
    : QWidget(parent, Qt::Window), doc_(doc) {
    setWindowTitle(tr("Skirmish \u2014 Player View"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    QPalette black = palette();
    black.setColor(QPalette::Window, Qt::black);
    setPalette(black);
    setAutoFillBackground(true);

    scene_ = new MapScene(doc_, 64, this);
    scene_->setViewMode(ViewMode::Players);
    scene_->setLabelsVisible(false); // coordinates are for the GM
    auto* view = new TableGraphicsView(scene_, this);
    view_ = view;
    view_->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                          QPainter::TextAntialiasing);
    view_->setInteractive(false); // the table is not a mouse surface
    view_->setFrameShape(QFrame::NoFrame);
    view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view_->setTransformationAnchor(QGraphicsView::AnchorViewCenter);
    view_->setResizeAnchor(QGraphicsView::AnchorViewCenter);
    view_->setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    view_->setFocusPolicy(Qt::NoFocus);
    connect(view_->horizontalScrollBar(), &QScrollBar::valueChanged, this,
            &PlayerView::emitVisibleArea);
    connect(view_->verticalScrollBar(), &QScrollBar::valueChanged, this,
            &PlayerView::emitVisibleArea);

    banner_ = new QLabel(this);
    banner_->setAlignment(Qt::AlignCenter);
    banner_->setAttribute(Qt::WA_TransparentForMouseEvents);
    banner_->hide();

    blackoutCover_ = new QWidget(this);
    blackoutCover_->setPalette(black);
    blackoutCover_->setAutoFillBackground(true);
    blackoutCover_->hide();

    followTimer_ = new QTimer(this);
    followTimer_->setSingleShot(true);
    followTimer_->setInterval(150); // after a pan or zoom settles
    connect(followTimer_, &QTimer::timeout, this, [this] { followGm(false); });

    // The scene connected to the document first, so its tokens are up to
    // date when these run.
    connect(doc_, &EncounterDocument::eventsApplied, this,
            [this](const std::vector<Event>& events, bool) {
                enlargeLabels();
                if (std::any_of(events.begin(), events.end(), [](const Event& e) {
                        return std::holds_alternative<CombatChanged>(e);
                    })) {
                    updateAutoBanner(); // the round, the phase, whose turn it is
                }
                if (cameraMode_ != CameraMode::FollowUnit || !gmView_) {
                    return;
                }
                const auto* gm = dynamic_cast<MapScene*>(gmView_->scene());
                const QString id = gm ? gm->selectedUnitId() : QString();
                for (const Event& e : events) {
                    if (const auto* moved = std::get_if<UnitMoved>(&e);
                        moved && QString::fromStdString(moved->unit) == id) {
                        const TokenItem* t = scene_->token(id);
                        if (t && QLineF(t->sceneBoundingRect().center(), centre()).length() >
                                     followThreshold()) {
                            centreOnUnit(id);
                        }
                    }
                }
            });
    // The time to declare a turn (factions' chaos of combat) under the banner.
    connect(doc_->declareClock(), &DeclareClock::changed, this, &PlayerView::updateAutoBanner);
    connect(doc_, &EncounterDocument::encounterReset, this, [this] {
        enlargeLabels();
        updateAutoBanner();
        QTimer::singleShot(0, this, [this] {
            if (gmView_) {
                centreOnGmView();
            } else {
                centreOn(scene_->mapRect().center());
            }
        });
    });

    auto* blackoutAct = new QAction(tr("Blackout"), this);
    blackoutAct->setShortcut(QKeySequence(Qt::Key_B));
    connect(blackoutAct, &QAction::triggered, this, &PlayerView::toggleBlackout);
    addAction(blackoutAct);
    auto* fullAct = new QAction(tr("Full Screen"), this);
    fullAct->setShortcut(QKeySequence(Qt::Key_F11));
    connect(fullAct, &QAction::triggered, this, &PlayerView::toggleFullScreen);
    addAction(fullAct);
    auto* leaveAct = new QAction(tr("Leave Full Screen"), this);
    leaveAct->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(leaveAct, &QAction::triggered, this, [this] {
        if (isFullScreen()) {
            toggleFullScreen();
        }
    });
    addAction(leaveAct);

    cameraMode_ = cameraFromName(appSettings().value(kCameraKey).toString());
    labelScale_ = std::clamp(appSettings().value(kLabelScaleKey, 1.0).toDouble(), 0.5, 2.5);
    screen_ = rememberedScreen();
    setTableScale(TableScale::load(targetScreen()), false);
    enlargeLabels();
    updateAutoBanner();
    resize(1280, 800);
    layoutOverlays();
    centreOn(scene_->mapRect().center());
}

PlayerView::~PlayerView() = default;

QGraphicsView* PlayerView::view() const {
    return view_;
}

// --- banner ---------------------------------------------------------------------

void PlayerView::setBanner(const QString& text, const QColor& colour) {
    autoBanner_ = false;
    bannerText_ = text;
    bannerColour_ = colour.isValid() ? colour : QColor(40, 40, 40);
    updateBannerLook();
}

void PlayerView::setAutoBanner(bool on) {
    autoBanner_ = on;
    updateAutoBanner();
}

void PlayerView::updateAutoBanner() {
    if (!autoBanner_) {
        return;
    }
    // In a fight: "Round 3 — Roland's turn" on the colour of the side whose
    // turn it is; otherwise the encounter's name.
    const Encounter& enc = doc_->encounter();
    const TurnSummary& turn = doc_->turnSummary();
    const QColor dark(40, 40, 40);
    if (turn.in_combat) {
        bannerText_ = q(turn.banner);
        if (const QString clock = doc_->declareClock()->text(); !clock.isEmpty()) {
            bannerText_ += QLatin1Char('\n') + clock;
        }
        const Unit* acting = enc.find_unit(turn.acting);
        bannerColour_ = sideColour(enc, acting ? acting->side : turn.to_act, dark);
    } else {
        bannerText_ = q(enc.name);
        bannerColour_ = dark;
    }
    updateBannerLook();
}

void PlayerView::updateBannerLook() {
    banner_->setText(bannerText_);
    banner_->setVisible(!bannerText_.isEmpty());
    const bool light = bannerColour_.lightnessF() > 0.6;
    // About 0.8 square tall letters: ~20 mm at 1 inch squares, legible from 2 m.
    int fontPx = std::clamp(static_cast<int>(scale_.pxPerSquare() * 0.8), 28, 160);
    // A long banner (the end of the fight) shrinks until its widest line fits.
    QFont probe = banner_->font();
    probe.setBold(true);
    for (; fontPx > 14; fontPx -= 2) {
        probe.setPixelSize(fontPx);
        const QFontMetrics fm(probe);
        int widest = 0;
        for (const QString& line : bannerText_.split(QLatin1Char('\n'))) {
            widest = std::max(widest, fm.horizontalAdvance(line));
        }
        if (widest + fontPx <= width()) { // the padding is half the size each side
            break;
        }
    }
    banner_->setStyleSheet(QStringLiteral("QLabel { background-color: %1; color: %2;"
                                          " border-bottom: %3px solid %4;"
                                          " font-weight: bold; font-size: %5px;"
                                          " padding: %6px %7px; }")
                               .arg(bannerColour_.name(), light ? "#101010" : "#ffffff")
                               .arg(std::max(3, fontPx / 8))
                               .arg(light ? "#101010" : "#000000")
                               .arg(fontPx)
                               .arg(fontPx / 5)
                               .arg(fontPx / 2));
    layoutOverlays();
    emit bannerChanged(bannerText_, bannerColour_);
}

// --- blackout ---------------------------------------------------------------------

void PlayerView::setBlackout(bool on) {
    if (on == blackout_) {
        return;
    }
    blackout_ = on;
    blackoutCover_->setVisible(on);
    blackoutCover_->raise();
    // Nothing under the cover needs painting while the GM sets up.
    view_->setUpdatesEnabled(!on);
    emit blackoutChanged(on);
}

void PlayerView::setLabelScale(double factor) {
    labelScale_ = std::clamp(factor, 0.5, 2.5);
    QSettings s = appSettings();
    s.setValue(kLabelScaleKey, labelScale_);
    enlargeLabels();
}

// --- camera -----------------------------------------------------------------------

void PlayerView::setCameraMode(CameraMode mode) {
    if (mode == cameraMode_) {
        return;
    }
    cameraMode_ = mode;
    QSettings s = appSettings();
    s.setValue(kCameraKey, cameraName(mode));
    if (mode == CameraMode::FollowGm) {
        followGm(true);
    } else if (mode == CameraMode::FollowUnit && gmView_) {
        if (const auto* gm = dynamic_cast<MapScene*>(gmView_->scene())) {
            centreOnUnit(gm->selectedUnitId());
        }
    }
    emit cameraModeChanged(mode);
}

void PlayerView::setGmView(QGraphicsView* gmView) {
    if (gmView_) {
        gmView_->horizontalScrollBar()->disconnect(this);
        gmView_->verticalScrollBar()->disconnect(this);
        if (gmView_->scene()) {
            gmView_->scene()->disconnect(this);
        }
    }
    gmView_ = gmView;
    haveGmCentre_ = false;
    if (!gmView) {
        return;
    }
    // A pan or a zoom moves the scroll bars (or their ranges).
    for (QScrollBar* bar : {gmView->horizontalScrollBar(), gmView->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, this, &PlayerView::onGmViewMoved);
        connect(bar, &QScrollBar::rangeChanged, this, &PlayerView::onGmViewMoved);
    }
    if (auto* gm = dynamic_cast<MapScene*>(gmView->scene())) {
        connect(gm, &MapScene::selectedUnitChanged, this, &PlayerView::onGmSelection);
    }
    if (cameraMode_ == CameraMode::FollowGm) {
        followGm(true);
    }
}

double PlayerView::followThreshold() const {
    return 3 * scene_->cellPixels();
}

void PlayerView::onGmViewMoved() {
    if (cameraMode_ == CameraMode::FollowGm) {
        followTimer_->start(); // restarts: one look once the GM stops
    }
}

void PlayerView::followGm(bool force) {
    if (!gmView_ || cameraMode_ != CameraMode::FollowGm) {
        return;
    }
    const QPointF c = gmView_->mapToScene(gmView_->viewport()->rect().center());
    if (force || !haveGmCentre_ || QLineF(c, lastGmCentre_).length() > followThreshold()) {
        lastGmCentre_ = c;
        haveGmCentre_ = true;
        centreOn(c);
    }
}

void PlayerView::centreOnGmView() {
    if (!gmView_) {
        return;
    }
    const QPointF c = gmView_->mapToScene(gmView_->viewport()->rect().center());
    lastGmCentre_ = c;
    haveGmCentre_ = true;
    centreOn(c);
}

void PlayerView::onGmSelection(const QString& id) {
    if (cameraMode_ == CameraMode::FollowUnit && !id.isEmpty()) {
        centreOnUnit(id);
    }
}

bool PlayerView::centreOnUnit(const QString& id) {
    // Hidden units have no token here: following them would give them away.
    const TokenItem* t = id.isEmpty() ? nullptr : scene_->token(id);
    if (!t) {
        return false;
    }
    const double s = scene_->cellPixels();
    const auto* unit = doc_->encounter().find_unit(id.toStdString());
    const double size = unit ? std::max(1, unit->size) * s : s;
    centreOn(t->pos() + QPointF(size / 2, size / 2));
    return true;
}

void PlayerView::centreOn(QPointF scenePos) {
    view_->centerOn(scenePos);
    emitVisibleArea();
}

QPointF PlayerView::centre() const {
    return view_->mapToScene(view_->viewport()->rect().center());
}

QRectF PlayerView::visibleSceneRect() const {
    return view_->mapToScene(view_->viewport()->rect()).boundingRect();
}

void PlayerView::emitVisibleArea() {
    emit visibleAreaChanged(visibleSceneRect());
}

// --- table scale ------------------------------------------------------------------

void PlayerView::setTableScale(const TableScale& scale, bool save) {
    scale_ = scale;
    if (save) {
        scale_.save(targetScreen());
    }
    applyZoom();
    updateBannerLook();
    emit tableScaleChanged(scale_.pxPerSquare());
}

bool PlayerView::calibrate(double measuredMm) {
    TableScale next = scale_;
    if (!next.calibrate(measuredMm)) {
        return false;
    }
    setTableScale(next, true);
    return true;
}

void PlayerView::applyZoom() {
    const QPointF c = centre();
    const double z = scale_.zoomFor(scene_->cellPixels());
    view_->setTransform(QTransform::fromScale(z, z));
    view_->centerOn(c);
    view_->viewport()->update();
    emitVisibleArea();
}

void PlayerView::setCalibrationBarVisible(bool on) {
    calibrationBar_ = on;
    view_->viewport()->update();
}

QRectF PlayerView::calibrationBarRect() const {
    const double square = scale_.pxPerSquare();
    const double length = scale_.barPixels();
    const QRectF vp = view_->viewport()->rect();
    const double height = std::clamp(square * 0.5, 8.0, 80.0);
    return QRectF(std::round(vp.center().x() - length / 2),
                  std::round(vp.center().y() - height / 2), length, std::round(height));
}

// --- labels -----------------------------------------------------------------------

void PlayerView::enlargeLabels() {
    for (const auto& u : doc_->encounter().units) {
        if (TokenItem* t = scene_->token(QString::fromStdString(u.id))) {
            t->setLargeLabel(true);
            t->setLabelScale(labelScale_);
        }
    }
}

// --- screens ----------------------------------------------------------------------

QScreen* PlayerView::targetScreen() const {
    if (screen_) {
        return screen_;
    }
    return screen() ? screen() : QGuiApplication::primaryScreen();
}

QScreen* PlayerView::rememberedScreen() {
    // Name and geometry: separate X screens may all be called "screen".
    const QString key = appSettings().value(kScreenKey).toString();
    for (QScreen* s : QGuiApplication::screens()) {
        if (TableScale::screenKey(s) == key) {
            return s;
        }
    }
    return nullptr;
}

void PlayerView::showOnPreferredScreen() {
    QScreen* s = rememberedScreen();
    if (!s) {
        for (QScreen* candidate : QGuiApplication::screens()) {
            if (candidate != QGuiApplication::primaryScreen()) {
                s = candidate;
                break;
            }
        }
    }
    showOnScreen(s ? s : QGuiApplication::primaryScreen());
}

void PlayerView::showOnScreen(QScreen* screen) {
    if (!screen) {
        screen = QGuiApplication::primaryScreen();
    }
    screen_ = screen;
    // Back on the screen it last closed on: where it was and as it was.
    QByteArray saved;
    {
        QSettings s = appSettings();
        if (s.value(kScreenKey).toString() == TableScale::screenKey(screen)) {
            saved = s.value(kGeometryKey).toByteArray();
        }
        s.setValue(kScreenKey, TableScale::screenKey(screen));
    }
    setTableScale(TableScale::load(screen), false);
    const bool several = QGuiApplication::screens().size() > 1;
    if (isFullScreen()) {
        showNormal();
    }
    create();
    if (QWindow* w = windowHandle()) {
        w->setScreen(screen);
    }
    const QRect g = screen->availableGeometry();
    if (!saved.isEmpty() && restoreGeometry(saved)) {
        show(); // in the restored state: full screen or a window
    } else if (several) {
        setGeometry(screen->geometry());
        showFullScreen();
    } else {
        resize(std::min(1280, g.width()), std::min(800, g.height()));
        move(g.center() - rect().center());
        showNormal();
    }
    raise();
}

void PlayerView::toggleFullScreen() {
    if (isFullScreen()) {
        showNormal();
    } else {
        if (QScreen* s = targetScreen()) {
            setGeometry(s->geometry());
        }
        showFullScreen();
    }
}

void PlayerView::onScreenChanged(QScreen* screen) {
    if (screen && screen != screen_) {
        screen_ = screen;
        setTableScale(TableScale::load(screen), false);
    }
}

// --- events -----------------------------------------------------------------------

void PlayerView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    updateBannerLook(); // its letters fit the new width; lays the overlays out
    emitVisibleArea();
}

void PlayerView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (!screenHooked_ && windowHandle()) {
        screenHooked_ = true;
        connect(windowHandle(), &QWindow::screenChanged, this, &PlayerView::onScreenChanged);
    }
    if (isFullScreen()) {
        view_->viewport()->setCursor(Qt::BlankCursor);
    } else {
        view_->viewport()->unsetCursor();
    }
    emit visibilityChanged(true);
}

void PlayerView::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    if (!event->spontaneous()) { // closed or hidden, not minimised
        QSettings s = appSettings();
        s.setValue(kGeometryKey, saveGeometry());
    }
    emit visibilityChanged(false);
}

void PlayerView::layoutOverlays() {
    banner_->setFixedWidth(width());
    banner_->adjustSize();
    banner_->move(0, 0);
    banner_->raise();
    // The banner has its own strip: no square of the map hides under it.
    const int top = banner_->isVisibleTo(this) ? banner_->height() : 0;
    view_->setGeometry(rect().adjusted(0, top, 0, 0));
    blackoutCover_->setGeometry(rect());
    blackoutCover_->raise();
}

} // namespace skirmish::ui
