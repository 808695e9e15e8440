#pragma once
/// @file SquadController: the Squads menu (issue 14 "Squads in the UI";
/// seed 000 "Combat Squads"), shown where the ruleset has squads
/// (SquadPolicy::enabled). Form a squad from the selected units (Ctrl+G),
/// break it up (Ctrl+Shift+G), select the selected unit's squad (Q), give
/// its order: Hold (Ctrl+1) and Delay (Ctrl+2) at once, Rally (Ctrl+3),
/// Bull Rush (Ctrl+4) and Withdraw (Ctrl+5) with a click on the point
/// (OrderTool, which shows the engine's plan first), set the Attack
/// [Target], and carry the order out again (Shift+Q) in a later phase.
/// A squad order is three inputs: click a member, Ctrl+3, click the point.

#include "units/squad.h"

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;

namespace skirmish {
struct OrderSquad;
}

namespace skirmish::ui {

class EncounterDocument;
class MapScene;
class OrderTool;
class ToolController;

class SquadController : public QObject {
    Q_OBJECT
public:
    SquadController(EncounterDocument* doc, MapScene* scene, ToolController* tools,
                    QMainWindow* window);

    /// The Squads menu (hidden under rulesets without squads).
    QMenu* menu() const { return menu_; }
    OrderTool* orderTool() const { return orderTool_; }

    /// Forms a Stack (a Horde past the Stack limit) of the selected units,
    /// led by the first Command Unit among them, else the first selected.
    bool formSquad();
    bool breakUpSquad();
    bool selectSquad();
    /// Gives `tactic` to the selected unit's squad: at once for Hold and
    /// Delay; for the others the order tool waits for the point's click.
    bool giveOrder(Tactic tactic);
    /// Sets the Attack [Target] of the selected unit's squad, keeping its tactic.
    bool setTarget(const OrderTarget& target);
    /// Carries the standing order out again (the members whose turn it is).
    bool carryOut();

private:
    const Squad* selectedSquad() const;
    bool execute(const skirmish::OrderSquad& cmd);
    void say(const QString& text);
    void update();

    EncounterDocument* doc_;
    MapScene* scene_;
    ToolController* tools_;
    QMainWindow* window_;
    QMenu* menu_;
    OrderTool* orderTool_;
    QAction* formAct_;
    QAction* breakAct_;
    QAction* selectAct_;
    QAction* carryAct_;
};

} // namespace skirmish::ui
