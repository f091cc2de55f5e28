# Runs a CLI command that prints a signature (natively, or the wasm build under Node) and
# compares it with an expected file, proving both builds play identical games.
#   cmake -DRUNNER=<node or empty> -DCLI=<binary or .js> -DEXPECTED=<file>
#         [-DARGS="bench;--signature-only"] [-DKEY=signature] -P check_signature.cmake
if(NOT ARGS)
  set(ARGS bench --signature-only)
endif()
if(NOT KEY)
  set(KEY signature)
endif()
if(RUNNER)
  execute_process(COMMAND ${RUNNER} --no-experimental-fetch ${CLI} ${ARGS}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
else()
  execute_process(COMMAND ${CLI} ${ARGS}
                  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${ARGS} failed (${rc}): ${err}")
endif()
file(READ ${EXPECTED} expected)
string(STRIP "${expected}" expected)
string(REGEX MATCH "\"${KEY}\": \"([0-9a-f]+)\"" _ "${out}")
set(actual "${CMAKE_MATCH_1}")
if(NOT actual STREQUAL expected)
  message(FATAL_ERROR "${KEY} ${actual} != expected ${expected} (output: ${out})")
endif()
message(STATUS "${KEY} ${actual} matches")
