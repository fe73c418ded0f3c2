<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
    <name>ButterflyEffectBoardWords</name>
    <message>
        <source>The past</source>
        <comment>an era&apos;s board</comment>
        <translation>Die Vergangenheit</translation>
    </message>
    <message>
        <source>The present</source>
        <comment>an era&apos;s board</comment>
        <translation>Die Gegenwart</translation>
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
    <name>ButterflyEffectPrint</name>
    <message>
        <source>Animals (Bastet)</source>
        <translation>Tiere (Bastet)</translation>
    </message>
    <message>
        <source>Plants (Osiris)</source>
        <translation>Pflanzen (Osiris)</translation>
    </message>
    <message>
        <source>Bastet&apos;s deck (animals)</source>
        <translation>Bastets Stapel (Tiere)</translation>
    </message>
    <message>
        <source>Osiris&apos; deck (plants)</source>
        <translation>Osiris&apos; Stapel (Pflanzen)</translation>
    </message>
    <message>
        <source>+%1 strength.</source>
        <translation>+%1 Stärke.</translation>
    </message>
    <message>
        <source>+%1 strength when defending.</source>
        <translation>+%1 Stärke bei der Verteidigung.</translation>
    </message>
    <message>
        <source>+%1 strength when attacking.</source>
        <translation>+%1 Stärke beim Angriff.</translation>
    </message>
    <message>
        <source>+%1 move.</source>
        <translation>+%1 Bewegung.</translation>
    </message>
    <message>
        <source>A beaten piece of this species survives on a die of %1 or more.</source>
        <translation>Eine geschlagene Figur dieser Art überlebt bei einem Wurf von %1 oder mehr.</translation>
    </message>
    <message>
        <source>Enemies starting a move next to this species move %1 less (at least 1).</source>
        <translation>Gegner, die neben dieser Art einen Zug beginnen, ziehen %1 weniger (mindestens 1).</translation>
    </message>
    <message>
        <source>%1 extra piece(s) after this species reproduces.</source>
        <translation>%1 zusätzliche Figur(en), nachdem sich diese Art vermehrt hat.</translation>
    </message>
    <message>
        <source>This species&apos; death pattern is only its own square.</source>
        <translation>Das Todesmuster dieser Art ist nur ihr eigenes Feld.</translation>
    </message>
    <message>
        <source>Reproduction and death pattern:</source>
        <translation>Vermehrungs- und Todesmuster:</translation>
    </message>
    <message>
        <source>Butterfly Effect
%1</source>
        <translation>Butterfly Effect
%1</translation>
    </message>
    <message>
        <source>Strength: %1</source>
        <translation>Stärke: %1</translation>
    </message>
    <message>
        <source>Move: %1</source>
        <translation>Bewegung: %1</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Gesundheit: %1</translation>
    </message>
    <message>
        <source>Evolution</source>
        <translation>Evolution</translation>
    </message>
    <message>
        <source>%1: pieces</source>
        <translation>%1: Figuren</translation>
    </message>
    <message>
        <source>Evolution markers</source>
        <translation>Evolutionsmarker</translation>
    </message>
    <message>
        <source>Player %1 plays the animals (Bastet), player %2 the plants (Osiris).</source>
        <translation>Spieler %1 spielt die Tiere (Bastet), Spieler %2 die Pflanzen (Osiris).</translation>
    </message>
    <message>
        <source>Lay out both boards, the past and the present, side by side.</source>
        <translation>Legen Sie beide Spielpläne, Vergangenheit und Gegenwart, nebeneinander aus.</translation>
    </message>
    <message>
        <source>Each player shuffles their own deck and draws a hand (cards: %1).</source>
        <translation>Jeder Spieler mischt seinen eigenen Stapel und zieht eine Hand (Karten: %1).</translation>
    </message>
    <message>
        <source>Each player takes one piece of each of their three species.</source>
        <translation>Jeder Spieler nimmt eine Figur von jeder seiner drei Arten.</translation>
    </message>
    <message>
        <source>Roll a die to choose who goes first.</source>
        <translation>Würfeln Sie aus, wer beginnt.</translation>
    </message>
    <message>
        <source>Taking turns, place those pieces on green spots of the present.</source>
        <translation>Setzen Sie diese Figuren abwechselnd auf grüne Felder der Gegenwart.</translation>
    </message>
    <message>
        <source>Taking turns, place those pieces on empty squares of the present.</source>
        <translation>Setzen Sie diese Figuren abwechselnd auf leere Felder der Gegenwart.</translation>
    </message>
    <message>
        <source>Win by controlling a city in the present and one in the past (turn ends to hold them: %1).</source>
        <translation>Es gewinnt, wer eine Stadt in der Gegenwart und eine in der Vergangenheit kontrolliert (zu haltende Zugenden: %1).</translation>
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
    <name>CounterWords</name>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
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
        <source>Reproductions of own species %1</source>
        <extracomment>%1 the player&apos;s species 1-3</extracomment>
        <translation>Vermehrungen der eigenen Art %1</translation>
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
</context>
<context>
    <name>DemoWords</name>
    <message>
        <source>The game ends here.</source>
        <translation>Hier endet das Spiel.</translation>
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
</context>
<context>
    <name>HeatmapWords</name>
    <message>
        <source>pieces that came onto the square of the past</source>
        <translation>Figuren, die auf das Feld der Vergangenheit kamen</translation>
    </message>
    <message>
        <source>pieces that came onto the square of the present</source>
        <translation>Figuren, die auf das Feld der Gegenwart kamen</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>Die faces</source>
        <translation>Würfelseiten</translation>
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
        <source>The seat that plays Bastet and the animals.</source>
        <translation>Der Platz, der Bastet und die Tiere spielt.</translation>
    </message>
</context>
<context>
    <name>pb::gui::ButterflyEffectEditor</name>
    <message>
        <source>The saved cards cannot be read (%1); the defaults are shown.</source>
        <translation>Die gespeicherten Karten sind nicht lesbar (%1); die Vorgaben werden gezeigt.</translation>
    </message>
    <message>
        <source>Cards and boards saved.</source>
        <translation>Karten und Bretter gespeichert.</translation>
    </message>
    <message>
        <source>The seed must be a whole number of at least 0, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
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
</TS>
