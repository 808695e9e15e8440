#include "tools/order_tool.h"

#include "encounter/command_engine.h"
#include "rules/turn_context.h"
#include "scene/map_scene.h"
#include "scene/push_preview_item.h"
#include "scene/token_item.h"
#include "views/ui_text.h"

#include <QGraphicsSceneMouseEvent>

#include <algorithm>
#include <map>

namespace skirmish::ui {
namespace {

const QColor kMember(255, 255, 255);
const QColor kOrderedEnemy(235, 45, 45);

} // namespace

OrderTool::OrderTool(MapScene* scene, QObject* parent) : Tool(scene, parent) {
    connect(scene, &QObject::destroyed, this, [this] { preview_ = nullptr; });
}

OrderTool::~OrderTool() {
    clearPreview();
}

void OrderTool::setOrder(const QString& squad, const SquadOrder& order) {
    squad_ = squad;
    order_ = order;
    hovered_.reset();
    clearPreview();
}

OrderSquad OrderTool::commandFor(Cell c) const {
    SquadOrder o = order_;
    o.point = c;
    return OrderSquad{squad_.toStdString(), o};
}

QString OrderTool::previewAt(Cell c) {
    hovered_ = c;
    planned_.clear();
    const Encounter& enc = document()->encounter();
    if (!enc.map.contains(c)) {
        return {};
    }
    if (preview_ == nullptr) {
        preview_ = new PushPreviewItem(scene()->cellPixels());
        scene()->addItem(preview_);
    }
    // The plan without the dice: a Bull Rush it would make is not rolled
    // before the click (the GM cannot hover for a good roll).
    Encounter unrolled = enc;
    unrolled.combat.dice_mode = "entered";
    auto planned = plan(unrolled, commandFor(c));
    if (!planned) {
        preview_->setArrows({});
        preview_->setBlocked(c);
        const QString why = q(planned.reason());
        report(why);
        return why;
    }
    // Each unit's first and last square in the plan, in the order they move.
    std::vector<std::string> order;
    std::map<std::string, std::pair<Cell, Cell>> moves;
    for (const Event& ev : planned.value()) {
        if (const auto* m = std::get_if<UnitMoved>(&ev)) {
            auto [it, added] = moves.try_emplace(m->unit, m->from, m->to);
            it->second.second = m->to;
            if (added) {
                order.push_back(m->unit);
            }
        }
    }
    const Squad* squad = enc.find_squad(squad_.toStdString());
    std::vector<PushPreviewItem::Arrow> arrows;
    for (const std::string& id : order) {
        const Unit* u = enc.find_unit(id);
        const auto [from, to] = moves[id];
        if (u == nullptr || from == to) {
            continue;
        }
        const bool member =
            squad != nullptr &&
            std::find(squad->members.begin(), squad->members.end(), id) != squad->members.end();
        arrows.push_back({from, to, member ? kMember : kOrderedEnemy,
                          TokenItem::initialsOf(nameOf(*u)), sideColour(enc, u->side)});
        planned_ << tr("%1 to %2").arg(nameOf(*u), q(to_label(to)));
    }
    preview_->setBlocked(std::nullopt);
    preview_->setArrows(std::move(arrows));
    report(planned_.isEmpty() ? tr("%1 (%2): nobody moves; click to give the order anyway")
                                    .arg(q(std::string(label_of(order_.tactic))), q(to_label(c)))
                              : tr("%1 (%2): %3. Click to give the order")
                                    .arg(q(std::string(label_of(order_.tactic))), q(to_label(c)),
                                         planned_.join(QStringLiteral(", "))));
    return {};
}

bool OrderTool::confirmAt(Cell c) {
    if (!previewAt(c).isEmpty() || !document()->encounter().map.contains(c)) {
        return false;
    }
    if (!run(commandFor(c))) {
        return false;
    }
    clearPreview();
    hovered_.reset();
    emit finished();
    return true;
}

bool OrderTool::mousePress(QGraphicsSceneMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        return false;
    }
    confirmAt(scene()->sceneToCell(event->scenePos()));
    return true;
}

bool OrderTool::mouseMove(QGraphicsSceneMouseEvent* event) {
    const Cell c = scene()->sceneToCell(event->scenePos());
    if (!hovered_ || *hovered_ != c) {
        previewAt(c);
    }
    return true;
}

bool OrderTool::mouseRelease(QGraphicsSceneMouseEvent*) {
    return true;
}

void OrderTool::deactivate() {
    clearPreview();
    hovered_.reset();
    planned_.clear();
}

void OrderTool::clearPreview() {
    discard(preview_);
}

} // namespace skirmish::ui
