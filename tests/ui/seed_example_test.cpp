// Issue 15 acceptance: the seed 003 example encounter (Balthasar WIT 12,
// Sybilla WIT 6 and Theobald WIT 9 against two bandits, WIT 8, and their
// leader, WIT 10; ../shared/seeds/003, "Example") built on the bundled map
// in at most 40 simulated inputs, from an empty template library, saving
// two templates and placing the second bandit by duplication; then the same
// six in `teams`, placed from a template library imported from CSV.
//
// An input is one thing the GM does: a key (with its modifiers), a click,
// a typed entry (a name or a number), a menu item (counted as two: the menu
// and the item), a file chosen in a file dialog (three: the button, the
// name, Enter). The tests drive the real dialogs, which are modal, from
// timers.
#include "dialogs/side_dialog.h"
#include "dialogs/stat_form.h"
#include "dialogs/unit_dialog.h"
#include "docks/template_library_dock.h"
#include "document/encounter_document.h"
#include "document/encounter_file.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "views/map_view.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>
#include <iostream>
#include <map>
#include <memory>

namespace skirmish::ui {
namespace {

/// The bundled dungeon's map with no sides and no units, under `ruleset`.
Encounter bundledMap(RulesetId ruleset) {
    auto r = loadEncounterFile(test::sampleDungeonPath());
    EXPECT_TRUE(r.ok()) << r.reason();
    Encounter e = r.ok() ? r.value() : Encounter{};
    e.name = "Bandits on the road";
    e.ruleset = ruleset;
    e.units.clear();
    e.sides.clear();
    return e;
}

struct Expected {
    const char* name;
    const char* side;
    int wit;
};
// ../shared/seeds/003, "Example".
const Expected kExample[] = {{"Balthasar", "Players", 12}, {"Sybilla", "Players", 6},
                             {"Theobald", "Players", 9},   {"Bandit", "Bandits", 8},
                             {"Bandit 2", "Bandits", 8},   {"Bandit Leader", "Bandits", 10}};

class SeedExampleTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        window.resize(1200, 800);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.templateLibrary()->setLibraryPath(dir.filePath(QStringLiteral("templates.json")));
        // A dialog nobody drives fails the test instead of hanging it.
        QObject::connect(&watchdog, &QTimer::timeout, [] {
            if (QWidget* modal = QApplication::activeModalWidget()) {
                ADD_FAILURE() << "an unexpected dialog: " << modal->metaObject()->className() << " "
                              << modal->windowTitle().toStdString();
                modal->close();
            }
        });
        watchdog.start(3000);
    }
    const Encounter& enc() { return window.document()->encounter(); }

    /// Where keys go: the focused widget, else the active modal dialog.
    static QWidget* focused() {
        if (QWidget* modal = QApplication::activeModalWidget()) {
            return modal->focusWidget() != nullptr ? modal->focusWidget() : modal;
        }
        return QApplication::focusWidget();
    }
    /// The window manager's part, which the offscreen platform leaves out:
    /// the window that gets an input is the active one (a dialog that just
    /// closed hands the keys back to the main window).
    static void activate(QWidget* w) {
        QWidget* win = w->window();
        for (int i = 0; i < 100 && QApplication::activeWindow() != win; ++i) {
            win->activateWindow();
            QTest::qWait(10);
        }
        EXPECT_EQ(QApplication::activeWindow(), win);
    }
    void key(QWidget* w, Qt::Key k, Qt::KeyboardModifiers mods = {}) {
        ++inputs;
        activate(w);
        QTest::keyClick(w, k, mods);
    }
    void type(QWidget* w, const QString& text) {
        ++inputs;
        activate(w);
        QTest::keyClicks(w, text);
    }
    void click(QWidget* w, QPoint at = {}) {
        ++inputs;
        activate(w);
        QTest::mouseClick(w, Qt::LeftButton, {}, at.isNull() ? w->rect().center() : at);
    }
    void menuItem(QAction* a) {
        inputs += 2;
        a->trigger();
    }
    /// Runs `drive` on the next modal dialog of type D once it is open
    /// (looked for every 10 ms, for up to 5 s).
    template <class D> void whenOpen(std::function<void(D*)> drive) {
        auto* poll = new QTimer(&window);
        auto tries = std::make_shared<int>(0);
        QObject::connect(poll, &QTimer::timeout, poll, [poll, tries, drive] {
            if (auto* d = qobject_cast<D*>(QApplication::activeModalWidget())) {
                poll->stop();
                poll->deleteLater();
                activate(d);
                drive(d);
            } else if (++*tries > 500) {
                poll->stop();
                poll->deleteLater();
                ADD_FAILURE() << "the expected dialog did not open";
            }
        });
        poll->start(10);
    }
    /// The side dialog: a name, then Enter.
    void driveSide(const QString& name, const std::function<void()>& then = {}) {
        whenOpen<SideDialog>([this, name, then](SideDialog*) {
            type(focused(), name);
            if (then) {
                then();
            }
            key(focused(), Qt::Key_Return);
        });
    }
    /// The unit dialog: a name, the side chosen by keyboard when `otherSide`
    /// (Alt+I, Down), WIT typed into its box, then Enter.
    void driveUnit(const QString& name, int wit, bool otherSide = false) {
        whenOpen<UnitDialog>([this, name, wit, otherSide](UnitDialog* d) {
            type(focused(), name);
            if (otherSide) {
                key(focused(), Qt::Key_I, Qt::AltModifier);
                key(focused(), Qt::Key_Down);
            }
            QSpinBox* box = d->statForm()->field("wit");
            ASSERT_NE(box, nullptr);
            click(box->findChild<QLineEdit*>()); // where a click lands: the number
            type(focused(), QString::number(wit));
            key(focused(), Qt::Key_Return);
            EXPECT_FALSE(d->isVisible())
                << name.toStdString() << ": " << d->validate().value_or(QString()).toStdString()
                << " focus " << (focused() ? focused()->metaObject()->className() : "none");
        });
    }

    /// The six of the example by name on their sides; with `wit`, each with
    /// its WIT too. Returns each unit by name.
    std::map<std::string, const Unit*> expectTheExample(bool wit) {
        std::map<std::string, const Unit*> out;
        EXPECT_EQ(enc().units.size(), std::size(kExample));
        for (const Expected& x : kExample) {
            const auto u = std::find_if(enc().units.begin(), enc().units.end(),
                                        [&](const Unit& u) { return u.name == x.name; });
            if (u == enc().units.end()) {
                ADD_FAILURE() << x.name << " is missing";
                continue;
            }
            out[x.name] = &*u;
            EXPECT_EQ(enc().find_side(u->side)->name, x.side) << x.name;
            if (wit) {
                EXPECT_EQ(u->stats.count("wit") == 1 ? u->stats.at("wit") : -1, x.wit) << x.name;
            }
        }
        return out;
    }

    QTemporaryDir dir;
    MainWindow window;
    QTimer watchdog;
    int inputs = 0;
};

TEST_F(SeedExampleTest, Seed003ExampleInAtMost40Inputs) {
    window.newEncounter(bundledMap(RulesetId::Factions));
    ASSERT_TRUE(window.templateLibrary()->templates().empty());
    MapView* map = window.mapView();
    map->setFocus();
    // The first unit asks for a side first: the Players (the first side is
    // the players' by default).
    driveSide(QStringLiteral("Players"), [this] { driveUnit(QStringLiteral("Balthasar"), 12); });
    key(map, Qt::Key_Insert);
    // New units join the selected unit's side.
    driveUnit(QStringLiteral("Sybilla"), 6);
    key(map, Qt::Key_Insert);
    driveUnit(QStringLiteral("Theobald"), 9);
    key(map, Qt::Key_Insert);
    driveSide(QStringLiteral("Bandits"));
    menuItem(window.addSideAction());
    driveUnit(QStringLiteral("Bandit"), 8, true);
    key(map, Qt::Key_Insert);
    key(map, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier); // keep it as a template
    key(map, Qt::Key_D, Qt::ControlModifier);                     // Bandit 2
    driveUnit(QStringLiteral("Bandit Leader"), 10);
    key(map, Qt::Key_Insert);
    key(map, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);

    EXPECT_LE(inputs, 40);
    std::cout << "seed 003 example built in " << inputs << " inputs\n";
    expectTheExample(true);
    // Six different free squares.
    for (const Unit& a : enc().units) {
        for (const Unit& b : enc().units) {
            EXPECT_TRUE(&a == &b || !(a.cell == b.cell)) << a.name << " " << b.name;
        }
    }
    // The two templates, kept in the library file for next time.
    const auto& kept = window.templateLibrary()->templates();
    ASSERT_EQ(kept.size(), 2U);
    EXPECT_EQ(kept[0].unit.name, "Bandit");
    EXPECT_EQ(kept[1].unit.name, "Bandit Leader");
    EXPECT_EQ(kept[1].unit.stats.at("wit"), 10);
    EXPECT_TRUE(QFile::exists(window.templateLibrary()->libraryPath()));
    if (qEnvironmentVariableIsSet("SKIRMISH_COMBAT_PNG_DIR")) { // to look at it
        window.grab().save(qEnvironmentVariable("SKIRMISH_COMBAT_PNG_DIR") +
                           QStringLiteral("/seed-003-built.png"));
    }
}

TEST_F(SeedExampleTest, TheSameInTeamsFromACsvLibrary) {
    // A bestiary as a GM would paste it from a spreadsheet.
    const QString csv = dir.filePath(QStringLiteral("bestiary.csv"));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("name,ruleset,endurance,health,attribute_die,combat_die,damage\n"
            "Balthasar,teams,12,10,10,8,4\n"
            "Sybilla,teams,8,8,6,6,3\n"
            "Theobald,teams,10,10,8,8,4\n"
            "Bandit,teams,6,6,6,6,3\n"
            "Bandit Leader,teams,10,8,8,8,4\n");
    f.close();
    window.newEncounter(bundledMap(RulesetId::Teams));
    MapView* map = window.mapView();
    map->setFocus();
    driveSide(QStringLiteral("Players"));
    menuItem(window.addSideAction());
    driveSide(QStringLiteral("Bandits"));
    menuItem(window.addSideAction());
    inputs += 3; // Import..., the file's name, Enter
    TemplateLibraryDock* dock = window.templateLibrary();
    ASSERT_TRUE(dock->importFile(csv));
    ASSERT_EQ(dock->list()->count(), 5);
    auto placeRow = [&](int row) {
        QListWidget* list = dock->list();
        click(list->viewport(), list->visualItemRect(list->item(row)).center());
        key(map, Qt::Key_T);
    };
    auto chooseSide = [&](const QString& name) {
        inputs += 2; // the side box, then the side
        dock->sideChoice()->setCurrentIndex(dock->sideChoice()->findText(name));
    };
    chooseSide(QStringLiteral("Bandits"));
    placeRow(3);                              // Bandit
    key(map, Qt::Key_D, Qt::ControlModifier); // Bandit 2
    placeRow(4);                              // Bandit Leader
    chooseSide(QStringLiteral("Players"));
    placeRow(0);
    placeRow(1);
    placeRow(2);

    EXPECT_LE(inputs, 40);
    std::cout << "seed 003 example in teams built in " << inputs << " inputs\n";
    const Unit* leader = expectTheExample(false)["Bandit Leader"];
    ASSERT_NE(leader, nullptr);
    EXPECT_EQ(leader->stats.at("endurance"), 10); // the CSV's row
    EXPECT_EQ(leader->stats.at("combat_die"), 8);
}

} // namespace
} // namespace skirmish::ui
