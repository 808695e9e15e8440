#pragma once
/// @file EditController: changing the encounter's units and sides by hand.
/// The Edit menu (Undo, Redo, Add Unit, Edit Unit, Duplicate, Add Copies,
/// Delete Unit, Add Side, Encounter Settings), the unit, side and settings
/// dialogs, and the Units dock that lists the units.

#include "core/cell.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace skirmish::ui {

class ClipboardController;
class EncounterDocument;
class MapScene;
class MapView;
class SettingsDialog;
class UnitList;

class EditController : public QObject {
    Q_OBJECT
public:
    /// A new unit goes to the square in the middle of `view`; `window`
    /// parents the dialogs and the Units dock.
    EditController(EncounterDocument* doc, MapScene* scene, MapView* view, QMainWindow* window);

    /// Adds the Edit menu's actions to `edit`.
    void fillEditMenu(QMenu* edit);
    /// Creates the Units dock; picking a unit there shows its token. Call once.
    QDockWidget* createUnitsDock();
    UnitList* unitList() const { return unitList_; }
    /// Deletes the units list (before the scene and the document go).
    void deleteUnitList();

    /// Opens the Add Unit dialog with the new unit on `cell` (nullopt: the
    /// square in the middle of the view) and places it.
    void addUnitAt(std::optional<Cell> cell);
    /// The context menu of the empty square `cell`: Add Unit there, and
    /// Paste there when the clipboard holds units. The caller owns it.
    QMenu* squareMenu(Cell cell);

    /// Opens the unit dialog on unit `id` (empty: the selected unit) and
    /// applies the change. With several units selected and `id` among them
    /// (or empty), edits them together (editUnits).
    void editUnit(const QString& id = {});
    /// Edits units `ids` together: the form shows the first, and what the
    /// GM changes applies to each (with_changes), in one undo step.
    void editUnits(const QStringList& ids);

    /// Places `n` copies of unit `id` (empty: the selected unit) on the free
    /// squares nearest it, numbered (Bandit 2, Bandit 3), as one undo step,
    /// and selects the last. Returns how many were placed (fewer when the
    /// map is full; the status bar says so).
    int addCopies(int n, const QString& id = {});

    /// Runs the settings dialog's commands as one undo step, asking first
    /// when they end a fight. False when the GM cancels or the engine
    /// refuses (the refusal is shown).
    bool applySettings(const SettingsDialog& dialog);
    QAction* settingsAction() const { return settingsAct_; }
    QAction* duplicateAction() const { return duplicateAct_; }
    QAction* addSideAction() const { return addSideAct_; }
    /// Copy and paste of units (Ctrl+C, Ctrl+V).
    ClipboardController* clipboard() const { return clipboard_; }

private:
    void onDeleteUnit();
    void onAddSide();
    void onSettings();

    EncounterDocument* doc_;
    MapScene* scene_;
    MapView* view_;
    QMainWindow* window_;
    UnitList* unitList_ = nullptr;
    ClipboardController* clipboard_ = nullptr;

    QAction* undoAct_ = nullptr;
    QAction* redoAct_ = nullptr;
    QAction* addUnitAct_ = nullptr;
    QAction* editUnitAct_ = nullptr;
    QAction* duplicateAct_ = nullptr;
    QAction* addCopiesAct_ = nullptr;
    QAction* deleteUnitAct_ = nullptr;
    QAction* addSideAct_ = nullptr;
    QAction* settingsAct_ = nullptr;
};

} // namespace skirmish::ui
