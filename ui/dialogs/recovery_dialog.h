#pragma once
/// @file RecoveryDialog: the autosaved work that programs which did not end
/// cleanly left behind (Autosave::pending), one line per copy with its
/// name and time, all ticked. The GM unticks what to throw away; the ticked
/// ones are opened (issue 16).

#include "document/autosave.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QListWidget;

namespace skirmish::ui {

class RecoveryDialog : public QDialog {
    Q_OBJECT
public:
    explicit RecoveryDialog(const std::vector<Autosave::Pending>& left, QWidget* parent = nullptr);

    /// The copies ticked, in the order listed.
    std::vector<Autosave::Pending> chosen() const;
    QListWidget* list() const { return list_; }

private:
    std::vector<Autosave::Pending> left_;
    QListWidget* list_;
};

} // namespace skirmish::ui
