<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CounterWords</name>
    <message>
        <source>Effect bought: %1</source>
        <extracomment>%1 a Stability effect (&quot;one more adjacent tile&quot;)</extracomment>
        <translation>Effekt gekauft: %1</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Gezogene Züge</translation>
    </message>
    <message>
        <source>Afflictions without permeation (each raises PC)</source>
        <translation>Befälle ohne Permeation (jeder erhöht die PC)</translation>
    </message>
    <message>
        <source>Afflictions skipped</source>
        <translation>Ausgelassene Befälle</translation>
    </message>
    <message>
        <source>Permeations without buying an effect</source>
        <translation>Permeationen ohne gekauften Effekt</translation>
    </message>
    <message>
        <source>Eliminated standing on a 0</source>
        <translation>Ausgeschieden auf einer 0</translation>
    </message>
    <message>
        <source>Eliminated with no legal move</source>
        <translation>Ausgeschieden ohne erlaubten Zug</translation>
    </message>
    <message>
        <source>Extra tiles whose change was cut off at 0 or 10</source>
        <translation>Zusatzfelder, deren Änderung bei 0 oder 10 abgeschnitten wurde</translation>
    </message>
</context>
<context>
    <name>DemoWords</name>
    <message>
        <source>The reference Stability rules with a board generated from seed 1. Change anything; it is your copy.</source>
        <translation>Die Referenzregeln von Stability mit einem Brett aus Seed 1. Ändern Sie alles; es ist Ihre Kopie.</translation>
    </message>
    <message>
        <source>The first move: every square nearby is still high, so any direction looks safe.</source>
        <translation>Der erste Zug: Jedes Feld in der Nähe ist noch hoch, also wirkt jede Richtung sicher.</translation>
    </message>
    <message>
        <source>Half way: the board is wearing down around both homunculi.</source>
        <translation>Halbzeit: Das Brett nutzt sich um beide Homunculi herum ab.</translation>
    </message>
    <message>
        <source>The decisive move.</source>
        <translation>Der entscheidende Zug.</translation>
    </message>
</context>
<context>
    <name>HeatmapWords</name>
    <message>
        <source>moves that ended on the square</source>
        <translation>Züge, die auf dem Feld endeten</translation>
    </message>
    <message>
        <source>homunculi eliminated on the square</source>
        <translation>auf dem Feld ausgeschiedene Homunculi</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Cost: %1</source>
        <extracomment>%1 a Stability effect (&quot;one more adjacent tile&quot;)</extracomment>
        <translation>Kosten: %1</translation>
    </message>
    <message>
        <source>Permeation counters (PC) a player pays to permeate with &quot;%1&quot;.</source>
        <extracomment>%1 a Stability effect (&quot;one more adjacent tile&quot;)</extracomment>
        <translation>Permeationszähler (PC), die ein Spieler für die Permeation „%1“ bezahlt.</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Squares along each side of the board.</source>
        <translation>Felder entlang jeder Seite des Bretts.</translation>
    </message>
    <message>
        <source>Lowest starting number</source>
        <translation>Kleinste Startzahl</translation>
    </message>
    <message>
        <source>The lowest number a square other than a corner starts with.</source>
        <translation>Die kleinste Zahl, mit der ein Feld außer einer Ecke beginnt.</translation>
    </message>
    <message>
        <source>Highest starting number</source>
        <translation>Größte Startzahl</translation>
    </message>
    <message>
        <source>The highest number a square other than a corner starts with.</source>
        <translation>Die größte Zahl, mit der ein Feld außer einer Ecke beginnt.</translation>
    </message>
    <message>
        <source>Corner number</source>
        <translation>Eckzahl</translation>
    </message>
    <message>
        <source>The number the four corner squares start with.</source>
        <translation>Die Zahl, mit der die vier Eckfelder beginnen.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>The lines a homunculus may move along.</source>
        <translation>Die Linien, entlang derer sich ein Homunkulus bewegen darf.</translation>
    </message>
    <message>
        <source>Share squares</source>
        <translation>Felder teilen</translation>
    </message>
    <message>
        <source>A homunculus may end its move on a square where another one stands.</source>
        <translation>Ein Homunkulus darf seinen Zug auf einem Feld beenden, auf dem schon ein anderer steht.</translation>
    </message>
    <message>
        <source>Permeation threshold</source>
        <translation>Permeationsschwelle</translation>
    </message>
    <message>
        <source>Permeation counters (PC) a player needs before declaring permeation.</source>
        <translation>Permeationszähler (PC), die ein Spieler braucht, bevor er eine Permeation ansagen darf.</translation>
    </message>
    <message>
        <source>Lowest tile number</source>
        <translation>Kleinste Feldzahl</translation>
    </message>
    <message>
        <source>The lowest number a tile can show during play.</source>
        <translation>Die kleinste Zahl, die ein Feld im Spiel zeigen kann.</translation>
    </message>
    <message>
        <source>Highest tile number</source>
        <translation>Größte Feldzahl</translation>
    </message>
    <message>
        <source>The highest number a tile can show during play.</source>
        <translation>Die größte Zahl, die ein Feld im Spiel zeigen kann.</translation>
    </message>
    <message>
        <source>Affliction is compulsory</source>
        <translation>Befall ist Pflicht</translation>
    </message>
    <message>
        <source>A player must afflict a tile every turn, even without buying an effect.</source>
        <translation>Ein Spieler muss jeden Zug ein Feld befallen, auch ohne einen Effekt zu kaufen.</translation>
    </message>
    <message>
        <source>Adjacent tiles</source>
        <translation>Benachbarte Felder</translation>
    </message>
    <message>
        <source>Which tiles count as adjacent for the effects that afflict adjacent tiles.</source>
        <translation>Welche Felder für die Effekte, die benachbarte Felder befallen, als benachbart gelten.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>After this many turns the game ends in a draw among the players still in it.</source>
        <translation>Nach so vielen Zügen endet die Partie unentschieden unter den verbliebenen Spielern.</translation>
    </message>
    <message>
        <source>4 directions (straight)</source>
        <translation>4 Richtungen (gerade)</translation>
    </message>
    <message>
        <source>8 directions (with diagonals)</source>
        <translation>8 Richtungen (mit Diagonalen)</translation>
    </message>
    <message>
        <source>4 neighbours (sides)</source>
        <translation>4 Nachbarn (Seiten)</translation>
    </message>
    <message>
        <source>8 neighbours (with corners)</source>
        <translation>8 Nachbarn (mit Ecken)</translation>
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
        <source>Write the board and its locks into the design (Ctrl+S)</source>
        <translation>Spielbrett und Sperren in den Entwurf schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the saved board (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Spielbrett (löscht den Rückgängig-Verlauf)</translation>
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
        <extracomment>%1 a square as the board labels it (C4)</extracomment>
        <translation>auf %1 ziehen</translation>
    </message>
    <message>
        <source>no permeation</source>
        <translation>keine Permeation</translation>
    </message>
    <message>
        <source>afflict %1 %2</source>
        <extracomment>%1 a square, %2 the change to its number (+2, -1)</extracomment>
        <translation>Befall %1 %2</translation>
    </message>
    <message>
        <source>skip the affliction</source>
        <translation>Befall auslassen</translation>
    </message>
    <message>
        <source>set %1 to %2</source>
        <extracomment>%1 a square, %2 a value</extracomment>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <source>one more adjacent tile</source>
        <translation>ein weiteres benachbartes Feld</translation>
    </message>
    <message>
        <source>mutation +1</source>
        <translation>Mutation +1</translation>
    </message>
    <message>
        <source>two more adjacent tiles</source>
        <translation>zwei weitere benachbarte Felder</translation>
    </message>
    <message>
        <source>mutation +2</source>
        <translation>Mutation +2</translation>
    </message>
    <message>
        <source>three more adjacent tiles</source>
        <translation>drei weitere benachbarte Felder</translation>
    </message>
    <message>
        <source>mutation +3</source>
        <translation>Mutation +3</translation>
    </message>
    <message>
        <source>one more tile anywhere</source>
        <translation>ein weiteres beliebiges Feld</translation>
    </message>
    <message>
        <source>mutation +4</source>
        <translation>Mutation +4</translation>
    </message>
    <message>
        <source>two more tiles anywhere</source>
        <translation>zwei weitere beliebige Felder</translation>
    </message>
    <message>
        <source>three more tiles anywhere</source>
        <translation>drei weitere beliebige Felder</translation>
    </message>
    <message>
        <source>two more tiles anywhere, each its own sign</source>
        <translation>zwei weitere beliebige Felder, jedes mit eigenem Vorzeichen</translation>
    </message>
    <message>
        <source>set a tile to any number</source>
        <translation>ein Feld auf eine beliebige Zahl setzen</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>kein Effekt</translation>
    </message>
    <message>
        <source>permeate: %1 (%2 PC)</source>
        <extracomment>%1 an effect (&quot;one more adjacent tile&quot;), %2 its cost in permeation counters</extracomment>
        <translation>Permeation: %1 (%2 PC)</translation>
    </message>
    <message>
        <source>eliminates you</source>
        <translation>scheidet Sie aus</translation>
    </message>
    <message>
        <source>a 0: eliminates you unless you raise it this turn</source>
        <extracomment>a move onto a square of value 0</extracomment>
        <translation>eine 0: scheidet Sie aus, wenn Sie sie in diesem Zug nicht erhöhen</translation>
    </message>
    <message>
        <source>eliminates you unless you raise your square this turn</source>
        <translation>scheidet Sie aus, wenn Sie Ihr Feld in diesem Zug nicht erhöhen</translation>
    </message>
    <message>
        <source>eliminated: moved onto a 0 at %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>ausgeschieden: auf eine 0 bei %1 gezogen</translation>
    </message>
    <message>
        <source>eliminated: lowered its own square %1 to 0</source>
        <extracomment>%1 a square</extracomment>
        <translation>ausgeschieden: das eigene Feld %1 auf 0 gesenkt</translation>
    </message>
    <message>
        <source>eliminated: stood on a 0 at %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>ausgeschieden: stand auf einer 0 bei %1</translation>
    </message>
    <message>
        <source>eliminated: stranded at %1 with no legal move</source>
        <extracomment>%1 a square</extracomment>
        <translation>ausgeschieden: bei %1 ohne erlaubten Zug festgesetzt</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>PC %1 of %2 · permeates from %3</source>
        <extracomment>%1 the player&apos;s permeation counters (PC), %2 the most a player can hold, %3 the PC from which a player may permeate</extracomment>
        <translation>PC %1 von %2 · Permeation ab %3</translation>
    </message>
    <message>
        <source>on %1, a %2</source>
        <extracomment>%1 a square, %2 its value (how far the player moves from it)</extracomment>
        <translation>auf %1, einer %2</translation>
    </message>
    <message>
        <source>Turns played: %1</source>
        <extracomment>%1 the turn in progress, counted from 1; at the end, the turns played</extracomment>
        <translation>Gespielte Runden: %1</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a player (P1), %2 how it went out</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>The turn limit (%1) was reached: a draw between %2, still standing.</source>
        <extracomment>%1 the turn limit (a number of turns), %2 the players still standing (P1, P2)</extracomment>
        <translation>Das Rundenlimit (%1) ist erreicht: Unentschieden zwischen %2, die noch im Spiel sind.</translation>
    </message>
    <message>
        <source>%1 wins as the last homunculus standing.</source>
        <extracomment>%1 the winner (P2)</extracomment>
        <translation>%1 gewinnt als letzter Homunkulus im Spiel.</translation>
    </message>
    <message>
        <source>extra tile, afflicted too: %1 %2</source>
        <extracomment>%1 a square, %2 the change to its number (+1 or -1)</extracomment>
        <translation>Zusatzfeld, ebenfalls befallen: %1 %2</translation>
    </message>
    <message>
        <source>extra tile, afflicted too: %1 (stays at %2)</source>
        <extracomment>%1 a square, %2 its number, already at the end of the range</extracomment>
        <translation>Zusatzfeld, ebenfalls befallen: %1 (bleibt bei %2)</translation>
    </message>
    <message>
        <source>strands you: no move from %1 unless the board changes before your next turn</source>
        <extracomment>%1 a square as the board labels it (F6)</extracomment>
        <translation>lässt Sie festsitzen: kein Zug von %1 aus, wenn sich das Brett bis zu Ihrem nächsten Zug nicht ändert</translation>
    </message>
</context>
<context>
    <name>StabilityBoardView</name>
    <message>
        <source>Board, %1 by %1 squares</source>
        <translation>Spielbrett, %1 mal %1 Felder</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Werte:</translation>
    </message>
    <message>
        <source>%1: %2, locked</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4), %2 its number</extracomment>
        <translation>%1: %2, gesperrt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 went out here</source>
        <translation>%1 ist hier ausgeschieden</translation>
    </message>
</context>
<context>
    <name>StabilityPrint</name>
    <message>
        <source>Homunculi</source>
        <translation>Homunculi</translation>
    </message>
    <message>
        <source>Permeation count markers</source>
        <translation>Marker für den Permeationszähler</translation>
    </message>
    <message>
        <source>Tile counters</source>
        <translation>Feldzähler</translation>
    </message>
    <message>
        <source>Lay out the %1 x %1 board: every square shows its number.</source>
        <translation>Legen Sie den Spielplan mit %1 x %1 Feldern aus: Jedes Feld zeigt seine Zahl.</translation>
    </message>
    <message>
        <source>the top-left corner</source>
        <translation>die obere linke Ecke</translation>
    </message>
    <message>
        <source>the bottom-right corner</source>
        <translation>die untere rechte Ecke</translation>
    </message>
    <message>
        <source>the top-right corner</source>
        <translation>die obere rechte Ecke</translation>
    </message>
    <message>
        <source>the bottom-left corner</source>
        <translation>die untere linke Ecke</translation>
    </message>
    <message>
        <source>Player %1 puts homunculus H%1 on %2.</source>
        <translation>Spieler %1 stellt Homunculus H%1 auf %2.</translation>
    </message>
    <message>
        <source>Every player&apos;s permeation count starts at 0 (keep it with the P marker).</source>
        <translation>Der Permeationszähler jedes Spielers beginnt bei 0 (halten Sie ihn mit dem P-Marker fest).</translation>
    </message>
    <message>
        <source>Keep the tile counters (%1 to %2) at hand for afflicted squares.</source>
        <translation>Halten Sie die Feldzähler (%1 bis %2) für veränderte Felder bereit.</translation>
    </message>
    <message>
        <source>Roll a die to choose who moves first; play then goes round in seat order.</source>
        <translation>Würfeln Sie aus, wer zuerst zieht; danach geht es reihum in Sitzreihenfolge.</translation>
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
</TS>
