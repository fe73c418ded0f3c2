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
        <source>There is no board editor for the ruleset %1 yet.</source>
        <translation>Für das Regelwerk %1 gibt es noch keinen Spielbrett-Editor.</translation>
    </message>
    <message>
        <source>Deck of %1, unsaved changes</source>
        <translation>Deck von %1, ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Deck of %1</source>
        <translation>Deck von %1</translation>
    </message>
    <message>
        <source>Back to the saved deck (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Deck (löscht den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>Deck speichern</translation>
    </message>
    <message>
        <source>Write the deck into the design; a deck the game refuses is not saved (Ctrl+S)</source>
        <translation>Deck in den Entwurf schreiben; ein vom Spiel abgelehntes Deck wird nicht gespeichert (Strg+S)</translation>
    </message>
    <message>
        <source>Choose a design</source>
        <translation>Entwurf wählen</translation>
    </message>
    <message>
        <source>Design whose board is shown</source>
        <translation>Entwurf, dessen Spielbrett gezeigt wird</translation>
    </message>
    <message>
        <source>Show another design&apos;s board; unsaved changes are offered for saving first</source>
        <translation>Das Spielbrett eines anderen Entwurfs zeigen; ungespeicherte Änderungen werden zuerst zum Speichern angeboten</translation>
    </message>
    <message>
        <source>board *</source>
        <extracomment>After the design picker: the page shows the design&apos;s board; * marks unsaved changes</extracomment>
        <translation>Spielbrett *</translation>
    </message>
    <message>
        <source>board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>deck *</source>
        <extracomment>After the design picker: the page shows the design&apos;s deck; * marks unsaved changes</extracomment>
        <translation>Deck *</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Choose a design above or on the Designs page to see its board.</source>
        <translation>Wählen Sie oben oder auf der Seite Entwürfe einen Entwurf, um sein Spielbrett zu sehen.</translation>
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
    <name>DeckEditor</name>
    <message>
        <source>Add card type</source>
        <translation>Kartentyp hinzufügen</translation>
    </message>
    <message>
        <source>Remove card type</source>
        <translation>Kartentyp entfernen</translation>
    </message>
</context>
<context>
    <name>DeckEditorPane</name>
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
        <source>Add card type</source>
        <translation>Kartentyp hinzufügen</translation>
    </message>
    <message>
        <source>A new card type below the selected one, with its suit and rank</source>
        <translation>Ein neuer Kartentyp unter dem gewählten, mit Farbe und Rang</translation>
    </message>
    <message>
        <source>Remove card type</source>
        <translation>Kartentyp entfernen</translation>
    </message>
    <message>
        <source>Replace the deck by this template: %1</source>
        <translation>Deck durch diese Vorlage ersetzen: %1</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Replace the deck by a CSV file with a header row (name, suit, rank, count)</source>
        <translation>Deck durch eine CSV-Datei mit Kopfzeile ersetzen (name, suit, rank, count)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Write the deck as a CSV file for a spreadsheet or a card layout tool</source>
        <translation>Deck als CSV-Datei für eine Tabellenkalkulation oder ein Kartenlayout-Programm schreiben</translation>
    </message>
    <message>
        <source>The design&apos;s saved deck.</source>
        <translation>Das gespeicherte Deck des Entwurfs.</translation>
    </message>
    <message>
        <source>No deck is saved with this design, so games deal the default deck shown here. Save to keep your edits.</source>
        <translation>Mit diesem Entwurf ist kein Deck gespeichert, daher teilen Partien das hier gezeigte Standarddeck aus. Speichern Sie, um Ihre Änderungen zu behalten.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Card types</source>
        <translation>Kartentypen</translation>
    </message>
    <message>
        <source>Name of card type %1</source>
        <translation>Name von Kartentyp %1</translation>
    </message>
    <message>
        <source>%1 of card type %2</source>
        <translation>%1 von Kartentyp %2</translation>
    </message>
    <message>
        <source>Count of card type %1</source>
        <translation>Anzahl von Kartentyp %1</translation>
    </message>
    <message>
        <source>Remove this card type</source>
        <translation>Diesen Kartentyp entfernen</translation>
    </message>
    <message>
        <source>Remove card type %1</source>
        <translation>Kartentyp %1 entfernen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in %1 type(s)</source>
        <translation>
            <numerusform>%n Karte in %1 Typ</numerusform>
            <numerusform>%n Karten in %1 Typ(en)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shuffle preview</source>
        <translation>Mischvorschau</translation>
    </message>
    <message>
        <source>The deal and the six stacks exactly as a game with this seed sets them up.</source>
        <translation>Die ausgeteilten Karten und die sechs Stapel genau so, wie eine Partie mit diesem Startwert sie aufbaut.</translation>
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
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Deal from the deck with this seed</source>
        <translation>Mit diesem Startwert aus dem Deck austeilen</translation>
    </message>
    <message>
        <source>Next seed</source>
        <translation>Nächster Startwert</translation>
    </message>
    <message>
        <source>Whole order</source>
        <translation>Ganze Reihenfolge</translation>
    </message>
    <message>
        <source>Every card of each stack, top first. Bold cards are fixed by the seed; the game draws the others as they are uncovered, so their order here is one possibility.</source>
        <translation>Jede Karte jedes Stapels, oberste zuerst. Fett gedruckte Karten legt der Startwert fest; die übrigen zieht das Spiel erst beim Aufdecken, ihre Reihenfolge hier ist also nur eine Möglichkeit.</translation>
    </message>
    <message>
        <source>A game cannot use this deck: %1</source>
        <translation>Eine Partie kann dieses Deck nicht verwenden: %1</translation>
    </message>
    <message>
        <source>Seat %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Ausgeteilte Handkarten</translation>
    </message>
    <message>
        <source>Import a deck from CSV</source>
        <translation>Deck aus CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export the deck as CSV</source>
        <translation>Deck als CSV exportieren</translation>
    </message>
</context>
<context>
    <name>DeckStackCard</name>
    <message>
        <source>Space %1: %2 cards, %3 on top</source>
        <translation>Feld %1: %2 Karten, oben %3</translation>
    </message>
    <message>
        <source>Space %1</source>
        <extracomment>A stack of cards on one numbered space of the ring</extracomment>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
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
    <name>GameFilterBar</name>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>All designs</source>
        <translation>Alle Entwürfe</translation>
    </message>
    <message>
        <source>Filter by design</source>
        <translation>Nach Entwurf filtern</translation>
    </message>
    <message>
        <source>Only the games of one design</source>
        <translation>Nur die Partien eines Entwurfs</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>How a game ended, as a filter</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Finished with a winner</source>
        <translation>Mit Sieger beendet</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Filter by result</source>
        <translation>Nach Ergebnis filtern</translation>
    </message>
    <message>
        <source>Tag</source>
        <extracomment>A label put on moves, e.g. &quot;fun&quot;</extracomment>
        <translation>Schlagwort</translation>
    </message>
    <message>
        <source>Any tag</source>
        <translation>Alle Schlagwörter</translation>
    </message>
    <message>
        <source>Filter by tag</source>
        <translation>Nach Schlagwort filtern</translation>
    </message>
    <message>
        <source>Only games with a move carrying this tag</source>
        <translation>Nur Partien mit einem Zug, der dieses Schlagwort trägt</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first day of a date range</extracomment>
        <translation>Von</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>Started on or after</source>
        <translation>Begonnen am oder nach</translation>
    </message>
    <message>
        <source>Games started on or after this day; empty for no limit</source>
        <translation>Partien, die an diesem Tag oder später begonnen haben; leer für keine Grenze</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>Between two dates of a range: from ... to ...</extracomment>
        <translation>bis</translation>
    </message>
    <message>
        <source>Started on or before</source>
        <translation>Begonnen am oder vor</translation>
    </message>
    <message>
        <source>Games started on or before this day; empty for no limit</source>
        <translation>Partien, die an diesem Tag oder früher begonnen haben; leer für keine Grenze</translation>
    </message>
    <message>
        <source>Only games with notes</source>
        <translation>Nur Partien mit Notizen</translation>
    </message>
    <message>
        <source>Only games in which some move has an annotation</source>
        <translation>Nur Partien, in denen ein Zug eine Notiz hat</translation>
    </message>
    <message>
        <source>Include simulated games</source>
        <translation>Simulierte Partien einbeziehen</translation>
    </message>
    <message>
        <source>Also list the games of batch runs, not only live playtests</source>
        <translation>Auch die Partien von Simulationsläufen zeigen, nicht nur live gespielte Testspiele</translation>
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
    <message>
        <source>Could not start the demo playtest: %1</source>
        <translation>Das Demo-Testspiel konnte nicht gestartet werden: %1</translation>
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
    <message>
        <source>Start a short demo playtest of the first design (stored like any game), e.g. for a screenshot of the Playtest page.</source>
        <translation>Ein kurzes Demo-Testspiel des ersten Entwurfs starten (wie jede Partie gespeichert), z. B. für einen Screenshot der Seite Testspiel.</translation>
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
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>File menu: new, open or demo database</source>
        <translation>Menü Datei: neue, vorhandene oder Demo-Datenbank</translation>
    </message>
    <message>
        <source>Open or create a design database</source>
        <translation>Eine Entwurfsdatenbank öffnen oder anlegen</translation>
    </message>
    <message>
        <source>&amp;New database…</source>
        <translation>&amp;Neue Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;demo database</source>
        <translation>&amp;Demo-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Open a Playbench database</source>
        <translation>Playbench-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Playbench databases (*.sqlite *.db)</source>
        <translation>Playbench-Datenbanken (*.sqlite *.db)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Playbench database</source>
        <translation>Neue Playbench-Datenbank</translation>
    </message>
    <message>
        <source>Playbench databases (*.sqlite)</source>
        <translation>Playbench-Datenbanken (*.sqlite)</translation>
    </message>
    <message>
        <source>Playing: %1</source>
        <translation>Im Spiel: %1</translation>
    </message>
    <message>
        <source>Reviewing: %1</source>
        <translation>In der Rückschau: %1</translation>
    </message>
    <message>
        <source>Reviewing a game without a design</source>
        <translation>In der Rückschau: eine Partie ohne Entwurf</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Move %1, %2: %3</source>
        <translation>Zug %1, %2: %3</translation>
    </message>
    <message>
        <source>, taken back</source>
        <translation>, zurückgenommen</translation>
    </message>
    <message>
        <source>, note: %1</source>
        <translation>, Notiz: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>taken back</source>
        <extracomment>A move later taken back by an undo</extracomment>
        <translation>zurückgenommen</translation>
    </message>
</context>
<context>
    <name>NewPlaytestDialog</name>
    <message>
        <source>New playtest</source>
        <translation>Neues Testspiel</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Design to play</source>
        <translation>Zu spielender Entwurf</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>From %1 to %2 players for this ruleset</source>
        <translation>Für dieses Regelwerk %1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>MCTS iterations of seat %1</source>
        <translation>MCTS-Iterationen von Platz %1</translation>
    </message>
    <message>
        <source>MCTS iterations per decision: more plays stronger and slower</source>
        <translation>MCTS-Iterationen je Entscheidung: mehr spielt stärker, aber langsamer</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The same seed and seats play the same game again</source>
        <translation>Gleicher Startwert und gleiche Plätze ergeben wieder dieselbe Partie</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Draws a new random seed</source>
        <translation>Erzeugt einen neuen zufälligen Startwert</translation>
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
    <name>PlaytestAnnotationEditor</name>
    <message>
        <source>Note on move %1</source>
        <translation>Notiz zu Zug %1</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Choose a move in the log to annotate it.</source>
        <translation>Wählen Sie im Protokoll einen Zug, um ihn mit einer Notiz zu versehen.</translation>
    </message>
    <message>
        <source>What happened here, and why it matters</source>
        <translation>Was hier geschah und warum es wichtig ist</translation>
    </message>
    <message>
        <source>Annotation of the chosen move</source>
        <translation>Notiz zum gewählten Zug</translation>
    </message>
    <message>
        <source>Remove the tag “%1”</source>
        <translation>Schlagwort „%1“ entfernen</translation>
    </message>
    <message>
        <source>Tag this move “%1”</source>
        <translation>Diesem Zug das Schlagwort „%1“ geben</translation>
    </message>
    <message>
        <source>Tag %1</source>
        <translation>Schlagwort %1</translation>
    </message>
    <message>
        <source>Other tag</source>
        <translation>Anderes Schlagwort</translation>
    </message>
    <message>
        <source>Custom tag</source>
        <translation>Eigenes Schlagwort</translation>
    </message>
    <message>
        <source>Add tag</source>
        <translation>Schlagwort hinzufügen</translation>
    </message>
    <message>
        <source>Adds the tag typed on the left to this move</source>
        <translation>Fügt das links eingegebene Schlagwort diesem Zug hinzu</translation>
    </message>
    <message>
        <source>%1 ✕</source>
        <translation>%1 ✕</translation>
    </message>
    <message>
        <source>Remove tag %1</source>
        <translation>Schlagwort %1 entfernen</translation>
    </message>
</context>
<context>
    <name>PlaytestControls</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>The computer player to move decides once (Space)</source>
        <translation>Der Computerspieler am Zug entscheidet einmal (Leertaste)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Computer players stop after the current decision (P)</source>
        <translation>Computerspieler halten nach der laufenden Entscheidung an (P)</translation>
    </message>
    <message>
        <source>Computer players decide on their own, one after another (P)</source>
        <translation>Computerspieler entscheiden selbstständig, einer nach dem anderen (P)</translation>
    </message>
    <message>
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <source>Delay between computer decisions</source>
        <translation>Verzögerung zwischen Computerentscheidungen</translation>
    </message>
    <message>
        <source>%1 ms between computer decisions</source>
        <translation>%1 ms zwischen Computerentscheidungen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Takes back the latest decision and pauses the computer players (Ctrl+Z)</source>
        <translation>Nimmt die letzte Entscheidung zurück und hält die Computerspieler an (Strg+Z)</translation>
    </message>
    <message>
        <source>Abandon</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ends this game without a result; it is no longer offered for resuming</source>
        <translation>Beendet diese Partie ohne Ergebnis; sie wird nicht mehr zum Fortsetzen angeboten</translation>
    </message>
    <message>
        <source>Abandon the game</source>
        <translation>Partie abbrechen</translation>
    </message>
    <message>
        <source>New playtest…</source>
        <translation>Neues Testspiel…</translation>
    </message>
    <message>
        <source>Starts another game; this one stays stored as it is</source>
        <translation>Startet eine weitere Partie; diese bleibt gespeichert, wie sie ist</translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished playtest(s) can be resumed where they stopped.</source>
        <translation>
            <numerusform>%n nicht beendetes Testspiel kann dort fortgesetzt werden, wo es aufgehört hat.</numerusform>
            <numerusform>%n nicht beendete Testspiele können dort fortgesetzt werden, wo sie aufgehört haben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1 %2 · started %3 · %4 · %n log row(s)</source>
        <extracomment>%1 game number, %2 design name, %3 when it started, %4 its seats</extracomment>
        <translation>
            <numerusform>#%1 %2 · begonnen %3 · %4 · %n Protokollzeile</numerusform>
            <numerusform>#%1 %2 · begonnen %3 · %4 · %n Protokollzeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Continues game #%1 from its last logged decision</source>
        <translation>Setzt Partie #%1 ab ihrer letzten protokollierten Entscheidung fort</translation>
    </message>
    <message>
        <source>Resume game %1</source>
        <translation>Partie %1 fortsetzen</translation>
    </message>
    <message>
        <source>Play a design move by move, alone or against computer players. Every decision is stored as it is made, so a game can be annotated, resumed and reviewed later.</source>
        <translation>Spielen Sie einen Entwurf Zug um Zug, allein oder gegen Computerspieler. Jede Entscheidung wird sofort gespeichert, sodass sich eine Partie später mit Notizen versehen, fortsetzen und in der Rückschau ansehen lässt.</translation>
    </message>
    <message>
        <source>New playtest…</source>
        <translation>Neues Testspiel…</translation>
    </message>
    <message>
        <source>Choose the design, the seats and the seed</source>
        <translation>Entwurf, Plätze und Startwert wählen</translation>
    </message>
    <message>
        <source>%1 · game #%2 · seed %3</source>
        <extracomment>%1 design name, %2 the seed of the game</extracomment>
        <translation>%1 · Partie #%2 · Startwert %3</translation>
    </message>
    <message>
        <source>Game state</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>%1. %2 (%3)</source>
        <extracomment>%1 rank, %2 seat, %3 who played it</extracomment>
        <translation>%1. %2 (%3)</translation>
    </message>
    <message>
        <source>Decisions of %1</source>
        <translation>Entscheidungen von %1</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Legal decisions</source>
        <translation>Zulässige Entscheidungen</translation>
    </message>
    <message>
        <source>Kind: %1. Double-click or Enter takes it.</source>
        <translation>Art: %1. Doppelklick oder Eingabetaste führt sie aus.</translation>
    </message>
    <message>
        <source>A computer player is to move.</source>
        <translation>Ein Computerspieler ist am Zug.</translation>
    </message>
    <message>
        <source>Take decision</source>
        <translation>Entscheidung ausführen</translation>
    </message>
    <message>
        <source>Plays the chosen decision (Enter in the list)</source>
        <translation>Führt die gewählte Entscheidung aus (Eingabetaste in der Liste)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Abandon this game?</source>
        <translation>Diese Partie abbrechen?</translation>
    </message>
    <message>
        <source>The game ends without a result and is no longer offered for resuming. Its moves and notes stay stored.</source>
        <translation>Die Partie endet ohne Ergebnis und wird nicht mehr zum Fortsetzen angeboten. Ihre Züge und Notizen bleiben gespeichert.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Offene Hände</translation>
    </message>
    <message>
        <source>Show every hand face up, as at a table that plays with open hands</source>
        <translation>Alle Handkarten offen zeigen, wie an einem Tisch, der mit offenen Händen spielt</translation>
    </message>
    <message>
        <source>Which of these decisions?</source>
        <translation>Welche dieser Entscheidungen?</translation>
    </message>
</context>
<context>
    <name>ReportLengthChart</name>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
</context>
<context>
    <name>ReportResults</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Run %1 · %2</source>
        <translation>Lauf %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n games · seed %2 · %3</source>
        <translation>
            <numerusform>%1 · %n Partie · Startwert %2 · %3</numerusform>
            <numerusform>%1 · %n Partien · Startwert %2 · %3</numerusform>
        </translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source> · cancelled: only the games that finished</source>
        <translation> · abgebrochen: nur die beendeten Partien</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Export the report as %1</source>
        <translation>Bericht als %1 exportieren</translation>
    </message>
    <message>
        <source>Win rate per seat (95% interval)</source>
        <translation>Gewinnrate je Platz (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Draws: %1 (%2). Ended by the turn limit: %3.</source>
        <translation>Unentschieden: %1 (%2). Durch das Rundenlimit beendet: %3.</translation>
    </message>
    <message>
        <source>First-player advantage</source>
        <translation>Vorteil des Startspielers</translation>
    </message>
    <message>
        <source>Whoever moved first won %1 of %2 games: %3 (95% interval %4); luck alone gives %5.</source>
        <translation>Wer zuerst zog, gewann %1 von %2 Partien: %3 (95-%-Intervall %4); reiner Zufall ergäbe %5.</translation>
    </message>
    <message>
        <source>Decision complexity</source>
        <translation>Entscheidungskomplexität</translation>
    </message>
    <message>
        <source>%1 legal decisions on average at a decision point (counted in the first %2 games, %3 decision points).</source>
        <translation>Im Schnitt %1 zulässige Entscheidungen je Entscheidungspunkt (gezählt in den ersten %2 Partien, %3 Entscheidungspunkte).</translation>
    </message>
    <message>
        <source>Not measured in this run.</source>
        <translation>In diesem Lauf nicht gemessen.</translation>
    </message>
    <message>
        <source>Seat decisions per game: mean %1, median %2.</source>
        <translation>Entscheidungen der Plätze je Partie: Mittelwert %1, Median %2.</translation>
    </message>
    <message>
        <source>Skill against luck</source>
        <translation>Können gegen Glück</translation>
    </message>
    <message>
        <source>%1 in seat 1 against random seats won %2 (95% interval %3); skill index %4. %5</source>
        <translation>%1 auf Platz 1 gewann gegen Zufallsagenten %2 (95-%-Intervall %3); Könnensindex %4. %5</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Partielänge</translation>
    </message>
    <message>
        <source>Turns: mean %1 · median %2 · p10 %3 · p90 %4 · shortest %5 · longest %6</source>
        <translation>Runden: Mittel %1 · Median %2 · p10 %3 · p90 %4 · kürzeste %5 · längste %6</translation>
    </message>
    <message>
        <source>Games to look at</source>
        <translation>Sehenswerte Partien</translation>
    </message>
    <message>
        <source>Open a game to replay it move by move in Review.</source>
        <translation>Öffnen Sie eine Partie, um sie in der Rückschau Zug um Zug nachzuspielen.</translation>
    </message>
    <message>
        <source>This run did not keep its games&apos; moves, so they cannot be opened in Review. Tick &quot;Keep every game&apos;s moves&quot; for the next run.</source>
        <translation>Dieser Lauf hat die Züge seiner Partien nicht behalten, daher lassen sie sich nicht in der Rückschau öffnen. Setzen Sie für den nächsten Lauf das Häkchen bei „Züge jeder Partie behalten“.</translation>
    </message>
    <message>
        <source>Open in Review</source>
        <translation>In der Rückschau öffnen</translation>
    </message>
    <message>
        <source>Rule usage</source>
        <translation>Regelnutzung</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Je Partie</translation>
    </message>
    <message>
        <source>Games used</source>
        <translation>Partien mit Nutzung</translation>
    </message>
    <message>
        <source>Users&apos; win rate</source>
        <translation>Gewinnrate der Nutzer</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Sweep of %1</source>
        <translation>Parameterreihe über %1</translation>
    </message>
    <message>
        <source>Each point is its own run with the same seed; dotted lines bound the 95% interval. Mean length in turns: %1</source>
        <translation>Jeder Punkt ist ein eigener Lauf mit demselben Startwert; gepunktete Linien begrenzen das 95-%-Intervall. Mittlere Länge in Runden: %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
</context>
<context>
    <name>ReportSweepChart</name>
    <message>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
</context>
<context>
    <name>ReportWinRateChart</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnrate</translation>
    </message>
</context>
<context>
    <name>ReportsPage</name>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source> · running</source>
        <translation> · läuft</translation>
    </message>
    <message>
        <source> · cancelled</source>
        <translation> · abgebrochen</translation>
    </message>
    <message>
        <source>No runs yet. Configure one above and press Run.</source>
        <translation>Noch keine Läufe. Richten Sie oben einen ein und klicken Sie auf „Starten“.</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>Lauf löschen</translation>
    </message>
    <message>
        <source>Choose a run in the history, or start one, to see its win rates, game lengths and rule usage here.</source>
        <translation>Wählen Sie einen Lauf im Verlauf oder starten Sie einen, um hier Gewinnraten, Partielängen und Regelnutzung zu sehen.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Delete run %1?</source>
        <translation>Lauf %1 löschen?</translation>
    </message>
    <message>
        <source>Its games, their moves and its skill games are deleted too.</source>
        <translation>Seine Partien samt Zügen und seine Partien zur Könnensmessung werden ebenfalls gelöscht.</translation>
    </message>
    <message>
        <source>Reading run %1…</source>
        <translation>Lauf %1 wird gelesen …</translation>
    </message>
</context>
<context>
    <name>ReviewControls</name>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>The position before the first move (Home)</source>
        <translation>Die Stellung vor dem ersten Zug (Pos1)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>One step on (Right)</source>
        <translation>Einen Schritt vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>The position after the last move (End)</source>
        <translation>Die Stellung nach dem letzten Zug (Ende)</translation>
    </message>
    <message>
        <source>◀ Annotated</source>
        <translation>◀ Notiert</translation>
    </message>
    <message>
        <source>Previous annotated move</source>
        <translation>Vorheriger Zug mit Notiz</translation>
    </message>
    <message>
        <source>Back to the previous move with a note or a tag (Ctrl+Up)</source>
        <translation>Zurück zum vorigen Zug mit Notiz oder Schlagwort (Strg+Pfeil nach oben)</translation>
    </message>
    <message>
        <source>Annotated ▶</source>
        <translation>Notiert ▶</translation>
    </message>
    <message>
        <source>Next annotated move</source>
        <translation>Nächster Zug mit Notiz</translation>
    </message>
    <message>
        <source>On to the next move with a note or a tag (Ctrl+Down)</source>
        <translation>Weiter zum nächsten Zug mit Notiz oder Schlagwort (Strg+Pfeil nach unten)</translation>
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
        <source>Stored games</source>
        <translation>Gespeicherte Partien</translation>
    </message>
    <message>
        <source>Game %1, %2, %3</source>
        <translation>Partie %1, %2, %3</translation>
    </message>
    <message>
        <source>Seats: %1</source>
        <translation>Plätze: %1</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <extracomment>%1 is a game number, %2 a design name</extracomment>
        <translation>#%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s) · %2 noted</source>
        <translation>
            <numerusform>%1 · %n Zug · %2 mit Notiz</numerusform>
            <numerusform>%1 · %n Züge · %2 mit Notiz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s)</source>
        <translation>
            <numerusform>%1 · %n Zug</numerusform>
            <numerusform>%1 · %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · simulated</source>
        <translation>%1 · simuliert</translation>
    </message>
    <message>
        <source>No stored game matches these filters. Games appear here once they are played on the Playtest page.</source>
        <translation>Keine gespeicherte Partie passt zu diesen Filtern. Partien erscheinen hier, sobald sie auf der Seite Testspiel gespielt wurden.</translation>
    </message>
    <message>
        <source>No database is open, so there are no games to review.</source>
        <translation>Es ist keine Datenbank geöffnet, daher gibt es keine Partien zur Rückschau.</translation>
    </message>
    <message>
        <source>Board at step %1</source>
        <translation>Spielbrett bei Schritt %1</translation>
    </message>
    <message>
        <source>The position as JSON</source>
        <translation>Die Stellung als JSON</translation>
    </message>
    <message>
        <source>Choose a game on the left to replay it step by step.</source>
        <translation>Wählen Sie links eine Partie, um sie Schritt für Schritt nachzuspielen.</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Save the whole game, replayable with playbench-cli replay --file</source>
        <translation>Die ganze Partie speichern, nachspielbar mit playbench-cli replay --file</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the move log as a table, one row per log row</source>
        <translation>Das Zugprotokoll als Tabelle speichern, eine Zeile pro Protokollzeile</translation>
    </message>
    <message>
        <source>Export the game as JSON</source>
        <translation>Partie als JSON exportieren</translation>
    </message>
    <message>
        <source>Export the move log as CSV</source>
        <translation>Zugprotokoll als CSV exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
</context>
<context>
    <name>RunConfigPanel</name>
    <message>
        <source>New run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Run seed</source>
        <extracomment>The number every simulated game&apos;s random choices derive from</extracomment>
        <translation>Startwert des Laufs</translation>
    </message>
    <message>
        <source>Keep every game&apos;s moves (open them in Review)</source>
        <translation>Züge jeder Partie behalten (in der Rückschau öffnen)</translation>
    </message>
    <message>
        <source>Sweep a parameter (one run per value)</source>
        <translation>Parameterreihe (ein Lauf pro Wert)</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Values</source>
        <extracomment>The values of a parameter sweep: from, to and step</extracomment>
        <translation>Werte</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>The first value of a parameter sweep</extracomment>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <extracomment>The last value of a parameter sweep</extracomment>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schrittweite</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of %2 games · %3 games/s · %4 left</source>
        <translation>%1 von %2 Partien · %3 Partien/s · noch %4</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>The sweep sets the number of players; every seat plays seat 1&apos;s agent.</source>
        <translation>Die Parameterreihe legt die Spielerzahl fest; jeder Platz spielt mit dem Agenten von Platz 1.</translation>
    </message>
    <message>
        <source>From %1 to %2 players for this ruleset</source>
        <translation>Für dieses Regelwerk %1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>Every seat</source>
        <translation>Jeder Platz</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>SeatAgentRow</name>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>MCTS</source>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>MCTS iterations per decision</source>
        <translation>MCTS-Iterationen pro Entscheidung</translation>
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
    <message>
        <source>Lock or unlock</source>
        <extracomment>Toggles whether a re-roll keeps the tile</extracomment>
        <translation>Sperren oder entsperren</translation>
    </message>
</context>
<context>
    <name>StabilityBoardPresenter</name>
    <message>
        <source>%1 is drawn to move first</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1 beginnt (ausgelost)</translation>
    </message>
    <message>
        <source>move to %1</source>
        <extracomment>%1 a square, (row,column)</extracomment>
        <translation>auf %1 ziehen</translation>
    </message>
    <message>
        <source>no permeation</source>
        <translation>keine Permeation</translation>
    </message>
    <message>
        <source>permeate %1 (%2 PC)</source>
        <extracomment>%1 an effect&apos;s id (adj1, mag2), %2 its cost in permeation counters</extracomment>
        <translation>Permeation %1 (%2 PC)</translation>
    </message>
    <message>
        <source>afflict %1 %2</source>
        <extracomment>%1 a square, %2 +1 or -1</extracomment>
        <translation>Befall %1 %2</translation>
    </message>
    <message>
        <source>skip the affliction</source>
        <translation>Befall auslassen</translation>
    </message>
    <message>
        <source>extra %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>Zusatz %1</translation>
    </message>
    <message>
        <source>extra %1 %2</source>
        <extracomment>%1 a square, %2 +1 or -1</extracomment>
        <translation>Zusatz %1 %2</translation>
    </message>
    <message>
        <source>set %1 to %2</source>
        <extracomment>%1 a square, %2 a value</extracomment>
        <translation>%1 auf %2 setzen</translation>
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
    <name>TorusLabBoardPresenter</name>
    <message>
        <source>hearts</source>
        <extracomment>a card suit</extracomment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>clubs</source>
        <extracomment>a card suit</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <extracomment>a card suit</extracomment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>spades</source>
        <extracomment>a card suit</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>lands</source>
        <extracomment>a card suit</extracomment>
        <translation>Länder</translation>
    </message>
    <message>
        <source>heart</source>
        <extracomment>a card suit</extracomment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>club</source>
        <extracomment>a card suit</extracomment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>a card suit</extracomment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>spade</source>
        <extracomment>a card suit</extracomment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>land</source>
        <extracomment>a card suit</extracomment>
        <translation>Land</translation>
    </message>
    <message>
        <source>hidden card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>Lost: no room for new particles.</source>
        <translation>Verloren: Kein Platz für neue Partikel.</translation>
    </message>
    <message>
        <source>Lost: %1&apos;s hand limit reached 0.</source>
        <translation>Verloren: Das Handlimit von %1 ist auf 0 gefallen.</translation>
    </message>
    <message>
        <source>Lost: a stack ran out of cards.</source>
        <translation>Verloren: Ein Stapel hat keine Karten mehr.</translation>
    </message>
    <message>
        <source>Lost: the turn limit was reached.</source>
        <translation>Verloren: Das Rundenlimit ist erreicht.</translation>
    </message>
    <message>
        <source>Lost.</source>
        <translation>Verloren.</translation>
    </message>
    <message>
        <source>Won: every code is entered.</source>
        <translation>Gewonnen: Alle Codes sind eingegeben.</translation>
    </message>
    <message>
        <source>Dealing the hands and revealing the stack tops.</source>
        <translation>Handkarten werden ausgeteilt, oberste Stapelkarten aufgedeckt.</translation>
    </message>
    <message>
        <source>Drawing the first player.</source>
        <translation>Startspieler wird ausgelost.</translation>
    </message>
    <message>
        <source>Rolling the move die.</source>
        <translation>Bewegungswürfel wird geworfen.</translation>
    </message>
    <message>
        <source>Rolling the neutralization die.</source>
        <translation>Neutralisierungswürfel wird geworfen.</translation>
    </message>
    <message>
        <source>Rolling how many particles emerge.</source>
        <translation>Es wird gewürfelt, wie viele Partikel entstehen.</translation>
    </message>
    <message numerus="yes">
        <source>Rolling where %n particle(s) emerge.</source>
        <translation>
            <numerusform>Es wird gewürfelt, wo %n Partikel entsteht.</numerusform>
            <numerusform>Es wird gewürfelt, wo %n Partikel entstehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Revealing a new stack top.</source>
        <translation>Neue oberste Stapelkarte wird aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 is over the hand limit: discard a card.</source>
        <translation>%1 liegt über dem Handlimit: eine Karte abwerfen.</translation>
    </message>
    <message>
        <source>%1: choose an action, spend a card or end the turn.</source>
        <translation>%1: Aktion wählen, Karte einsetzen oder Zug beenden.</translation>
    </message>
    <message numerus="yes">
        <source>%1: move the pawn up to %n space(s) either way.</source>
        <translation>
            <numerusform>%1: Spielfigur bis zu %n Feld in beliebige Richtung ziehen.</numerusform>
            <numerusform>%1: Spielfigur bis zu %n Felder in beliebige Richtung ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: spend hearts or clubs on the die, or accept it.</source>
        <translation>%1: Herz oder Kreuz für den Würfel einsetzen oder ihn annehmen.</translation>
    </message>
    <message>
        <source>%1: try again, stop, or spend diamonds and spades.</source>
        <translation>%1: erneut versuchen, aufhören oder Karo und Pik einsetzen.</translation>
    </message>
    <message>
        <source>%1: give cards, or finish sharing.</source>
        <translation>%1: Karten abgeben oder das Teilen beenden.</translation>
    </message>
    <message numerus="yes">
        <source>%1: place %n extra particle(s) on a highlighted space.</source>
        <translation>
            <numerusform>%1: %n zusätzliches Partikel auf ein hervorgehobenes Feld setzen.</numerusform>
            <numerusform>%1: %n zusätzliche Partikel auf ein hervorgehobenes Feld setzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: collect or end the turn.</source>
        <translation>%1: einsammeln oder Zug beenden.</translation>
    </message>
    <message>
        <source>space %1</source>
        <extracomment>%1 a space&apos;s number</extracomment>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>deal a %1 to %2</source>
        <extracomment>%1 a card suit (singular), %2 a player (P1)</extracomment>
        <translation>%2 erhält ein %1</translation>
    </message>
    <message>
        <source>reveal a %1 on top of %2</source>
        <extracomment>%1 a card suit (singular), %2 a space</extracomment>
        <translation>ein %1 oben auf %2 aufgedeckt</translation>
    </message>
    <message>
        <source>%1 is drawn to play first</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1 beginnt (ausgelost)</translation>
    </message>
    <message>
        <source>roll %1</source>
        <extracomment>%1 the die&apos;s face</extracomment>
        <translation>Wurf %1</translation>
    </message>
    <message numerus="yes">
        <source>%n particle(s) emerge</source>
        <translation>
            <numerusform>%n Partikel entsteht</numerusform>
            <numerusform>%n Partikel entstehen</numerusform>
        </translation>
    </message>
    <message>
        <source>they emerge on %1</source>
        <extracomment>%1 a space</extracomment>
        <translation>sie entstehen auf %1</translation>
    </message>
    <message>
        <source>move (roll the die)</source>
        <translation>bewegen (würfeln)</translation>
    </message>
    <message>
        <source>move to %1</source>
        <extracomment>%1 a space</extracomment>
        <translation>auf %1 ziehen</translation>
    </message>
    <message>
        <source>try to neutralize a particle (roll)</source>
        <translation>ein Partikel zu neutralisieren versuchen (würfeln)</translation>
    </message>
    <message>
        <source>let the neutralization die stand</source>
        <translation>Neutralisierungswurf annehmen</translation>
    </message>
    <message>
        <source>stop neutralizing</source>
        <translation>Neutralisieren beenden</translation>
    </message>
    <message numerus="yes">
        <source>collect %n card(s)</source>
        <translation>
            <numerusform>%n Karte einsammeln</numerusform>
            <numerusform>%n Karten einsammeln</numerusform>
        </translation>
    </message>
    <message>
        <source>a land as a %1</source>
        <extracomment>%1 a card suit (singular): a land spent for another suit&apos;s power</extracomment>
        <translation>ein Land als %1</translation>
    </message>
    <message>
        <source>a %1</source>
        <extracomment>%1 a card suit (singular)</extracomment>
        <translation>ein %1</translation>
    </message>
    <message>
        <source>spend %1: reroll</source>
        <extracomment>%1 the card spent (&quot;a heart&quot;)</extracomment>
        <translation>%1 einsetzen: neu würfeln</translation>
    </message>
    <message>
        <source>spend %1: +1 to the die</source>
        <extracomment>%1 the card spent (&quot;a club&quot;)</extracomment>
        <translation>%1 einsetzen: +1 auf den Würfel</translation>
    </message>
    <message>
        <source>spend %1: pawn to %2</source>
        <extracomment>%1 the card spent (&quot;a diamond&quot;), %2 a space</extracomment>
        <translation>%1 einsetzen: Figur auf %2</translation>
    </message>
    <message>
        <source>spend %1: particle from %2 to %3</source>
        <extracomment>%1 the card spent (&quot;a spade&quot;), %2 and %3 spaces</extracomment>
        <translation>%1 einsetzen: Partikel von %2 auf %3</translation>
    </message>
    <message>
        <source>give a %1 to %2</source>
        <extracomment>%1 a card suit (singular), %2 a player (P1)</extracomment>
        <translation>%2 ein %1 geben</translation>
    </message>
    <message>
        <source>done sharing</source>
        <translation>Teilen beenden</translation>
    </message>
    <message>
        <source>enter the %1 code</source>
        <extracomment>%1 a card suit (singular)</extracomment>
        <translation>%1-Code eingeben</translation>
    </message>
    <message>
        <source>discard a %1</source>
        <extracomment>%1 a card suit (singular)</extracomment>
        <translation>ein %1 abwerfen</translation>
    </message>
    <message>
        <source>spill a particle onto %1</source>
        <extracomment>%1 a space</extracomment>
        <translation>ein Partikel auf %1 überlaufen lassen</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>Zug beenden</translation>
    </message>
</context>
<context>
    <name>TorusLabBoardView</name>
    <message>
        <source>Torus Lab board</source>
        <translation>Spielbrett Torus Lab</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Codes: %1 of %2 entered, %3 cards of a suit each</source>
        <translation>Codes: %1 von %2 eingegeben, je %3 Karten einer Farbe</translation>
    </message>
    <message>
        <source>entered by %1 on turn %2</source>
        <translation>eingegeben von %1 in Runde %2</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>nicht eingegeben</translation>
    </message>
    <message>
        <source>Code of %1: %2</source>
        <translation>Code für %1: %2</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Handkarten</translation>
    </message>
</context>
<context>
    <name>TorusLabCard</name>
    <message>
        <source>A hidden card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <source>One of: %1</source>
        <translation>Eine von: %1</translation>
    </message>
</context>
<context>
    <name>TorusLabDie</name>
    <message>
        <source>Die shows %1, plus %2 for clubs</source>
        <translation>Würfel zeigt %1, plus %2 durch Kreuz</translation>
    </message>
    <message>
        <source>Die shows %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <source>No die showing</source>
        <translation>Kein Würfelergebnis</translation>
    </message>
    <message>
        <source>no roll</source>
        <translation>kein Wurf</translation>
    </message>
    <message>
        <source>+%1 ♣</source>
        <translation>+%1 ♣</translation>
    </message>
</context>
<context>
    <name>TorusLabHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Hand von %1: %n Karte</numerusform>
            <numerusform>Hand von %1: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (turn)</source>
        <translation>%1 (am Zug)</translation>
    </message>
    <message>
        <source>Hand limit %1 of %2</source>
        <translation>Handlimit %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 hidden</source>
        <translation>
            <numerusform>%n Karte, %1 verdeckt</numerusform>
            <numerusform>%n Karten, %1 verdeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>A hidden card of %1</source>
        <translation>Eine verdeckte Karte von %1</translation>
    </message>
</context>
<context>
    <name>TorusLabSpace</name>
    <message>
        <source>an unrevealed card</source>
        <translation>eine nicht aufgedeckte Karte</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message numerus="yes">
        <source>Space %1: %n card(s), top %2, %3 of %4 particles</source>
        <translation>
            <numerusform>Feld %1: %n Karte, oben %2, %3 von %4 Partikeln</numerusform>
            <numerusform>Feld %1: %n Karten, oben %2, %3 von %4 Partikeln</numerusform>
        </translation>
    </message>
    <message>
        <source>, pawns %1</source>
        <translation>, Spielfiguren %1</translation>
    </message>
    <message>
        <source>Below the top: %1</source>
        <translation>Darunter: %1</translation>
    </message>
    <message>
        <source>Space %1</source>
        <translation>Feld %1</translation>
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
    <name>pb::gui::DeckEditor</name>
    <message>
        <source>Row %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>The saved deck cannot be read: %1</source>
        <translation>Das gespeicherte Deck kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <source>Deck saved: %n card(s).</source>
        <translation>
            <numerusform>Deck gespeichert: %n Karte.</numerusform>
            <numerusform>Deck gespeichert: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>New card</source>
        <translation>Neue Karte</translation>
    </message>
    <message>
        <source>Rename card type</source>
        <translation>Kartentyp umbenennen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2.</source>
        <translation>„%1“ ist ungültig, erwartet: %2.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>Anzahl ändern</translation>
    </message>
    <message>
        <source>Apply template %1</source>
        <translation>Vorlage %1 anwenden</translation>
    </message>
    <message>
        <source>Template applied: %1.</source>
        <translation>Vorlage angewendet: %1.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card type(s) from %1.</source>
        <translation>
            <numerusform>%n Kartentyp aus %1 importiert.</numerusform>
            <numerusform>%n Kartentypen aus %1 importiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n card type(s) to %1.</source>
        <translation>
            <numerusform>%n Kartentyp nach %1 exportiert.</numerusform>
            <numerusform>%n Kartentypen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The seed must be a whole number of at least 0, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
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
    <name>pb::gui::GameListModel</name>
    <message>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <extracomment>%1 is a seat label such as P1</extracomment>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Draw at the turn limit</source>
        <translation>Unentschieden am Rundenlimit</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>“%1” is not a date; write it as YYYY-MM-DD.</source>
        <translation>„%1“ ist kein Datum; schreiben Sie es als JJJJ-MM-TT.</translation>
    </message>
    <message>
        <source>Deleted design</source>
        <translation>Gelöschter Entwurf</translation>
    </message>
    <message>
        <source>No design</source>
        <translation>Kein Entwurf</translation>
    </message>
</context>
<context>
    <name>pb::gui::MoveLogModel</name>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>fun</source>
        <extracomment>A tag for a move that was fun to play</extracomment>
        <translation>Spaß</translation>
    </message>
    <message>
        <source>confusing</source>
        <extracomment>A tag for a move whose rules were unclear</extracomment>
        <translation>verwirrend</translation>
    </message>
    <message>
        <source>broken rule</source>
        <extracomment>A tag for a move that shows a rule not working as meant</extracomment>
        <translation>Regelfehler</translation>
    </message>
    <message>
        <source>balance</source>
        <extracomment>A tag for a move that says something about game balance</extracomment>
        <translation>Balance</translation>
    </message>
    <message>
        <source>question</source>
        <extracomment>A tag for a move to ask the designers about</extracomment>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Undo: takes back move %1</source>
        <translation>Rückgängig: nimmt Zug %1 zurück</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>No game is loaded.</source>
        <translation>Keine Partie geladen.</translation>
    </message>
</context>
<context>
    <name>pb::gui::PlaytestSession</name>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Everyone wins</source>
        <translation>Alle gewinnen</translation>
    </message>
    <message>
        <source>Draw between %1</source>
        <translation>Unentschieden zwischen %1</translation>
    </message>
    <message>
        <source>%1 (turn limit reached)</source>
        <translation>%1 (Rundenlimit erreicht)</translation>
    </message>
    <message>
        <source>Stopped: the last decision could not be saved.</source>
        <translation>Angehalten: Die letzte Entscheidung konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Spielende: %1</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) denkt nach…</translation>
    </message>
    <message>
        <source>%1 to move: choose a decision or click a highlighted square.</source>
        <translation>%1 ist am Zug: Entscheidung wählen oder ein hervorgehobenes Feld anklicken.</translation>
    </message>
    <message>
        <source>%1 (%2) to move.</source>
        <translation>%1 (%2) ist am Zug.</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move. Step or Run continues.</source>
        <translation>Pausiert: %1 (%2) ist am Zug. Weiter mit „Schritt“ oder „Abspielen“.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 18446744073709551615 sein.</translation>
    </message>
    <message numerus="yes">
        <source>Choose who plays each of the %n seat(s).</source>
        <translation>
            <numerusform>Wählen Sie für %n Platz, wer spielt.</numerusform>
            <numerusform>Wählen Sie für jeden der %n Plätze, wer spielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Design %1 does not exist.</source>
        <translation>Entwurf %1 gibt es nicht.</translation>
    </message>
    <message>
        <source>Cannot start the playtest: %1</source>
        <translation>Das Testspiel kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Game %1 cannot be resumed: it is not an unfinished playtest.</source>
        <translation>Partie %1 kann nicht fortgesetzt werden: Sie ist kein offenes Testspiel.</translation>
    </message>
    <message>
        <source>Cannot resume game %1: %2</source>
        <translation>Partie %1 kann nicht fortgesetzt werden: %2</translation>
    </message>
    <message>
        <source>Cannot abandon the game: %1</source>
        <translation>Die Partie kann nicht abgebrochen werden: %1</translation>
    </message>
    <message>
        <source>There is no design to play.</source>
        <translation>Es gibt keinen Entwurf zum Spielen.</translation>
    </message>
    <message>
        <source>Demo: the first step of the person&apos;s seat.</source>
        <extracomment>The note of a move in the demo playtest</extracomment>
        <translation>Demo: der erste Schritt am Platz der Person.</translation>
    </message>
    <message>
        <source>It is not a person&apos;s turn.</source>
        <translation>Gerade ist keine Person am Zug.</translation>
    </message>
    <message>
        <source>There is no legal decision %1; nothing was played.</source>
        <translation>Es gibt keine zulässige Entscheidung %1; es wurde nichts gespielt.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>%1 could not decide: %2</source>
        <translation>%1 konnte nicht entscheiden: %2</translation>
    </message>
    <message>
        <source>The playtest stopped because the database could not be written. Every decision before this one is saved and the game can be resumed later. %1</source>
        <translation>Das Testspiel wurde angehalten, weil die Datenbank nicht beschrieben werden konnte. Alle früheren Entscheidungen sind gespeichert, und die Partie kann später fortgesetzt werden. %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::ReviewSession</name>
    <message>
        <source>Game over: %1 wins</source>
        <extracomment>%1 is a seat label such as P1</extracomment>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
    <message>
        <source>Game over: a draw at the turn limit</source>
        <translation>Spielende: Unentschieden am Rundenlimit</translation>
    </message>
    <message>
        <source>Game over: a draw</source>
        <translation>Spielende: Unentschieden</translation>
    </message>
    <message>
        <source>No database is open, so there is no game to review.</source>
        <translation>Es ist keine Datenbank geöffnet, daher gibt es keine Partie zur Rückschau.</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: %2</source>
        <translation>Partie %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Game %1 cannot be shown: %2</source>
        <translation>Partie %1 kann nicht angezeigt werden: %2</translation>
    </message>
    <message>
        <source>Game %1 · %2 · %3 · seats: %4</source>
        <translation>Partie %1 · %2 · %3 · Plätze: %4</translation>
    </message>
    <message>
        <source>no design</source>
        <translation>kein Entwurf</translation>
    </message>
    <message>
        <source>This game&apos;s log stops replaying at move %1, so the steps after it are not shown: %2</source>
        <translation>Das Protokoll dieser Partie lässt sich nur bis Zug %1 nachspielen, die Schritte danach werden nicht gezeigt: %2</translation>
    </message>
    <message>
        <source>This game&apos;s log replays, but not as it was stored: %1</source>
        <translation>Das Protokoll dieser Partie lässt sich nachspielen, aber nicht so, wie es gespeichert wurde: %1</translation>
    </message>
    <message>
        <source>Start: the position before the first move</source>
        <translation>Start: die Stellung vor dem ersten Zug</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Step %1: undo, %2 acts again</source>
        <extracomment>%1 is the step number, %2 the seat that acts again</extracomment>
        <translation>Schritt %1: Rückgängig, %2 ist erneut am Zug</translation>
    </message>
    <message>
        <source>Step %1: %2, %3</source>
        <extracomment>%1 is the step number, %2 who acted, %3 the decision</extracomment>
        <translation>Schritt %1: %2, %3</translation>
    </message>
    <message>
        <source>Chance acts next</source>
        <translation>Als Nächstes ist der Zufall am Zug</translation>
    </message>
    <message>
        <source>%1 to act</source>
        <extracomment>%1 is a seat label such as P1</extracomment>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Open a game before exporting it.</source>
        <translation>Öffnen Sie eine Partie, bevor Sie sie exportieren.</translation>
    </message>
    <message>
        <source>Game %1 is no longer in the database.</source>
        <translation>Partie %1 ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Game %1 cannot be exported: %2</source>
        <translation>Partie %1 kann nicht exportiert werden: %2</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>Choose a file to export to.</source>
        <translation>Wählen Sie eine Datei für den Export.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved game %2 as %1 to %3</source>
        <extracomment>%1 is &quot;JSON&quot; or &quot;CSV&quot;, %2 a game number, %3 a file path</extracomment>
        <translation>Partie %2 als %1 in %3 gespeichert</translation>
    </message>
</context>
<context>
    <name>pb::gui::RunController</name>
    <message>
        <source>Choose a design to simulate.</source>
        <translation>Wählen Sie einen Entwurf zum Simulieren.</translation>
    </message>
    <message>
        <source>This build does not know the ruleset &quot;%1&quot;.</source>
        <translation>Diese Programmversion kennt das Regelwerk „%1“ nicht.</translation>
    </message>
    <message>
        <source>The number of games must be between 1 and 10,000,000.</source>
        <translation>Die Anzahl der Partien muss zwischen 1 und 10.000.000 liegen.</translation>
    </message>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Wählen Sie einen Agenten für %n Platz.</numerusform>
            <numerusform>Wählen Sie einen Agenten für jeden der %n Plätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole-number parameter.</source>
        <translation>„%1“ ist kein ganzzahliger Parameter.</translation>
    </message>
    <message>
        <source>A sweep runs from a value up to a larger one in steps of at least 1.</source>
        <translation>Eine Parameterreihe läuft von einem Wert bis zu einem größeren, in Schritten von mindestens 1.</translation>
    </message>
    <message>
        <source>A sweep has at most %1 points.</source>
        <translation>Eine Parameterreihe hat höchstens %1 Punkte.</translation>
    </message>
    <message>
        <source>A run is already under way.</source>
        <translation>Es ist bereits ein Lauf im Gange.</translation>
    </message>
    <message>
        <source>Open a database first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank.</translation>
    </message>
    <message>
        <source>The run stopped: %1</source>
        <translation>Der Lauf wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players.</source>
        <translation>%1 wird von %2 bis %3 Spielern gespielt.</translation>
    </message>
    <message>
        <source>The number of players; every seat plays seat 1&apos;s agent.</source>
        <translation>Die Spielerzahl; jeder Platz spielt mit dem Agenten von Platz 1.</translation>
    </message>
    <message numerus="yes">
        <source>The design cannot be played by %n player(s): %1</source>
        <translation>
            <numerusform>Der Entwurf lässt sich nicht mit %n Spieler spielen: %1</numerusform>
            <numerusform>Der Entwurf lässt sich nicht mit %n Spielern spielen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::RunListModel</name>
    <message numerus="yes">
        <source>Run %1 · %n games</source>
        <translation>
            <numerusform>Lauf %1 · %n Partie</numerusform>
            <numerusform>Lauf %1 · %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
</context>
<context>
    <name>pb::gui::RunSummary</name>
    <message>
        <source>Cannot show run %1: %2</source>
        <translation>Lauf %1 kann nicht angezeigt werden: %2</translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>Platz %1 (%2)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message numerus="yes">
        <source>Seat %1 (%2) won in %n turns</source>
        <translation>
            <numerusform>Platz %1 (%2) gewann in %n Runde</numerusform>
            <numerusform>Platz %1 (%2) gewann in %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No single winner after %n turns</source>
        <translation>
            <numerusform>Kein alleiniger Sieger nach %n Runde</numerusform>
            <numerusform>Kein alleiniger Sieger nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Longest game: #%1</source>
        <translation>Längste Partie: #%1</translation>
    </message>
    <message>
        <source>Shortest game: #%1</source>
        <translation>Kürzeste Partie: #%1</translation>
    </message>
    <message>
        <source>Surprising loss: #%1</source>
        <translation>Überraschende Niederlage: #%1</translation>
    </message>
    <message>
        <source>Choose a run to export.</source>
        <translation>Wählen Sie einen Lauf zum Exportieren.</translation>
    </message>
    <message>
        <source>Unknown report format &quot;%1&quot;.</source>
        <translation>Unbekanntes Berichtsformat „%1“.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot export the report: %1</source>
        <translation>Der Bericht kann nicht exportiert werden: %1</translation>
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
    <message>
        <source>Board saved.</source>
        <translation>Spielbrett gespeichert.</translation>
    </message>
</context>
<context>
    <name>pb::gui::Workbench</name>
    <message>
        <source>%1 already exists: a new database needs a file name that is not taken (open an existing one with File &gt; Open database).</source>
        <translation>%1 gibt es schon: Eine neue Datenbank braucht einen freien Dateinamen (eine vorhandene öffnen Sie mit Datei &gt; Datenbank öffnen).</translation>
    </message>
</context>
</TS>
