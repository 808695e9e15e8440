#include "dialogs/recovery_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace skirmish::ui {

RecoveryDialog::RecoveryDialog(const std::vector<Autosave::Pending>& left, QWidget* parent)
    : QDialog(parent), left_(left) {
    setWindowTitle(tr("Restore unsaved changes?"));
    auto* intro = new QLabel(tr("Skirmish did not close properly. These encounters have changes "
                                "that were not saved. The ticked ones open (each in its own "
                                "window); the others are thrown away."));
    intro->setWordWrap(true);
    list_ = new QListWidget;
    list_->setAccessibleName(tr("Encounters with unsaved changes"));
    for (const Autosave::Pending& p : left_) {
        const QString name =
            p.source.isEmpty() ? tr("A new encounter") : QFileInfo(p.source).fileName();
        auto* item = new QListWidgetItem(
            tr("%1 \u2014 changes of %2")
                .arg(name, QLocale().toString(p.written, QLocale::ShortFormat)));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        item->setToolTip(p.source.isEmpty() ? p.copy : p.source);
        list_->addItem(item);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Open the Ticked"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Ask Me Next Time"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list_);
    layout->addWidget(buttons);
    resize(560, 320);
}

std::vector<Autosave::Pending> RecoveryDialog::chosen() const {
    std::vector<Autosave::Pending> out;
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->checkState() == Qt::Checked) {
            out.push_back(left_[static_cast<std::size_t>(i)]);
        }
    }
    return out;
}

} // namespace skirmish::ui
