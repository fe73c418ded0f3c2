<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Playbench</source>
        <translation>Über Playbench</translation>
    </message>
    <message>
        <source>Playbench</source>
        <translation>Playbench</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>A workbench for board-game designers: edit designs, playtest them against agents, review annotated games and run batches of simulated games.</source>
        <translation>Eine Werkbank für Brettspiel-Entwürfe: Entwürfe bearbeiten, gegen Computerspieler testen, kommentierte Partien nachspielen und Serien simulierter Partien laufen lassen.</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <extracomment>%1 is the licence&apos;s name, or a note that none was chosen yet</extracomment>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>Built with Qt; running on Qt %1.</source>
        <translation>Mit Qt gebaut; läuft mit Qt %1.</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message>
        <source>Auto-balance</source>
        <translation>Automatisches Ausbalancieren</translation>
    </message>
    <message>
        <source>Searches the values of the parameters you let it change for those whose games meet every target; every candidate plays the same seeds, and the budget goes to the promising ones.</source>
        <translation>Sucht unter den Werten der Parameter, die es ändern darf, jene, deren Partien jedes Ziel erfüllen; jeder Kandidat spielt dieselben Startwerte, und das Budget geht an die vielversprechenden.</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Parameters it may change</source>
        <translation>Parameter, die es ändern darf</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Budget (games)</source>
        <translation>Budget (Partien)</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of at most %2 games</source>
        <translation>%1 von höchstens %2 Partien</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Open as new design</source>
        <translation>Als neuen Entwurf öffnen</translation>
    </message>
    <message>
        <source>Search method</source>
        <translation>Suchverfahren</translation>
    </message>
    <message>
        <source>Auto-balance of “%1”</source>
        <extracomment>%1 the name of the design auto-balance searches</extracomment>
        <translation>Automatisches Ausbalancieren von „%1“</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Design to balance</source>
        <translation>Auszubalancierender Entwurf</translation>
    </message>
</context>
<context>
    <name>BalanceParameterRow</name>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>BalanceTargetRow</name>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>Board</source>
        <extracomment>The page that shows a design&apos;s game board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>There is no board editor for the ruleset %1 yet.</source>
        <translation>Für das Regelwerk %1 gibt es noch keinen Spielbrett-Editor.</translation>
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
        <source>Choose a design above or on the Designs page to see its board.</source>
        <translation>Wählen Sie oben oder auf der Seite Entwürfe einen Entwurf, um sein Spielbrett zu sehen.</translation>
    </message>
    <message>
        <source>%1 *</source>
        <extracomment>After the design picker: what the page edits of the design (a board, a deck); * marks unsaved changes</extracomment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>%1 of %2, unsaved changes</source>
        <translation>%1 von %2, ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>BoardPageWords</name>
    <message>
        <source>A square of %1 mm does not fit on one page of this paper (%2 x %3 mm inside the margins, %4 mm of them shared with the next page); choose a square size of at most %5 mm.</source>
        <translation>Ein Feld von %1 mm passt auf keine Seite dieses Papiers (%2 x %3 mm innerhalb der Ränder, davon %4 mm mit der nächsten Seite geteilt); wählen Sie eine Feldgröße von höchstens %5 mm.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Der Spielplan</translation>
    </message>
    <message>
        <source>%1 would take %2 pages at %3 mm a square, more than the %4 a print may have; choose a smaller square size, such as %5 mm.</source>
        <translation>%1 bräuchte bei %3 mm je Feld %2 Seiten, mehr als die %4, die ein Druck haben darf; wählen Sie eine kleinere Feldgröße, etwa %5 mm.</translation>
    </message>
    <message>
        <source>row %1, column %2 of %3 x %4</source>
        <extracomment>one page of a board split over several: its row and column of all of them</extracomment>
        <translation>Zeile %1, Spalte %2 von %3 x %4</translation>
    </message>
    <message>
        <source>Lay the pages over each other by %1 mm, until their marks meet.</source>
        <translation>Legen Sie die Seiten %1 mm übereinander, bis sich ihre Marken decken.</translation>
    </message>
</context>
<context>
    <name>BoardPresenter</name>
    <message>
        <source>%1 wins.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>A draw between %1.</source>
        <extracomment>%1 the players who share first place (P1, P2)</extracomment>
        <translation>Unentschieden zwischen %1.</translation>
    </message>
    <message>
        <source>The turn limit was reached. %1</source>
        <extracomment>%1 who won or drew</extracomment>
        <translation>Das Rundenlimit ist erreicht. %1</translation>
    </message>
    <message>
        <source>The team won.</source>
        <translation>Das Team hat gewonnen.</translation>
    </message>
    <message>
        <source>The team lost.</source>
        <translation>Das Team hat verloren.</translation>
    </message>
</context>
<context>
    <name>CardSheets</name>
    <message>
        <source>A card of %1 x %2 mm is too small to print: each side needs at least %3 mm.</source>
        <translation>Eine Karte von %1 x %2 mm ist zu klein zum Drucken: Jede Seite braucht mindestens %3 mm.</translation>
    </message>
    <message>
        <source>A card of %1 x %2 mm does not fit on the page inside margins of %3 mm.</source>
        <translation>Eine Karte von %1 x %2 mm passt nicht innerhalb von Rändern von %3 mm auf die Seite.</translation>
    </message>
    <message>
        <source>The deck &quot;%1&quot; has no cards to print.</source>
        <translation>Der Stapel „%1“ hat keine Karten zum Drucken.</translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message>
        <source>Check</source>
        <translation>Prüfen</translation>
    </message>
    <message numerus="yes">
        <source>Plays %n random game(s), checking after every decision what every ruleset promises</source>
        <translation>
            <numerusform>Spielt %n zufällige Partie und prüft nach jeder Entscheidung, was jedes Regelwerk zusichert</numerusform>
            <numerusform>Spielt %n zufällige Partien und prüft nach jeder Entscheidung, was jedes Regelwerk zusichert</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A Check break&apos;s heading: %1 what broke, %2 where (&quot;Game 3, decision 12&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Open in Playtest</source>
        <translation>Im Testspiel öffnen</translation>
    </message>
    <message>
        <source>Starts a new game with every seat a person, played up to the decision where Check broke</source>
        <translation>Startet eine neue Partie mit einer Person an jedem Platz, gespielt bis zu der Entscheidung, bei der „Prüfen“ einen Verstoß fand</translation>
    </message>
</context>
<context>
    <name>CheckWords</name>
    <message>
        <source>The list of legal decisions is wrong</source>
        <translation>Die Liste der zulässigen Entscheidungen ist falsch</translation>
    </message>
    <message>
        <source>A saved and reloaded position is not the same</source>
        <translation>Eine gespeicherte und neu geladene Stellung ist nicht dieselbe</translation>
    </message>
    <message>
        <source>why_illegal disagrees with the legal list</source>
        <translation>why_illegal widerspricht der Liste der zulässigen Entscheidungen</translation>
    </message>
    <message>
        <source>A question about the position changed it</source>
        <translation>Eine Abfrage der Stellung hat sie verändert</translation>
    </message>
    <message>
        <source>Redrawing hidden cards changed what a player sees</source>
        <translation>Das Neuziehen verdeckter Karten hat verändert, was ein Spieler sieht</translation>
    </message>
    <message>
        <source>A value left its allowed range</source>
        <translation>Ein Wert hat seinen zulässigen Bereich verlassen</translation>
    </message>
    <message>
        <source>A rule of the game was broken</source>
        <translation>Eine Spielregel wurde verletzt</translation>
    </message>
    <message>
        <source>A decision broke a rule of the game</source>
        <translation>Eine Entscheidung hat eine Spielregel verletzt</translation>
    </message>
    <message>
        <source>The game ended wrongly</source>
        <translation>Die Partie endete falsch</translation>
    </message>
    <message>
        <source>A position with one value changed was taken as sound</source>
        <translation>Eine Stellung mit einem veränderten Wert wurde als gültig angenommen</translation>
    </message>
    <message>
        <source>The final scores are wrong</source>
        <translation>Die Endpunktzahlen sind falsch</translation>
    </message>
    <message>
        <source>A game does not end</source>
        <translation>Eine Partie endet nicht</translation>
    </message>
    <message>
        <source>sample() draws decisions unevenly or off the list</source>
        <translation>sample() zieht Entscheidungen ungleichmäßig oder außerhalb der Liste</translation>
    </message>
    <message>
        <source>A decision cannot be written down</source>
        <translation>Eine Entscheidung lässt sich nicht aufschreiben</translation>
    </message>
    <message>
        <source>A decision with an unknown field was accepted</source>
        <translation>Eine Entscheidung mit einem unbekannten Feld wurde angenommen</translation>
    </message>
    <message>
        <source>The count of turns went back</source>
        <translation>Die Rundenzahl ist zurückgegangen</translation>
    </message>
    <message>
        <source>One seed gave two different games</source>
        <translation>Ein Startwert ergab zwei verschiedene Partien</translation>
    </message>
    <message>
        <source>Different seeds gave the same games</source>
        <translation>Verschiedene Startwerte ergaben dieselben Partien</translation>
    </message>
    <message>
        <source>A listed decision could not be applied</source>
        <translation>Eine aufgeführte Entscheidung ließ sich nicht ausführen</translation>
    </message>
    <message>
        <source>A rule function failed</source>
        <translation>Eine Regelfunktion ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>In the games that check the seeds</source>
        <translation>In den Partien, die die Startwerte prüfen</translation>
    </message>
    <message>
        <source>Game %1, decision %2</source>
        <extracomment>Where Check broke: the game of the check and the decision in it, both counted from 1</extracomment>
        <translation>Partie %1, Entscheidung %2</translation>
    </message>
    <message>
        <source>legal() lists %1, but apply() refused it: %2</source>
        <extracomment>%1 is a decision (&quot;drop 7&quot;), %2 the script&apos;s error with its file and line</extracomment>
        <translation>legal() führt %1 auf, aber apply() hat es abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <extracomment>%1 is what broke, %2 the decision being taken, %3 the error in the script&apos;s words</extracomment>
        <translation>%1 bei %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is what broke, %2 the error in the script&apos;s or the harness&apos;s words</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ClusterJobPanel</name>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Export as cluster job…</source>
        <translation>Als Cluster-Auftrag exportieren…</translation>
    </message>
    <message>
        <source>Import merged run…</source>
        <translation>Zusammengeführten Lauf importieren…</translation>
    </message>
    <message>
        <source>Export as cluster job</source>
        <translation>Als Cluster-Auftrag exportieren</translation>
    </message>
    <message>
        <source>cluster-job</source>
        <translation>cluster-auftrag</translation>
    </message>
    <message>
        <source>Writes a folder with the design and the job scripts. Copy it to the cluster and submit it there with: playbench-cli cluster resubmit --dir FOLDER</source>
        <translation>Schreibt einen Ordner mit dem Design und den Auftragsskripten. Kopieren Sie ihn auf den Cluster und reichen Sie ihn dort ein mit: playbench-cli cluster resubmit --dir ORDNER</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Shards</source>
        <extracomment>The number of pieces a cluster job is cut into</extracomment>
        <translation>Teilstücke</translation>
    </message>
    <message>
        <source>Threads per shard</source>
        <translation>Threads pro Teilstück</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Cluster job folder</source>
        <translation>Ordner des Cluster-Auftrags</translation>
    </message>
    <message>
        <source>Import merged run</source>
        <translation>Zusammengeführten Lauf importieren</translation>
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
        <source>Cluster job</source>
        <translation>Cluster-Auftrag</translation>
    </message>
</context>
<context>
    <name>ComparisonPanel</name>
    <message>
        <source>A/B comparison</source>
        <translation>A/B-Vergleich</translation>
    </message>
    <message>
        <source>Both designs play the same games: the same agents on the same seeds, so the luck they share cancels and a real difference shows with fewer games.</source>
        <translation>Beide Entwürfe spielen dieselben Partien: dieselben Agenten mit denselben Startwerten. So hebt sich das gemeinsame Glück auf, und ein echter Unterschied zeigt sich mit weniger Partien.</translation>
    </message>
    <message>
        <source>Design A</source>
        <translation>Entwurf A</translation>
    </message>
    <message>
        <source>Design B</source>
        <translation>Entwurf B</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games per design</source>
        <translation>Partien je Entwurf</translation>
    </message>
    <message>
        <source>Run seed</source>
        <extracomment>The number every simulated game&apos;s random choices derive from</extracomment>
        <translation>Startwert des Laufs</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>Export HTML</source>
        <translation>Als HTML exportieren</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Another design</source>
        <translation>Ein anderer Entwurf</translation>
    </message>
    <message>
        <source>Design A with changes</source>
        <translation>Entwurf A mit Änderungen</translation>
    </message>
    <message>
        <source>Design B&apos;s parameters (design A&apos;s until you change them)</source>
        <translation>Parameter von Entwurf B (die von Entwurf A, bis Sie sie ändern)</translation>
    </message>
    <message>
        <source>Difference heatmaps (B minus A per game; slower)</source>
        <translation>Differenz-Heatmaps (B minus A je Partie; langsamer)</translation>
    </message>
    <message>
        <source>Where things happen: B − A</source>
        <translation>Wo etwas geschieht: B − A</translation>
    </message>
    <message>
        <source>Each cell shows design B&apos;s events per game less design A&apos;s over the paired games: red where B saw more, blue where it saw fewer. An outlined cell&apos;s difference is beyond noise: its 95% interval, wide enough to hold for every cell of the map at once, leaves out 0. Other cells may differ by chance.</source>
        <translation>Jedes Feld zeigt die Ereignisse je Partie von Entwurf B weniger die von Entwurf A über die gepaarten Partien: rot, wo B mehr sah, blau, wo es weniger sah. Ein umrandetes Feld unterscheidet sich über das Rauschen hinaus: sein 95%-Intervall, so breit, dass es für alle Felder der Karte zugleich gilt, schließt 0 aus. Andere Felder können sich zufällig unterscheiden.</translation>
    </message>
</context>
<context>
    <name>DatabaseErrorDialog</name>
    <message>
        <source>The database could not be opened</source>
        <translation>Die Datenbank konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Choose another file with File &gt; Open database… or File &gt; New database…, or go back to the demo with File &gt; Open demo database.</source>
        <translation>Wählen Sie eine andere Datei mit Datei &gt; Datenbank öffnen… oder Datei &gt; Neue Datenbank…, oder kehren Sie mit Datei &gt; Demo-Datenbank öffnen zur Demo zurück.</translation>
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
        <source>Add card type</source>
        <translation>Kartentyp hinzufügen</translation>
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
    <message>
        <source>deck.csv</source>
        <extracomment>The file name a deck is suggested to be exported under</extracomment>
        <translation>deck.csv</translation>
    </message>
    <message>
        <source>deck</source>
        <extracomment>After the design picker: the page shows the design&apos;s deck</extracomment>
        <translation>Deck</translation>
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
        <source>Back to the saved deck (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Deck (löscht den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>A new card type below the selected one, with its values</source>
        <translation>Ein neuer Kartentyp unter dem gewählten, mit dessen Werten</translation>
    </message>
    <message>
        <source>Replace the deck by a CSV file with a header row (%1)</source>
        <extracomment>%1 the file&apos;s columns as it names them: name, suit, rank, count</extracomment>
        <translation>Deck durch eine CSV-Datei mit Kopfzeile ersetzen (%1)</translation>
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
        <translation>Aufgegeben</translation>
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
    <name>HeatmapGrid</name>
    <message>
        <source>Seat</source>
        <extracomment>Which seat&apos;s events a heatmap shows: all seats, P1, P2, ...</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>B fewer</source>
        <translation>B weniger</translation>
    </message>
    <message>
        <source>B more</source>
        <translation>B mehr</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message>
        <source>Row %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1: %2 per game</source>
        <translation>%1: %2 je Partie</translation>
    </message>
    <message>
        <source>%1: %2 in the run</source>
        <translation>%1: %2 im Lauf</translation>
    </message>
    <message>
        <source>(an event in %1% of games)</source>
        <translation>(ein Ereignis in %1 % der Partien)</translation>
    </message>
    <message>
        <source>%1 per game (the busiest cell)</source>
        <translation>%1 je Partie (das Feld mit den meisten)</translation>
    </message>
    <message>
        <source>%1 in the run (the busiest cell)</source>
        <translation>%1 im Lauf (das Feld mit den meisten)</translation>
    </message>
    <message>
        <source>All seats</source>
        <translation>Alle Plätze</translation>
    </message>
    <message>
        <source>P%1</source>
        <extracomment>A seat of the game, as in &quot;P1&quot;</extracomment>
        <translation>P%1</translation>
    </message>
    <message>
        <source>%1: A %2, B %3 per game; B − A %4 (%5 to %6)</source>
        <translation>%1: A %2, B %3 je Partie; B − A %4 (%5 bis %6)</translation>
    </message>
    <message>
        <source>beyond noise</source>
        <translation>über dem Rauschen</translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s): too few for intervals, so the map only describes.</source>
        <translation>
            <numerusform>%n gepaarte Partie: zu wenige für Intervalle, die Karte beschreibt nur.</numerusform>
            <numerusform>%n gepaarte Partien: zu wenige für Intervalle, die Karte beschreibt nur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s): no cell&apos;s difference is beyond noise.</source>
        <translation>
            <numerusform>%n gepaarte Partie: kein Feld unterscheidet sich über das Rauschen hinaus.</numerusform>
            <numerusform>%n gepaarte Partien: kein Feld unterscheidet sich über das Rauschen hinaus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s); outlined cells are beyond noise: %1.</source>
        <translation>
            <numerusform>%n gepaarte Partie; umrandete Felder liegen über dem Rauschen: %1.</numerusform>
            <numerusform>%n gepaarte Partien; umrandete Felder liegen über dem Rauschen: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <source>−%1 … +%1 per game</source>
        <translation>−%1 … +%1 je Partie</translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s): the same in every cell.</source>
        <translation>
            <numerusform>%n gepaarte Partie: in jedem Feld gleich.</numerusform>
            <numerusform>%n gepaarte Partien: in jedem Feld gleich.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Playbench opens on the demo database, so every page has something to show. The rail on the left holds the pages (Ctrl+1 to Ctrl+6, or the View menu); the status bar names the open database and design. Settings switches the language and the colours.</source>
        <translation>Playbench öffnet die Demo-Datenbank, damit jede Seite etwas zeigt. Die Leiste links führt zu den Seiten (Strg+1 bis Strg+6 oder das Menü Ansicht); die Statusleiste nennt die offene Datenbank und den Entwurf. Unter Einstellungen wechseln Sie Sprache und Farben.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Datenbanken</translation>
    </message>
    <message>
        <source>Everything lives in one database file. File &gt; New database… creates an empty one (the .sqlite extension is added if you type none), File &gt; Open database… opens an existing one, File &gt; Open demo database goes back to the demo. Unsaved changes are offered for saving first. File dialogs start in your Documents folder; after every save a note says where the file went, with a button that opens its folder.</source>
        <translation>Alles steht in einer Datenbankdatei. Datei &gt; Neue Datenbank… legt eine leere an (die Endung .sqlite wird ergänzt, wenn Sie keine eingeben), Datei &gt; Datenbank öffnen… öffnet eine vorhandene, Datei &gt; Demo-Datenbank öffnen kehrt zur Demo zurück. Ungespeicherte Änderungen werden vorher zum Speichern angeboten. Dateidialoge beginnen in Ihrem Ordner Dokumente; nach jedem Speichern sagt ein Hinweis, wohin die Datei ging, mit einer Schaltfläche, die ihren Ordner öffnet.</translation>
    </message>
    <message>
        <source>Designs</source>
        <translation>Entwürfe</translation>
    </message>
    <message>
        <source>A design is a ruleset with its parameters, its board or deck and notes. Create, rename, duplicate and delete designs in the list; each parameter is checked as you type. Ctrl+N makes a new design, Ctrl+S saves.</source>
        <translation>Ein Entwurf ist ein Regelwerk mit seinen Parametern, seinem Spielbrett oder Kartendeck und Notizen. In der Liste legen Sie Entwürfe an, benennen sie um, duplizieren und löschen sie; jeder Parameter wird bei der Eingabe geprüft. Strg+N legt einen neuen Entwurf an, Strg+S speichert.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspiel</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rückschau</translation>
    </message>
    <message>
        <source>Replay stored games step by step (Left, Right, Home, End; Ctrl+Down and Ctrl+Up jump to the next or previous annotated move), add notes and tags, and export a game as JSON or its move log as CSV. Analyse game has an agent judge every move a person made: a label per move in the log, the agent&apos;s choice as a ghost on the board and the drama curve of both sides&apos; win chances (the labels&apos; thresholds are in Settings).</source>
        <translation>Spielen Sie gespeicherte Partien Schritt für Schritt nach (Links, Rechts, Pos1, Ende; Strg+Ab und Strg+Auf springen zum nächsten oder vorigen kommentierten Zug), ergänzen Sie Notizen und Schlagwörter und exportieren Sie eine Partie als JSON oder ihr Zugprotokoll als CSV. „Partie analysieren“ lässt einen Agenten jeden Zug einer Person beurteilen: eine Bewertung je Zug im Protokoll, die Wahl des Agenten als Geist auf dem Spielbrett und die Spannungskurve der Gewinnchancen (die Schwellen der Bewertungen stehen in den Einstellungen).</translation>
    </message>
    <message>
        <source>Reports</source>
        <translation>Berichte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <source>New design</source>
        <translation>Neuer Entwurf</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Strg+Umschalt+N</translation>
    </message>
    <message>
        <source>New database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Strg+S</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Strg+W</translation>
    </message>
    <message>
        <source>Close the playtest, the reviewed game or Help</source>
        <translation>Testspiel, Partie der Rückschau oder Hilfe schließen</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Strg+Umschalt+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+1 … Ctrl+6</source>
        <translation>Strg+1 … Strg+6</translation>
    </message>
    <message>
        <source>Go to a page</source>
        <translation>Zu einer Seite wechseln</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This help</source>
        <translation>Diese Hilfe</translation>
    </message>
    <message>
        <source>Each ruleset brings its own editor: a tile board is edited tile by tile or with the paint tools, or randomized from a seed (R re-rolls; locked tiles stay); a card ruleset&apos;s deck is edited card by card, with import and export as CSV. Edit &gt; Undo and Redo (Ctrl+Z, Ctrl+Shift+Z) take back every edit.</source>
        <translation>Jedes Regelwerk bringt seinen eigenen Editor mit: Ein Feld-Spielbrett wird Feld für Feld oder mit den Malwerkzeugen bearbeitet oder aus einem Startwert ausgewürfelt (R würfelt neu; gesperrte Felder bleiben); das Deck eines Kartenregelwerks wird Karte für Karte bearbeitet, mit Import und Export als CSV. Bearbeiten &gt; Rückgängig und Wiederholen (Strg+Z, Strg+Umschalt+Z) nehmen jede Änderung zurück.</translation>
    </message>
    <message>
        <source>New playtest… asks for the design, the players, each seat (a person or an agent) and a seed. Click a highlighted place on the board or pick a decision from the list. Step (Space) lets an agent decide once, Run / Pause (P) lets agents play on. Undo (Ctrl+Z) takes back your latest decision with the agents&apos; replies after it. Every decision is stored at once; a playtest left unfinished can be resumed. File &gt; Close (Ctrl+W) leaves the playtest, which stays resumable.</source>
        <translation>Neues Testspiel… fragt nach Entwurf, Spielerzahl, jedem Platz (eine Person oder ein Computerspieler) und einem Startwert. Klicken Sie auf eine hervorgehobene Stelle des Spielbretts oder wählen Sie eine Entscheidung aus der Liste. Schritt (Leertaste) lässt einen Computerspieler einmal entscheiden, Abspielen / Pause (P) lässt die Computerspieler weiterspielen. Rückgängig (Strg+Z) nimmt Ihre letzte Entscheidung mit den Antworten der Computerspieler danach zurück. Jede Entscheidung wird sofort gespeichert; ein unfertiges Testspiel lässt sich fortsetzen. Datei &gt; Schließen (Strg+W) verlässt das Testspiel, das fortsetzbar bleibt.</translation>
    </message>
    <message>
        <source>Run a batch of simulated games, follow its progress and read its charts and tables; its outlier games open in Review. Export a report as HTML, CSV, JSON or PDF. Below the report, A/B comparison plays two designs on the same seeds and says which differences are real, and Auto-balance searches the parameter values that meet your targets and opens the best as a new design.</source>
        <translation>Lassen Sie eine Serie simulierter Partien laufen, verfolgen Sie den Fortschritt und lesen Sie Diagramme und Tabellen; ihre Ausreißer-Partien öffnen sich in der Rückschau. Exportieren Sie einen Bericht als HTML, CSV, JSON oder PDF. Unter dem Bericht spielt der A/B-Vergleich zwei Entwürfe mit denselben Startwerten und sagt, welche Unterschiede echt sind; das automatische Ausbalancieren sucht Parameterwerte, die Ihre Ziele erfüllen, und öffnet den besten als neuen Entwurf.</translation>
    </message>
    <message>
        <source>The command line tool playbench-cli runs, sweeps and replays games without a window, and shows where things happen on the board over many games (simulate --heatmaps); playbench --help lists the start-up options. The documentation in the docs folder of the source goes into every detail.</source>
        <translation>Das Kommandozeilenwerkzeug playbench-cli simuliert, variiert und spielt Partien ohne Fenster nach und zeigt, wo auf dem Spielbrett über viele Partien etwas geschieht (simulate --heatmaps); playbench --help nennt die Startoptionen. Die Dokumentation im Ordner docs der Quellen geht auf jede Einzelheit ein.</translation>
    </message>
</context>
<context>
    <name>LaunchOptions</name>
    <message>
        <source>Playbench, a workbench for board-game designers.</source>
        <translation>Playbench, eine Werkbank für Brettspiel-Autorinnen und -Autoren.</translation>
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
    <message>
        <source>Open the design database FILE, creating an empty one if no file is there (default: the demo database).</source>
        <translation>Die Entwurfsdatenbank DATEI öffnen, eine leere anlegen, wenn dort keine Datei ist (Standard: die Demo-Datenbank).</translation>
    </message>
    <message>
        <source>Show page NAME first: designs, board, playtest, review, reports, settings or help.</source>
        <translation>Zuerst die Seite NAME zeigen: designs, board, playtest, review, reports, settings oder help.</translation>
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
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>designs.sqlite</source>
        <extracomment>The file name a new database is suggested under</extracomment>
        <translation>entwuerfe.sqlite</translation>
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
    <message>
        <source>Import a rules script</source>
        <translation>Regelskript importieren</translation>
    </message>
    <message>
        <source>Lua scripts (*.lua)</source>
        <translation>Lua-Skripte (*.lua)</translation>
    </message>
</context>
<context>
    <name>MainMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New design…</source>
        <translation>&amp;Neuer Entwurf…</translation>
    </message>
    <message>
        <source>New &amp;database…</source>
        <translation>Neue &amp;Datenbank…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>Datenbank ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open de&amp;mo database</source>
        <translation>De&amp;mo-Datenbank öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Playbench &amp;Help</source>
        <translation>Playbench-&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Playbench</source>
        <translation>Ü&amp;ber Playbench</translation>
    </message>
    <message>
        <source>&amp;Import rules script…</source>
        <translation>Regelskript &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Print and play…</source>
        <translation>&amp;Drucken und spielen…</translation>
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
    <message>
        <source>, analysis: %1</source>
        <translation>, Analyse: %1</translation>
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
    <name>OutlierGames</name>
    <message numerus="yes">
        <source>%1 (%2) won in %n turns</source>
        <extracomment>%1 a seat (P1), %2 its agent (MCTS (1,000 iterations))</extracomment>
        <translation>
            <numerusform>%1 (%2) gewann in %n Runde</numerusform>
            <numerusform>%1 (%2) gewann in %n Runden</numerusform>
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
        <source>#%1 of the run (its moves were not kept)</source>
        <extracomment>%1 the game&apos;s number in the run; the run kept no moves to review</extracomment>
        <translation>Nr. %1 des Laufs (seine Züge wurden nicht gespeichert)</translation>
    </message>
    <message>
        <source>game %1 (#%2 of the run)</source>
        <extracomment>%1 the game&apos;s number in the store (as Review shows it), %2 its number in the run</extracomment>
        <translation>Partie %1 (Nr. %2 des Laufs)</translation>
    </message>
    <message>
        <source>Longest game: %1</source>
        <translation>Längste Partie: %1</translation>
    </message>
    <message>
        <source>Shortest game: %1</source>
        <translation>Kürzeste Partie: %1</translation>
    </message>
    <message>
        <source>Surprising loss: %1</source>
        <translation>Überraschende Niederlage: %1</translation>
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
    <message>
        <source>In design files and the command line: %1</source>
        <extracomment>%1 a rule parameter&apos;s identifier (minValue)</extracomment>
        <translation>In Designdateien und auf der Kommandozeile: %1</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Players</source>
        <extracomment>a sweep&apos;s axis: the number of players</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 (%2) must be below %3 (%4).</source>
        <extracomment>%1 and %3 parameter labels, %2 and %4 their values</extracomment>
        <translation>%1 (%2) muss kleiner sein als %3 (%4).</translation>
    </message>
    <message>
        <source>%1 (%2) must not exceed %3 (%4).</source>
        <extracomment>%1 and %3 parameter labels, %2 and %4 their values</extracomment>
        <translation>%1 (%2) darf %3 (%4) nicht übersteigen.</translation>
    </message>
    <message>
        <source>%1 (%2) must lie from %3 to %4 (%5 to %6).</source>
        <extracomment>%1, %3 and %4 parameter labels, %2, %5 and %6 their values</extracomment>
        <translation>%1 (%2) muss zwischen %3 und %4 liegen (%5 bis %6).</translation>
    </message>
    <message>
        <source>The game refuses this combination of values.</source>
        <translation>Das Spiel lehnt diese Kombination von Werten ab.</translation>
    </message>
    <message>
        <source>These values do not fit together: %1.</source>
        <extracomment>%1 a list of parameter labels</extracomment>
        <translation>Diese Werte passen nicht zusammen: %1.</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>%1 · to move</source>
        <extracomment>%1 a player (P1); &quot;to move&quot; marks whose turn it is</extracomment>
        <translation>%1 · am Zug</translation>
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
        <source>Abandon</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Ends this game without a result; it is no longer offered for resuming</source>
        <translation>Beendet diese Partie ohne Ergebnis; sie wird nicht mehr zum Fortsetzen angeboten</translation>
    </message>
    <message>
        <source>Abandon the game</source>
        <translation>Partie aufgeben</translation>
    </message>
    <message>
        <source>New playtest…</source>
        <translation>Neues Testspiel…</translation>
    </message>
    <message>
        <source>Starts another game; this one stays stored as it is</source>
        <translation>Startet eine weitere Partie; diese bleibt gespeichert, wie sie ist</translation>
    </message>
    <message>
        <source>Takes back your latest decision with the computer players&apos; replies after it, and pauses them (Ctrl+Z)</source>
        <translation>Nimmt Ihre letzte Entscheidung samt den Antworten der Computerspieler danach zurück und hält diese an (Strg+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo yet</source>
        <translation>Noch nichts rückgängig zu machen</translation>
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
        <translation>Diese Partie aufgeben?</translation>
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
    <message>
        <source>Double-click or press Enter to take this decision.</source>
        <translation>Doppelklick oder Eingabetaste trifft diese Entscheidung.</translation>
    </message>
    <message>
        <source>Undo takes the last decision back and lets the game go on.</source>
        <translation>Rückgängig nimmt die letzte Entscheidung zurück, und die Partie geht weiter.</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print and play: %1</source>
        <extracomment>The dialog of File &gt; Print and play; %1 is the design&apos;s name</extracomment>
        <translation>Drucken und spielen: %1</translation>
    </message>
    <message>
        <source>Save PDF…</source>
        <extracomment>Opens the save dialog for the print-and-play PDF</extracomment>
        <translation>PDF speichern…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save the print-and-play PDF</source>
        <translation>Das Druck-PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Drucken</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>Rules sheet</source>
        <translation>Regelblatt</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players, for the set-up and the tokens</source>
        <translation>Spielerzahl, für den Aufbau und die Marker</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>Before the margin in millimetres</extracomment>
        <translation>Ränder</translation>
    </message>
    <message>
        <source>%1 mm</source>
        <translation>%1 mm</translation>
    </message>
    <message>
        <source>Margins in millimetres, for printers that cannot print to the edge</source>
        <translation>Ränder in Millimetern, für Drucker, die nicht bis zum Rand drucken</translation>
    </message>
    <message>
        <source>Board square</source>
        <translation>Feldgröße</translation>
    </message>
    <message>
        <source>The side of one board square in millimetres</source>
        <translation>Die Seitenlänge eines Spielfelds in Millimetern</translation>
    </message>
    <message>
        <source>The board prints at its true size; a board larger than the paper is split over pages that overlap, with marks to line them up</source>
        <translation>Der Spielplan wird in Originalgröße gedruckt; ist er größer als das Papier, wird er auf überlappende Seiten mit Passmarken verteilt</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Poker, 63 × 88 mm</source>
        <translation>Poker, 63 × 88 mm</translation>
    </message>
    <message>
        <source>Bridge, 57 × 89 mm</source>
        <translation>Bridge, 57 × 89 mm</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Card width in millimetres</source>
        <translation>Kartenbreite in Millimetern</translation>
    </message>
    <message>
        <source>Card height in millimetres</source>
        <translation>Kartenhöhe in Millimetern</translation>
    </message>
    <message>
        <source>Card backs, mirrored for double-sided printing</source>
        <translation>Kartenrückseiten, gespiegelt für beidseitigen Druck</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Grey scale</source>
        <translation>Graustufen</translation>
    </message>
    <message>
        <source>Colour or grey scale</source>
        <translation>Farbe oder Graustufen</translation>
    </message>
</context>
<context>
    <name>PrintDocument</name>
    <message>
        <source>%1 plays with %2 to %3 players, not %4.</source>
        <translation>%1 wird mit %2 bis %3 Spielern gespielt, nicht mit %4.</translation>
    </message>
    <message>
        <source>The paper &quot;%1&quot; cannot be printed on: choose A4 or Letter.</source>
        <translation>Auf das Papier „%1“ kann nicht gedruckt werden: Wählen Sie A4 oder Letter.</translation>
    </message>
    <message>
        <source>A margin of %1 mm leaves no room to print on %2 paper.</source>
        <translation>Ein Rand von %1 mm lässt auf %2-Papier keinen Platz zum Drucken.</translation>
    </message>
    <message>
        <source>A square of %1 mm cannot be printed: it must be larger than 0 mm.</source>
        <translation>Ein Feld von %1 mm kann nicht gedruckt werden: Es muss größer als 0 mm sein.</translation>
    </message>
    <message>
        <source>The design &quot;%1&quot; does not load: %2</source>
        <translation>Das Design „%1“ lässt sich nicht laden: %2</translation>
    </message>
    <message>
        <source>The file %1 cannot be written: %2.</source>
        <translation>Die Datei %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>%1 - print and play</source>
        <translation>%1 – Print and Play</translation>
    </message>
    <message>
        <source>The file %1 cannot be written: the PDF writer did not start.</source>
        <translation>Die Datei %1 kann nicht geschrieben werden: Das PDF konnte nicht begonnen werden.</translation>
    </message>
    <message>
        <source>The PDF writer could not start a page.</source>
        <translation>Im PDF konnte keine neue Seite begonnen werden.</translation>
    </message>
</context>
<context>
    <name>ReportDistributionsCard</name>
    <message>
        <source>Per-game counts</source>
        <translation>Zählungen je Partie</translation>
    </message>
    <message>
        <source>How many games reached each number (a game counts its largest player&apos;s number).</source>
        <translation>Wie viele Partien jede Zahl erreichten (eine Partie zählt die größte Zahl ihrer Spieler).</translation>
    </message>
    <message>
        <source>Mean %1 · median %2 · least %3 · most %4</source>
        <translation>Mittel %1 · Median %2 · kleinste %3 · größte %4</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
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
    <name>ReportFirstPlayerCard</name>
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
        <source>Decisions per player and game: mean %1, median %2.</source>
        <translation>Entscheidungen je Spieler und Partie: Mittelwert %1, Median %2.</translation>
    </message>
    <message>
        <source>Skill against luck</source>
        <translation>Können gegen Glück</translation>
    </message>
    <message>
        <source>%1 as P1 against random players won %2 (95% interval %3); skill index %4. %5</source>
        <translation>%1 als P1 gegen zufällige Spieler gewann %2 (95-%-Intervall %3); Können-Index %4. %5</translation>
    </message>
</context>
<context>
    <name>ReportHeatmapsCard</name>
    <message>
        <source>Where things happen</source>
        <translation>Wo etwas geschieht</translation>
    </message>
    <message>
        <source>Each map shows events on the board per game (a cell&apos;s events over the run divided by its games), so long games do not look hotter; a darker cell saw more. Point at a cell for its figure and the share of games in which it saw an event. Where seats differ, choose a seat to see the events its own decisions led to.</source>
        <translation>Jede Karte zeigt Ereignisse auf dem Spielbrett je Partie (die Ereignisse eines Feldes im Lauf geteilt durch seine Partien), sodass lange Partien nicht heißer aussehen; ein dunkleres Feld sah mehr. Zeigen Sie auf ein Feld für seinen Wert und den Anteil der Partien, in denen es ein Ereignis sah. Wo sich die Plätze unterscheiden, wählen Sie einen Platz, um die Ereignisse zu sehen, zu denen seine eigenen Entscheidungen führten.</translation>
    </message>
</context>
<context>
    <name>ReportLengthCard</name>
    <message>
        <source>Game length</source>
        <translation>Partielänge</translation>
    </message>
    <message>
        <source>Turns: mean %1 · median %2 · p10 %3 · p90 %4 · shortest %5 · longest %6</source>
        <translation>Runden: Mittel %1 · Median %2 · p10 %3 · p90 %4 · kürzeste %5 · längste %6</translation>
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
    <name>ReportNumbers</name>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
</context>
<context>
    <name>ReportOutliersCard</name>
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
</context>
<context>
    <name>ReportResults</name>
    <message>
        <source>Run %1 · %2</source>
        <translation>Lauf %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln games · seed %2 · %3</source>
        <translation>
            <numerusform>%1 · %Ln Partie · Startwert %2 · %3</numerusform>
            <numerusform>%1 · %Ln Partien · Startwert %2 · %3</numerusform>
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
</context>
<context>
    <name>ReportRuleUsageCard</name>
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
        <source>95% interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n event(s) that cannot happen on this design (pieces or waves it does not have) and did not.</source>
        <translation>
            <numerusform>Nicht aufgeführt: %n Ereignis, das in diesem Entwurf nicht eintreten kann (Teile oder Wellen, die er nicht hat) und nicht eintrat.</numerusform>
            <numerusform>Nicht aufgeführt: %n Ereignisse, die in diesem Entwurf nicht eintreten können (Teile oder Wellen, die er nicht hat) und nicht eintraten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportSkillTraceCard</name>
    <message>
        <source>Skill trace</source>
        <translation>Könnenskurve</translation>
    </message>
    <message>
        <source> (cancelled: the matches that finished)</source>
        <translation> (abgebrochen: die beendeten Begegnungen)</translation>
    </message>
    <message>
        <source>Random and MCTS at 10, 100, … iterations play each other on this run&apos;s design; a flat line means luck decides, a steep one that depth matters.</source>
        <translation>Zufall und MCTS mit 10, 100, … Iterationen spielen auf dem Entwurf dieses Laufs gegeneinander; eine flache Linie heißt, das Glück entscheidet, eine steile, dass Tiefe zählt.</translation>
    </message>
    <message>
        <source>Strongest search</source>
        <translation>Stärkste Suche</translation>
    </message>
    <message>
        <source>Games per match</source>
        <translation>Partien je Begegnung</translation>
    </message>
    <message>
        <source>Trace skill</source>
        <translation>Können messen</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ReportSweepCard</name>
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
    <message>
        <source>%d%%</source>
        <extracomment>the format of a chart axis&apos;s percent labels (printf: %d the number, %% a percent sign)</extracomment>
        <translation>%d %%</translation>
    </message>
</context>
<context>
    <name>ReportWinRateCard</name>
    <message>
        <source>Win rate per player (95% interval)</source>
        <translation>Gewinnrate je Spieler (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
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
</context>
<context>
    <name>ReportWinRateChart</name>
    <message>
        <source>Win rate</source>
        <translation>Gewinnrate</translation>
    </message>
    <message>
        <source>%d%%</source>
        <extracomment>the format of a chart axis&apos;s percent labels (printf: %d the number, %% a percent sign)</extracomment>
        <translation>%d %%</translation>
    </message>
</context>
<context>
    <name>ReportWording</name>
    <message>
        <source>Moving first is an advantage.</source>
        <translation>Als Erster zu ziehen ist ein Vorteil.</translation>
    </message>
    <message>
        <source>Moving first is a disadvantage.</source>
        <translation>Als Erster zu ziehen ist ein Nachteil.</translation>
    </message>
    <message>
        <source>No first-player advantage is detectable at this sample size.</source>
        <translation>Bei dieser Stichprobengröße ist kein Vorteil des Startspielers erkennbar.</translation>
    </message>
    <message>
        <source>No game had a first player, so there is nothing to say about first-player advantage.</source>
        <translation>Keine Partie hatte einen Startspieler, daher lässt sich über den Vorteil des Startspielers nichts sagen.</translation>
    </message>
    <message>
        <source>Every player shares the result of a cooperative game, so first-player advantage does not apply.</source>
        <translation>In einem kooperativen Spiel teilen alle Spieler das Ergebnis, daher gibt es keinen Vorteil des Startspielers.</translation>
    </message>
    <message>
        <source>Skill pays off: better play wins more often.</source>
        <translation>Können zahlt sich aus: Besseres Spiel gewinnt öfter.</translation>
    </message>
    <message>
        <source>It wins less often than luck would give, so it plays worse than random here.</source>
        <translation>Er gewinnt seltener, als der Zufall ergäbe, spielt hier also schlechter als zufällig.</translation>
    </message>
    <message>
        <source>No skill advantage is detectable at this sample size; the result may be mostly luck.</source>
        <translation>Bei dieser Stichprobengröße ist kein Vorteil durch Können erkennbar; das Ergebnis kann vor allem Glück sein.</translation>
    </message>
    <message>
        <source>No skill games were played.</source>
        <translation>Es wurden keine Könnens-Partien gespielt.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>never used</source>
        <extracomment>a rule-usage note: the rule event never happened</extracomment>
        <translation>nie genutzt</translation>
    </message>
    <message>
        <source>rare: used by under 1% of the players</source>
        <translation>selten: von unter 1 % der Spieler genutzt</translation>
    </message>
    <message>
        <source>users win more often (%1 vs %2)</source>
        <extracomment>%1 the win rate of the players who used it, %2 of those who did not</extracomment>
        <translation>Nutzer gewinnen öfter (%1 gegenüber %2)</translation>
    </message>
    <message>
        <source>users win less often (%1 vs %2)</source>
        <extracomment>%1 the win rate of the players who used it, %2 of those who did not</extracomment>
        <translation>Nutzer gewinnen seltener (%1 gegenüber %2)</translation>
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
    <message>
        <source>History of runs</source>
        <translation>Verlauf der Läufe</translation>
    </message>
    <message>
        <source>comparison.%1</source>
        <translation>vergleich.%1</translation>
    </message>
</context>
<context>
    <name>ReviewAnalysisPanel</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <extracomment>The Review page&apos;s analysis of a game&apos;s moves by an agent</extracomment>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <source>%L1 it.</source>
        <translation>%L1 It.</translation>
    </message>
    <message>
        <source>Analysis budget, MCTS iterations a search</source>
        <translation>Analysebudget, MCTS-Iterationen je Suche</translation>
    </message>
    <message>
        <source>MCTS iterations a search: more is slower and surer</source>
        <translation>MCTS-Iterationen je Suche: mehr ist langsamer und sicherer</translation>
    </message>
    <message>
        <source>%L1 iterations</source>
        <translation>%L1 Iterationen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Stop; nothing of this run is stored</source>
        <translation>Anhalten; von diesem Lauf wird nichts gespeichert</translation>
    </message>
    <message>
        <source>MCTS judges every move a person made, on every core, and stores its opinion with the game</source>
        <translation>MCTS beurteilt jeden Zug einer Person, auf allen Kernen, und speichert sein Urteil mit der Partie</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>%1 of %2 moves analysed…</source>
        <translation>%1 von %2 Zügen analysiert …</translation>
    </message>
    <message>
        <source>Stored, at %L1 iterations: %2</source>
        <extracomment>%1 the MCTS budget; %2 how many moves carry each label, e.g. &quot;fine 19 · mistake 1&quot;</extracomment>
        <translation>Gespeichert, mit %L1 Iterationen: %2</translation>
    </message>
    <message>
        <source>The agent agrees with this move.</source>
        <translation>Der Agent stimmt diesem Zug zu.</translation>
    </message>
    <message>
        <source>The agent prefers: %1</source>
        <translation>Der Agent zieht vor: %1</translation>
    </message>
    <message>
        <source>Win chance after it: %1</source>
        <extracomment>The deciding seat&apos;s estimated win chances: %1 after the move played, %2 after the agent&apos;s choice</extracomment>
        <translation>Gewinnchance danach: %1</translation>
    </message>
    <message>
        <source>Win chance: %1 after the move played, %2 after the agent&apos;s</source>
        <translation>Gewinnchance: %1 nach dem gespielten Zug, %2 nach dem des Agenten</translation>
    </message>
    <message>
        <source>%1 (proven)</source>
        <extracomment>%1 a win chance the search proved (100 % or 0 %)</extracomment>
        <translation>%1 (bewiesen)</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>%1 a win chance, %2 its 95% interval&apos;s half width in percentage points</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Fitting the win chance to simulated games of this design, then analysing %1 moves…</source>
        <extracomment>%1 moves analysed so far of %2; before the first, the win chance is fitted to simulated games</extracomment>
        <translation>Die Gewinnchance wird an simulierte Partien dieses Entwurfs angepasst, dann werden %1 Züge analysiert …</translation>
    </message>
    <message>
        <source>Each chance from %L1 simulations; stored before intervals were kept: analyse again for them.</source>
        <extracomment>What each win chance rests on: %L1 the simulations of each search</extracomment>
        <translation>Jede Chance aus %L1 Simulationen; gespeichert, bevor Intervalle festgehalten wurden: für sie erneut analysieren.</translation>
    </message>
    <message>
        <source>Each chance from %L1 simulations, fitted to how simulated games of this design end; ± is a 95% interval.</source>
        <translation>Jede Chance aus %L1 Simulationen, angepasst daran, wie simulierte Partien dieses Entwurfs enden; ± ist ein 95-%-Intervall.</translation>
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
    <name>ReviewDramaChart</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>%d%%</source>
        <extracomment>the format of a chart axis&apos;s percent labels (printf: %d the number, %% a percent sign)</extracomment>
        <translation>%d %%</translation>
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
    <message>
        <source>Estimated win chance</source>
        <translation>Geschätzte Gewinnchance</translation>
    </message>
    <message>
        <source>cooperative: one team curve</source>
        <extracomment>%n is how often the seat most likely to win changed over the game</extracomment>
        <translation>kooperativ: eine Kurve fürs Team</translation>
    </message>
    <message numerus="yes">
        <source>%n lead change(s)</source>
        <translation>
            <numerusform>%n Führungswechsel</numerusform>
            <numerusform>%n Führungswechsel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesSheet</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Ruleset: %1. Players: %2.</source>
        <translation>Regelwerk: %1. Spieler: %2.</translation>
    </message>
    <message>
        <source>Rules that differ from the standard game</source>
        <translation>Regeln, die vom Standardspiel abweichen</translation>
    </message>
    <message>
        <source>None: this design plays the standard rules.</source>
        <translation>Keine: Dieses Design spielt nach den Standardregeln.</translation>
    </message>
    <message>
        <source>standard:</source>
        <translation>Standard:</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Designer&apos;s notes</source>
        <translation>Notizen des Autors</translation>
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
        <source>From %1 to %2 players for this ruleset</source>
        <translation>Für dieses Regelwerk %1 bis %2 Spieler</translation>
    </message>
    <message>
        <source>The sweep sets the number of players; every player is played by P1&apos;s agent.</source>
        <translation>Die Reihe legt die Spielerzahl fest; jeder Spieler wird vom Agenten von P1 gespielt.</translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Jeder Spieler</translation>
    </message>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Count heatmaps</source>
        <translation>Heatmaps zählen</translation>
    </message>
    <message>
        <source>Where things happen on the board, shown with the run and in its report; recording slows play a little</source>
        <translation>Wo auf dem Spielbrett etwas geschieht, gezeigt mit dem Lauf und in seinem Bericht; das Zählen verlangsamt das Spiel etwas</translation>
    </message>
</context>
<context>
    <name>SaveFileDialog</name>
    <message>
        <source>Save</source>
        <extracomment>The accept button of a save file dialog</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <extracomment>%1 is a file path</extracomment>
        <translation>%1 gibt es schon. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>SavedFileNotice</name>
    <message>
        <source>Saved to %1</source>
        <extracomment>%1 is the path of the file just written</extracomment>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Show the folder of the saved file in the file manager</source>
        <translation>Den Ordner der gespeicherten Datei in der Dateiverwaltung zeigen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ScriptBoard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a value&apos;s name in the script (Turn total), %2 its value</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 the pile&apos;s name in the script, %2 the player it belongs to (P1)</extracomment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>ScriptBoardPresenter</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a value&apos;s name in the script (Score), %2 its value (12, or ? when hidden)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ScriptCard</name>
    <message>
        <source>Card %1%2</source>
        <extracomment>%1 a card&apos;s rank, %2 its suit (may be empty)</extracomment>
        <translation>Karte %1%2</translation>
    </message>
    <message>
        <source>A hidden card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
</context>
<context>
    <name>ScriptDesignPane</name>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>ScriptGate</name>
    <message>
        <source>the check did not finish</source>
        <translation>die Prüfung lief nicht zu Ende</translation>
    </message>
    <message>
        <source>This script failed Check: %1. Fix it, or playtest by hand.</source>
        <extracomment>%1 is the break Check found, e.g. &quot;legal() lists drop 7, but apply() refused it: ...&quot;</extracomment>
        <translation>Dieses Skript hat „Prüfen“ nicht bestanden: %1. Beheben Sie das, oder testen Sie es von Hand.</translation>
    </message>
    <message>
        <source>Check the script first: this version of %1 has not been checked. Open the design&apos;s Board page, where Check runs by itself; batch runs wait for it to pass.</source>
        <extracomment>%1 is the script&apos;s file name</extracomment>
        <translation>Prüfen Sie zuerst das Skript: Diese Version von %1 ist noch nicht geprüft. Öffnen Sie die Seite „Spielbrett“ des Entwurfs, auf der „Prüfen“ von selbst läuft; Simulationsläufe warten, bis das Skript die Prüfung besteht.</translation>
    </message>
    <message>
        <source>This script failed Check: %1. You can playtest it by hand; batch runs wait until it passes.</source>
        <translation>Dieses Skript hat „Prüfen“ nicht bestanden: %1. Sie können es von Hand testen; Simulationsläufe warten, bis es die Prüfung besteht.</translation>
    </message>
    <message>
        <source>This version of the script has not been checked. You can playtest it by hand; batch runs wait until it passes Check.</source>
        <translation>Diese Version des Skripts ist noch nicht geprüft. Sie können es von Hand testen; Simulationsläufe warten, bis es „Prüfen“ besteht.</translation>
    </message>
</context>
<context>
    <name>ScriptGrid</name>
    <message>
        <source>Grid</source>
        <translation>Raster</translation>
    </message>
    <message>
        <source>Column %1, row %2 %3</source>
        <extracomment>%1 a column, %2 a row (both from 1), %3 what stands there (may be empty)</extracomment>
        <translation>Spalte %1, Zeile %2 %3</translation>
    </message>
</context>
<context>
    <name>ScriptGridPane</name>
    <message>
        <source>board</source>
        <extracomment>After the design picker: the page shows the design&apos;s board</extracomment>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>Spielbrett speichern</translation>
    </message>
    <message>
        <source>Write the board into the design&apos;s set-up; games start from it (Ctrl+S)</source>
        <translation>Spielbrett in den Aufbau des Entwurfs schreiben; Partien beginnen damit (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the saved board (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Spielbrett (löscht den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Paint value</source>
        <extracomment>Before the value a click on a cell of the board sets</extracomment>
        <translation>Malwert</translation>
    </message>
    <message>
        <source>Fill board</source>
        <translation>Spielbrett füllen</translation>
    </message>
    <message>
        <source>Set every cell to the paint value</source>
        <translation>Jedes Feld auf den Malwert setzen</translation>
    </message>
    <message>
        <source>The design&apos;s saved board (%1), values %2 to %3. Click a cell to paint it.</source>
        <extracomment>%1 the field&apos;s name in the script, %2 and %3 its lowest and highest value</extracomment>
        <translation>Das gespeicherte Spielbrett des Entwurfs (%1), Werte %2 bis %3. Klicken Sie auf ein Feld, um es zu bemalen.</translation>
    </message>
    <message>
        <source>No board is saved with this design, so each game&apos;s setup makes its own; shown: the board of seed 1 (%1), values %2 to %3. Save to keep your edits.</source>
        <translation>Mit diesem Entwurf ist kein Spielbrett gespeichert, daher erzeugt der Aufbau jeder Partie ein eigenes; gezeigt wird das Spielbrett von Startwert 1 (%1), Werte %2 bis %3. Speichern Sie, um Ihre Änderungen zu behalten.</translation>
    </message>
    <message>
        <source>Cell %1, %2: %3</source>
        <extracomment>A cell of a scripted design&apos;s board: %1 column, %2 row, %3 its value</extracomment>
        <translation>Feld %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>ScriptHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>
            <numerusform>Hand von %1: %n Karte</numerusform>
            <numerusform>Hand von %1: %n Karten</numerusform>
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
</context>
<context>
    <name>ScriptPile</name>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 the pile&apos;s name in the script (Deck)</extracomment>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 the pile&apos;s name in the script (Deck), %2 how many cards it holds</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ScriptPrint</name>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>ScriptRulesPane</name>
    <message>
        <source>rules</source>
        <extracomment>After the design picker: the page shows the design&apos;s rules (its Lua script)</extracomment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Save rules</source>
        <translation>Regeln speichern</translation>
    </message>
    <message>
        <source>Keep the script as a new version that the design plays; a script with an error is not saved (Ctrl+S)</source>
        <translation>Das Skript als neue Version behalten, die der Entwurf spielt; ein Skript mit Fehler wird nicht gespeichert (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the version the design plays (drops your changes and their undo history)</source>
        <translation>Zurück zur Version, die der Entwurf spielt (verwirft Ihre Änderungen und deren Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last change to the text (Ctrl+Z)</source>
        <translation>Die letzte Änderung am Text zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Make the change taken back again (Ctrl+Shift+Z)</source>
        <translation>Die zurückgenommene Änderung wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Find a word in the script (Ctrl+F)</source>
        <translation>Ein Wort im Skript suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Export script…</source>
        <translation>Skript exportieren…</translation>
    </message>
    <message>
        <source>Write the script as it is in the editor to a .lua file, e.g. for the command line</source>
        <translation>Das Skript, wie es im Editor steht, in eine .lua-Datei schreiben, z. B. für die Kommandozeile</translation>
    </message>
    <message>
        <source>%1 · line %2, column %3</source>
        <translation>%1 · Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Find in the script</source>
        <translation>Im Skript suchen</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Kein Treffer</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>The match selected of all matches of a find</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>The match before (Shift+Enter)</source>
        <translation>Der vorige Treffer (Umschalt+Eingabetaste)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>The match after (Enter)</source>
        <translation>Der nächste Treffer (Eingabetaste)</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Lua script of the design&apos;s rules</source>
        <translation>Lua-Skript der Regeln des Entwurfs</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Every saved version is kept; games and runs keep the version they played.</source>
        <translation>Jede gespeicherte Version bleibt erhalten; Partien und Läufe behalten die Version, die sie gespielt haben.</translation>
    </message>
    <message>
        <source>Saved versions of the script</source>
        <translation>Gespeicherte Versionen des Skripts</translation>
    </message>
    <message>
        <source>Not played yet</source>
        <translation>Noch nicht gespielt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A version&apos;s use: &quot;3 games, 1 run&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>Current</source>
        <extracomment>The version of the script the design plays now</extracomment>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Save or revert your changes first</source>
        <translation>Speichern oder verwerfen Sie zuerst Ihre Änderungen</translation>
    </message>
    <message>
        <source>Make this version the one the design plays again</source>
        <translation>Diese Version wieder zu der machen, die der Entwurf spielt</translation>
    </message>
    <message>
        <source>Export the script</source>
        <translation>Skript exportieren</translation>
    </message>
    <message>
        <source>Lua scripts (*.lua)</source>
        <translation>Lua-Skripte (*.lua)</translation>
    </message>
</context>
<context>
    <name>ScriptTemplates</name>
    <message>
        <source>Your own game: empty skeleton</source>
        <translation>Eigenes Spiel: leeres Gerüst</translation>
    </message>
    <message>
        <source>Your own game: Tic-tac-toe</source>
        <translation>Eigenes Spiel: Tic-Tac-Toe</translation>
    </message>
    <message>
        <source>Your own game: Connect Four</source>
        <translation>Eigenes Spiel: Vier gewinnt</translation>
    </message>
    <message>
        <source>Your own game: Pig (a dice game)</source>
        <translation>Eigenes Spiel: Pig (ein Würfelspiel)</translation>
    </message>
    <message>
        <source>Your own game: trick taking (a card game)</source>
        <translation>Eigenes Spiel: Stichspiel (ein Kartenspiel)</translation>
    </message>
    <message>
        <source>Your own game: Stability as a script</source>
        <translation>Eigenes Spiel: Stability als Skript</translation>
    </message>
</context>
<context>
    <name>ScriptTrack</name>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Square %1</source>
        <extracomment>%1 a square&apos;s number on the track</extracomment>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>%1 on square %2</source>
        <extracomment>%1 a player (P1), %2 a square&apos;s number</extracomment>
        <translation>%1 auf Feld %2</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>where the pieces wait before their first move on a track</extracomment>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>SeatAgentRow</name>
    <message>
        <source>P%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 an agent&apos;s option (Iterations per decision), %2 a seat (P1)</extracomment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <source>MCTS (%1 iterations)</source>
        <extracomment>%1 the iterations per decision, written with digit grouping (1,000)</extracomment>
        <translation>MCTS (%1 Iterationen)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a seat (P1), %2 who plays it (Person, MCTS (1,000 iterations))</extracomment>
        <translation>%1: %2</translation>
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
    <message>
        <source>Second opinion</source>
        <extracomment>The Review page&apos;s second opinion on a game&apos;s moves</extracomment>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <source>The win chance a move may give up against the agent&apos;s choice before Review calls it an inaccuracy, a mistake or a blunder.</source>
        <translation>Wie viel Gewinnchance ein Zug gegenüber der Wahl des Agenten aufgeben darf, bevor die Rückschau ihn eine Ungenauigkeit, einen Fehler oder einen groben Fehler nennt.</translation>
    </message>
    <message>
        <source>Inaccuracy from</source>
        <translation>Ungenauigkeit ab</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Inaccuracy from, percent</source>
        <translation>Ungenauigkeit ab, Prozent</translation>
    </message>
    <message>
        <source>Mistake from</source>
        <translation>Fehler ab</translation>
    </message>
    <message>
        <source>Mistake from, percent</source>
        <translation>Fehler ab, Prozent</translation>
    </message>
    <message>
        <source>Blunder from</source>
        <translation>Grober Fehler ab</translation>
    </message>
    <message>
        <source>Blunder from, percent</source>
        <translation>Grober Fehler ab, Prozent</translation>
    </message>
    <message>
        <source>Not kept: the three must rise, inaccuracy below mistake below blunder.</source>
        <translation>Nicht übernommen: Die drei müssen steigen, Ungenauigkeit unter Fehler unter grobem Fehler.</translation>
    </message>
</context>
<context>
    <name>SkillTraceChart</name>
    <message>
        <source>%d%%</source>
        <extracomment>the format of a chart axis&apos;s percent labels (printf: %d the number, %% a percent sign)</extracomment>
        <translation>%d %%</translation>
    </message>
    <message>
        <source>The team&apos;s win rate</source>
        <translation>Gewinnrate des Teams</translation>
    </message>
    <message>
        <source>Stronger side&apos;s win rate</source>
        <translation>Siege der Stärkeren</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>The team&apos;s strength (search iterations; random counts as 1)</source>
        <translation>Stärke des Teams (Suchiterationen; Zufall zählt als 1)</translation>
    </message>
    <message>
        <source>How many times stronger (search iterations, weaker side = 1)</source>
        <translation>Wie viel Mal stärker (Suchiterationen, schwächere Seite = 1)</translation>
    </message>
</context>
<context>
    <name>SkillTraceView</name>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>%1 (draws %2)</source>
        <translation>%1 (Remis %2)</translation>
    </message>
    <message>
        <source>%1 (95% interval %2 to %3)</source>
        <translation>%1 (95-%-Intervall %2 bis %3)</translation>
    </message>
    <message>
        <source>Floor: at every strength the team wins under 10% of its games, so this trace says nothing of skill; the design is too hard for these agents (%1 points per tenfold of search).</source>
        <translation>Boden: Auf jeder Stärke gewinnt das Team weniger als 10 % seiner Partien, diese Kurve sagt also nichts über Können; der Entwurf ist für diese Agenten zu schwer (%1 Punkte je Verzehnfachung der Suche).</translation>
    </message>
    <message>
        <source>Ceiling: at every strength the team wins over 90% of its games, so this trace says nothing of skill; the design is too easy for these agents (%1 points per tenfold of search).</source>
        <translation>Decke: Auf jeder Stärke gewinnt das Team mehr als 90 % seiner Partien, diese Kurve sagt also nichts über Können; der Entwurf ist für diese Agenten zu leicht (%1 Punkte je Verzehnfachung der Suche).</translation>
    </message>
    <message>
        <source>Stronger plays worse: %1 points per tenfold of search. Look at what deeper search finds that loses.</source>
        <translation>Stärker spielt schlechter: %1 Punkte je Verzehnfachung der Suche. Sehen Sie sich an, was tiefere Suche findet, das verliert.</translation>
    </message>
    <message>
        <source>Too few games to tell skill from luck: %1 points per tenfold of search.</source>
        <translation>Zu wenige Partien, um Können von Glück zu unterscheiden: %1 Punkte je Verzehnfachung der Suche.</translation>
    </message>
    <message>
        <source>Steep: depth matters. Each tenfold of the team&apos;s search changes its win rate by %1 points.</source>
        <translation>Steil: Tiefe zählt. Jedes Zehnfache an Suche ändert die Gewinnrate des Teams um %1 Punkte.</translation>
    </message>
    <message>
        <source>Steep: depth matters. Each tenfold of search raises the stronger side&apos;s win rate by %1 points, and it wins more often in every match.</source>
        <translation>Steil: Tiefe zählt. Jedes Zehnfache an Suche hebt die Gewinnrate der stärkeren Seite um %1 Punkte, und sie gewinnt in jeder Begegnung öfter.</translation>
    </message>
    <message>
        <source>Flat: luck decides. Each tenfold of the team&apos;s search changes its win rate by only %1 points.</source>
        <translation>Flach: Das Glück entscheidet. Jedes Zehnfache an Suche ändert die Gewinnrate des Teams nur um %1 Punkte.</translation>
    </message>
    <message>
        <source>Flat: luck decides. In no match does the stronger side win detectably more often (%1 points per tenfold of search).</source>
        <translation>Flach: Das Glück entscheidet. In keiner Begegnung gewinnt die stärkere Seite erkennbar öfter (%1 Punkte je Zehnfaches an Suche).</translation>
    </message>
    <message>
        <source>Mixed: depth matters at some strengths only (%1 points per tenfold of search).</source>
        <translation>Gemischt: Tiefe zählt nur bei manchen Stärken (%1 Punkte je Zehnfaches an Suche).</translation>
    </message>
    <message>
        <source>Between %1 and %2, %3 of the games are draws: strong players often do not finish a game.</source>
        <translation>Zwischen %1 und %2 enden %3 der Partien remis: Starke Spieler bringen eine Partie oft nicht zu Ende.</translation>
    </message>
    <message>
        <source>%1 %2 (%3 to %4)</source>
        <translation>%1 %2 (%3 bis %4)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Strength on the Elo scale (random 0): %1</source>
        <translation>Stärke auf der Elo-Skala (Zufall 0): %1</translation>
    </message>
</context>
<context>
    <name>StateTextBoard</name>
    <message>
        <source>Game state</source>
        <translation>Spielstand</translation>
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
    <name>SweepView</name>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a seat (P1), %2 its agent (MCTS (1,000 iterations))</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
</context>
<context>
    <name>TokenSheets</name>
    <message>
        <source>A token of %1 mm does not fit on the page inside margins of %2 mm.</source>
        <translation>Ein Spielstein von %1 mm passt nicht innerhalb von Rändern von %2 mm auf die Seite.</translation>
    </message>
</context>
<context>
    <name>UndoRedoButtons</name>
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
    <name>pb::gui::AgentCatalog</name>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at the workbench</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>an agent that picks any legal decision</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Greedy</source>
        <extracomment>an agent that picks the best-looking decision</extracomment>
        <translation>Gierig</translation>
    </message>
    <message>
        <source>MCTS</source>
        <extracomment>Monte Carlo tree search, an agent that plays many games ahead</extracomment>
        <translation>MCTS</translation>
    </message>
    <message>
        <source>Iterations per decision</source>
        <translation>Iterationen je Entscheidung</translation>
    </message>
    <message>
        <source>Milliseconds per decision</source>
        <translation>Millisekunden je Entscheidung</translation>
    </message>
    <message>
        <source>Exploration</source>
        <extracomment>the exploration constant of the tree search (UCT&apos;s c)</extracomment>
        <translation>Erkundung</translation>
    </message>
    <message>
        <source>Leaf scoring</source>
        <extracomment>how a new position of the tree search is scored</extracomment>
        <translation>Bewertung neuer Stellungen</translation>
    </message>
    <message>
        <source>Playouts per decision</source>
        <translation>Ausspielungen je Entscheidung</translation>
    </message>
    <message>
        <source>Scoring</source>
        <extracomment>how a decision&apos;s outcome is scored</extracomment>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>MCTS iterations per decision: more plays stronger and slower</source>
        <translation>MCTS-Iterationen je Entscheidung: mehr spielt stärker, aber langsamer</translation>
    </message>
    <message>
        <source>A time budget per decision instead of iterations (0: none); not repeatable</source>
        <translation>Eine Zeitvorgabe je Entscheidung statt Iterationen (0: keine); nicht wiederholbar</translation>
    </message>
    <message>
        <source>Higher tries more unlikely decisions, lower deepens the likely ones</source>
        <translation>Höher probiert mehr unwahrscheinliche Entscheidungen, niedriger vertieft die wahrscheinlichen</translation>
    </message>
    <message>
        <source>The ruleset&apos;s evaluation (eval), a random playout (random), or the evaluation where the ruleset has one (auto)</source>
        <translation>Die Bewertung des Regelwerks (eval), eine zufällige Ausspielung (random) oder die Bewertung, wo das Regelwerk eine hat (auto)</translation>
    </message>
    <message>
        <source>Random playouts that score each decision when there is no evaluation</source>
        <translation>Zufällige Ausspielungen, die jede Entscheidung bewerten, wenn es keine Bewertung gibt</translation>
    </message>
    <message>
        <source>The ruleset&apos;s evaluation (eval) or random playouts (rollout)</source>
        <translation>Die Bewertung des Regelwerks (eval) oder zufällige Ausspielungen (rollout)</translation>
    </message>
</context>
<context>
    <name>pb::gui::AppInfo</name>
    <message>
        <source>all rights reserved (no licence has been chosen yet)</source>
        <translation>alle Rechte vorbehalten (noch keine Lizenz gewählt)</translation>
    </message>
</context>
<context>
    <name>pb::gui::BalanceController</name>
    <message>
        <source>First-player advantage (win rate − 1/players)</source>
        <translation>Vorteil des Startspielers (Siegquote − 1/Spieler)</translation>
    </message>
    <message>
        <source>The team&apos;s win rate</source>
        <translation>Die Siegquote des Teams</translation>
    </message>
    <message>
        <source>Mean game length in turns</source>
        <translation>Mittlere Partielänge in Zügen</translation>
    </message>
    <message>
        <source>The draw rate</source>
        <translation>Der Anteil der Unentschieden</translation>
    </message>
    <message>
        <source>The share of games using “%1”</source>
        <translation>Der Anteil der Partien mit „%1“</translation>
    </message>
    <message>
        <source>Auto-balance is already under way.</source>
        <translation>Das Ausbalancieren läuft bereits.</translation>
    </message>
    <message>
        <source>Choose a design to balance.</source>
        <translation>Wählen Sie einen Entwurf zum Ausbalancieren.</translation>
    </message>
    <message>
        <source>This build does not know the ruleset &quot;%1&quot;.</source>
        <translation>Diese Programmversion kennt das Regelwerk „%1“ nicht.</translation>
    </message>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Wählen Sie einen Agenten für den %n Platz.</numerusform>
            <numerusform>Wählen Sie einen Agenten für jeden der %n Plätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one parameter it may change.</source>
        <translation>Wählen Sie mindestens einen Parameter, den es ändern darf.</translation>
    </message>
    <message>
        <source>Give each target a lower or an upper bound.</source>
        <translation>Geben Sie jedem Ziel eine untere oder obere Grenze.</translation>
    </message>
    <message>
        <source>A target&apos;s lower bound is above its upper bound.</source>
        <translation>Die untere Grenze eines Ziels liegt über seiner oberen.</translation>
    </message>
    <message>
        <source>Choose at least one target.</source>
        <translation>Wählen Sie mindestens ein Ziel.</translation>
    </message>
    <message>
        <source>The budget must be between 2 and 100,000,000 games.</source>
        <translation>Das Budget muss zwischen 2 und 100.000.000 Partien liegen.</translation>
    </message>
    <message>
        <source>Auto-balance stopped: %1</source>
        <translation>Das Ausbalancieren wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>%1 of %2 candidates tried in %3 rounds, %4 games played%5.</source>
        <translation>%1 von %2 Kandidaten in %3 Runden erprobt, %4 Partien gespielt%5.</translation>
    </message>
    <message>
        <source> (cancelled)</source>
        <translation> (abgebrochen)</translation>
    </message>
    <message>
        <source>Run auto-balance first.</source>
        <translation>Führen Sie zuerst das Ausbalancieren aus.</translation>
    </message>
    <message>
        <source>The balanced design is gone from the store.</source>
        <translation>Der ausbalancierte Entwurf ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>%1, auto-balanced</source>
        <translation>%1, ausbalanciert</translation>
    </message>
    <message>
        <source>Cannot store the design: %1</source>
        <translation>Der Entwurf kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Tick at least one option of “%1” to try.</source>
        <translation>Kreuzen Sie mindestens eine Option von „%1“ zum Ausprobieren an.</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4)</source>
        <translation>%1: %2 (95-%-Intervall %3 bis %4)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>✓ %1: meets the target</source>
        <translation>✓ %1: erfüllt das Ziel</translation>
    </message>
    <message>
        <source>? %1: may meet the target, %2 likely; more games would tell</source>
        <translation>? %1: erfüllt das Ziel vielleicht, mit %2 Wahrscheinlichkeit; mehr Partien würden es zeigen</translation>
    </message>
    <message>
        <source>✗ %1: misses the target</source>
        <translation>✗ %1: verfehlt das Ziel</translation>
    </message>
    <message>
        <source>Measured again on %1 fresh games: it meets every target.</source>
        <translation>Erneut gemessen an %1 neuen Partien: Er erfüllt jedes Ziel.</translation>
    </message>
    <message>
        <source>Measured again on %1 fresh games: it does not meet every target there, so its place here owes something to luck.</source>
        <translation>Erneut gemessen an %1 neuen Partien: Dort erfüllt er nicht jedes Ziel, sein Platz hier verdankt sich also auch dem Glück.</translation>
    </message>
    <message>
        <source>meets every target</source>
        <translation>erfüllt jedes Ziel</translation>
    </message>
    <message>
        <source>misses a target</source>
        <translation>verfehlt ein Ziel</translation>
    </message>
    <message>
        <source>may meet every target</source>
        <translation>erfüllt vielleicht jedes Ziel</translation>
    </message>
    <message>
        <source>Measured again on %1 fresh games: it does not meet every target there either.</source>
        <translation>Erneut gemessen an %1 neuen Partien: Auch dort erfüllt er nicht jedes Ziel.</translation>
    </message>
    <message>
        <source>Successive halving</source>
        <translation>Sukzessives Halbieren</translation>
    </message>
    <message>
        <source>Plays every candidate a few games, then gives more games to the better half, and so on. Best when the values span a few dozen settings.</source>
        <translation>Spielt jeden Kandidaten einige Partien lang, gibt dann der besseren Hälfte mehr Partien und so fort. Am besten, wenn die Werte einige Dutzend Einstellungen umfassen.</translation>
    </message>
    <message>
        <source>NTBEA (evolutionary)</source>
        <extracomment>NTBEA is the name of the algorithm; keep it.</extracomment>
        <translation>NTBEA (evolutionär)</translation>
    </message>
    <message>
        <source>Walks through the settings 20 games at a time, learning which value of each parameter helps. Best when the values span hundreds of settings or more, too many to play them all.</source>
        <translation>Geht die Einstellungen in Schritten von je 20 Partien durch und lernt dabei, welcher Wert jedes Parameters hilft. Am besten, wenn die Werte Hunderte von Einstellungen oder mehr umfassen, zu viele, um sie alle zu spielen.</translation>
    </message>
    <message>
        <source>NTBEA measured %1 of %2 candidates in %3 evaluations, %4 games played%5.</source>
        <translation>NTBEA hat %1 von %2 Kandidaten in %3 Auswertungen gemessen, %4 Partien gespielt%5.</translation>
    </message>
</context>
<context>
    <name>pb::gui::BatchController</name>
    <message>
        <source>Open a database first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ClusterJobExport</name>
    <message>
        <source>Open a database first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Give at least one game per shard.</source>
        <translation>Geben Sie mindestens eine Partie pro Teilstück an.</translation>
    </message>
    <message>
        <source>%1 already holds a cluster job. Choose another folder.</source>
        <translation>%1 enthält bereits einen Cluster-Auftrag. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The design is no longer in the database.</source>
        <translation>Das Design ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>The design&apos;s script is missing from the database.</source>
        <translation>Das Skript des Designs fehlt in der Datenbank.</translation>
    </message>
    <message>
        <source>Could not write the cluster job: %1</source>
        <translation>Der Cluster-Auftrag konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 holds no runs.</source>
        <translation>%1 enthält keine Läufe.</translation>
    </message>
    <message>
        <source>Could not import the runs: %1</source>
        <translation>Die Läufe konnten nicht importiert werden: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::ComparisonController</name>
    <message>
        <source>Choose the two designs to compare.</source>
        <translation>Wählen Sie die beiden Entwürfe, die verglichen werden sollen.</translation>
    </message>
    <message>
        <source>Both designs must be of one ruleset.</source>
        <translation>Beide Entwürfe müssen zu einem Regelwerk gehören.</translation>
    </message>
    <message>
        <source>This build does not know the ruleset &quot;%1&quot;.</source>
        <translation>Diese Programmversion kennt das Regelwerk „%1“ nicht.</translation>
    </message>
    <message>
        <source>The number of games must be between 2 and 1,000,000.</source>
        <translation>Die Anzahl der Partien muss zwischen 2 und 1.000.000 liegen.</translation>
    </message>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Wählen Sie einen Agenten für den %n Platz.</numerusform>
            <numerusform>Wählen Sie einen Agenten für jeden der %n Plätze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Design &quot;%1&quot; cannot be played by %n player(s): %2</source>
        <translation>
            <numerusform>Entwurf „%1“ kann nicht von %n Spieler gespielt werden: %2</numerusform>
            <numerusform>Entwurf „%1“ kann nicht von %n Spielern gespielt werden: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>A comparison is already under way.</source>
        <translation>Es läuft bereits ein Vergleich.</translation>
    </message>
    <message>
        <source>The comparison stopped: %1</source>
        <translation>Der Vergleich wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>First-player advantage</source>
        <translation>Vorteil des Startspielers</translation>
    </message>
    <message>
        <source>The team&apos;s win rate</source>
        <translation>Die Siegquote des Teams</translation>
    </message>
    <message>
        <source>P%1&apos;s win rate</source>
        <translation>Siegquote von S%1</translation>
    </message>
    <message>
        <source>The draw rate</source>
        <translation>Der Anteil der Unentschieden</translation>
    </message>
    <message>
        <source>The share of games ended by the turn limit</source>
        <translation>Der Anteil der Partien, die am Zuglimit endeten</translation>
    </message>
    <message>
        <source>Mean game length in turns</source>
        <translation>Mittlere Partielänge in Zügen</translation>
    </message>
    <message>
        <source>Mean seat decisions per game</source>
        <translation>Mittlere Entscheidungen je Partie</translation>
    </message>
    <message>
        <source>The share of games using “%1”</source>
        <translation>Der Anteil der Partien mit „%1“</translation>
    </message>
    <message>
        <source>%1 to %2 points</source>
        <translation>%1 bis %2 Prozentpunkte</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1 is %2 in both designs: every pair of games gave the same.</source>
        <translation>%1 beträgt in beiden Entwürfen %2: Jedes Partienpaar ergab dasselbe.</translation>
    </message>
    <message>
        <source>%1 is %2 in both designs on average; the difference may be chance (95% interval %3).</source>
        <translation>%1 beträgt in beiden Entwürfen im Mittel %2; der Unterschied kann Zufall sein (95-%-Intervall %3).</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3; the difference is real (95% interval %4).</source>
        <translation>%1 stieg von %2 auf %3; der Unterschied ist echt (95-%-Intervall %4).</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3; the difference may be chance (95% interval %4).</source>
        <translation>%1 stieg von %2 auf %3; der Unterschied kann Zufall sein (95-%-Intervall %4).</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3; the difference is real (95% interval %4).</source>
        <translation>%1 fiel von %2 auf %3; der Unterschied ist echt (95-%-Intervall %4).</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3; the difference may be chance (95% interval %4).</source>
        <translation>%1 fiel von %2 auf %3; der Unterschied kann Zufall sein (95-%-Intervall %4).</translation>
    </message>
    <message>
        <source>Run a comparison to export.</source>
        <translation>Führen Sie zuerst einen Vergleich aus, um ihn zu exportieren.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Unknown report format &quot;%1&quot;.</source>
        <translation>Unbekanntes Berichtsformat „%1“.</translation>
    </message>
    <message>
        <source>Cannot export the report: %1</source>
        <translation>Der Bericht kann nicht exportiert werden: %1</translation>
    </message>
    <message>
        <source>Change at least one parameter of design B: as it is, B is design A.</source>
        <translation>Ändern Sie mindestens einen Parameter von Entwurf B: So, wie er ist, ist B gleich Entwurf A.</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>%1 design A&apos;s name, %2 the parameters changed (handLimit=8, codeSize=3)</extracomment>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Design B&apos;s parameters do not fit: %1</source>
        <translation>Die Parameter von Entwurf B passen nicht: %1</translation>
    </message>
    <message>
        <source>correct the values marked in the form.</source>
        <translation>Korrigieren Sie die im Formular markierten Werte.</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkten</translation>
    </message>
    <message>
        <source>A difference of %1 would be found 4 times in 5 with about %2 games; this comparison had %3, so a difference that large would most likely have shown.</source>
        <translation>Ein Unterschied von %1 würde mit etwa %2 Partien 4-mal von 5 gefunden; dieser Vergleich hatte %3, ein so großer Unterschied hätte sich also höchstwahrscheinlich gezeigt.</translation>
    </message>
    <message>
        <source>A difference of %1 would be found 4 times in 5 with about %2 games; this comparison had %3, too few to tell.</source>
        <translation>Ein Unterschied von %1 würde mit etwa %2 Partien 4-mal von 5 gefunden; dieser Vergleich hatte %3, zu wenige, um es zu sagen.</translation>
    </message>
    <message>
        <source>Among the other metrics: %1</source>
        <translation>Unter den übrigen Kennzahlen: %1</translation>
    </message>
    <message numerus="yes">
        <source>The primary metric is judged at the 4% level and the other %n metric(s) by Holm&apos;s correction at 1%, or at 5% once the primary difference is real: two designs that play alike get any metric called real in at most 5% of comparisons.</source>
        <translation>
            <numerusform>Die Hauptkennzahl wird auf dem 4-%-Niveau beurteilt und die übrige %n Kennzahl mit Holms Korrektur auf 1 %, oder auf 5 %, sobald der Unterschied der Hauptkennzahl echt ist: Zwei Entwürfe, die gleich spielen, erhalten in höchstens 5 % der Vergleiche irgendeine Kennzahl als echt.</numerusform>
            <numerusform>Die Hauptkennzahl wird auf dem 4-%-Niveau beurteilt und die übrigen %n Kennzahlen mit Holms Korrektur auf 1 %, oder auf 5 %, sobald der Unterschied der Hauptkennzahl echt ist: Zwei Entwürfe, die gleich spielen, erhalten in höchstens 5 % der Vergleiche irgendeine Kennzahl als echt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 only shapes a generated board, and design A&apos;s saved board fixes it, so B would play exactly as A: to compare it, duplicate the design, generate its board again with the new value on the Board page and compare the two designs.</source>
        <extracomment>%1 a parameter&apos;s name in quotes, such as “Highest starting number”</extracomment>
        <translation>Der Parameter %1 formt nur ein erzeugtes Spielbrett, und das gespeicherte Spielbrett von Entwurf A legt ihn fest, also spielte B genau wie A: Um ihn zu vergleichen, duplizieren Sie den Entwurf, erzeugen Sie sein Spielbrett auf der Seite „Spielbrett“ mit dem neuen Wert neu und vergleichen Sie die beiden Entwürfe.</translation>
    </message>
    <message>
        <source>%1 only shape a generated board, and design A&apos;s saved board fixes them, so B would play exactly as A: to compare them, duplicate the design, generate its board again with the new values on the Board page and compare the two designs.</source>
        <extracomment>%1 parameters&apos; names in quotes, separated by commas</extracomment>
        <translation>Die Parameter %1 formen nur ein erzeugtes Spielbrett, und das gespeicherte Spielbrett von Entwurf A legt sie fest, also spielte B genau wie A: Um sie zu vergleichen, duplizieren Sie den Entwurf, erzeugen Sie sein Spielbrett auf der Seite „Spielbrett“ mit den neuen Werten neu und vergleichen Sie die beiden Entwürfe.</translation>
    </message>
    <message>
        <source>Both designs must play one version of their script: save the same rules in both.</source>
        <translation>Beide Entwürfe müssen dieselbe Version ihres Skripts spielen: Speichern Sie in beiden dieselben Regeln.</translation>
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
    <message numerus="yes">
        <source>Deck saved: %n card(s).</source>
        <translation>
            <numerusform>Deck gespeichert: %n Karte.</numerusform>
            <numerusform>Deck gespeichert: %n Karten.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Exported %n card type(s) to %1.</source>
        <translation>
            <numerusform>%n Kartentyp nach %1 exportiert.</numerusform>
            <numerusform>%n Kartentypen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>the deck holds more than %1 cards</source>
        <translation>das Deck hat mehr als %1 Karten</translation>
    </message>
    <message>
        <source>a quoted field is not closed</source>
        <translation>ein Feld in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>text after a closing quote</source>
        <translation>Text nach schließendem Anführungszeichen</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen (das ganze Feld in Anführungszeichen setzen und das Zeichen verdoppeln)</translation>
    </message>
    <message>
        <source>the file is empty; the first row must name the columns</source>
        <translation>die Datei ist leer; die erste Zeile muss die Spalten benennen</translation>
    </message>
    <message>
        <source>not a column of this deck (columns: %1)</source>
        <translation>keine Spalte dieses Decks (Spalten: %1)</translation>
    </message>
    <message>
        <source>the column is named twice</source>
        <translation>die Spalte ist doppelt benannt</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot; (columns: %2)</source>
        <translation>keine Spalte „%1“ (Spalten: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s), but the header has %1</source>
        <translation>
            <numerusform>%n Feld, aber die Kopfzeile hat %1</numerusform>
            <numerusform>%n Felder, aber die Kopfzeile hat %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a count (a whole number 0..%2)</source>
        <translation>„%1“ ist keine Anzahl (eine ganze Zahl 0..%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a valid value for %2.</source>
        <translation>„%1“ ist kein gültiger Wert für %2.</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Row %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
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
    <message>
        <source>The script of design %1 cannot be loaded; see the log.</source>
        <translation>Das Skript von Entwurf %1 lässt sich nicht laden; siehe Protokoll.</translation>
    </message>
    <message>
        <source>There is no template &quot;%1&quot;.</source>
        <translation>Eine Vorlage „%1“ gibt es nicht.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The script does not load: %1</source>
        <translation>Das Skript lädt nicht: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::DesignListModel</name>
    <message>
        <source>Damaged: its stored %1 cannot be read. Delete this design; the other designs are unharmed.</source>
        <extracomment>%1 the stored part that no longer reads: &quot;params&quot; or &quot;setup&quot;</extracomment>
        <translation>Beschädigt: Die gespeicherten %1 lassen sich nicht lesen. Löschen Sie diesen Entwurf; die anderen Entwürfe sind unversehrt.</translation>
    </message>
    <message>
        <source>board or deck</source>
        <translation>Spielbrett- oder Deckdaten</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>Parameter</translation>
    </message>
</context>
<context>
    <name>pb::gui::DesignPartEditor</name>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
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
        <translation>Aufgegeben</translation>
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
    <message>
        <source>The team won</source>
        <translation>Das Team hat gewonnen</translation>
    </message>
    <message>
        <source>The team lost</source>
        <translation>Das Team hat verloren</translation>
    </message>
    <message>
        <source>Damaged: its stored %1 cannot be read</source>
        <extracomment>%1 the stored column that no longer reads, as the store names it</extracomment>
        <translation>Beschädigt: Die gespeicherten %1 lassen sich nicht lesen</translation>
    </message>
</context>
<context>
    <name>pb::gui::LegalDecisionModel</name>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 a decision, %2 what it does to the player taking it (&quot;eliminates you&quot;)</extracomment>
        <translation>%1, %2</translation>
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
    <message>
        <source>Undo: takes back moves %1 to %2</source>
        <extracomment>%1 and %2 the first and last move taken back</extracomment>
        <translation>Rückgängig: nimmt die Züge %1 bis %2 zurück</translation>
    </message>
    <message>
        <source>fine</source>
        <extracomment>The second opinion&apos;s word for a move that gave up (almost) nothing</extracomment>
        <translation>gut</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <extracomment>The second opinion&apos;s word for a move that gave up a little win chance</extracomment>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <extracomment>The second opinion&apos;s word for a move that gave up a fair win chance</extracomment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <extracomment>The second opinion&apos;s word for a move that gave up much win chance</extracomment>
        <translation>grober Fehler</translation>
    </message>
</context>
<context>
    <name>pb::gui::ParameterFormModel</name>
    <message>
        <source>Choose a number from %1 to %2.</source>
        <extracomment>%1 and %2 the smallest and largest value a parameter takes</extracomment>
        <translation>Wählen Sie eine Zahl von %1 bis %2.</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>Geben Sie eine ganze Zahl ein.</translation>
    </message>
    <message>
        <source>No description: say what this parameter changes in the rules script.</source>
        <translation>Keine Beschreibung: Sagen Sie im Regelskript, was dieser Parameter ändert.</translation>
    </message>
</context>
<context>
    <name>pb::gui::PlaytestSession</name>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
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
        <translation>Die Partie kann nicht aufgegeben werden: %1</translation>
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
    <message>
        <source>Nothing to undo yet: no decision has been taken that Undo could take back.</source>
        <translation>Noch nichts rückgängig zu machen: Es gibt keine Entscheidung, die Rückgängig zurücknehmen könnte.</translation>
    </message>
    <message>
        <source>Cannot start the playtest: this build cannot play the ruleset &quot;%1&quot; of design %2.</source>
        <translation>Das Testspiel kann nicht gestartet werden: Diese Version von Playbench kann das Regelwerk „%1“ von Entwurf %2 nicht spielen.</translation>
    </message>
    <message>
        <source>Cannot open the game where Check broke: %1</source>
        <translation>Die Partie, in der „Prüfen“ einen Verstoß fand, kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>%1, where Check broke</source>
        <extracomment>The name a playtest opened from a Check break shows; %1 is the script&apos;s name</extracomment>
        <translation>%1, wo „Prüfen“ einen Verstoß fand</translation>
    </message>
    <message>
        <source>The rules failed here: %1</source>
        <translation>Die Regeln sind hier fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The rules failed at this decision: %1</source>
        <extracomment>%1 is the rules&apos; own error, a script&apos;s with its file and line</extracomment>
        <translation>Die Regeln sind bei dieser Entscheidung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::PrintController</name>
    <message>
        <source>print-and-play</source>
        <extracomment>The file name File &gt; Print and play suggests when the design has no name</extracomment>
        <translation>drucken-und-spielen</translation>
    </message>
    <message>
        <source>Open a design to print it.</source>
        <translation>Öffnen Sie einen Entwurf, um ihn zu drucken.</translation>
    </message>
    <message>
        <source>Choose at least one part to print.</source>
        <translation>Wählen Sie mindestens einen Teil zum Drucken.</translation>
    </message>
    <message>
        <source>The design is no longer in the database.</source>
        <translation>Das Design ist nicht mehr in der Datenbank.</translation>
    </message>
    <message>
        <source>Pages: %1</source>
        <translation>Seiten: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::ReviewAnalysis</name>
    <message>
        <source>The stored analysis cannot be read: %1</source>
        <translation>Die gespeicherte Analyse kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Team</source>
        <extracomment>The one curve of a cooperative game&apos;s drama chart: every seat wins or loses together</extracomment>
        <translation>Team</translation>
    </message>
    <message>
        <source>An analysis is already under way.</source>
        <translation>Eine Analyse läuft bereits.</translation>
    </message>
    <message>
        <source>Open a game before analysing it.</source>
        <translation>Öffnen Sie eine Partie, bevor Sie sie analysieren.</translation>
    </message>
    <message>
        <source>The budget is at least one iteration.</source>
        <translation>Das Budget ist mindestens eine Iteration.</translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation>Diese Partie kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>This game has no decision to analyse.</source>
        <translation>Diese Partie hat keine Entscheidung zu analysieren.</translation>
    </message>
    <message>
        <source>No person played this game: every seat&apos;s decisions are analysed.</source>
        <extracomment>Shown while and after an analysis of a game no person played</extracomment>
        <translation>Keine Person hat diese Partie gespielt: Die Entscheidungen aller Plätze werden analysiert.</translation>
    </message>
    <message>
        <source>The analysis failed: %1</source>
        <translation>Die Analyse ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Analysis cancelled; the earlier analysis is kept.</source>
        <translation>Analyse abgebrochen; die frühere Analyse bleibt.</translation>
    </message>
    <message>
        <source>Analysis cancelled; nothing was stored.</source>
        <translation>Analyse abgebrochen; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>The analysis cannot be stored: %1</source>
        <translation>Die Analyse kann nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) analysed and stored with the game.</source>
        <translation>
            <numerusform>%n Zug analysiert und mit der Partie gespeichert.</numerusform>
            <numerusform>%n Züge analysiert und mit der Partie gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::ReviewSession</name>
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
    <message>
        <source>Game over: %1</source>
        <extracomment>%1 why the game ended and who won</extracomment>
        <translation>Spielende: %1</translation>
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
        <source>The run stopped: %1</source>
        <translation>Der Lauf wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>%1 is played by %2 to %3 players.</source>
        <translation>%1 wird von %2 bis %3 Spielern gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>The design cannot be played by %n player(s): %1</source>
        <translation>
            <numerusform>Der Entwurf lässt sich nicht mit %n Spieler spielen: %1</numerusform>
            <numerusform>Der Entwurf lässt sich nicht mit %n Spielern spielen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The number of players; P1&apos;s agent plays every seat.</source>
        <translation>Die Zahl der Spieler; der Agent von P1 spielt jeden Platz.</translation>
    </message>
</context>
<context>
    <name>pb::gui::RunListModel</name>
    <message numerus="yes">
        <source>Run %1 · %Ln games</source>
        <translation>
            <numerusform>Lauf %1 · %Ln Partie</numerusform>
            <numerusform>Lauf %1 · %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>a swept parameter&apos;s value: %1 its label, %2 the value</extracomment>
        <translation>%1 = %2</translation>
    </message>
</context>
<context>
    <name>pb::gui::RunSummary</name>
    <message>
        <source>Cannot show run %1: %2</source>
        <translation>Lauf %1 kann nicht angezeigt werden: %2</translation>
    </message>
    <message>
        <source>Choose a run to export.</source>
        <translation>Wählen Sie einen Lauf zum Exportieren.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ScriptCheck</name>
    <message>
        <source>Checking: %1 of %2 games played</source>
        <extracomment>While Check runs: games played of the games it plays</extracomment>
        <translation>Prüfung läuft: %1 von %2 Partien gespielt</translation>
    </message>
    <message>
        <source>Passed: %1 games, %2 decisions, no break</source>
        <translation>Bestanden: %1 Partien, %2 Entscheidungen, kein Verstoß</translation>
    </message>
    <message>
        <source>Failed: %1. %2.</source>
        <extracomment>%1 is what broke (&quot;A listed decision could not be applied&quot;), %2 where (&quot;Game 3, decision 12&quot;)</extracomment>
        <translation>Nicht bestanden: %1. %2.</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 games, no break so far; nothing was stored.</source>
        <translation>Angehalten nach %1 von %2 Partien, bis dahin kein Verstoß; nichts wurde gespeichert.</translation>
    </message>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>A Check is already under way.</source>
        <translation>Eine Prüfung läuft bereits.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank geöffnet.</translation>
    </message>
    <message>
        <source>There is no loaded script &quot;%1&quot; to check.</source>
        <translation>Es gibt kein geladenes Skript „%1“ zum Prüfen.</translation>
    </message>
    <message>
        <source>This break has no game to open.</source>
        <translation>Zu diesem Verstoß gibt es keine Partie zum Öffnen.</translation>
    </message>
    <message>
        <source>Check could not run the script: %1</source>
        <translation>„Prüfen“ konnte das Skript nicht ausführen: %1</translation>
    </message>
    <message>
        <source>The result of Check was not stored: %1</source>
        <translation>Das Ergebnis der Prüfung wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::ScriptEditor</name>
    <message>
        <source>The script of this design cannot be read: %1</source>
        <translation>Das Skript dieses Entwurfs kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The versions of this script cannot be read: %1</source>
        <translation>Die Versionen dieses Skripts können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Not saved: line %1: %2</source>
        <translation>Nicht gespeichert: Zeile %1: %2</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not saved: the script&apos;s id is now “%1”, but this design plays “%2”. Give game.id its old value back; a new game is a new design.</source>
        <translation>Nicht gespeichert: Die ID des Skripts ist jetzt „%1“, dieser Entwurf spielt aber „%2“. Geben Sie game.id seinen alten Wert zurück; ein neues Spiel ist ein neuer Entwurf.</translation>
    </message>
    <message>
        <source>Saved: the text is that of the version of %1, which the design plays again.</source>
        <translation>Gespeichert: Der Text ist der der Version vom %1, die der Entwurf wieder spielt.</translation>
    </message>
    <message>
        <source>Saved as a new version.</source>
        <translation>Als neue Version gespeichert.</translation>
    </message>
    <message>
        <source>Save or revert your changes before restoring another version.</source>
        <translation>Speichern oder verwerfen Sie Ihre Änderungen, bevor Sie eine andere Version wiederherstellen.</translation>
    </message>
    <message>
        <source>There is no such version of this script.</source>
        <translation>Diese Version des Skripts gibt es nicht.</translation>
    </message>
    <message>
        <source>The design plays the version of %1 again.</source>
        <translation>Der Entwurf spielt wieder die Version vom %1.</translation>
    </message>
    <message>
        <source>Not restored: %1</source>
        <translation>Nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>Exported the script to %1.</source>
        <translation>Skript nach %1 exportiert.</translation>
    </message>
    <message>
        <source>another program is writing to the database. Your text is kept here; save again in a moment.</source>
        <translation>ein anderes Programm schreibt gerade in die Datenbank. Ihr Text bleibt hier erhalten; speichern Sie gleich noch einmal.</translation>
    </message>
    <message>
        <source>the database cannot be written. Your text is kept here; export it to keep a copy.</source>
        <translation>die Datenbank kann nicht beschrieben werden. Ihr Text bleibt hier erhalten; exportieren Sie ihn, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <source>%1. Your text is kept here.</source>
        <translation>%1. Ihr Text bleibt hier erhalten.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ScriptGridEditor</name>
    <message>
        <source>The saved board cannot be read: %1</source>
        <translation>Das gespeicherte Spielbrett kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Board saved.</source>
        <translation>Spielbrett gespeichert.</translation>
    </message>
    <message>
        <source>Set cell %1, %2</source>
        <extracomment>An undo step: one cell of a scripted design&apos;s board set (column, row from 1)</extracomment>
        <translation>Feld %1, %2 setzen</translation>
    </message>
    <message>
        <source>Fill the board with %1</source>
        <translation>Spielbrett mit %1 füllen</translation>
    </message>
</context>
<context>
    <name>pb::gui::ScriptVersionModel</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A version&apos;s save time: %1 the date, %2 the time, in the interface language&apos;s formats</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>pb::gui::SkillTraceController</name>
    <message>
        <source>A skill trace is already under way.</source>
        <translation>Es läuft bereits eine Könnenskurve.</translation>
    </message>
    <message>
        <source>Choose a run to trace.</source>
        <translation>Wählen Sie einen Lauf für die Könnenskurve.</translation>
    </message>
    <message>
        <source>This build does not know the ruleset &quot;%1&quot;.</source>
        <translation>Diese Programmversion kennt das Regelwerk „%1“ nicht.</translation>
    </message>
    <message>
        <source>The strongest search must have 10 to 1,000,000 iterations.</source>
        <translation>Die stärkste Suche muss 10 bis 1.000.000 Iterationen haben.</translation>
    </message>
    <message>
        <source>The number of games per match must be between 2 and 100,000.</source>
        <translation>Die Anzahl der Partien je Begegnung muss zwischen 2 und 100.000 liegen.</translation>
    </message>
    <message>
        <source>The skill trace stopped: %1</source>
        <translation>Die Könnenskurve wurde abgebrochen: %1</translation>
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
