// Saving is atomic and a failed save keeps the old file (issue 2, acceptance 4).
#include "document/encounter_file.h"

#include "io/encounter_json.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>

#include "support/tiny_disk.h"

using namespace skirmish;

namespace {

QByteArray bytes_of(const QString& path) {
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::ReadOnly));
    return f.readAll();
}

Encounter sample() {
    auto enc = ui::loadEncounterFile(SKIRMISH_SOURCE_DIR "/resources/encounters/dungeon.skirmish");
    EXPECT_TRUE(enc.ok()) << enc.reason();
    return enc.value();
}

/// Saves `first` to `path`, then `second` with `options`: that save must
/// fail, keep the first file as it was and leave nothing else beside it.
/// Returns its error ("" when it did not fail).
QString failed_save(const QString& path, const Encounter& first, const Encounter& second,
                    const ui::SaveOptions& options = {}) {
    EXPECT_FALSE(ui::saveEncounterFile(path, first).has_value());
    const QByteArray before = bytes_of(path);
    const auto error = ui::saveEncounterFile(path, second, options);
    EXPECT_TRUE(error.has_value());
    EXPECT_EQ(bytes_of(path), before);
    EXPECT_EQ(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files),
              QStringList{QFileInfo(path).fileName()}); // no temp left
    return error.value_or(QString());
}

Encounter renamed(Encounter enc) {
    enc.name = "Changed";
    return enc;
}

} // namespace

TEST(EncounterFile, SaveAndReopen) {
    QTemporaryDir dir;
    const QString path = dir.filePath("fight.skirmish");
    const Encounter enc = sample();
    ASSERT_FALSE(ui::saveEncounterFile(path, enc).has_value());
    auto back = ui::loadEncounterFile(path);
    ASSERT_TRUE(back.ok()) << back.reason();
    EXPECT_EQ(back.value(), enc);
}

TEST(EncounterFile, ASaveInterruptedMidwayKeepsTheOldFile) {
    QTemporaryDir dir;
    const QString error = failed_save(dir.filePath("fight.skirmish"), sample(), renamed(sample()),
                                      ui::SaveOptions{100});
    EXPECT_TRUE(error.contains("interrupted")) << error.toStdString();
}

TEST(EncounterFile, AnUnwritableEncounterKeepsTheOldFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("fight.skirmish");
    Encounter enc = sample();
    ASSERT_FALSE(ui::saveEncounterFile(path, enc).has_value());
    const QByteArray before = bytes_of(path);
    enc.units.front().name = "Bad \xFF bytes"; // not UTF-8: the writer refuses
    EXPECT_TRUE(ui::saveEncounterFile(path, enc).has_value());
    EXPECT_EQ(bytes_of(path), before);
}

TEST(EncounterFile, SavingIntoAMissingFolderFailsCleanly) {
    QTemporaryDir dir;
    const auto error = ui::saveEncounterFile(dir.filePath("no/such/folder/x.skirmish"), sample());
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(error->startsWith("cannot save")) << error->toStdString();
}

// Issue 16: "A full disk or a read-only folder gives a message that names
// the problem and the path. The previous file is kept."
TEST(EncounterFile, AFullDiskSaysSoAndKeepsTheOldFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("fight.skirmish");
    const QString error =
        failed_save(path, sample(), renamed(sample()), ui::SaveOptions{-1, ENOSPC});
    EXPECT_TRUE(error.startsWith("cannot save " + path + ": the disk is full ("))
        << error.toStdString();
    EXPECT_TRUE(error.contains(" bytes free in " + QFileInfo(path).absolutePath()))
        << error.toStdString();
}

TEST(EncounterFile, AReadOnlyDiskSaysSoAndKeepsTheOldFile) {
    QTemporaryDir dir;
    const QString path = dir.filePath("fight.skirmish");
    EXPECT_EQ(failed_save(path, sample(), renamed(sample()), ui::SaveOptions{-1, EROFS}),
              "cannot save " + path + ": the folder " + QFileInfo(path).absolutePath() +
                  " is on a read-only disk");
}

namespace {

/// An encounter of about `kib` KiB: the sample with long GM notes.
Encounter big_sample(int kib) {
    Encounter enc = sample();
    enc.units.front().notes = std::string(static_cast<std::size_t>(kib) * 1024, 'n');
    return enc;
}

} // namespace

TEST(EncounterFile, ARealFullDiskSaysSoAndKeepsTheOldFile) {
    test::TinyDisk disk("128k");
    if (!disk.ok()) {
        GTEST_SKIP() << disk.why().toStdString();
    }
    // The old file (about 52 KiB) and the new one (about 84 KiB) do not fit
    // side by side, as the atomic save needs; the new one alone does.
    const QString path = disk.filePath("fight.skirmish");
    const QString error = failed_save(path, big_sample(50), big_sample(80));
    EXPECT_TRUE(error.startsWith("cannot save " + path + ": the disk is full ("))
        << error.toStdString();
    // Room made, the same save goes through.
    ASSERT_TRUE(QFile::remove(path));
    EXPECT_FALSE(ui::saveEncounterFile(path, big_sample(80)).has_value());
}

TEST(EncounterFile, ARealReadOnlyDiskSaysSoAndKeepsTheOldFile) {
    test::TinyDisk disk("256k");
    if (!disk.ok()) {
        GTEST_SKIP() << disk.why().toStdString();
    }
    const QString path = disk.filePath("fight.skirmish");
    ASSERT_FALSE(ui::saveEncounterFile(path, sample()).has_value());
    const QByteArray before = bytes_of(path);
    ASSERT_TRUE(disk.makeReadOnly()) << std::strerror(errno);
    Encounter changed = sample();
    changed.name = "Changed";
    const auto error = ui::saveEncounterFile(path, changed);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(*error, "cannot save " + path + ": the folder " + QFileInfo(path).absolutePath() +
                          " is on a read-only disk");
    EXPECT_EQ(bytes_of(path), before);
}

TEST(EncounterFile, LoadReportsTheJsonPath) {
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.skirmish");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(
        R"({"format":"skirmish-encounter","version":1,"ruleset":"phases","map":{"width":0,"height":3}})");
    f.close();
    auto r = ui::loadEncounterFile(path);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.reason(), "map.width: 0 is out of range 1..1000");
}
