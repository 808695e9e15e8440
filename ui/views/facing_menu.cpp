#include "views/facing_menu.h"

#include <QCoreApplication>

namespace skirmish::ui {

QMenu* addFacingMenu(QMenu* menu, const Unit& unit,
                     const std::function<void(std::optional<Facing>)>& face) {
    // Written out with QT_TRANSLATE_NOOP so that lupdate files them under
    // the context they are looked up in (a local tr() would be read as the
    // namespace's).
    auto text = [](const char* source) {
        return QCoreApplication::translate("FacingMenu", source);
    };
    QMenu* sub = menu->addMenu(text(QT_TRANSLATE_NOOP("FacingMenu", "&Facing")));
    const QString names[8] = {text(QT_TRANSLATE_NOOP("FacingMenu", "North")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "North-east")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "East")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "South-east")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "South")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "South-west")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "West")),
                              text(QT_TRANSLATE_NOOP("FacingMenu", "North-west"))};
    auto add = [&](const QString& label, std::optional<Facing> facing) {
        QAction* a = sub->addAction(label);
        a->setCheckable(true);
        a->setChecked(unit.facing == facing);
        QObject::connect(a, &QAction::triggered, sub, [face, facing] { face(facing); });
    };
    for (int i = 0; i < 8; ++i) {
        add(names[i], static_cast<Facing>(i));
    }
    sub->addSeparator();
    add(text(QT_TRANSLATE_NOOP("FacingMenu", "No Facing")), std::nullopt);
    return sub;
}

} // namespace skirmish::ui
