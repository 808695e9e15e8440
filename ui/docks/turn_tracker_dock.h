#pragma once
/// @file TurnTrackerDock: where the fight stands (issue 5). The round and
/// phase, whose turn it is, the order in the ruleset's own form (phases
/// counted down; units by Agility; sides with their initiative totals; the
/// alternation of factions or teams with whose pick it is), and a row per
/// unit with what it has left as pips in the ruleset's words ("Move ●
/// Action ○"). Units that may act now are green, the one taking its turn
/// dark green, units out of the fight grey. Clicking a row selects the
/// unit on the map. A squad's units sit under its heading (issue 14: the
/// squad, its order and its leader; the GM's dock only), which can be
/// folded and which selects the squad when clicked. Below, the combat buttons (CombatActions);
/// outside a fight, a hint and Start combat. Rebuilt from the document's signals.

#include <QDockWidget>
#include <QSet>
#include <QString>

class QLabel;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace skirmish::ui {

class CombatActions;
class EncounterDocument;
class MapScene;

class TurnTrackerDock : public QDockWidget {
    Q_OBJECT
public:
    /// How a unit's row is shown.
    enum class RowState {
        Waiting, ///< its turn (phase, side's turn) comes later this round
        MayAct,  ///< may act now
        Acting,  ///< taking its turn now
        Done,    ///< had its turn this round
        Out,     ///< out of the fight (unconscious, dead)
    };

    TurnTrackerDock(EncounterDocument* doc, MapScene* scene, CombatActions* actions,
                    QWidget* parent = nullptr);

    /// Rebuilds everything from the encounter.
    void rebuild();

    /// For tests: the parts of the dock.
    QLabel* roundLabel() const { return round_; }
    QLabel* nowLabel() const { return now_; }
    QLabel* orderLabel() const { return order_; }
    QLabel* hintLabel() const { return hint_; }
    /// The time left to declare the turn (DeclareClock), hidden without one.
    QLabel* declareLabel() const { return declare_; }
    QTreeWidget* tree() const { return tree_; }
    /// The row of unit `id`, or nullptr.
    QTreeWidgetItem* unitItem(const QString& id) const;
    /// The text of the row's budget column ("Move ●  Action ○"; the no-break
    /// spaces that keep a pool together read as plain spaces).
    QString budgetText(const QString& id) const;
    RowState rowState(const QString& id) const;
    QToolButton* startButton() const { return startButton_; }
    QToolButton* endTurnButton() const { return endTurnButton_; }

signals:
    /// The GM picked a unit in the tracker (it is selected on the map).
    void unitPicked(const QString& id);

private:
    void selectFromScene(const QString& id);

    EncounterDocument* doc_;
    MapScene* scene_;
    QLabel* round_;
    QLabel* now_;
    QLabel* declare_;
    QLabel* order_;
    QLabel* hint_;
    QTreeWidget* tree_;
    QWidget* combatButtons_;
    QToolButton* startButton_;
    QToolButton* endTurnButton_;
    bool syncing_ = false;
    QSet<QString> folded_; ///< the squads folded, "<group key>/<squad id>"
};

} // namespace skirmish::ui
