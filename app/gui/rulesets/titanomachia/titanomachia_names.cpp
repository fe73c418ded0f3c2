#include "rulesets/titanomachia/titanomachia_names.h"

#include "games/titanomachia/titanomachia_setup.h"

namespace pb::gui::titanomachia {

using namespace pb::titanomachia;

QString TitanNames::system(int system) {
    switch (system) {
    case kCrew:
        return tr("Crew");
    case kPropulsion:
        return tr("Propulsion");
    case kFireControl:
        return tr("Fire Control");
    case kShield:
        return tr("Shield Generator");
    case kWeapon:
        return tr("Weapon");
    default:
        return QString::number(system);
    }
}

QString TitanNames::score(int system, int k) {
    static const char* const names[kSystemCount][4] = {
        {QT_TR_NOOP("Skill"), QT_TR_NOOP("Stamina"), nullptr, nullptr},
        {QT_TR_NOOP("Speed"), QT_TR_NOOP("Traction"), nullptr, nullptr},
        {QT_TR_NOOP("Acuity"), QT_TR_NOOP("Gain"), nullptr, nullptr},
        {QT_TR_NOOP("Strength"), QT_TR_NOOP("Coherence"), nullptr, nullptr},
        {QT_TR_NOOP("Range"), QT_TR_NOOP("Rate of Fire"), QT_TR_NOOP("Power"),
         QT_TR_NOOP("Area of Effect")},
    };
    if (system < 0 || system >= kSystemCount || k < 0 || k >= 4 || !names[system][k])
        return {};
    return tr(names[system][k]);
}

QString TitanNames::armour() {
    return tr("Armour");
}

QString TitanNames::objective(int type) {
    switch (type) {
    case kHold:
        //: an Objective: hold a square
        return tr("hold");
    case kDemolition:
        //: an Objective: destroy a terrain marker
        return tr("demolition");
    case kBreakthrough:
        //: an Objective: leave across the enemy's edge
        return tr("breakthrough");
    case kCripple:
        //: an Objective: destroy an enemy System
        return tr("cripple");
    default:
        return QString::number(type);
    }
}

QString TitanNames::objectiveGoal(int type) {
    switch (type) {
    case kHold:
        return tr("end a round with the Titan on the marked square");
    case kDemolition:
        return tr("destroy the terrain on the marked square");
    case kBreakthrough:
        return tr("exit across the enemy's home edge");
    case kCripple:
        return tr("destroy one of the enemy's Systems");
    default:
        return {};
    }
}

QString TitanNames::terrain(const QString& name) {
    if (name == QLatin1String("open"))
        //: terrain without Armour, Difficulty or Interference
        return tr("open");
    if (name == QLatin1String("rubble"))
        return tr("rubble");
    if (name == QLatin1String("ruins"))
        return tr("ruins");
    if (name == QLatin1String("hab-block"))
        //: terrain: a habitation block, the hardest cover
        return tr("hab-block");
    return name;
}

QString TitanNames::direction(int direction) {
    switch (direction) {
    case 0:
        //: compass direction north
        return tr("N");
    case 1:
        //: compass direction north-east
        return tr("NE");
    case 2:
        //: compass direction east
        return tr("E");
    case 3:
        //: compass direction south-east
        return tr("SE");
    case 4:
        //: compass direction south
        return tr("S");
    case 5:
        //: compass direction south-west
        return tr("SW");
    case 6:
        //: compass direction west
        return tr("W");
    case 7:
        //: compass direction north-west
        return tr("NW");
    default:
        return QString::number(direction);
    }
}

QString TitanNames::square(int square) {
    if (square < 0 || square >= kSquares)
        return QString::number(square);
    return QChar(u'A' + square % kSide) + QString::number(square / kSide + 1);
}

QString TitanNames::damage(int steps) {
    switch (steps) {
    case 0:
        return tr("undamaged");
    case 1:
        //: damage of a System or of terrain
        return tr("Light");
    case 2:
        //: damage of a System or of terrain
        return tr("Heavy");
    default:
        return tr("destroyed");
    }
}

} // namespace pb::gui::titanomachia
