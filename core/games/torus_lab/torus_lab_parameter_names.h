#pragma once

// The names of Torus Lab's parameters, one constant each, so the
// ruleset that declares them, the game that reads them, the words that
// label them and the tests that set them cannot drift apart. Character
// arrays, so a name stands wherever its literal stood (a std::string, a
// JSON key, a table of const char*).

namespace pb::torus_lab::param {

inline constexpr char kHandSize[] = "handSize";
inline constexpr char kSpaceCount[] = "spaceCount";
inline constexpr char kStartSpace[] = "startSpace";
inline constexpr char kStartParticles[] = "startParticles";
inline constexpr char kHandLimit[] = "handLimit";
inline constexpr char kLimitPenalty[] = "limitPenalty";
inline constexpr char kNeutralizeMin[] = "neutralizeMin";
inline constexpr char kParticleCap[] = "particleCap";
inline constexpr char kCodeSize[] = "codeSize";
inline constexpr char kCodesToWin[] = "codesToWin";
inline constexpr char kBasicActions[] = "basicActions";
inline constexpr char kSpecialActions[] = "specialActions";
inline constexpr char kCollectCount[] = "collectCount";
inline constexpr char kSmallGroupMax[] = "smallGroupMax";
inline constexpr char kSmallActions[] = "smallActions";
inline constexpr char kSmallNeutralizeMin[] = "smallNeutralizeMin";
inline constexpr char kSmallCollectCount[] = "smallCollectCount";
inline constexpr char kDieSides[] = "dieSides";
inline constexpr char kEmergenceDie[] = "emergenceDie";
inline constexpr char kBasicActionRule[] = "basicActionRule";
inline constexpr char kSpendWindow[] = "spendWindow";
inline constexpr char kCollectTiming[] = "collectTiming";
inline constexpr char kNeutralizeAttempts[] = "neutralizeAttempts";
inline constexpr char kHandLimitCheck[] = "handLimitCheck";
inline constexpr char kPawnLegalSpace[] = "pawnLegalSpace";
inline constexpr char kParticleLegalSpace[] = "particleLegalSpace";
inline constexpr char kHeartRerollLimit[] = "heartRerollLimit";
inline constexpr char kClubsSurviveReroll[] = "clubsSurviveReroll";
inline constexpr char kSpadeSource[] = "spadeSource";
inline constexpr char kShareRule[] = "shareRule";
inline constexpr char kShareRecipients[] = "shareRecipients";
inline constexpr char kSpillRule[] = "spillRule";
inline constexpr char kNoRoomLoss[] = "noRoomLoss";
inline constexpr char kEmptyStackLoss[] = "emptyStackLoss";
inline constexpr char kStackSizing[] = "stackSizing";
inline constexpr char kCutSpread[] = "cutSpread";
inline constexpr char kOpenHands[] = "openHands";
inline constexpr char kOpenStacks[] = "openStacks";
inline constexpr char kRepeatActions[] = "repeatActions";
inline constexpr char kCollectUpTo[] = "collectUpTo";
inline constexpr char kSuitCount[] = "suitCount";
inline constexpr char kCardsPerSuit[] = "cardsPerSuit";
inline constexpr char kFifthSuitPower[] = "fifthSuitPower";
inline constexpr char kFirstPlayer[] = "firstPlayer";
inline constexpr char kMaxTurns[] = "maxTurns";

} // namespace pb::torus_lab::param
