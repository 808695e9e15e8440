#include "test_support.h"

#include "mainwindow.h"
#include "views/map_view.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsView>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSettings>
#include <QTest>
#include <QTextEdit>

#include <cstdlib>
#include <utility>

namespace skirmish::ui::test {

QAction* menuEntry(QMenu* menu, const QString& text) {
    for (QAction* a : menu->actions()) {
        if (a->text().remove(QLatin1Char('&')).startsWith(text)) {
            return a;
        }
    }
    return nullptr;
}

QStringList unnamed(QWidget* root) {
    QStringList out;
    for (QWidget* w : root->findChildren<QWidget*>()) {
        const bool interactive =
            qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
            qobject_cast<QAbstractItemView*>(w) || qobject_cast<QLineEdit*>(w) ||
            qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QGraphicsView*>(w) ||
            qobject_cast<QTextEdit*>(w) || qobject_cast<QPlainTextEdit*>(w);
        // A spin box's or a combo box's own line edit is part of it: the
        // screen reader names the box.
        const bool inner = qobject_cast<QComboBox*>(w->parentWidget()) ||
                           qobject_cast<QAbstractSpinBox*>(w->parentWidget());
        if (!interactive || inner || !w->isVisible() || w->focusPolicy() == Qt::NoFocus) {
            continue;
        }
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        // On Linux a combo box's "name" is its current text; what it is
        // comes from the label it is the buddy of (the Label relation), or
        // from a name set on it (read on other systems).
        const bool named = a != nullptr && (qobject_cast<QComboBox*>(w) != nullptr
                                                ? !w->accessibleName().isEmpty() ||
                                                      !a->relations(QAccessible::Label).isEmpty()
                                                : !a->text(QAccessible::Name).trimmed().isEmpty());
        if (!named) {
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

Encounter smallEncounter() {
    Encounter enc;
    enc.name = "Small";
    enc.map = BattleMap(10, 8);
    enc.sides.push_back(Side{"heroes", "Heroes", "#2e86de", true});
    enc.sides.push_back(Side{"ghosts", "Ghosts", "#00c000", false});
    Unit knight;
    knight.id = "knight";
    knight.name = "Knight";
    knight.side = "heroes";
    knight.cell = Cell{2, 2};
    enc.units.push_back(knight);
    Unit spook;
    spook.id = "spook";
    spook.name = "Spook";
    spook.side = "ghosts";
    spook.cell = Cell{7, 5};
    spook.hidden = true;
    enc.units.push_back(spook);
    enc.map.walls().push_back(Wall{Point{5, 0}, Point{5, 2}, WallKind::Wall, DoorState::Closed});
    enc.map.walls().push_back(Wall{Point{5, 2}, Point{5, 3}, WallKind::Door, DoorState::Closed});
    enc.map.walls().push_back(Wall{Point{5, 3}, Point{5, 4}, WallKind::Window, DoorState::Closed});
    return enc;
}

namespace {

// Resizes, shows and waits until `window` is on screen; processes no events
// after that.
::testing::AssertionResult resizeShowAndWait(QWidget& window, QSize size) {
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) {
        return ::testing::AssertionFailure()
               << window.metaObject()->className() << " shown at " << size.width() << 'x'
               << size.height() << " was not exposed on screen in time";
    }
    return ::testing::AssertionSuccess();
}

} // namespace

::testing::AssertionResult showWindow(QWidget& window, QSize size) {
    ::testing::AssertionResult shown = resizeShowAndWait(window, size);
    if (shown) {
        QCoreApplication::processEvents();
    }
    return shown;
}

::testing::AssertionResult openEncounter(MainWindow& window, Encounter enc, QSize size) {
    window.setQuiet(true);
    window.newEncounter(std::move(enc));
    ::testing::AssertionResult shown = resizeShowAndWait(window, size);
    if (shown) {
        window.mapView()->fitToWindow();
        QCoreApplication::processEvents();
    }
    return shown;
}

QSettings storedSettings() {
    return QSettings(QStringLiteral("Skirmish"), QStringLiteral("Skirmish"));
}

void clearPlayerSettings() {
    storedSettings().remove(QStringLiteral("playerView"));
}

QString sampleDungeonPath() {
    return QStringLiteral(SKIRMISH_SOURCE_DIR "/resources/encounters/dungeon.skirmish");
}

int countPixels(const QImage& image, const std::function<bool(QColor)>& pred, QRect area) {
    const QRect r = area.isNull() ? image.rect() : area & image.rect();
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x) {
            if (pred(image.pixelColor(x, y))) {
                ++n;
            }
        }
    }
    return n;
}

bool near(QColor c, QColor want, int tol) {
    return std::abs(c.red() - want.red()) <= tol && std::abs(c.green() - want.green()) <= tol &&
           std::abs(c.blue() - want.blue()) <= tol;
}

} // namespace skirmish::ui::test
