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
    <name>ButterflyEffectBattle</name>
    <message>
        <source>%1 rolls %2 against %3&apos;s health %4</source>
        <extracomment>a battle: %1 the attacker and %2 its total, %3 the defender and %4 its total or health</extracomment>
        <translation>%1 würfelt %2 gegen die Gesundheit %4 von %3</translation>
    </message>
    <message>
        <source>%1 %2 + %3 against %4 %5 + %6</source>
        <translation>%1 %2 + %3 gegen %4 %5 + %6</translation>
    </message>
    <message>
        <source>%1 against %2: %3</source>
        <translation>%1 gegen %2: %3</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectBoardPresenter</name>
    <message>
        <source>the past</source>
        <extracomment>an era of Butterfly Effect&apos;s two boards</extracomment>
        <translation>der Vergangenheit</translation>
    </message>
    <message>
        <source>the present</source>
        <translation>der Gegenwart</translation>
    </message>
    <message>
        <source>+%1 strength</source>
        <translation>+%1 Stärke</translation>
    </message>
    <message>
        <source>+%1 strength when defending</source>
        <translation>+%1 Stärke in der Verteidigung</translation>
    </message>
    <message>
        <source>+%1 strength when attacking</source>
        <translation>+%1 Stärke im Angriff</translation>
    </message>
    <message>
        <source>+%1 move</source>
        <translation>+%1 Zugweite</translation>
    </message>
    <message>
        <source>survives a lost defence on a roll of %1 or more</source>
        <translation>überlebt eine verlorene Verteidigung mit einem Wurf ab %1</translation>
    </message>
    <message>
        <source>enemies next to it move %1 less</source>
        <translation>Gegner daneben ziehen %1 weniger</translation>
    </message>
    <message numerus="yes">
        <source>%n extra piece(s) after reproducing</source>
        <translation>
            <numerusform>%n weitere Figur nach der Vermehrung</numerusform>
            <numerusform>%n weitere Figuren nach der Vermehrung</numerusform>
        </translation>
    </message>
    <message>
        <source>its death pattern shrinks to one square</source>
        <translation>ihr Todesmuster schrumpft auf ein Feld</translation>
    </message>
    <message>
        <source>hand %1, deck %2</source>
        <extracomment>%1 cards in the hand, %2 cards in the deck</extracomment>
        <translation>Hand %1, Stapel %2</translation>
    </message>
    <message>
        <source>cities held: past %1, present %2</source>
        <extracomment>%1 the cities held in the past (numbers), %2 in the present; &quot;-&quot; for none</extracomment>
        <translation>gehaltene Städte: Vergangenheit %1, Gegenwart %2</translation>
    </message>
    <message>
        <source>held both eras for %1 of %2 turn ends</source>
        <extracomment>%1 turn ends held so far, %2 turn ends needed to win</extracomment>
        <translation>beide Epochen %1 von %2 Zugenden gehalten</translation>
    </message>
    <message>
        <source>%1 (%2) %3 + %4 = %5</source>
        <translation>%1 (%2) %3 + %4 = %5</translation>
    </message>
    <message>
        <source>%1 (%2) health %3</source>
        <extracomment>the health rule: %1 a species, %2 a player, %3 its health</extracomment>
        <translation>%1 (%2) Gesundheit %3</translation>
    </message>
    <message>
        <source>Last battle (turn %1, %2): %3 against %4: %5.</source>
        <extracomment>%1 the turn, %2 the era, %3 the attacker and its roll, %4 the defender&apos;s, %5 the result</extracomment>
        <translation>Letzter Kampf (Zug %1, %2): %3 gegen %4: %5.</translation>
    </message>
    <message>
        <source>%1 wins: held a city in each era for %2 turn ends in a row.</source>
        <extracomment>%1 a player (P1), %2 the turn ends needed</extracomment>
        <translation>%1 gewinnt: %2 Zugenden in Folge in jeder Epoche eine Stadt gehalten.</translation>
    </message>
    <message>
        <source>A draw: the turn limit (%1 turns) was reached before anyone held the cities.</source>
        <extracomment>%1 the turn limit</extracomment>
        <translation>Unentschieden: die Zuggrenze (%1 Züge) war erreicht, bevor jemand die Städte hielt.</translation>
    </message>
    <message>
        <source>A draw: both players completed their hold at the same turn end.</source>
        <translation>Unentschieden: beide haben ihre Städte zum selben Zugende lange genug gehalten.</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <extracomment>%1 a player (P1), %2 a card (a species or an evolution)</extracomment>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1 goes first</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1 beginnt</translation>
    </message>
    <message>
        <source>roll %1</source>
        <extracomment>%1 the die&apos;s face</extracomment>
        <translation>%1 gewürfelt</translation>
    </message>
    <message>
        <source>set up %1</source>
        <extracomment>%1 a species</extracomment>
        <translation>%1 aufstellen</translation>
    </message>
    <message>
        <source>set up at %1</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>auf %1 aufstellen</translation>
    </message>
    <message>
        <source>reproduce: orientation %1, cell %2</source>
        <extracomment>%1 the pattern&apos;s turn (0-7), %2 its cell laid on the piece (from 1)</extracomment>
        <translation>vermehren: Lage %1, Zelle %2</translation>
    </message>
    <message>
        <source>extra piece at %1</source>
        <extracomment>Fertility; %1 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>weitere Figur auf %1</translation>
    </message>
    <message>
        <source>no extra piece</source>
        <translation>keine weitere Figur</translation>
    </message>
    <message>
        <source>evolve %1 with %2</source>
        <extracomment>%1 a species, %2 an evolution card</extracomment>
        <translation>%1 mit %2 entwickeln</translation>
    </message>
    <message>
        <source>no evolution</source>
        <translation>keine Evolution</translation>
    </message>
    <message>
        <source>play %1</source>
        <extracomment>%1 a species card</extracomment>
        <translation>%1 ausspielen</translation>
    </message>
    <message>
        <source>in %1</source>
        <extracomment>%1 an era (&quot;the past&quot;)</extracomment>
        <translation>in %1</translation>
    </message>
    <message>
        <source>place at %1</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>auf %1 einsetzen</translation>
    </message>
    <message>
        <source>place nothing</source>
        <translation>nichts einsetzen</translation>
    </message>
    <message>
        <source>move from %1 in %2</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4), %2 an era (&quot;the past&quot;)</extracomment>
        <translation>von %1 in %2 ziehen</translation>
    </message>
    <message>
        <source>move to %1</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>nach %1 ziehen</translation>
    </message>
    <message>
        <source>move nothing</source>
        <translation>nicht ziehen</translation>
    </message>
    <message>
        <source>death pattern: orientation %1, cell %2</source>
        <extracomment>%1 the pattern&apos;s turn (0-7), %2 its cell laid on the dead piece (from 1)</extracomment>
        <translation>Todesmuster: Lage %1, Zelle %2</translation>
    </message>
    <message>
        <source>steal %1 (%2&apos;s card)</source>
        <extracomment>%1 an evolution card, %2 the player whose deck it came from (P1)</extracomment>
        <translation>%1 stehlen (Karte von %2)</translation>
    </message>
    <message>
        <source>steal nothing</source>
        <translation>nichts stehlen</translation>
    </message>
    <message>
        <source>Bastet, the animals</source>
        <extracomment>the animals&apos; player of Butterfly Effect (Bastet, the cat goddess)</extracomment>
        <translation>Bastet, die Tiere</translation>
    </message>
    <message>
        <source>Osiris, the plants</source>
        <translation>Osiris, die Pflanzen</translation>
    </message>
    <message>
        <source>strength %1, move %2</source>
        <extracomment>a species card: %1 strength, %2 move</extracomment>
        <translation>Stärke %1, Zug %2</translation>
    </message>
    <message>
        <source>hidden card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>%1 will reproduce in the present at %2</source>
        <extracomment>%1 a species, %2 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>%1 vermehrt sich in der Gegenwart auf %2</translation>
    </message>
    <message>
        <source>%1&apos;s death ripples into the present at %2</source>
        <extracomment>%1 a species, %2 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>Der Tod von %1 wirkt in der Gegenwart auf %2</translation>
    </message>
    <message>
        <source>%1 wins the battle</source>
        <translation>%1 gewinnt den Kampf</translation>
    </message>
    <message>
        <source>%1 holds its square</source>
        <extracomment>%1 the defending species</extracomment>
        <translation>%1 hält sein Feld</translation>
    </message>
    <message>
        <source>%1 wins: a city held in each era long enough.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1 gewinnt: lange genug in jeder Epoche eine Stadt gehalten.</translation>
    </message>
    <message>
        <source>A draw: the turn limit was reached.</source>
        <translation>Unentschieden: die Zuggrenze ist erreicht.</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>Unentschieden.</translation>
    </message>
    <message>
        <source>Dealing the hands.</source>
        <translation>Die Hände werden ausgeteilt.</translation>
    </message>
    <message>
        <source>Drawing who goes first.</source>
        <translation>Es wird ausgelost, wer beginnt.</translation>
    </message>
    <message>
        <source>Drawing up to the hand size.</source>
        <translation>Es wird bis zur Handgröße nachgezogen.</translation>
    </message>
    <message>
        <source>Battle: the attacker rolls.</source>
        <translation>Kampf: der Angreifer würfelt.</translation>
    </message>
    <message>
        <source>Battle: the defender rolls.</source>
        <translation>Kampf: der Verteidiger würfelt.</translation>
    </message>
    <message>
        <source>Camouflage: the beaten defender rolls to hide.</source>
        <translation>Tarnung: der besiegte Verteidiger würfelt, um sich zu verstecken.</translation>
    </message>
    <message>
        <source>%1: choose a species to set up.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: eine Art zum Aufstellen wählen.</translation>
    </message>
    <message>
        <source>%1: set it up on a green spot of the present.</source>
        <translation>%1: sie auf ein grünes Feld der Gegenwart stellen.</translation>
    </message>
    <message>
        <source>%1: lay the reproduction pattern in the present.</source>
        <translation>%1: das Vermehrungsmuster in der Gegenwart legen.</translation>
    </message>
    <message>
        <source>%1: Fertility: place an extra piece next to the new ones.</source>
        <translation>%1: Fruchtbarkeit: eine weitere Figur neben die neuen setzen.</translation>
    </message>
    <message>
        <source>%1: play an evolution card on a species, or pass.</source>
        <translation>%1: eine Evolutionskarte auf eine Art spielen oder passen.</translation>
    </message>
    <message>
        <source>%1: play a species card from the hand.</source>
        <translation>%1: eine Artkarte aus der Hand spielen.</translation>
    </message>
    <message>
        <source>%1: place it in the past or the present.</source>
        <translation>%1: sie in die Vergangenheit oder die Gegenwart setzen.</translation>
    </message>
    <message>
        <source>%1: choose a square in %2.</source>
        <extracomment>%1 a player (P1), %2 an era (&quot;the past&quot;)</extracomment>
        <translation>%1: ein Feld in %2 wählen.</translation>
    </message>
    <message>
        <source>%1: choose a piece to move.</source>
        <translation>%1: eine Figur zum Ziehen wählen.</translation>
    </message>
    <message>
        <source>%1: choose where it moves.</source>
        <translation>%1: wählen, wohin sie zieht.</translation>
    </message>
    <message>
        <source>%1: lay %2&apos;s death pattern in the present.</source>
        <extracomment>%1 a player (P1), %2 a species</extracomment>
        <translation>%1: das Todesmuster von %2 in der Gegenwart legen.</translation>
    </message>
    <message>
        <source>%1: take an evolution card from the beaten species, or none.</source>
        <translation>%1: eine Evolutionskarte der besiegten Art nehmen oder keine.</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectBoardView</name>
    <message>
        <source>Butterfly Effect board</source>
        <translation>Butterfly-Effect-Brett</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Death pattern:</source>
        <translation>Todesmuster:</translation>
    </message>
    <message>
        <source>Reproduction:</source>
        <translation>Vermehrung:</translation>
    </message>
    <message>
        <source>Way %1 to lay the pattern</source>
        <translation>Lage %1 des Musters</translation>
    </message>
    <message>
        <source>Battle in %1</source>
        <translation>Kampf in %1</translation>
    </message>
    <message>
        <source>Last battle (turn %1, %2)</source>
        <translation>Letzter Kampf (Zug %1, %2)</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>Arten</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectEditor</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message>
        <source>Draw the pattern of species %1</source>
        <translation>Muster der Art %1 zeichnen</translation>
    </message>
    <message>
        <source>Change %1 of evolution card %2</source>
        <translation>%1 der Evolutionskarte %2 ändern</translation>
    </message>
    <message>
        <source>Add an evolution card</source>
        <translation>Eine Evolutionskarte hinzufügen</translation>
    </message>
    <message>
        <source>Remove evolution card %1</source>
        <translation>Evolutionskarte %1 entfernen</translation>
    </message>
    <message>
        <source>Resize the boards to %1</source>
        <translation>Bretter auf %1 ändern</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>Lock or unlock a square</source>
        <translation>Ein Feld sperren oder freigeben</translation>
    </message>
    <message>
        <source>in the past</source>
        <translation>in der Vergangenheit</translation>
    </message>
    <message>
        <source>in the present</source>
        <translation>in der Gegenwart</translation>
    </message>
    <message>
        <source>Change a green spot %1</source>
        <extracomment>%1 &quot;in the past&quot; or &quot;in the present&quot;</extracomment>
        <translation>Grünes Feld %1 ändern</translation>
    </message>
    <message>
        <source>Change a city %1</source>
        <extracomment>%1 &quot;in the past&quot; or &quot;in the present&quot;</extracomment>
        <translation>Stadt %1 ändern</translation>
    </message>
    <message>
        <source>Randomize the board %1 (seed %2)</source>
        <extracomment>%1 &quot;in the past&quot; or &quot;in the present&quot;, %2 a whole number</extracomment>
        <translation>Brett %1 auslosen (Startwert %2)</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectEditorPane</name>
    <message>
        <source>cards and boards</source>
        <extracomment>After the design picker: the page shows the design&apos;s cards and boards</extracomment>
        <translation>Karten und Bretter</translation>
    </message>
    <message>
        <source>Save cards and boards</source>
        <translation>Karten und Bretter speichern</translation>
    </message>
    <message>
        <source>Write the species, evolution cards and board into the design (Ctrl+S)</source>
        <translation>Arten, Evolutionskarten und Brett in das Design schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the saved cards and boards (drops the undo history)</source>
        <translation>Zurück zu den gespeicherten Karten und Brettern (verwirft den Rückgängig-Verlauf)</translation>
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
        <source>Species: the animals (Bastet), then the plants (Osiris)</source>
        <translation>Arten: die Tiere (Bastet), dann die Pflanzen (Osiris)</translation>
    </message>
    <message>
        <source>Name of species %1</source>
        <translation>Name der Art %1</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zugweite</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Pattern of %1, row %2, column %3</source>
        <translation>Muster von %1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Evolution cards (in both decks)</source>
        <translation>Evolutionskarten (in beiden Stapeln)</translation>
    </message>
    <message>
        <source>Add card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <source>Name of evolution card %1</source>
        <translation>Name der Evolutionskarte %1</translation>
    </message>
    <message>
        <source>Effect of %1</source>
        <translation>Wirkung von %1</translation>
    </message>
    <message>
        <source>Number n of %1</source>
        <translation>Zahl n von %1</translation>
    </message>
    <message>
        <source>n: the effect&apos;s number</source>
        <translation>n: die Zahl der Wirkung</translation>
    </message>
    <message>
        <source>Copies of %1</source>
        <translation>Exemplare von %1</translation>
    </message>
    <message>
        <source>Copies in each deck</source>
        <translation>Exemplare in jedem Stapel</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Green spots</source>
        <translation>Grüne Felder</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>%1 green spots, %2 cities</source>
        <translation>%1 grüne Felder, %2 Städte</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Seed of the random board</source>
        <translation>Startwert des zufälligen Bretts</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <source>Draw the green spots and cities from the seed; locked squares stay</source>
        <translation>Grüne Felder und Städte aus dem Startwert auslosen; gesperrte Felder bleiben</translation>
    </message>
    <message>
        <source>Import the cards from CSV</source>
        <translation>Die Karten aus CSV importieren</translation>
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
        <source>Export the cards as CSV</source>
        <translation>Die Karten als CSV exportieren</translation>
    </message>
    <message>
        <source>Board of</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>the past</source>
        <translation>der Vergangenheit</translation>
    </message>
    <message>
        <source>the present</source>
        <translation>der Gegenwart</translation>
    </message>
    <message>
        <source>Both eras share this board; the parameter &quot;Own layout for the past&quot; lets the past have its own.</source>
        <translation>Beide Epochen teilen dieses Brett; der Parameter &quot;Eigene Anlage für die Vergangenheit&quot; gibt der Vergangenheit ein eigenes.</translation>
    </message>
    <message>
        <source>The past has a layout of its own.</source>
        <translation>Die Vergangenheit hat eine eigene Anlage.</translation>
    </message>
    <message>
        <source>The past is laid out as the present until one of them changes.</source>
        <translation>Die Vergangenheit ist wie die Gegenwart angelegt, bis sich eines der beiden ändert.</translation>
    </message>
    <message>
        <source>Square %1</source>
        <extracomment>%1 a square as the board&apos;s edges label it (C4)</extracomment>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectEra</name>
    <message>
        <source>The past</source>
        <translation>Die Vergangenheit</translation>
    </message>
    <message>
        <source>The present</source>
        <translation>Die Gegenwart</translation>
    </message>
    <message>
        <source>city %1, held by P%2</source>
        <translation>Stadt %1, gehalten von P%2</translation>
    </message>
    <message>
        <source>city %1</source>
        <translation>Stadt %1</translation>
    </message>
    <message>
        <source>green spot</source>
        <translation>grünes Feld</translation>
    </message>
    <message>
        <source>a piece of P%1</source>
        <translation>eine Figur von P%1</translation>
    </message>
    <message>
        <source>a reproduction lands here</source>
        <translation>hier landet eine Vermehrung</translation>
    </message>
    <message>
        <source>a death ripples here</source>
        <translation>hier wirkt ein Tod nach</translation>
    </message>
    <message>
        <source>will reproduce in the present</source>
        <translation>vermehrt sich in der Gegenwart</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <translation>
            <numerusform>Hand von %1: %n Karte</numerusform>
            <numerusform>Hand von %1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), deck %1</source>
        <translation>
            <numerusform>%n Karte, Stapel %1</numerusform>
            <numerusform>%n Karten, Stapel %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>A hidden card of %1</source>
        <translation>Eine verdeckte Karte von %1</translation>
    </message>
</context>
<context>
    <name>ButterflyEffectSpecies</name>
    <message>
        <source>%1: strength %2, move %3, health %4</source>
        <translation>%1: Stärke %2, Zug %3, Gesundheit %4</translation>
    </message>
    <message>
        <source>str %1 · move %2 · health %3 · pieces %4 | %5</source>
        <extracomment>a species on the mat: strength, move, health; pieces in the past and present</extracomment>
        <translation>Stä %1 · Zug %2 · Ges %3 · Figuren %4 | %5</translation>
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
    <name>CounterWords</name>
    <message>
        <source>Effect bought: %1</source>
        <extracomment>%1 a Stability effect (&quot;one more adjacent tile&quot;)</extracomment>
        <translation>Effekt gekauft: %1</translation>
    </message>
    <message>
        <source>Cards of %1 spent for a power</source>
        <extracomment>%1 a card suit (plural): hearts</extracomment>
        <translation>%1 für eine Kraft ausgegeben</translation>
    </message>
    <message>
        <source>Turn in which the player entered the %1 code (0: never)</source>
        <extracomment>%1 a card suit (plural): hearts</extracomment>
        <translation>Zug, in dem der Spieler den %1-Code eingab (0: nie)</translation>
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
    <message>
        <source>Move actions taken</source>
        <translation>Bewegungsaktionen</translation>
    </message>
    <message>
        <source>Neutralize actions started</source>
        <translation>Begonnene Neutralisierungsaktionen</translation>
    </message>
    <message>
        <source>Collect actions taken</source>
        <translation>Sammelaktionen</translation>
    </message>
    <message>
        <source>Spend Cards actions opened</source>
        <translation>Begonnene Aktionen „Karten einsetzen“</translation>
    </message>
    <message>
        <source>Share actions taken</source>
        <translation>Teilen-Aktionen</translation>
    </message>
    <message>
        <source>Codes entered</source>
        <translation>Eingegebene Codes</translation>
    </message>
    <message>
        <source>Turns ended by choice (or a late collect skipped)</source>
        <translation>Freiwillig beendete Züge (oder ausgelassenes spätes Sammeln)</translation>
    </message>
    <message>
        <source>Neutralization tries (dice rolled, rerolls not counted)</source>
        <translation>Neutralisierungsversuche (geworfene Würfel, ohne Neuwürfe)</translation>
    </message>
    <message>
        <source>Particles neutralized</source>
        <translation>Neutralisierte Partikel</translation>
    </message>
    <message>
        <source>Hand limit lost to failed neutralizations</source>
        <translation>Durch misslungene Neutralisierungen verlorenes Handlimit</translation>
    </message>
    <message>
        <source>Cards spent to reroll (heart)</source>
        <translation>Für Neuwürfe eingesetzte Karten (Herz)</translation>
    </message>
    <message>
        <source>Cards spent for +1 on the die (club)</source>
        <translation>Für +1 auf den Würfel eingesetzte Karten (Kreuz)</translation>
    </message>
    <message>
        <source>Cards spent to move a pawn (diamond)</source>
        <translation>Zum Versetzen einer Figur eingesetzte Karten (Karo)</translation>
    </message>
    <message>
        <source>Cards spent to move a particle (spade)</source>
        <translation>Zum Versetzen eines Partikels eingesetzte Karten (Pik)</translation>
    </message>
    <message>
        <source>Cards given to other players</source>
        <translation>An andere Spieler gegebene Karten</translation>
    </message>
    <message>
        <source>Cards received from other players</source>
        <translation>Von anderen Spielern erhaltene Karten</translation>
    </message>
    <message>
        <source>Cards discarded to the hand limit</source>
        <translation>Wegen des Handlimits abgeworfene Karten</translation>
    </message>
    <message>
        <source>Cards collected from stacks</source>
        <translation>Von Stapeln gesammelte Karten</translation>
    </message>
    <message>
        <source>Particles placed after the player&apos;s turns</source>
        <translation>Nach den Zügen des Spielers platzierte Partikel</translation>
    </message>
    <message>
        <source>Of those, particles placed by spill-over</source>
        <translation>Davon durch Überlauf platzierte Partikel</translation>
    </message>
    <message>
        <source>Extra particles with no space to go</source>
        <translation>Zusätzliche Partikel ohne freies Feld</translation>
    </message>
    <message>
        <source>Games lost for lack of room on the player&apos;s turn</source>
        <translation>Im Zug des Spielers mangels Platz verlorene Partien</translation>
    </message>
    <message>
        <source>Games lost to the player&apos;s hand limit reaching 0</source>
        <translation>Verlorene Partien, weil das Handlimit des Spielers 0 erreichte</translation>
    </message>
    <message>
        <source>Games lost to an empty stack on the player&apos;s turn</source>
        <translation>Im Zug des Spielers durch einen leeren Stapel verlorene Partien</translation>
    </message>
    <message>
        <source>Games lost to the turn limit on the player&apos;s turn</source>
        <translation>Im Zug des Spielers durch das Zuglimit verlorene Partien</translation>
    </message>
    <message>
        <source>The player&apos;s hand limit at the end</source>
        <translation>Handlimit des Spielers am Ende</translation>
    </message>
    <message>
        <source>Cards left in the player&apos;s hand at the end</source>
        <translation>Karten auf der Hand des Spielers am Ende</translation>
    </message>
    <message>
        <source>Damage steps repaired by Damage Control</source>
        <translation>Durch Schadensbehebung reparierte Schadensstufen</translation>
    </message>
    <message>
        <source>Turns passed without an activation</source>
        <translation>Züge ohne Aktivierung (gepasst)</translation>
    </message>
    <message>
        <source>Turns played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>Activation markers left unused at the ends of rounds</source>
        <translation>Am Rundenende ungenutzte Aktivierungsmarker</translation>
    </message>
    <message>
        <source>Stamina wasted because the pool was full at a refill</source>
        <translation>Beim Auffüllen verfallene Ausdauer, weil der Vorrat voll war</translation>
    </message>
    <message>
        <source>Steps taken (Position markers placed)</source>
        <translation>Schritte (gesetzte Positionsmarker)</translation>
    </message>
    <message>
        <source>Steps that turned the Titan</source>
        <translation>Schritte mit Drehung des Titanen</translation>
    </message>
    <message>
        <source>Steps whose Traction was cut by Difficulty</source>
        <translation>Schritte, deren Wendigkeit die Schwierigkeit minderte</translation>
    </message>
    <message>
        <source>Exits across the enemy&apos;s home edge</source>
        <translation>Ausgänge über den gegnerischen Heimatrand</translation>
    </message>
    <message>
        <source>Shields placed</source>
        <translation>Gesetzte Schilde</translation>
    </message>
    <message>
        <source>Shields moved at the cap</source>
        <translation>An der Grenze versetzte Schilde</translation>
    </message>
    <message>
        <source>Blasts stopped by the player&apos;s Shields</source>
        <translation>Von den Schilden des Spielers aufgehaltene Einschläge</translation>
    </message>
    <message>
        <source>Targets placed</source>
        <translation>Gesetzte Zielmarker</translation>
    </message>
    <message>
        <source>Targets moved at the cap</source>
        <translation>An der Grenze versetzte Zielmarker</translation>
    </message>
    <message>
        <source>Targets lost to Interference</source>
        <translation>Durch Störung verlorene Zielmarker</translation>
    </message>
    <message>
        <source>Shots fired (Targets turned into Blasts)</source>
        <translation>Schüsse (Zielmarker zu Einschlägen gemacht)</translation>
    </message>
    <message>
        <source>Area of Effect Blasts placed</source>
        <translation>Gesetzte Streuungseinschläge</translation>
    </message>
    <message>
        <source>Blasts that landed on open ground with no Titan</source>
        <translation>Einschläge auf offenem Gelände ohne Titan</translation>
    </message>
    <message>
        <source>Hits of the player&apos;s Blasts on its own Titan</source>
        <translation>Treffer der eigenen Einschläge auf den eigenen Titanen</translation>
    </message>
    <message>
        <source>Hits on the enemy from its front arc</source>
        <translation>Treffer auf den Gegner aus seinem vorderen Schussfeld</translation>
    </message>
    <message>
        <source>Hits on the enemy from its rear arc</source>
        <translation>Treffer auf den Gegner aus seinem hinteren Schussfeld</translation>
    </message>
    <message>
        <source>Hits for which the player named a Crew</source>
        <translation>Treffer, für die der Spieler eine Besatzung nannte</translation>
    </message>
    <message>
        <source>Markers lost because damage lowered their cap</source>
        <translation>Marker, die verloren gingen, weil Schaden ihre Grenze senkte</translation>
    </message>
    <message>
        <source>Objectives bought</source>
        <translation>Gekaufte Aufträge</translation>
    </message>
    <message>
        <source>Objectives accomplished</source>
        <translation>Erfüllte Aufträge</translation>
    </message>
    <message>
        <source>Objectives missed by their deadline</source>
        <translation>Aufträge, deren Frist verstrich</translation>
    </message>
    <message>
        <source>Games won by destroying the enemy Crew</source>
        <translation>Durch Vernichtung der gegnerischen Besatzung gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Rounds the player went first in</source>
        <translation>Runden, in denen der Spieler begann</translation>
    </message>
    <message>
        <source>Points paid for the first turn (the winning bid)</source>
        <translation>Für den ersten Zug gezahlte Punkte (das siegreiche Gebot)</translation>
    </message>
    <message>
        <source>Tournament points scored</source>
        <translation>Erzielte Turnierpunkte</translation>
    </message>
    <message>
        <source>The round the game ended in (with a Crew kill: its round)</source>
        <translation>Die Runde, in der das Spiel endete (bei Besatzungssieg: dessen Runde)</translation>
    </message>
    <message>
        <source>no damage</source>
        <extracomment>the outcome of a hit: no damage</extracomment>
        <translation>keine Schäden</translation>
    </message>
    <message>
        <source>Light damage</source>
        <translation>leichter Schaden</translation>
    </message>
    <message>
        <source>Heavy damage</source>
        <translation>schwerer Schaden</translation>
    </message>
    <message>
        <source>destroyed</source>
        <extracomment>the outcome of a hit</extracomment>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>Activations of the %1</source>
        <extracomment>%1 a System (Fire Control)</extracomment>
        <translation>Aktivierungen: %1</translation>
    </message>
    <message>
        <source>The player&apos;s %1 destroyed</source>
        <extracomment>%1 a System (Fire Control)</extracomment>
        <translation>Eigenes System zerstört: %1</translation>
    </message>
    <message>
        <source>Terrain hit by the player&apos;s Blasts: %1</source>
        <extracomment>%1 the outcome (Light damage)</extracomment>
        <translation>Vom Spieler getroffenes Gelände: %1</translation>
    </message>
    <message>
        <source>Systems hit by the player&apos;s Blasts: %1</source>
        <extracomment>%1 the outcome (Light damage)</extracomment>
        <translation>Vom Spieler getroffene Systeme: %1</translation>
    </message>
    <message>
        <source>Species placed in the past</source>
        <translation>In die Vergangenheit gesetzte Arten</translation>
    </message>
    <message>
        <source>Species placed in the present</source>
        <translation>In die Gegenwart gesetzte Arten</translation>
    </message>
    <message>
        <source>Turns with no species card to place</source>
        <translation>Züge ohne Artkarte zum Einsetzen</translation>
    </message>
    <message>
        <source>Turns with species cards but no free square</source>
        <translation>Züge mit Artkarten, aber ohne freies Feld</translation>
    </message>
    <message>
        <source>Placements skipped by choice</source>
        <translation>Freiwillig ausgelassene Einsätze</translation>
    </message>
    <message>
        <source>Turns with no piece able to move</source>
        <translation>Züge ohne ziehfähige Figur</translation>
    </message>
    <message>
        <source>Moves skipped by choice</source>
        <translation>Freiwillig ausgelassene Züge</translation>
    </message>
    <message>
        <source>Discards shuffled back into the deck</source>
        <translation>In den Stapel zurückgemischte Ablagen</translation>
    </message>
    <message>
        <source>Reproductions from the past</source>
        <translation>Vermehrungen aus der Vergangenheit</translation>
    </message>
    <message>
        <source>Pieces reproductions put in the present</source>
        <translation>Durch Vermehrung in die Gegenwart gesetzte Figuren</translation>
    </message>
    <message>
        <source>Reproduction squares lost off the board</source>
        <translation>Vermehrungsfelder außerhalb des Bretts verloren</translation>
    </message>
    <message>
        <source>Reproduction squares lost to enemy pieces</source>
        <translation>Vermehrungsfelder an gegnerische Figuren verloren</translation>
    </message>
    <message>
        <source>Own pieces replaced by a reproduction</source>
        <translation>Durch eine Vermehrung ersetzte eigene Figuren</translation>
    </message>
    <message>
        <source>Enemy pieces removed by a reproduction</source>
        <translation>Durch eine Vermehrung entfernte gegnerische Figuren</translation>
    </message>
    <message>
        <source>Reproductions lost because the past piece died</source>
        <translation>Verlorene Vermehrungen, weil die Figur der Vergangenheit starb</translation>
    </message>
    <message>
        <source>Extra pieces from Fertility</source>
        <translation>Weitere Figuren durch Fruchtbarkeit</translation>
    </message>
    <message>
        <source>Battles started</source>
        <translation>Begonnene Kämpfe</translation>
    </message>
    <message>
        <source>Battles won as attacker</source>
        <translation>Als Angreifer gewonnene Kämpfe</translation>
    </message>
    <message>
        <source>Battles won as defender</source>
        <translation>Als Verteidiger gewonnene Kämpfe</translation>
    </message>
    <message>
        <source>Battles won as defender on a tie</source>
        <translation>Als Verteidiger bei Gleichstand gewonnene Kämpfe</translation>
    </message>
    <message>
        <source>Battles started in the past</source>
        <translation>In der Vergangenheit begonnene Kämpfe</translation>
    </message>
    <message>
        <source>Battles started in the present</source>
        <translation>In der Gegenwart begonnene Kämpfe</translation>
    </message>
    <message>
        <source>Own pieces beaten in the past</source>
        <translation>In der Vergangenheit besiegte eigene Figuren</translation>
    </message>
    <message>
        <source>Own pieces beaten in the present</source>
        <translation>In der Gegenwart besiegte eigene Figuren</translation>
    </message>
    <message>
        <source>Death patterns of own species laid</source>
        <translation>Gelegte Todesmuster eigener Arten</translation>
    </message>
    <message>
        <source>Own pieces killed by death patterns</source>
        <translation>Durch Todesmuster getötete eigene Figuren</translation>
    </message>
    <message>
        <source>Death patterns shrunk to one square by Deep Roots</source>
        <translation>Durch Tiefe Wurzeln auf ein Feld geschrumpfte Todesmuster</translation>
    </message>
    <message>
        <source>Beaten defenders saved by Camouflage</source>
        <translation>Durch Tarnung gerettete besiegte Verteidiger</translation>
    </message>
    <message>
        <source>Evolution cards played</source>
        <translation>Gespielte Evolutionskarten</translation>
    </message>
    <message>
        <source>Evolution cards stolen</source>
        <translation>Gestohlene Evolutionskarten</translation>
    </message>
    <message>
        <source>Evolutions passed while holding a playable card</source>
        <translation>Ausgelassene Evolutionen trotz spielbarer Karte</translation>
    </message>
    <message>
        <source>Turn ends the evolution cards were on own species</source>
        <translation>Zugenden, die Evolutionskarten auf eigenen Arten lagen</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Moves in the past</source>
        <translation>Züge in der Vergangenheit</translation>
    </message>
    <message>
        <source>Moves in the present</source>
        <translation>Züge in der Gegenwart</translation>
    </message>
    <message>
        <source>Steps moved</source>
        <translation>Gezogene Schritte</translation>
    </message>
    <message>
        <source>Steps the moves allowed</source>
        <translation>Von den Zügen erlaubte Schritte</translation>
    </message>
    <message>
        <source>Moves slowed by enemy Vines</source>
        <translation>Durch gegnerische Ranken verlangsamte Züge</translation>
    </message>
    <message>
        <source>Turn ends holding a city in each era</source>
        <translation>Zugenden mit einer Stadt in jeder Epoche</translation>
    </message>
    <message>
        <source>Holds of a city in each era begun</source>
        <translation>Begonnene Serien mit einer Stadt in jeder Epoche</translation>
    </message>
    <message>
        <source>Such holds broken before winning</source>
        <translation>Solche Serien, die vor dem Sieg abbrachen</translation>
    </message>
    <message>
        <source>Turn the player first held a city in each era (0: never)</source>
        <translation>Zug, in dem der Spieler zuerst in jeder Epoche eine Stadt hielt (0: nie)</translation>
    </message>
    <message>
        <source>Games drawn at the turn limit</source>
        <translation>An der Zuggrenze unentschiedene Spiele</translation>
    </message>
    <message>
        <source>Turns the game lasted</source>
        <translation>Dauer des Spiels in Zügen</translation>
    </message>
    <message>
        <source>Own species %1 placed in the past</source>
        <extracomment>%1 the player&apos;s species 1-3 (in the order of the design&apos;s cards)</extracomment>
        <translation>Eigene Art %1 in die Vergangenheit gesetzt</translation>
    </message>
    <message>
        <source>Own species %1 placed in the present</source>
        <translation>Eigene Art %1 in die Gegenwart gesetzt</translation>
    </message>
    <message>
        <source>Turn ends holding city %1 of the past</source>
        <extracomment>%1 the number of one of Ra&apos;s cities</extracomment>
        <translation>Zugenden mit Stadt %1 der Vergangenheit</translation>
    </message>
    <message>
        <source>Turn ends holding city %1 of the present</source>
        <translation>Zugenden mit Stadt %1 der Gegenwart</translation>
    </message>
    <message>
        <source>Battles won by own species %1 attacking enemy species %2</source>
        <extracomment>%1 the player&apos;s species 1-3, %2 the other player&apos;s species 1-3</extracomment>
        <translation>Von der eigenen Art %1 gewonnene Angriffe auf die gegnerische Art %2</translation>
    </message>
    <message>
        <source>Battles of own species %1 attacking enemy species %2</source>
        <translation>Kämpfe der eigenen Art %1 gegen die gegnerische Art %2</translation>
    </message>
    <message>
        <source>Death patterns laid for own species %1</source>
        <extracomment>%1 the player&apos;s species 1-3</extracomment>
        <translation>Gelegte Todesmuster der eigenen Art %1</translation>
    </message>
    <message>
        <source>Pieces of own species %1 killed by death patterns</source>
        <translation>Durch Todesmuster getötete Figuren der eigenen Art %1</translation>
    </message>
    <message>
        <source>Evolution card %1 played</source>
        <extracomment>%1 the number of an evolution card in the design&apos;s list</extracomment>
        <translation>Evolutionskarte %1 gespielt</translation>
    </message>
    <message>
        <source>Evolution card %1 stolen</source>
        <translation>Evolutionskarte %1 gestohlen</translation>
    </message>
    <message>
        <source>Turns the player took</source>
        <translation>Züge des Spielers</translation>
    </message>
    <message>
        <source>Turns taken while the team was dead</source>
        <translation>Züge, während sein Team tot war</translation>
    </message>
    <message>
        <source>Men deployed</source>
        <translation>Eingesetzte Figuren</translation>
    </message>
    <message>
        <source>Men deployed because none was on the board</source>
        <translation>Eingesetzte Figuren, weil keine auf dem Brett stand</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gewürfelte Würfel</translation>
    </message>
    <message>
        <source>Dice lost for want of a man to move</source>
        <translation>Verfallene Würfel, weil keine Figur zu ziehen war</translation>
    </message>
    <message>
        <source>Dice that moved monsters</source>
        <translation>Würfel, die Monster zogen</translation>
    </message>
    <message>
        <source>Men carried past the end by a die</source>
        <translation>Figuren, die ein Würfel über das Ende trug</translation>
    </message>
    <message>
        <source>Men thrown past the end by monsters</source>
        <translation>Figuren, die Monster über das Ende warfen</translation>
    </message>
    <message>
        <source>Men pushed past the end</source>
        <translation>Figuren, die über das Ende geschoben wurden</translation>
    </message>
    <message>
        <source>Men bumped past the start, back to the reserve</source>
        <translation>Figuren, über den Start zurück in die Reserve gestoßen</translation>
    </message>
    <message>
        <source>Men of other teams bumped upstream</source>
        <translation>Figuren anderer Teams, stromaufwärts gestoßen</translation>
    </message>
    <message>
        <source>Teammates (or men a thrown man hit) pushed one step</source>
        <translation>Teamkameraden (oder von einer geworfenen Figur getroffene) um ein Feld geschoben</translation>
    </message>
    <message>
        <source>Snakes that carried a man down</source>
        <translation>Schlangen, die eine Figur hinabtrugen</translation>
    </message>
    <message>
        <source>Steps men slid down snakes</source>
        <translation>Felder, die Figuren Schlangen hinabrutschten</translation>
    </message>
    <message>
        <source>Ladders men took</source>
        <translation>Leitern, die Figuren nahmen</translation>
    </message>
    <message>
        <source>Ladder ends where a man stayed</source>
        <translation>Leiterenden, auf denen eine Figur blieb</translation>
    </message>
    <message>
        <source>Steps men climbed by ladders</source>
        <translation>Felder, die Figuren auf Leitern hinaufstiegen</translation>
    </message>
    <message>
        <source>Steps men went down ladders from the top</source>
        <translation>Felder, die Figuren Leitern von oben hinabstiegen</translation>
    </message>
    <message>
        <source>Men thrown by monsters</source>
        <translation>Von Monstern geworfene Figuren</translation>
    </message>
    <message>
        <source>Monsters thrown by men</source>
        <translation>Von Figuren geworfene Monster</translation>
    </message>
    <message>
        <source>Monsters that came with a wave</source>
        <translation>Monster, die mit einer Welle kamen</translation>
    </message>
    <message>
        <source>Monsters added for a dead player with nothing to move</source>
        <translation>Monster, hinzugefügt für einen toten Spieler ohne Figur zum Ziehen</translation>
    </message>
    <message>
        <source>Monsters thrown past the end</source>
        <translation>Über das Ende geworfene Monster</translation>
    </message>
    <message>
        <source>Monsters that merged into another</source>
        <translation>Monster, die mit einem anderen verschmolzen</translation>
    </message>
    <message>
        <source>Throws only a monster reaching across the grid made</source>
        <translation>Würfe, die nur ein Monster mit Reichweite über das Raster schaffte</translation>
    </message>
    <message>
        <source>Throws two full dice far</source>
        <translation>Würfe zwei volle Würfel weit</translation>
    </message>
    <message>
        <source>Throws from two steps away</source>
        <translation>Würfe aus zwei Feldern Entfernung</translation>
    </message>
    <message>
        <source>Rolls with boxcars</source>
        <translation>Würfe mit Sechserpasch</translation>
    </message>
    <message>
        <source>Rolls with snake eyes</source>
        <translation>Würfe mit Einserpasch</translation>
    </message>
    <message>
        <source>Men given to a dead team</source>
        <translation>Figuren, die einem toten Team gegeben wurden</translation>
    </message>
    <message>
        <source>Men a dead player stole</source>
        <translation>Figuren, die ein toter Spieler stahl</translation>
    </message>
    <message>
        <source>Teams dead when a wave ended (they come back)</source>
        <translation>Tote Teams am Ende einer Welle (sie kehren zurück)</translation>
    </message>
    <message>
        <source>Chains of landings cut short</source>
        <translation>Abgebrochene Landungsketten</translation>
    </message>
    <message>
        <source>Throws held back: the monster had thrown that man</source>
        <translation>Zurückgehaltene Würfe: das Monster hatte diese Figur schon geworfen</translation>
    </message>
    <message>
        <source>The longest chain of landings</source>
        <translation>Die längste Landungskette</translation>
    </message>
    <message>
        <source>Waves the team survived</source>
        <translation>Wellen, die das Team überstand</translation>
    </message>
    <message>
        <source>Monsters given the ability: %1</source>
        <extracomment>%1 what a monster ability does (&quot;takes two steps a turn&quot;)</extracomment>
        <translation>Monster mit der Fähigkeit: %1</translation>
    </message>
    <message>
        <source>Reproductions of own species %1</source>
        <extracomment>%1 the player&apos;s species 1-3</extracomment>
        <translation>Vermehrungen der eigenen Art %1</translation>
    </message>
    <message>
        <source>Men who landed on snake %1&apos;s head</source>
        <extracomment>%1 the snake&apos;s number on the board</extracomment>
        <translation>Figuren, die auf dem Kopf von Schlange %1 landeten</translation>
    </message>
    <message>
        <source>Steps snake %1 carried men down</source>
        <translation>Felder, die Schlange %1 Figuren hinabtrug</translation>
    </message>
    <message>
        <source>Men who landed on an end of ladder %1</source>
        <extracomment>%1 the ladder&apos;s number on the board</extracomment>
        <translation>Figuren, die auf einem Ende von Leiter %1 landeten</translation>
    </message>
    <message>
        <source>Men who took ladder %1</source>
        <translation>Figuren, die Leiter %1 nahmen</translation>
    </message>
    <message>
        <source>Steps men climbed ladder %1</source>
        <translation>Felder, die Figuren Leiter %1 hinaufstiegen</translation>
    </message>
    <message>
        <source>Steps men went down ladder %1 from its top</source>
        <translation>Felder, die Figuren Leiter %1 von oben hinabstiegen</translation>
    </message>
    <message>
        <source>Monster steps across the grid, off the path</source>
        <translation>Monsterschritte quer über das Raster, abseits des Pfads</translation>
    </message>
    <message>
        <source>Second steps monsters took in a turn</source>
        <translation>Zweite Schritte von Monstern in einem Zug</translation>
    </message>
    <message>
        <source>Dice monsters took after they had thrown a man</source>
        <translation>Würfel, die Monster nahmen, nachdem sie eine Figur geworfen hatten</translation>
    </message>
    <message>
        <source>Chains of landings resolved</source>
        <translation>Aufgelöste Landungsketten</translation>
    </message>
    <message>
        <source>Landings in all chains</source>
        <translation>Landungen in allen Landungsketten</translation>
    </message>
    <message>
        <source>Bosses thrown past the end</source>
        <translation>Über das Ende geworfene Bosse</translation>
    </message>
    <message>
        <source>The round of its wave the boss died in</source>
        <translation>Die Runde seiner Welle, in der der Boss starb</translation>
    </message>
    <message>
        <source>Wave %1: men carried past the end by a die</source>
        <extracomment>%1 a wave&apos;s number</extracomment>
        <translation>Welle %1: von einem Würfel über das Ende getragene Figuren</translation>
    </message>
    <message>
        <source>Wave %1: men thrown past the end by monsters</source>
        <translation>Welle %1: von Monstern über das Ende geworfene Figuren</translation>
    </message>
    <message>
        <source>Wave %1: men pushed past the end</source>
        <translation>Welle %1: über das Ende geschobene Figuren</translation>
    </message>
    <message>
        <source>Wave %1: men bumped past the start, back to the reserve</source>
        <translation>Welle %1: über den Anfang zurück in die Reserve gestoßene Figuren</translation>
    </message>
    <message>
        <source>Wave %1: teams dead when it ended</source>
        <translation>Welle %1: tote Teams an ihrem Ende</translation>
    </message>
    <message>
        <source>Wave %1: turns taken while the team was dead</source>
        <translation>Welle %1: Züge, während das Team tot war</translation>
    </message>
    <message>
        <source>Wave %1: men deployed because none was on the board</source>
        <translation>Welle %1: eingesetzte Figuren, weil keine auf dem Brett stand</translation>
    </message>
    <message>
        <source>Wave %1: dice lost for want of a man to move</source>
        <translation>Welle %1: verlorene Würfel, weil keine Figur zu ziehen war</translation>
    </message>
    <message>
        <source>Men thrown by monsters with the ability: %1</source>
        <extracomment>%1 what a monster ability does (&quot;takes two steps a turn&quot;)</extracomment>
        <translation>Von Monstern mit dieser Fähigkeit geworfene Figuren: %1</translation>
    </message>
    <message>
        <source>Monsters that slid down snake %1</source>
        <translation>Monster, die Schlange %1 hinabrutschten</translation>
    </message>
    <message>
        <source>Monsters that climbed ladder %1</source>
        <translation>Monster, die Leiter %1 hinaufkletterten</translation>
    </message>
    <message>
        <source>Shields standing where no Blast resolved, per end of turn</source>
        <translation>Schilde ohne Einschlag auf ihrem Feld, je Zugende</translation>
    </message>
    <message>
        <source>Targets gone without being fired (trimmed, exited, left at the end)</source>
        <translation>Zielmarker, die ohne Schuss verschwanden (gekürzt, mit dem Titanen hinaus, am Ende liegen geblieben)</translation>
    </message>
    <message>
        <source>Weapon activations after the turn&apos;s first (Rate of Fire)</source>
        <translation>Waffenaktivierungen nach der ersten des Zuges (Feuerrate)</translation>
    </message>
    <message>
        <source>Hits for which the player named a System</source>
        <translation>Treffer, für die der Spieler ein System nannte</translation>
    </message>
    <message>
        <source>Sum of the rounds Objectives were accomplished in</source>
        <translation>Summe der Runden, in denen Aufträge erfüllt wurden</translation>
    </message>
    <message>
        <source>Games won on Objective points</source>
        <translation>Durch Auftragspunkte gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games drawn</source>
        <translation>Unentschiedene Spiele</translation>
    </message>
    <message>
        <source>Had the Initiative in round 1</source>
        <translation>Hatte die Initiative in Runde 1</translation>
    </message>
    <message>
        <source>Games won with the round-1 Initiative</source>
        <translation>Mit der Initiative in Runde 1 gewonnene Spiele</translation>
    </message>
    <message>
        <source>Points bid for the Initiative (paid or not)</source>
        <translation>Für die Initiative gebotene Punkte (gezahlt oder nicht)</translation>
    </message>
    <message>
        <source>Games whose bids were tied (a coin decided)</source>
        <translation>Spiele mit gleichen Geboten (eine Münze entschied)</translation>
    </message>
    <message>
        <source>Points spent on the Titan&apos;s Systems</source>
        <translation>Für die Systeme des Titanen ausgegebene Punkte</translation>
    </message>
    <message>
        <source>Points spent on terrain</source>
        <translation>Für Gelände ausgegebene Punkte</translation>
    </message>
    <message>
        <source>Points spent on Objectives</source>
        <translation>Für Aufträge ausgegebene Punkte</translation>
    </message>
    <message>
        <source>Points of the budget left unspent</source>
        <translation>Nicht ausgegebene Punkte des Budgets</translation>
    </message>
    <message>
        <source>Rounds begun with the Initiative taken from the opponent</source>
        <translation>Runden, die mit der dem Gegner abgenommenen Initiative begannen</translation>
    </message>
    <message>
        <source>%1 hit by the player&apos;s Blasts: %2</source>
        <extracomment>%1 a System (Fire Control), %2 the outcome (Light damage)</extracomment>
        <translation>%1, vom Spieler getroffen: %2</translation>
    </message>
    <message>
        <source>Objectives %1 bought</source>
        <extracomment>%1 an Objective type (hold)</extracomment>
        <translation>Gekaufte Aufträge %1</translation>
    </message>
    <message>
        <source>Objectives %1 accomplished</source>
        <extracomment>%1 an Objective type (hold)</extracomment>
        <translation>Erfüllte Aufträge %1</translation>
    </message>
    <message>
        <source>Objectives %1 missed by their deadline</source>
        <extracomment>%1 an Objective type (hold)</extracomment>
        <translation>Aufträge %1, deren Frist verstrich</translation>
    </message>
    <message>
        <source>Steps that turned by %1 x 45 degrees</source>
        <extracomment>%1 how far a step turned, in eighths of a full turn (1 to 4)</extracomment>
        <translation>Schritte mit Drehung um %1 x 45 Grad</translation>
    </message>
    <message>
        <source>Turn the player won on (0: did not win)</source>
        <translation>Zug, in dem der Spieler gewann (0: nicht gewonnen)</translation>
    </message>
    <message>
        <source>Battles won as attacker in the past</source>
        <translation>Als Angreifer gewonnene Kämpfe in der Vergangenheit</translation>
    </message>
    <message>
        <source>Battles won as attacker in the present</source>
        <translation>Als Angreifer gewonnene Kämpfe in der Gegenwart</translation>
    </message>
    <message>
        <source>Battles won as defender in the past</source>
        <translation>Als Verteidiger gewonnene Kämpfe in der Vergangenheit</translation>
    </message>
    <message>
        <source>Battles won as defender in the present</source>
        <translation>Als Verteidiger gewonnene Kämpfe in der Gegenwart</translation>
    </message>
    <message>
        <source>Battles won as defender on a tie in the past</source>
        <translation>Als Verteidiger bei Gleichstand gewonnene Kämpfe in der Vergangenheit</translation>
    </message>
    <message>
        <source>Battles won as defender on a tie in the present</source>
        <translation>Als Verteidiger bei Gleichstand gewonnene Kämpfe in der Gegenwart</translation>
    </message>
    <message>
        <source>Battles won by own species %1 defending against enemy species %2</source>
        <extracomment>%1 the player&apos;s species 1-3, %2 the other player&apos;s species 1-3</extracomment>
        <translation>Von der eigenen Art %1 gewonnene Verteidigungen gegen die gegnerische Art %2</translation>
    </message>
    <message>
        <source>Terrain of type %1 hit by the player&apos;s Blasts: %2</source>
        <extracomment>%1 the place of a terrain type in the design&apos;s list (1 is Rubble by default), %2 the outcome (Light damage)</extracomment>
        <translation>Vom Spieler getroffenes Gelände der Art %1: %2</translation>
    </message>
    <message>
        <source>T1 (two players, one Titan each): games</source>
        <translation>T1 (zwei Spieler, je ein Titan): Partien</translation>
    </message>
    <message>
        <source>T2 (the 10x10 board): games</source>
        <translation>T2 (das 10x10-Brett): Partien</translation>
    </message>
    <message>
        <source>T3 (the board&apos;s markers): games</source>
        <translation>T3 (die Marker des Bretts): Partien</translation>
    </message>
    <message>
        <source>T4 (cards and Activation markers): games</source>
        <translation>T4 (Karten und Aktivierungsmarker): Partien</translation>
    </message>
    <message>
        <source>T5 (choices before play): games</source>
        <translation>T5 (Auswahl vor dem Spiel): Partien</translation>
    </message>
    <message>
        <source>T6 (one point pool): games</source>
        <translation>T6 (ein Punktevorrat): Partien</translation>
    </message>
    <message>
        <source>T7 (Objective prices): games</source>
        <translation>T7 (Preise der Aufträge): Partien</translation>
    </message>
    <message>
        <source>T8 (Objectives win): Objectives accomplished</source>
        <translation>T8 (Aufträge entscheiden): erfüllte Aufträge</translation>
    </message>
    <message>
        <source>T9 (deadlines): Objectives failed at their deadline</source>
        <translation>T9 (Fristen): Aufträge, deren Frist verstrich</translation>
    </message>
    <message>
        <source>T10 (the seed&apos;s examples): demolitions, breakthroughs and Crew kills</source>
        <translation>T10 (die Beispiele der Vorlage): Abrisse, Durchbrüche und getötete Besatzungen</translation>
    </message>
    <message>
        <source>T11 (terrain values): games</source>
        <translation>T11 (Geländewerte): Partien</translation>
    </message>
    <message>
        <source>T12 (50 terrain markers each): games</source>
        <translation>T12 (je 50 Geländemarker): Partien</translation>
    </message>
    <message>
        <source>T13 (five System types): games</source>
        <translation>T13 (fünf Systemarten): Partien</translation>
    </message>
    <message>
        <source>T14 (Armour and scores): games</source>
        <translation>T14 (Panzerung und Werte): Partien</translation>
    </message>
    <message>
        <source>T15 (the Crew governs Activations): Activation markers spent</source>
        <translation>T15 (die Besatzung regelt Aktivierungen): ausgegebene Aktivierungsmarker</translation>
    </message>
    <message>
        <source>T16 (Propulsion): Propulsion activations</source>
        <translation>T16 (Antrieb): Aktivierungen des Antriebs</translation>
    </message>
    <message>
        <source>T17 (Fire Control): Fire Control activations</source>
        <translation>T17 (Feuerleitung): Aktivierungen der Feuerleitung</translation>
    </message>
    <message>
        <source>T18 (Shield Generator): Shield Generator activations</source>
        <translation>T18 (Schildgenerator): Aktivierungen des Schildgenerators</translation>
    </message>
    <message>
        <source>T19 (Weapon): Weapon activations</source>
        <translation>T19 (Waffe): Aktivierungen der Waffe</translation>
    </message>
    <message>
        <source>T20 (rounds): rounds begun</source>
        <translation>T20 (Runden): begonnene Runden</translation>
    </message>
    <message>
        <source>T21 (alternating turns): turns played</source>
        <translation>T21 (abwechselnde Züge): gespielte Züge</translation>
    </message>
    <message>
        <source>T22 (a first pool of Skill): games</source>
        <translation>T22 (erster Vorrat gleich Können): Partien</translation>
    </message>
    <message>
        <source>T23 (Stamina up to Skill): refills</source>
        <translation>T23 (Ausdauer bis Können): Auffüllungen</translation>
    </message>
    <message>
        <source>T24 (the Initiative): rounds led</source>
        <translation>T24 (die Initiative): angeführte Runden</translation>
    </message>
    <message>
        <source>T25 (the first turn bought): first turns given by the bids or their coin</source>
        <translation>T25 (erster Zug gekauft): durch Gebote oder Münze vergebene erste Züge</translation>
    </message>
    <message>
        <source>T26 (an empty pool): forced Passes</source>
        <translation>T26 (leerer Vorrat): erzwungenes Passen</translation>
    </message>
    <message>
        <source>T27 (both Pass): rounds ended by Passes</source>
        <translation>T27 (beide passen): durch Passen beendete Runden</translation>
    </message>
    <message>
        <source>T28 (the last to Pass leads): rounds led after passing last</source>
        <translation>T28 (wer zuletzt passt, beginnt): nach letztem Passen angeführte Runden</translation>
    </message>
    <message>
        <source>T29 (Damage Control): Crew activations</source>
        <translation>T29 (Schadensbehebung): Aktivierungen der Besatzung</translation>
    </message>
    <message>
        <source>T30 (repair): damage steps repaired</source>
        <translation>T30 (Reparatur): behobene Schadensstufen</translation>
    </message>
    <message>
        <source>T31 (Propulsion moves): Propulsion activations</source>
        <translation>T31 (der Antrieb bewegt): Aktivierungen des Antriebs</translation>
    </message>
    <message>
        <source>T32 (up to Speed markers): Position markers placed</source>
        <translation>T32 (bis zu Tempo Marker): gesetzte Positionsmarker</translation>
    </message>
    <message>
        <source>T33 (adjacent squares): steps onto a square</source>
        <translation>T33 (benachbarte Felder): Schritte auf ein Feld</translation>
    </message>
    <message>
        <source>T34 (Traction): steps that changed direction</source>
        <translation>T34 (Wendigkeit): Schritte mit Richtungswechsel</translation>
    </message>
    <message>
        <source>T35 (Difficulty): steps whose Traction Difficulty cut</source>
        <translation>T35 (Schwierigkeit): Schritte, deren Wendigkeit die Schwierigkeit minderte</translation>
    </message>
    <message>
        <source>T36 (the latest marker stays): turn-end cleanups</source>
        <translation>T36 (nur der letzte Marker bleibt): Aufräumen am Zugende</translation>
    </message>
    <message>
        <source>T37 (Shields generated): Shield Generator activations</source>
        <translation>T37 (Schilde erzeugt): Aktivierungen des Schildgenerators</translation>
    </message>
    <message>
        <source>T38 (up to Coherence): Shields placed</source>
        <translation>T38 (bis zu Kohärenz): gesetzte Schilde</translation>
    </message>
    <message>
        <source>T39 (at most Strength): caps reached or enforced</source>
        <translation>T39 (höchstens Stärke): erreichte oder durchgesetzte Obergrenzen</translation>
    </message>
    <message>
        <source>T40 (moving at Strength): Shields moved</source>
        <translation>T40 (Verschieben bei Stärke): verschobene Schilde</translation>
    </message>
    <message>
        <source>T41 (Targets): Fire Control activations</source>
        <translation>T41 (Zielmarker): Aktivierungen der Feuerleitung</translation>
    </message>
    <message>
        <source>T42 (up to Gain): Targets placed</source>
        <translation>T42 (bis zu Nachführung): gesetzte Zielmarker</translation>
    </message>
    <message>
        <source>T43 (at most Acuity): caps reached or enforced</source>
        <translation>T43 (höchstens Schärfe): erreichte oder durchgesetzte Obergrenzen</translation>
    </message>
    <message>
        <source>T44 (moving at Acuity): Targets moved</source>
        <translation>T44 (Verschieben bei Schärfe): verschobene Zielmarker</translation>
    </message>
    <message>
        <source>T45 (Interference): squares that lost Targets</source>
        <translation>T45 (Störung): Felder, die Zielmarker verloren</translation>
    </message>
    <message>
        <source>T46 (Blasts produced): Weapon activations</source>
        <translation>T46 (Einschläge erzeugt): Aktivierungen der Waffe</translation>
    </message>
    <message>
        <source>T47 (within Range): Targets fired</source>
        <translation>T47 (in Reichweite): beschossene Zielmarker</translation>
    </message>
    <message>
        <source>T48 (Rate of Fire): repeated Weapon activations</source>
        <translation>T48 (Feuerrate): wiederholte Aktivierungen der Waffe</translation>
    </message>
    <message>
        <source>T49 (Power): Targets turned into Blasts</source>
        <translation>T49 (Wucht): zu Einschlägen gewordene Zielmarker</translation>
    </message>
    <message>
        <source>T50 (Area of Effect): extra Blasts</source>
        <translation>T50 (Streuung): zusätzliche Einschläge</translation>
    </message>
    <message>
        <source>T51 (resolved at the opponent&apos;s turn end): Blast squares resolved</source>
        <translation>T51 (Auflösung am Ende des gegnerischen Zugs): aufgelöste Einschlagfelder</translation>
    </message>
    <message>
        <source>T52 (minus Shields): Blast squares with Shields</source>
        <translation>T52 (minus Schilde): Einschlagfelder mit Schilden</translation>
    </message>
    <message>
        <source>T53 (terrain Armour): terrain hits</source>
        <translation>T53 (Geländepanzerung): Geländetreffer</translation>
    </message>
    <message>
        <source>T54 (terrain destroyed): terrain destroyed</source>
        <translation>T54 (Gelände zerstört): zerstörtes Gelände</translation>
    </message>
    <message>
        <source>T55 (a Titan hit): hits on Titans</source>
        <translation>T55 (ein Titan getroffen): Treffer auf Titanen</translation>
    </message>
    <message>
        <source>T56 (System Armour): System hits</source>
        <translation>T56 (Systempanzerung): Systemtreffer</translation>
    </message>
    <message>
        <source>T57 (a System destroyed): Systems destroyed</source>
        <translation>T57 (System zerstört): zerstörte Systeme</translation>
    </message>
    <message>
        <source>T58 (Blasts removed): Blast squares cleared</source>
        <translation>T58 (Einschläge entfernt): geräumte Einschlagfelder</translation>
    </message>
    <message>
        <source>T59 (the front arc): hits named by the defender</source>
        <translation>T59 (vorderer Bogen): vom Verteidiger benannte Treffer</translation>
    </message>
    <message>
        <source>T60 (the rear arc): hits named by the attacker</source>
        <translation>T60 (hinterer Bogen): vom Angreifer benannte Treffer</translation>
    </message>
    <message>
        <source>T61 (ten rounds or a Crew): games ended</source>
        <translation>T61 (zehn Runden oder eine Besatzung): beendete Partien</translation>
    </message>
    <message>
        <source>T62 (Objective points decide): games decided on points</source>
        <translation>T62 (Auftragspunkte entscheiden): nach Punkten entschiedene Partien</translation>
    </message>
    <message>
        <source>T63 (tournament points): Crew kills scored</source>
        <translation>T63 (Turnierpunkte): Siege durch getötete Besatzung</translation>
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
    <message>
        <source>the game plays %1 suits (Suits), so %2 are not in its deck</source>
        <extracomment>%1 the number of suits the game plays (the parameter Suits), %2 a suit (plural)</extracomment>
        <translation>Das Spiel spielt %1 Farben (Farben), also gehören %2 nicht in sein Deck</translation>
    </message>
    <message>
        <source>more than %1 %2 in the deck</source>
        <extracomment>%1 the most cards of one suit, %2 a suit (plural)</extracomment>
        <translation>mehr als %1 %2 im Deck</translation>
    </message>
    <message>
        <source>the deck passes %1 cards, the most a game holds</source>
        <translation>das Deck hat mehr als %1 Karten, die meisten, die ein Spiel fasst</translation>
    </message>
    <message>
        <source>%1 cards less %2 for each of %3 players leave %4, too few for %5 stacks</source>
        <extracomment>%1 the cards of the deck, %2 the starting hand, %3 the players, %4 the cards left, %5 the spaces (each needs a stack)</extracomment>
        <translation>%1 Karten abzüglich %2 für jeden von %3 Spielern lassen %4 übrig, zu wenige für %5 Stapel</translation>
    </message>
    <message>
        <source>only %1 suits hold %2 cards (Code length), but Codes to win needs %3</source>
        <extracomment>%1 suits, %2 the parameter Code length, %3 the parameter Codes to win</extracomment>
        <translation>nur %1 Farben haben %2 Karten (Codelänge), aber Codes zum Sieg verlangt %3</translation>
    </message>
</context>
<context>
    <name>DeckEditorPane</name>
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
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a player (P1), %2 the cards dealt to it</extracomment>
        <translation>%1: %2</translation>
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
    <message>
        <source>Torus Lab as the rules text reads, for two players, with the deck of two standard decks. Edit the deck on the Board page; it is your copy.</source>
        <translation>Torus Lab, wie der Regeltext es sagt, für zwei Spieler, mit einem Stapel aus zwei Standarddecks. Bearbeiten Sie den Stapel auf der Seite Brett; es ist Ihre Kopie.</translation>
    </message>
    <message>
        <source>The first action: the pawns still stand together on the start space.</source>
        <translation>Die erste Aktion: Die Figuren stehen noch zusammen auf dem Startfeld.</translation>
    </message>
    <message>
        <source>Half way: count the particles before choosing between moving and neutralizing.</source>
        <translation>Halbzeit: Zählen Sie die Teilchen, bevor Sie zwischen Ziehen und Neutralisieren wählen.</translation>
    </message>
    <message>
        <source>The game ends here.</source>
        <translation>Hier endet das Spiel.</translation>
    </message>
    <message>
        <source>Streamway Siege as the reading builds it, for two teams of three men on the 100-step snakes-and-ladders board, shortened to three waves so the first monster appears. Edit the board in the set-up; it is your copy.</source>
        <translation>Streamway Siege, wie die Lesart es aufbaut, für zwei Teams zu drei Männern auf dem Schlangen-und-Leitern-Brett mit 100 Schritten, auf drei Wellen gekürzt, damit das erste Monster erscheint. Bearbeiten Sie das Brett im Aufbau; es ist Ihre Kopie.</translation>
    </message>
    <message>
        <source>The first turn: a man enters on step 1, far from the lethal end.</source>
        <translation>Der erste Zug: Ein Mann betritt Schritt 1, weit vom tödlichen Ende.</translation>
    </message>
    <message>
        <source>Mid-game: keep men upstream; every die pushes them toward the end.</source>
        <translation>Spielmitte: Halten Sie die Männer stromaufwärts; jeder Würfel treibt sie zum Ende.</translation>
    </message>
    <message>
        <source>Butterfly Effect as the default reading plays it: six species, eight evolution cards, 9x9 boards for the past and the present with three of Ra&apos;s cities. Compare moveBeforePlace=true, the designer&apos;s later turn order.</source>
        <translation>Butterfly Effect, wie die Standardlesart es spielt: sechs Spezies, acht Evolutionskarten, 9x9-Bretter für Vergangenheit und Gegenwart mit drei Städten des Ra. Vergleichen Sie moveBeforePlace=true, die spätere Zugreihenfolge des Autors.</translation>
    </message>
    <message>
        <source>The deal: five cards each, then the set-up pieces on green spots.</source>
        <translation>Das Austeilen: je fünf Karten, dann die Startfiguren auf grünen Feldern.</translation>
    </message>
    <message>
        <source>Half way: a play in the past reproduces in the present next turn.</source>
        <translation>Halbzeit: Ein Zug in der Vergangenheit vermehrt sich im nächsten Zug in der Gegenwart.</translation>
    </message>
    <message>
        <source>The reading&apos;s Warhound (hold, breakthrough) against the Reaver (demolition, cripple), 60 points each, terrain laid out from the seed. Change anything; it is your copy.</source>
        <translation>Der Warhound der Lesart (Halten, Durchbruch) gegen den Reaver (Abriss, Lähmen), je 60 Punkte, Gelände aus dem Seed ausgelegt. Ändern Sie alles; es ist Ihre Kopie.</translation>
    </message>
    <message>
        <source>The first decisions place the Objective markers in the enemy half.</source>
        <translation>Die ersten Entscheidungen legen die Auftragsmarker in die gegnerische Hälfte.</translation>
    </message>
    <message>
        <source>Half way: Targets are down and the first Blasts wait for the end of the opponent&apos;s turn.</source>
        <translation>Halbzeit: Die Zielmarker liegen, und die ersten Einschläge warten auf das Ende des gegnerischen Zugs.</translation>
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
    <name>HeatmapWords</name>
    <message>
        <source>moves that ended on the square</source>
        <translation>Züge, die auf dem Feld endeten</translation>
    </message>
    <message>
        <source>homunculi eliminated on the square</source>
        <translation>auf dem Feld ausgeschiedene Homunculi</translation>
    </message>
    <message>
        <source>particles that came onto the space (emerged, spilled or pushed)</source>
        <translation>Teilchen, die auf das Feld kamen (entstanden, übergelaufen oder geschoben)</translation>
    </message>
    <message>
        <source>particles on the space at the end of each turn</source>
        <translation>Teilchen auf dem Feld am Ende jedes Zugs</translation>
    </message>
    <message>
        <source>moves of a man that ended on the step (deploying, snakes and ladders included)</source>
        <translation>Züge eines Mannes, die auf dem Feld endeten (Einsetzen, Schlangen und Leitern eingeschlossen)</translation>
    </message>
    <message>
        <source>moves of a monster that ended on the step (spawning included)</source>
        <translation>Züge eines Monsters, die auf dem Feld endeten (Erscheinen eingeschlossen)</translation>
    </message>
    <message>
        <source>pieces that came onto the square of the past</source>
        <translation>Figuren, die auf das Feld der Vergangenheit kamen</translation>
    </message>
    <message>
        <source>pieces that came onto the square of the present</source>
        <translation>Figuren, die auf das Feld der Gegenwart kamen</translation>
    </message>
    <message>
        <source>moves of a Titan that ended on the square</source>
        <translation>Züge eines Titanen, die auf dem Feld endeten</translation>
    </message>
    <message>
        <source>Blast markers placed on the square</source>
        <translation>auf das Feld gelegte Einschlagmarker</translation>
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
    <name>NimBoard</name>
    <message>
        <source>Pile %1: %2</source>
        <translation>Haufen %1: %2</translation>
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
        <source>Players</source>
        <extracomment>a sweep&apos;s axis: the number of players</extracomment>
        <translation>Spieler</translation>
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
        <source>Starting hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Cards dealt to each player.</source>
        <translation>Karten, die jeder Spieler zu Beginn erhält.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Spaces in the ring; each space has its own stack of cards.</source>
        <translation>Felder im Ring; jedes Feld hat seinen eigenen Kartenstapel.</translation>
    </message>
    <message>
        <source>Starting space</source>
        <translation>Startfeld</translation>
    </message>
    <message>
        <source>The space where every pawn starts.</source>
        <translation>Das Feld, auf dem jede Figur beginnt.</translation>
    </message>
    <message>
        <source>Starting particles</source>
        <translation>Startpartikel</translation>
    </message>
    <message>
        <source>Particles on each space except the starting space.</source>
        <translation>Partikel auf jedem Feld außer dem Startfeld.</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>Handlimit</translation>
    </message>
    <message>
        <source>How many cards each player may hold at the start.</source>
        <translation>Wie viele Karten jeder Spieler zu Beginn halten darf.</translation>
    </message>
    <message>
        <source>Hand limit penalty</source>
        <translation>Handlimit-Strafe</translation>
    </message>
    <message>
        <source>How much a player&apos;s hand limit drops for each failed neutralization.</source>
        <translation>Um wie viel das Handlimit eines Spielers bei jeder misslungenen Neutralisierung sinkt.</translation>
    </message>
    <message>
        <source>Neutralization roll</source>
        <translation>Neutralisierungswurf</translation>
    </message>
    <message>
        <source>The lowest die result that neutralizes a particle.</source>
        <translation>Das kleinste Würfelergebnis, das ein Partikel neutralisiert.</translation>
    </message>
    <message>
        <source>Particles per space</source>
        <translation>Partikel pro Feld</translation>
    </message>
    <message>
        <source>The most particles a space holds; more spill over to other spaces.</source>
        <translation>Die meisten Partikel, die ein Feld fasst; weitere laufen auf andere Felder über.</translation>
    </message>
    <message>
        <source>Code length</source>
        <translation>Codelänge</translation>
    </message>
    <message>
        <source>Cards of one suit needed to enter a code.</source>
        <translation>Karten einer Farbe, die für einen Code nötig sind.</translation>
    </message>
    <message>
        <source>Codes to win</source>
        <translation>Codes zum Sieg</translation>
    </message>
    <message>
        <source>Basic actions</source>
        <translation>Grundaktionen</translation>
    </message>
    <message>
        <source>Basic actions (move, neutralize, collect) per turn.</source>
        <translation>Grundaktionen (bewegen, neutralisieren, sammeln) pro Zug.</translation>
    </message>
    <message>
        <source>Special actions</source>
        <translation>Sonderaktionen</translation>
    </message>
    <message>
        <source>Special actions (share, enter a code) per turn.</source>
        <translation>Sonderaktionen (teilen, Code eingeben) pro Zug.</translation>
    </message>
    <message>
        <source>Cards per collect</source>
        <translation>Karten pro Sammeln</translation>
    </message>
    <message>
        <source>Cards a player takes from the stack when collecting.</source>
        <translation>Karten, die ein Spieler beim Sammeln vom Stapel nimmt.</translation>
    </message>
    <message>
        <source>Small group size</source>
        <translation>Größe der kleinen Gruppe</translation>
    </message>
    <message>
        <source>Up to this many players, the small-group rules below apply.</source>
        <translation>Bis zu dieser Spielerzahl gelten die Regeln für kleine Gruppen unten.</translation>
    </message>
    <message>
        <source>Small group: actions</source>
        <translation>Kleine Gruppe: Aktionen</translation>
    </message>
    <message>
        <source>Basic and special actions per turn in a small group.</source>
        <translation>Grund- und Sonderaktionen pro Zug in einer kleinen Gruppe.</translation>
    </message>
    <message>
        <source>Small group: neutralization roll</source>
        <translation>Kleine Gruppe: Neutralisierungswurf</translation>
    </message>
    <message>
        <source>The lowest die result that neutralizes in a small group.</source>
        <translation>Das kleinste Würfelergebnis, das in einer kleinen Gruppe neutralisiert.</translation>
    </message>
    <message>
        <source>Small group: cards per collect</source>
        <translation>Kleine Gruppe: Karten pro Sammeln</translation>
    </message>
    <message>
        <source>Cards a collect takes in a small group.</source>
        <translation>Karten, die ein Sammeln in einer kleinen Gruppe nimmt.</translation>
    </message>
    <message>
        <source>Die faces</source>
        <translation>Würfelseiten</translation>
    </message>
    <message>
        <source>Faces of the die for moving and neutralizing.</source>
        <translation>Seiten des Würfels zum Bewegen und Neutralisieren.</translation>
    </message>
    <message>
        <source>Emergence die faces</source>
        <translation>Seiten des Entstehungswürfels</translation>
    </message>
    <message>
        <source>Faces of the die that says how many particles emerge each turn.</source>
        <translation>Seiten des Würfels, der angibt, wie viele Partikel pro Zug entstehen.</translation>
    </message>
    <message>
        <source>Basic action allowance</source>
        <translation>Kontingent der Grundaktionen</translation>
    </message>
    <message>
        <source>How the basic actions of a turn are counted.</source>
        <translation>Wie die Grundaktionen eines Zugs gezählt werden.</translation>
    </message>
    <message>
        <source>Spending cards</source>
        <translation>Karten einsetzen</translation>
    </message>
    <message>
        <source>How long a player may keep spending cards once they start.</source>
        <translation>Wie lange ein Spieler Karten einsetzen darf, wenn er damit begonnen hat.</translation>
    </message>
    <message>
        <source>When to collect</source>
        <translation>Wann sammeln</translation>
    </message>
    <message>
        <source>When in a turn a player may collect cards.</source>
        <translation>Wann im Zug ein Spieler Karten sammeln darf.</translation>
    </message>
    <message>
        <source>Neutralization tries</source>
        <translation>Neutralisierungsversuche</translation>
    </message>
    <message>
        <source>How many tries one Neutralize action allows.</source>
        <translation>Wie viele Versuche eine Neutralisierungsaktion erlaubt.</translation>
    </message>
    <message>
        <source>Hand limit check</source>
        <translation>Prüfung des Handlimits</translation>
    </message>
    <message>
        <source>When a player over the hand limit must discard.</source>
        <translation>Wann ein Spieler über dem Handlimit abwerfen muss.</translation>
    </message>
    <message>
        <source>Diamond: pawn target</source>
        <translation>Karo: Ziel der Figur</translation>
    </message>
    <message>
        <source>The spaces a diamond may move a pawn to.</source>
        <translation>Die Felder, auf die ein Karo eine Figur versetzen darf.</translation>
    </message>
    <message>
        <source>Particle target</source>
        <translation>Ziel der Partikel</translation>
    </message>
    <message>
        <source>The spaces a spade or a spill may move a particle to.</source>
        <translation>Die Felder, auf die ein Pik oder ein Überlauf ein Partikel versetzen darf.</translation>
    </message>
    <message>
        <source>Hearts per die</source>
        <translation>Herzen pro Würfel</translation>
    </message>
    <message>
        <source>How many hearts may reroll one neutralization die (0: no limit).</source>
        <translation>Wie viele Herzen einen Neutralisierungswürfel neu werfen dürfen (0: unbegrenzt).</translation>
    </message>
    <message>
        <source>Clubs survive a reroll</source>
        <translation>Kreuz übersteht Neuwurf</translation>
    </message>
    <message>
        <source>Clubs played on a die still count after a heart rerolls it.</source>
        <translation>Auf einen Würfel gespielte Kreuze zählen weiter, nachdem ein Herz ihn neu werfen ließ.</translation>
    </message>
    <message>
        <source>Spade: particle source</source>
        <translation>Pik: Herkunft des Partikels</translation>
    </message>
    <message>
        <source>Where a spade may take a particle from.</source>
        <translation>Woher ein Pik ein Partikel nehmen darf.</translation>
    </message>
    <message>
        <source>Giving back</source>
        <translation>Zurückgeben</translation>
    </message>
    <message>
        <source>Whether a player who received cards may give cards back to the giver later.</source>
        <translation>Ob ein Spieler, der Karten erhielt, dem Geber später Karten zurückgeben darf.</translation>
    </message>
    <message>
        <source>Share with</source>
        <translation>Teilen mit</translation>
    </message>
    <message>
        <source>Whom one Share action may give cards to.</source>
        <translation>Wem eine Teilen-Aktion Karten geben darf.</translation>
    </message>
    <message>
        <source>Spill-over</source>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>Where extra particles go when a space is full.</source>
        <translation>Wohin zusätzliche Partikel gehen, wenn ein Feld voll ist.</translation>
    </message>
    <message>
        <source>Lost for lack of room</source>
        <translation>Verloren mangels Platz</translation>
    </message>
    <message>
        <source>When the players lose because particles have no room.</source>
        <translation>Wann die Spieler verlieren, weil Partikel keinen Platz haben.</translation>
    </message>
    <message>
        <source>Lost on an empty stack</source>
        <translation>Verloren durch leeren Stapel</translation>
    </message>
    <message>
        <source>Whether and when an empty stack loses the game.</source>
        <translation>Ob und wann ein leerer Stapel die Partie verliert.</translation>
    </message>
    <message>
        <source>Stack sizes</source>
        <translation>Stapelgrößen</translation>
    </message>
    <message>
        <source>How the deck is split into the stacks of the spaces.</source>
        <translation>Wie das Deck auf die Stapel der Felder aufgeteilt wird.</translation>
    </message>
    <message>
        <source>Cut spread</source>
        <translation>Streuung beim Abheben</translation>
    </message>
    <message>
        <source>With random cuts: the most cards each cut may move to the next stack.</source>
        <translation>Bei zufälligem Abheben: die meisten Karten, die jedes Abheben auf den nächsten Stapel verschieben darf.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Offene Hände</translation>
    </message>
    <message>
        <source>Every player sees every hand.</source>
        <translation>Jeder Spieler sieht jede Hand.</translation>
    </message>
    <message>
        <source>Open stacks</source>
        <translation>Offene Stapel</translation>
    </message>
    <message>
        <source>The cards below the top of each stack are visible.</source>
        <translation>Die Karten unter der obersten Karte jedes Stapels sind sichtbar.</translation>
    </message>
    <message>
        <source>Repeat actions</source>
        <translation>Aktionen wiederholen</translation>
    </message>
    <message>
        <source>In a small group, the two actions of a kind may be the same action.</source>
        <translation>In einer kleinen Gruppe dürfen die zwei Aktionen einer Art dieselbe Aktion sein.</translation>
    </message>
    <message>
        <source>Collect fewer</source>
        <translation>Weniger sammeln</translation>
    </message>
    <message>
        <source>A collect may take fewer cards than the number per collect.</source>
        <translation>Ein Sammeln darf weniger Karten nehmen als die Zahl pro Sammeln.</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Suits in the deck; a fifth suit adds lands.</source>
        <translation>Farben im Deck; eine fünfte Farbe fügt Länder hinzu.</translation>
    </message>
    <message>
        <source>Cards per suit</source>
        <translation>Karten pro Farbe</translation>
    </message>
    <message>
        <source>Cards of each suit in the deck (two standard decks: 26).</source>
        <translation>Karten jeder Farbe im Deck (zwei Standarddecks: 26).</translation>
    </message>
    <message>
        <source>Lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <source>What a land card can do.</source>
        <translation>Was eine Landkarte kann.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Who takes the first turn.</source>
        <translation>Wer den ersten Zug macht.</translation>
    </message>
    <message>
        <source>After this many turns the players lose.</source>
        <translation>Nach so vielen Zügen verlieren die Spieler.</translation>
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
    <message>
        <source>One allowance for all</source>
        <translation>Ein Kontingent für alle</translation>
    </message>
    <message>
        <source>Collecting is free</source>
        <translation>Sammeln ist frei</translation>
    </message>
    <message>
        <source>Each kind its own</source>
        <translation>Jede Art ihr eigenes</translation>
    </message>
    <message>
        <source>For the rest of the turn</source>
        <translation>Für den Rest des Zugs</translation>
    </message>
    <message>
        <source>In one burst</source>
        <translation>Auf einmal</translation>
    </message>
    <message>
        <source>As the last act</source>
        <translation>Als letzte Handlung</translation>
    </message>
    <message>
        <source>Any time (no moving after)</source>
        <translation>Jederzeit (danach keine Bewegung)</translation>
    </message>
    <message>
        <source>After the particles emerge</source>
        <translation>Nachdem die Partikel entstanden sind</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>One per particle</source>
        <translation>Einer pro Partikel</translation>
    </message>
    <message>
        <source>Until the first failure</source>
        <translation>Bis zum ersten Fehlschlag</translation>
    </message>
    <message>
        <source>Discard at once</source>
        <translation>Sofort abwerfen</translation>
    </message>
    <message>
        <source>Discard at the end of the turn</source>
        <translation>Am Ende des Zugs abwerfen</translation>
    </message>
    <message>
        <source>Only blocks collecting</source>
        <translation>Verhindert nur das Sammeln</translation>
    </message>
    <message>
        <source>Any space</source>
        <translation>Jedes Feld</translation>
    </message>
    <message>
        <source>Spaces without particles</source>
        <translation>Felder ohne Partikel</translation>
    </message>
    <message>
        <source>Spaces with room</source>
        <translation>Felder mit Platz</translation>
    </message>
    <message>
        <source>Spaces with room and no pawn</source>
        <translation>Felder mit Platz und ohne Figur</translation>
    </message>
    <message>
        <source>The pawn&apos;s space</source>
        <translation>Das Feld der Figur</translation>
    </message>
    <message>
        <source>Not in the same action</source>
        <translation>Nicht in derselben Aktion</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>One player</source>
        <translation>Ein Spieler</translation>
    </message>
    <message>
        <source>Everyone on the space</source>
        <translation>Alle auf dem Feld</translation>
    </message>
    <message>
        <source>Nearest space with room</source>
        <translation>Nächstes Feld mit Platz</translation>
    </message>
    <message>
        <source>Neighbouring spaces only</source>
        <translation>Nur Nachbarfelder</translation>
    </message>
    <message>
        <source>When every space is full</source>
        <translation>Wenn jedes Feld voll ist</translation>
    </message>
    <message>
        <source>When a particle cannot be placed</source>
        <translation>Wenn ein Partikel nicht platziert werden kann</translation>
    </message>
    <message>
        <source>When a stack runs out</source>
        <translation>Wenn ein Stapel leer wird</translation>
    </message>
    <message>
        <source>On drawing from an empty stack</source>
        <translation>Beim Ziehen von einem leeren Stapel</translation>
    </message>
    <message>
        <source>Even, extras to the low spaces</source>
        <translation>Gleichmäßig, Rest auf die niedrigen Felder</translation>
    </message>
    <message>
        <source>Even, extras to random spaces</source>
        <translation>Gleichmäßig, Rest auf zufällige Felder</translation>
    </message>
    <message>
        <source>Random cuts</source>
        <translation>Zufälliges Abheben</translation>
    </message>
    <message>
        <source>No power</source>
        <translation>Keine Kraft</translation>
    </message>
    <message>
        <source>Any suit&apos;s power</source>
        <translation>Die Kraft jeder Farbe</translation>
    </message>
    <message>
        <source>P1 starts</source>
        <translation>P1 beginnt</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Zufällig ausgelost</translation>
    </message>
    <message>
        <source>Codes the players must enter to destroy the lab; 0: one per suit (four, five with the lands).</source>
        <translation>Codes, die die Spieler eingeben müssen, um das Labor zu zerstören; 0: einer je Farbe (vier, fünf mit den Ländern).</translation>
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
    <message>
        <source>%1 cards less %2 for each of %3 players leave %4, too few for %5 spaces: lower the starting hand or the spaces, or add cards.</source>
        <extracomment>%1 the cards of the deck, %2 the starting hand, %3 the players, %4 the cards left, %5 the spaces (each space needs a stack of at least one card)</extracomment>
        <translation>%1 Karten abzüglich %2 für jeden von %3 Spielern lassen %4 übrig, zu wenige für %5 Felder: Verkleinern Sie die Starthand oder die Zahl der Felder, oder fügen Sie Karten hinzu.</translation>
    </message>
    <message>
        <source>Point budget</source>
        <translation>Punktebudget</translation>
    </message>
    <message>
        <source>Points each player spends on Titan, terrain, Objectives and the bid.</source>
        <translation>Punkte, die jeder Spieler für Titan, Gelände, Aufträge und das Gebot ausgibt.</translation>
    </message>
    <message>
        <source>Price of a score point</source>
        <translation>Preis eines Wertpunkts</translation>
    </message>
    <message>
        <source>Points one point of any System score costs, Armour included.</source>
        <translation>Was ein Punkt eines beliebigen Systemwerts kostet, Panzerung eingeschlossen.</translation>
    </message>
    <message>
        <source>Price of hold</source>
        <translation>Preis von Halten</translation>
    </message>
    <message>
        <source>Points the hold Objective costs.</source>
        <translation>Was der Auftrag Halten kostet.</translation>
    </message>
    <message>
        <source>Price of demolition</source>
        <translation>Preis von Abriss</translation>
    </message>
    <message>
        <source>Points the demolition Objective costs.</source>
        <translation>Was der Auftrag Abriss kostet.</translation>
    </message>
    <message>
        <source>Price of breakthrough</source>
        <translation>Preis von Durchbruch</translation>
    </message>
    <message>
        <source>Points the breakthrough Objective costs.</source>
        <translation>Was der Auftrag Durchbruch kostet.</translation>
    </message>
    <message>
        <source>Price of cripple</source>
        <translation>Preis von Lahmlegen</translation>
    </message>
    <message>
        <source>Points the cripple Objective costs.</source>
        <translation>Was der Auftrag Lahmlegen kostet.</translation>
    </message>
    <message>
        <source>Points per Objective</source>
        <translation>Punkte je Auftrag</translation>
    </message>
    <message>
        <source>Victory points an accomplished Objective scores.</source>
        <translation>Siegpunkte, die ein erfüllter Auftrag bringt.</translation>
    </message>
    <message>
        <source>Deadline of hold</source>
        <translation>Frist für Halten</translation>
    </message>
    <message>
        <source>The last round in which hold can be accomplished.</source>
        <translation>Die letzte Runde, in der Halten erfüllt werden kann.</translation>
    </message>
    <message>
        <source>Deadline of demolition</source>
        <translation>Frist für Abriss</translation>
    </message>
    <message>
        <source>The last round in which demolition can be accomplished.</source>
        <translation>Die letzte Runde, in der Abriss erfüllt werden kann.</translation>
    </message>
    <message>
        <source>Deadline of breakthrough</source>
        <translation>Frist für Durchbruch</translation>
    </message>
    <message>
        <source>The last round in which breakthrough can be accomplished.</source>
        <translation>Die letzte Runde, in der Durchbruch erfüllt werden kann.</translation>
    </message>
    <message>
        <source>Deadline of cripple</source>
        <translation>Frist für Lahmlegen</translation>
    </message>
    <message>
        <source>The last round in which cripple can be accomplished.</source>
        <translation>Die letzte Runde, in der Lahmlegen erfüllt werden kann.</translation>
    </message>
    <message>
        <source>Systems of each type</source>
        <translation>Systeme je Art</translation>
    </message>
    <message>
        <source>How many System cards of one type a Titan carries.</source>
        <translation>Wie viele Systemkarten einer Art ein Titan trägt.</translation>
    </message>
    <message>
        <source>Highest score</source>
        <translation>Höchster Wert</translation>
    </message>
    <message>
        <source>The highest value a System score may be bought to.</source>
        <translation>Der höchste Wert, auf den ein Systemwert gekauft werden darf.</translation>
    </message>
    <message>
        <source>Highest Armour</source>
        <translation>Höchste Panzerung</translation>
    </message>
    <message>
        <source>The highest Armour a System may be bought to.</source>
        <translation>Die höchste Panzerung, die ein System bekommen darf.</translation>
    </message>
    <message>
        <source>Terrain placement</source>
        <translation>Geländeaufstellung</translation>
    </message>
    <message>
        <source>Where each player&apos;s terrain markers go.</source>
        <translation>Wohin die Geländemarker jedes Spielers kommen.</translation>
    </message>
    <message>
        <source>Damaged terrain wears</source>
        <translation>Beschädigtes Gelände nutzt sich ab</translation>
    </message>
    <message>
        <source>Each damage step lowers a terrain marker&apos;s Difficulty and Interference by 1.</source>
        <translation>Jede Schadensstufe senkt Schwierigkeit und Störung eines Geländemarkers um 1.</translation>
    </message>
    <message>
        <source>Titans may exit</source>
        <translation>Titanen dürfen hinausziehen</translation>
    </message>
    <message>
        <source>A Titan may step off the board across the enemy&apos;s home edge.</source>
        <translation>Ein Titan darf über den gegnerischen Heimatrand vom Brett ziehen.</translation>
    </message>
    <message>
        <source>Titans block</source>
        <translation>Titanen blockieren</translation>
    </message>
    <message>
        <source>A Titan may not step onto a square where the enemy Titan stands.</source>
        <translation>Ein Titan darf kein Feld betreten, auf dem der gegnerische Titan steht.</translation>
    </message>
    <message>
        <source>One point of Traction turns</source>
        <translation>Ein Punkt Wendigkeit dreht um</translation>
    </message>
    <message>
        <source>How far a Titan turns for each point of Traction.</source>
        <translation>Wie weit sich ein Titan je Punkt Wendigkeit dreht.</translation>
    </message>
    <message>
        <source>Difficulty counts on</source>
        <translation>Schwierigkeit zählt auf</translation>
    </message>
    <message>
        <source>The square whose Difficulty cuts a step&apos;s Traction.</source>
        <translation>Das Feld, dessen Schwierigkeit die Wendigkeit eines Schritts mindert.</translation>
    </message>
    <message>
        <source>Difficult terrain blocks</source>
        <translation>Schwieriges Gelände sperrt</translation>
    </message>
    <message>
        <source>A square whose Difficulty exceeds the Traction cannot be entered.</source>
        <translation>Ein Feld, dessen Schwierigkeit die Wendigkeit übersteigt, kann nicht betreten werden.</translation>
    </message>
    <message>
        <source>Activations per turn</source>
        <translation>Aktivierungen je Zug</translation>
    </message>
    <message>
        <source>How many Systems a player activates in one turn.</source>
        <translation>Wie viele Systeme ein Spieler in einem Zug aktiviert.</translation>
    </message>
    <message>
        <source>A pass is final</source>
        <translation>Passen ist endgültig</translation>
    </message>
    <message>
        <source>A player who passes takes no more turns until the round ends.</source>
        <translation>Wer passt, ist bis zum Ende der Runde nicht mehr am Zug.</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>How the first player of the game is decided.</source>
        <translation>Wie entschieden wird, wer das Spiel beginnt.</translation>
    </message>
    <message>
        <source>Tied bids</source>
        <translation>Gleiche Gebote</translation>
    </message>
    <message>
        <source>Who goes first when both bid the same.</source>
        <translation>Wer beginnt, wenn beide gleich viel bieten.</translation>
    </message>
    <message>
        <source>Crew damage empties the pool</source>
        <translation>Besatzungsschaden leert den Vorrat</translation>
    </message>
    <message>
        <source>When the Crew&apos;s Skill drops, Activation markers over it are lost at once.</source>
        <translation>Sinkt das Können der Besatzung, gehen Aktivierungsmarker darüber sofort verloren.</translation>
    </message>
    <message>
        <source>Shields moved by</source>
        <translation>Schilde versetzt nach</translation>
    </message>
    <message>
        <source>The score that limits how many Shields move at the Strength cap.</source>
        <translation>Der Wert, der begrenzt, wie viele Schilde an der Stärkegrenze versetzt werden.</translation>
    </message>
    <message>
        <source>Move markers below the cap</source>
        <translation>Marker unter der Grenze versetzen</translation>
    </message>
    <message>
        <source>Shields and Targets may be moved even before their cap is reached.</source>
        <translation>Schilde und Zielmarker dürfen auch vor Erreichen ihrer Grenze versetzt werden.</translation>
    </message>
    <message>
        <source>Shields are used up</source>
        <translation>Schilde verbrauchen sich</translation>
    </message>
    <message>
        <source>A Shield that stops a Blast is removed.</source>
        <translation>Ein Schild, der einen Einschlag aufhält, wird entfernt.</translation>
    </message>
    <message>
        <source>Only the defender&apos;s Shields</source>
        <translation>Nur die Schilde des Verteidigers</translation>
    </message>
    <message>
        <source>Only the hit Titan&apos;s own Shields stop Blasts, not the attacker&apos;s.</source>
        <translation>Nur die eigenen Schilde des getroffenen Titanen halten Einschläge auf, nicht die des Angreifers.</translation>
    </message>
    <message>
        <source>Interference strikes</source>
        <translation>Störung wirkt</translation>
    </message>
    <message>
        <source>When terrain Interference removes Targets.</source>
        <translation>Wann die Störung des Geländes Zielmarker entfernt.</translation>
    </message>
    <message>
        <source>Range counted</source>
        <translation>Reichweite gezählt</translation>
    </message>
    <message>
        <source>How the distance from a Titan to its Target counts.</source>
        <translation>Wie der Abstand eines Titanen zu seinem Zielmarker gezählt wird.</translation>
    </message>
    <message>
        <source>Area of Effect</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>What the Area of Effect score places.</source>
        <translation>Was der Wert Streuung setzt.</translation>
    </message>
    <message>
        <source>Friendly fire</source>
        <translation>Eigenbeschuss</translation>
    </message>
    <message>
        <source>A Blast hits every Titan on its square, its owner&apos;s included.</source>
        <translation>Ein Einschlag trifft jeden Titanen auf seinem Feld, auch den eigenen.</translation>
    </message>
    <message>
        <source>Damage adds up</source>
        <translation>Schaden summiert sich</translation>
    </message>
    <message>
        <source>How repeated hits on one System combine.</source>
        <translation>Wie wiederholte Treffer auf ein System zusammenwirken.</translation>
    </message>
    <message>
        <source>Score lost per damage</source>
        <translation>Wertverlust je Schaden</translation>
    </message>
    <message>
        <source>Points every score of a System loses for each step of damage.</source>
        <translation>Punkte, die jeder Wert eines Systems je Schadensstufe verliert.</translation>
    </message>
    <message>
        <source>Markers over the cap</source>
        <translation>Marker über der Grenze</translation>
    </message>
    <message>
        <source>Which markers go when damage lowers a System&apos;s cap below them.</source>
        <translation>Welche Marker gehen, wenn Schaden die Grenze eines Systems unter ihre Zahl senkt.</translation>
    </message>
    <message>
        <source>Markers outlive their System</source>
        <translation>Marker überdauern ihr System</translation>
    </message>
    <message>
        <source>A destroyed System&apos;s Shields and Targets stay on the board.</source>
        <translation>Schilde und Zielmarker eines zerstörten Systems bleiben auf dem Brett.</translation>
    </message>
    <message>
        <source>Arcs</source>
        <translation>Schussfelder</translation>
    </message>
    <message>
        <source>How front and rear arc are told apart, which decides who names the hit System.</source>
        <translation>Wie vorderes und hinteres Schussfeld unterschieden werden; das entscheidet, wer das getroffene System nennt.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Rounds in a game, unless a Crew is destroyed first.</source>
        <translation>Runden eines Spiels, sofern nicht vorher eine Besatzung vernichtet wird.</translation>
    </message>
    <message>
        <source>Tournament points</source>
        <translation>Turnierpunkte</translation>
    </message>
    <message>
        <source>What a win is worth in a tournament.</source>
        <translation>Was ein Sieg im Turnier wert ist.</translation>
    </message>
    <message>
        <source>Filling the home half</source>
        <translation>Füllt die Heimathälfte</translation>
    </message>
    <message>
        <source>45 degrees</source>
        <translation>45 Grad</translation>
    </message>
    <message>
        <source>90 degrees</source>
        <translation>90 Grad</translation>
    </message>
    <message>
        <source>The square entered</source>
        <translation>Das betretene Feld</translation>
    </message>
    <message>
        <source>The square left</source>
        <translation>Das verlassene Feld</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Beliebig viele</translation>
    </message>
    <message>
        <source>One</source>
        <translation>Eine</translation>
    </message>
    <message>
        <source>Sealed bid: the higher bid goes first and pays</source>
        <translation>Verdecktes Gebot: das höhere beginnt und zahlt</translation>
    </message>
    <message>
        <source>A coin toss</source>
        <translation>Münzwurf</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Kohärenz</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>At the end of each round</source>
        <translation>Am Ende jeder Runde</translation>
    </message>
    <message>
        <source>At the end of each turn</source>
        <translation>Am Ende jedes Zuges</translation>
    </message>
    <message>
        <source>In king moves (diagonals count 1)</source>
        <translation>In Königszügen (diagonal zählt 1)</translation>
    </message>
    <message>
        <source>In straight steps (diagonals count 2)</source>
        <translation>In geraden Schritten (diagonal zählt 2)</translation>
    </message>
    <message>
        <source>Single Blasts next to the Target</source>
        <translation>Einzelne Einschläge neben dem Zielmarker</translation>
    </message>
    <message>
        <source>Hits add up</source>
        <translation>Treffer summieren sich</translation>
    </message>
    <message>
        <source>Only the worst hit counts</source>
        <translation>Nur der schwerste Treffer zählt</translation>
    </message>
    <message>
        <source>At once, from the top-left square on</source>
        <translation>Sofort, vom Feld oben links an</translation>
    </message>
    <message>
        <source>Nearest of eight directions; front is 5 of 8</source>
        <translation>Nächste von acht Richtungen; vorn sind 5 von 8</translation>
    </message>
    <message>
        <source>A Crew kill 10 minus its round, a points win 1</source>
        <translation>Besatzungssieg 10 minus Runde, Punktsieg 1</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <source>Cards each player draws up to at the start of a turn.</source>
        <translation>Karten, bis zu denen jeder zu Beginn eines Zuges nachzieht.</translation>
    </message>
    <message>
        <source>Bastet&apos;s seat</source>
        <translation>Platz von Bastet</translation>
    </message>
    <message>
        <source>The seat that plays Bastet and the animals (0: P1, 1: P2).</source>
        <translation>Der Platz, der Bastet und die Tiere spielt (0: P1, 1: P2).</translation>
    </message>
    <message>
        <source>Squares along a side of each era&apos;s board, when the design gives no board of its own.</source>
        <translation>Felder je Seite des Bretts jeder Epoche, wenn das Design kein eigenes Brett hat.</translation>
    </message>
    <message>
        <source>Own layout for the past</source>
        <translation>Eigene Anlage für die Vergangenheit</translation>
    </message>
    <message>
        <source>The past may have its own green spots and cities instead of the present&apos;s.</source>
        <translation>Die Vergangenheit darf eigene grüne Felder und Städte haben statt derer der Gegenwart.</translation>
    </message>
    <message>
        <source>Where species are placed</source>
        <translation>Wo Arten eingesetzt werden</translation>
    </message>
    <message>
        <source>The squares a species card may put a new piece on.</source>
        <translation>Die Felder, auf die eine Artkarte eine neue Figur setzen darf.</translation>
    </message>
    <message>
        <source>Holding a city</source>
        <translation>Eine Stadt halten</translation>
    </message>
    <message>
        <source>What it takes to hold one of Ra&apos;s cities.</source>
        <translation>Was es braucht, um eine der Städte des Ra zu halten.</translation>
    </message>
    <message>
        <source>Same city in both eras</source>
        <translation>Dieselbe Stadt in beiden Epochen</translation>
    </message>
    <message>
        <source>To win, the city held in the past must be the one held in the present.</source>
        <translation>Zum Sieg muss die in der Vergangenheit gehaltene Stadt dieselbe sein wie in der Gegenwart.</translation>
    </message>
    <message>
        <source>Turn ends to hold</source>
        <translation>Zugenden zu halten</translation>
    </message>
    <message>
        <source>Turn ends in a row a player must hold a city in each era to win.</source>
        <translation>Zugenden in Folge, die jemand in jeder Epoche eine Stadt halten muss, um zu gewinnen.</translation>
    </message>
    <message>
        <source>Hold the same cities</source>
        <translation>Dieselben Städte halten</translation>
    </message>
    <message>
        <source>The hold counts only while the same cities stay held.</source>
        <translation>Das Halten zählt nur, solange dieselben Städte gehalten bleiben.</translation>
    </message>
    <message>
        <source>Battle rule</source>
        <translation>Kampfregel</translation>
    </message>
    <message>
        <source>How a battle for a square is decided.</source>
        <translation>Wie ein Kampf um ein Feld entschieden wird.</translation>
    </message>
    <message>
        <source>Faces of the battle die.</source>
        <translation>Seiten des Kampfwürfels.</translation>
    </message>
    <message>
        <source>A beaten attacker</source>
        <translation>Ein besiegter Angreifer</translation>
    </message>
    <message>
        <source>What happens to an attacker that loses its battle.</source>
        <translation>Was mit einem Angreifer geschieht, der seinen Kampf verliert.</translation>
    </message>
    <message>
        <source>When the past reproduces</source>
        <translation>Wann sich die Vergangenheit vermehrt</translation>
    </message>
    <message>
        <source>When a species placed in the past reproduces in the present.</source>
        <translation>Wann sich eine in die Vergangenheit gesetzte Art in der Gegenwart vermehrt.</translation>
    </message>
    <message>
        <source>Past piece stays</source>
        <translation>Figur der Vergangenheit bleibt</translation>
    </message>
    <message>
        <source>A piece placed in the past stays there after it has reproduced.</source>
        <translation>Eine in die Vergangenheit gesetzte Figur bleibt dort, nachdem sie sich vermehrt hat.</translation>
    </message>
    <message>
        <source>Turning patterns</source>
        <translation>Muster drehen</translation>
    </message>
    <message>
        <source>How a reproduction or death pattern may be laid on the board.</source>
        <translation>Wie ein Vermehrungs- oder Todesmuster auf das Brett gelegt werden darf.</translation>
    </message>
    <message>
        <source>Reproducing onto an enemy</source>
        <translation>Vermehrung auf einen Gegner</translation>
    </message>
    <message>
        <source>What a reproduction does on a square held by the other player.</source>
        <translation>Was eine Vermehrung auf einem Feld des anderen Spielers bewirkt.</translation>
    </message>
    <message>
        <source>Who lays a death pattern</source>
        <translation>Wer ein Todesmuster legt</translation>
    </message>
    <message>
        <source>Who decides how the death pattern of a piece beaten in the past lies.</source>
        <translation>Wer entscheidet, wie das Todesmuster einer in der Vergangenheit besiegten Figur liegt.</translation>
    </message>
    <message>
        <source>Where death patterns kill</source>
        <translation>Wo Todesmuster töten</translation>
    </message>
    <message>
        <source>The eras in which a death pattern kills.</source>
        <translation>Die Epochen, in denen ein Todesmuster tötet.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>The squares a piece may step to.</source>
        <translation>Die Felder, auf die eine Figur treten darf.</translation>
    </message>
    <message>
        <source>Move through pieces</source>
        <translation>Durch Figuren ziehen</translation>
    </message>
    <message>
        <source>A moving piece may pass over other pieces.</source>
        <translation>Eine ziehende Figur darf über andere Figuren hinweg.</translation>
    </message>
    <message>
        <source>Placing is compulsory</source>
        <translation>Einsetzen ist Pflicht</translation>
    </message>
    <message>
        <source>A player who can place a species must.</source>
        <translation>Wer eine Art einsetzen kann, muss es tun.</translation>
    </message>
    <message>
        <source>Moving is compulsory</source>
        <translation>Ziehen ist Pflicht</translation>
    </message>
    <message>
        <source>A player who can move a species must.</source>
        <translation>Wer eine Art ziehen kann, muss es tun.</translation>
    </message>
    <message>
        <source>Move before placing</source>
        <translation>Erst ziehen, dann einsetzen</translation>
    </message>
    <message>
        <source>The designer&apos;s later turn order: move a species first, then place one.</source>
        <translation>Die spätere Zugfolge der Autorin: erst eine Art ziehen, dann eine einsetzen.</translation>
    </message>
    <message>
        <source>One era a turn</source>
        <translation>Eine Epoche je Zug</translation>
    </message>
    <message>
        <source>Placing and moving in one turn happen in the same era.</source>
        <translation>Einsetzen und Ziehen eines Zuges geschehen in derselben Epoche.</translation>
    </message>
    <message>
        <source>Stealing evolutions</source>
        <translation>Evolutionen stehlen</translation>
    </message>
    <message>
        <source>Who may take an evolution card from the beaten species after a battle.</source>
        <translation>Wer nach einem Kampf eine Evolutionskarte der besiegten Art nehmen darf.</translation>
    </message>
    <message>
        <source>Evolutions per species</source>
        <translation>Evolutionen je Art</translation>
    </message>
    <message>
        <source>Evolution cards one species may carry at once.</source>
        <translation>Evolutionskarten, die eine Art zugleich tragen darf.</translation>
    </message>
    <message>
        <source>Cards per species</source>
        <translation>Karten je Art</translation>
    </message>
    <message>
        <source>Cards of each own species in a player&apos;s deck, unless the design&apos;s cards say otherwise.</source>
        <translation>Karten jeder eigenen Art im Stapel eines Spielers, wenn die Karten des Designs nichts anderes sagen.</translation>
    </message>
    <message>
        <source>An empty deck</source>
        <translation>Ein leerer Stapel</translation>
    </message>
    <message>
        <source>What happens when a player&apos;s deck runs out.</source>
        <translation>Was geschieht, wenn der Stapel eines Spielers leer ist.</translation>
    </message>
    <message>
        <source>Set-up spots</source>
        <translation>Aufstellfelder</translation>
    </message>
    <message>
        <source>The green spots the first three pieces may go on.</source>
        <translation>Die grünen Felder, auf die die ersten drei Figuren dürfen.</translation>
    </message>
    <message>
        <source>After this many turns the game is a draw.</source>
        <translation>Nach so vielen Zügen endet das Spiel unentschieden.</translation>
    </message>
    <message>
        <source>Pins per species</source>
        <translation>Stecker je Art</translation>
    </message>
    <message>
        <source>Pieces of one species on both boards at once (0: no limit).</source>
        <translation>Figuren einer Art auf beiden Brettern zugleich (0: unbegrenzt).</translation>
    </message>
    <message>
        <source>Empty green spots</source>
        <translation>Freie grüne Felder</translation>
    </message>
    <message>
        <source>Any empty square</source>
        <translation>Jedes freie Feld</translation>
    </message>
    <message>
        <source>Next to the same species</source>
        <translation>Neben derselben Art</translation>
    </message>
    <message>
        <source>Stand on it</source>
        <translation>Darauf stehen</translation>
    </message>
    <message>
        <source>Stand on it with no enemy next to it</source>
        <translation>Darauf stehen, ohne Gegner daneben</translation>
    </message>
    <message>
        <source>Both roll, die plus strength; ties to the defender</source>
        <translation>Beide würfeln, Wurf plus Stärke; Gleichstand für den Verteidiger</translation>
    </message>
    <message>
        <source>The attacker&apos;s roll against the defender&apos;s health</source>
        <translation>Der Wurf des Angreifers gegen die Gesundheit des Verteidigers</translation>
    </message>
    <message>
        <source>It dies</source>
        <translation>Er stirbt</translation>
    </message>
    <message>
        <source>It stays where it started</source>
        <translation>Er bleibt, wo er losging</translation>
    </message>
    <message>
        <source>At the start of the owner&apos;s next turn</source>
        <translation>Zu Beginn des nächsten Zuges des Besitzers</translation>
    </message>
    <message>
        <source>At the end of the opponent&apos;s turn</source>
        <translation>Am Ende des gegnerischen Zuges</translation>
    </message>
    <message>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Turned</source>
        <translation>Gedreht</translation>
    </message>
    <message>
        <source>Turned or mirrored</source>
        <translation>Gedreht oder gespiegelt</translation>
    </message>
    <message>
        <source>That square is lost</source>
        <translation>Das Feld verfällt</translation>
    </message>
    <message>
        <source>It removes the enemy</source>
        <translation>Es entfernt den Gegner</translation>
    </message>
    <message>
        <source>The dead piece&apos;s owner</source>
        <translation>Der Besitzer der toten Figur</translation>
    </message>
    <message>
        <source>The battle&apos;s winner</source>
        <translation>Der Sieger des Kampfes</translation>
    </message>
    <message>
        <source>The present</source>
        <translation>Die Gegenwart</translation>
    </message>
    <message>
        <source>The past and the present</source>
        <translation>Die Vergangenheit und die Gegenwart</translation>
    </message>
    <message>
        <source>Up, down, left and right</source>
        <translation>Hoch, runter, links und rechts</translation>
    </message>
    <message>
        <source>Diagonals too</source>
        <translation>Auch diagonal</translation>
    </message>
    <message>
        <source>Any battle&apos;s winner</source>
        <translation>Der Sieger jedes Kampfes</translation>
    </message>
    <message>
        <source>Only a winning attacker</source>
        <translation>Nur ein siegreicher Angreifer</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Shuffle the discards back</source>
        <translation>Die Ablage zurückmischen</translation>
    </message>
    <message>
        <source>Stop drawing</source>
        <translation>Nicht mehr ziehen</translation>
    </message>
    <message>
        <source>Any green spot</source>
        <translation>Jedes grüne Feld</translation>
    </message>
    <message>
        <source>Green spots on the own half</source>
        <translation>Grüne Felder der eigenen Hälfte</translation>
    </message>
    <message>
        <source>Men per team</source>
        <translation>Figuren je Team</translation>
    </message>
    <message>
        <source>Men each team starts with in its reserve.</source>
        <translation>Figuren, mit denen jedes Team in seiner Reserve beginnt.</translation>
    </message>
    <message>
        <source>Faces of every die; a full die (a bump, a throw) is this many steps.</source>
        <translation>Seiten jedes Würfels; ein voller Würfel (ein Stoß, ein Wurf) ist so viele Felder weit.</translation>
    </message>
    <message>
        <source>Waves</source>
        <translation>Wellen</translation>
    </message>
    <message>
        <source>Waves the team must survive to win.</source>
        <translation>Wellen, die das Team überstehen muss, um zu gewinnen.</translation>
    </message>
    <message>
        <source>Streamway</source>
        <translation>Strom</translation>
    </message>
    <message>
        <source>The board when the design has none of its own: the 100-step snakes and ladders board, a plain chessboard, or one drawn at random.</source>
        <translation>Das Brett, wenn der Entwurf kein eigenes hat: das Leiterspiel mit 100 Feldern, ein schlichtes Schachbrett oder ein zufällig gezogenes.</translation>
    </message>
    <message>
        <source>Random board: steps</source>
        <translation>Zufallsbrett: Felder</translation>
    </message>
    <message>
        <source>Steps of a board drawn at random.</source>
        <translation>Felder eines zufällig gezogenen Bretts.</translation>
    </message>
    <message>
        <source>Random board: columns</source>
        <translation>Zufallsbrett: Spalten</translation>
    </message>
    <message>
        <source>Columns of the grid a random board is laid on; 0 is a bare path, where monsters have no grid abilities.</source>
        <translation>Spalten des Rasters, auf dem ein Zufallsbrett liegt; 0 ist ein bloßer Pfad, auf dem Monster keine Rasterfähigkeiten haben.</translation>
    </message>
    <message>
        <source>Random board: snakes</source>
        <translation>Zufallsbrett: Schlangen</translation>
    </message>
    <message>
        <source>Snakes on a board drawn at random.</source>
        <translation>Schlangen auf einem zufällig gezogenen Brett.</translation>
    </message>
    <message>
        <source>Random board: ladders</source>
        <translation>Zufallsbrett: Leitern</translation>
    </message>
    <message>
        <source>Ladders on a board drawn at random.</source>
        <translation>Leitern auf einem zufällig gezogenen Brett.</translation>
    </message>
    <message>
        <source>Snakes and ladders at the ends</source>
        <translation>Schlangen und Leitern an den Enden</translation>
    </message>
    <message>
        <source>A snake or ladder may start or end on the first or the last step.</source>
        <translation>Eine Schlange oder Leiter darf auf dem ersten oder letzten Feld beginnen oder enden.</translation>
    </message>
    <message>
        <source>The last step kills</source>
        <translation>Das letzte Feld tötet</translation>
    </message>
    <message>
        <source>A man who reaches the last step dies, not only one carried past it.</source>
        <translation>Eine Figur, die das letzte Feld erreicht, stirbt, nicht nur eine, die darüber hinaus getragen wird.</translation>
    </message>
    <message>
        <source>Surviving a wave</source>
        <translation>Eine Welle überstehen</translation>
    </message>
    <message>
        <source>What the team needs at the end of a wave to go on.</source>
        <translation>Was das Team am Ende einer Welle braucht, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Players per team</source>
        <translation>Spieler je Team</translation>
    </message>
    <message>
        <source>Players who share one team&apos;s men (it must divide the players).</source>
        <translation>Spieler, die sich die Figuren eines Teams teilen (muss die Spielerzahl teilen).</translation>
    </message>
    <message>
        <source>Deploying is compulsory</source>
        <translation>Einsetzen ist Pflicht</translation>
    </message>
    <message>
        <source>A player with no man on the board must deploy one if he can.</source>
        <translation>Ein Spieler ohne Figur auf dem Brett muss eine einsetzen, wenn er kann.</translation>
    </message>
    <message>
        <source>Throw every man in reach</source>
        <translation>Jede Figur in Reichweite werfen</translation>
    </message>
    <message>
        <source>A monster throws every man in its reach, not only the one furthest downstream.</source>
        <translation>Ein Monster wirft jede Figur in seiner Reichweite, nicht nur die am weitesten stromabwärts.</translation>
    </message>
    <message>
        <source>Monster between two men</source>
        <translation>Monster zwischen zwei Figuren</translation>
    </message>
    <message>
        <source>Where a monster goes when two men are equally near.</source>
        <translation>Wohin ein Monster zieht, wenn zwei Figuren gleich nah sind.</translation>
    </message>
    <message>
        <source>Dice after snake eyes</source>
        <translation>Würfel nach dem Einserpasch</translation>
    </message>
    <message>
        <source>After moving the monsters, the same dice move the men, or only the dice the monsters left.</source>
        <translation>Nachdem sie die Monster gezogen haben, ziehen dieselben Würfel die Figuren, oder nur die Würfel, die die Monster übrig ließen.</translation>
    </message>
    <message>
        <source>Each ladder once per move</source>
        <translation>Jede Leiter einmal je Zug</translation>
    </message>
    <message>
        <source>Within one chain of landings a piece takes each ladder at most once.</source>
        <translation>In einer Landungskette nimmt eine Figur jede Leiter höchstens einmal.</translation>
    </message>
    <message>
        <source>Each throw once per move</source>
        <translation>Jeder Wurf einmal je Zug</translation>
    </message>
    <message>
        <source>Within one chain of landings a monster throws each man at most once.</source>
        <translation>In einer Landungskette wirft ein Monster jede Figur höchstens einmal.</translation>
    </message>
    <message>
        <source>Each snake once per move</source>
        <translation>Jede Schlange einmal je Zug</translation>
    </message>
    <message>
        <source>Within one chain of landings a piece takes each snake at most once, so bumps and a snake cannot loop.</source>
        <translation>In einer Landungskette nimmt eine Figur jede Schlange höchstens einmal, sodass Stöße und eine Schlange keine Endlosschleife bilden.</translation>
    </message>
    <message>
        <source>Longest chain</source>
        <translation>Längste Kette</translation>
    </message>
    <message>
        <source>Landings after which a chain is cut short, a safety net that the reports count.</source>
        <translation>Landungen, nach denen eine Kette abgebrochen wird: ein Sicherheitsnetz, das die Berichte zählen.</translation>
    </message>
    <message>
        <source>A new monster lands</source>
        <translation>Ein neues Monster landet</translation>
    </message>
    <message>
        <source>A monster placed on the last step lands there: it throws men in reach.</source>
        <translation>Ein auf das letzte Feld gesetztes Monster landet dort: es wirft Figuren in Reichweite.</translation>
    </message>
    <message>
        <source>Monsters counted for abilities</source>
        <translation>Für Fähigkeiten gezählte Monster</translation>
    </message>
    <message>
        <source>Which monsters count when the second monster gets one ability, the third two, and so on.</source>
        <translation>Welche Monster zählen, wenn das zweite Monster eine Fähigkeit bekommt, das dritte zwei und so weiter.</translation>
    </message>
    <message>
        <source>Ability die</source>
        <translation>Fähigkeitswürfel</translation>
    </message>
    <message>
        <source>The die a monster&apos;s abilities are rolled with.</source>
        <translation>Der Würfel, mit dem die Fähigkeiten eines Monsters ausgewürfelt werden.</translation>
    </message>
    <message>
        <source>Abilities use the grid</source>
        <translation>Fähigkeiten nutzen das Raster</translation>
    </message>
    <message>
        <source>Abilities 1 and 2 move and throw across the grid&apos;s rows, not only along the path.</source>
        <translation>Fähigkeiten 1 und 2 ziehen und werfen über die Reihen des Rasters, nicht nur entlang des Pfads.</translation>
    </message>
    <message>
        <source>Dead player&apos;s dice</source>
        <translation>Würfel toter Spieler</translation>
    </message>
    <message>
        <source>With no man on the board, a dead player&apos;s dice move monsters, or are lost.</source>
        <translation>Steht keine Figur auf dem Brett, ziehen die Würfel eines toten Spielers Monster oder verfallen.</translation>
    </message>
    <message>
        <source>Boxcars reward</source>
        <translation>Belohnung für den Sechserpasch</translation>
    </message>
    <message>
        <source>Boxcars with the whole roll on one man gives a dead team a man, or lets a dead player steal one.</source>
        <translation>Ein Sechserpasch mit dem ganzen Wurf auf einer Figur gibt einem toten Team eine Figur oder lässt einen toten Spieler eine stehlen.</translation>
    </message>
    <message>
        <source>The wave&apos;s end shift lands</source>
        <translation>Die Verschiebung am Wellenende landet</translation>
    </message>
    <message>
        <source>Men moved upstream at a wave&apos;s end land where they arrive (snakes, bumps, ladders).</source>
        <translation>Am Ende einer Welle stromaufwärts versetzte Figuren landen dort, wo sie ankommen (Schlangen, Stöße, Leitern).</translation>
    </message>
    <message>
        <source>Boss wave</source>
        <translation>Bosswelle</translation>
    </message>
    <message>
        <source>After the last wave a boss appears; the team wins by destroying it.</source>
        <translation>Nach der letzten Welle erscheint ein Boss; das Team gewinnt, indem es ihn vernichtet.</translation>
    </message>
    <message>
        <source>Boss abilities</source>
        <translation>Fähigkeiten des Bosses</translation>
    </message>
    <message>
        <source>Abilities the boss is given.</source>
        <translation>Fähigkeiten, die der Boss bekommt.</translation>
    </message>
    <message>
        <source>The boss within one wave</source>
        <translation>Der Boss in einer Welle</translation>
    </message>
    <message>
        <source>The boss must be destroyed before its wave ends, or the team loses.</source>
        <translation>Der Boss muss vernichtet sein, bevor seine Welle endet, sonst verliert das Team.</translation>
    </message>
    <message>
        <source>Snakes and ladders, 100 steps</source>
        <translation>Leiterspiel, 100 Felder</translation>
    </message>
    <message>
        <source>Chessboard, 64 steps</source>
        <translation>Schachbrett, 64 Felder</translation>
    </message>
    <message>
        <source>Someone is alive</source>
        <translation>Jemand lebt</translation>
    </message>
    <message>
        <source>Every team is alive</source>
        <translation>Jedes Team lebt</translation>
    </message>
    <message>
        <source>A man is on the board</source>
        <translation>Eine Figur steht auf dem Brett</translation>
    </message>
    <message>
        <source>Toward the upstream man</source>
        <translation>Zur Figur stromaufwärts</translation>
    </message>
    <message>
        <source>Toward the downstream man</source>
        <translation>Zur Figur stromabwärts</translation>
    </message>
    <message>
        <source>The same dice again</source>
        <translation>Dieselben Würfel noch einmal</translation>
    </message>
    <message>
        <source>Only the dice left</source>
        <translation>Nur die übrigen Würfel</translation>
    </message>
    <message>
        <source>Monsters of the waves</source>
        <translation>Monster der Wellen</translation>
    </message>
    <message>
        <source>Every monster, dead players&apos; too</source>
        <translation>Jedes Monster, auch die toter Spieler</translation>
    </message>
    <message>
        <source>A six-sided die</source>
        <translation>Ein sechsseitiger Würfel</translation>
    </message>
    <message>
        <source>The game&apos;s die</source>
        <translation>Der Würfel des Spiels</translation>
    </message>
    <message>
        <source>Move monsters</source>
        <translation>Ziehen Monster</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verfallen</translation>
    </message>
    <message>
        <source>Crew price factor</source>
        <translation>Preisfaktor Besatzung</translation>
    </message>
    <message>
        <source>The Crew card&apos;s points cost this many times the score point price.</source>
        <translation>Die Punkte der Besatzungskarte kosten so viel mal den Preis eines Wertpunkts.</translation>
    </message>
    <message>
        <source>Propulsion price factor</source>
        <translation>Preisfaktor Antrieb</translation>
    </message>
    <message>
        <source>The Propulsion card&apos;s points cost this many times the score point price.</source>
        <translation>Die Punkte der Antriebskarte kosten so viel mal den Preis eines Wertpunkts.</translation>
    </message>
    <message>
        <source>Fire Control price factor</source>
        <translation>Preisfaktor Feuerleitung</translation>
    </message>
    <message>
        <source>The Fire Control card&apos;s points cost this many times the score point price.</source>
        <translation>Die Punkte der Feuerleitungskarte kosten so viel mal den Preis eines Wertpunkts.</translation>
    </message>
    <message>
        <source>Shield Generator price factor</source>
        <translation>Preisfaktor Schildgenerator</translation>
    </message>
    <message>
        <source>The Shield Generator card&apos;s points cost this many times the score point price.</source>
        <translation>Die Punkte der Schildgeneratorkarte kosten so viel mal den Preis eines Wertpunkts.</translation>
    </message>
    <message>
        <source>Weapon price factor</source>
        <translation>Preisfaktor Waffe</translation>
    </message>
    <message>
        <source>The Weapon card&apos;s points cost this many times the score point price.</source>
        <translation>Die Punkte der Waffenkarte kosten so viel mal den Preis eines Wertpunkts.</translation>
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
        <source>Skill against luck</source>
        <translation>Können gegen Glück</translation>
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
    <message>
        <source>%1 as P1 against random players won %2 (95% interval %3); skill index %4. %5</source>
        <translation>%1 als P1 gegen zufällige Spieler gewann %2 (95-%-Intervall %3); Können-Index %4. %5</translation>
    </message>
    <message>
        <source>Win rate per player (95% interval)</source>
        <translation>Gewinnrate je Spieler (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Decisions per player and game: mean %1, median %2.</source>
        <translation>Entscheidungen je Spieler und Partie: Mittelwert %1, Median %2.</translation>
    </message>
    <message>
        <source>Where things happen</source>
        <translation>Wo etwas geschieht</translation>
    </message>
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
    <message numerus="yes">
        <source>Not listed: %n event(s) that cannot happen on this design (pieces or waves it does not have) and did not.</source>
        <translation>
            <numerusform>Nicht aufgeführt: %n Ereignis, das in diesem Entwurf nicht eintreten kann (Teile oder Wellen, die er nicht hat) und nicht eintrat.</numerusform>
            <numerusform>Nicht aufgeführt: %n Ereignisse, die in diesem Entwurf nicht eintreten können (Teile oder Wellen, die er nicht hat) und nicht eintraten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each map shows events on the board per game (a cell&apos;s events over the run divided by its games), so long games do not look hotter; a darker cell saw more. Point at a cell for its figure and the share of games in which it saw an event. Where seats differ, choose a seat to see the events its own decisions led to.</source>
        <translation>Jede Karte zeigt Ereignisse auf dem Spielbrett je Partie (die Ereignisse eines Feldes im Lauf geteilt durch seine Partien), sodass lange Partien nicht heißer aussehen; ein dunkleres Feld sah mehr. Zeigen Sie auf ein Feld für seinen Wert und den Anteil der Partien, in denen es ein Ereignis sah. Wo sich die Plätze unterscheiden, wählen Sie einen Platz, um die Ereignisse zu sehen, zu denen seine eigenen Entscheidungen führten.</translation>
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
        <extracomment>%1 moves analysed so far of %2</extracomment>
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
    <name>StreamwaySiegeBoardEditor</name>
    <message>
        <source>Change the streamway&apos;s size</source>
        <translation>Größe des Pfads ändern</translation>
    </message>
    <message>
        <source>Add a snake</source>
        <translation>Schlange hinzufügen</translation>
    </message>
    <message>
        <source>Add a ladder</source>
        <translation>Leiter hinzufügen</translation>
    </message>
    <message>
        <source>Move a snake</source>
        <translation>Schlange verschieben</translation>
    </message>
    <message>
        <source>Move a ladder</source>
        <translation>Leiter verschieben</translation>
    </message>
    <message>
        <source>Delete a snake</source>
        <translation>Schlange löschen</translation>
    </message>
    <message>
        <source>Delete a ladder</source>
        <translation>Leiter löschen</translation>
    </message>
    <message>
        <source>Lock or unlock a piece</source>
        <translation>Teil sperren oder freigeben</translation>
    </message>
    <message>
        <source>Randomize the board</source>
        <translation>Brett auswürfeln</translation>
    </message>
    <message>
        <source>the snake %1-&gt;%2</source>
        <translation>die Schlange %1-&gt;%2</translation>
    </message>
    <message>
        <source>the ladder %1-&gt;%2</source>
        <translation>die Leiter %1-&gt;%2</translation>
    </message>
    <message>
        <source>%1 must lead downstream (its tail after its head), at step %2</source>
        <extracomment>%1 a snake (&quot;the snake 9-&gt;5&quot;), %2 a step number</extracomment>
        <translation>%1 muss stromabwärts führen (ihr Schwanz hinter ihrem Kopf), auf Feld %2</translation>
    </message>
    <message>
        <source>%1 must lead upstream (its top before its bottom), at step %2</source>
        <extracomment>%1 a ladder (&quot;the ladder 5-&gt;9&quot;), %2 a step number</extracomment>
        <translation>%1 muss stromaufwärts führen (ihr oberes Ende vor ihrem unteren), auf Feld %2</translation>
    </message>
    <message>
        <source>%1 ends off the board, at step %2</source>
        <extracomment>%1 a snake or ladder, %2 a step number</extracomment>
        <translation>%1 endet außerhalb des Bretts, auf Feld %2</translation>
    </message>
    <message>
        <source>%1 ends on the first step, step %2</source>
        <extracomment>%1 a snake or ladder, %2 the step number (1)</extracomment>
        <translation>%1 endet auf dem ersten Feld, Feld %2</translation>
    </message>
    <message>
        <source>%1 ends on the last step, step %2</source>
        <extracomment>%1 a snake or ladder, %2 the last step&apos;s number</extracomment>
        <translation>%1 endet auf dem letzten Feld, Feld %2</translation>
    </message>
    <message>
        <source>step %1 holds two snake or ladder ends (%2)</source>
        <extracomment>%1 a step number, %2 the snake or ladder that would put a second end there</extracomment>
        <translation>Auf Feld %1 liegen zwei Enden von Schlangen oder Leitern (%2)</translation>
    </message>
    <message>
        <source>the streamway must have 8..%1 steps</source>
        <translation>der Pfad muss 8 bis %1 Felder haben</translation>
    </message>
    <message>
        <source>the grid&apos;s columns must be 0 (a bare path) up to the steps</source>
        <translation>das Raster hat 0 Spalten (ein bloßer Pfad) bis so viele, wie der Pfad Felder hat</translation>
    </message>
    <message>
        <source>at most %1 snakes and %1 ladders</source>
        <translation>höchstens %1 Schlangen und %1 Leitern</translation>
    </message>
    <message>
        <source>more pieces are locked than the board is to have</source>
        <translation>mehr Teile sind gesperrt, als das Brett haben soll</translation>
    </message>
    <message>
        <source>the length range must be 1 or more, its least no more than its most</source>
        <translation>die Längen müssen mindestens 1 sein, die kürzeste nicht länger als die längste</translation>
    </message>
    <message>
        <source>the tolerance must not be negative</source>
        <translation>die Toleranz darf nicht negativ sein</translation>
    </message>
    <message>
        <source>the streamway has too few steps for that many snakes and ladders</source>
        <translation>der Pfad hat zu wenige Felder für so viele Schlangen und Leitern</translation>
    </message>
    <message>
        <source>no board was found whose total climb and total drop are at most %1 apart; widen the tolerance or the lengths</source>
        <extracomment>%1 the tolerance, a number of steps</extracomment>
        <translation>kein Brett gefunden, dessen gesamter Aufstieg und gesamter Abstieg höchstens %1 auseinander liegen; erweitern Sie die Toleranz oder die Längen</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeBoardPresenter</name>
    <message>
        <source>%1: a man stands on a ladder&apos;s end. Click the other end to take the ladder, or the man to stay.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Eine Figur steht auf einem Leiterende. Klicke das andere Ende, um die Leiter zu nehmen, oder die Figur, um zu bleiben.</translation>
    </message>
    <message>
        <source>A monster is made: its abilities are rolled.</source>
        <translation>Ein Monster entsteht: seine Fähigkeiten werden ausgewürfelt.</translation>
    </message>
    <message>
        <source>The dice are rolled, one at a time.</source>
        <translation>Die Würfel werden gewürfelt, einer nach dem anderen.</translation>
    </message>
    <message>
        <source>%1: click your reserve to deploy a man onto step 1, or choose not to.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Klicke deine Reserve, um eine Figur auf Feld 1 einzusetzen, oder verzichte darauf.</translation>
    </message>
    <message>
        <source>%1: snake eyes! Click a monster to move it by a die first.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Einserpasch! Klicke zuerst ein Monster, um es um einen Würfel zu ziehen.</translation>
    </message>
    <message>
        <source>%1: no man is on the board. Click a monster to move it by a die.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Keine Figur steht auf dem Brett. Klicke ein Monster, um es um einen Würfel zu ziehen.</translation>
    </message>
    <message>
        <source>%1&apos;s team is dead: click another team&apos;s man to move him by a die.</source>
        <extracomment>%1 a player (P1) whose team is dead</extracomment>
        <translation>Das Team von %1 ist tot: Klicke die Figur eines anderen Teams, um sie um einen Würfel zu ziehen.</translation>
    </message>
    <message>
        <source>%1: click one of your men to move him by a die.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Klicke eine deiner Figuren, um sie um einen Würfel zu ziehen.</translation>
    </message>
    <message>
        <source>%1: boxcars! Click a team&apos;s reserve to steal a man from it.</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>%1: Sechserpasch! Klicke die Reserve eines Teams, um ihm eine Figur zu stehlen.</translation>
    </message>
    <message>
        <source>%1: boxcars! Click a dead team&apos;s reserve to give it a man.</source>
        <translation>%1: Sechserpasch! Klicke die Reserve eines toten Teams, um ihm eine Figur zu geben.</translation>
    </message>
    <message>
        <source>team %1 (%2)</source>
        <extracomment>%1 the team&apos;s number as the decisions name it (from 0), %2 its players (P1, P2)</extracomment>
        <translation>Team %1 (%2)</translation>
    </message>
    <message>
        <source>moves in any direction on the grid</source>
        <translation>zieht in jede Richtung des Rasters</translation>
    </message>
    <message>
        <source>throws men beside it on the grid</source>
        <translation>wirft Figuren neben sich im Raster</translation>
    </message>
    <message>
        <source>throws two full dice far</source>
        <translation>wirft zwei volle Würfel weit</translation>
    </message>
    <message>
        <source>takes two steps a turn</source>
        <translation>zieht zwei Felder je Zug</translation>
    </message>
    <message>
        <source>throws from two steps away</source>
        <translation>wirft aus zwei Feldern Entfernung</translation>
    </message>
    <message>
        <source>keeps taking dice after a throw</source>
        <translation>nimmt nach einem Wurf weiter Würfel</translation>
    </message>
    <message>
        <source>%1 in reserve, %2 on the board, %3 dead</source>
        <extracomment>%1 men in the team&apos;s reserve, %2 on the board, %3 dead</extracomment>
        <translation>%1 in Reserve, %2 auf dem Brett, %3 tot</translation>
    </message>
    <message>
        <source>The team is dead: this player moves other teams&apos; men.</source>
        <translation>Das Team ist tot: Dieser Spieler zieht Figuren anderer Teams.</translation>
    </message>
    <message>
        <source>Boss wave, round %1 of %2</source>
        <extracomment>%1 the wave, %2 the waves to survive, %3 the round, %4 the rounds of a wave</extracomment>
        <translation>Bosswelle, Runde %1 von %2</translation>
    </message>
    <message>
        <source>Wave %1 of %2, round %3 of %4</source>
        <translation>Welle %1 von %2, Runde %3 von %4</translation>
    </message>
    <message>
        <source>The team won: it survived the last wave.</source>
        <translation>Das Team hat gewonnen: Es hat die letzte Welle überstanden.</translation>
    </message>
    <message>
        <source>The team lost in wave %1.</source>
        <extracomment>%1 the wave in which the game was lost</extracomment>
        <translation>Das Team hat in Welle %1 verloren.</translation>
    </message>
    <message>
        <source>roll %1</source>
        <extracomment>%1 the die&apos;s face</extracomment>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>monster ability %1</source>
        <extracomment>%1 the ability&apos;s number (1..6)</extracomment>
        <translation>Monsterfähigkeit %1</translation>
    </message>
    <message>
        <source>deploy a man</source>
        <translation>eine Figur einsetzen</translation>
    </message>
    <message>
        <source>deploy no man</source>
        <translation>keine Figur einsetzen</translation>
    </message>
    <message>
        <source>move the monster on step %1 by %2</source>
        <extracomment>%1 a step of the streamway, %2 the die&apos;s value</extracomment>
        <translation>das Monster auf Feld %1 um %2 ziehen</translation>
    </message>
    <message>
        <source>move the man on step %1 by %2</source>
        <extracomment>%1 a step of the streamway, %2 the die&apos;s value</extracomment>
        <translation>die Figur auf Feld %1 um %2 ziehen</translation>
    </message>
    <message>
        <source>take the ladder</source>
        <translation>die Leiter nehmen</translation>
    </message>
    <message>
        <source>stay off the ladder</source>
        <translation>nicht auf die Leiter gehen</translation>
    </message>
    <message>
        <source>no boxcars reward</source>
        <translation>keine Belohnung für den Sechserpasch</translation>
    </message>
    <message>
        <source>steal a man from team %1</source>
        <extracomment>%1 a team&apos;s number as the decisions name teams (from 0)</extracomment>
        <translation>Team %1 eine Figur stehlen</translation>
    </message>
    <message>
        <source>give a man to team %1</source>
        <extracomment>%1 a team&apos;s number (from 0)</extracomment>
        <translation>Team %1 eine Figur geben</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeBoardView</name>
    <message>
        <source>Streamway Siege board</source>
        <translation>Brett von Streamway Siege</translation>
    </message>
    <message>
        <source>Boss wave</source>
        <translation>Bosswelle</translation>
    </message>
    <message>
        <source>Wave %1 of %2</source>
        <translation>Welle %1 von %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Dice of %1&apos;s turn</source>
        <translation>Würfel des Zugs von %1</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Boss on step %1: %2</source>
        <extracomment>%1 the step a monster stands on, %2 its abilities or &quot;no ability&quot;</extracomment>
        <translation>Boss auf Feld %1: %2</translation>
    </message>
    <message>
        <source>Monster on step %1: %2</source>
        <translation>Monster auf Feld %1: %2</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>keine Fähigkeit</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeDie</name>
    <message>
        <source>Die not rolled yet</source>
        <translation>Würfel noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>Die %1, used</source>
        <translation>Würfel %1, verbraucht</translation>
    </message>
    <message>
        <source>Die %1, to apply</source>
        <translation>Würfel %1, noch zu setzen</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeEditorPane</name>
    <message>
        <source>streamway</source>
        <extracomment>After the design picker: the page shows the design&apos;s streamway</extracomment>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Save board</source>
        <translation>Brett speichern</translation>
    </message>
    <message>
        <source>Write the streamway, its snakes and ladders into the design (Ctrl+S)</source>
        <translation>Den Pfad mit seinen Schlangen und Leitern in den Entwurf schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the saved board (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Brett (verwirft den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Schlange</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <source>Snakes drop %1 steps, ladders climb %2.</source>
        <extracomment>%1 and %2 numbers of steps</extracomment>
        <translation>Schlangen führen %1 Felder hinab, Leitern %2 hinauf.</translation>
    </message>
    <message>
        <source>Drag from one step to another to add a piece; drag a piece&apos;s end to move it.</source>
        <translation>Von einem Feld zu einem anderen ziehen fügt ein Teil hinzu; das Ende eines Teils ziehen verschiebt es.</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Anordnung</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Columns (0: a bare path)</source>
        <translation>Spalten (0: ein bloßer Pfad)</translation>
    </message>
    <message>
        <source>10 x 10 board</source>
        <translation>Brett 10 × 10</translation>
    </message>
    <message>
        <source>8 x 8 chessboard</source>
        <translation>Schachbrett 8 × 8</translation>
    </message>
    <message>
        <source>Snakes and ladders</source>
        <translation>Schlangen und Leitern</translation>
    </message>
    <message>
        <source>Snake %1: %2 → %3</source>
        <extracomment>%1 the snake&apos;s number, %2 its head, %3 its tail (steps)</extracomment>
        <translation>Schlange %1: %2 → %3</translation>
    </message>
    <message>
        <source>Locked</source>
        <translation>Gesperrt</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Ladder %1: %2 → %3</source>
        <extracomment>%1 the ladder&apos;s number, %2 its bottom, %3 its top (steps)</extracomment>
        <translation>Leiter %1: %2 → %3</translation>
    </message>
    <message>
        <source>Randomize</source>
        <translation>Auswürfeln</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Snakes</source>
        <translation>Schlangen</translation>
    </message>
    <message>
        <source>Ladders</source>
        <translation>Leitern</translation>
    </message>
    <message>
        <source>Shortest</source>
        <translation>Kürzeste</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <source>Climb vs drop within</source>
        <translation>Aufstieg gegen Abstieg höchstens</translation>
    </message>
    <message>
        <source>Randomize (locked pieces stay)</source>
        <translation>Auswürfeln (gesperrte Teile bleiben)</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeStreamway</name>
    <message>
        <source>Step %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>no ability</source>
        <translation>keine Fähigkeit</translation>
    </message>
    <message>
        <source>B</source>
        <comment>the boss monster, one letter</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>M</source>
        <comment>a monster, one letter</comment>
        <translation>M</translation>
    </message>
</context>
<context>
    <name>StreamwaySiegeTeam</name>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>Reserve %1 · on the board %2 · dead %3</source>
        <extracomment>%1 men in the reserve, %2 on the board, %3 dead</extracomment>
        <translation>Reserve %1 · auf dem Brett %2 · tot %3</translation>
    </message>
</context>
<context>
    <name>TitanNames</name>
    <message>
        <source>Crew</source>
        <translation>Besatzung</translation>
    </message>
    <message>
        <source>Propulsion</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Fire Control</source>
        <translation>Feuerleitung</translation>
    </message>
    <message>
        <source>Shield Generator</source>
        <translation>Schildgenerator</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Können</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Traction</source>
        <translation>Wendigkeit</translation>
    </message>
    <message>
        <source>Acuity</source>
        <translation>Schärfe</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Nachführung</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Coherence</source>
        <translation>Kohärenz</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Rate of Fire</source>
        <translation>Feuerrate</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Wucht</translation>
    </message>
    <message>
        <source>Area of Effect</source>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>hold</source>
        <extracomment>an Objective: hold a square</extracomment>
        <translation>Halten</translation>
    </message>
    <message>
        <source>demolition</source>
        <extracomment>an Objective: destroy a terrain marker</extracomment>
        <translation>Abriss</translation>
    </message>
    <message>
        <source>breakthrough</source>
        <extracomment>an Objective: leave across the enemy&apos;s edge</extracomment>
        <translation>Durchbruch</translation>
    </message>
    <message>
        <source>cripple</source>
        <extracomment>an Objective: destroy an enemy System</extracomment>
        <translation>Lahmlegen</translation>
    </message>
    <message>
        <source>end a round with the Titan on the marked square</source>
        <translation>eine Runde mit dem Titanen auf dem markierten Feld beenden</translation>
    </message>
    <message>
        <source>destroy the terrain on the marked square</source>
        <translation>das Gelände auf dem markierten Feld zerstören</translation>
    </message>
    <message>
        <source>exit across the enemy&apos;s home edge</source>
        <translation>über den gegnerischen Heimatrand hinausziehen</translation>
    </message>
    <message>
        <source>destroy one of the enemy&apos;s Systems</source>
        <translation>ein System des Gegners zerstören</translation>
    </message>
    <message>
        <source>open</source>
        <extracomment>terrain without Armour, Difficulty or Interference</extracomment>
        <translation>Offen</translation>
    </message>
    <message>
        <source>rubble</source>
        <translation>Schutt</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>Ruinen</translation>
    </message>
    <message>
        <source>hab-block</source>
        <extracomment>terrain: a habitation block, the hardest cover</extracomment>
        <translation>Wohnblock</translation>
    </message>
    <message>
        <source>N</source>
        <extracomment>compass direction north</extracomment>
        <translation>N</translation>
    </message>
    <message>
        <source>NE</source>
        <extracomment>compass direction north-east</extracomment>
        <translation>NO</translation>
    </message>
    <message>
        <source>E</source>
        <extracomment>compass direction east</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <source>SE</source>
        <extracomment>compass direction south-east</extracomment>
        <translation>SO</translation>
    </message>
    <message>
        <source>S</source>
        <extracomment>compass direction south</extracomment>
        <translation>S</translation>
    </message>
    <message>
        <source>SW</source>
        <extracomment>compass direction south-west</extracomment>
        <translation>SW</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>compass direction west</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <source>NW</source>
        <extracomment>compass direction north-west</extracomment>
        <translation>NW</translation>
    </message>
    <message>
        <source>undamaged</source>
        <translation>unbeschädigt</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>damage of a System or of terrain</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>Heavy</source>
        <extracomment>damage of a System or of terrain</extracomment>
        <translation>schwer</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
</context>
<context>
    <name>TitanomachiaBoardPresenter</name>
    <message>
        <source>accomplished</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>open</source>
        <extracomment>an Objective not yet accomplished or failed</extracomment>
        <translation>offen</translation>
    </message>
    <message>
        <source>resolving now</source>
        <translation>werden jetzt abgehandelt</translation>
    </message>
    <message>
        <source>resolve at the end of this turn</source>
        <translation>werden am Ende dieses Zuges abgehandelt</translation>
    </message>
    <message>
        <source>resolve at the end of %1&apos;s next turn</source>
        <extracomment>%1 a player (P2)</extracomment>
        <translation>werden am Ende des nächsten Zuges von %1 abgehandelt</translation>
    </message>
    <message>
        <source>Both Crews were destroyed in round %1: a draw.</source>
        <extracomment>%1 a round number</extracomment>
        <translation>Beide Besatzungen wurden in Runde %1 vernichtet: unentschieden.</translation>
    </message>
    <message>
        <source>%1&apos;s Crew was destroyed in round %2: %3 wins (tournament points: %4).</source>
        <extracomment>%1 the loser (P2), %2 a round number, %3 the winner (P1), %4 its tournament points</extracomment>
        <translation>Die Besatzung von %1 wurde in Runde %2 vernichtet: %3 gewinnt (Turnierpunkte: %4).</translation>
    </message>
    <message>
        <source>After the last round the Objective points are equal, %1 to %2: a draw.</source>
        <extracomment>%1 and %2 the players&apos; Objective points</extracomment>
        <translation>Nach der letzten Runde stehen die Auftragspunkte gleich, %1 zu %2: unentschieden.</translation>
    </message>
    <message>
        <source>After the last round %1 wins on Objective points, %2 to %3.</source>
        <extracomment>%1 the winner (P1), %2 its Objective points, %3 the other&apos;s</extracomment>
        <translation>Nach der letzten Runde gewinnt %1 nach Auftragspunkten, %2 zu %3.</translation>
    </message>
    <message>
        <source>The bids tie: a coin decides who goes first.</source>
        <translation>Die Gebote sind gleich: eine Münze entscheidet, wer beginnt.</translation>
    </message>
    <message>
        <source>%1: place the %2 marker in the enemy half.</source>
        <extracomment>%1 a player (P1), %2 an Objective (hold)</extracomment>
        <translation>%1: den Marker für %2 in der gegnerischen Hälfte setzen.</translation>
    </message>
    <message>
        <source>%1: activate a System or end the turn (Activation markers: %2).</source>
        <extracomment>%1 a player (P1), %2 Activation markers left</extracomment>
        <translation>%1: ein System aktivieren oder den Zug beenden (Aktivierungsmarker: %2).</translation>
    </message>
    <message>
        <source>%1: activate a System or pass (Activation markers: %2).</source>
        <translation>%1: ein System aktivieren oder passen (Aktivierungsmarker: %2).</translation>
    </message>
    <message>
        <source>%1: name a damaged System for Damage Control.</source>
        <translation>%1: ein beschädigtes System für die Schadensbehebung nennen.</translation>
    </message>
    <message>
        <source>%1: place the next Position marker (%2 of %3 steps made), or stop.</source>
        <extracomment>%1 a player, %2 steps made, %3 the most this activation allows (Speed)</extracomment>
        <translation>%1: den nächsten Positionsmarker setzen (%2 von %3 Schritten gemacht) oder aufhören.</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Schild</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Zielmarker</translation>
    </message>
    <message>
        <source>%1: lift a %2 to move it, or stop.</source>
        <extracomment>%1 a player, %2 the marker (Shield, Target)</extracomment>
        <translation>%1: einen %2 aufnehmen, um ihn zu versetzen, oder aufhören.</translation>
    </message>
    <message>
        <source>%1: place the lifted %2 on a new square.</source>
        <translation>%1: den aufgenommenen %2 auf ein neues Feld setzen.</translation>
    </message>
    <message>
        <source>%1: place a %2 (%3 of %4 placed), or stop.</source>
        <extracomment>%1 a player, %2 the marker (Shield, Target), %3 placed so far, %4 the most allowed</extracomment>
        <translation>%1: einen %2 setzen (%3 von %4 gesetzt) oder aufhören.</translation>
    </message>
    <message>
        <source>%1: fire on one of your Targets within Range.</source>
        <translation>%1: auf einen eigenen Zielmarker in Reichweite feuern.</translation>
    </message>
    <message>
        <source>%1: place an Area of Effect Blast next to %2, or stop.</source>
        <extracomment>%1 a player, %2 the fired Target&apos;s square</extracomment>
        <translation>%1: einen Streuungseinschlag neben %2 setzen oder aufhören.</translation>
    </message>
    <message>
        <source>%1: name the System of %2&apos;s Titan hit on %3 (Blasts left over: %4).</source>
        <extracomment>%1 the player naming, %2 the hit Titan&apos;s player, %3 a square, %4 Blasts left over</extracomment>
        <translation>%1: das getroffene System des Titanen von %2 auf %3 nennen (übrige Einschläge: %4).</translation>
    </message>
    <message>
        <source>exited across the enemy&apos;s edge</source>
        <translation>über den gegnerischen Rand hinausgezogen</translation>
    </message>
    <message>
        <source>on %1, facing %2</source>
        <extracomment>%1 a square (E10), %2 a compass direction (N)</extracomment>
        <translation>auf %1, Blick nach %2</translation>
    </message>
    <message>
        <source>Activation markers: %1 of %2</source>
        <extracomment>%1 Activation markers in the pool, %2 the Crew&apos;s Skill (the most the pool holds)</extracomment>
        <translation>Aktivierungsmarker: %1 von %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a System, %2 its damage (Light, Heavy, destroyed)
----------
%1 an Objective (hold), %2 its status (open, accomplished, failed)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>keine Schäden</translation>
    </message>
    <message>
        <source>Objectives: %1 · points %2</source>
        <extracomment>%1 the Objectives with their status, %2 the points they scored</extracomment>
        <translation>Aufträge: %1 · Punkte %2</translation>
    </message>
    <message>
        <source>Crew destroyed</source>
        <translation>Besatzung vernichtet</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round in play, %2 the rounds of a game</extracomment>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>coin: %1 goes first</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>Münze: %1 beginnt</translation>
    </message>
    <message>
        <source>objective marker on %1</source>
        <extracomment>%1 a square (C3)</extracomment>
        <translation>Auftragsmarker auf %1</translation>
    </message>
    <message>
        <source>activate %1</source>
        <extracomment>%1 a System (Fire Control)</extracomment>
        <translation>%1 aktivieren</translation>
    </message>
    <message>
        <source>end turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>repair %1</source>
        <extracomment>%1 a System</extracomment>
        <translation>%1 reparieren</translation>
    </message>
    <message>
        <source>step to %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>nach %1 schreiten</translation>
    </message>
    <message>
        <source>exit %1</source>
        <extracomment>%1 a compass direction (N)</extracomment>
        <translation>nach %1 hinausziehen</translation>
    </message>
    <message>
        <source>shield on %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>Schild auf %1</translation>
    </message>
    <message>
        <source>target on %1</source>
        <translation>Zielmarker auf %1</translation>
    </message>
    <message>
        <source>lift the shield on %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>Schild auf %1 aufnehmen</translation>
    </message>
    <message>
        <source>lift the target on %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>Zielmarker auf %1 aufnehmen</translation>
    </message>
    <message>
        <source>fire at %1</source>
        <extracomment>%1 a square</extracomment>
        <translation>auf %1 feuern</translation>
    </message>
    <message>
        <source>splash %1</source>
        <extracomment>%1 a square next to the fired Target: an Area of Effect Blast</extracomment>
        <translation>Streuung auf %1</translation>
    </message>
    <message>
        <source>stop</source>
        <extracomment>ends an activation</extracomment>
        <translation>aufhören</translation>
    </message>
    <message>
        <source>hit %1&apos;s %2</source>
        <extracomment>%1 the hit Titan&apos;s player (P2), %2 the System named</extracomment>
        <translation>%2 von %1 treffen</translation>
    </message>
</context>
<context>
    <name>TitanomachiaBoardView</name>
    <message>
        <source>Titanomachia board</source>
        <translation>Titanomachia-Spielbrett</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <extracomment>%1 the round in play, %2 the rounds of a game</extracomment>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Terrain: Armour · Difficulty · Interference (↓ damage). ○ Target, □ Shield, ● pending Blast, ⚑ Objective marker, ▲ Position marker and facing; colours are the players&apos;.</source>
        <translation>Gelände: Panzerung · Schwierigkeit · Störung (↓ Schaden). ○ Zielmarker, □ Schild, ● ausstehender Einschlag, ⚑ Auftragsmarker, ▲ Positionsmarker und Blickrichtung; die Farben sind die der Spieler.</translation>
    </message>
</context>
<context>
    <name>TitanomachiaSetupEditorPane</name>
    <message>
        <source>set-up</source>
        <extracomment>After the design picker: the page shows the design&apos;s set-up (Titans, terrain, Objectives)</extracomment>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Save set-up</source>
        <translation>Aufbau speichern</translation>
    </message>
    <message>
        <source>Write both Titans, their terrain, bids and Objectives into the design (Ctrl+S)</source>
        <translation>Beide Titanen, ihr Gelände, Gebote und Aufträge in den Entwurf schreiben (Strg+S)</translation>
    </message>
    <message>
        <source>Back to the saved set-up (drops the undo history)</source>
        <translation>Zurück zum gespeicherten Aufbau (verwirft den Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1: Titan %2 + terrain %3 + Objectives %4 + bid %5 = %6 of %7 (%8 left)</source>
        <extracomment>%1 a player (P1), %2..%5 points for the Titan, terrain, Objectives and bid, %6 their total, %7 the budget, %8 what is left</extracomment>
        <translation>%1: Titan %2 + Gelände %3 + Aufträge %4 + Gebot %5 = %6 von %7 (%8 übrig)</translation>
    </message>
    <message>
        <source>over the budget</source>
        <translation>über dem Budget</translation>
    </message>
    <message>
        <source>%1 %2·%3·%4 (%5 pt)</source>
        <extracomment>%1 a terrain type, %2 Armour, %3 Difficulty, %4 Interference, %5 its price in points</extracomment>
        <translation>%1 %2·%3·%4 (%5 P.)</translation>
    </message>
    <message>
        <source>Armour · Difficulty · Interference. Click squares of your half to place it.</source>
        <translation>Panzerung · Schwierigkeit · Störung. Klicke Felder deiner Hälfte an, um es zu legen.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Random terrain</source>
        <translation>Zufallsgelände</translation>
    </message>
    <message>
        <source>Fill this player&apos;s half from the seed, spending what its budget leaves for terrain</source>
        <translation>Die Hälfte dieses Spielers aus dem Startwert füllen und ausgeben, was sein Budget für Gelände übrig lässt</translation>
    </message>
    <message>
        <source>%1 — %2 pt</source>
        <extracomment>%1 a System, %2 its price in points</extracomment>
        <translation>%1 — %2 P.</translation>
    </message>
    <message>
        <source>Initiative bid</source>
        <translation>Initiativgebot</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Aufträge</translation>
    </message>
    <message>
        <source>%1: %2 (%3 pt)</source>
        <extracomment>%1 an Objective (hold), %2 what it asks, %3 its price in points</extracomment>
        <translation>%1: %2 (%3 P.)</translation>
    </message>
    <message>
        <source>Auto-build like the Warhound</source>
        <translation>Automatisch bauen wie der Warhound</translation>
    </message>
    <message>
        <source>Spend what the budget leaves after terrain, Objectives and bid on a Titan in the Warhound&apos;s proportions</source>
        <translation>Was das Budget nach Gelände, Aufträgen und Gebot übrig lässt, für einen Titanen in den Proportionen des Warhound ausgeben</translation>
    </message>
    <message>
        <source>Auto-build like the Reaver</source>
        <translation>Automatisch bauen wie der Reaver</translation>
    </message>
    <message>
        <source>Spend what the budget leaves after terrain, Objectives and bid on a Titan in the Reaver&apos;s proportions</source>
        <translation>Was das Budget nach Gelände, Aufträgen und Gebot übrig lässt, für einen Titanen in den Proportionen des Reaver ausgeben</translation>
    </message>
</context>
<context>
    <name>TitanomachiaSquare</name>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a square (E10), %2 its terrain type (ruins)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>TitanomachiaTitanPanel</name>
    <message>
        <source>%1 · %2 · Activation markers %3/%4 · points %5</source>
        <extracomment>%1 a player (P1), %2 its Titan&apos;s name, %3 Activation markers, %4 the Crew&apos;s Skill, %5 Objective points</extracomment>
        <translation>%1 · %2 · Aktivierungsmarker %3/%4 · Punkte %5</translation>
    </message>
    <message>
        <source>Crew destroyed</source>
        <translation>Besatzung vernichtet</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>hinausgezogen</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>Armour %1</source>
        <extracomment>%1 a System&apos;s Armour</extracomment>
        <translation>Panzerung %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 a score&apos;s name (Speed), %2 its value now; a damaged score adds its printed value</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 (of %3)</source>
        <translation>%1 %2 (von %3)</translation>
    </message>
    <message>
        <source>%1%2: %3 (by round %4)</source>
        <extracomment>%1 an Objective (hold), %2 its square or empty, %3 its status, %4 its deadline round</extracomment>
        <translation>%1%2: %3 (bis Runde %4)</translation>
    </message>
    <message>
        <source>Objectives: %1</source>
        <translation>Aufträge: %1</translation>
    </message>
    <message>
        <source>Blasts on %1: %2, %3</source>
        <extracomment>%1 a square (E5), %2 how many Blasts, %3 when they resolve</extracomment>
        <translation>Einschläge auf %1: %2, %3</translation>
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
    <message>
        <source>hand %1 of limit %2</source>
        <extracomment>%1 cards in the hand, %2 the player&apos;s hand limit now</extracomment>
        <translation>Hand %1 bei Limit %2</translation>
    </message>
    <message>
        <source>: over the limit</source>
        <translation>: über dem Limit</translation>
    </message>
    <message>
        <source>pawn on space %1</source>
        <extracomment>%1 a space of the ring (1..6)</extracomment>
        <translation>Spielfigur auf Feld %1</translation>
    </message>
    <message>
        <source>Codes: %1 of %2 entered%3</source>
        <extracomment>%1 codes entered, %2 codes needed to win, %3 their suits (or nothing)</extracomment>
        <translation>Codes: %1 von %2 eingegeben%3</translation>
    </message>
    <message>
        <source>Lost together.</source>
        <translation>Gemeinsam verloren.</translation>
    </message>
    <message>
        <source>The team won: %1 of the %2 codes needed are entered.</source>
        <extracomment>Torus Lab is cooperative: the players win together. %1 codes entered, %2 needed</extracomment>
        <translation>Das Team hat gewonnen: %1 der %2 nötigen Codes sind eingegeben.</translation>
    </message>
    <message>
        <source>The team lost: particles had to emerge and the board had no room left for them.</source>
        <translation>Das Team hat verloren: Partikel mussten erscheinen, und auf dem Brett war kein Platz mehr für sie.</translation>
    </message>
    <message>
        <source>The team lost: %1&apos;s hand limit fell to 0.</source>
        <extracomment>%1 a player (P2)</extracomment>
        <translation>Das Team hat verloren: Das Handlimit von %1 ist auf 0 gefallen.</translation>
    </message>
    <message>
        <source>The team lost: a space ran out of cards.</source>
        <translation>Das Team hat verloren: Ein Feld hat keine Karten mehr.</translation>
    </message>
    <message>
        <source>The team lost: the turn limit (%1) was reached before the codes were entered.</source>
        <extracomment>%1 the turn limit (a number of turns)</extracomment>
        <translation>Das Team hat verloren: Das Zuglimit (%1) war erreicht, bevor die Codes eingegeben waren.</translation>
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
    <name>TorusLabCardWords</name>
    <message>
        <source>A</source>
        <extracomment>a card rank: the ace</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>a card rank: the jack</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>a card rank: the queen</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>a card rank: the king</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>Plains</source>
        <extracomment>a basic land type (as Magic: The Gathering names it)</extracomment>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a basic land type (as Magic: The Gathering names it)</extracomment>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Swamp</source>
        <extracomment>a basic land type (as Magic: The Gathering names it)</extracomment>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Mountain</source>
        <extracomment>a basic land type (as Magic: The Gathering names it)</extracomment>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Forest</source>
        <extracomment>a basic land type (as Magic: The Gathering names it)</extracomment>
        <translation>Wald</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a playing card: %1 its rank, %2 its suit (plural): &quot;7 of hearts&quot;</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a card the designer named: %1 its name, %2 its rank and suit</extracomment>
        <translation>%1 (%2)</translation>
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
</context>
<context>
    <name>pb::gui::BatchController</name>
    <message>
        <source>Open a database first.</source>
        <translation>Öffnen Sie zuerst eine Datenbank.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ButterflyEffectEditor</name>
    <message>
        <source>The saved cards cannot be read (%1); the defaults are shown.</source>
        <translation>Die gespeicherten Karten sind nicht lesbar (%1); die Vorgaben werden gezeigt.</translation>
    </message>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Design %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Cards and boards saved.</source>
        <translation>Karten und Bretter gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The seed must be a whole number of at least 0, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>Imported the cards from %1.</source>
        <translation>Die Karten aus %1 importiert.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 ist nicht schreibbar: %2</translation>
    </message>
    <message>
        <source>Exported the cards to %1.</source>
        <translation>Die Karten nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zugweite</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>n</source>
        <extracomment>The number n of an evolution card&apos;s effect, as its column is headed</extracomment>
        <translation>n</translation>
    </message>
    <message>
        <source>Green spots</source>
        <translation>Grüne Felder</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Locks</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <source>Species %1</source>
        <translation>Art %1</translation>
    </message>
    <message>
        <source>Evolution card %1</source>
        <translation>Evolutionskarte %1</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>Arten</translation>
    </message>
    <message>
        <source>Evolution cards</source>
        <translation>Evolutionskarten</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 a card&apos;s name or a board, %2 a column or part of it (&quot;Lion, Move&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Board of the past</source>
        <translation>Brett der Vergangenheit</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1 is not within %2..%3</source>
        <translation>%1 liegt nicht in %2..%3</translation>
    </message>
    <message>
        <source>a name is needed</source>
        <translation>ein Name wird gebraucht</translation>
    </message>
    <message>
        <source>a pattern fits in %1 × %1 cells</source>
        <translation>ein Muster passt in %1 × %1 Felder</translation>
    </message>
    <message>
        <source>a pattern is drawn as rows of X (a cell) and . (none)</source>
        <translation>ein Muster wird als Zeilen aus X (ein Feld) und . (keins) gezeichnet</translation>
    </message>
    <message>
        <source>a pattern needs at least one cell</source>
        <translation>ein Muster braucht mindestens ein Feld</translation>
    </message>
    <message>
        <source>not a list of squares</source>
        <translation>keine Liste von Feldern</translation>
    </message>
    <message>
        <source>at most %1 squares</source>
        <translation>höchstens %1 Felder</translation>
    </message>
    <message>
        <source>a square lies off the %1 × %1 board</source>
        <translation>ein Feld liegt außerhalb des Bretts von %1 × %1</translation>
    </message>
    <message>
        <source>a square is listed twice</source>
        <translation>ein Feld steht zweimal in der Liste</translation>
    </message>
    <message>
        <source>a board needs at least one city</source>
        <translation>ein Brett braucht mindestens eine Stadt</translation>
    </message>
    <message>
        <source>%1 would be a green spot and a city; a square is one or the other</source>
        <translation>%1 wäre grünes Feld und Stadt; ein Feld ist das eine oder das andere</translation>
    </message>
    <message>
        <source>six species are needed: three animals, then three plants</source>
        <translation>sechs Arten werden gebraucht: drei Tiere, dann drei Pflanzen</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>ist nicht lesbar</translation>
    </message>
    <message>
        <source>at most %1 evolution cards</source>
        <translation>höchstens %1 Evolutionskarten</translation>
    </message>
    <message>
        <source>an effect is needed</source>
        <translation>eine Wirkung wird gebraucht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an effect of the list</source>
        <translation>„%1“ ist keine Wirkung der Liste</translation>
    </message>
    <message>
        <source>&quot;%1&quot; would name two cards</source>
        <translation>„%1“ würde zwei Karten benennen</translation>
    </message>
    <message>
        <source>each seat&apos;s deck must hold %1 to %2 cards</source>
        <translation>der Stapel jedes Spielers muss %1 bis %2 Karten halten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not part of a set-up</source>
        <translation>„%1“ gehört nicht zu einer Aufstellung</translation>
    </message>
    <message>
        <source>both eras share one board; the parameter &quot;%1&quot; lets the past have its own</source>
        <translation>beide Epochen teilen ein Brett; der Parameter „%1“ gibt der Vergangenheit ein eigenes</translation>
    </message>
    <message>
        <source>the set-up needs at least %1 green spots</source>
        <translation>die Aufstellung braucht mindestens %1 grüne Felder</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <extracomment>%1 the field (&quot;Lion, Move&quot;, &quot;Board of the past&quot;), %2 the problem</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>„%1“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not within %2..%3</source>
        <translation>„%1“ liegt nicht in %2..%3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a pattern (1 to 4 rows of 1 to 4 &apos;X&apos; or &apos;.&apos;, joined by &apos;/&apos;, at least one X, e.g. X./XX)</source>
        <translation>„%1“ ist kein Muster (1 bis 4 Zeilen aus 1 bis 4 „X“ oder „.“, durch „/“ verbunden, mindestens ein X, z. B. X./XX)</translation>
    </message>
    <message>
        <source>a value is needed here</source>
        <translation>hier wird ein Wert gebraucht</translation>
    </message>
    <message>
        <source>&apos;%1&apos; names two cards</source>
        <translation>„%1“ benennt zwei Karten</translation>
    </message>
    <message>
        <source>more than %1 species</source>
        <translation>mehr als %1 Spezies</translation>
    </message>
    <message>
        <source>more than %1 evolution cards</source>
        <translation>mehr als %1 Evolutionskarten</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an effect (%2)</source>
        <translation>„%1“ ist kein Effekt (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither species nor evolution</source>
        <translation>„%1“ ist weder species noch evolution</translation>
    </message>
    <message>
        <source>the file has %1 species; it needs %2 (3 animals, then 3 plants)</source>
        <translation>die Datei hat %1 Spezies; sie braucht %2 (3 Tiere, dann 3 Pflanzen)</translation>
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
    <message>
        <source>Two standard decks</source>
        <translation>Zwei Standarddecks</translation>
    </message>
    <message>
        <source>Two 52-card decks shuffled together, no jokers: 104 cards.</source>
        <translation>Zwei Decks zu 52 Karten zusammengemischt, ohne Joker: 104 Karten.</translation>
    </message>
    <message>
        <source>Two decks and lands</source>
        <translation>Zwei Decks und Länder</translation>
    </message>
    <message>
        <source>The harder variant: two standard decks and 26 lands as a fifth suit, 130 cards. Set Suits to 5 and Codes to win to 5.</source>
        <translation>Die schwerere Variante: zwei Standarddecks und 26 Länder als fünfte Farbe, 130 Karten. Farben und Codes zum Sieg auf 5 stellen.</translation>
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
    <message>
        <source>The team won</source>
        <translation>Das Team hat gewonnen</translation>
    </message>
    <message>
        <source>The team lost</source>
        <translation>Das Team hat verloren</translation>
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
    <message>
        <source>Nothing to undo yet: no decision has been taken that Undo could take back.</source>
        <translation>Noch nichts rückgängig zu machen: Es gibt keine Entscheidung, die Rückgängig zurücknehmen könnte.</translation>
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
        <source>First player</source>
        <translation>Startspieler</translation>
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
        <extracomment>%1 a seat (P1), %2 its agent (MCTS (1,000 iterations))</extracomment>
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
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2) won in %n turns</source>
        <extracomment>%1 a seat (P1), %2 its agent (MCTS (1,000 iterations))</extracomment>
        <translation>
            <numerusform>%1 (%2) gewann in %n Zug</numerusform>
            <numerusform>%1 (%2) gewann in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
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
    <name>pb::gui::StreamwaySiegeBoardEditor</name>
    <message>
        <source>The saved board cannot be read (%1); the design&apos;s board is shown.</source>
        <translation>Das gespeicherte Brett kann nicht gelesen werden (%1); das Brett des Entwurfs wird gezeigt.</translation>
    </message>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Board saved.</source>
        <translation>Brett gespeichert.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Not taken: %1</source>
        <translation>Nicht übernommen: %1</translation>
    </message>
    <message>
        <source>A streamway has 8 to %1 steps and at most as many columns as steps.</source>
        <translation>Ein Pfad hat 8 bis %1 Felder und höchstens so viele Spalten wie Felder.</translation>
    </message>
    <message>
        <source>Drag from one step to another.</source>
        <translation>Von einem Feld zu einem anderen ziehen.</translation>
    </message>
    <message>
        <source>A board has at most %1 snakes.</source>
        <translation>Ein Brett hat höchstens %1 Schlangen.</translation>
    </message>
    <message>
        <source>A board has at most %1 ladders.</source>
        <translation>Ein Brett hat höchstens %1 Leitern.</translation>
    </message>
    <message>
        <source>The seed must be a whole number of at least 0, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Not drawn: %1</source>
        <translation>Nicht ausgewürfelt: %1</translation>
    </message>
</context>
<context>
    <name>pb::gui::TitanomachiaSetupEditor</name>
    <message>
        <source>set %1 %2 to %3</source>
        <extracomment>an undo step; %1 a System, %2 a score (Speed), %3 the new value</extracomment>
        <translation>%1 %2 auf %3 setzen</translation>
    </message>
    <message>
        <source>bid %1</source>
        <extracomment>an undo step; %1 the new bid</extracomment>
        <translation>Gebot %1</translation>
    </message>
    <message>
        <source>toggle %1</source>
        <extracomment>an undo step; %1 an Objective (hold)</extracomment>
        <translation>%1 an- oder abwählen</translation>
    </message>
    <message>
        <source>terrain on %1</source>
        <extracomment>an undo step; %1 a square (E5)</extracomment>
        <translation>Gelände auf %1</translation>
    </message>
    <message>
        <source>random terrain from seed %1</source>
        <extracomment>an undo step; %1 the seed</extracomment>
        <translation>Zufallsgelände aus Startwert %1</translation>
    </message>
    <message>
        <source>The saved set-up could not be read (%1); shown: the defaults.</source>
        <extracomment>%1 why the saved set-up could not be read</extracomment>
        <translation>Der gespeicherte Aufbau ließ sich nicht lesen (%1); gezeigt: die Vorgaben.</translation>
    </message>
    <message>
        <source>%1 must be %2 to %3.</source>
        <extracomment>%1 a score (Speed), %2 and %3 its bounds</extracomment>
        <translation>%1 muss zwischen %2 und %3 liegen.</translation>
    </message>
    <message>
        <source>A bid must be 0 to %1.</source>
        <extracomment>%1 the budget</extracomment>
        <translation>Ein Gebot muss zwischen 0 und %1 liegen.</translation>
    </message>
    <message>
        <source>A player needs at least one Objective.</source>
        <translation>Jeder Spieler braucht mindestens einen Auftrag.</translation>
    </message>
    <message>
        <source>Each player places terrain in its own home half.</source>
        <translation>Jeder Spieler legt Gelände in seine eigene Heimathälfte.</translation>
    </message>
    <message>
        <source>The seed must be a whole number, not &quot;%1&quot;.</source>
        <extracomment>%1 what the designer typed as a seed</extracomment>
        <translation>Der Startwert muss eine ganze Zahl sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <extracomment>%1 the rules&apos; reason, naming the player and field</extracomment>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Design %1 no longer exists.</source>
        <translation>Entwurf %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>Set-up saved.</source>
        <translation>Aufbau gespeichert.</translation>
    </message>
    <message>
        <source>auto-build Titan</source>
        <extracomment>an undo step</extracomment>
        <translation>Titan automatisch bauen</translation>
    </message>
    <message>
        <source>There is no Titan preset &quot;%1&quot;.</source>
        <extracomment>%1 what was asked for</extracomment>
        <translation>Es gibt keine Titanen-Vorlage „%1“.</translation>
    </message>
    <message>
        <source>Too few points left for a Titan: the smallest costs %1.</source>
        <extracomment>%1 points</extracomment>
        <translation>Zu wenig Punkte für einen Titanen übrig: der kleinste kostet %1.</translation>
    </message>
    <message>
        <source>Titan built for %1 points.</source>
        <translation>Titan für %1 Punkte gebaut.</translation>
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
