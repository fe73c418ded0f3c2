// The main() of every grouped test executable: runs the one registered test
// file named by the first argument, or lists them.
#include "test_registry.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace pb::test {
namespace {

// Filled by static initialisers, so built on first use rather than as a
// global whose construction order against theirs is unspecified.
std::map<std::string, TestMain>& registry() {
    static std::map<std::string, TestMain> tests;
    return tests;
}

std::string baseName(const char* path) {
    std::string name(path);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

bool registerTest(const char* sourceFile, TestMain run) {
    const auto [it, inserted] = registry().emplace(baseName(sourceFile), run);
    if (!inserted) {
        std::fprintf(stderr, "test_registry: two test files are named %s\n", it->first.c_str());
        std::abort();
    }
    return true;
}

} // namespace pb::test

int main(int argc, char* argv[]) {
    const auto& tests = pb::test::registry();
    const auto found = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (found == tests.end()) {
        std::fprintf(stderr, "usage: %s TEST [Qt Test options]\n", argc > 0 ? argv[0] : "tests");
        if (argc > 1)
            std::fprintf(stderr, "no test named '%s'\n", argv[1]);
        std::fprintf(stderr, "tests:\n");
        for (const auto& [name, run] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    // The tests' own rulesets (rulesets.cmake, TEST_ONLY) are registered in
    // every test, and in the programs a test starts, as the shipped ones are.
    setenv("PLAYBENCH_TEST_RULESETS", "1", 1);
    // Qt Test sees the executable's name and its own options, as it would in
    // an executable of its own.
    std::vector<char*> args{argv[0]};
    args.insert(args.end(), argv + 2, argv + argc);
    args.push_back(nullptr);
    return found->second(static_cast<int>(args.size()) - 1, args.data());
}
