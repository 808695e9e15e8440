<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>skirmish::ui::CalibrationDialog</name>
    <message numerus="yes">
        <source>The player view now shows a yellow bar %n square(s) long. Measure it on the table from end to end and enter its length.</source>
        <translation>
            <numerusform>The player view now shows a yellow bar %n square long. Measure it on the table from end to end and enter its length.</numerusform>
            <numerusform>The player view now shows a yellow bar %n squares long. Measure it on the table from end to end and enter its length.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ClipboardController</name>
    <message numerus="yes">
        <source>Copied %n unit(s)</source>
        <translation>
            <numerusform>Copied %n unit</numerusform>
            <numerusform>Copied %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n unit(s)</source>
        <translation>
            <numerusform>Paste %n unit</numerusform>
            <numerusform>Paste %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n unit(s)</source>
        <translation>
            <numerusform>Pasted %n unit</numerusform>
            <numerusform>Pasted %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::EditController</name>
    <message numerus="yes">
        <source>Edit %n units</source>
        <translation>
            <numerusform>Edit %n unit</numerusform>
            <numerusform>Edit %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add %n copies of %1</source>
        <translation>
            <numerusform>Add %n copy of %1</numerusform>
            <numerusform>Add %n copies of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n free square(s) for copies of %1</source>
        <translation>
            <numerusform>Only %n free square for copies of %1</numerusform>
            <numerusform>Only %n free squares for copies of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n copies of %1 placed</source>
        <translation>
            <numerusform>%n copy of %1 placed</numerusform>
            <numerusform>%n copies of %1 placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n units</source>
        <translation>
            <numerusform>Delete %n unit</numerusform>
            <numerusform>Delete %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::MapScene</name>
    <message numerus="yes">
        <source>Place %n units</source>
        <translation>
            <numerusform>Place %n unit</numerusform>
            <numerusform>Place %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placed %n units</source>
        <translation>
            <numerusform>Placed %n unit</numerusform>
            <numerusform>Placed %n units</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ModifiersDialog</name>
    <message numerus="yes">
        <source>%1 may hold %n modifier(s) at once.</source>
        <translation>
            <numerusform>%1 may hold %n modifier at once.</numerusform>
            <numerusform>%1 may hold %n modifiers at once.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::PlayerView</name>
    <message numerus="yes">
        <source>Measure this bar: %n square(s), end to end</source>
        <translation>
            <numerusform>Measure this bar: %n square, end to end</numerusform>
            <numerusform>Measure this bar: %n squares, end to end</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::RulerTool</name>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n square</numerusform>
            <numerusform>%n squares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::SelectTool</name>
    <message numerus="yes">
        <source>Drop to place the %n selected units (the GM&apos;s placement) · Esc: cancel</source>
        <translation>
            <numerusform>Drop to place the %n selected unit (the GM&apos;s placement) · Esc: cancel</numerusform>
            <numerusform>Drop to place the %n selected units (the GM&apos;s placement) · Esc: cancel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::TemplateLibraryDock</name>
    <message numerus="yes">
        <source>%n template(s) imported</source>
        <translation>
            <numerusform>%n template imported</numerusform>
            <numerusform>%n templates imported</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n template(s) exported</source>
        <translation>
            <numerusform>%n template exported</numerusform>
            <numerusform>%n templates exported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::UnitDialog</name>
    <message numerus="yes">
        <source>Edit %n units</source>
        <translation>
            <numerusform>Edit %n unit</numerusform>
            <numerusform>Edit %n units</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shown: the first of the %n units. What you change here applies to each of them; what you leave as it is stays each unit&apos;s own. Names and squares stay.</source>
        <translation>
            <numerusform>Shown: the first of the %n unit. What you change here applies to each of them; what you leave as it is stays each unit&apos;s own. Names and squares stay.</numerusform>
            <numerusform>Shown: the first of the %n units. What you change here applies to each of them; what you leave as it is stays each unit&apos;s own. Names and squares stay.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::WallTool</name>
    <message numerus="yes">
        <source>Draw %1 (%n segments)</source>
        <translation>
            <numerusform>Draw %1 (%n segment)</numerusform>
            <numerusform>Draw %1 (%n segments)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::WelcomePage</name>
    <message numerus="yes">
        <source>&amp;Recover %n unsaved encounter(s)...</source>
        <translation>
            <numerusform>&amp;Recover %n unsaved encounter...</numerusform>
            <numerusform>&amp;Recover %n unsaved encounters...</numerusform>
        </translation>
    </message>
</context>
</TS>
