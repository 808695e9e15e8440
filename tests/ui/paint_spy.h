#pragma once
// PaintSpy: how much of a viewport its paint events cover, for the
// "repaint only what changed" test (tests/ui/partial_repaint_test.cpp) and
// the frame_times harness (tests/bench/frame_times.cpp --regions).

#include <QEvent>
#include <QObject>
#include <QPaintEvent>
#include <QRegion>
#include <QWidget>

#include <algorithm>

namespace skirmish::ui::test {

/// The share (0 to 1) of `viewport` its paint events covered since the last take().
class PaintSpy : public QObject {
public:
    explicit PaintSpy(QWidget* viewport) : viewport_(viewport) {
        viewport->installEventFilter(this);
    }
    /// The share of the viewport's pixels repainted (0 to 1), and forgets it.
    double take() {
        qint64 px = 0;
        for (const QRect& r : painted_) {
            px += static_cast<qint64>(r.width()) * r.height();
        }
        painted_ = QRegion();
        return static_cast<double>(px) /
               (static_cast<double>(viewport_->width()) * std::max(1, viewport_->height()));
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == viewport_ && event->type() == QEvent::Paint) {
            painted_ |= static_cast<QPaintEvent*>(event)->region() & viewport_->rect();
        }
        return false;
    }

private:
    QWidget* viewport_;
    QRegion painted_;
};

} // namespace skirmish::ui::test
