// Issue 18: every action on the main toolbar has an icon (the theme's or the
// bundled one) and a tooltip that names it and its key.
#include "mainwindow.h"
#include "test_support.h"
#include "views/action_icons.h"

#include <QAction>
#include <QToolBar>
#include <QWidgetAction>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

TEST(Toolbar, EveryActionHasAnIconAndItsKeyInTheTooltip) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    const QList<QToolBar*> bars = window.findChildren<QToolBar*>();
    ASSERT_FALSE(bars.isEmpty());
    int checked = 0;
    for (QToolBar* bar : bars) {
        EXPECT_EQ(bar->toolButtonStyle(), Qt::ToolButtonIconOnly);
        for (QAction* a : bar->actions()) {
            if (a->isSeparator() || qobject_cast<QWidgetAction*>(a) != nullptr) {
                continue; // the brush and zone choices are combo boxes
            }
            ++checked;
            const std::string name = a->text().toStdString();
            EXPECT_FALSE(a->icon().isNull()) << name << " has no icon";
            EXPECT_FALSE(a->icon().pixmap(24, 24).isNull()) << name << "'s icon does not draw";
            ASSERT_FALSE(a->shortcut().isEmpty()) << name << " has no key";
            const QString key = a->shortcut().toString(QKeySequence::NativeText);
            EXPECT_TRUE(a->toolTip().section('\n', 0, 0).contains("(" + key + ")"))
                << name << ": \"" << a->toolTip().toStdString() << "\" lacks " << key.toStdString();
            EXPECT_TRUE(a->toolTip().contains(QString(a->text()).remove('&')))
                << name << "'s tooltip does not name it";
        }
    }
    EXPECT_GE(checked, 20); // 14 tools and the view's toggles
}

TEST(Toolbar, TipWithShortcutAddsTheKeyOnce) {
    QAction a(QStringLiteral("&Grid"));
    a.setShortcut(QKeySequence(Qt::Key_G));
    tipWithShortcut(&a);
    EXPECT_EQ(a.toolTip(), QStringLiteral("Grid (G)"));
    tipWithShortcut(&a);
    EXPECT_EQ(a.toolTip(), QStringLiteral("Grid (G)"));
    QAction b(QStringLiteral("Ruler"));
    b.setShortcut(QKeySequence(Qt::Key_R));
    b.setToolTip(QStringLiteral("Ruler\nMeasure a distance"));
    tipWithShortcut(&b);
    EXPECT_EQ(b.toolTip(), QStringLiteral("Ruler (R)\nMeasure a distance"));
}

TEST(Toolbar, AMissingBundledIconIsNull) {
    EXPECT_TRUE(actionIcon(QStringLiteral("no-such-icon")).isNull());
    EXPECT_FALSE(actionIcon(QStringLiteral("wall")).isNull());
}

} // namespace
} // namespace skirmish::ui
