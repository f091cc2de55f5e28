# Third-party code for the app, all from Debian: ImGui 1.90.1 sources unpacked by scripts/deps.sh
# into .deps/imgui, SDL2 from libsdl2-dev natively or built for wasm into .deps/sdl2-wasm.
include_guard(GLOBAL)

set(IMGUI_DIR "${POPEJOAN_DEPS_DIR}/imgui")
if(NOT EXISTS "${IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "ImGui sources not found in ${IMGUI_DIR}: run scripts/deps.sh first")
endif()

# The page's copies of third-party sources, each with one statement replaced (configure fails if
# the statement is no longer there, e.g. after an ImGui update): sets OUT_VAR to the file to compile.
function(popejoan_patched_copy source old new out_var)
  file(READ "${source}" text)
  string(FIND "${text}" "${old}" found)
  if(found LESS 0)
    message(FATAL_ERROR "${source} has changed: \"${old}\" not found")
  endif()
  string(REPLACE "${old}" "${new}" text "${text}")
  get_filename_component(name "${source}" NAME_WE)
  get_filename_component(extension "${source}" LAST_EXT)
  set(copy "${CMAKE_CURRENT_BINARY_DIR}/${name}_page${extension}")
  set(written "")
  if(EXISTS "${copy}")
    file(READ "${copy}" written)
  endif()
  if(NOT written STREQUAL text)  # rewritten only when it changes: no needless rebuild
    file(WRITE "${copy}" "${text}")
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${source}")
  set(${out_var} "${copy}" PARENT_SCOPE)
endfunction()

# The page always adds its own fonts before the atlas is built, so ImGui's built-in ProggyClean
# (12 KB of text in the wasm, 9 KB gzip) is never used there: the web build compiles a copy of
# imgui_draw.cpp whose AddFontDefault returns null, and the linker drops the font.
set(IMGUI_DRAW_CPP "${IMGUI_DIR}/imgui_draw.cpp")
# The game never turns on ImGui's gamepad navigation (ImGuiConfigFlags_NavEnableGamepad), so the
# SDL2 backend's gamepad polling returns at once; on the page its copy does not call it, and the
# linker drops SDL's game controller code and its table of controller names (-9 KB gz).
set(IMGUI_SDL2_CPP "${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp")
# The page keeps no .ini (io.IniFilename is null: shell.cpp), so ImGui never reads or writes its
# window and table settings; its copy of imgui.cpp registers no handlers for them, and the linker
# drops their readers and writers (-1 KB gz).
set(IMGUI_CPP "${IMGUI_DIR}/imgui.cpp")
# The page's WebGL2 is GLSL ES 3.00 ("#version 300 es", shell.cpp): its copy of the OpenGL3
# backend picks that shader pair at once, and the linker drops the GLSL 1.20, 1.30 and 4.10 pairs.
set(IMGUI_OPENGL3_CPP "${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp")
if(POPEJOAN_WEB)
  popejoan_patched_copy("${IMGUI_DIR}/backends/imgui_impl_opengl3.cpp"
    "    if (glsl_version < 130)\n"
    "    glsl_version = 300;  // the page's WebGL2: GLSL ES 3.00 only\n    if (glsl_version < 130)\n"
    IMGUI_OPENGL3_CPP)
  popejoan_patched_copy("${IMGUI_DIR}/imgui.cpp"
    "        AddSettingsHandler(&ini_handler);\n    }\n    TableSettingsAddSettingsHandler();"
    "        (void)ini_handler;  // no .ini on the page: no settings handlers\n    }"
    IMGUI_CPP)
  popejoan_patched_copy("${IMGUI_DIR}/imgui_draw.cpp"
    "    const char* ttf_compressed_base85 = GetDefaultCompressedFontDataTTFBase85();"
    "    (void)font_cfg; (void)&GetDefaultCompressedFontDataTTFBase85; return NULL;  // no built-in font on the page\n    const char* ttf_compressed_base85 = NULL;"
    IMGUI_DRAW_CPP)
  popejoan_patched_copy("${IMGUI_DIR}/backends/imgui_impl_sdl2.cpp"
    "    ImGui_ImplSDL2_UpdateGamepads();"
    "    (void)&ImGui_ImplSDL2_UpdateGamepads;  // no gamepad navigation on the page"
    IMGUI_SDL2_CPP)
endif()

# ImGui core: what src/ui may use.
add_library(imgui_core STATIC
  ${IMGUI_CPP} ${IMGUI_DRAW_CPP}
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
  # SDL's mouse for the browser without its colour cursors (made from pixel surfaces, sent to
  # the page as PNG data URLs): the game shows only the browser's own cursors (ImGui's SDL2
  # backend asks for system cursors), and with them go SDL's surface and blit code (-6 KB gz with
  # the framebuffer stand-ins of src/platform/sdl_trim_web.cpp). src/platform compiles it into
  # the page, ahead of libSDL2.a, so SDL's own copy is never linked.
  set(SDL2_SOURCE_DIR "${POPEJOAN_DEPS_DIR}/SDL2")
  popejoan_patched_copy("${SDL2_SOURCE_DIR}/src/video/emscripten/SDL_emscriptenmouse.c"
    "    mouse->CreateCursor         = Emscripten_CreateCursor;"
    "    (void)&Emscripten_CreateCursor;  /* no colour cursors on the page */"
    SDL2_PAGE_MOUSE_C)
  # SDL's events without their logging (SDL_HINT_EVENT_LOGGING, never set on the page): its copy
  # never calls SDL_LogEvent, and the compiler drops it with every event's name and format.
  popejoan_patched_copy("${SDL2_SOURCE_DIR}/src/events/SDL_events.c"
    "    if (SDL_EventLoggingVerbosity > 0) {\n        SDL_LogEvent(event);\n    }"
    "    (void)&SDL_LogEvent;  /* no event logging on the page */"
    SDL2_PAGE_EVENTS_C)
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
  ${IMGUI_SDL2_CPP} ${IMGUI_OPENGL3_CPP})
target_include_directories(imgui_backends SYSTEM PUBLIC ${IMGUI_DIR}/backends)
target_link_libraries(imgui_backends PUBLIC imgui_core ${POPEJOAN_SDL2})
if(NOT POPEJOAN_WEB)
  target_link_libraries(imgui_backends PUBLIC OpenGL::GL ${CMAKE_DL_LIBS})
  # ImGui 1.86's GL loader indexes past the array member of its proc union (the union's struct
  # is larger, so memory stays in bounds; fixed upstream later). UBSan's bounds check stops on it,
  # so that check is off for this third-party file only; AddressSanitizer still covers it.
  if(CMAKE_CXX_FLAGS MATCHES "sanitize=.*undefined")
    set_source_files_properties(${IMGUI_OPENGL3_CPP} PROPERTIES COMPILE_OPTIONS "-fno-sanitize=bounds")
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
