// The document runs every change through the engine and the undo stack.
#include "document/encounter_document.h"

#include <gtest/gtest.h>

using namespace skirmish;

namespace {
Encounter two_units() {
    Encounter enc;
    enc.sides = {Side{"red", "Red", "#c0392b", true}};
    Unit a;
    a.id = "a";
    a.name = "Alpha";
    a.side = "red";
    Unit b = a;
    b.id = "b";
    b.name = "Bravo";
    b.cell = {3, 3};
    enc.units = {a, b};
    return enc;
}
} // namespace

TEST(EncounterDocument, ExecuteUndoRedo) {
    ui::EncounterDocument doc(two_units());
    int applied = 0;
    int undone = 0;
    QObject::connect(&doc, &ui::EncounterDocument::eventsApplied,
                     [&](const std::vector<Event>&, bool u) { (u ? undone : applied)++; });
    EXPECT_FALSE(doc.isModified());
    ASSERT_FALSE(doc.execute(MoveUnit{"a", {1, 2}}).has_value());
    EXPECT_EQ(doc.encounter().find_unit("a")->cell, (Cell{1, 2}));
    EXPECT_TRUE(doc.isModified());
    EXPECT_EQ(doc.undoStack()->undoText().toStdString(), "Move Alpha to B3");
    doc.undoStack()->undo();
    EXPECT_EQ(doc.encounter().find_unit("a")->cell, (Cell{0, 0}));
    EXPECT_FALSE(doc.isModified());
    doc.undoStack()->redo();
    EXPECT_EQ(doc.encounter().find_unit("a")->cell, (Cell{1, 2}));
    EXPECT_EQ(applied, 2);
    EXPECT_EQ(undone, 1);
}

TEST(EncounterDocument, RejectedCommandsChangeNothing) {
    ui::EncounterDocument doc(two_units());
    const auto why = doc.execute(MoveUnit{"a", {3, 3}});
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(why->toStdString(), "Alpha cannot stand on D4: Bravo is there");
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_EQ(doc.encounter(), two_units());
}

TEST(EncounterDocument, ResetClearsHistory) {
    ui::EncounterDocument doc(two_units());
    ASSERT_FALSE(doc.execute(RemoveUnit{"b"}).has_value());
    doc.reset(Encounter{}, "/tmp/x.skirmish");
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.filePath(), "/tmp/x.skirmish");
}
