#include "dialogs/side_dialog.h"

#include "dialogs/ids.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace skirmish::ui {
namespace {

/// Distinct colours for new sides, in order.
QColor defaultColor(std::size_t n) {
    static const char* const palette[] = {"#2e86de", "#c0392b", "#27ae60", "#8e44ad",
                                          "#f39c12", "#16a085", "#d35400", "#2c3e50"};
    return QColor(palette[n % std::size(palette)]);
}

} // namespace

SideDialog::SideDialog(const Encounter& encounter, std::optional<Side> existing, QWidget* parent)
    : QDialog(parent), encounter_(encounter), existing_(std::move(existing)) {
    setWindowTitle(existing_ ? tr("Edit side") : tr("Add side"));
    name_ = new QLineEdit;
    colorButton_ = new QPushButton;
    player_ = new QCheckBox(tr("Controlled by the players"));
    if (existing_) {
        name_->setText(QString::fromStdString(existing_->name));
        color_ = QColor(QString::fromStdString(existing_->color));
        player_->setChecked(existing_->player);
    } else {
        name_->setText(encounter.sides.empty() ? tr("Party") : tr("Enemies"));
        color_ = defaultColor(encounter.sides.size());
        player_->setChecked(encounter.sides.empty());
    }
    updateColorButton();
    connect(colorButton_, &QPushButton::clicked, this, [this] {
        const QColor c = QColorDialog::getColor(color_, this, tr("Side colour"));
        if (c.isValid()) {
            setColor(c);
        }
    });

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Colour:"), colorButton_);
    form->addRow(QString(), player_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    name_->setFocus(); // typing starts with the name
}

void SideDialog::setName(const QString& name) {
    name_->setText(name);
}

void SideDialog::setColor(const QColor& color) {
    color_ = color;
    updateColorButton();
}

void SideDialog::updateColorButton() {
    colorButton_->setText(color_.name());
    colorButton_->setStyleSheet(
        QStringLiteral("background-color: %1; color: %2;")
            .arg(color_.name(), color_.lightnessF() > 0.6 ? "black" : "white"));
}

Side SideDialog::side() const {
    Side s;
    if (existing_) {
        s = *existing_;
    }
    const QString name = name_->text().trimmed();
    s.name = name.isEmpty() ? "Side" : name.toStdString();
    s.color = color_.name(QColor::HexRgb).toStdString();
    s.player = player_->isChecked();
    if (!existing_) {
        s.id = uniqueId(name, QStringLiteral("side"), [this](const QString& id) {
                   return encounter_.find_side(id.toStdString()) != nullptr;
               }).toStdString();
    }
    return s;
}

} // namespace skirmish::ui
