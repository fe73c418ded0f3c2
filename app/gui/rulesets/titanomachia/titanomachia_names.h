#pragma once

#include <QCoreApplication>
#include <QString>

namespace pb::gui::titanomachia {

// The names of Titanomachia's pieces in the interface language, shared by the
// presenter, the decision texts and the words of parameters and counters. In
// English they are the designer's words, as the engine's decision texts use them.
class TitanNames {
    Q_DECLARE_TR_FUNCTIONS(TitanNames)

public:
    // "Fire Control"; System as in titanomachia_setup.h.
    static QString system(int system);
    // "Rate of Fire"; k as in kScoreNames (Armour apart).
    static QString score(int system, int k);
    static QString armour();
    // "hold"; ObjectiveType.
    static QString objective(int type);
    // What an Objective asks, in one line ("hold a square of the enemy half").
    static QString objectiveGoal(int type);
    // The designer's terrain type names: the four defaults translated, others as given.
    static QString terrain(const QString& name);
    // "N", "NE", ...; direction 0..7.
    static QString direction(int direction);
    // A square as the board's edges label it: column letter from A, row number from 1 ("E10").
    static QString square(int square);
    // Light, Heavy, destroyed, or "undamaged" for 0.
    static QString damage(int steps);
};

} // namespace pb::gui::titanomachia
