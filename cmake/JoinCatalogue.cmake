# cmake -DOUTPUT=fr.json -DINPUTS="a.json|b.json" -P JoinCatalogue.cmake
# One language's catalogue files (one JSON object per screen) joined into one JSON array, the
# file the game reads (src/session/words/language.h).
string(REPLACE "|" ";" INPUTS "${INPUTS}")
set(text "[\n")
set(first TRUE)
foreach(input IN LISTS INPUTS)
  file(READ "${input}" part)
  string(STRIP "${part}" part)
  if(NOT first)
    string(APPEND text ",\n")
  endif()
  string(APPEND text "${part}")
  set(first FALSE)
endforeach()
string(APPEND text "\n]\n")
file(WRITE "${OUTPUT}.tmp" "${text}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
