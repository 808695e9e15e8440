#include "views/facing_menu.h"

#include <QCoreApplication>

namespace skirmish::ui {

QMenu* addFacingMenu(QMenu* menu, const Unit& unit,
                     const std::function<void(std::optional<Facing>)>& face) {
    auto tr = [](const char* text) { return QCoreApplication::translate("FacingMenu", text); };
    QMenu* sub = menu->addMenu(tr("&Facing"));
    const QString names[8] = {tr("North"), tr("North-east"), tr("East"), tr("South-east"),
                              tr("South"), tr("South-west"), tr("West"), tr("North-west")};
    auto add = [&](const QString& text, std::optional<Facing> facing) {
        QAction* a = sub->addAction(text);
        a->setCheckable(true);
        a->setChecked(unit.facing == facing);
        QObject::connect(a, &QAction::triggered, sub, [face, facing] { face(facing); });
    };
    for (int i = 0; i < 8; ++i) {
        add(names[i], static_cast<Facing>(i));
    }
    sub->addSeparator();
    add(tr("No Facing"), std::nullopt);
    return sub;
}

} // namespace skirmish::ui
