#include "stability_print.h"

namespace pb::print::stability {

const RulesetPrint& rulesetPrint() {
    static const StabilityPrint print;
    return print;
}

} // namespace pb::print::stability
