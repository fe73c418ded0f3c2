# How a ruleset joins the build through its one line in rulesets.cmake.
#
# playbench_ruleset(<name> [ROOT <folder>] [TEST_ONLY])
#   <name> is the ruleset's folder and C++ namespace (pb::<name>). Its layers
#   live in core/games/<name>/, app/gui/rulesets/<name>/, qml/boards/<name>/,
#   app/print/rulesets/<name>/ and tests/<area>/<name>/; with ROOT they live in
#   <folder>/core, <folder>/gui, <folder>/qml, <folder>/print and
#   <folder>/tests/<area> instead (a ruleset kept outside the
#   product's folders, as the tests' own ruleset is). A TEST_ONLY ruleset is
#   built only with the tests, and the registries show it only to a process
#   that sets PLAYBENCH_TEST_RULESETS=1 (every test executable does).
#
# Each layer's CMakeLists calls playbench_add_ruleset_layer(<layer>) where its
# rulesets' folders belong; a ruleset's folder there adds its sources to the
# layer's target. Layers without the folder are skipped, so a ruleset may
# start with its core alone.

set_property(GLOBAL PROPERTY PLAYBENCH_RULESETS "")

function(playbench_ruleset name)
    cmake_parse_arguments(ARG "TEST_ONLY" "ROOT" "" ${ARGN})
    if(ARG_TEST_ONLY AND NOT BUILD_TESTING)
        return()
    endif()
    set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESETS ${name})
    if(ARG_ROOT)
        set_property(GLOBAL PROPERTY PLAYBENCH_RULESET_ROOT_${name}
                     ${PROJECT_SOURCE_DIR}/${ARG_ROOT})
    endif()
    set_property(GLOBAL PROPERTY PLAYBENCH_RULESET_TEST_ONLY_${name} ${ARG_TEST_ONLY})
endfunction()

# The folder of ruleset `name` in `layer` (core, gui, qml, tests/core,
# tests/gui, tests/qml) into `out`.
function(playbench_ruleset_folder name layer out)
    get_property(root GLOBAL PROPERTY PLAYBENCH_RULESET_ROOT_${name})
    if(root)
        set(${out} ${root}/${layer} PARENT_SCOPE)
    elseif(layer STREQUAL "core")
        set(${out} ${PROJECT_SOURCE_DIR}/core/games/${name} PARENT_SCOPE)
    elseif(layer STREQUAL "gui")
        set(${out} ${PROJECT_SOURCE_DIR}/app/gui/rulesets/${name} PARENT_SCOPE)
    elseif(layer STREQUAL "qml")
        set(${out} ${PROJECT_SOURCE_DIR}/qml/boards/${name} PARENT_SCOPE)
    elseif(layer STREQUAL "print")
        set(${out} ${PROJECT_SOURCE_DIR}/app/print/rulesets/${name} PARENT_SCOPE)
    else()
        set(${out} ${PROJECT_SOURCE_DIR}/${layer}/${name} PARENT_SCOPE)
    endif()
endfunction()

# Adds every ruleset's folder of `layer` that has a CMakeLists.txt, and sets
# PLAYBENCH_LAYER_RULESETS in the caller to the rulesets that have one.
function(playbench_add_ruleset_layer layer)
    get_property(rulesets GLOBAL PROPERTY PLAYBENCH_RULESETS)
    set(present "")
    foreach(name IN LISTS rulesets)
        playbench_ruleset_folder(${name} ${layer} folder)
        if(EXISTS ${folder}/CMakeLists.txt)
            string(REPLACE "/" "_" tag ${layer})
            # The folder's own CMakeLists reads it (playbench_ruleset_gui_sources).
            set(PLAYBENCH_RULESET_NAME ${name})
            add_subdirectory(${folder} ${CMAKE_CURRENT_BINARY_DIR}/rulesets/${tag}/${name})
            list(APPEND present ${name})
        endif()
    endforeach()
    set(PLAYBENCH_LAYER_RULESETS ${present} PARENT_SCOPE)
endfunction()

# Writes `output` from `template`, with @PLAYBENCH_RULESET_DECLARATIONS@ and
# @PLAYBENCH_RULESET_ENTRIES@ filled for `rulesets`: one declaration of
# `declaration` and one entry of `entry` per ruleset, where @NAME@ is the
# ruleset's name and @TEST_ONLY@ is true or false.
function(playbench_write_ruleset_list template output declaration entry)
    set(declarations "")
    set(entries "")
    foreach(name IN LISTS ARGN)
        get_property(test_only GLOBAL PROPERTY PLAYBENCH_RULESET_TEST_ONLY_${name})
        if(test_only)
            set(TEST_ONLY true)
        else()
            set(TEST_ONLY false)
        endif()
        set(NAME ${name})
        string(CONFIGURE "${declaration}" line @ONLY)
        string(APPEND declarations "${line}\n")
        string(CONFIGURE "${entry}" line @ONLY)
        string(APPEND entries "    ${line}\n")
    endforeach()
    set(PLAYBENCH_RULESET_DECLARATIONS "${declarations}")
    set(PLAYBENCH_RULESET_ENTRIES "${entries}")
    configure_file(${template} ${output} @ONLY)
endfunction()

# In a ruleset's GUI folder: its C++ sources join playbench_app (and the
# translations lupdate gathers).
function(playbench_ruleset_gui_sources)
    # The QML type registrations include the folder's headers by name.
    target_include_directories(playbench_app PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
    foreach(file IN LISTS ARGN)
        get_filename_component(path ${file} ABSOLUTE)
        target_sources(playbench_app PRIVATE ${path})
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_GUI_SOURCES ${path})
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_WORDS_${PLAYBENCH_RULESET_NAME} ${path})
    endforeach()
endfunction()

# In a ruleset's print folder: its C++ sources join playbench_print (and the
# translations lupdate gathers).
function(playbench_ruleset_print_sources)
    target_include_directories(playbench_print PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
    foreach(file IN LISTS ARGN)
        get_filename_component(path ${file} ABSOLUTE)
        target_sources(playbench_print PRIVATE ${path})
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_PRINT_SOURCES ${path})
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_WORDS_${PLAYBENCH_RULESET_NAME} ${path})
    endforeach()
endfunction()

# In a ruleset's QML folder: its files join the Playbench module as
# boards/<name>/<file> (app/gui/CMakeLists.txt builds the module from them).
function(playbench_ruleset_qml_files name)
    foreach(file IN LISTS ARGN)
        get_filename_component(path ${file} ABSOLUTE)
        get_filename_component(file_name ${file} NAME)
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_QML_FILES ${path})
        set_property(GLOBAL PROPERTY PLAYBENCH_QML_ALIAS_${path} boards/${name}/${file_name})
        set_property(GLOBAL APPEND PROPERTY PLAYBENCH_RULESET_WORDS_${name} ${path})
    endforeach()
endfunction()

# The folder of ruleset `name`'s translations into `out`: translations/<name>/,
# or <ROOT>/translations for a ruleset kept outside the product's folders. It
# holds <name>_de.ts (every message of the ruleset's GUI and QML folders) and
# <name>_en.ts (their plural forms); app/gui/CMakeLists.txt gathers them.
function(playbench_ruleset_translations_folder name out)
    get_property(root GLOBAL PROPERTY PLAYBENCH_RULESET_ROOT_${name})
    if(root)
        set(${out} ${root}/translations PARENT_SCOPE)
    else()
        set(${out} ${PROJECT_SOURCE_DIR}/translations/${name} PARENT_SCOPE)
    endif()
endfunction()
