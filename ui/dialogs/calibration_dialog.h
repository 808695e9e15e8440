#pragma once
/// @file CalibrationDialog: sets the table scale of the player view. It
/// shows a bar of 10 squares on the player view at the current scale, the
/// GM measures it on the table and types its length (mm or inches) and the
/// length one square should have (1 inch by default). On accept the player
/// view's scale becomes current x (wanted / measured), saved for its screen.

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace skirmish::ui {

class PlayerView;

class CalibrationDialog : public QDialog {
    Q_OBJECT
public:
    explicit CalibrationDialog(PlayerView* playerView, QWidget* parent = nullptr);
    ~CalibrationDialog() override;

    /// The bar's measured length, in mm (whatever unit the GM typed it in).
    double measuredMm() const;
    /// Sets the measured length and its unit (true: inches).
    void setMeasured(double value, bool inches);
    /// The wanted length of one square, in mm.
    double squareMm() const;
    void setSquare(double value, bool inches);

    /// Applies the calibration to the player view (what accept() does).
    /// False when the measured length is not positive.
    bool apply();

    void accept() override;
    void done(int result) override;

private:
    void updateHint();

    PlayerView* playerView_;
    QDoubleSpinBox* measured_;
    QComboBox* measuredUnit_;
    QDoubleSpinBox* square_;
    QComboBox* squareUnit_;
    QLabel* hint_;
};

} // namespace skirmish::ui
