#include "dialogs/stat_form.h"

#include "dialogs/unit_dialog.h"
#include "rules/health.h"
#include "views/ui_text.h"

#include <QEvent>
#include <QFocusEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QStringList>

#include <algorithm>

namespace skirmish::ui {
namespace {

QString unitSuffix(StatType t) {
    switch (t) {
    case StatType::Squares:
        return QObject::tr(" sq");
    case StatType::Metres:
        return QObject::tr(" m");
    default:
        return {};
    }
}

} // namespace

StatForm::StatForm(const Ruleset& rules, QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const auto add = [&](const std::string& id, const QString& label, const QString& tip, int lo,
                         int hi, StatType type) {
        auto* spin = new QSpinBox;
        spin->setRange(lo - 1, hi); // lo - 1: not set, the rules use the default
        spin->setSpecialValueText(QStringLiteral("–"));
        spin->setSuffix(unitSuffix(type));
        spin->setValue(lo - 1);
        spin->setToolTip(tip);
        spin->setObjectName(q(id));
        spin->installEventFilter(this);
        if (auto* edit = spin->findChild<QLineEdit*>()) {
            edit->installEventFilter(this);
        }
        auto* name = new QLabel(label + QLatin1Char(':'));
        name->setToolTip(tip);
        name->setBuddy(spin);
        const int n = static_cast<int>(boxes_.size());
        grid->addWidget(name, n / 2, (n % 2) * 2);
        grid->addWidget(spin, n / 2, (n % 2) * 2 + 1);
        boxes_.push_back({id, spin});
    };
    for (const StatDef& def : rules.stats) {
        QString tip = q(def.help);
        tip += tr("\nNot set: %1 (%2)").arg(def.fallback).arg(q(def.source));
        if (def.weapon) {
            tip += tr("\nA weapon may set its own");
        }
        add(def.id, q(def.label), tip, def.min, def.max, def.type);
        // A health pool's maximum: the bar's full length, the most healing restores.
        const auto& pools = rules.health.pools;
        if (std::find(pools.begin(), pools.end(), def.id) != pools.end()) {
            add(pool_max_stat(def.id), tr("%1 maximum").arg(q(def.label)),
                tr("The full health bar, and the most healing restores"), 0, def.max,
                StatType::Points);
        }
    }
    other_ = new QPlainTextEdit;
    other_->setPlaceholderText(tr("other stats, one per line: name=number"));
    other_->setTabChangesFocus(true);
    other_->setMaximumHeight(60);
    const int rows = (static_cast<int>(boxes_.size()) + 1) / 2;
    auto* otherLabel = new QLabel(tr("Other:"));
    otherLabel->setBuddy(other_);
    grid->addWidget(otherLabel, rows, 0);
    grid->addWidget(other_, rows, 1, 1, 3);
}

bool StatForm::eventFilter(QObject* watched, QEvent* event) {
    // A box focused by a click selects its value when the button comes up
    // (the press itself placed the caret).
    if (event->type() == QEvent::FocusIn &&
        static_cast<QFocusEvent*>(event)->reason() == Qt::MouseFocusReason) {
        clickFocused_ = qobject_cast<QSpinBox*>(watched);
    } else if (event->type() == QEvent::MouseButtonRelease && clickFocused_ != nullptr &&
               watched->parent() == clickFocused_) {
        clickFocused_->selectAll();
        clickFocused_ = nullptr;
    }
    return QWidget::eventFilter(watched, event);
}

void StatForm::setStats(const std::map<std::string, int>& stats) {
    std::map<std::string, int> rest = stats;
    for (const Box& b : boxes_) {
        b.spin->setValue(b.spin->minimum());
        auto it = rest.find(b.id);
        // A value outside the box's range stays an other line, exactly.
        if (it != rest.end() && it->second > b.spin->minimum() && it->second <= b.spin->maximum()) {
            b.spin->setValue(it->second);
            rest.erase(it);
        }
    }
    QStringList lines;
    for (const auto& [k, v] : rest) {
        lines << QStringLiteral("%1=%2").arg(q(k)).arg(v);
    }
    other_->setPlainText(lines.join('\n'));
}

std::optional<std::map<std::string, int>> StatForm::stats(QString* error) const {
    auto other = UnitDialog::parseStats(other_->toPlainText(), error);
    if (!other) {
        return std::nullopt;
    }
    std::map<std::string, int> out;
    for (const Box& b : boxes_) {
        if (b.spin->value() > b.spin->minimum()) {
            out[b.id] = b.spin->value();
        }
    }
    for (const auto& [k, v] : *other) {
        out[k] = v;
    }
    return out;
}

QSpinBox* StatForm::field(const std::string& id) const {
    auto it = std::find_if(boxes_.begin(), boxes_.end(), [&](const Box& b) { return b.id == id; });
    return it == boxes_.end() ? nullptr : it->spin;
}

} // namespace skirmish::ui
