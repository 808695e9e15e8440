#pragma once
/// @file TableScale: how large one square is on a projected table. The
/// projector's physical size is unknown, so the GM calibrates: a bar of
/// kBarSquares squares is shown, measured on the table, and the scale is
/// corrected so that one square is squareMm() long. Kept per screen.

#include <QString>

class QScreen;

namespace skirmish::ui {

class TableScale {
public:
    /// 1 inch: 25 mm minis stand in the squares.
    static constexpr double kDefaultSquareMm = 25.4;
    /// The calibration bar's length in squares.
    static constexpr int kBarSquares = 10;
    static constexpr double kMinPxPerSquare = 4;
    static constexpr double kMaxPxPerSquare = 2000;

    explicit TableScale(double pxPerSquare = 96, double squareMm = kDefaultSquareMm);

    /// Screen (logical) px per square.
    double pxPerSquare() const { return pxPerSquare_; }
    void setPxPerSquare(double px);
    /// The real length of one square on the table, in mm.
    double squareMm() const { return squareMm_; }
    void setSquareMm(double mm);

    /// The calibration bar's length on the screen: kBarSquares squares.
    double barPixels() const { return kBarSquares * pxPerSquare_; }
    /// The length the bar should measure on the table: kBarSquares x squareMm().
    double barTargetMm() const { return kBarSquares * squareMm_; }
    /// The view's zoom (view px per scene px) for a scene of `cellPixels` per square.
    double zoomFor(double cellPixels) const { return pxPerSquare_ / cellPixels; }

    /// The bar, drawn at this scale, measured `measuredMm` on the table:
    /// scales px per square by barTargetMm() / measuredMm. False (and no
    /// change) when `measuredMm` is not positive.
    bool calibrate(double measuredMm);
    /// The px per square that makes a bar measured `measuredMm` long at
    /// `pxPerSquare` come out kBarSquares x `squareMm` long.
    static double calibrated(double pxPerSquare, double measuredMm, double squareMm);

    /// A first guess from the screen's reported physical size (unreliable
    /// for projectors, hence the calibration); 96 dpi when unknown.
    static TableScale guessFor(const QScreen* screen, double squareMm = kDefaultSquareMm);
    /// The settings key of a screen: its name and geometry, e.g.
    /// "HDMI-1_1920x1080+1600+0" (characters QSettings treats specially replaced).
    static QString screenKey(const QScreen* screen);

    /// The scale saved for `screen` (QSettings "playerView/scale/<screenKey>"),
    /// else guessFor(screen).
    static TableScale load(const QScreen* screen);
    /// Saves this scale for `screen`.
    void save(const QScreen* screen) const;

    bool operator==(const TableScale&) const = default;

private:
    double pxPerSquare_;
    double squareMm_;
};

} // namespace skirmish::ui
