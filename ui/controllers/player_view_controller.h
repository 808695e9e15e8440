#pragma once
/// @file PlayerViewController: the players' window on the projector or TV.
/// View > Player View (Ctrl+P), Blackout (B) and Player View Options (its
/// screen, its camera, calibrating the table scale), and the preview dock
/// that shows the GM what the players see. The window is made on first use.

#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace skirmish::ui {

class EncounterDocument;
class MapView;
class PlayerView;
class PlayerPreviewDock;

class PlayerViewController : public QObject {
    Q_OBJECT
public:
    /// The player view follows `doc` and, when asked, the GM's `gmView`.
    PlayerViewController(EncounterDocument* doc, MapView* gmView, QMainWindow* window);

    /// Adds a separator, Player View, Blackout and the options submenu to `view`.
    void fillViewMenu(QMenu* view);
    /// The preview dock (not placed yet).
    PlayerPreviewDock* previewDock() const { return previewDock_; }
    QAction* playerViewAction() const { return playerViewAct_; }
    QAction* blackoutAction() const { return blackoutAct_; }
    QAction* fullScreenAction() const { return fullScreenAct_; }

    /// Null until first needed.
    PlayerView* playerView() const { return playerView_; }
    /// View > Player View Options > Show the End of the Fight to Players:
    /// enabled once one side is left standing (rules/fight_end.h).
    QAction* showSummaryAction() const { return showSummaryAct_; }
    /// Puts the end-of-fight summary on the player view's banner (its first
    /// two lines), or gives the banner back to the turn.
    void showFightEnd(bool on);
    /// Creates the player view if needed and opens it on its preferred screen.
    PlayerView* openPlayerView();
    /// Deletes the player view (before the document it follows goes).
    void deletePlayerView();

private:
    PlayerView* ensurePlayerView();

    EncounterDocument* doc_;
    MapView* view_;
    QMainWindow* window_;
    PlayerView* playerView_ = nullptr;
    QAction* showSummaryAct_ = nullptr;
    PlayerPreviewDock* previewDock_ = nullptr;
    QAction* playerViewAct_ = nullptr; ///< View > Player View (Ctrl+P)
    QAction* blackoutAct_ = nullptr;   ///< View > Blackout (B)
    QAction* fullScreenAct_ = nullptr; ///< View > Player View Full Screen (F11)
    QMenu* optionsMenu_ = nullptr;     ///< View > Player View Options
    QActionGroup* cameraGroup_ = nullptr;
};

} // namespace skirmish::ui
