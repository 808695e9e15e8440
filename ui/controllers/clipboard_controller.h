#pragma once
/// @file ClipboardController: Copy (Ctrl+C) and Paste (Ctrl+V) of units
/// (issue 15), within an encounter and between encounters (the system
/// clipboard, so another window or the next file gets them too). Copy puts
/// the selected units on the clipboard as io::UnitClip JSON (MIME type
/// kMimeType, and as text). Paste places them with the first unit on the
/// square under the pointer (Ctrl+V over the map) or in the middle of the
/// view (the Edit menu), the group's
/// formation kept where free, names numbered, missing sides added
/// (paste_commands), in one undo step, and selects them.

#include "core/cell.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QMainWindow;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class MapView;

class ClipboardController : public QObject {
    Q_OBJECT
public:
    static constexpr const char* kMimeType = "application/x-skirmish-units";

    ClipboardController(EncounterDocument* doc, MapScene* scene, MapView* view,
                        QMainWindow* window);

    /// Copies the selected units; the number copied (0: none selected).
    int copySelection();
    /// Pastes the clipboard's units with the first on or near `at`
    /// (nullopt: the square under the pointer, else the view's centre).
    /// The number placed; 0 with the reason in the status bar when the
    /// clipboard holds no units or the map has no room.
    int paste(std::optional<Cell> at = std::nullopt);
    /// True when the clipboard holds units copied from Skirmish.
    static bool hasUnits();

    QAction* copyAction() const { return copyAct_; }
    QAction* pasteAction() const { return pasteAct_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void say(const QString& text);

    EncounterDocument* doc_;
    MapScene* scene_;
    MapView* view_;
    QMainWindow* window_;
    QAction* copyAct_;
    QAction* pasteAct_;
    bool viaShortcut_ = false; ///< the paste under way came from Ctrl+V
};

} // namespace skirmish::ui
