# Header-only libraries from Debian packages (installed by scripts/deps.sh), for native and web
# builds alike. Emscripten must not search /usr/include (the host's libc headers would shadow
# its own), so each library's folder is linked alone into an include folder of the build.
include_guard(GLOBAL)

set(POPEJOAN_DEBIAN_INCLUDE "${CMAKE_BINARY_DIR}/debian-include")
file(MAKE_DIRECTORY "${POPEJOAN_DEBIAN_INCLUDE}")

# popejoan_debian_header(<target> <package> <file under /usr/include> <folder or file to link>)
function(popejoan_debian_header target package probe entry)
  if(NOT EXISTS "/usr/include/${probe}")
    message(FATAL_ERROR "/usr/include/${probe} not found: install Debian's ${package} (scripts/deps.sh)")
  endif()
  if(NOT EXISTS "${POPEJOAN_DEBIAN_INCLUDE}/${entry}")
    file(CREATE_LINK "/usr/include/${entry}" "${POPEJOAN_DEBIAN_INCLUDE}/${entry}" SYMBOLIC)
  endif()
  add_library(${target} INTERFACE)
  target_include_directories(${target} SYSTEM INTERFACE "${POPEJOAN_DEBIAN_INCLUDE}")
endfunction()

popejoan_debian_header(popejoan_rapidjson rapidjson-dev rapidjson/reader.h rapidjson)
popejoan_debian_header(popejoan_stb libstb-dev stb/stb_image_write.h stb)
