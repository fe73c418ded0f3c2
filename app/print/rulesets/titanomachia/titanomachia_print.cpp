#include "titanomachia_print.h"

namespace pb::print::titanomachia {

const RulesetPrint& rulesetPrint() {
    static const TitanomachiaPrint print;
    return print;
}

} // namespace pb::print::titanomachia
