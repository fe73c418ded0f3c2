#include "torus_lab_print.h"

namespace pb::print::torus_lab {

const RulesetPrint& rulesetPrint() {
    static const TorusLabPrint print;
    return print;
}

} // namespace pb::print::torus_lab
