#include "streamway_siege_print.h"

namespace pb::print::streamway_siege {

const RulesetPrint& rulesetPrint() {
    static const StreamwaySiegePrint print;
    return print;
}

} // namespace pb::print::streamway_siege
