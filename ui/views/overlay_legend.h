#pragma once
/// @file OverlayLegend: a key to the GM view's overlays (issue 15: "every
/// overlay has a legend"), in the map view's bottom-left corner. Each
/// overlay that is on adds its swatches, in the colours its item draws
/// (ReachItem, ThreatItem, SightShadeItem, CoverBadgeItem); with none on,
/// the legend hides.

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace skirmish::ui {

class OverlayLegend : public QWidget {
    Q_OBJECT
public:
    enum class Overlay { Movement, Threat, LineOfSight, Cover };

    explicit OverlayLegend(QWidget* viewport);

    /// Shows or hides `overlay`'s entries.
    void setOverlay(Overlay overlay, bool on);
    /// The entries shown, as text, top to bottom (for tests).
    QStringList entries() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Entry {
        Overlay overlay;
        QColor color;
        QString text;
    };
    void rebuild();
    void place();

    std::vector<Entry> all_;
    std::vector<Overlay> on_;
    QVBoxLayout* rows_;
};

} // namespace skirmish::ui
