# Runs the CLI's bench signature (natively, or the wasm build under Node) and compares it with
# tests/bench_signature.txt, proving both builds play identical games.
#   cmake -DRUNNER=<node or empty> -DCLI=<binary or .js> -DEXPECTED=<file> -P check_signature.cmake
if(RUNNER)
  execute_process(COMMAND ${RUNNER} --no-experimental-fetch ${CLI} bench --signature-only
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
else()
  execute_process(COMMAND ${CLI} bench --signature-only
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "bench failed (${rc}): ${err}")
endif()
file(READ ${EXPECTED} expected)
string(STRIP "${expected}" expected)
string(REGEX MATCH "\"signature\": \"([0-9a-f]+)\"" _ "${out}")
set(actual "${CMAKE_MATCH_1}")
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "bench signature ${actual} != expected ${expected} (output: ${out})")
endif()
message(STATUS "bench signature ${actual} matches")
