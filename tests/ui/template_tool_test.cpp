// The area template tool (issue 14 "Area templates"): a template laid with
// the mouse, the units it covers listed, drawn on both views, undone.
#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "scene/render.h"
#include "test_support.h"
#include "tools/template_tool.h"

#include <QSignalSpy>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

constexpr double kPx = 64;

QPointF at(double x, double y) {
    return QPointF(x * kPx, y * kPx);
}

TEST(TemplateTool, LaysACircleListsTheUnitsAndDrawsItOnBothViews) {
    Encounter plain = test::smallEncounter(); // the knight on C3
    plain.fog.enabled = false;
    EncounterDocument doc(plain);
    MapScene scene(&doc, kPx);
    TemplateTool tool(&scene);
    QSignalSpy messages(&scene, &MapScene::message);
    // Press near the grid point [3, 3], release 1.2 squares east: radius 1,
    // the four squares about the point (C3, D3, C4, D4).
    ASSERT_TRUE(tool.place(at(3.1, 2.9), at(4.2, 3)));
    const Encounter& enc = doc.encounter();
    ASSERT_EQ(enc.templates.size(), 1u);
    const AreaTemplate& t = enc.templates[0];
    EXPECT_EQ(t.id, "t1");
    EXPECT_EQ(t.origin, (HalfPoint{6, 6}));
    EXPECT_EQ(t.size, 1);
    EXPECT_EQ(units_in_template(enc, t), std::vector<std::string>{"knight"});
    ASSERT_FALSE(messages.isEmpty());
    const QString said = messages.last().at(0).toString();
    EXPECT_TRUE(said.contains(QStringLiteral("covers 4 squares: Knight"))) << said.toStdString();
    EXPECT_EQ(doc.undoStack()->count(), 1);

    // Drawn on both views: D4 (covered) is tinted orange, F4 (not) is not.
    RenderOptions gm;
    gm.pixelsPerCell = static_cast<int>(kPx);
    gm.grid = false;
    gm.labels = false;
    RenderOptions players = gm;
    players.view = ViewMode::Players;
    for (const RenderOptions& o : {gm, players}) {
        const QImage img = renderEncounter(enc, o);
        const QColor in = img.pixelColor(3 * 64 + 40, 3 * 64 + 40);
        const QColor out = img.pixelColor(5 * 64 + 40, 3 * 64 + 40);
        EXPECT_GT(in.red() - in.blue(), out.red() - out.blue() + 40)
            << (o.view == ViewMode::Players ? "players" : "gm");
    }

    // A right-click on a covered square takes it off; undo brings it back.
    ASSERT_TRUE(tool.removeAt(at(3.5, 3.5)));
    EXPECT_TRUE(doc.encounter().templates.empty());
    doc.undoStack()->undo();
    EXPECT_EQ(doc.encounter().templates.size(), 1u);
    EXPECT_FALSE(tool.removeAt(at(8.5, 7.5))); // nothing there
}

TEST(TemplateTool, AConeSnapsItsStartAndDirection) {
    EncounterDocument doc(test::smallEncounter());
    MapScene scene(&doc, kPx);
    TemplateTool tool(&scene);
    tool.setShape(TemplateShape::Cone);
    // From the middle of A5's left edge [0, 4.5], 3 squares east.
    const AreaTemplate t = tool.shaped("t1", tool.snap(at(0.1, 4.6)), at(3.1, 4.45));
    EXPECT_EQ(t.origin, (HalfPoint{0, 9}));
    EXPECT_EQ(t.toward, (HalfPoint{6, 9}));
    EXPECT_EQ(t.size, 3);
    ASSERT_TRUE(tool.place(at(0.1, 4.6), at(3.1, 4.45)));
    EXPECT_EQ(template_cells(doc.encounter().templates[0], 10, 8).size(), 5u); // A5 B5 C4-C6
    EXPECT_EQ(tool.freeId(), "t2");
}

} // namespace
} // namespace skirmish::ui
