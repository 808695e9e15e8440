#include "dialogs/calibration_dialog.h"

#include "views/player_view.h"
#include "views/table_scale.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace skirmish::ui {
namespace {

constexpr double kMmPerInch = 25.4;

QWidget* withUnit(QDoubleSpinBox* spin, QComboBox* unit) {
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(spin, 1);
    layout->addWidget(unit);
    return row;
}

/// Millimetres (index 0), then inches (index 1): the dialog reads the index.
QComboBox* unitCombo() {
    auto* combo = new QComboBox;
    combo->addItem(CalibrationDialog::tr("mm", "millimetres"));
    combo->addItem(CalibrationDialog::tr("in", "inches"));
    return combo;
}

} // namespace

CalibrationDialog::CalibrationDialog(PlayerView* playerView, QWidget* parent)
    : QDialog(parent), playerView_(playerView) {
    setWindowTitle(tr("Calibrate Table Scale"));
    const TableScale scale = playerView_->tableScale();

    auto* intro = new QLabel(
        tr("The player view now shows a yellow bar %n square(s) long. Measure it on the table "
           "from end to end and enter its length.",
           nullptr, TableScale::kBarSquares),
        this);
    intro->setWordWrap(true);

    measured_ = new QDoubleSpinBox;
    measured_->setRange(0, 100000);
    measured_->setDecimals(1);
    measured_->setValue(scale.barTargetMm());
    measuredUnit_ = unitCombo();
    square_ = new QDoubleSpinBox;
    square_->setRange(1, 1000);
    square_->setDecimals(2);
    square_->setValue(scale.squareMm());
    squareUnit_ = unitCombo();
    hint_ = new QLabel(this);
    hint_->setWordWrap(true);

    auto* form = new QFormLayout;
    auto* measuredLabel = new QLabel(tr("&Measured length of the bar:"));
    auto* squareLabel = new QLabel(tr("&One square on the table:"));
    form->addRow(measuredLabel, withUnit(measured_, measuredUnit_));
    form->addRow(squareLabel, withUnit(square_, squareUnit_));
    // Alt+M and Alt+O come to the spin boxes. A label names only a buddy
    // beside it, and the boxes sit in their rows' widgets: they are named here.
    measuredLabel->setBuddy(measured_);
    squareLabel->setBuddy(square_);
    measured_->setAccessibleName(tr("Measured length of the bar"));
    square_->setAccessibleName(tr("One square on the table"));
    measuredUnit_->setAccessibleName(tr("Unit of the measured length"));
    squareUnit_->setAccessibleName(tr("Unit of the square on the table"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CalibrationDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CalibrationDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(hint_);
    layout->addWidget(buttons);

    for (QDoubleSpinBox* spin : {measured_, square_}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, &CalibrationDialog::updateHint);
    }
    for (QComboBox* combo : {measuredUnit_, squareUnit_}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &CalibrationDialog::updateHint);
    }
    playerView_->setCalibrationBarVisible(true);
    updateHint();
}

CalibrationDialog::~CalibrationDialog() {
    playerView_->setCalibrationBarVisible(false);
}

double CalibrationDialog::measuredMm() const {
    return measured_->value() * (measuredUnit_->currentIndex() == 1 ? kMmPerInch : 1.0);
}

void CalibrationDialog::setMeasured(double value, bool inches) {
    measuredUnit_->setCurrentIndex(inches ? 1 : 0);
    measured_->setValue(value);
}

double CalibrationDialog::squareMm() const {
    return square_->value() * (squareUnit_->currentIndex() == 1 ? kMmPerInch : 1.0);
}

void CalibrationDialog::setSquare(double value, bool inches) {
    squareUnit_->setCurrentIndex(inches ? 1 : 0);
    square_->setValue(value);
}

void CalibrationDialog::updateHint() {
    const TableScale now = playerView_->tableScale();
    if (measuredMm() <= 0) {
        hint_->setText(tr("Enter the bar's length."));
        return;
    }
    const double next = TableScale::calibrated(now.pxPerSquare(), measuredMm(), squareMm());
    hint_->setText(tr("One square: %1 px now, %2 px after calibration.")
                       .arg(now.pxPerSquare(), 0, 'f', 1)
                       .arg(next, 0, 'f', 1));
}

bool CalibrationDialog::apply() {
    if (measuredMm() <= 0) {
        return false;
    }
    TableScale scale = playerView_->tableScale();
    scale.setPxPerSquare(TableScale::calibrated(scale.pxPerSquare(), measuredMm(), squareMm()));
    scale.setSquareMm(squareMm());
    playerView_->setTableScale(scale, true);
    return true;
}

void CalibrationDialog::accept() {
    if (apply()) {
        QDialog::accept();
    }
}

void CalibrationDialog::done(int result) {
    playerView_->setCalibrationBarVisible(false);
    QDialog::done(result);
}

} // namespace skirmish::ui
