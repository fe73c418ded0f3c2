# Unity builds: the files of one folder of a target are compiled a few at a
# time as one unit, so the Qt, nlohmann-json and Qt Test templates they share
# are instantiated (and, under the sanitizers, instrumented) once per group
# instead of once per file: half the compile time of the test executables.
# CI's presets turn it on (docs/reliability.md, "Build time"); the other builds
# compile each file alone, which keeps every file's own includes checked.
option(PLAYBENCH_UNITY "Compile the files of a folder in groups (unity build)" OFF)
set(PLAYBENCH_UNITY_GROUP_SIZE 8 CACHE STRING "Files per unity group")

# Puts each C++ file of `sources` (of `target`) in a unity
# group of at most PLAYBENCH_UNITY_GROUP_SIZE files of its own folder. Files
# of one group must not define the same name at namespace scope (two files'
# helpers `game()` would clash, or worse, overload each other): a file goes to
# the first group of its folder where none of its names is taken. A file with
# definitions of its own is compiled alone.
function(playbench_unity_group target)
    if(NOT PLAYBENCH_UNITY)
        return()
    endif()
    foreach(source IN LISTS ARGN)
        get_filename_component(path ${source} ABSOLUTE)
        if(NOT path MATCHES "\\.cpp$" OR path MATCHES "^${PROJECT_BINARY_DIR}/")
            continue()
        endif()
        get_property(own_flags SOURCE ${path} TARGET_DIRECTORY ${target} PROPERTY COMPILE_DEFINITIONS)
        if(own_flags)
            continue()
        endif()
        get_filename_component(folder ${path} DIRECTORY)
        # Relative, so the unit's name (and ccache's key) is the same in every clone.
        file(RELATIVE_PATH folder ${PROJECT_SOURCE_DIR} ${folder})
        string(MAKE_C_IDENTIFIER "${target}_${folder}" key)
        # The names a file defines at namespace scope: lines at column 0
        # (clang-format indents no namespace) that open a function, a type or a
        # constant, or name a namespace alias.
        file(STRINGS ${path} lines REGEX "^[A-Za-z_][^;]*[ *&]([A-Za-z_][A-Za-z0-9_]*)[(]|^(struct|class|enum|enum class|using) [A-Za-z_]|^(static |inline )*(constexpr|const|constinit) |^namespace [A-Za-z_][A-Za-z0-9_]* =")
        # A bracket would make CMake read the rest of the list as one element.
        string(REPLACE "[" " " lines "${lines}")
        string(REPLACE "]" " " lines "${lines}")
        set(names "")
        foreach(line IN LISTS lines)
            if(line MATCHES "^(static |inline )*(constexpr|const|constinit) [^=({]* [*&]*([A-Za-z_][A-Za-z0-9_]*) *(=|[{]| )")
                list(APPEND names ${CMAKE_MATCH_3})
            elseif(line MATCHES "^namespace ([A-Za-z_][A-Za-z0-9_]*) =")
                list(APPEND names ${CMAKE_MATCH_1})
            elseif(line MATCHES "^(struct|class|enum class|enum) ([A-Za-z_][A-Za-z0-9_]*)")
                list(APPEND names ${CMAKE_MATCH_2})
            elseif(line MATCHES "^using ([A-Za-z_][A-Za-z0-9_]*) =")
                list(APPEND names ${CMAKE_MATCH_1})
            elseif(line MATCHES "^using ")
            elseif(NOT line MATCHES "^(return|namespace|template|Q_|PLAYBENCH_|static_assert)"
                   AND line MATCHES "([A-Za-z_][A-Za-z0-9_]*)[(]")
                list(APPEND names ${CMAKE_MATCH_1})
            endif()
        endforeach()
        set(group 0)
        while(TRUE)
            get_property(count GLOBAL PROPERTY playbench_unity_${key}_${group}_count)
            get_property(taken GLOBAL PROPERTY playbench_unity_${key}_${group}_names)
            if(NOT count)
                set(count 0)
            endif()
            set(clash FALSE)
            foreach(name IN LISTS names)
                if(name IN_LIST taken)
                    set(clash TRUE)
                    break()
                endif()
            endforeach()
            if(count LESS PLAYBENCH_UNITY_GROUP_SIZE AND NOT clash)
                break()
            endif()
            math(EXPR group "${group} + 1")
        endwhile()
        math(EXPR count "${count} + 1")
        set_property(GLOBAL PROPERTY playbench_unity_${key}_${group}_count ${count})
        set_property(GLOBAL APPEND PROPERTY playbench_unity_${key}_${group}_names ${names})
        set_property(SOURCE ${source} TARGET_DIRECTORY ${target}
                     PROPERTY UNITY_GROUP "${key}_${group}")
    endforeach()
endfunction()

# Unity groups for the libraries of the product, after every folder has added
# its sources (a ruleset's folders add theirs to shared targets).
function(playbench_unity_libraries)
    if(NOT PLAYBENCH_UNITY)
        return()
    endif()
    foreach(target IN LISTS ARGN)
        if(NOT TARGET ${target})
            continue()
        endif()
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
        get_target_property(sources ${target} SOURCES)
        get_target_property(source_dir ${target} SOURCE_DIR)
        set(paths "")
        foreach(source IN LISTS sources)
            if(NOT IS_ABSOLUTE ${source})
                set(source ${source_dir}/${source})
            endif()
            list(APPEND paths ${source})
        endforeach()
        playbench_unity_group(${target} ${paths})
    endforeach()
endfunction()
