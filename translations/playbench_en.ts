<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckPanel</name>
    <message numerus="yes">
        <source>Plays %n random game(s), checking after every decision what every ruleset promises</source>
        <translation>
            <numerusform>Plays %n random game, checking after every decision what every ruleset promises</numerusform>
            <numerusform>Plays %n random games, checking after every decision what every ruleset promises</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckEditorPane</name>
    <message numerus="yes">
        <source>%n card(s) in %1 type(s)</source>
        <translation>
            <numerusform>%n card in %1 type</numerusform>
            <numerusform>%n cards in %1 type(s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeatmapGrid</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeatmapView</name>
    <message numerus="yes">
        <source>%n paired game(s): too few for intervals, so the map only describes.</source>
        <translation>
            <numerusform>%n paired game: too few for intervals, so the map only describes.</numerusform>
            <numerusform>%n paired games: too few for intervals, so the map only describes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s): no cell&apos;s difference is beyond noise.</source>
        <translation>
            <numerusform>%n paired game: no cell&apos;s difference is beyond noise.</numerusform>
            <numerusform>%n paired games: no cell&apos;s difference is beyond noise.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s); outlined cells are beyond noise: %1.</source>
        <translation>
            <numerusform>%n paired game; outlined cells are beyond noise: %1.</numerusform>
            <numerusform>%n paired games; outlined cells are beyond noise: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n paired game(s): the same in every cell.</source>
        <translation>
            <numerusform>%n paired game: the same in every cell.</numerusform>
            <numerusform>%n paired games: the same in every cell.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutlierGames</name>
    <message numerus="yes">
        <source>%1 (%2) won in %n turns</source>
        <extracomment>%1 a seat (P1), %2 its agent (MCTS (1,000 iterations))</extracomment>
        <translation>
            <numerusform>%1 (%2) won in %n turn</numerusform>
            <numerusform>%1 (%2) won in %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No single winner after %n turns</source>
        <translation>
            <numerusform>No single winner after %n turn</numerusform>
            <numerusform>No single winner after %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestPage</name>
    <message numerus="yes">
        <source>%n unfinished playtest(s) can be resumed where they stopped.</source>
        <translation>
            <numerusform>%n unfinished playtest can be resumed where it stopped.</numerusform>
            <numerusform>%n unfinished playtests can be resumed where they stopped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>#%1 %2 · started %3 · %4 · %n log row(s)</source>
        <extracomment>%1 game number, %2 design name, %3 when it started, %4 its seats</extracomment>
        <translation>
            <numerusform>#%1 %2 · started %3 · %4 · %n log row</numerusform>
            <numerusform>#%1 %2 · started %3 · %4 · %n log rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportResults</name>
    <message numerus="yes">
        <source>%1 · %Ln games · seed %2 · %3</source>
        <translation>
            <numerusform>%1 · %Ln game · seed %2 · %3</numerusform>
            <numerusform>%1 · %Ln games · seed %2 · %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportRuleUsageCard</name>
    <message numerus="yes">
        <source>Not listed: %n event(s) that cannot happen on this design (pieces or waves it does not have) and did not.</source>
        <translation>
            <numerusform>Not listed: %n event that cannot happen on this design (pieces or waves it does not have) and did not.</numerusform>
            <numerusform>Not listed: %n events that cannot happen on this design (pieces or waves it does not have) and did not.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message numerus="yes">
        <source>%1 · %n move(s) · %2 noted</source>
        <translation>
            <numerusform>%1 · %n move · %2 noted</numerusform>
            <numerusform>%1 · %n moves · %2 noted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n move(s)</source>
        <translation>
            <numerusform>%1 · %n move</numerusform>
            <numerusform>%1 · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lead change(s)</source>
        <translation>
            <numerusform>%n lead change</numerusform>
            <numerusform>%n lead changes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScriptHand</name>
    <message numerus="yes">
        <source>Hand of %1: %n card(s)</source>
        <extracomment>%1 a player (P1)</extracomment>
        <translation>
            <numerusform>Hand of %1: %n card</numerusform>
            <numerusform>Hand of %1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScriptPile</name>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <extracomment>%1 the pile&apos;s name in the script (Deck)</extracomment>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScriptRulesPane</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::BalanceController</name>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Choose an agent for the %n seat.</numerusform>
            <numerusform>Choose an agent for each of the %n seats.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::ComparisonController</name>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Choose an agent for the %n seat.</numerusform>
            <numerusform>Choose an agent for each of the %n seats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Design &quot;%1&quot; cannot be played by %n player(s): %2</source>
        <translation>
            <numerusform>Design &quot;%1&quot; cannot be played by %n player: %2</numerusform>
            <numerusform>Design &quot;%1&quot; cannot be played by %n players: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The primary metric is judged at the 4% level and the other %n metric(s) by Holm&apos;s correction at 1%, or at 5% once the primary difference is real: two designs that play alike get any metric called real in at most 5% of comparisons.</source>
        <translation>
            <numerusform>The primary metric is judged at the 4% level and the other %n metric by Holm&apos;s correction at 1%, or at 5% once the primary difference is real: two designs that play alike get any metric called real in at most 5% of comparisons.</numerusform>
            <numerusform>The primary metric is judged at the 4% level and the other %n metrics by Holm&apos;s correction at 1%, or at 5% once the primary difference is real: two designs that play alike get any metric called real in at most 5% of comparisons.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::DeckEditor</name>
    <message numerus="yes">
        <source>Deck saved: %n card(s).</source>
        <translation>
            <numerusform>Deck saved: %n card.</numerusform>
            <numerusform>Deck saved: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n card type(s) from %1.</source>
        <translation>
            <numerusform>Imported %n card type from %1.</numerusform>
            <numerusform>Imported %n card types from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n card type(s) to %1.</source>
        <translation>
            <numerusform>Exported %n card type to %1.</numerusform>
            <numerusform>Exported %n card types to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s), but the header has %1</source>
        <translation>
            <numerusform>%n field, but the header has %1</numerusform>
            <numerusform>%n fields, but the header has %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::PlaytestSession</name>
    <message numerus="yes">
        <source>Choose who plays each of the %n seat(s).</source>
        <translation>
            <numerusform>Choose who plays the %n seat.</numerusform>
            <numerusform>Choose who plays each of the %n seats.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::ReviewAnalysis</name>
    <message numerus="yes">
        <source>%n move(s) analysed and stored with the game.</source>
        <translation>
            <numerusform>%n move analysed and stored with the game.</numerusform>
            <numerusform>%n moves analysed and stored with the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::RunController</name>
    <message numerus="yes">
        <source>Choose an agent for each of the %n seats.</source>
        <translation>
            <numerusform>Choose an agent for the %n seat.</numerusform>
            <numerusform>Choose an agent for each of the %n seats.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The design cannot be played by %n player(s): %1</source>
        <translation>
            <numerusform>The design cannot be played by %n player: %1</numerusform>
            <numerusform>The design cannot be played by %n players: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pb::gui::RunListModel</name>
    <message numerus="yes">
        <source>Run %1 · %Ln games</source>
        <translation>
            <numerusform>Run %1 · %Ln game</numerusform>
            <numerusform>Run %1 · %Ln games</numerusform>
        </translation>
    </message>
</context>
</TS>
