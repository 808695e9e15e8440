#pragma once
/// @file OrderTool: a squad's order given on the map (issue 14 "Squads in
/// the UI"; seed 000 "Combat Squads"). The GM picks a tactic with a point
/// (Rally, Bull Rush, Withdraw) for the selected unit's squad; hovering a
/// square shows the engine's plan for that point (plan() of OrderSquad: the
/// same code that runs it) as arrows, each member to its square and any
/// enemy a Bull Rush pushes; a click gives the order as one undoable
/// command. A refusal crosses the square out and says why.

#include "core/cell.h"
#include "tools/tool.h"
#include "units/squad.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace skirmish::ui {

class PushPreviewItem;

class OrderTool : public Tool {
    Q_OBJECT
public:
    explicit OrderTool(MapScene* scene, QObject* parent = nullptr);
    ~OrderTool() override;

    /// The squad and the order to give; the point comes from the click.
    void setOrder(const QString& squad, const SquadOrder& order);
    QString squad() const { return squad_; }
    const SquadOrder& order() const { return order_; }

    /// Shows the plan for the point `c`; returns why the order cannot be
    /// given there, or an empty string.
    QString previewAt(Cell c);
    /// "Grok to E2", one line per unit the plan moves (tests read it).
    QStringList plannedMoves() const { return planned_; }
    PushPreviewItem* previewItem() const { return preview_; }
    /// Gives the order for the point `c`. True when the engine accepted it.
    bool confirmAt(Cell c);

    bool mousePress(QGraphicsSceneMouseEvent* event) override;
    bool mouseMove(QGraphicsSceneMouseEvent* event) override;
    bool mouseRelease(QGraphicsSceneMouseEvent* event) override;
    void deactivate() override;

signals:
    /// The order was given: the window goes back to the select tool.
    void finished();

private:
    OrderSquad commandFor(Cell c) const;
    void clearPreview();

    QString squad_;
    SquadOrder order_;
    QStringList planned_;
    PushPreviewItem* preview_ = nullptr;
    std::optional<Cell> hovered_;
};

} // namespace skirmish::ui
