#include "document/long_work_progress.h"

#include <QCoreApplication>

#include <limits>

namespace skirmish::ui {

LongWorkProgress::LongWorkProgress(QWidget* parent, QString label, int afterMs)
    : QObject(parent), parent_(parent), label_(std::move(label)), afterMs_(afterMs) {}

void LongWorkProgress::step(std::size_t done, std::size_t total) {
    if (done == 0) {
        timer_.start();
    }
    if (done >= total) {
        if (dialog_) {
            dialog_->hide(); // now: a nested event loop may run deleteLater() late
            dialog_->deleteLater();
            dialog_ = nullptr;
        }
        return;
    }
    const int max = static_cast<int>(std::min<std::size_t>(total, std::numeric_limits<int>::max()));
    if (!dialog_ && timer_.isValid() && timer_.elapsed() >= afterMs_) {
        dialog_ = new QProgressDialog(label_, QString(), 0, max, parent_);
        dialog_->setWindowModality(Qt::WindowModal); // nothing else is clicked meanwhile
        dialog_->setMinimumDuration(0);
        dialog_->setAutoClose(false);
        dialog_->setAutoReset(false);
        dialog_->show();
    }
    if (dialog_) {
        dialog_->setMaximum(max);
        // A modal dialog's setValue() processes events, so the bar paints.
        dialog_->setValue(
            static_cast<int>(std::min<std::size_t>(done, static_cast<std::size_t>(max))));
    }
}

} // namespace skirmish::ui
