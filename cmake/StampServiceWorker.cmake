# cmake -DSITE=dir -DINPUT=web/sw.js -P StampServiceWorker.cmake
# Writes the site's service worker with this build's version: a hash of the worker's own source
# and of every other file in the site, so any build that changes a file the worker caches is a new
# version (the browser installs it on the next visit and the worker drops the older caches).
# Run after the rest of the site is in place; the file is rewritten only when the version changes.
file(READ "${INPUT}" text)
file(GLOB files RELATIVE "${SITE}" "${SITE}/*")
list(SORT files)
set(digest "${text}")
foreach(name IN LISTS files)
  if(name STREQUAL "sw.js" OR IS_DIRECTORY "${SITE}/${name}")
    continue()
  endif()
  file(SHA256 "${SITE}/${name}" hash)
  string(APPEND digest "\n${name} ${hash}")
endforeach()
string(SHA256 version "${digest}")
string(SUBSTRING "${version}" 0 16 version)
string(REPLACE "@SITE_VERSION@" "${version}" stamped "${text}")
set(output "${SITE}/sw.js")
if(EXISTS "${output}")
  file(READ "${output}" old)
  if(old STREQUAL stamped)
    return()
  endif()
endif()
file(WRITE "${output}" "${stamped}")
message(STATUS "service worker version ${version}")
