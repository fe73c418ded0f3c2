<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BoardPage</name>
    <message>
        <source>Board</source>
        <extracomment>The page that shows a design&apos;s game board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>%1 — board *</source>
        <translation>%1 — Spielbrett *</translation>
    </message>
    <message>
        <source>%1 — board</source>
        <translation>%1 — Spielbrett</translation>
    </message>
    <message>
        <source>Board of %1, unsaved changes</source>
        <translation>Spielbrett von %1, ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Spielbrett von %1</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Back to the saved board (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Spielbrett (löscht den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>Spielbrett speichern</translation>
    </message>
    <message>
        <source>Write the board and its locks into the design (Ctrl+S)</source>
        <translation>Spielbrett und Sperren in den Entwurf schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Choose a design on the Designs page to see its board.</source>
        <translation>Wählen Sie auf der Seite Entwürfe einen Entwurf, um sein Spielbrett zu sehen.</translation>
    </message>
    <message>
        <source>Torus Lab is played with decks, not a board. Its deck editor comes with that ruleset&apos;s issue; until then edit Torus Lab designs&apos; parameters on the Designs page.</source>
        <translation>Torus Lab wird mit Kartenstapeln gespielt, nicht auf einem Spielbrett. Sein Stapel-Editor kommt mit dem Vorhaben zu diesem Regelwerk; bis dahin bearbeiten Sie die Parameter von Torus-Lab-Entwürfen auf der Seite Entwürfe.</translation>
    </message>
    <message>
        <source>There is no board editor for the ruleset %1 yet.</source>
        <translation>Für das Regelwerk %1 gibt es noch keinen Spielbrett-Editor.</translation>
    </message>
</context>
<context>
    <name>DatabaseErrorDialog</name>
    <message>
        <source>The database could not be opened</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Start Playbench with --database FILE to open another file, or without it to open the demo database.</source>
        <translation>Starten Sie Playbench mit --database DATEI, um eine andere Datei zu öffnen, oder ohne diese Option, um die Demo-Datenbank zu öffnen.</translation>
    </message>
</context>
<context>
    <name>DesignNameDialog</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Design name</source>
        <translation>Name des Entwurfs</translation>
    </message>
    <message>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
</context>
<context>
    <name>DesignsPage</name>
    <message>
        <source>Designs</source>
        <translation>Entwürfe</translation>
    </message>
    <message>
        <source>No database is open, so there are no designs to list.</source>
        <translation>Es ist keine Datenbank geöffnet, daher gibt es keine Entwürfe anzuzeigen.</translation>
    </message>
    <message>
        <source>The designs could not be read: %1</source>
        <translation>Die Entwürfe konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Neuer Entwurf</translation>
    </message>
    <message>
        <source>New…</source>
        <translation>Neu…</translation>
    </message>
    <message>
        <source>Create a design from a ruleset (Ctrl+N)</source>
        <translation>Einen Entwurf aus einem Regelwerk anlegen (Strg+N)</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <source>Rename design</source>
        <translation>Entwurf umbenennen</translation>
    </message>
    <message>
        <source>Give the chosen design another name</source>
        <translation>Dem gewählten Entwurf einen anderen Namen geben</translation>
    </message>
    <message>
        <source>Duplicate…</source>
        <translation>Duplizieren…</translation>
    </message>
    <message>
        <source>Duplicate design</source>
        <translation>Entwurf duplizieren</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1 (Kopie)</translation>
    </message>
    <message>
        <source>Store a copy of the chosen design as saved</source>
        <translation>Eine Kopie des gewählten Entwurfs im gespeicherten Zustand ablegen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Delete the chosen design (asks first)</source>
        <translation>Den gewählten Entwurf löschen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Delete design</source>
        <translation>Entwurf löschen</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>%1 · changed %2</source>
        <translation>%1 · geändert %2</translation>
    </message>
    <message>
        <source>This database holds no designs yet. Create one with New.</source>
        <translation>Diese Datenbank enthält noch keine Entwürfe. Legen Sie einen mit Neu an.</translation>
    </message>
    <message>
        <source>%1, unsaved changes</source>
        <translation>%1, ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Back to the saved parameters and notes</source>
        <translation>Zurück zu den gespeicherten Parametern und Notizen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Write the parameters and notes to the database (Ctrl+S)</source>
        <translation>Parameter und Notizen in die Datenbank schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Ruleset: %1</source>
        <translation>Regelwerk: %1</translation>
    </message>
    <message>
        <source>These parameters do not fit together: %1</source>
        <translation>Diese Parameter passen nicht zusammen: %1</translation>
    </message>
    <message>
        <source>Rule parameters</source>
        <translation>Regelparameter</translation>
    </message>
    <message>
        <source>Defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Set every parameter to its default</source>
        <translation>Jeden Parameter auf seinen Standardwert setzen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>What this design tries out, what to watch in playtests…</source>
        <translation>Was dieser Entwurf ausprobiert, worauf bei Testspielen zu achten ist…</translation>
    </message>
    <message>
        <source>Design notes</source>
        <translation>Notizen zum Entwurf</translation>
    </message>
    <message>
        <source>Choose a design on the left, or create one with New.</source>
        <translation>Wählen Sie links einen Entwurf oder legen Sie einen mit Neu an.</translation>
    </message>
    <message>
        <source>Delete “%1”? Its games and runs stay in the database without a design. This cannot be undone.</source>
        <translation>„%1“ löschen? Seine Partien und Simulationsläufe bleiben ohne Entwurf in der Datenbank. Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>GuiApp</name>
    <message>
        <source>Could not load the user interface.</source>
        <translation>Die Benutzeroberfläche konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>Unknown page &apos;%1&apos;; the pages are: %2.</source>
        <translation>Unbekannte Seite „%1“; die Seiten heißen: %2.</translation>
    </message>
    <message>
        <source>The window did not render.</source>
        <translation>Das Fenster wurde nicht gezeichnet.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Playbench, a workbench for board-game designers.</source>
        <translation>Playbench, eine Werkbank für Brettspiel-Autorinnen und -Autoren.</translation>
    </message>
    <message>
        <source>Open the design database FILE (default: the demo database).</source>
        <translation>Die Entwurfsdatenbank DATEI öffnen (Standard: die Demo-Datenbank).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Render the page given by --page, save it as a PNG to FILE and exit.</source>
        <translation>Die mit --page gewählte Seite zeichnen, als PNG in DATEI speichern und beenden.</translation>
    </message>
    <message>
        <source>Show page NAME first: designs, board, playtest, review, reports or settings.</source>
        <translation>Zuerst die Seite NAME zeigen: designs, board, playtest, review, reports oder settings.</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Open the window at WxH pixels (default 1280x800).</source>
        <translation>Das Fenster mit BxH Pixeln öffnen (Standard: 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Start, show the window, render it once and exit (a smoke test).</source>
        <translation>Starten, das Fenster zeigen, einmal zeichnen und beenden (ein Rauchtest).</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--database needs a file name.</source>
        <translation>--database braucht einen Dateinamen.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot braucht einen Dateinamen.</translation>
    </message>
    <message>
        <source>--screenshot needs --page NAME.</source>
        <translation>--screenshot braucht --page NAME.</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 320 and 7680, not &apos;%1&apos;.</source>
        <translation>--size erwartet BREITExHÖHE zwischen 320 und 7680, nicht „%1“.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Designs</source>
        <translation>Entwürfe</translation>
    </message>
    <message>
        <source>Board</source>
        <extracomment>The page that shows a design&apos;s game board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Review</source>
        <extracomment>The page for replaying and annotating stored games</extracomment>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Playbench</source>
        <translation>Playbench</translation>
    </message>
    <message>
        <source>%1%2 — Playbench</source>
        <translation>%1%2 — Playbench</translation>
    </message>
    <message>
        <source>Design: %1%2</source>
        <translation>Entwurf: %1%2</translation>
    </message>
    <message>
        <source> (unsaved changes)</source>
        <translation> (ungespeicherte Änderungen)</translation>
    </message>
</context>
<context>
    <name>PagePlaceholder</name>
    <message>
        <source>Not built yet</source>
        <translation>Noch nicht gebaut</translation>
    </message>
    <message>
        <source>This page will hold:</source>
        <translation>Diese Seite wird enthalten:</translation>
    </message>
</context>
<context>
    <name>ParameterDelegate</name>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1 to %2, default %3</source>
        <translation>%1 bis %2, Standard %3</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Play the selected design move by move, alone or against computer players, to feel how it plays.</source>
        <translation>Spielen Sie den gewählten Entwurf Zug um Zug, allein oder gegen Computerspieler, um zu spüren, wie er sich spielt.</translation>
    </message>
    <message>
        <source>the board with the legal moves of the player to move</source>
        <translation>das Spielbrett mit den erlaubten Zügen der Person am Zug</translation>
    </message>
    <message>
        <source>seats for people and computer players</source>
        <translation>Plätze für Menschen und Computerspieler</translation>
    </message>
    <message>
        <source>undo and redo, and the list of moves so far</source>
        <translation>Rückgängig und Wiederholen sowie die Liste der bisherigen Züge</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Run many games between computer players and see in charts how balanced the selected design is.</source>
        <translation>Lassen Sie Computerspieler viele Partien spielen und sehen Sie in Diagrammen, wie ausgewogen der gewählte Entwurf ist.</translation>
    </message>
    <message>
        <source>batch runs of simulated games</source>
        <translation>Serien simulierter Partien</translation>
    </message>
    <message>
        <source>win rates by seat and how long games last</source>
        <translation>Gewinnquoten je Platz und die Dauer der Partien</translation>
    </message>
    <message>
        <source>how changing a parameter changes the results</source>
        <translation>wie die Änderung eines Parameters die Ergebnisse verändert</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>Review</source>
        <extracomment>The page for replaying and annotating stored games</extracomment>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Replay games stored in this database step by step and mark the moments worth talking about.</source>
        <translation>Spielen Sie die in dieser Datenbank gespeicherten Partien Schritt für Schritt nach und markieren Sie die Momente, über die es sich zu reden lohnt.</translation>
    </message>
    <message>
        <source>the stored games of the selected design</source>
        <translation>die gespeicherten Partien des gewählten Entwurfs</translation>
    </message>
    <message>
        <source>a replay you can step through or jump to any move</source>
        <translation>eine Wiedergabe zum schrittweisen Durchgehen oder Springen zu jedem Zug</translation>
    </message>
    <message>
        <source>tags and notes on single moves</source>
        <translation>Markierungen und Notizen zu einzelnen Zügen</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Changes apply at once and are kept for the next start.</source>
        <translation>Änderungen gelten sofort und bleiben für den nächsten Start erhalten.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Appearance</source>
        <extracomment>Light or dark colours</extracomment>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Like the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
</context>
<context>
    <name>StabilityBoardEditor</name>
    <message>
        <source>Randomize board</source>
        <translation>Spielbrett auswürfeln</translation>
    </message>
    <message>
        <source>Toggle lock</source>
        <translation>Sperre umschalten</translation>
    </message>
</context>
<context>
    <name>StabilityBoardEditorPane</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>%1 rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>%1 rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>%1 wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Click or drag over tiles to apply the tool to each</source>
        <translation>Felder anklicken oder überstreichen, um das Werkzeug auf jedes anzuwenden</translation>
    </message>
    <message>
        <source>Fill rectangle</source>
        <translation>Rechteck füllen</translation>
    </message>
    <message>
        <source>Drag from one corner to the other to apply the tool to a rectangle</source>
        <translation>Von einer Ecke zur anderen ziehen, um das Werkzeug auf ein Rechteck anzuwenden</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Click tiles to lock or unlock them; a re-roll keeps locked tiles (key L)</source>
        <translation>Felder anklicken, um sie zu sperren oder freizugeben; neues Auswürfeln behält gesperrte Felder (Taste L)</translation>
    </message>
    <message>
        <source>Set value</source>
        <translation>Wert setzen</translation>
    </message>
    <message>
        <source>Add 1</source>
        <translation>1 addieren</translation>
    </message>
    <message>
        <source>Subtract 1</source>
        <translation>1 abziehen</translation>
    </message>
    <message>
        <source>Paint tool</source>
        <translation>Malwerkzeug</translation>
    </message>
    <message>
        <source>What painting or filling does to a tile</source>
        <translation>Was Malen oder Füllen mit einem Feld macht</translation>
    </message>
    <message>
        <source>Value to paint</source>
        <translation>Zu malender Wert</translation>
    </message>
    <message>
        <source>The value the Set value tool paints</source>
        <translation>Der Wert, den das Werkzeug Wert setzen malt</translation>
    </message>
    <message>
        <source>Board editor</source>
        <translation>Spielbrett-Editor</translation>
    </message>
    <message>
        <source>Arrow keys move the focus tile; digits set it, plus and minus change it, L locks it</source>
        <translation>Pfeiltasten bewegen das Fokusfeld; Ziffern setzen es, Plus und Minus ändern es, L sperrt es</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <source>The same seed and parameters always give the same board</source>
        <translation>Gleicher Startwert und gleiche Parameter ergeben immer dasselbe Spielbrett</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <source>A board from the generator with this seed; locked tiles are kept</source>
        <translation>Ein Spielbrett vom Generator mit diesem Startwert; gesperrte Felder bleiben</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Neu würfeln</translation>
    </message>
    <message>
        <source>A board from a new random seed; locked tiles are kept (R)</source>
        <translation>Ein Spielbrett mit neuem zufälligem Startwert; gesperrte Felder bleiben (R)</translation>
    </message>
    <message>
        <source>Values off the corners</source>
        <translation>Werte außerhalb der Ecken</translation>
    </message>
    <message>
        <source>✓ The generation constraints hold: corners are %1 and every value from %2 to %3 appears equally often.</source>
        <translation>✓ Die Erzeugungsregeln sind erfüllt: Die Ecken zeigen %1 und jeder Wert von %2 bis %3 kommt gleich oft vor.</translation>
    </message>
    <message>
        <source>✗ The generation constraints do not hold: the corners must be %1 and every value from %2 to %3 appear equally often.</source>
        <translation>✗ Die Erzeugungsregeln sind nicht erfüllt: Die Ecken müssen %1 zeigen und jeder Wert von %2 bis %3 muss gleich oft vorkommen.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>StabilityBoardView</name>
    <message>
        <source>Board, %1 by %1 squares</source>
        <translation>Spielbrett, %1 mal %1 Felder</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3, locked</source>
        <translation>Zeile %1, Spalte %2: %3, gesperrt</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>No database open</source>
        <translation>Keine Datenbank geöffnet</translation>
    </message>
    <message>
        <source>Designs: %1</source>
        <translation>Entwürfe: %1</translation>
    </message>
</context>
<context>
    <name>UnsavedChangesDialog</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them before going on?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Vor dem Weitermachen speichern?</translation>
    </message>
</context>
<context>
    <name>WindowScreenshot</name>
    <message>
        <source>The window did not render within %1 seconds.</source>
        <translation>Das Fenster wurde nicht innerhalb von %1 Sekunden gezeichnet.</translation>
    </message>
    <message>
        <source>There is no window to capture.</source>
        <translation>Es gibt kein Fenster, das aufgenommen werden kann.</translation>
    </message>
    <message>
        <source>The window closed.</source>
        <translation>Das Fenster wurde geschlossen.</translation>
    </message>
    <message>
        <source>Could not grab the window.</source>
        <translation>Das Fenster konnte nicht aufgenommen werden.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>pb::gui::DesignEditor</name>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The parameters have errors; fix them before saving.</source>
        <translation>Die Parameter enthalten Fehler; beheben Sie sie vor dem Speichern.</translation>
    </message>
</context>
<context>
    <name>pb::gui::StabilityBoardEditor</name>
    <message>
        <source>The design&apos;s saved board.</source>
        <translation>Das gespeicherte Spielbrett des Entwurfs.</translation>
    </message>
    <message>
        <source>No board is saved with this design, so each game generates its own. Shown: the board of seed 1. %1</source>
        <translation>Mit diesem Entwurf ist kein Spielbrett gespeichert, daher erzeugt jede Partie ihr eigenes. Angezeigt: das Spielbrett zum Startwert 1. %1</translation>
    </message>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Paint tiles</source>
        <translation>Felder malen</translation>
    </message>
    <message>
        <source>Set tile</source>
        <translation>Feld setzen</translation>
    </message>
    <message>
        <source>Change tile</source>
        <translation>Feld ändern</translation>
    </message>
    <message>
        <source>Paint tile</source>
        <translation>Feld malen</translation>
    </message>
    <message>
        <source>Fill rectangle</source>
        <translation>Rechteck füllen</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up, not &quot;%1&quot;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>This board is %1×%1 but the design&apos;s size is %2: randomize to make a board of the new size before saving.</source>
        <translation>Dieses Spielbrett ist %1×%1, der Entwurf hat aber die Größe %2: Würfeln Sie vor dem Speichern ein Spielbrett der neuen Größe aus.</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <comment>a range of counts</comment>
        <translation>%1–%2</translation>
    </message>
</context>
</TS>
