// Issue 15, token images: chosen in the unit dialog or dropped on a token,
// drawn cropped to a circle in the side's colour ring on both views; a
// file too large says how to fix it.
#include "dialogs/unit_dialog.h"
#include "document/encounter_document.h"
#include "document/token_image_file.h"
#include "mainwindow.h"
#include "scene/map_scene.h"
#include "scene/token_item.h"
#include "test_support.h"
#include "views/map_view.h"
#include "views/player_view.h"

#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QGraphicsSceneDragDropEvent>
#include <QImage>
#include <QMimeData>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

#include <gtest/gtest.h>

namespace skirmish::ui {
namespace {

/// A portrait-like test image: a gradient, a face-ish disc, a letter.
QImage portrait(int i, int w = 96, int h = 128) {
    QImage img(w, h, QImage::Format_RGB32);
    QPainter p(&img);
    QLinearGradient g(0, 0, 0, h);
    g.setColorAt(0, QColor::fromHsv((i * 37) % 360, 120, 230));
    g.setColorAt(1, QColor::fromHsv((i * 37 + 40) % 360, 200, 90));
    p.fillRect(img.rect(), g);
    p.setRenderHint(QPainter::Antialiasing);
    p.setBrush(QColor(240, 200, 160));
    p.setPen(Qt::NoPen);
    p.drawEllipse(QRectF(w * 0.25, h * 0.2, w * 0.5, h * 0.45));
    p.setPen(QColor(30, 30, 30));
    QFont f;
    f.setPixelSize(h / 4);
    f.setBold(true);
    p.setFont(f);
    p.drawText(img.rect().adjusted(0, h / 2, 0, 0), Qt::AlignCenter, QString(QChar('A' + i % 26)));
    return img;
}

QString savePng(const QTemporaryDir& dir, const QString& name, const QImage& img) {
    const QString path = dir.filePath(name);
    EXPECT_TRUE(img.save(path, "PNG"));
    return path;
}

TEST(TokenImage, TheDialogTakesAFileAndKeepsItsBytes) {
    QTemporaryDir dir;
    const QString path = savePng(dir, QStringLiteral("knight.png"), portrait(1));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const Encounter enc = test::smallEncounter();
    UnitDialog dialog(enc, enc.units[0]);
    ASSERT_TRUE(dialog.setImageFile(path));
    const Unit u = dialog.unit();
    ASSERT_TRUE(u.image.has_value());
    EXPECT_EQ(u.image->format, "png");
    EXPECT_EQ(QByteArray(reinterpret_cast<const char*>(u.image->bytes.data()),
                         static_cast<qsizetype>(u.image->bytes.size())),
              bytes);
}

// A 20 MB image: a clear error that says what to do, and nothing set.
TEST(TokenImage, ATwentyMegabyteImageIsRefusedWithASuggestion) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.png"));
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    QByteArray data(20 << 20, '\0');
    const char sig[] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};
    std::copy(std::begin(sig), std::end(sig), data.begin());
    f.write(data);
    f.close();
    QString why;
    EXPECT_FALSE(readTokenImage(path, &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("20.0 MB"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("Scale it down"))) << why.toStdString();
    const Encounter enc = test::smallEncounter();
    UnitDialog dialog(enc, enc.units[0]);
    EXPECT_FALSE(dialog.setImageFile(path));
    EXPECT_FALSE(dialog.unit().image.has_value());
    // Not an image at all.
    const QString text = dir.filePath(QStringLiteral("notes.png"));
    QFile t(text);
    ASSERT_TRUE(t.open(QIODevice::WriteOnly));
    t.write("hello");
    t.close();
    EXPECT_FALSE(readTokenImage(text, &why).has_value());
    EXPECT_TRUE(why.contains(QStringLiteral("not a PNG, JPEG or WebP"))) << why.toStdString();
}

class TokenImageWindow : public ::testing::Test {
protected:
    void SetUp() override {
        window.setQuiet(true);
        window.newEncounter(test::smallEncounter());
        window.resize(1000, 700);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    }
    MainWindow window;
    QTemporaryDir dir;
};

// Dropping an image file on a token sets it: one undoable EditUnit; both
// views draw it.
TEST_F(TokenImageWindow, DroppingAnImageOnATokenSetsIt) {
    const QString path = savePng(dir, QStringLiteral("face.png"), portrait(2));
    MapScene* scene = window.scene();
    const double px = scene->cellPixels();
    const QPointF onKnight = scene->cellToScene(Cell{2, 2}) + QPointF(px / 2, px / 2);
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QGraphicsSceneDragDropEvent move(QEvent::GraphicsSceneDragMove);
    move.setScenePos(scene->cellToScene(Cell{0, 7}) + QPointF(px / 2, px / 2)); // no token
    move.setMimeData(&mime);
    move.setProposedAction(Qt::CopyAction);
    QCoreApplication::sendEvent(scene, &move);
    EXPECT_FALSE(move.isAccepted());
    QGraphicsSceneDragDropEvent drop(QEvent::GraphicsSceneDrop);
    drop.setScenePos(onKnight);
    drop.setMimeData(&mime);
    drop.setProposedAction(Qt::CopyAction);
    QCoreApplication::sendEvent(scene, &drop);
    const Unit* knight = window.document()->encounter().find_unit("knight");
    ASSERT_TRUE(knight->image.has_value());
    EXPECT_EQ(knight->image->format, "png");
    ASSERT_NE(scene->token(QStringLiteral("knight")), nullptr);
    EXPECT_TRUE(scene->token(QStringLiteral("knight"))->hasImage());
    PlayerView* players = window.openPlayerView();
    QCoreApplication::processEvents();
    ASSERT_NE(players->scene()->token(QStringLiteral("knight")), nullptr);
    EXPECT_TRUE(players->scene()->token(QStringLiteral("knight"))->hasImage());
    window.document()->undoStack()->undo();
    EXPECT_FALSE(window.document()->encounter().find_unit("knight")->image.has_value());
    EXPECT_FALSE(scene->token(QStringLiteral("knight"))->hasImage());
}

// Not a check: the projector view with 12 tokens wearing images, side by
// side in two ranks (their labels must not overlap), for docs/images. Run
//   ui_tests --gtest_also_run_disabled_tests --gtest_filter='*TokenImagesScreenshot*'
TEST_F(TokenImageWindow, DISABLED_TokenImagesScreenshot) {
    Encounter enc;
    enc.name = "Twelve faces";
    enc.map = BattleMap(12, 8);
    enc.sides = {Side{"party", "Party", "#2e86de", true}, Side{"bandits", "Bandits", "#c0392b"}};
    const char* names[] = {"Roland", "Clementine", "Theobald", "Sybilla", "Ana",    "Boudica",
                           "Bandit", "Bandit 2",   "Bandit 3", "Leader",  "Archer", "Archer 2"};
    for (int i = 0; i < 12; ++i) {
        Unit u{"u" + std::to_string(i), names[i], i < 6 ? "party" : "bandits",
               Cell{3 + i % 6, i < 6 ? 2 : 4}};
        QByteArray png;
        QBuffer buf(&png);
        buf.open(QIODevice::WriteOnly);
        portrait(i).save(&buf, "PNG");
        u.image = TokenImage{std::vector<std::uint8_t>(png.begin(), png.end()), "png"};
        u.stats = {{"hp", 10 - i % 4}, {"hp_max", 10}};
        enc.units.push_back(u);
    }
    window.newEncounter(enc);
    PlayerView* pv = window.openPlayerView();
    pv->resize(1000, 700);
    QTest::qWait(300);
    const QString out = QStringLiteral(SKIRMISH_SOURCE_DIR "/docs/images");
    QDir().mkpath(out);
    ASSERT_TRUE(pv->grab().save(out + QStringLiteral("/projector-token-images.png")));
}

} // namespace
} // namespace skirmish::ui
