#include "butterfly_effect_print.h"

namespace pb::print::butterfly_effect {

const RulesetPrint& rulesetPrint() {
    static const ButterflyEffectPrint print;
    return print;
}

} // namespace pb::print::butterfly_effect
