<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BackgroundImage</name>
    <message>
        <source>the background image%1 is too large to decode: over %2 MB. Downscale it (for example to %3 px a square) and import it again; the walls are kept.</source>
        <translation>das Hintergrundbild%1 ist zu groß zum Dekodieren: über %2 MB. Verkleinern Sie es (zum Beispiel auf %3 px pro Feld) und importieren Sie es erneut; die Wände bleiben erhalten.</translation>
    </message>
    <message>
        <source>the background image%1 cannot be decoded: %2</source>
        <translation>das Hintergrundbild%1 kann nicht dekodiert werden: %2</translation>
    </message>
</context>
<context>
    <name>CoverBadgeItem</name>
    <message>
        <source>Full</source>
        <comment>the full-cover badge on a token</comment>
        <translation>Voll</translation>
    </message>
</context>
<context>
    <name>EncounterFile</name>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the file is %1 bytes; the limit is %2</source>
        <translation>die Datei hat %1 Bytes; die Grenze ist %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the disk is full (%1 bytes free in %2, %3 needed)</source>
        <translation>der Datenträger ist voll (%1 Bytes frei in %2, %3 nötig)</translation>
    </message>
    <message>
        <source>the folder %1 is on a read-only disk</source>
        <translation>der Ordner %1 liegt auf einem schreibgeschützten Datenträger</translation>
    </message>
    <message>
        <source>you have no permission to write in the folder %1</source>
        <translation>Sie dürfen im Ordner %1 nicht schreiben</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>the write failed (%1)</source>
        <translation>das Schreiben ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>cannot write the encounter: %1</source>
        <translation>die Begegnung kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>write interrupted after %1 bytes</source>
        <translation>Schreiben nach %1 Bytes unterbrochen</translation>
    </message>
</context>
<context>
    <name>FacingMenu</name>
    <message>
        <source>&amp;Facing</source>
        <translation>&amp;Ausrichtung</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nordosten</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Südosten</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Südwesten</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nordwesten</translation>
    </message>
    <message>
        <source>No Facing</source>
        <translation>Keine Ausrichtung</translation>
    </message>
</context>
<context>
    <name>GrappleMenu</name>
    <message>
        <source>&amp;Grapple %1 (by %2)</source>
        <translation>&amp;Grapple %1 (durch %2)</translation>
    </message>
    <message>
        <source>Break &amp;Free</source>
        <translation>Sich be&amp;freien</translation>
    </message>
    <message>
        <source>&amp;Drag %1 to</source>
        <translation>%1 &amp;ziehen nach</translation>
    </message>
    <message>
        <source>&amp;Throw %1 to</source>
        <translation>%1 &amp;werfen nach</translation>
    </message>
    <message>
        <source>&amp;Let Go of %1</source>
        <translation>%1 &amp;loslassen</translation>
    </message>
</context>
<context>
    <name>MoveOverlay</name>
    <message>
        <source>GM override: place on %1</source>
        <translation>Spielleiter-Eingriff: auf %1 setzen</translation>
    </message>
    <message>
        <source>%1 sq</source>
        <comment>squares</comment>
        <translation>%1 Fd.</translation>
    </message>
    <message>
        <source>%1 · %2 left</source>
        <translation>%1 · noch %2</translation>
    </message>
    <message>
        <source>%1 attacks</source>
        <translation>%1 greift an</translation>
    </message>
    <message>
        <source>%1 attack</source>
        <comment>several units, joined by commas</comment>
        <translation>%1 greifen an</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>every diagonal step costs 1</source>
        <translation>jeder Diagonalschritt kostet 1</translation>
    </message>
    <message>
        <source>diagonals alternate 1 and 2</source>
        <translation>Diagonalen kosten abwechselnd 1 und 2</translation>
    </message>
    <message>
        <source>no diagonal steps</source>
        <translation>keine Diagonalschritte</translation>
    </message>
    <message>
        <source>The numbers</source>
        <translation>Die Zahlen</translation>
    </message>
    <message>
        <source>A bar without numbers</source>
        <translation>Ein Balken ohne Zahlen</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source> sq</source>
        <translation> Fd.</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG or WebP image</source>
        <translation>%1 ist kein PNG-, JPEG- oder WebP-Bild</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 does not decode as an image (damaged?)</source>
        <translation>%1 lässt sich nicht als Bild dekodieren (beschädigt?)</translation>
    </message>
    <message>
        <source>Full cover</source>
        <translation>Volle Deckung</translation>
    </message>
    <message>
        <source>Half cover</source>
        <translation>Halbe Deckung</translation>
    </message>
    <message>
        <source>No line of sight</source>
        <translation>Keine Sichtlinie</translation>
    </message>
    <message>
        <source>Cover: %1 (%2/4 corners)</source>
        <translation>Deckung: %1 (%2/4 Ecken)</translation>
    </message>
    <message>
        <source>Structural points: %1 (Siege and Digging attacks take them away)</source>
        <translation>Strukturpunkte: %1 (Siege- und Digging-Angriffe ziehen sie ab)</translation>
    </message>
    <message>
        <source>Import map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <source>Ruleset for %1:</source>
        <translation>Regelwerk für %1:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::AttackDialog</name>
    <message>
        <source>&amp;Weapon:</source>
        <translation>W&amp;affe:</translation>
    </message>
    <message>
        <source>With the %1</source>
        <translation>Mit %1</translation>
    </message>
    <message>
        <source>number needed</source>
        <translation>Zielwert</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <source>disadvantage</source>
        <translation>Nachteil</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Modifier</source>
        <translation>Modifikator</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Wirkt auf</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>No Shock: %1</source>
        <translation>Kein Shock: %1</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>the target falls</source>
        <translation>das Ziel fällt</translation>
    </message>
    <message>
        <source>Your dice (%1; the chain&apos;s dice only after a critical or a 1):</source>
        <translation>Ihre Würfel (%1; die Würfel der Kette nur nach einem kritischen Wurf oder einer 1):</translation>
    </message>
    <message>
        <source>Your dice, in this order: %1</source>
        <translation>Ihre Würfel, in dieser Reihenfolge: %1</translation>
    </message>
    <message>
        <source>Your %1:</source>
        <translation>Ihr %1:</translation>
    </message>
    <message>
        <source>the faces, separated by spaces</source>
        <translation>die Augenzahlen, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>e.g. 14</source>
        <translation>z. B. 14</translation>
    </message>
    <message>
        <source>optional: e.g. cut the rope, force a surrender</source>
        <translation>optional: z. B. das Seil kappen, zur Aufgabe zwingen</translation>
    </message>
    <message>
        <source>&amp;Stunt instead of damage:</source>
        <translation>&amp;Stunt statt Schaden:</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Würfeln</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::AttackTool</name>
    <message>
        <source>Select the attacker first</source>
        <translation>Zuerst den Angreifer auswählen</translation>
    </message>
    <message>
        <source>%1 attacks: point at the target</source>
        <translation>%1 greift an: auf das Ziel zeigen</translation>
    </message>
    <message>
        <source>%1 on %2%3: %4 (click for the odds and the roll)</source>
        <translation>%1 gegen %2%3: %4 (klicken für Chancen und Wurf)</translation>
    </message>
    <message>
        <source> with the %1</source>
        <translation> mit %1</translation>
    </message>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 greift %2 an</translation>
    </message>
    <message>
        <source>Attack cancelled</source>
        <translation>Angriff abgebrochen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::CalibrationDialog</name>
    <message>
        <source>Calibrate Table Scale</source>
        <translation>Tischmaßstab kalibrieren</translation>
    </message>
    <message numerus="yes">
        <source>The player view now shows a yellow bar %n square(s) long. Measure it on the table from end to end and enter its length.</source>
        <translation>
            <numerusform>Die Spieleransicht zeigt jetzt einen gelben Balken von %n Feld Länge. Messen Sie ihn auf dem Tisch von Ende zu Ende und geben Sie seine Länge ein.</numerusform>
            <numerusform>Die Spieleransicht zeigt jetzt einen gelben Balken von %n Feldern Länge. Messen Sie ihn auf dem Tisch von Ende zu Ende und geben Sie seine Länge ein.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter the bar&apos;s length.</source>
        <translation>Geben Sie die Länge des Balkens ein.</translation>
    </message>
    <message>
        <source>One square: %1 px now, %2 px after calibration.</source>
        <translation>Ein Feld: jetzt %1 px, nach der Kalibrierung %2 px.</translation>
    </message>
    <message>
        <source>&amp;Measured length of the bar:</source>
        <translation>&amp;Gemessene Länge des Balkens:</translation>
    </message>
    <message>
        <source>&amp;One square on the table:</source>
        <translation>Ein &amp;Feld auf dem Tisch:</translation>
    </message>
    <message>
        <source>Measured length of the bar</source>
        <translation>Gemessene Länge des Balkens</translation>
    </message>
    <message>
        <source>One square on the table</source>
        <translation>Ein Feld auf dem Tisch</translation>
    </message>
    <message>
        <source>Unit of the measured length</source>
        <translation>Einheit der gemessenen Länge</translation>
    </message>
    <message>
        <source>Unit of the square on the table</source>
        <translation>Einheit des Feldes auf dem Tisch</translation>
    </message>
    <message>
        <source>mm</source>
        <comment>millimetres</comment>
        <translation>mm</translation>
    </message>
    <message>
        <source>in</source>
        <comment>inches</comment>
        <translation>Zoll</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::CatalogueList</name>
    <message>
        <source>Not in this ruleset&apos;s catalogue: kept, and the rules do nothing with it</source>
        <translation>Nicht im Katalog dieses Regelwerks: bleibt erhalten, aber die Regeln tun nichts damit</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ClipboardController</name>
    <message>
        <source>&amp;Copy Units</source>
        <translation>Einheiten &amp;kopieren</translation>
    </message>
    <message>
        <source>The selected units, to paste here or in another encounter</source>
        <translation>Die ausgewählten Einheiten, zum Einfügen hier oder in einer anderen Begegnung</translation>
    </message>
    <message>
        <source>&amp;Paste Units</source>
        <translation>Einheiten ei&amp;nfügen</translation>
    </message>
    <message>
        <source>The copied units, on the square under the pointer</source>
        <translation>Die kopierten Einheiten, auf das Feld unter dem Mauszeiger</translation>
    </message>
    <message>
        <source>Select the units to copy first</source>
        <translation>Zuerst die zu kopierenden Einheiten auswählen</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n unit(s)</source>
        <translation>
            <numerusform>%n Einheit kopiert</numerusform>
            <numerusform>%n Einheiten kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard holds no units copied from Skirmish</source>
        <translation>Die Zwischenablage enthält keine aus Skirmish kopierten Einheiten</translation>
    </message>
    <message>
        <source>No free square for the copied units</source>
        <translation>Kein freies Feld für die kopierten Einheiten</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n unit(s)</source>
        <translation>
            <numerusform>%n Einheit einfügen</numerusform>
            <numerusform>%n Einheiten einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n unit(s)</source>
        <translation>
            <numerusform>%n Einheit eingefügt</numerusform>
            <numerusform>%n Einheiten eingefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>; the map had no room for the rest</source>
        <translation>; für den Rest war auf der Karte kein Platz</translation>
    </message>
    <message>
        <source>; copied from a %1 encounter, their stats are kept as they were</source>
        <translation>; aus einer %1-Begegnung kopiert, ihre Werte bleiben unverändert</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::CombatActions</name>
    <message>
        <source>%1 armed: drag the unit, or use the arrow keys and Enter (Esc cancels)</source>
        <translation>%1 aktiviert: die Einheit ziehen oder Pfeiltasten und Enter benutzen (Esc bricht ab)</translation>
    </message>
    <message>
        <source>&amp;Start Combat...</source>
        <translation>Kampf be&amp;ginnen...</translation>
    </message>
    <message>
        <source>Start a fight: who started it, who is surprised, the dice</source>
        <translation>Einen Kampf beginnen: wer ihn begonnen hat, wer überrascht ist, die Würfel</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>Zug &amp;beenden</translation>
    </message>
    <message>
        <source>End the selected unit&apos;s turn (phases: its part in this phase; with no unit selected, the phase or the side&apos;s turn)</source>
        <translation>Den Zug der ausgewählten Einheit beenden (phases: ihren Teil in dieser Phase; ohne ausgewählte Einheit die Phase oder den Zug der Seite)</translation>
    </message>
    <message>
        <source>&amp;Delay</source>
        <translation>&amp;Aufschieben</translation>
    </message>
    <message>
        <source>Delay the selected unit&apos;s turn</source>
        <translation>Den Zug der ausgewählten Einheit aufschieben</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>The side whose pick it is passes (sides: ends its turn)</source>
        <translation>Die Seite, die gerade wählen darf, passt (sides: beendet ihren Zug)</translation>
    </message>
    <message>
        <source>Who Acts &amp;First</source>
        <translation>Wer handelt &amp;zuerst</translation>
    </message>
    <message>
        <source>The faction holding the initiative chooses which faction acts first this round (before anyone acts or passes)</source>
        <translation>Die Fraktion mit der Initiative wählt, welche Fraktion in dieser Runde zuerst handelt (bevor jemand handelt oder passt)</translation>
    </message>
    <message>
        <source>Dis&amp;engage</source>
        <translation>&amp;Disengage</translation>
    </message>
    <message>
        <source>The selected unit disengages: it leaves melee zones without provoking for the rest of the round</source>
        <translation>Die ausgewählte Einheit löst sich vom Gegner: Für den Rest der Runde verlässt sie Nahkampfzonen, ohne Angriffe zu provozieren</translation>
    </message>
    <message>
        <source>&amp;Act</source>
        <translation>Ak&amp;tion</translation>
    </message>
    <message>
        <source>The selected unit takes an action of the ruleset</source>
        <translation>Die ausgewählte Einheit führt eine Aktion des Regelwerks aus</translation>
    </message>
    <message>
        <source>&amp;Next Round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>End this round now and begin the next</source>
        <translation>Diese Runde jetzt beenden und die nächste beginnen</translation>
    </message>
    <message>
        <source>End &amp;Combat</source>
        <translation>&amp;Kampf beenden</translation>
    </message>
    <message>
        <source>End the fight (the log stays)</source>
        <translation>Den Kampf beenden (das Protokoll bleibt)</translation>
    </message>
    <message>
        <source>&amp;Override</source>
        <translation>&amp;Eingriff</translation>
    </message>
    <message>
        <source>The next combat command is a GM override: the turn and budget checks are skipped, and the log says so</source>
        <translation>Der nächste Kampfbefehl ist ein Spielleiter-Eingriff: Zug- und Budgetprüfungen entfallen, und das Protokoll vermerkt es</translation>
    </message>
    <message>
        <source>Enter Dice by &amp;Hand</source>
        <translation>Würfel von &amp;Hand eingeben</translation>
    </message>
    <message>
        <source>Type the faces of the physical dice rolled at the table into every roll (off: the seeded dice roll for you)</source>
        <translation>Bei jedem Wurf die Augenzahlen der am Tisch geworfenen echten Würfel eingeben (aus: der Zufallsgenerator würfelt für Sie)</translation>
    </message>
    <message>
        <source>A fight is already under way: end it first (Combat &gt; End Combat)</source>
        <translation>Es läuft bereits ein Kampf: Beenden Sie ihn zuerst (Kampf &gt; Kampf beenden)</translation>
    </message>
    <message>
        <source>Select the unit that delays first</source>
        <translation>Zuerst die aufschiebende Einheit auswählen</translation>
    </message>
    <message>
        <source>Select the unit that acts first</source>
        <translation>Zuerst die handelnde Einheit auswählen</translation>
    </message>
    <message>
        <source>Trigger (choose, or write your own):</source>
        <translation>Auslöser (auswählen oder selbst schreiben):</translation>
    </message>
    <message>
        <source>Structural damage to %1</source>
        <translation>Strukturschaden an %1</translation>
    </message>
    <message>
        <source>Structural damage: the dice</source>
        <translation>Strukturschaden: die Würfel</translation>
    </message>
    <message>
        <source> (reaction)</source>
        <translation> (Reaktion)</translation>
    </message>
    <message>
        <source> (instant)</source>
        <translation> (sofort)</translation>
    </message>
    <message>
        <source>(no zone painted or template laid where it can be aimed)</source>
        <translation>(keine gemalte Zone und keine gelegte Vorlage, auf die sie zielen kann)</translation>
    </message>
    <message>
        <source>(no wall or door next to it that it can damage)</source>
        <translation>(keine Wand oder Tür daneben, die sie beschädigen kann)</translation>
    </message>
    <message>
        <source>Dig a tunnel</source>
        <translation>Tunnel graben</translation>
    </message>
    <message>
        <source>Tunnel through earth with the unit&apos;s Move</source>
        <translation>Mit der Bewegung der Einheit einen Tunnel durch Erde graben</translation>
    </message>
    <message>
        <source>(no tunnel it can dig now)</source>
        <translation>(kein Tunnel, den sie jetzt graben kann)</translation>
    </message>
    <message>
        <source> (move)…</source>
        <translation> (Bewegung)…</translation>
    </message>
    <message>
        <source>Costs %1</source>
        <translation>Kostet %1</translation>
    </message>
    <message>
        <source>Costs %1. Not now: %2</source>
        <translation>Kostet %1. Jetzt nicht: %2</translation>
    </message>
    <message>
        <source>End %1&apos;s Turn</source>
        <translation>Zug von %1 beenden</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::CombatController</name>
    <message>
        <source>Point at the target to see the odds; click it for the roll</source>
        <translation>Auf das Ziel zeigen, um die Chancen zu sehen; anklicken zum Würfeln</translation>
    </message>
    <message>
        <source>&amp;Combat</source>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <source>&amp;Bull Rush</source>
        <translation>&amp;Bull Rush</translation>
    </message>
    <message>
        <source>%1 by %2: point at the target to see who is pushed where, click to confirm</source>
        <translation>%1 durch %2: auf das Ziel zeigen, um zu sehen, wer wohin gestoßen wird; klicken zum Bestätigen</translation>
    </message>
    <message>
        <source>Grapple: the dice</source>
        <translation>Grapple: die Würfel</translation>
    </message>
    <message>
        <source>&amp;Edit %1...</source>
        <translation>%1 &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>&amp;Bull Rush...</source>
        <translation>B&amp;ull Rush...</translation>
    </message>
    <message>
        <source>&amp;Shove...</source>
        <translation>&amp;Shove...</translation>
    </message>
    <message>
        <source>Shove: Knock &amp;Prone...</source>
        <translation>Shove: zu B&amp;oden werfen...</translation>
    </message>
    <message>
        <source>&amp;Shove %1 (by %2)...</source>
        <translation>&amp;Shove %1 (durch %2)...</translation>
    </message>
    <message>
        <source>&amp;Shove %1... (select the shover first)</source>
        <translation>&amp;Shove %1... (zuerst den Stoßenden auswählen)</translation>
    </message>
    <message>
        <source>Get &amp;Down from %1</source>
        <translation>&amp;Von %1 absteigen</translation>
    </message>
    <message>
        <source>&amp;Ride %1 (%2 mounts)</source>
        <translation>%1 &amp;reiten (%2 steigt auf)</translation>
    </message>
    <message>
        <source>&amp;Intercept for</source>
        <translation>&amp;Intercept für</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::CombatLogDock</name>
    <message>
        <source>Combat Log</source>
        <translation>Kampfprotokoll</translation>
    </message>
    <message>
        <source>Setup and surprise round</source>
        <translation>Aufstellung und Überraschungsrunde</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>A dice roll</source>
        <translation>Ein Würfelwurf</translation>
    </message>
    <message>
        <source>A GM override: the rules were set aside</source>
        <translation>Ein Spielleiter-Eingriff: Die Regeln wurden übergangen</translation>
    </message>
    <message>
        <source>A rule the GM judges, with its seed section</source>
        <translation>Eine Regel, über die der Spielleiter entscheidet, mit ihrem Abschnitt im Seed</translation>
    </message>
    <message>
        <source>✗ Refused: %1</source>
        <translation>✗ Abgelehnt: %1</translation>
    </message>
    <message>
        <source>The engine refused this; nothing changed</source>
        <translation>Die Engine hat dies abgelehnt; nichts wurde geändert</translation>
    </message>
    <message>
        <source>Combat log</source>
        <translation>Kampfprotokoll</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::DeclareClock</name>
    <message>
        <source>%1 s to declare</source>
        <translation>%1 s zum Ansagen</translation>
    </message>
    <message>
        <source>Time&apos;s up: the turn is lost (the GM ends it)</source>
        <translation>Zeit abgelaufen: Der Zug verfällt (der Spielleiter beendet ihn)</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::DocumentController</name>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Neu...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Import Universal VTT...</source>
        <translation>Universal VTT &amp;importieren...</translation>
    </message>
    <message>
        <source>&amp;Export View as PNG...</source>
        <translation>Ansicht als PNG e&amp;xportieren...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The encounter &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Die Begegnung „%1“ hat ungespeicherte Änderungen. Sollen sie gespeichert werden?</translation>
    </message>
    <message>
        <source>Cannot open encounter</source>
        <translation>Begegnung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot save encounter</source>
        <translation>Begegnung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <source>%1: the map is too large to render</source>
        <translation>%1: Die Karte ist zu groß zum Rendern</translation>
    </message>
    <message>
        <source>%1: cannot write the image</source>
        <translation>%1: Das Bild kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Exported %1 (%2 x %3 px)</source>
        <translation>%1 exportiert (%2 x %3 px)</translation>
    </message>
    <message>
        <source>Cannot import map</source>
        <translation>Karte kann nicht importiert werden</translation>
    </message>
    <message>
        <source>Imported with warnings</source>
        <translation>Mit Warnungen importiert</translation>
    </message>
    <message>
        <source>%1 was imported with these warnings:

%2</source>
        <translation>%1 wurde mit diesen Warnungen importiert:

%2</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <source>Open encounter</source>
        <translation>Begegnung öffnen</translation>
    </message>
    <message>
        <source>Skirmish encounters (*.skirmish);;All files (*)</source>
        <translation>Skirmish-Begegnungen (*.skirmish);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save encounter</source>
        <translation>Begegnung speichern</translation>
    </message>
    <message>
        <source>Skirmish encounters (*.skirmish)</source>
        <translation>Skirmish-Begegnungen (*.skirmish)</translation>
    </message>
    <message>
        <source>Import Universal VTT map</source>
        <translation>Universal-VTT-Karte importieren</translation>
    </message>
    <message>
        <source>Universal VTT maps (*.dd2vtt *.uvtt *.df2vtt);;All files (*)</source>
        <translation>Universal-VTT-Karten (*.dd2vtt *.uvtt *.df2vtt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import map</source>
        <translation>Karte importieren</translation>
    </message>
    <message>
        <source>Ruleset:</source>
        <translation>Regelwerk:</translation>
    </message>
    <message>
        <source>Export view as PNG</source>
        <translation>Ansicht als PNG exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::DoorTool</name>
    <message>
        <source>No door there.</source>
        <translation>Dort ist keine Tür.</translation>
    </message>
    <message>
        <source>The door is locked; Shift+click unlocks it.</source>
        <translation>Die Tür ist verriegelt; Shift+Klick entriegelt sie.</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::EditController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Add Unit...</source>
        <translation>Einheit &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Edit Unit...</source>
        <translation>Einheit &amp;bearbeiten...</translation>
    </message>
    <message>
        <source>D&amp;uplicate Unit</source>
        <translation>Einheit &amp;duplizieren</translation>
    </message>
    <message>
        <source>A copy on the nearest free square, numbered (Bandit 2)</source>
        <translation>Eine Kopie auf dem nächsten freien Feld, nummeriert (Bandit 2)</translation>
    </message>
    <message>
        <source>Add &amp;Copies...</source>
        <translation>Kop&amp;ien hinzufügen...</translation>
    </message>
    <message>
        <source>Several numbered copies on the free squares around the unit</source>
        <translation>Mehrere nummerierte Kopien auf den freien Feldern rund um die Einheit</translation>
    </message>
    <message>
        <source>Add copies</source>
        <translation>Kopien hinzufügen</translation>
    </message>
    <message>
        <source>Copies of %1:</source>
        <translation>Kopien von %1:</translation>
    </message>
    <message>
        <source>&amp;Delete Unit</source>
        <translation>Einheit &amp;löschen</translation>
    </message>
    <message>
        <source>Add &amp;Side...</source>
        <translation>&amp;Seite hinzufügen...</translation>
    </message>
    <message>
        <source>Encounter Se&amp;ttings...</source>
        <translation>&amp;Einstellungen der Begegnung...</translation>
    </message>
    <message>
        <source>The encounter&apos;s name, ruleset, square size, diagonals and what players see</source>
        <translation>Name, Regelwerk, Feldgröße und Diagonalen der Begegnung sowie das, was die Spieler sehen</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Cannot add side</source>
        <translation>Seite kann nicht hinzugefügt werden</translation>
    </message>
    <message>
        <source>End the fight?</source>
        <translation>Kampf beenden?</translation>
    </message>
    <message>
        <source>A fight is on in round %1. Changing the ruleset to %2 ends it. Change it?</source>
        <translation>In Runde %1 läuft ein Kampf. Ein Wechsel des Regelwerks zu %2 beendet ihn. Trotzdem wechseln?</translation>
    </message>
    <message>
        <source>Cannot change the settings</source>
        <translation>Einstellungen können nicht geändert werden</translation>
    </message>
    <message>
        <source>Change the encounter&apos;s settings</source>
        <translation>Einstellungen der Begegnung ändern</translation>
    </message>
    <message>
        <source>&amp;Add Unit on %1...</source>
        <translation>Einheit auf %1 &amp;hinzufügen...</translation>
    </message>
    <message>
        <source>&amp;Paste Units on %1</source>
        <translation>Einheiten auf %1 &amp;einfügen</translation>
    </message>
    <message>
        <source>Cannot place unit</source>
        <translation>Einheit kann nicht platziert werden</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n units</source>
        <translation>
            <numerusform>%n Einheit bearbeiten</numerusform>
            <numerusform>%n Einheiten bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot change the units</source>
        <translation>Einheiten können nicht geändert werden</translation>
    </message>
    <message>
        <source>Cannot change unit</source>
        <translation>Einheit kann nicht geändert werden</translation>
    </message>
    <message>
        <source>Apply as GM &amp;Override</source>
        <translation>Als Spielleiter-&amp;Eingriff anwenden</translation>
    </message>
    <message>
        <source>No free square for a copy of %1</source>
        <translation>Kein freies Feld für eine Kopie von %1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message numerus="yes">
        <source>Add %n copies of %1</source>
        <translation>
            <numerusform>%n Kopie von %1 hinzufügen</numerusform>
            <numerusform>%n Kopien von %1 hinzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only %n free square(s) for copies of %1</source>
        <translation>
            <numerusform>Nur %n freies Feld für Kopien von %1</numerusform>
            <numerusform>Nur %n freie Felder für Kopien von %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 placed</source>
        <translation>%1 platziert</translation>
    </message>
    <message numerus="yes">
        <source>%n copies of %1 placed</source>
        <translation>
            <numerusform>%n Kopie von %1 platziert</numerusform>
            <numerusform>%n Kopien von %1 platziert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n units</source>
        <translation>
            <numerusform>%n Einheit löschen</numerusform>
            <numerusform>%n Einheiten löschen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::EraseTool</name>
    <message>
        <source>No wall there.</source>
        <translation>Dort ist keine Wand.</translation>
    </message>
    <message>
        <source>Remove an imported wall?</source>
        <translation>Eine importierte Wand entfernen?</translation>
    </message>
    <message>
        <source>The wall stays.</source>
        <translation>Die Wand bleibt.</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ForcedDiceDialog</name>
    <message>
        <source>The face of a d%1</source>
        <translation>Die Augenzahl eines d%1</translation>
    </message>
    <message>
        <source>The faces of the dice rolled at the table:</source>
        <translation>Die Augenzahlen der am Tisch geworfenen Würfel:</translation>
    </message>
    <message>
        <source>%1, die %2 of %3</source>
        <translation>%1, Würfel %2 von %3</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ForcedMoveTool</name>
    <message>
        <source>No Bull Rush or Shove under the %1 ruleset</source>
        <translation>Kein Bull Rush oder Shove im Regelwerk %1</translation>
    </message>
    <message>
        <source>%1: select the unit that forces its way first</source>
        <translation>%1: zuerst die Einheit auswählen, die sich den Weg bahnt</translation>
    </message>
    <message>
        <source>%1 %2→%3</source>
        <translation>%1 %2→%3</translation>
    </message>
    <message>
        <source>%1 into %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>Bull Rush if it wins: %1. Click to roll.</source>
        <translation>Bull Rush bei Erfolg: %1. Klicken zum Würfeln.</translation>
    </message>
    <message>
        <source>Shove: point at the unit to shove</source>
        <translation>Shove: auf die zu stoßende Einheit zeigen</translation>
    </message>
    <message>
        <source>%1 is not next to %2</source>
        <translation>%1 steht nicht neben %2</translation>
    </message>
    <message>
        <source>Shove: %1 is knocked prone if the attack hits and %2 wins the STR check. Click to roll.</source>
        <translation>Shove: %1 wird zu Boden geworfen, wenn der Angriff trifft und %2 die STR-Probe gewinnt. Klicken zum Würfeln.</translation>
    </message>
    <message>
        <source> (Shift+click knocks it prone instead)</source>
        <translation> (Shift+Klick wirft sie stattdessen zu Boden)</translation>
    </message>
    <message>
        <source>Shove if it wins: %1 %2→%3. Click to roll (Shift+click: knock prone).</source>
        <translation>Shove bei Erfolg: %1 %2→%3. Klicken zum Würfeln (Shift+Klick: zu Boden werfen).</translation>
    </message>
    <message>
        <source>Shove: click the grabbed character first</source>
        <translation>Shove: zuerst den gepackten Charakter anklicken</translation>
    </message>
    <message>
        <source>%1 is not %2: only a %2 character can be shoved</source>
        <translation>%1 ist nicht %2: Nur ein Charakter mit %2 kann gestoßen werden</translation>
    </message>
    <message>
        <source>Shove: click to pick %1, then the square to send it to</source>
        <translation>Shove: klicken, um %1 zu wählen, dann das Zielfeld</translation>
    </message>
    <message>
        <source>Shove %1: click the square to send it to (half a zone)</source>
        <translation>Shove %1: das Zielfeld anklicken (eine halbe Zone)</translation>
    </message>
    <message>
        <source>Shove: %1 %2→%3. Click to confirm.</source>
        <translation>Shove: %1 %2→%3. Klicken zum Bestätigen.</translation>
    </message>
    <message>
        <source>%1: %2d6</source>
        <translation>%1: %2d6</translation>
    </message>
    <message>
        <source>Bull Rush: the dice</source>
        <translation>Bull Rush: die Würfel</translation>
    </message>
    <message>
        <source>%1&apos;s attack: d20</source>
        <translation>Angriff von %1: d20</translation>
    </message>
    <message>
        <source>%1&apos;s STR check: d20</source>
        <translation>STR-Probe von %1: d20</translation>
    </message>
    <message>
        <source>Shove: the dice</source>
        <translation>Shove: die Würfel</translation>
    </message>
    <message>
        <source>%1: %2 forces its way; point at the target</source>
        <translation>%1: %2 bahnt sich den Weg; auf das Ziel zeigen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::MainWindow</name>
    <message>
        <source>Working out what the party sees...</source>
        <translation>Ermittle, was die Gruppe sieht...</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Skirmish</source>
        <translation>Ü&amp;ber Skirmish</translation>
    </message>
    <message>
        <source>About Skirmish</source>
        <translation>Über Skirmish</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Skirmish %1&lt;/h3&gt;&lt;p&gt;A tactical battle map for game masters: the map, the turns and the rules of five combat systems, with a separate view for the players.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Skirmish %1&lt;/h3&gt;&lt;p&gt;Eine taktische Kampfkarte für Spielleiter: die Karte, die Züge und die Regeln von fünf Kampfsystemen, mit einer eigenen Ansicht für die Spieler.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::MapScene</name>
    <message>
        <source>There is no unit &quot;%1&quot;</source>
        <translation>Es gibt keine Einheit „%1“</translation>
    </message>
    <message>
        <source>GM override: placed %1 on %2</source>
        <translation>Spielleiter-Eingriff: %1 auf %2 gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>Place %n units</source>
        <translation>
            <numerusform>%n Einheit platzieren</numerusform>
            <numerusform>%n Einheiten platzieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placed %n units</source>
        <translation>
            <numerusform>%n Einheit platziert</numerusform>
            <numerusform>%n Einheiten platziert</numerusform>
        </translation>
    </message>
    <message>
        <source>The map shows no background: %1</source>
        <translation>Die Karte zeigt keinen Hintergrund: %1</translation>
    </message>
    <message>
        <source>Leads %1</source>
        <translation>Führt %1</translation>
    </message>
    <message>
        <source>hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>healed</source>
        <translation>geheilt</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>verfehlt</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::MapView</name>
    <message>
        <source>Back on the start square</source>
        <translation>Zurück auf dem Startfeld</translation>
    </message>
    <message>
        <source>Enter: move to %1 · an arrow back: one square back · Esc: cancel</source>
        <translation>Enter: nach %1 ziehen · Pfeil zurück: ein Feld zurück · Esc: abbrechen</translation>
    </message>
    <message>
        <source>%1 faces %2</source>
        <translation>%1 blickt nach %2</translation>
    </message>
    <message>
        <source>Turn units</source>
        <translation>Einheiten drehen</translation>
    </message>
    <message>
        <source>Units turned</source>
        <translation>Einheiten gedreht</translation>
    </message>
    <message>
        <source>Path dropped</source>
        <translation>Weg verworfen</translation>
    </message>
    <message>
        <source>Special move cancelled: a plain Move</source>
        <translation>Sonderbewegung abgebrochen: eine normale Bewegung</translation>
    </message>
    <message>
        <source>Battle map</source>
        <translation>Kampfkarte</translation>
    </message>
    <message>
        <source>Tab chooses a unit that may act; the arrows and Enter move it; the Menu key lists what it may do; Space ends its turn</source>
        <translation>Tab wählt eine Einheit, die handeln darf; die Pfeiltasten und Enter bewegen sie; die Menütaste zeigt, was sie tun darf; die Leertaste beendet ihren Zug</translation>
    </message>
    <message>
        <source>No unit may act now</source>
        <translation>Keine Einheit darf jetzt handeln</translation>
    </message>
    <message>
        <source>%1 selected (%2): arrows and Enter move it, the Menu key or Shift+F10 lists what it may do, Space ends its turn</source>
        <translation>%1 gewählt (%2): Pfeiltasten und Enter bewegen sie, die Menütaste oder Umschalt+F10 zeigt, was sie tun darf, die Leertaste beendet ihren Zug</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ModifiersDialog</name>
    <message>
        <source>Combat Modifiers of %1</source>
        <translation>Kampfmodifikatoren von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 may hold %n modifier(s) at once.</source>
        <translation>
            <numerusform>%1 kann %n Modifikator gleichzeitig haben.</numerusform>
            <numerusform>%1 kann %n Modifikatoren gleichzeitig haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule: %1.</source>
        <translation>Regel: %1.</translation>
    </message>
    <message>
        <source>Combat &amp;Modifiers...</source>
        <translation>Kampf&amp;modifikatoren...</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::NewEncounterDialog</name>
    <message>
        <source>New encounter</source>
        <translation>Neue Begegnung</translation>
    </message>
    <message>
        <source>Untitled encounter</source>
        <translation>Unbenannte Begegnung</translation>
    </message>
    <message>
        <source> cells</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>Meter</translation>
    </message>
    <message>
        <source>squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Breite:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Höhe:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Square size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <source>Unit of the square size</source>
        <translation>Einheit der Feldgröße</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::OrderTool</name>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 (%2): nobody moves; click to give the order anyway</source>
        <translation>%1 (%2): niemand bewegt sich; klicken, um den Befehl trotzdem zu geben</translation>
    </message>
    <message>
        <source>%1 (%2): %3. Click to give the order</source>
        <translation>%1 (%2): %3. Klicken, um den Befehl zu geben</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::OverlayLegend</name>
    <message>
        <source>reachable this move</source>
        <translation>mit dieser Bewegung erreichbar</translation>
    </message>
    <message>
        <source>reachable; the move ends there</source>
        <translation>erreichbar; die Bewegung endet dort</translation>
    </message>
    <message>
        <source>reachable; provokes an opportunity attack</source>
        <translation>erreichbar; provoziert einen Gelegenheitsangriff</translation>
    </message>
    <message>
        <source>an enemy&apos;s melee zone</source>
        <translation>Nahkampfzone eines Gegners</translation>
    </message>
    <message>
        <source>not seen by the selected unit</source>
        <translation>von der ausgewählten Einheit nicht gesehen</translation>
    </message>
    <message>
        <source>half cover</source>
        <translation>halbe Deckung</translation>
    </message>
    <message>
        <source>full cover</source>
        <translation>volle Deckung</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::PlayerPreviewDock</name>
    <message>
        <source>Player View Preview</source>
        <translation>Vorschau der Spieleransicht</translation>
    </message>
    <message>
        <source>Player view closed (Ctrl+P)</source>
        <translation>Spieleransicht geschlossen (Ctrl+P)</translation>
    </message>
    <message>
        <source>Blackout (B)</source>
        <translation>Schwarzgeschaltet (B)</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::PlayerView</name>
    <message numerus="yes">
        <source>Measure this bar: %n square(s), end to end</source>
        <translation>
            <numerusform>Messen Sie diesen Balken: %n Feld, von Ende zu Ende</numerusform>
            <numerusform>Messen Sie diesen Balken: %n Felder, von Ende zu Ende</numerusform>
        </translation>
    </message>
    <message>
        <source>Skirmish — Player View</source>
        <translation>Skirmish — Spieleransicht</translation>
    </message>
    <message>
        <source>Blackout</source>
        <translation>Schwarzschalten</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Leave Full Screen</source>
        <translation>Vollbild verlassen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::PlayerViewController</name>
    <message>
        <source>Pla&amp;yer View</source>
        <translation>Spieleransi&amp;cht</translation>
    </message>
    <message>
        <source>The players&apos; window, on the projector or TV</source>
        <translation>Das Fenster der Spieler, auf dem Beamer oder Fernseher</translation>
    </message>
    <message>
        <source>&amp;Blackout</source>
        <translation>Sch&amp;warzschalten</translation>
    </message>
    <message>
        <source>Blank the player view while you set up</source>
        <translation>Die Spieleransicht ausblenden, während Sie aufbauen</translation>
    </message>
    <message>
        <source>Player View &amp;Full Screen</source>
        <translation>Spieleransicht im &amp;Vollbild</translation>
    </message>
    <message>
        <source>The player view fills its screen, or leaves it (F11 in either window)</source>
        <translation>Die Spieleransicht füllt ihren Bildschirm oder verlässt den Vollbildmodus (F11 in beiden Fenstern)</translation>
    </message>
    <message>
        <source>Player View &amp;Options</source>
        <translation>&amp;Optionen der Spieleransicht</translation>
    </message>
    <message>
        <source>&amp;Screen</source>
        <translation>Bild&amp;schirm</translation>
    </message>
    <message>
        <source>%1 (%2 x %3)</source>
        <translation>%1 (%2 x %3)</translation>
    </message>
    <message>
        <source>&amp;Label Size</source>
        <translation>&amp;Beschriftungsgröße</translation>
    </message>
    <message>
        <source>&amp;Small</source>
        <translation>&amp;Klein</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Large</source>
        <translation>&amp;Groß</translation>
    </message>
    <message>
        <source>&amp;Huge</source>
        <translation>&amp;Riesig</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Kamera</translation>
    </message>
    <message>
        <source>Follow My &amp;View</source>
        <translation>Meiner &amp;Ansicht folgen</translation>
    </message>
    <message>
        <source>Follow the Selected &amp;Unit</source>
        <translation>Der ausgewählten &amp;Einheit folgen</translation>
    </message>
    <message>
        <source>&amp;Fixed</source>
        <translation>&amp;Fest</translation>
    </message>
    <message>
        <source>&amp;Centre on My View Now</source>
        <translation>Jetzt auf meine Ansicht &amp;zentrieren</translation>
    </message>
    <message>
        <source>Ca&amp;librate Table Scale...</source>
        <translation>Tisch&amp;maßstab kalibrieren...</translation>
    </message>
    <message>
        <source>&amp;Health Shown to Players</source>
        <translation>&amp;Lebenspunkte für die Spieler</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Bar Only</source>
        <translation>Nur Balken</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>The Party</source>
        <translation>Die Gruppe</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Show the &amp;End of the Fight to Players</source>
        <translation>&amp;Ende des Kampfes den Spielern zeigen</translation>
    </message>
    <message>
        <source>The player view&apos;s banner says who stands and who is down</source>
        <translation>Das Banner der Spieleransicht zeigt, wer noch steht und wer kampfunfähig ist</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::QuickHealthEntry</name>
    <message>
        <source>-7 or +3</source>
        <translation>-7 oder +3</translation>
    </message>
    <message>
        <source>Damage (-7) or healing (+3) for %1; Enter applies, Esc cancels</source>
        <translation>Schaden (-7) oder Heilung (+3) für %1; Enter wendet an, Esc bricht ab</translation>
    </message>
    <message>
        <source>Damage or healing for %1: type -7 or +3, then Enter</source>
        <translation>Schaden oder Heilung für %1: -7 oder +3 eingeben, dann Enter</translation>
    </message>
    <message>
        <source>Type the damage as -7 or the healing as +3</source>
        <translation>Schaden als -7 oder Heilung als +3 eingeben</translation>
    </message>
    <message>
        <source>Damage (-) or healing (+) for the selected units</source>
        <translation>Schaden (-) oder Heilung (+) für die gewählten Einheiten</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ReactionPrompt</name>
    <message>
        <source>d20:</source>
        <translation>d20:</translation>
    </message>
    <message>
        <source>The face of the attack&apos;s d20, as rolled at the table</source>
        <translation>Die Augenzahl des d20 des Angriffs, wie am Tisch gewürfelt</translation>
    </message>
    <message>
        <source>then:</source>
        <translation>dann:</translation>
    </message>
    <message>
        <source>The faces of the other dice rolled at the table, in the order shown</source>
        <translation>Die Augenzahlen der übrigen am Tisch geworfenen Würfel, in der angezeigten Reihenfolge</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>Schaden:</translation>
    </message>
    <message>
        <source>Unticked: the attacker&apos;s damage stat</source>
        <translation>Nicht angehakt: der Schadenswert des Angreifers</translation>
    </message>
    <message>
        <source>How the unit hit answers the attack</source>
        <translation>Wie die getroffene Einheit auf den Angriff antwortet</translation>
    </message>
    <message>
        <source>Who takes the hit instead: a nearby ally, or one it holds</source>
        <translation>Wer den Treffer stattdessen abbekommt: ein Verbündeter in der Nähe oder einer, den sie festhält</translation>
    </message>
    <message>
        <source>Take (Enter)</source>
        <translation>Nutzen (Enter)</translation>
    </message>
    <message>
        <source>Decline (Esc)</source>
        <translation>Ablehnen (Esc)</translation>
    </message>
    <message>
        <source>React (Enter)</source>
        <translation>Reagieren (Enter)</translation>
    </message>
    <message>
        <source>Take the hit (Esc)</source>
        <translation>Treffer hinnehmen (Esc)</translation>
    </message>
    <message>
        <source> (taking the hit: %1)</source>
        <translation> (Treffer hinnehmen: %1)</translation>
    </message>
    <message>
        <source>Taking the hit: %1:</source>
        <translation>Treffer hinnehmen: %1:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Esc takes the hit</source>
        <translation>Esc nimmt den Treffer hin</translation>
    </message>
    <message>
        <source>Esc declines</source>
        <translation>Esc lehnt ab</translation>
    </message>
    <message>
        <source>Type the total the player rolled, then Enter; %1</source>
        <translation>Die vom Spieler gewürfelte Summe eingeben, dann Enter; %1</translation>
    </message>
    <message>
        <source>Enter answers so; %1</source>
        <translation>Enter antwortet so; %1</translation>
    </message>
    <message>
        <source>Enter the d20 rolled at the table, then Enter; %1</source>
        <translation>Den am Tisch gewürfelten d20 eingeben, dann Enter; %1</translation>
    </message>
    <message>
        <source>The d20 is rolled for you: Enter; %1</source>
        <translation>Der d20 wird für Sie gewürfelt: Enter; %1</translation>
    </message>
    <message>
        <source>The dice are rolled for you; ticked, the damage box replaces the damage dice (or the damage)</source>
        <translation>Die Würfel werden für Sie gewürfelt; angehakt ersetzt das Schadensfeld die Schadenswürfel (oder den Schaden)</translation>
    </message>
    <message>
        <source>Enter the d20 rolled at the table; ticked, the damage box replaces the damage</source>
        <translation>Den am Tisch gewürfelten d20 eingeben; angehakt ersetzt das Schadensfeld den Schaden</translation>
    </message>
    <message>
        <source>Enter the d20 rolled at the table, then the faces of: %1 (or tick Damage for their total)</source>
        <translation>Den am Tisch gewürfelten d20 eingeben, dann die Augenzahlen von: %1 (oder Schaden anhaken für ihre Summe)</translation>
    </message>
    <message>
        <source>Type the faces rolled at the table of: %1 (or tick Damage for their total)</source>
        <translation>Die am Tisch gewürfelten Augenzahlen eingeben von: %1 (oder Schaden anhaken für ihre Summe)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>&amp;Answer:</source>
        <translation>Antw&amp;ort:</translation>
    </message>
    <message>
        <source>A&amp;lly:</source>
        <translation>Verbündete&amp;r:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::RecoveryDialog</name>
    <message>
        <source>Restore unsaved changes?</source>
        <translation>Ungespeicherte Änderungen wiederherstellen?</translation>
    </message>
    <message>
        <source>Skirmish did not close properly. These encounters have changes that were not saved. The ticked ones open (each in its own window); the others are thrown away.</source>
        <translation>Skirmish wurde nicht ordnungsgemäß beendet. Diese Begegnungen haben Änderungen, die nicht gespeichert wurden. Die angehakten werden geöffnet (jede in einem eigenen Fenster); die übrigen werden verworfen.</translation>
    </message>
    <message>
        <source>A new encounter</source>
        <translation>Eine neue Begegnung</translation>
    </message>
    <message>
        <source>%1 — changes of %2</source>
        <translation>%1 — Änderungen vom %2</translation>
    </message>
    <message>
        <source>Open the Ticked</source>
        <translation>Angehakte öffnen</translation>
    </message>
    <message>
        <source>Ask Me Next Time</source>
        <translation>Beim nächsten Mal fragen</translation>
    </message>
    <message>
        <source>Encounters with unsaved changes</source>
        <translation>Begegnungen mit ungespeicherten Änderungen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::RulerTool</name>
    <message numerus="yes">
        <source>%n square(s)</source>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>Ruler: %1</source>
        <translation>Lineal: %1</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::SelectTool</name>
    <message>
        <source>Drop to move by the rules · Shift+drop: GM override (free placement) · Ctrl+release: add a waypoint · Esc: cancel</source>
        <translation>Ablegen zieht nach den Regeln · Shift+Ablegen: Spielleiter-Eingriff (freie Platzierung) · Ctrl+Loslassen: Wegpunkt setzen · Esc: abbrechen</translation>
    </message>
    <message numerus="yes">
        <source>Drop to place the %n selected units (the GM&apos;s placement) · Esc: cancel</source>
        <translation>
            <numerusform>Ablegen platziert die %n ausgewählte Einheit (Platzierung durch den Spielleiter) · Esc: abbrechen</numerusform>
            <numerusform>Ablegen platziert die %n ausgewählten Einheiten (Platzierung durch den Spielleiter) · Esc: abbrechen</numerusform>
        </translation>
    </message>
    <message>
        <source>The door is locked; use the Door tool with Shift to unlock it.</source>
        <translation>Die Tür ist verriegelt; zum Entriegeln das Türen-Werkzeug mit Shift benutzen.</translation>
    </message>
    <message>
        <source>Structural points</source>
        <translation>Strukturpunkte</translation>
    </message>
    <message>
        <source>Structural points of this %1 (0: not set, so the GM judges Siege and Digging damage):</source>
        <translation>Strukturpunkte dieses Elements (%1; 0: nicht gesetzt, dann entscheidet der Spielleiter über Siege- und Digging-Schaden):</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::SettingsDialog</name>
    <message>
        <source>Encounter settings</source>
        <translation>Einstellungen der Begegnung</translation>
    </message>
    <message>
        <source>feet</source>
        <translation>Fuß</translation>
    </message>
    <message>
        <source>metres</source>
        <translation>Meter</translation>
    </message>
    <message>
        <source>squares</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>A fight is on: changing the ruleset ends it.</source>
        <translation>Ein Kampf läuft: Ein Wechsel des Regelwerks beendet ihn.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Ruleset:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Square size:</source>
        <translation>&amp;Feldgröße:</translation>
    </message>
    <message>
        <source>&amp;Diagonals:</source>
        <translation>&amp;Diagonalen:</translation>
    </message>
    <message>
        <source>&amp;Players see the party&apos;s health:</source>
        <translation>&amp;Spieler sehen die Lebenspunkte der Gruppe:</translation>
    </message>
    <message>
        <source>Players see &amp;enemies&apos; health:</source>
        <translation>Spieler sehen die Lebenspunkte der &amp;Gegner:</translation>
    </message>
    <message>
        <source>Ruleset default: %1</source>
        <translation>Vorgabe des Regelwerks: %1</translation>
    </message>
    <message>
        <source>The encounter needs a name</source>
        <translation>Die Begegnung braucht einen Namen</translation>
    </message>
    <message>
        <source>Unit of the square size</source>
        <translation>Einheit der Feldgröße</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::SideDialog</name>
    <message>
        <source>Edit side</source>
        <translation>Seite bearbeiten</translation>
    </message>
    <message>
        <source>Add side</source>
        <translation>Seite hinzufügen</translation>
    </message>
    <message>
        <source>Controlled by the players</source>
        <translation>Von den Spielern gesteuert</translation>
    </message>
    <message>
        <source>Party</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Enemies</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Side colour</source>
        <translation>Farbe der Seite</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Colour:</source>
        <translation>&amp;Farbe:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::SquadController</name>
    <message>
        <source>S&amp;quads</source>
        <translation>&amp;Trupps</translation>
    </message>
    <message>
        <source>&amp;Form Squad from Selection</source>
        <translation>Trupp aus Auswahl &amp;bilden</translation>
    </message>
    <message>
        <source>The selected units become a Stack (a Horde past the Stack&apos;s limit)</source>
        <translation>Die ausgewählten Einheiten bilden einen Stack (über der Grenze des Stacks eine Horde)</translation>
    </message>
    <message>
        <source>&amp;Break Up Squad</source>
        <translation>Trupp &amp;auflösen</translation>
    </message>
    <message>
        <source>The selected unit&apos;s squad breaks up</source>
        <translation>Der Trupp der ausgewählten Einheit löst sich auf</translation>
    </message>
    <message>
        <source>&amp;Select Squad</source>
        <translation>Trupp au&amp;swählen</translation>
    </message>
    <message>
        <source>Selects every unit of the squad</source>
        <translation>Wählt alle Einheiten des Trupps aus</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>&amp;Hold</translation>
    </message>
    <message>
        <source>Melee units remain where they are</source>
        <translation>Nahkampfeinheiten bleiben, wo sie sind</translation>
    </message>
    <message>
        <source>&amp;Delay</source>
        <translation>&amp;Delay</translation>
    </message>
    <message>
        <source>Delay moves and actions until orders change</source>
        <translation>Bewegungen und Aktionen aufschieben, bis sich die Befehle ändern</translation>
    </message>
    <message>
        <source>&amp;Rally…</source>
        <translation>&amp;Rally…</translation>
    </message>
    <message>
        <source>Move towards a square: click it</source>
        <translation>Auf ein Feld zu bewegen: es anklicken</translation>
    </message>
    <message>
        <source>B&amp;ull Rush…</source>
        <translation>B&amp;ull Rush…</translation>
    </message>
    <message>
        <source>Move towards a square, bull-rushing the enemies in the way: click it</source>
        <translation>Auf ein Feld zu bewegen und Gegner im Weg per Bull Rush wegstoßen: es anklicken</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Withdraw…</translation>
    </message>
    <message>
        <source>Wounded units and those that cannot attack move towards a square: click it</source>
        <translation>Verwundete und angriffsunfähige Einheiten bewegen sich auf ein Feld zu: es anklicken</translation>
    </message>
    <message>
        <source>Attack &amp;Target</source>
        <translation>Angriffs&amp;ziel</translation>
    </message>
    <message>
        <source>&amp;Any (the closest)</source>
        <translation>&amp;Beliebiges (das nächste)</translation>
    </message>
    <message>
        <source>&amp;Closest Units</source>
        <translation>&amp;Nächste Einheiten</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keines</translation>
    </message>
    <message>
        <source>A &amp;Unit…</source>
        <translation>Eine &amp;Einheit…</translation>
    </message>
    <message>
        <source>The unit&apos;s name or id:</source>
        <translation>Name oder ID der Einheit:</translation>
    </message>
    <message>
        <source>A &amp;Type…</source>
        <translation>Einen &amp;Typ…</translation>
    </message>
    <message>
        <source>The type (the name without its number, as Goblin for Goblin 3):</source>
        <translation>Der Typ (der Name ohne seine Nummer, etwa Goblin für Goblin 3):</translation>
    </message>
    <message>
        <source>Units with a &amp;Special…</source>
        <translation>Einheiten mit Be&amp;sonderheit…</translation>
    </message>
    <message>
        <source>The special:</source>
        <translation>Die Besonderheit:</translation>
    </message>
    <message>
        <source>&amp;Carry Out Order</source>
        <translation>Befehl aus&amp;führen</translation>
    </message>
    <message>
        <source>The members whose turn it is move as the standing order says</source>
        <translation>Die Mitglieder, die am Zug sind, bewegen sich nach dem stehenden Befehl</translation>
    </message>
    <message>
        <source>Select the units of the squad first (Shift+click adds one)</source>
        <translation>Zuerst die Einheiten des Trupps auswählen (Shift+Klick fügt eine hinzu)</translation>
    </message>
    <message>
        <source>Squad %1</source>
        <translation>Trupp %1</translation>
    </message>
    <message>
        <source>%1 formed; give it an order from the Squads menu</source>
        <translation>%1 gebildet; geben Sie ihm im Menü Trupps einen Befehl</translation>
    </message>
    <message>
        <source>The selected unit is in no squad</source>
        <translation>Die ausgewählte Einheit ist in keinem Trupp</translation>
    </message>
    <message>
        <source>Select a unit of the squad to order first</source>
        <translation>Zuerst eine Einheit des Trupps auswählen, der Sie einen Befehl geben wollen</translation>
    </message>
    <message>
        <source>%1 for %2: point at the square to see the plan, click to give the order</source>
        <translation>%1 für %2: auf das Feld zeigen, um den Plan zu sehen; klicken, um den Befehl zu geben</translation>
    </message>
    <message>
        <source>Select a unit of the squad first</source>
        <translation>Zuerst eine Einheit des Trupps auswählen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::StartCombatDialog</name>
    <message>
        <source>Start combat</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>&amp;Roll for me</source>
        <translation>Für mich &amp;würfeln</translation>
    </message>
    <message>
        <source>I &amp;rolled:</source>
        <translation>&amp;Selbst gewürfelt:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::StatForm</name>
    <message>
        <source>
Not set: %1 (%2)</source>
        <translation>
Nicht gesetzt: %1 (%2)</translation>
    </message>
    <message>
        <source>
A weapon may set its own</source>
        <translation>
Eine Waffe kann einen eigenen Wert festlegen</translation>
    </message>
    <message>
        <source>%1 maximum</source>
        <translation>%1 (Maximum)</translation>
    </message>
    <message>
        <source>The full health bar, and the most healing restores</source>
        <translation>Der volle Lebensbalken und das Höchste, was Heilung wiederherstellt</translation>
    </message>
    <message>
        <source>other stats, one per line: name=number</source>
        <translation>weitere Werte, einer pro Zeile: Name=Zahl</translation>
    </message>
    <message>
        <source>Other:</source>
        <translation>Weitere:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::TemplateLibraryDock</name>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>T or a double click places it; drag it onto the map</source>
        <translation>T oder ein Doppelklick platziert sie; auf die Karte ziehen</translation>
    </message>
    <message>
        <source>The side a placed template joins</source>
        <translation>Die Seite, der eine platzierte Vorlage beitritt</translation>
    </message>
    <message>
        <source>Save Unit as &amp;Template</source>
        <translation>Einheit als &amp;Vorlage speichern</translation>
    </message>
    <message>
        <source>Keep the selected unit in the library for next time</source>
        <translation>Die ausgewählte Einheit für das nächste Mal in der Bibliothek behalten</translation>
    </message>
    <message>
        <source>&amp;Place Template</source>
        <translation>Vorlage &amp;platzieren</translation>
    </message>
    <message>
        <source>Place the chosen template near the pointer</source>
        <translation>Die gewählte Vorlage beim Mauszeiger platzieren</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Remove the chosen template from the library</source>
        <translation>Die gewählte Vorlage aus der Bibliothek entfernen</translation>
    </message>
    <message>
        <source>Import...</source>
        <translation>Importieren...</translation>
    </message>
    <message>
        <source>Import templates</source>
        <translation>Vorlagen importieren</translation>
    </message>
    <message>
        <source>Templates (*.json *.csv)</source>
        <translation>Vorlagen (*.json *.csv)</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>Exportieren...</translation>
    </message>
    <message>
        <source>Export templates</source>
        <translation>Vorlagen exportieren</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Seite:</translation>
    </message>
    <message>
        <source>Cannot read the template library %1: %2</source>
        <translation>Die Vorlagenbibliothek %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The template library %1 cannot be read (%2); it is left as it is</source>
        <translation>Die Vorlagenbibliothek %1 kann nicht gelesen werden (%2); sie bleibt unverändert</translation>
    </message>
    <message>
        <source>The template library %1 cannot be read, so it is not written over; fix or move the file first</source>
        <translation>Die Vorlagenbibliothek %1 kann nicht gelesen werden und wird daher nicht überschrieben; reparieren oder verschieben Sie die Datei zuerst</translation>
    </message>
    <message>
        <source>The template library: %1</source>
        <translation>Die Vorlagenbibliothek: %1</translation>
    </message>
    <message>
        <source>Templates (%1)</source>
        <translation>Vorlagen (%1)</translation>
    </message>
    <message>
        <source>Select the unit to keep as a template</source>
        <translation>Die als Vorlage zu behaltende Einheit auswählen</translation>
    </message>
    <message>
        <source>%1 kept in the template library</source>
        <translation>%1 in der Vorlagenbibliothek abgelegt</translation>
    </message>
    <message>
        <source>Add a side first (Edit &gt; Add Side)</source>
        <translation>Zuerst eine Seite anlegen (Bearbeiten &gt; Seite hinzufügen)</translation>
    </message>
    <message>
        <source>Choose a template to place</source>
        <translation>Eine Vorlage zum Platzieren wählen</translation>
    </message>
    <message>
        <source>No free square for %1</source>
        <translation>Kein freies Feld für %1</translation>
    </message>
    <message>
        <source>%1 placed at %2</source>
        <translation>%1 auf %2 platziert</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n template(s) imported</source>
        <translation>
            <numerusform>%n Vorlage importiert</numerusform>
            <numerusform>%n Vorlagen importiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n template(s) exported</source>
        <translation>
            <numerusform>%n Vorlage exportiert</numerusform>
            <numerusform>%n Vorlagen exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit templates</source>
        <translation>Einheitenvorlagen</translation>
    </message>
    <message>
        <source>Side for placed templates</source>
        <translation>Seite für platzierte Vorlagen</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::TemplateTool</name>
    <message>
        <source>No template covers %1</source>
        <translation>Auf %1 liegt keine Vorlage</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>keine Einheit</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ToolController</name>
    <message>
        <source>&amp;Select</source>
        <translation>A&amp;uswählen</translation>
    </message>
    <message>
        <source>Select and drag tokens along the path the rules allow (Ctrl+release adds a waypoint, Shift+drop is a GM placement); double-click a door to open or close it, a wall or window (Shift: any of them) for its structural points</source>
        <translation>Token auswählen und entlang des Wegs ziehen, den die Regeln erlauben (Ctrl+Loslassen setzt einen Wegpunkt, Shift+Ablegen platziert als Spielleiter); Doppelklick auf eine Tür öffnet oder schließt sie, auf eine Wand oder ein Fenster (Shift: auf jedes davon) zeigt ihre Strukturpunkte</translation>
    </message>
    <message>
        <source>&amp;Doors</source>
        <translation>&amp;Türen</translation>
    </message>
    <message>
        <source>Click a door to open or close it; Shift+click locks or unlocks</source>
        <translation>Eine Tür anklicken, um sie zu öffnen oder zu schließen; Shift+Klick verriegelt oder entriegelt sie</translation>
    </message>
    <message>
        <source>&amp;Wall</source>
        <translation>&amp;Wand</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a wall</source>
        <translation>Von Rasterecke zu Rasterecke ziehen, um eine Wand zu zeichnen</translation>
    </message>
    <message>
        <source>Wi&amp;ndow</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a window</source>
        <translation>Von Rasterecke zu Rasterecke ziehen, um ein Fenster zu zeichnen</translation>
    </message>
    <message>
        <source>D&amp;oor</source>
        <translation>Tü&amp;r</translation>
    </message>
    <message>
        <source>Drag from grid corner to grid corner to draw a door</source>
        <translation>Von Rasterecke zu Rasterecke ziehen, um eine Tür zu zeichnen</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Click a wall, window or door to remove it</source>
        <translation>Eine Wand, ein Fenster oder eine Tür anklicken, um sie zu entfernen</translation>
    </message>
    <message>
        <source>&amp;Terrain</source>
        <translation>&amp;Gelände</translation>
    </message>
    <message>
        <source>Drag over cells to paint the chosen terrain</source>
        <translation>Über Felder ziehen, um das gewählte Gelände zu malen</translation>
    </message>
    <message>
        <source>E&amp;levation</source>
        <translation>&amp;Höhe</translation>
    </message>
    <message>
        <source>Drag over squares to set their elevation to the chosen level (0 to 4); raised squares are shaded and numbered on your view only</source>
        <translation>Über Felder ziehen, um ihre Höhe auf die gewählte Stufe (0 bis 4) zu setzen; erhöhte Felder werden nur in Ihrer Ansicht schattiert und nummeriert</translation>
    </message>
    <message>
        <source>&amp;Ruler</source>
        <translation>&amp;Lineal</translation>
    </message>
    <message>
        <source>Drag from a square to a square to measure the distance</source>
        <translation>Von einem Feld zu einem anderen ziehen, um die Entfernung zu messen</translation>
    </message>
    <message>
        <source>Area &amp;template</source>
        <translation>Flächen&amp;vorlage</translation>
    </message>
    <message>
        <source>Drag from where an area starts to lay the chosen template (circle, cone or line) on both views and list the units it covers; drag from a template&apos;s start to move it, right-click it to take it off</source>
        <translation>Vom Ausgangspunkt eines Bereichs ziehen, um die gewählte Vorlage (Kreis, Kegel oder Linie) in beide Ansichten zu legen und die erfassten Einheiten aufzulisten; vom Startpunkt einer Vorlage ziehen, um sie zu verschieben, Rechtsklick darauf, um sie zu entfernen</translation>
    </message>
    <message>
        <source>&amp;Zone</source>
        <translation>&amp;Zone</translation>
    </message>
    <message>
        <source>Drag over squares to paint them into the chosen zone; right- or Shift+drag, or “(erase)”, takes them out of their zone</source>
        <translation>Über Felder ziehen, um sie der gewählten Zone zuzuordnen; Rechts- oder Shift+Ziehen oder „(entfernen)“ nimmt sie aus ihrer Zone heraus</translation>
    </message>
    <message>
        <source>Fo&amp;g</source>
        <translation>&amp;Nebel</translation>
    </message>
    <message>
        <source>Drag over squares to reveal them to the players, hide them, or clear your marks (the fog brush)</source>
        <translation>Über Felder ziehen, um sie den Spielern aufzudecken, sie zu verbergen oder Ihre Markierungen zu löschen (der Nebelpinsel)</translation>
    </message>
    <message>
        <source>&amp;Attack</source>
        <translation>&amp;Angriff</translation>
    </message>
    <message>
        <source>The selected unit attacks: point at a unit to see the odds, click it for the odds panel, Enter rolls</source>
        <translation>Die ausgewählte Einheit greift an: auf eine Einheit zeigen, um die Chancen zu sehen, anklicken für die Chancenübersicht, Enter würfelt</translation>
    </message>
    <message>
        <source>&amp;Bull Rush</source>
        <translation>&amp;Bull Rush</translation>
    </message>
    <message>
        <source>Force the selected unit into a square: hover to preview who is pushed where, click to roll (phases: Bull Rush; sides: Shove, Shift+click knocks prone; factions: shove a grabbed character)</source>
        <translation>Die ausgewählte Einheit in ein Feld drängen: mit der Maus darüberfahren zeigt vorab, wer wohin gestoßen wird, Klicken würfelt (phases: Bull Rush; sides: Shove, Shift+Klick wirft zu Boden; factions: einen gepackten Charakter stoßen)</translation>
    </message>
    <message>
        <source>Terrain brush</source>
        <translation>Geländepinsel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Difficult</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Unpassierbar</translation>
    </message>
    <message>
        <source>Earth (diggable)</source>
        <translation>Erde (grabbar)</translation>
    </message>
    <message>
        <source>Elevation level</source>
        <translation>Höhenstufe</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Area template shape</source>
        <translation>Form der Flächenvorlage</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <source>Zone to paint</source>
        <translation>Zu malende Zone</translation>
    </message>
    <message>
        <source>Fog brush</source>
        <translation>Nebelpinsel</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Terrain brush:</source>
        <translation>Geländepinsel:</translation>
    </message>
    <message>
        <source>Elevation:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Area template:</source>
        <translation>Flächenvorlage:</translation>
    </message>
    <message>
        <source>Zone:</source>
        <translation>Zone:</translation>
    </message>
    <message>
        <source>Fog brush:</source>
        <translation>Nebelpinsel:</translation>
    </message>
    <message>
        <source>Zone %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <source>%1 (new)</source>
        <translation>%1 (neu)</translation>
    </message>
    <message>
        <source>New zone…</source>
        <translation>Neue Zone…</translation>
    </message>
    <message>
        <source>(erase)</source>
        <translation>(entfernen)</translation>
    </message>
    <message>
        <source>New Zone</source>
        <translation>Neue Zone</translation>
    </message>
    <message>
        <source>Zone name:</source>
        <translation>Name der Zone:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::TurnTrackerDock</name>
    <message>
        <source>Turn Tracker</source>
        <translation>Zugübersicht</translation>
    </message>
    <message>
        <source>No fight under way. When the first blow falls, start combat (Ctrl+Shift+C): the tracker then shows the round, whose turn it is and what each unit has left.</source>
        <translation>Kein Kampf im Gange. Wenn der erste Schlag fällt, beginnen Sie den Kampf (Ctrl+Shift+C): Die Zugübersicht zeigt dann die Runde, wer am Zug ist und was jeder Einheit noch bleibt.</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Click to select the squad</source>
        <translation>Klicken, um den Trupp auszuwählen</translation>
    </message>
    <message>
        <source>Taking its turn</source>
        <translation>Ist am Zug</translation>
    </message>
    <message>
        <source>May act now</source>
        <translation>Darf jetzt handeln</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Acts later this round</source>
        <translation>Handelt später in dieser Runde</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>Has had its turn this round</source>
        <translation>War in dieser Runde schon am Zug</translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>out (%1)</source>
        <translation>raus (%1)</translation>
    </message>
    <message>
        <source>Out of the fight</source>
        <translation>Außer Gefecht</translation>
    </message>
    <message>
        <source>Ready: %1</source>
        <translation>Bereit: %1</translation>
    </message>
    <message>
        <source>Readied action, fires when: %1</source>
        <translation>Vorbereitete Aktion, löst aus, wenn: %1</translation>
    </message>
    <message>
        <source>May react now (see the prompt over the map)</source>
        <translation>Darf jetzt reagieren (siehe die Abfrage über der Karte)</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no pool left</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1:</source>
        <comment>a group of pools: Delayed:</comment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::UnitCombatMenu</name>
    <message>
        <source>Damage or &amp;Heal...</source>
        <translation>Schaden oder &amp;Heilung...</translation>
    </message>
    <message>
        <source>Damage or Heal</source>
        <translation>Schaden oder Heilung</translation>
    </message>
    <message>
        <source>Damage (-7) or healing (+3) for %1:</source>
        <translation>Schaden (-7) oder Heilung (+3) für %1:</translation>
    </message>
    <message>
        <source>Type the damage as -7 or the healing as +3</source>
        <translation>Schaden als -7 oder Heilung als +3 eingeben</translation>
    </message>
    <message>
        <source>Heal with %1...</source>
        <translation>Heilen mit %1...</translation>
    </message>
    <message>
        <source>Heal with %1</source>
        <translation>Heilen mit %1</translation>
    </message>
    <message>
        <source>Hit points %1 heals %2:</source>
        <translation>Lebenspunkte, die %1 bei %2 heilt:</translation>
    </message>
    <message>
        <source>Long &amp;Chase</source>
        <translation>Lange &amp;Verfolgung</translation>
    </message>
    <message>
        <source>All of %1 flee: %2</source>
        <translation>Alle aus %1 fliehen: %2</translation>
    </message>
    <message>
        <source>%1 flees: %2</source>
        <translation>%1 flieht: %2</translation>
    </message>
    <message>
        <source>Long Chase: the dice</source>
        <translation>Lange Verfolgung: die Würfel</translation>
    </message>
    <message>
        <source>Dig a &amp;Tunnel</source>
        <translation>Tunnel &amp;graben</translation>
    </message>
    <message>
        <source>Dig a Tunnel (only a one-square unit digs)</source>
        <translation>Tunnel graben (nur eine Einheit von einem Feld gräbt)</translation>
    </message>
    <message>
        <source>Dig a Tunnel (no earth next to it)</source>
        <translation>Tunnel graben (keine Erde daneben)</translation>
    </message>
    <message>
        <source>For a Number of &amp;Rounds</source>
        <translation>Für eine Anzahl &amp;Runden</translation>
    </message>
    <message>
        <source>Rounds, counting this one (it ends as that many have begun):</source>
        <translation>Runden, diese mitgezählt (endet, sobald so viele begonnen haben):</translation>
    </message>
    <message>
        <source>Delay Until After</source>
        <translation>Aufschieben bis nach</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::UnitDialog</name>
    <message>
        <source>Edit unit</source>
        <translation>Einheit bearbeiten</translation>
    </message>
    <message>
        <source>Add unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
    <message>
        <source>e.g. C8</source>
        <translation>z. B. C8</translation>
    </message>
    <message>
        <source> cell</source>
        <translation> Feld</translation>
    </message>
    <message>
        <source> cells</source>
        <translation> Felder</translation>
    </message>
    <message>
        <source>others, comma separated</source>
        <translation>weitere, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>one per line: name, kind, stats, specials, e.g.
Longsword: melee, attack=4, damage_die=8
Longbow: ranged, damage_die=8, range=12, Bow</source>
        <translation>eine pro Zeile: Name, Art, Werte, Besonderheiten, z. B.
Langschwert: melee, attack=4, damage_die=8
Langbogen: ranged, damage_die=8, range=12, Bow</translation>
    </message>
    <message>
        <source>Each weapon&apos;s stats replace the unit&apos;s when it attacks with it; none listed: the unit&apos;s own stats are its attack</source>
        <translation>Die Werte einer Waffe ersetzen die der Einheit, wenn sie mit ihr angreift; ist keine aufgeführt, sind die eigenen Werte der Einheit ihr Angriff</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>Vor den Spielern verborgen</translation>
    </message>
    <message>
        <source>The unit whose summoning slot it fills (%1)</source>
        <translation>Die Einheit, deren Beschwörungsplatz sie belegt (%1)</translation>
    </message>
    <message>
        <source>&amp;Thralled: its thrall cost is paid</source>
        <translation>Gebun&amp;den: Ihre Bindungskosten sind bezahlt</translation>
    </message>
    <message>
        <source>A thralled summon stays after the battle; an un-thralled one vanishes as a battle begins or ends (%1)</source>
        <translation>Eine gebundene Beschwörung bleibt nach der Schlacht; eine ungebundene verschwindet, sobald eine Schlacht beginnt oder endet (%1)</translation>
    </message>
    <message>
        <source>C&amp;hoose...</source>
        <translation>A&amp;uswählen...</translation>
    </message>
    <message>
        <source>A PNG, JPEG or WebP image, cropped to a circle on the token</source>
        <translation>Ein PNG-, JPEG- oder WebP-Bild, auf dem Token kreisförmig zugeschnitten</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Entfe&amp;rnen</translation>
    </message>
    <message>
        <source>Token image</source>
        <translation>Token-Bild</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.webp)</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>ID:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>&amp;Seite:</translation>
    </message>
    <message>
        <source>S&amp;quare:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Token image:</source>
        <translation>Token-Bild:</translation>
    </message>
    <message>
        <source>Su&amp;mmoned by:</source>
        <translation>Besch&amp;woren von:</translation>
    </message>
    <message>
        <source>GM &amp;notes:</source>
        <translation>Spie&amp;lleiter-Notizen:</translation>
    </message>
    <message>
        <source>S&amp;tats (%1)</source>
        <translation>W&amp;erte (%1)</translation>
    </message>
    <message>
        <source>S&amp;pecials</source>
        <translation>&amp;Besonderheiten</translation>
    </message>
    <message>
        <source>&amp;Conditions</source>
        <translation>&amp;Zustände</translation>
    </message>
    <message>
        <source>&amp;Weapons</source>
        <translation>W&amp;affen</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n units</source>
        <translation>
            <numerusform>%n Einheit bearbeiten</numerusform>
            <numerusform>%n Einheiten bearbeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shown: the first of the %n units. What you change here applies to each of them; what you leave as it is stays each unit&apos;s own. Names and squares stay.</source>
        <translation>
            <numerusform>Angezeigt: die erste von %n Einheit. Was Sie hier ändern, gilt für jede von ihnen; was Sie unverändert lassen, behält jede Einheit für sich. Namen und Felder bleiben erhalten.</numerusform>
            <numerusform>Angezeigt: die erste der %n Einheiten. Was Sie hier ändern, gilt für jede von ihnen; was Sie unverändert lassen, behält jede Einheit für sich. Namen und Felder bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>Stats line %1 (&quot;%2&quot;) is not name=number.</source>
        <translation>Werte-Zeile %1 („%2“) hat nicht die Form Name=Zahl.</translation>
    </message>
    <message>
        <source>Weapons line %1: %2</source>
        <translation>Waffen-Zeile %1: %2</translation>
    </message>
    <message>
        <source>The unit needs a name.</source>
        <translation>Die Einheit braucht einen Namen.</translation>
    </message>
    <message>
        <source>Add a side first (Edit &gt; Add side).</source>
        <translation>Legen Sie zuerst eine Seite an (Bearbeiten &gt; Seite hinzufügen).</translation>
    </message>
    <message>
        <source>Square &quot;%1&quot; is not a label like C8.</source>
        <translation>Feld „%1“ ist keine Bezeichnung wie C8.</translation>
    </message>
    <message>
        <source>(not summoned)</source>
        <translation>(nicht beschworen)</translation>
    </message>
    <message>
        <source>Specials</source>
        <translation>Besonderheiten</translation>
    </message>
    <message>
        <source>Other specials</source>
        <translation>Weitere Besonderheiten</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ steht zweimal in der Liste</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::UnitList</name>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source> (players)</source>
        <translation> (Spieler)</translation>
    </message>
    <message>
        <source>(no side)</source>
        <translation>(keine Seite)</translation>
    </message>
    <message>
        <source> (hidden)</source>
        <translation> (verborgen)</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::UserGuideWindow</name>
    <message>
        <source>Skirmish User Guide</source>
        <translation>Skirmish-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>User guide page</source>
        <translation>Seite des Benutzerhandbuchs</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ViewController</name>
    <message>
        <source>&amp;Grid</source>
        <translation>&amp;Raster</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>As the &amp;Players See It</source>
        <translation>Wie die &amp;Spieler es sehen</translation>
    </message>
    <message>
        <source>&amp;Line of Sight</source>
        <translation>Sicht&amp;linie</translation>
    </message>
    <message>
        <source>Shade the squares the selected unit cannot see</source>
        <translation>Die Felder schattieren, die die ausgewählte Einheit nicht sehen kann</translation>
    </message>
    <message>
        <source>Co&amp;ver</source>
        <translation>&amp;Deckung</translation>
    </message>
    <message>
        <source>Badge the units the selected unit sees with half or full cover; hover a unit to see the sight lines to its corners</source>
        <translation>Die Einheiten, die die ausgewählte Einheit sieht, mit halber oder voller Deckung kennzeichnen; mit der Maus über eine Einheit fahren, um die Sichtlinien zu ihren Ecken zu sehen</translation>
    </message>
    <message>
        <source>&amp;Movement Range</source>
        <translation>&amp;Bewegungsreichweite</translation>
    </message>
    <message>
        <source>Tint the squares the selected unit can reach: green freely, amber where its move ends, red where it provokes an opportunity attack</source>
        <translation>Die Felder einfärben, die die ausgewählte Einheit erreichen kann: grün frei, bernsteinfarben dort, wo ihre Bewegung endet, rot dort, wo sie einen Gelegenheitsangriff provoziert</translation>
    </message>
    <message>
        <source>T&amp;hreat</source>
        <translation>Bedro&amp;hung</translation>
    </message>
    <message>
        <source>Tint the melee zones of the selected unit&apos;s enemies (of every unit when none is selected)</source>
        <translation>Die Nahkampfzonen der Gegner der ausgewählten Einheit einfärben (die aller Einheiten, wenn keine ausgewählt ist)</translation>
    </message>
    <message>
        <source>&amp;Zones</source>
        <translation>&amp;Zonen</translation>
    </message>
    <message>
        <source>Tint the painted zones and show their names (the factions ruleset moves by zone)</source>
        <translation>Die gemalten Zonen einfärben und ihre Namen zeigen (das Regelwerk factions bewegt nach Zonen)</translation>
    </message>
    <message>
        <source>&amp;Fog of War</source>
        <translation>&amp;Nebel des Krieges</translation>
    </message>
    <message>
        <source>Darken the squares no player unit sees in the players&apos; view</source>
        <translation>Die Felder, die keine Einheit der Spieler sieht, in der Ansicht der Spieler abdunkeln</translation>
    </message>
    <message>
        <source>&amp;Reset Explored Squares</source>
        <translation>Erkundete Felder &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Forget which squares the players explored (hand-painted reveals stay)</source>
        <translation>Vergessen, welche Felder die Spieler erkundet haben (von Hand aufgedeckte Felder bleiben)</translation>
    </message>
    <message>
        <source>Show Fog on &amp;GM View</source>
        <translation>Nebel in der &amp;Spielleiteransicht zeigen</translation>
    </message>
    <message>
        <source>Hatch the squares the players do not see now</source>
        <translation>Die Felder schraffieren, die die Spieler gerade nicht sehen</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Verkl&amp;einern</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Fog of &amp;War</source>
        <translation>&amp;Nebel des Krieges</translation>
    </message>
    <message>
        <source>High-Con&amp;trast Overlays</source>
        <translation>Kon&amp;trastreiche Overlays</translation>
    </message>
    <message>
        <source>Draw the overlays in strong colours with black outlines, for a projector in a bright room</source>
        <translation>Die Overlays in kräftigen Farben mit schwarzen Rändern zeichnen, für einen Projektor in einem hellen Raum</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::WallTool</name>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>Wand</translation>
    </message>
    <message numerus="yes">
        <source>Draw %1 (%n segments)</source>
        <translation>
            <numerusform>%1 zeichnen (%n Segment)</numerusform>
            <numerusform>%1 zeichnen (%n Segmente)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::WelcomeController</name>
    <message>
        <source>Cannot open the sample</source>
        <translation>Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>Wiederherstellung nicht möglich</translation>
    </message>
</context>
<context>
    <name>skirmish::ui::WelcomePage</name>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Skirmish</source>
        <translation>Skirmish</translation>
    </message>
    <message>
        <source>A tactical battle map for game masters. Start an encounter, open one, or try a sample fight.</source>
        <translation>Eine taktische Kampfkarte für Spielleiter. Beginnen Sie eine Begegnung, öffnen Sie eine oder probieren Sie einen Beispielkampf aus.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>&amp;New encounter...</source>
        <translation>&amp;Neue Begegnung...</translation>
    </message>
    <message>
        <source>An empty map of the size and ruleset you choose (Ctrl+N)</source>
        <translation>Eine leere Karte in der Größe und mit dem Regelwerk Ihrer Wahl (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Open an encounter...</source>
        <translation>Begegnung ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>A .skirmish file you saved (Ctrl+O)</source>
        <translation>Eine von Ihnen gespeicherte .skirmish-Datei (Ctrl+O)</translation>
    </message>
    <message>
        <source>&amp;Import a map...</source>
        <translation>Karte &amp;importieren...</translation>
    </message>
    <message>
        <source>A Universal VTT map (.dd2vtt, .uvtt, .df2vtt) from Dungeondraft or DungeonFog, with its walls, doors and lights</source>
        <translation>Eine Universal-VTT-Karte (.dd2vtt, .uvtt, .df2vtt) aus Dungeondraft oder DungeonFog, mit ihren Wänden, Türen und Lichtern</translation>
    </message>
    <message>
        <source>&amp;Recover unsaved work...</source>
        <translation>Ungespeicherte Arbeit &amp;wiederherstellen...</translation>
    </message>
    <message>
        <source>Encounters a crash left unsaved: pick the ones to open</source>
        <translation>Begegnungen, die ein Absturz ungespeichert hinterlassen hat: Wählen Sie aus, welche geöffnet werden sollen</translation>
    </message>
    <message>
        <source>Recent encounters</source>
        <translation>Zuletzt geöffnete Begegnungen</translation>
    </message>
    <message>
        <source>Sample fights</source>
        <translation>Beispielkämpfe</translation>
    </message>
    <message>
        <source>One for each ruleset, ready to start:</source>
        <translation>Einer für jedes Regelwerk, startbereit:</translation>
    </message>
    <message>
        <source>None yet: the encounters you open or save appear here.</source>
        <translation>Noch keine: Die Begegnungen, die Sie öffnen oder speichern, erscheinen hier.</translation>
    </message>
    <message>
        <source>Open “%1”, a %2 fight, as a new unsaved encounter</source>
        <translation>„%1“ (ein Kampf nach %2) als neue, ungespeicherte Begegnung öffnen</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Recover %n unsaved encounter(s)...</source>
        <translation>
            <numerusform>%n ungespeicherte Begegnung &amp;wiederherstellen...</numerusform>
            <numerusform>%n ungespeicherte Begegnungen &amp;wiederherstellen...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>skirmish::ui::ZoneTool</name>
    <message>
        <source>Choose a zone, or New zone…, to paint into</source>
        <translation>Eine Zone oder „Neue Zone…“ wählen, um darin zu malen</translation>
    </message>
</context>
</TS>
