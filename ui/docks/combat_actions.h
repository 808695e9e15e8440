#pragma once
/// @file CombatActions: the GM's combat commands as QActions, shared by the
/// turn tracker's buttons and the main window's Combat menu (issue 5).
/// Start combat (Ctrl+Shift+C) opens StartCombatDialog; End turn is Space
/// (not while a text field has the focus); Delay, Disengage and Act apply
/// to the selected unit; Pass to the side whose pick it is. Every command
/// goes through EncounterDocument::execute(), so it is undoable, and every
/// refusal is reported by rejected(). The Override toggle wraps the next
/// command in override_of() and then switches itself off.

#include "encounter/command.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;
class QMenu;
class QWidget;

class QLabel;

namespace skirmish::ui {

class EncounterDocument;
class MapScene;

class CombatActions : public QObject {
    Q_OBJECT
public:
    /// `window` parents the dialogs and carries the window-wide shortcuts.
    CombatActions(EncounterDocument* doc, MapScene* scene, QWidget* window);

    QAction* startCombatAction() const { return start_; }
    /// Space. phases/sides: ends the selected unit's part (with no unit
    /// selected: the phase, or the side's turn); others: the current turn.
    QAction* endTurnAction() const { return endTurn_; }
    /// Delays the selected unit's turn; where the ruleset offers more than
    /// one delay (TurnControls::delays), its menu lists them.
    QAction* delayAction() const { return delay_; }
    QAction* passAction() const { return pass_; }
    /// factions: the side to act first this round, a menu of the sides.
    QAction* chooseFirstAction() const { return chooseFirst_; }
    QAction* disengageAction() const { return disengage_; }
    /// Carries the menu of the ruleset's actions (Ruleset::actions); on
    /// opening, each item's tooltip gives its cost and, when the engine
    /// would refuse it now, the reason (action_options()).
    QAction* actAction() const { return act_; }
    QMenu* actMenu() const { return actMenu_; }
    QAction* nextRoundAction() const { return nextRound_; }
    QAction* endCombatAction() const { return endCombat_; }
    /// Checkable: the next command is a GM override.
    QAction* overrideAction() const { return override_; }
    /// Checkable "Enter dice by hand" (SetDiceMode "entered" / "rng"); it
    /// follows CombatState::dice_mode, also on undo.
    QAction* diceModeAction() const { return diceMode_; }

    /// Runs `cmd` (as an override when the toggle is on, which then goes
    /// off). Returns the refusal, after reporting it through rejected().
    std::optional<QString> run(const Command& cmd);

    /// Opens StartCombatDialog and starts the fight it describes.
    void startCombat();
    void endTurn();
    /// Delays the selected unit's "turn", "move" or "action".
    void delay(const QString& what);
    void pass();
    /// The selected unit takes action `id` (on `target`, where it has one).
    /// `zone`: the zone an area attack is aimed at (ActionTarget::Zone).
    void act(const QString& id, const QString& target = {}, const QString& zone = {});
    /// A structural attack (ActionTarget::Structure) on the wall at `wall`
    /// of map.walls(); with entered dice, asks for the damage dice first.
    void strike(const QString& id, std::size_t wall);

    /// The unit the commands apply to: the one selected on the map.
    QString selectedUnit() const;

    /// Shown while a special move (MapScene::moveMode) is armed: "Charge
    /// armed: drag the unit, or use the arrow keys and Enter (Esc cancels)". The main
    /// window puts it in its status bar.
    QLabel* moveModeLabel() const { return moveModeLabel_; }

signals:
    /// A command was refused, with the engine's reason.
    void rejected(const QString& reason);
    /// An action aimed at a foe (ActionTarget::Foe) was chosen: the map
    /// picks the target (AttackTool).
    void attackRequested(const QString& action);

private:
    void updateState();
    void rebuildActMenu();
    /// Puts each action's cost and the engine's reason for refusing it now on
    /// the Act menu (tooltip and status tip); run as the menu opens.
    void describeActions();
    QWidget* window() const;

    EncounterDocument* doc_;
    MapScene* scene_;
    QLabel* moveModeLabel_;
    QAction* start_;
    QAction* endTurn_;
    QAction* delay_;
    QMenu* delayMenu_;
    QAction* pass_;
    QAction* chooseFirst_ = nullptr;
    QMenu* firstMenu_ = nullptr;
    QAction* disengage_;
    QAction* act_;
    QMenu* actMenu_;
    QAction* nextRound_;
    QAction* endCombat_;
    QAction* override_;
    QAction* diceMode_;
    std::string actMenuRuleset_; ///< the ruleset the Act menu was built for
    QString delayWhat_;          ///< what the plain Delay action delays
};

} // namespace skirmish::ui
