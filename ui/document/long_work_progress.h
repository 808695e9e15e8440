#pragma once
/// @file LongWorkProgress: a progress bar for work on the GUI thread that
/// takes over half a second (issue 17), such as the party's views on a
/// large map when a file opens or a wall changes (PartySight).

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QString>

#include <cstddef>

namespace skirmish::ui {

class LongWorkProgress : public QObject {
    Q_OBJECT
public:
    /// A bar over `parent`'s window, with `label`, shown once a piece of
    /// work has run for `afterMs` milliseconds (500: the GM notices a
    /// wait, and shorter work shows no flash).
    LongWorkProgress(QWidget* parent, QString label, int afterMs = 500);

    /// The work has done `done` of `total` steps; (0, total) starts it, and
    /// done == total ends it (the bar closes). Paints the bar when shown.
    void step(std::size_t done, std::size_t total);

    /// The bar while it is shown, else nullptr.
    QProgressDialog* dialog() const { return dialog_; }

private:
    QWidget* parent_;
    QString label_;
    int afterMs_;
    QElapsedTimer timer_;
    QPointer<QProgressDialog> dialog_;
};

} // namespace skirmish::ui
