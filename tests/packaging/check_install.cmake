# `cmake --install` into a fresh temporary prefix, then checks that what a
# desktop needs is there and valid: both executables (run from the installed
# copy: --version, and an offscreen screenshot), the .desktop entry
# (desktop-file-validate), the AppStream metadata (appstreamcli validate
# --no-net) and the icons. Run by ctest as install_playbench:
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -DVERSION=... -P check_install.cmake
foreach(var IN ITEMS BUILD_DIR WORK_DIR VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "check_install.cmake needs -D${var}=...")
    endif()
endforeach()

set(prefix ${WORK_DIR}/prefix)
set(home ${WORK_DIR}/home)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${home}/runtime)
file(CHMOD ${home}/runtime DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "failed (${result}): ${ARGN}\n${out}\n${err}")
    endif()
    set(run_output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})

set(app_id org.playbench.Playbench)
set(expected
    bin/playbench
    bin/playbench-cli
    share/applications/${app_id}.desktop
    share/metainfo/${app_id}.metainfo.xml
    share/icons/hicolor/scalable/apps/${app_id}.svg)
foreach(size IN ITEMS 48 64 128 256)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${app_id}.png)
endforeach()
foreach(file IN LISTS expected)
    if(NOT EXISTS ${prefix}/${file})
        message(FATAL_ERROR "cmake --install did not install ${file}")
    endif()
endforeach()

find_program(DESKTOP_FILE_VALIDATE desktop-file-validate REQUIRED)
find_program(APPSTREAMCLI appstreamcli REQUIRED)
run(${DESKTOP_FILE_VALIDATE} ${prefix}/share/applications/${app_id}.desktop)
if(NOT run_output STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${run_output}")
endif()
run(${APPSTREAMCLI} validate --no-net --pedantic ${prefix}/share/metainfo/${app_id}.metainfo.xml)

# The installed copies run on their own: no build tree, no display.
set(ENV{HOME} ${home})
set(ENV{XDG_CONFIG_HOME} ${home}/config)
set(ENV{XDG_DATA_HOME} ${home}/data)
set(ENV{XDG_RUNTIME_DIR} ${home}/runtime)
set(ENV{LANG} C.UTF-8)
set(ENV{LANGUAGE} en)
unset(ENV{QT_QPA_PLATFORM})
unset(ENV{DISPLAY})
run(${prefix}/bin/playbench --version)
if(NOT run_output MATCHES "playbench ${VERSION}")
    message(FATAL_ERROR "playbench --version said: ${run_output}")
endif()
run(${prefix}/bin/playbench-cli --version)
if(NOT run_output MATCHES "playbench-cli ${VERSION}")
    message(FATAL_ERROR "playbench-cli --version said: ${run_output}")
endif()
set(ENV{QT_QPA_PLATFORM} offscreen)
run(${prefix}/bin/playbench --screenshot ${WORK_DIR}/designs.png --page designs)
if(NOT EXISTS ${WORK_DIR}/designs.png)
    message(FATAL_ERROR "the installed playbench wrote no screenshot")
endif()
message(STATUS "installed into ${prefix}: ${expected}")
