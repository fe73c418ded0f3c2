<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CounterWords</name>
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
</context>
<context>
    <name>DemoWords</name>
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
</context>
<context>
    <name>HeatmapWords</name>
    <message>
        <source>moves of a man that ended on the step (deploying, snakes and ladders included)</source>
        <translation>Züge eines Mannes, die auf dem Feld endeten (Einsetzen, Schlangen und Leitern eingeschlossen)</translation>
    </message>
    <message>
        <source>moves of a monster that ended on the step (spawning included)</source>
        <translation>Züge eines Monsters, die auf dem Feld endeten (Erscheinen eingeschlossen)</translation>
    </message>
</context>
<context>
    <name>ParameterWords</name>
    <message>
        <source>Die faces</source>
        <translation>Würfelseiten</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Zufällig ausgelost</translation>
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
        <extracomment>%1 the team&apos;s number (from 1), %2 its players (P1, P2)</extracomment>
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
        <extracomment>%1 a team&apos;s number (from 1)</extracomment>
        <translation>Team %1 eine Figur stehlen</translation>
    </message>
    <message>
        <source>give a man to team %1</source>
        <extracomment>%1 a team&apos;s number (from 1)</extracomment>
        <translation>Team %1 eine Figur geben</translation>
    </message>
    <message>
        <source>team %1&apos;s man</source>
        <extracomment>A man (a playing piece) by his team, counted from 1</extracomment>
        <translation>Figur von Team %1</translation>
    </message>
    <message>
        <source>%1 enters on step %2</source>
        <extracomment>%1 a man (&quot;team 1&apos;s man&quot;), %2 a step</extracomment>
        <translation>%1 kommt auf Feld %2 ins Spiel</translation>
    </message>
    <message>
        <source>%1 moves past the end from step %2 and is lost</source>
        <extracomment>%1 a man, %2 the step he moved from</extracomment>
        <translation>%1 zieht von Feld %2 über das Ende hinaus und ist verloren</translation>
    </message>
    <message>
        <source>%1 moves from step %2 to step %3</source>
        <extracomment>%1 a man, %2 and %3 steps</extracomment>
        <translation>%1 zieht von Feld %2 auf Feld %3</translation>
    </message>
    <message>
        <source>%1 slides down snake %2 from step %3 to step %4</source>
        <extracomment>%1 a man, %2 the snake&apos;s number (from 1), %3 its head, %4 its tail</extracomment>
        <translation>%1 rutscht Schlange %2 von Feld %3 auf Feld %4 hinab</translation>
    </message>
    <message>
        <source>%1 climbs ladder %2 from step %3 to step %4</source>
        <extracomment>%1 a man, %2 the ladder&apos;s number (from 1), %3 its bottom, %4 its top</extracomment>
        <translation>%1 steigt Leiter %2 von Feld %3 auf Feld %4 hinauf</translation>
    </message>
    <message>
        <source>%1 goes down ladder %2 from step %3 to step %4</source>
        <extracomment>%1 a man, %2 the ladder&apos;s number (from 1), %3 its top, %4 its bottom</extracomment>
        <translation>%1 steigt Leiter %2 von Feld %3 auf Feld %4 hinab</translation>
    </message>
    <message>
        <source>%1 bumps %2 off step %3 back to the reserve</source>
        <extracomment>%1 the man landing, %2 the man he bumps, %3 their step</extracomment>
        <translation>%1 schlägt %2 von Feld %3 zurück in die Reserve</translation>
    </message>
    <message>
        <source>%1 bumps %2 from step %3 back to step %4</source>
        <extracomment>%1 the man landing, %2 the man he bumps, %3 their step, %4 where the bumped man goes</extracomment>
        <translation>%1 schlägt %2 von Feld %3 zurück auf Feld %4</translation>
    </message>
    <message>
        <source>%1 pushes %2 off the end from step %3: he is lost</source>
        <extracomment>%1 the man landing, %2 the man he pushes (of his own team), %3 their step</extracomment>
        <translation>%1 schiebt %2 von Feld %3 über das Ende hinaus: sie ist verloren</translation>
    </message>
    <message>
        <source>%1 pushes %2 from step %3 on to step %4</source>
        <extracomment>%1 the man landing, %2 the man he pushes, %3 their step, %4 the next step</extracomment>
        <translation>%1 schiebt %2 von Feld %3 weiter auf Feld %4</translation>
    </message>
    <message>
        <source>a monster throws %1 past the end from step %2: he is lost</source>
        <extracomment>%1 a man, %2 his step</extracomment>
        <translation>ein Monster wirft %1 von Feld %2 über das Ende hinaus: sie ist verloren</translation>
    </message>
    <message>
        <source>a monster throws %1 from step %2 to step %3</source>
        <extracomment>%1 a man, %2 and %3 steps</extracomment>
        <translation>ein Monster wirft %1 von Feld %2 auf Feld %3</translation>
    </message>
    <message>
        <source>the wave&apos;s end shifts %1 off step %2 back to the reserve</source>
        <extracomment>%1 a man, %2 his step</extracomment>
        <translation>das Ende der Welle verschiebt %1 von Feld %2 zurück in die Reserve</translation>
    </message>
    <message>
        <source>the wave&apos;s end shifts %1 from step %2 to step %3</source>
        <extracomment>%1 a man, %2 and %3 steps</extracomment>
        <translation>das Ende der Welle verschiebt %1 von Feld %2 auf Feld %3</translation>
    </message>
    <message>
        <source>the monster on step %1 moves to step %2</source>
        <extracomment>%1 and %2 steps</extracomment>
        <translation>das Monster auf Feld %1 zieht auf Feld %2</translation>
    </message>
    <message>
        <source>%1 throws the monster on step %2 past the end: it is destroyed</source>
        <extracomment>%1 a man, %2 the monster&apos;s step</extracomment>
        <translation>%1 wirft das Monster auf Feld %2 über das Ende hinaus: es ist vernichtet</translation>
    </message>
    <message>
        <source>%1 throws the monster on step %2 to step %3</source>
        <extracomment>%1 a man, %2 and %3 steps</extracomment>
        <translation>%1 wirft das Monster auf Feld %2 auf Feld %3</translation>
    </message>
    <message>
        <source>the monster slides down snake %1 from step %2 to step %3</source>
        <extracomment>%1 the snake&apos;s number (from 1), %2 and %3 steps</extracomment>
        <translation>das Monster rutscht Schlange %1 von Feld %2 auf Feld %3 hinab</translation>
    </message>
    <message>
        <source>the monster climbs ladder %1 from step %2 to step %3</source>
        <extracomment>%1 the ladder&apos;s number (from 1), %2 and %3 steps</extracomment>
        <translation>das Monster steigt Leiter %1 von Feld %2 auf Feld %3 hinauf</translation>
    </message>
    <message>
        <source>; </source>
        <extracomment>Between the events one decision set off, in the order they happened</extracomment>
        <translation>; </translation>
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
    <name>StreamwaySiegeBoardWords</name>
    <message>
        <source>start</source>
        <extracomment>the first step of the streamway</extracomment>
        <translation>Start</translation>
    </message>
    <message>
        <source>end</source>
        <extracomment>the last step of the streamway</extracomment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>M</source>
        <comment>a monster</comment>
        <extracomment>a monster on the printed streamway, as a one-letter piece</extracomment>
        <translation>M</translation>
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
    <name>StreamwaySiegePrint</name>
    <message>
        <source>Men</source>
        <translation>Männer</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Wave marker</source>
        <translation>Wellenmarker</translation>
    </message>
    <message>
        <source>Lay out the streamway: men go from its start (step 1) downstream to its end.</source>
        <translation>Legen Sie den Strom aus: Die Männer ziehen von seinem Anfang (Schritt 1) stromabwärts zu seinem Ende.</translation>
    </message>
    <message>
        <source>Teams: %1, all on one side against the monsters; every player has a turn.</source>
        <translation>Teams: %1, alle gemeinsam gegen die Monster; jeder Spieler ist am Zug.</translation>
    </message>
    <message>
        <source>Each team starts with %1 men in reserve, none on the board.</source>
        <translation>Jedes Team beginnt mit %1 Männern in Reserve, keiner auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Use %1-sided dice.</source>
        <translation>Verwenden Sie %1-seitige Würfel.</translation>
    </message>
    <message>
        <source>Put the wave marker on wave 1: a turn rolls one die per wave number; the game has %1 waves.</source>
        <translation>Legen Sie den Wellenmarker auf Welle 1: Ein Zug würfelt so viele Würfel wie die Nummer der Welle; das Spiel hat %1 Wellen.</translation>
    </message>
    <message>
        <source>Monsters start off the board; keep them at hand.</source>
        <translation>Die Monster beginnen neben dem Spielplan; halten Sie sie bereit.</translation>
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
    <name>pb::gui::StreamwaySiegeBoardEditor</name>
    <message>
        <source>The saved board cannot be read (%1); the design&apos;s board is shown.</source>
        <translation>Das gespeicherte Brett kann nicht gelesen werden (%1); das Brett des Entwurfs wird gezeigt.</translation>
    </message>
    <message>
        <source>Board saved.</source>
        <translation>Brett gespeichert.</translation>
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
</TS>
