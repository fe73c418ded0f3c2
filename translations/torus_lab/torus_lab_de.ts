<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CounterWords</name>
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
</context>
<context>
    <name>DeckEditor</name>
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
    <name>DemoWords</name>
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
</context>
<context>
    <name>HeatmapWords</name>
    <message>
        <source>particles that came onto the space (emerged, spilled or pushed)</source>
        <translation>Teilchen, die auf das Feld kamen (entstanden, übergelaufen oder geschoben)</translation>
    </message>
    <message>
        <source>particles on the space at the end of each turn</source>
        <translation>Teilchen auf dem Feld am Ende jedes Zugs</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
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
        <source>%1 cards less %2 for each of %3 players leave %4, too few for %5 spaces: lower the starting hand or the spaces, or add cards.</source>
        <extracomment>%1 the cards of the deck, %2 the starting hand, %3 the players, %4 the cards left, %5 the spaces (each space needs a stack of at least one card)</extracomment>
        <translation>%1 Karten abzüglich %2 für jeden von %3 Spielern lassen %4 übrig, zu wenige für %5 Felder: Verkleinern Sie die Starthand oder die Zahl der Felder, oder fügen Sie Karten hinzu.</translation>
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
    <name>TorusLabBoardWords</name>
    <message>
        <source>Space %1</source>
        <extracomment>a space of the Torus Lab ring, where a stack of cards lies</extracomment>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>the die</source>
        <extracomment>the middle of the Torus Lab ring</extracomment>
        <translation>der Würfel</translation>
    </message>
    <message>
        <source>particles: up to %1</source>
        <extracomment>how many particles a space of the ring may hold</extracomment>
        <translation>Teilchen: bis zu %1</translation>
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
    <message>
        <source>Suit</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Two standard decks</source>
        <translation>Zwei Standarddecks</translation>
    </message>
    <message>
        <source>Two decks and lands</source>
        <translation>Zwei Decks und Länder</translation>
    </message>
    <message>
        <source>Two 52-card decks shuffled together, no jokers: 104 cards.</source>
        <translation>Zwei Decks zu 52 Karten zusammengemischt, ohne Joker: 104 Karten.</translation>
    </message>
    <message>
        <source>The harder variant: two standard decks and 26 lands as a fifth suit, 130 cards. Set Suits to 5 and Codes to win to 5.</source>
        <translation>Die schwerere Variante: zwei Standarddecks und 26 Länder als fünfte Farbe, 130 Karten. Farben und Codes zum Sieg auf 5 stellen.</translation>
    </message>
</context>
<context>
    <name>TorusLabDeckEditorPane</name>
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
        <source>%1: %2</source>
        <extracomment>%1 a player (P1), %2 the cards dealt to it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Hands dealt</source>
        <translation>Ausgeteilte Handkarten</translation>
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
    <name>TorusLabPrint</name>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>lands</source>
        <translation>Länder</translation>
    </message>
    <message>
        <source>Spend: roll a neutralization die again.</source>
        <translation>Ausgeben: einen Neutralisierungswurf wiederholen.</translation>
    </message>
    <message>
        <source>Spend: add 1 to a neutralization roll.</source>
        <translation>Ausgeben: 1 zu einem Neutralisierungswurf addieren.</translation>
    </message>
    <message>
        <source>Spend: move your pawn to an adjacent space.</source>
        <translation>Ausgeben: Ihre Spielfigur auf ein benachbartes Feld ziehen.</translation>
    </message>
    <message>
        <source>Spend: move a particle to an adjacent space.</source>
        <translation>Ausgeben: ein Teilchen auf ein benachbartes Feld ziehen.</translation>
    </message>
    <message>
        <source>Spend: counts as a card of any suit.</source>
        <translation>Ausgeben: zählt als Karte einer beliebigen Farbe.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a playing card: %1 its rank, %2 its suit (plural): &quot;7 of hearts&quot;</extracomment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>Lab deck</source>
        <translation>Laborstapel</translation>
    </message>
    <message>
        <source>Torus Lab</source>
        <translation>Torus Lab</translation>
    </message>
    <message>
        <source>Suit: %1</source>
        <translation>Farbe: %1</translation>
    </message>
    <message>
        <source>Rank: %1</source>
        <translation>Wert: %1</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Spielfiguren</translation>
    </message>
    <message>
        <source>Particles</source>
        <translation>Teilchen</translation>
    </message>
    <message>
        <source>Code markers</source>
        <translation>Codemarker</translation>
    </message>
    <message>
        <source>Shuffle the lab deck and deal each player their hand (cards each: %1).</source>
        <translation>Mischen Sie den Laborstapel und teilen Sie jedem Spieler seine Hand aus (Karten je Spieler: %1).</translation>
    </message>
    <message>
        <source>Cut the rest into %1 face-up stacks in a ring, numbered clockwise from 1: each stack is a space.</source>
        <translation>Teilen Sie den Rest in %1 offene Stapel im Kreis, im Uhrzeigersinn ab 1 nummeriert: Jeder Stapel ist ein Feld.</translation>
    </message>
    <message>
        <source>Put every pawn on space %1.</source>
        <translation>Stellen Sie alle Spielfiguren auf Feld %1.</translation>
    </message>
    <message>
        <source>Particles on each other space: %1.</source>
        <translation>Teilchen auf jedem anderen Feld: %1.</translation>
    </message>
    <message>
        <source>Hand limit: %1 cards.</source>
        <translation>Handlimit: %1 Karten.</translation>
    </message>
    <message>
        <source>With %1 or fewer players: %2 basic and %3 special actions a turn, neutralize on %4 or more, collect the top %5 cards.</source>
        <translation>Mit %1 oder weniger Spielern: %2 Grund- und %3 Sonderaktionen pro Zug, Neutralisieren ab %4, die obersten %5 Karten nehmen.</translation>
    </message>
    <message>
        <source>Actions each turn: basic %1, special %2; neutralize on %3 or more.</source>
        <translation>Aktionen pro Zug: Grundaktionen %1, Sonderaktionen %2; Neutralisieren ab %3.</translation>
    </message>
    <message>
        <source>Win together by entering %1 codes, each of %2 cards of one suit.</source>
        <translation>Gewinnen Sie gemeinsam, indem Sie %1 Codes eingeben, jeden aus %2 Karten einer Farbe.</translation>
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
    <name>TorusLabStackCard</name>
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
    <name>pb::gui::TorusLabDealPreview</name>
    <message>
        <source>The seed must be a whole number of at least 0, not &apos;%1&apos;.</source>
        <translation>Der Startwert muss eine ganze Zahl ab 0 sein, nicht „%1“.</translation>
    </message>
</context>
</TS>
