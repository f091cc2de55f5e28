# Fails if the built page carries the developer's rules text: seed numbers ("(000)", "000, 002"),
# Decision numbers ("D14. At ..."), "rules.md", "(source ...)", deal-file talk. Players read the
# rules in their own words (src/session/words/rules_words.h); the developer's notes (src/engine/rules_notes.h)
# must stay out of what the page downloads.
#   cmake -DSITE=<build>/site -P no_developer_words.cmake
if(NOT SITE)
  message(FATAL_ERROR "usage: cmake -DSITE=<site folder> -P no_developer_words.cmake")
endif()
# CMake regexes have no \b; each marker is specific enough not to occur by chance in the binary
# (the embedded fonts are base85 text, which has no spaces).
set(markers
  "[Rr][Uu][Ll][Ee][Ss]\\.md"
  "\\(source "
  "D[0-9]+\\. [A-Z\"][a-z ]"
  "\\(00[0-4](, 00[0-4])*\\)"
  "00[0-4], 00[0-4]"
  "deal-file"
)
list(JOIN markers "|" pattern)
set(found "")
foreach(name popejoan.wasm popejoan.js)
  set(file "${SITE}/${name}")
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "${file} is missing: build the web-release preset first")
  endif()
  file(STRINGS "${file}" hits REGEX "${pattern}")
  foreach(hit IN LISTS hits)
    string(REGEX MATCH "${pattern}" marker "${hit}")
    string(LENGTH "${hit}" length)
    if(length GREATER 160)
      string(FIND "${hit}" "${marker}" at)
      math(EXPR at "${at} - 40")
      if(at LESS 0)
        set(at 0)
      endif()
      string(SUBSTRING "${hit}" ${at} 160 hit)
    endif()
    string(APPEND found "\n  ${name}: '${marker}' in: ${hit}")
  endforeach()
endforeach()
if(found)
  message(FATAL_ERROR "the page ships developer text:${found}")
endif()
message(STATUS "no developer text in ${SITE}/popejoan.wasm or popejoan.js")
