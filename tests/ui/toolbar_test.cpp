// Issue 18: every action on the main toolbar has an icon (the theme's or the
// bundled one) and a tooltip that names it and its key.
#include "mainwindow.h"
#include "test_support.h"
#include "views/action_icons.h"

#include <QAction>
#include <QComboBox>
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

// A tool's choice (the terrain brush, the fog brush...) stands beside the
// tools only while that tool is chosen: an empty map shows no "Difficult".
TEST(Toolbar, AToolsChoiceShowsOnlyWithItsTool) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    window.show();
    QToolBar* bar = nullptr; // the one holding the fog brush
    for (QToolBar* b : window.findChildren<QToolBar*>()) {
        for (QAction* a : b->actions()) {
            if (b->widgetForAction(a) == window.fogBrushCombo()) {
                bar = b;
            }
        }
    }
    ASSERT_NE(bar, nullptr);
    auto shownChoices = [bar] {
        QStringList out;
        for (QAction* a : bar->actions()) {
            if (auto* combo = qobject_cast<QComboBox*>(bar->widgetForAction(a));
                combo != nullptr && a->isVisible()) {
                out << combo->accessibleName();
            }
        }
        return out;
    };
    auto tool = [bar](const QString& text) {
        for (QAction* a : bar->actions()) {
            if (QString(a->text()).remove('&') == text) {
                return a;
            }
        }
        return static_cast<QAction*>(nullptr);
    };
    EXPECT_EQ(shownChoices(), QStringList()) << "the Select tool has no choice";
    const std::pair<QString, QString> tools[] = {
        {QStringLiteral("Terrain"), QStringLiteral("Terrain brush")},
        {QStringLiteral("Elevation"), QStringLiteral("Elevation level")},
        {QStringLiteral("Area template"), QStringLiteral("Area template shape")},
        {QStringLiteral("Zone"), QStringLiteral("Zone to paint")},
        {QStringLiteral("Fog"), QStringLiteral("Fog brush")}};
    for (const auto& [name, choice] : tools) {
        QAction* act = tool(name);
        ASSERT_NE(act, nullptr) << name.toStdString();
        act->trigger();
        EXPECT_EQ(shownChoices(), QStringList{choice}) << name.toStdString();
    }
    ASSERT_NE(tool(QStringLiteral("Select")), nullptr);
    tool(QStringLiteral("Select"))->trigger();
    EXPECT_EQ(shownChoices(), QStringList());
}

// With or without a tool's choice beside the tools, the bar never shows two
// separators in a row, and a separator stands on each side of a choice.
TEST(Toolbar, NoTwoSeparatorsInARow) {
    MainWindow window;
    window.setQuiet(true);
    window.newEncounter(test::smallEncounter());
    window.show();
    QToolBar* bar = window.findChild<QToolBar*>(QStringLiteral("toolsToolBar"));
    ASSERT_NE(bar, nullptr);
    // The visible items, "|" for a separator, "[x]" for a choice.
    auto shown = [bar] {
        QStringList out;
        for (QAction* a : bar->actions()) {
            if (!a->isVisible()) {
                continue;
            }
            if (a->isSeparator()) {
                out << QStringLiteral("|");
            } else if (auto* combo = qobject_cast<QComboBox*>(bar->widgetForAction(a))) {
                out << "[" + combo->accessibleName() + "]";
            } else {
                out << QString(a->text()).remove('&');
            }
        }
        return out;
    };
    auto check = [&](const char* when) {
        const QStringList items = shown();
        for (qsizetype i = 1; i < items.size(); ++i) {
            EXPECT_FALSE(items[i] == "|" && items[i - 1] == "|")
                << when << ": two separators in a row: " << items.join(' ').toStdString();
            if (items[i].startsWith('[')) {
                EXPECT_EQ(items[i - 1], "|") << when;
                ASSERT_LT(i + 1, items.size()) << when;
                EXPECT_EQ(items[i + 1], "|") << when;
            }
        }
        EXPECT_EQ(items.count(QStringLiteral("|")), items.join(' ').contains('[') ? 2 : 1) << when;
    };
    auto choose = [bar](const QString& name) {
        for (QAction* a : bar->actions()) {
            if (QString(a->text()).remove('&') == name) {
                a->trigger();
                return true;
            }
        }
        return false;
    };
    check("with Select");
    ASSERT_TRUE(choose(QStringLiteral("Fog")));
    check("with Fog");
    ASSERT_TRUE(choose(QStringLiteral("Select")));
    check("back to Select");
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
