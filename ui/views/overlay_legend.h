#pragma once
/// @file OverlayLegend: a key to the GM view's overlays (issue 15: "every
/// overlay has a legend"), over the bottom-left corner of the map view's
/// viewport (a child of the view, so that scrolling the map leaves it put). Each
/// overlay that is on adds its swatches, in the colours its item draws
/// (ReachItem, ThreatItem, SightShadeItem, CoverBadgeItem) and in the
/// overlay palette in use; with none on, the legend hides.

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

class QAbstractScrollArea;
class QLabel;
class QVBoxLayout;

namespace skirmish::ui {

class OverlayLegend : public QWidget {
    Q_OBJECT
public:
    enum class Overlay { Movement, Threat, LineOfSight, Cover };

    /// Over `view`'s viewport (`view` is a QAbstractScrollArea).
    explicit OverlayLegend(QAbstractScrollArea* view);

    /// Shows or hides `overlay`'s entries.
    void setOverlay(Overlay overlay, bool on);
    /// Whether a unit is selected (the selection's overlays are drawn).
    void setUnitSelected(bool selected);
    /// The entries shown, as text, top to bottom (for tests).
    QStringList entries() const;
    /// Their swatches' colours, in the same order.
    std::vector<QColor> colors() const;
    /// Redraws the swatches in the overlay palette now in use (OverlayPalette).
    void refresh() { rebuild(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Entry {
        Overlay overlay;
        QColor (*color)(); ///< asked at each rebuild: the palette may change
        QString text;
    };
    bool shown(Overlay overlay) const;
    void rebuild();
    void place();

    std::vector<Entry> all_;
    std::vector<Overlay> on_;
    bool unitSelected_ = false;
    QVBoxLayout* rows_;
};

} // namespace skirmish::ui
