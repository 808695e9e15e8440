#include "views/grapple_menu.h"

#include "rules/ruleset.h"
#include "views/ui_text.h"

#include <QCoreApplication>

namespace skirmish::ui {
namespace {

/// A text of this menu in the user's language. Callers wrap the English in
/// QT_TRANSLATE_NOOP("GrappleMenu", ...) so that lupdate files it under the
/// context it is looked up in (a local tr() would be read as the namespace's).
QString text(const char* source) {
    return QCoreApplication::translate("GrappleMenu", source);
}

/// The free squares within `reach` of `c` (`c` itself aside), as a submenu
/// of `menu`, each running `grapple` with it as `to`.
void addSquares(QMenu* menu, const QString& title, const Encounter& enc, Cell c, int reach,
                Grapple grapple, const std::function<void(Grapple)>& run) {
    QMenu* sub = menu->addMenu(title);
    for (int y = c.y - reach; y <= c.y + reach; ++y) {
        for (int x = c.x - reach; x <= c.x + reach; ++x) {
            const Cell to{x, y};
            if (to == c || !enc.map.contains(to) || enc.unit_at(to) != nullptr) {
                continue;
            }
            Grapple g = grapple;
            g.to = to;
            QObject::connect(sub->addAction(QString::fromStdString(to_label(to))),
                             &QAction::triggered, sub, [run, g] { run(g); });
        }
    }
    sub->setEnabled(!sub->isEmpty());
}

} // namespace

void addGrappleEntries(QMenu* menu, const Encounter& enc, const Unit& unit, const Unit* selected,
                       const std::function<void(Grapple)>& run) {
    if (enc.ruleset.rules().forced.find(ForcedKind::Grapple) == nullptr || !enc.combat.active) {
        return;
    }
    menu->addSeparator();
    const QString name = nameOf(unit);
    if (selected != nullptr && selected->id != unit.id && selected->side != unit.side) {
        const Grapple g{selected->id, unit.id};
        QObject::connect(
            menu->addAction(text(QT_TRANSLATE_NOOP("GrappleMenu", "&Grapple %1 (by %2)"))
                                .arg(name, nameOf(*selected))),
            &QAction::triggered, menu, [run, g] { run(g); });
    }
    bool held = false;
    for (const auto& [by, target] : enc.combat.grappling) {
        held = held || target == unit.id;
    }
    if (held) {
        const Grapple g{unit.id, {}, "escape"};
        QObject::connect(menu->addAction(text(QT_TRANSLATE_NOOP("GrappleMenu", "Break &Free"))),
                         &QAction::triggered, menu, [run, g] { run(g); });
    }
    auto it = enc.combat.grappling.find(unit.id);
    const Unit* foe = it != enc.combat.grappling.end() ? enc.find_unit(it->second) : nullptr;
    if (foe == nullptr) {
        return;
    }
    addSquares(menu, text(QT_TRANSLATE_NOOP("GrappleMenu", "&Drag %1 to")).arg(nameOf(*foe)), enc,
               unit.cell, 2, Grapple{unit.id, {}, "move"}, run);
    addSquares(menu, text(QT_TRANSLATE_NOOP("GrappleMenu", "&Throw %1 to")).arg(nameOf(*foe)), enc,
               foe->cell, 1, Grapple{unit.id, {}, "throw"}, run);
    const Grapple release{unit.id, {}, "release"};
    QObject::connect(
        menu->addAction(text(QT_TRANSLATE_NOOP("GrappleMenu", "&Let Go of %1")).arg(nameOf(*foe))),
        &QAction::triggered, menu, [run, release] { run(release); });
}

} // namespace skirmish::ui
