// renderEncounter: exact sizes, side colours, the players' view.
#include "document/encounter_file.h"
#include "scene/background_image.h"
#include "scene/render.h"
#include "test_support.h"

#include <QBuffer>
#include <QFile>
#include <QImageReader>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

bool greenish(QColor c) {
    return c.green() > c.red() + 60 && c.green() > c.blue() + 60;
}

TEST(Render, SizeIsWidthTimesPixelsPerCell) {
    const Encounter enc = test::smallEncounter();
    const QImage a = renderEncounter(enc);
    EXPECT_EQ(a.size(), QSize(10 * 64, 8 * 64));
    RenderOptions o;
    o.pixelsPerCell = 37;
    const QImage b = renderEncounter(enc, o);
    EXPECT_EQ(b.size(), QSize(370, 296));
    o.grid = false;
    o.labels = false;
    EXPECT_EQ(renderEncounter(enc, o).size(), QSize(370, 296));
}

TEST(Render, DefaultScaleComesFromTheBackground) {
    Encounter enc = test::smallEncounter();
    QImage bg(10 * 20, 8 * 20, QImage::Format_RGB32);
    bg.fill(Qt::white);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    ASSERT_TRUE(bg.save(&buffer, "PNG"));
    enc.map.set_background(
        Background{std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "png", 20});
    EXPECT_DOUBLE_EQ(renderPixelsPerCell(enc, {}), 20);
    const QImage image = renderEncounter(enc);
    EXPECT_EQ(image.size(), QSize(200, 160));
    // The white background shows in a cell away from labels, walls and tokens (I2).
    EXPECT_TRUE(test::near(image.pixelColor(8 * 20 + 10, 1 * 20 + 10), Qt::white, 40));
}

TEST(Render, SideColourShowsAndHiddenUnitsOnlyForTheGm) {
    const Encounter enc = test::smallEncounter();
    const QRect spookCell(7 * 64, 5 * 64, 64, 64);
    const QRect knightCell(2 * 64, 2 * 64, 64, 64);

    const QImage gm = renderEncounter(enc);
    EXPECT_GT(test::countPixels(
                  gm, [](QColor c) { return test::near(c, QColor("#2e86de")); }, knightCell),
              500);
    EXPECT_GT(test::countPixels(gm, greenish, spookCell), 300);

    RenderOptions players;
    players.view = ViewMode::Players;
    const QImage pv = renderEncounter(enc, players);
    EXPECT_EQ(test::countPixels(pv, greenish), 0);
    EXPECT_GT(test::countPixels(
                  pv, [](QColor c) { return test::near(c, QColor("#2e86de")); }, knightCell),
              500);
}

TEST(Render, BundledSample) {
    if (!QFile::exists(test::sampleDungeonPath())) {
        GTEST_SKIP() << "no sample at " << test::sampleDungeonPath().toStdString();
    }
    auto enc = loadEncounterFile(test::sampleDungeonPath());
    ASSERT_TRUE(enc.ok()) << enc.reason();
    const QImage image = renderEncounter(enc.value());
    EXPECT_EQ(image.width(), enc.value().map.width() * 64);
    EXPECT_EQ(image.height(), enc.value().map.height() * 64);
}

TEST(Render, ImportedUvttMapKeepsItsScale) {
    const QString path =
        QStringLiteral(SKIRMISH_SHARED_DIR "/samples/uvtt/Imagix_uvtt2fgu_sampleMap.dd2vtt");
    if (!QFile::exists(path)) {
        GTEST_SKIP() << "no sample at " << path.toStdString();
    }
    auto enc = importUvttFile(path, RulesetId::Sides);
    ASSERT_TRUE(enc.ok()) << enc.reason();
    ASSERT_TRUE(enc.value().map.background().has_value());
    RenderOptions o;
    o.pixelsPerCell = 32;
    const QImage image = renderEncounter(enc.value(), o);
    EXPECT_EQ(image.size(), QSize(enc.value().map.width() * 32, enc.value().map.height() * 32));
    // The background was decoded: the picture is not a flat fill.
    EXPECT_GT(test::countPixels(image, [](QColor c) { return c.red() < 150; }), 1000);
}

} // namespace
} // namespace skirmish::ui

namespace skirmish::ui {
namespace {

Background pngBackground(int side, double pixelsPerCell) {
    QImage image(side, side, QImage::Format_RGB32);
    image.fill(QColor(120, 90, 60));
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    EXPECT_TRUE(image.save(&buffer, "PNG"));
    Background bg;
    bg.format = "png";
    bg.bytes.assign(png.begin(), png.end());
    bg.pixels_per_cell = pixelsPerCell;
    return bg;
}

// Issue 16: a background with more pixels a square than the views need is
// decoded scaled down; one over the decoding limit gets a reason that says
// so and suggests downscaling (it was dropped without a word).
TEST(BackgroundImage, BigImagesAreScaledDownOrRefusedWithAReason) {
    const DecodedBackground fine = decodeBackground(pngBackground(200, 100));
    ASSERT_FALSE(fine.image.isNull()) << fine.problem.toStdString();
    EXPECT_EQ(fine.image.size(), QSize(200, 200));
    EXPECT_EQ(fine.pixelsPerCell, 100);
    const DecodedBackground big = decodeBackground(pngBackground(2048, 1024));
    ASSERT_FALSE(big.image.isNull()) << big.problem.toStdString();
    EXPECT_EQ(big.image.size(), QSize(512, 512)); // 2 squares of 256 px
    EXPECT_EQ(big.pixelsPerCell, kMaxPixelsPerCell);
    // 1024 x 1024 px at 4 bytes is 4 MB: over a 1 MB limit.
    const int processLimit = QImageReader::allocationLimit();
    const DecodedBackground over = decodeBackground(pngBackground(1024, 256), 1);
    // Qt's limit is the whole process's: the 1 MB must not outlive the call
    // (it made a later test's exported PNG unreadable in the same process).
    EXPECT_EQ(QImageReader::allocationLimit(), processLimit);
    EXPECT_TRUE(over.image.isNull());
    EXPECT_TRUE(over.problem.contains(QStringLiteral("too large"))) << over.problem.toStdString();
    EXPECT_TRUE(over.problem.contains(QStringLiteral("Downscale"))) << over.problem.toStdString();
    EXPECT_TRUE(over.problem.contains(QStringLiteral("1024 x 1024"))) << over.problem.toStdString();
}

} // namespace
} // namespace skirmish::ui
