#include "views/player_preview_dock.h"

#include "scene/map_scene.h"
#include "views/player_view.h"

#include <QGraphicsView>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace skirmish::ui {

PlayerPreviewDock::PlayerPreviewDock(QWidget* parent)
    : QDockWidget(tr("Player View Preview"), parent) {
    setObjectName(QStringLiteral("playerPreviewDock"));
    auto* panel = new QWidget(this);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    banner_ = new QLabel(panel);
    banner_->setAlignment(Qt::AlignCenter);
    banner_->hide();
    layout->addWidget(banner_);
    stack_ = new QStackedWidget(panel);
    stack_->setMinimumSize(240, 135);
    closed_ = new QLabel(tr("Player view closed (Ctrl+P)"), stack_);
    closed_->setAlignment(Qt::AlignCenter);
    blackout_ = new QLabel(tr("Blackout (B)"), stack_);
    blackout_->setAlignment(Qt::AlignCenter);
    blackout_->setStyleSheet(
        QStringLiteral("QLabel { background: black; color: #bbbbbb; font-weight: bold; }"));
    stack_->addWidget(closed_);
    stack_->addWidget(blackout_);
    layout->addWidget(stack_, 1);
    setWidget(panel);
}

void PlayerPreviewDock::setPlayerView(PlayerView* playerView) {
    if (playerView_) {
        playerView_->disconnect(this);
    }
    playerView_ = playerView;
    if (view_) {
        stack_->removeWidget(view_);
        delete view_;
        view_ = nullptr;
    }
    if (playerView) {
        view_ = new QGraphicsView(playerView->scene(), stack_);
        view_->setInteractive(false);
        view_->setFrameShape(QFrame::NoFrame);
        view_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view_->setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        view_->setBackgroundBrush(Qt::black);
        view_->setFocusPolicy(Qt::NoFocus);
        stack_->addWidget(view_);
        connect(playerView, &PlayerView::visibleAreaChanged, this, &PlayerPreviewDock::refit);
        connect(playerView, &PlayerView::blackoutChanged, this, &PlayerPreviewDock::updateState);
        connect(playerView, &PlayerView::bannerChanged, this, &PlayerPreviewDock::updateState);
        connect(playerView, &PlayerView::visibilityChanged, this, &PlayerPreviewDock::updateState);
    }
    updateState();
    refit();
}

void PlayerPreviewDock::resizeEvent(QResizeEvent* event) {
    QDockWidget::resizeEvent(event);
    refit();
}

void PlayerPreviewDock::refit() {
    if (view_ && playerView_) {
        // Exactly the area the table shows (the view keeps its aspect).
        view_->fitInView(playerView_->visibleSceneRect(), Qt::KeepAspectRatio);
    }
}

void PlayerPreviewDock::updateState() {
    if (!playerView_ || !playerView_->isVisible()) {
        stack_->setCurrentWidget(closed_);
        banner_->hide();
        return;
    }
    stack_->setCurrentWidget(playerView_->isBlackout() ? static_cast<QWidget*>(blackout_)
                                                       : static_cast<QWidget*>(view_));
    const QString text = playerView_->bannerText();
    const QColor colour = playerView_->bannerColour();
    banner_->setVisible(!text.isEmpty());
    banner_->setText(text);
    banner_->setStyleSheet(
        QStringLiteral("QLabel { background-color: %1; color: %2;"
                       " font-weight: bold; padding: 2px; }")
            .arg(colour.name(), colour.lightnessF() > 0.6 ? "#101010" : "#ffffff"));
    refit();
}

} // namespace skirmish::ui
