# popejoan_add_gtest(<name> LABELS <label>... SOURCES <src>... LIBS <lib>...)
# Builds one GoogleTest executable and registers each of its tests with ctest under the
# given labels (unit, sim, golden, smoke, browser).
include_guard(GLOBAL)
if(POPEJOAN_BUILD_TESTS)
  find_package(GTest REQUIRED)
  include(GoogleTest)
endif()

function(popejoan_add_gtest name)
  if(NOT POPEJOAN_BUILD_TESTS)
    return()
  endif()
  cmake_parse_arguments(ARG "" "" "LABELS;SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${ARG_SOURCES})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS} GTest::gtest GTest::gtest_main popejoan_warnings)
  gtest_discover_tests(${name}
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    PROPERTIES LABELS "${ARG_LABELS}"
    DISCOVERY_TIMEOUT 60)
endfunction()
