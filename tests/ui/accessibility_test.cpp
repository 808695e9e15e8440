// Issue 18, accessibility: every widget a GM (or a screen reader) can reach
// in the main window has an accessible name, in and out of a fight, with the
// player view's preview and the welcome page.
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "test_support.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QGraphicsView>
#include <QLineEdit>
#include <QTest>
#include <QTextEdit>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

/// The visible widgets one can tab to or click that have no accessible name.
QStringList unnamed(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        const bool interactive = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QAbstractItemView*>(w) ||
                                 qobject_cast<QLineEdit*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) ||
                                 qobject_cast<QGraphicsView*>(w) || qobject_cast<QTextEdit*>(w);
        if (!interactive || !w->isVisible() || w->focusPolicy() == Qt::NoFocus) {
            continue;
        }
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        if (a == nullptr || a->text(QAccessible::Name).trimmed().isEmpty()) {
            QString where; // the dock or page it is on
            for (QWidget* p = w->parentWidget(); p != nullptr && where.isEmpty();
                 p = p->parentWidget()) {
                where = !p->windowTitle().isEmpty() ? p->windowTitle() : p->objectName();
            }
            out << QStringLiteral("%1 \"%2\" in %3")
                       .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(),
                            where);
        }
    }
    return out;
}

TEST(Accessibility, EveryReachableWidgetHasAName) {
    MainWindow window;
    window.setQuiet(true);
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.showWelcome();
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "welcome page";
    if (!QFile::exists(test::sampleDungeonPath())) {
        GTEST_SKIP() << "the sample encounter is missing";
    }
    ASSERT_TRUE(window.openFile(test::sampleDungeonPath()));
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "an encounter open";
    CombatSetup setup;
    setup.initiator = "party";
    setup.party = "party";
    ASSERT_FALSE(window.document()->execute(StartCombat{setup, {}, 7}).has_value());
    QCoreApplication::processEvents();
    EXPECT_EQ(unnamed(&window).join(QStringLiteral("; ")).toStdString(), "") << "in a fight";
}

} // namespace
} // namespace skirmish::ui
