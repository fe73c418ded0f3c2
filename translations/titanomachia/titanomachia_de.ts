<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CounterWords</name>
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
    <name>DemoWords</name>
    <message>
        <source>The decisive move.</source>
        <translation>Der entscheidende Zug.</translation>
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
    <name>HeatmapWords</name>
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
    <name>ParameterWords</name>
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
    <name>TitanomachiaBoardWords</name>
    <message>
        <source>open</source>
        <extracomment>terrain without Armour, Difficulty or Interference</extracomment>
        <translation>offen</translation>
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
        <source>Terrain: Armour · Difficulty · Interference. ⚑ Objective marker; colours are the players&apos;.</source>
        <translation>Gelände: Panzerung · Schwierigkeit · Störung. ⚑ Zielmarker; die Farben sind die der Spieler.</translation>
    </message>
</context>
<context>
    <name>TitanomachiaPrint</name>
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
        <source>Governs Activation markers. Activate: repair one other System a step.</source>
        <translation>Steuert die Aktivierungsmarker. Aktivieren: ein anderes System um eine Stufe reparieren.</translation>
    </message>
    <message>
        <source>Governs Position markers. Activate: move the Titan.</source>
        <translation>Steuert die Positionsmarker. Aktivieren: den Titanen bewegen.</translation>
    </message>
    <message>
        <source>Governs Target markers. Activate: place Targets within Acuity.</source>
        <translation>Steuert die Zielmarker. Aktivieren: Zielmarker innerhalb der Schärfe setzen.</translation>
    </message>
    <message>
        <source>Governs Shield markers. Activate: place Shields.</source>
        <translation>Steuert die Schildmarker. Aktivieren: Schilde platzieren.</translation>
    </message>
    <message>
        <source>Governs Blast markers. Activate: fire at your Targets.</source>
        <translation>Steuert die Einschlagsmarker. Aktivieren: auf Ihre Zielmarker feuern.</translation>
    </message>
    <message>
        <source>System cards</source>
        <translation>Systemkarten</translation>
    </message>
    <message>
        <source>Titanomachia
System card</source>
        <translation>Titanomachia
Systemkarte</translation>
    </message>
    <message>
        <source>Titan of player %1</source>
        <translation>Titan von Spieler %1</translation>
    </message>
    <message>
        <source>%1 (player %2)</source>
        <translation>%1 (Spieler %2)</translation>
    </message>
    <message>
        <source>Armour: %1</source>
        <translation>Panzerung: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Titans</source>
        <translation>Titanen</translation>
    </message>
    <message>
        <source>System markers</source>
        <translation>Systemmarker</translation>
    </message>
    <message>
        <source>Objective markers</source>
        <translation>Auftragsmarker</translation>
    </message>
    <message>
        <source>Terrain markers</source>
        <translation>Geländemarker</translation>
    </message>
    <message>
        <source>Lay out the 10 x 10 board; each player&apos;s home half is the five rows nearest them.</source>
        <translation>Legen Sie den Spielplan mit 10 x 10 Feldern aus; die Heimhälfte jedes Spielers sind die fünf Reihen vor ihm.</translation>
    </message>
    <message>
        <source>Player %1: place your terrain markers in your home half as the board shows, your Titan on its start square, and your Objective markers (%2).</source>
        <translation>Spieler %1: Legen Sie Ihre Geländemarker wie auf dem Spielplan gezeigt in Ihre Heimhälfte, Ihren Titanen auf sein Startfeld und Ihre Auftragsmarker (%2).</translation>
    </message>
    <message>
        <source>Player %1 bid %2 points for the first turn.</source>
        <translation>Spieler %1 hat %2 Punkte für den ersten Zug geboten.</translation>
    </message>
    <message>
        <source>The higher bid takes the first turn (a coin decides a tie).</source>
        <translation>Das höhere Gebot erhält den ersten Zug (bei Gleichstand entscheidet eine Münze).</translation>
    </message>
    <message>
        <source>Each player lays out their five System cards and takes Activation markers equal to Crew Skill.</source>
        <translation>Jeder Spieler legt seine fünf Systemkarten aus und nimmt so viele Aktivierungsmarker, wie das Können der Besatzung angibt.</translation>
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
        <extracomment>%1 why, naming the player</extracomment>
        <translation>Nicht gespeichert: %1</translation>
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
    <message>
        <source>%1 spends %2 points; the budget is %3.</source>
        <extracomment>%1 a player (P1), %2 the points its set-up costs, %3 the budget</extracomment>
        <translation>%1 gibt %2 Punkte aus; das Budget beträgt %3.</translation>
    </message>
</context>
</TS>
