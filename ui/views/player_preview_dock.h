#pragma once
/// @file PlayerPreviewDock: a small live picture of the player view for the
/// GM: a second QGraphicsView on the player scene, fitted to the area the
/// players see, with the banner above it and "Blackout" when blanked.

#include <QDockWidget>
#include <QPointer>

class QGraphicsView;
class QLabel;
class QStackedWidget;

namespace skirmish::ui {

class PlayerView;

class PlayerPreviewDock : public QDockWidget {
    Q_OBJECT
public:
    explicit PlayerPreviewDock(QWidget* parent = nullptr);

    /// The player view to show (null: "Player view closed"). Not owned.
    void setPlayerView(PlayerView* playerView);
    PlayerView* playerView() const { return playerView_; }
    /// The preview's graphics view (null until a player view is set).
    QGraphicsView* previewView() const { return view_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refit();
    void updateState();

    QPointer<PlayerView> playerView_;
    QStackedWidget* stack_;
    QLabel* banner_;
    QLabel* closed_;
    QLabel* blackout_;
    QGraphicsView* view_ = nullptr;
};

} // namespace skirmish::ui
