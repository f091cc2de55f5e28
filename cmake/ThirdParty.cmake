# Third-party code for the app, all from Debian: ImGui 1.90.1 sources unpacked by scripts/deps.sh
# into .deps/imgui, SDL2 from libsdl2-dev natively or built for wasm into .deps/sdl2-wasm.
include_guard(GLOBAL)

set(IMGUI_DIR "${POPEJOAN_DEPS_DIR}/imgui")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "ImGui sources not found in ${IMGUI_DIR}: run scripts/deps.sh first")
endif()

# The page always adds its own fonts before the atlas is built, so ImGui's built-in ProggyClean
# (12 KB of text in the wasm, 9 KB gzip) is never used there: the web build compiles a copy of
# imgui_draw.cpp whose AddFontDefault returns null, and the linker drops the font.
set(IMGUI_DRAW_CPP "${IMGUI_DIR}/imgui_draw.cpp")
if(POPEJOAN_WEB)
  file(READ "${IMGUI_DIR}/imgui_draw.cpp" imgui_draw_text)
  set(default_font_use "    const char* ttf_compressed_base85 = GetDefaultCompressedFontDataTTFBase85();")
  string(FIND "${imgui_draw_text}" "${default_font_use}" found)
  if(found LESS 0)
    message(FATAL_ERROR "imgui_draw.cpp has changed: AddFontDefault's use of the built-in font not found")
  endif()
  string(REPLACE "${default_font_use}"
         "    (void)font_cfg; (void)&GetDefaultCompressedFontDataTTFBase85; return NULL;  // no built-in font on the page\n    const char* ttf_compressed_base85 = NULL;"
         imgui_draw_text "${imgui_draw_text}")
  set(IMGUI_DRAW_CPP "${CMAKE_CURRENT_BINARY_DIR}/imgui_draw_no_default_font.cpp")
  set(written "")
  if(EXISTS "${IMGUI_DRAW_CPP}")
    file(READ "${IMGUI_DRAW_CPP}" written)
  endif()
  if(NOT written STREQUAL imgui_draw_text)  # rewritten only when it changes: no needless rebuild
    file(WRITE "${IMGUI_DRAW_CPP}" "${imgui_draw_text}")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${IMGUI_DIR}/imgui_draw.cpp")
endif()

# ImGui core: what src/ui may use.
add_library(imgui_core STATIC
  ${IMGUI_DIR}/imgui.cpp ${IMGUI_DRAW_CPP}
  ${IMGUI_DIR}/imgui_tables.cpp ${IMGUI_DIR}/imgui_widgets.cpp)
target_include_directories(imgui_core SYSTEM PUBLIC ${IMGUI_DIR})
target_compile_definitions(imgui_core PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_DEMO_WINDOWS
                           IMGUI_DISABLE_DEBUG_TOOLS IMGUI_DISABLE_OBSOLETE_KEYIO IMGUI_DISABLE_FILE_FUNCTIONS)

if(POPEJOAN_WEB)
  # Ours, not the sysroot's config for emscripten's own SDL2 port (which cannot be used here).
  set(SDL2_DIR "${POPEJOAN_DEPS_DIR}/sdl2-wasm/lib/cmake/SDL2" CACHE PATH "SDL2 built for wasm" FORCE)
  if(NOT EXISTS "${SDL2_DIR}/SDL2Config.cmake")
    message(FATAL_ERROR "SDL2 for wasm not found in ${SDL2_DIR}: run scripts/deps.sh first")
  endif()
  find_package(SDL2 REQUIRED CONFIG)
else()
  find_package(SDL2 REQUIRED)
  set(OpenGL_GL_PREFERENCE GLVND)
  find_package(OpenGL REQUIRED)
endif()
if(TARGET SDL2::SDL2-static AND POPEJOAN_WEB)
  set(POPEJOAN_SDL2 SDL2::SDL2-static)
elseif(TARGET SDL2::SDL2)
  set(POPEJOAN_SDL2 SDL2::SDL2)
else()
  set(POPEJOAN_SDL2 ${SDL2_LIBRARIES})
  include_directories(SYSTEM ${SDL2_INCLUDE_DIRS})
endif()

if(POPEJOAN_WEB)
  # Every byte of the page is downloaded: size over speed for drawing code (the engine keeps -O3).
  target_compile_options(imgui_core PRIVATE -Oz)
endif()

# ImGui's SDL2 + OpenGL3 backends: what only src/platform may use.
add_library(imgui_backends STATIC
  ${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp ${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
target_include_directories(imgui_backends SYSTEM PUBLIC ${IMGUI_DIR}/backends)
target_link_libraries(imgui_backends PUBLIC imgui_core ${POPEJOAN_SDL2})
if(NOT POPEJOAN_WEB)
  target_link_libraries(imgui_backends PUBLIC OpenGL::GL ${CMAKE_DL_LIBS})
  # ImGui 1.86's GL loader indexes past the array member of its proc union (the union's struct
  # is larger, so memory stays in bounds; fixed upstream later). UBSan's bounds check stops on it,
  # so that check is off for this third-party file only; AddressSanitizer still covers it.
  if(CMAKE_CXX_FLAGS MATCHES "sanitize=.*undefined")
    set_source_files_properties(${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp PROPERTIES COMPILE_OPTIONS "-fno-sanitize=bounds")
  endif()
else()
  target_compile_options(imgui_backends PRIVATE -Oz)
endif()

# The UI font: DejaVu Sans (Debian fonts-dejavu-core) subset to the glyphs we draw, suits
# included, and compiled in as a byte array so the page needs no file system.
find_program(PYFTSUBSET pyftsubset REQUIRED)  # Debian package fonttools
function(popejoan_embed_font target_name ttf symbol unicodes)
  set(subset "${CMAKE_CURRENT_BINARY_DIR}/${symbol}.ttf")
  set(cpp "${CMAKE_CURRENT_BINARY_DIR}/${symbol}.cpp")
  add_custom_command(OUTPUT "${subset}" "${cpp}"
    COMMAND ${PYFTSUBSET} "${ttf}" --output-file=${subset}
            "--unicodes=${unicodes}"
            --layout-features= --no-hinting --desubroutinize --no-glyph-names
            # ImGui's font reader (stb_truetype) reads cmap, head, hhea, hmtx, loca, glyf and maxp.
            --drop-tables+=FFTM,GDEF,GPOS,GSUB,name,post,OS/2,kern,hdmx,LTSH,VDMX,gasp
    COMMAND ${CMAKE_COMMAND} -DINPUT=${subset} -DOUTPUT=${cpp} -DSYMBOL=${symbol}
            -P "${PROJECT_SOURCE_DIR}/cmake/EmbedFile.cmake"
    DEPENDS "${ttf}" "${PROJECT_SOURCE_DIR}/cmake/EmbedFile.cmake"
    COMMENT "Subsetting and embedding ${ttf}")
  add_library(${target_name} STATIC "${cpp}")
endfunction()
