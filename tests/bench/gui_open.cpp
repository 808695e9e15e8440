// gui_open: how long the GUI takes to open an encounter file, from the
// open (MainWindow::openFile, as File > Open does) to the GM's map painted
// once, under the offscreen platform at 1920 x 1080. Prints the time to
// openFile's return and to the first painted frame, in milliseconds, the
// median of `--runs N` opens (default 3). Not a test; not run by ctest.
//   gui_open FILE [--runs N]
// Make the large files with make_big_encounter.
#include "mainwindow.h"
#include "views/map_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace skirmish::ui;

namespace {

/// Notes that its object received a paint event.
class PaintWatch : public QObject {
public:
    bool painted = false;
    bool eventFilter(QObject*, QEvent* e) override {
        painted = painted || e->type() == QEvent::Paint;
        return false;
    }
};

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // leaves the user's settings alone
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE [--runs N]\n", argv[0]);
        return 2;
    }
    int runs = 3;
    for (int i = 2; i + 1 < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0) {
            runs = std::max(1, std::atoi(argv[i + 1]));
        }
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    std::vector<double> opened;
    std::vector<double> painted;
    for (int run = 0; run < runs; ++run) {
        MainWindow window;
        window.setQuiet(true);
        window.resize(1920, 1080);
        window.show();
        QCoreApplication::processEvents();
        PaintWatch watch;
        window.mapView()->viewport()->installEventFilter(&watch);
        QElapsedTimer timer;
        timer.start();
        if (!window.openFile(path)) {
            std::fprintf(stderr, "cannot open %s\n", argv[1]);
            return 1;
        }
        opened.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        watch.painted = false;
        window.mapView()->viewport()->update();
        while (!watch.painted && timer.elapsed() < 600000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        }
        if (!watch.painted) {
            std::fprintf(stderr, "no frame painted within 600 s\n");
            return 1;
        }
        painted.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        std::fprintf(stderr, "run %d: open %.1f ms, first frame %.1f ms\n", run + 1, opened.back(),
                     painted.back());
    }
    std::printf("%s: open %.1f ms, first painted frame %.1f ms (median of %d)\n", argv[1],
                median(opened), median(painted), runs);
    return 0;
}
