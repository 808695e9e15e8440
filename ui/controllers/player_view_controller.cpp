#include "controllers/player_view_controller.h"

#include "dialogs/calibration_dialog.h"
#include "document/encounter_document.h"
#include "views/map_view.h"
#include "views/player_preview_dock.h"
#include "views/player_view.h"
#include "views/ui_text.h"

#include "rules/fight_end.h"

#include <QAction>
#include <QActionGroup>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>

#include <cmath>

namespace skirmish::ui {

PlayerViewController::PlayerViewController(EncounterDocument* doc, MapView* gmView,
                                           QMainWindow* window)
    : QObject(window), doc_(doc), view_(gmView), window_(window) {
    previewDock_ = new PlayerPreviewDock(window_);

    playerViewAct_ = new QAction(tr("Pla&yer View"), this);
    playerViewAct_->setCheckable(true);
    playerViewAct_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    playerViewAct_->setToolTip(tr("The players' window, on the projector or TV"));
    connect(playerViewAct_, &QAction::triggered, this, [this](bool on) {
        if (on) {
            openPlayerView();
        } else if (playerView_) {
            playerView_->hide();
        }
    });
    blackoutAct_ = new QAction(tr("&Blackout"), this);
    blackoutAct_->setCheckable(true);
    blackoutAct_->setShortcut(QKeySequence(Qt::Key_B));
    blackoutAct_->setToolTip(tr("Blank the player view while you set up"));
    connect(blackoutAct_, &QAction::toggled, this, [this](bool on) {
        if (on || playerView_) {
            ensurePlayerView()->setBlackout(on);
        }
    });

    // F11 from the GM's window too (issue 15): the projector's window goes
    // full screen (opening it first), or back.
    fullScreenAct_ = new QAction(tr("Player View &Full Screen"), this);
    fullScreenAct_->setShortcut(QKeySequence(Qt::Key_F11));
    fullScreenAct_->setToolTip(tr("The player view fills its screen, or leaves it (F11 in either "
                                  "window)"));
    connect(fullScreenAct_, &QAction::triggered, this, [this] {
        // Opening it may already fill the projector's screen (a second
        // screen): then that is the toggle.
        const bool wasShown = playerView_ != nullptr && playerView_->isVisible();
        PlayerView* pv = openPlayerView();
        if (wasShown || !pv->isFullScreen()) {
            pv->toggleFullScreen();
        }
    });

    QMenu* player = new QMenu(tr("Player View &Options"), window_);
    QMenu* screens = player->addMenu(tr("&Screen"));
    connect(screens, &QMenu::aboutToShow, this, [this, screens] {
        screens->clear();
        const QScreen* current = playerView_ ? playerView_->targetScreen() : nullptr;
        for (QScreen* s : QGuiApplication::screens()) {
            const QRect g = s->geometry();
            QAction* a = screens->addAction(
                tr("%1 (%2 x %3)").arg(s->name()).arg(g.width()).arg(g.height()));
            a->setCheckable(true);
            a->setChecked(s == current);
            connect(a, &QAction::triggered, this, [this, s] {
                ensurePlayerView()->showOnScreen(s);
                playerViewAct_->setChecked(true);
            });
        }
    });
    // The labels' size, for the table's distance (issue 15).
    QMenu* labels = player->addMenu(tr("&Label Size"));
    auto* labelGroup = new QActionGroup(this);
    const std::pair<QString, double> sizes[] = {
        {tr("&Small"), 0.75}, {tr("&Normal"), 1.0}, {tr("&Large"), 1.4}, {tr("&Huge"), 1.8}};
    for (const auto& [text, factor] : sizes) {
        QAction* a = labels->addAction(text);
        a->setCheckable(true);
        a->setData(factor);
        labelGroup->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, f = factor] { ensurePlayerView()->setLabelScale(f); });
    }
    connect(labels, &QMenu::aboutToShow, this, [this, labelGroup] {
        const double now = ensurePlayerView()->labelScale();
        for (QAction* a : labelGroup->actions()) {
            a->setChecked(std::abs(a->data().toDouble() - now) < 0.01);
        }
    });
    QMenu* camera = player->addMenu(tr("&Camera"));
    cameraGroup_ = new QActionGroup(this);
    const std::pair<QString, PlayerView::CameraMode> modes[] = {
        {tr("Follow My &View"), PlayerView::CameraMode::FollowGm},
        {tr("Follow the Selected &Unit"), PlayerView::CameraMode::FollowUnit},
        {tr("&Fixed"), PlayerView::CameraMode::Fixed},
    };
    for (const auto& [text, mode] : modes) {
        QAction* a = camera->addAction(text);
        a->setCheckable(true);
        a->setData(static_cast<int>(mode));
        cameraGroup_->addAction(a);
        connect(a, &QAction::triggered, this,
                [this, mode] { ensurePlayerView()->setCameraMode(mode); });
    }
    camera->addSeparator();
    connect(camera->addAction(tr("&Centre on My View Now")), &QAction::triggered, this,
            [this] { ensurePlayerView()->centreOnGmView(); });
    connect(camera, &QMenu::aboutToShow, this, [this] {
        const auto mode = static_cast<int>(ensurePlayerView()->cameraMode());
        for (QAction* a : cameraGroup_->actions()) {
            a->setChecked(a->data().toInt() == mode);
        }
    });
    connect(player->addAction(tr("Ca&librate Table Scale...")), &QAction::triggered, this, [this] {
        PlayerView* pv = ensurePlayerView();
        if (!pv->isVisible()) {
            openPlayerView();
        }
        pv->setBlackout(false);
        CalibrationDialog dialog(pv, window_);
        dialog.exec();
    });
    player->addAction(previewDock_->toggleViewAction());
    // What the players see of health: the encounter's setting, a command.
    QMenu* health = player->addMenu(tr("&Health Shown to Players"));
    connect(health, &QMenu::aboutToShow, this, [this, health] {
        health->clear();
        const PlayerHealth now = doc_->encounter().player_health;
        const std::pair<QString, HealthShown> choices[] = {{tr("Numbers"), HealthShown::Numbers},
                                                           {tr("Bar Only"), HealthShown::Bar},
                                                           {tr("Nothing"), HealthShown::Nothing}};
        for (const bool party : {true, false}) {
            health->addSection(party ? tr("The Party") : tr("Enemies"));
            for (const auto& [text, shown] : choices) {
                QAction* a = health->addAction(text);
                a->setCheckable(true);
                a->setChecked((party ? now.party : now.enemies) == shown);
                connect(a, &QAction::triggered, this, [this, party, shown] {
                    PlayerHealth next = doc_->encounter().player_health;
                    (party ? next.party : next.enemies) = shown;
                    doc_->execute(SetPlayerHealth{next});
                });
            }
        }
    });
    // The end of the fight, for the table when the GM chooses (issue 13).
    showSummaryAct_ = player->addAction(tr("Show the &End of the Fight to Players"));
    showSummaryAct_->setCheckable(true);
    showSummaryAct_->setToolTip(tr("The player view's banner says who stands and who is down"));
    connect(player, &QMenu::aboutToShow, this, [this] {
        const TurnContext ctx(doc_->encounter(), false);
        showSummaryAct_->setEnabled(showSummaryAct_->isChecked() || fight_over(ctx));
    });
    connect(showSummaryAct_, &QAction::toggled, this, [this](bool on) { showFightEnd(on); });
    optionsMenu_ = player;
}

void PlayerViewController::showFightEnd(bool on) {
    PlayerView* pv = ensurePlayerView();
    const TurnContext ctx(doc_->encounter(), false);
    if (!on || !fight_over(ctx)) {
        pv->setAutoBanner(true);
        return;
    }
    const std::vector<std::string> lines = fight_summary(ctx);
    pv->setBanner(q(lines.at(0)) + QLatin1Char('\n') + q(lines.at(1)));
}

void PlayerViewController::fillViewMenu(QMenu* view) {
    view->addSeparator();
    view->addAction(playerViewAct_);
    view->addAction(blackoutAct_);
    view->addAction(fullScreenAct_);
    view->addMenu(optionsMenu_);
}

void PlayerViewController::deletePlayerView() {
    delete playerView_;
    playerView_ = nullptr;
}

PlayerView* PlayerViewController::ensurePlayerView() {
    if (!playerView_) {
        playerView_ = new PlayerView(doc_, window_);
        playerView_->setGmView(view_);
        previewDock_->setPlayerView(playerView_);
        connect(playerView_, &PlayerView::blackoutChanged, blackoutAct_, &QAction::setChecked);
        connect(playerView_, &PlayerView::visibilityChanged, playerViewAct_, &QAction::setChecked);
    }
    return playerView_;
}

PlayerView* PlayerViewController::openPlayerView() {
    PlayerView* pv = ensurePlayerView();
    if (!pv->isVisible()) {
        pv->showOnPreferredScreen();
        pv->centreOnGmView();
    }
    pv->raise();
    return pv;
}

} // namespace skirmish::ui
