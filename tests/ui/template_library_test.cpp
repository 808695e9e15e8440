// Issue 15, templates and roster: save a unit as a template, place it with
// T (numbered, on the chosen side), import a bestiary from CSV, export it.
#include "docks/template_library_dock.h"
#include "document/encounter_document.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "test_support.h"
#include "views/map_view.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

class TemplateTest : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        Encounter enc = test::smallEncounter();
        enc.ruleset = RulesetId::Factions;
        window.newEncounter(enc);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        dock()->setLibraryPath(dir.filePath(QStringLiteral("templates.json")));
    }
    TemplateLibraryDock* dock() { return window.templateLibrary(); }
    const Encounter& enc() { return window.document()->encounter(); }
    QTemporaryDir dir;
    MainWindow window;
};

TEST_F(TemplateTest, SaveAUnitThenPlaceItWithT) {
    Unit spook = *enc().find_unit("spook");
    spook.stats = {{"health", 6}, {"wit", 8}};
    ASSERT_FALSE(window.document()->execute(EditUnit{spook}));
    window.scene()->selectUnit(QStringLiteral("spook"));
    QTest::keyClick(window.mapView(), Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
    ASSERT_EQ(dock()->templates().size(), 1U);
    EXPECT_EQ(dock()->list()->count(), 1);
    EXPECT_TRUE(QFile::exists(dock()->libraryPath()));
    // The side placed on: the ghosts (enemies first).
    EXPECT_EQ(dock()->sideChoice()->currentData().toString(), QStringLiteral("ghosts"));
    QTest::keyClick(window.mapView(), Qt::Key_T);
    const Unit* placed = enc().find_unit("spook-2");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->name, "Spook 2");
    EXPECT_EQ(placed->side, "ghosts");
    EXPECT_EQ(placed->stats.at("wit"), 8);
    EXPECT_FALSE(placed->hidden); // visibility is the encounter's, not the template's
    window.document()->undoStack()->undo();
    EXPECT_EQ(enc().find_unit("spook-2"), nullptr);
    // Another ruleset's encounter lists none of it; the library keeps it.
    // The line over the list names the ruleset; the title (its tab beside
    // Units) stays short.
    EXPECT_EQ(dock()->rulesetLabel()->text(), QStringLiteral("Templates for Factions (seed 003)"));
    Encounter other = test::smallEncounter();
    other.ruleset = RulesetId::Sides;
    window.newEncounter(other);
    EXPECT_EQ(dock()->rulesetLabel()->text(), QStringLiteral("Templates for Sides (seed 002)"));
    EXPECT_EQ(dock()->windowTitle(), QStringLiteral("Templates"));
    EXPECT_EQ(dock()->list()->count(), 0);
    EXPECT_EQ(dock()->templates().size(), 1U);
}

TEST_F(TemplateTest, ABestiaryImportsFromCsvAndReloads) {
    const QString csv = dir.filePath(QStringLiteral("bestiary.csv"));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("name,wit,agi,health,damage_die,armour\nBandit,8,9,6,6,1\nBandit leader,10,10,8,8,2\n");
    f.close();
    ASSERT_TRUE(dock()->importFile(csv));
    ASSERT_EQ(dock()->list()->count(), 2);
    EXPECT_EQ(dock()->templates()[1].unit.stats.at("armour"), 2);
    EXPECT_EQ(dock()->templates()[1].ruleset, RulesetId::Factions); // the encounter's
    // A second library object reads the same file back.
    TemplateLibraryDock again(window.document(), window.scene(), window.mapView());
    again.setLibraryPath(dock()->libraryPath());
    EXPECT_EQ(again.templates(), dock()->templates());
    // Exported as JSON, imported into an empty library: the same templates.
    const QString json = dir.filePath(QStringLiteral("out.json"));
    ASSERT_TRUE(dock()->exportFile(json));
    again.setLibraryPath(dir.filePath(QStringLiteral("empty.json")));
    ASSERT_TRUE(again.importFile(json));
    EXPECT_EQ(again.templates(), dock()->templates());
    // A bad CSV: a clear reason, nothing added.
    QFile b(dir.filePath(QStringLiteral("bad.csv")));
    ASSERT_TRUE(b.open(QIODevice::WriteOnly));
    b.write("name,wit\nOrc,clever\n");
    b.close();
    EXPECT_FALSE(dock()->importFile(b.fileName()));
    EXPECT_EQ(dock()->templates().size(), 2U);
}

// A library that does not read (damaged, or from a newer version) is never
// written over: saving says why and leaves the file as it was.
TEST_F(TemplateTest, AnUnreadableLibraryIsNeverWrittenOver) {
    const QString path = dir.filePath(QStringLiteral("newer.json"));
    const QByteArray newer = R"({"format":"skirmish-templates","version":9,"templates":[]})";
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(newer);
    f.close();
    dock()->setLibraryPath(path);
    EXPECT_EQ(dock()->list()->count(), 0);
    EXPECT_FALSE(dock()->saveUnit(QStringLiteral("knight")));
    QFile again(path);
    ASSERT_TRUE(again.open(QIODevice::ReadOnly));
    EXPECT_EQ(again.readAll(), newer);
}

// A template dragged from the list onto the map is placed where it drops.
TEST_F(TemplateTest, DraggingATemplateOntoTheMapPlacesItThere) {
    ASSERT_TRUE(dock()->saveUnit(QStringLiteral("knight")));
    dock()->sideChoice()->setCurrentIndex(dock()->sideChoice()->findData(QStringLiteral("heroes")));
    QMimeData* mime = dock()->list()->model()->mimeData({dock()->list()->model()->index(0, 0)});
    ASSERT_NE(mime, nullptr);
    ASSERT_TRUE(mime->hasFormat(MapScene::kTemplateMime));
    MapScene* scene = window.scene();
    const double px = scene->cellPixels();
    QGraphicsSceneDragDropEvent drop(QEvent::GraphicsSceneDrop);
    drop.setScenePos(scene->cellToScene(Cell{8, 6}) + QPointF(px / 2, px / 2));
    drop.setMimeData(mime);
    drop.setProposedAction(Qt::CopyAction);
    QCoreApplication::sendEvent(scene, &drop);
    delete mime;
    const Unit* placed = enc().find_unit("knight-2");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->cell, (Cell{8, 6}));
    EXPECT_EQ(placed->side, "heroes");
}

// Not a check: the library dock with a bestiary, for docs/images. Run with
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*TemplateLibraryScreenshot*'
TEST_F(TemplateTest, DISABLED_TemplateLibraryScreenshot) {
    const QString csv = dir.filePath(QStringLiteral("bestiary.csv"));
    QFile f(csv);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("name,wit,agi,health,damage_die,armour,specials\n"
            "Bandit,8,9,6,6,1,\nBandit leader,10,10,8,8,2,Immune to fear\n"
            "Wolf,6,12,5,6,0,\nCultist,9,8,6,4,0,\nOgre,7,6,16,10,1,\n");
    f.close();
    ASSERT_TRUE(dock()->importFile(csv));
    window.resize(1200, 760);
    dock()->raise();
    dock()->list()->setCurrentRow(1);
    QTest::qWait(200);
    const QString out = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    ASSERT_TRUE(dock()->grab().save(out + QStringLiteral("/template-library.png")));
}

} // namespace
} // namespace skirmish::ui
