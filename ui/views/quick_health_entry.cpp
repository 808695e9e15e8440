#include "views/quick_health_entry.h"

#include "document/encounter_document.h"
#include "scene/map_scene.h"
#include "views/ui_text.h"

#include <QKeyEvent>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace skirmish::ui {

QuickHealthEntry::QuickHealthEntry(MapScene* scene, QWidget* parent)
    : QLineEdit(parent), scene_(scene) {
    setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[-+]?[0-9]{0,5}")), this));
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    setFont(f);
    setAlignment(Qt::AlignCenter);
    setAccessibleName(tr("Damage (-) or healing (+) for the selected units"));
    setStyleSheet(QStringLiteral("QLineEdit { background: #202020; color: white; border: 2px "
                                 "solid #ffd600; border-radius: 6px; padding: 4px; }"));
    hide();
}

void QuickHealthEntry::place() {
    QWidget* p = parentWidget();
    const int w = 360;
    resize(w, sizeHint().height());
    move((p->width() - w) / 2, p->height() / 6);
}

void QuickHealthEntry::begin(const QStringList& units, const QString& start) {
    units_ = units;
    QStringList names;
    for (const QString& id : units) {
        const Unit* u = scene_->document()->encounter().find_unit(id.toStdString());
        names << (u ? nameOf(*u) : id);
    }
    setPlaceholderText(tr("-7 or +3"));
    setToolTip(tr("Damage (-7) or healing (+3) for %1; Enter applies, Esc cancels")
                   .arg(names.join(QStringLiteral(", "))));
    setText(start);
    place();
    show();
    raise();
    setFocus();
    scene_->showMessage(tr("Damage or healing for %1: type -7 or +3, then Enter")
                            .arg(names.join(QStringLiteral(", "))));
}

std::optional<int> QuickHealthEntry::amountOf(const QString& text) {
    static const QRegularExpression re(QStringLiteral("^\\s*([-+]?)\\s*(\\d{1,5})\\s*$"));
    const auto m = re.match(text);
    if (!m.hasMatch()) {
        return std::nullopt;
    }
    const int n = m.captured(2).toInt();
    if (n == 0) {
        return std::nullopt;
    }
    return m.captured(1) == QStringLiteral("-") ? -n : n;
}

bool QuickHealthEntry::commit() {
    const auto amount = amountOf(text());
    const QStringList units = units_;
    hide();
    units_.clear();
    if (!amount) {
        scene_->showMessage(tr("Type the damage as -7 or the healing as +3"));
        return false;
    }
    ChangeHealth cmd;
    cmd.amount = *amount;
    for (const QString& id : units) {
        cmd.units.push_back(id.toStdString());
    }
    if (auto why = scene_->document()->execute(cmd)) {
        scene_->showMessage(*why);
        return false;
    }
    return true;
}

void QuickHealthEntry::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        commit();
        event->accept();
        return;
    case Qt::Key_Escape:
        hide();
        units_.clear();
        event->accept();
        return;
    default:
        QLineEdit::keyPressEvent(event);
    }
}

void QuickHealthEntry::focusOutEvent(QFocusEvent* event) {
    QLineEdit::focusOutEvent(event);
    hide();
}

} // namespace skirmish::ui
