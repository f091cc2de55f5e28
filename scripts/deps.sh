#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian bookworm machine, and nothing twice:
#   Debian packages (compilers, clang and libFuzzer for the fuzz preset, Emscripten, SDL2,
#   RapidJSON and stb (header-only), Boost (Beast, header-only) and SQLite for popejoan-server,
#   Chromium, Xvfb, test libraries, fonts),
#   the ImGui 1.90.1 (Debian trixie) and SDL2 2.26.5 (bookworm) Debian *source* packages unpacked
#   into .deps/,
#   SDL2 built for wasm once per version into .deps/, and playwright-core from npm.
# Usage: scripts/deps.sh [--native-only]   (--native-only skips the web and browser parts)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
deps="$root/.deps"
mkdir -p "$deps"
native_only=0
[ "${1:-}" = "--native-only" ] && native_only=1

# ImGui from trixie's source package: 1.90 has the input queue (a key pressed and released within
# one frame is seen), tells a finger from a mouse, and moves keyboard focus with Tab.
imgui_version=1.90.1
imgui_package=imgui=1.90.1+ds-1
sdl_version=2.26.5
sdl_package=libsdl2=2.26.5+dfsg-1

log() { printf '[deps] %s\n' "$*" >&2; }
sudo_cmd() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# ---- Debian packages -------------------------------------------------------------------------
packages=(build-essential cmake ninja-build pkg-config git ca-certificates xz-utils
          libsdl2-dev libgl-dev libopengl-dev libgl1-mesa-dri libgtest-dev libgmock-dev libbenchmark-dev
          rapidjson-dev libstb-dev clang libclang-rt-14-dev
          libboost-dev libsqlite3-dev sqlite3 curl libhiredis-dev redis-server libmsgpack-cxx-dev
          fonts-dejavu-core python3 fonttools xvfb xauth)
if [ "$native_only" = 0 ]; then
  packages+=(emscripten chromium)
fi
missing=()
# The machine image ships Node.js with npm; Debian's npm conflicts with it, so only fall back to it.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

# Source packages come from bookworm (SDL2) and trixie (ImGui); trixie's binaries are never used.
src_list=/etc/apt/sources.list.d/popejoan-debian-src.sources
need_src=0
[ -f "$deps/imgui_${imgui_version}+ds.orig.tar.xz" ] || need_src=1
[ "$native_only" = 0 ] && [ ! -f "$deps/libsdl2_${sdl_version}+dfsg.orig.tar.gz" ] && need_src=1
updated=1
if [ "$need_src" = 1 ] && ! grep -qs '^Suites:.*trixie' "$src_list"; then
  log "adding deb-src entries (bookworm, trixie) for Debian source packages"
  sudo_cmd tee "$src_list" >/dev/null <<'EOF'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
  updated=0
fi

if [ ${#missing[@]} -gt 0 ] || [ "$updated" = 0 ]; then
  log "apt-get update"
  sudo_cmd apt-get update -q >/dev/null
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing: ${missing[*]}"
  sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
fi

# ---- Debian source packages (no third-party source is committed) -----------------------------
fetch_source() {  # $1 = source package=version, $2 = orig tarball name
  if [ ! -f "$deps/$2" ]; then
    log "downloading Debian source package $1"
    (cd "$deps" && apt-get source --download-only -q "$1" >/dev/null)
  fi
  [ -f "$deps/$2" ] || { log "error: $2 not found after apt-get source $1"; exit 1; }
}

fetch_source "$imgui_package" "imgui_${imgui_version}+ds.orig.tar.xz"
if [ "$(cat "$deps/imgui/.version" 2>/dev/null)" != "$imgui_version" ]; then
  rm -rf "$deps/imgui" "$deps/imgui-tmp" && mkdir -p "$deps/imgui-tmp"
  tar -xJf "$deps/imgui_${imgui_version}+ds.orig.tar.xz" -C "$deps/imgui-tmp"
  mv "$deps/imgui-tmp"/* "$deps/imgui" && rmdir "$deps/imgui-tmp"
  echo "$imgui_version" >"$deps/imgui/.version"
fi

if [ "$native_only" = 0 ]; then
  fetch_source "$sdl_package" "libsdl2_${sdl_version}+dfsg.orig.tar.gz"
  if [ ! -f "$deps/SDL2/CMakeLists.txt" ]; then
    rm -rf "$deps/SDL2" "$deps/sdl-tmp" && mkdir -p "$deps/sdl-tmp"
    tar -xzf "$deps/libsdl2_${sdl_version}+dfsg.orig.tar.gz" -C "$deps/sdl-tmp"
    mv "$deps/sdl-tmp"/* "$deps/SDL2" && rmdir "$deps/sdl-tmp"
  fi

  # SDL2 for wasm: built once, reused until the version (or this recipe) changes.
  # SDL_LEAN_AND_MEAN (SDL's own switch) leaves out its software blitters, RLE and YUV code: the
  # page draws with OpenGL only, and they were the largest part of SDL in the wasm. Only the
  # browser's video driver: the dummy and offscreen ones (and the framebuffer blits they pull
  # in) are never used on a page (-4 KB gz).
  recipe="sdl=${sdl_version} emcc=$(dpkg-query -W -f='${Version}' emscripten) subsystems=video,events lean=1 video=emscripten"
  stamp="$deps/sdl2-wasm/.stamp"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$recipe" ]; then
    log "building SDL2 ${sdl_version} for wasm (once; a few minutes)"
    rm -rf "$deps/sdl2-wasm" "$deps/sdl2-wasm-build"
    export NODE_PATH=/usr/share/nodejs
    emcmake cmake -S "$deps/SDL2" -B "$deps/sdl2-wasm-build" -G Ninja \
      -DCMAKE_BUILD_TYPE=MinSizeRel -DCMAKE_INSTALL_PREFIX="$deps/sdl2-wasm" -DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1 \
      -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
      -DSDL_AUDIO=OFF -DSDL_RENDER=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_SENSOR=OFF -DSDL_POWER=OFF \
      -DSDL_HIDAPI=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_MISC=OFF -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF \
      >"$deps/sdl2-wasm-build.log" 2>&1 || { tail -30 "$deps/sdl2-wasm-build.log"; exit 1; }
    cmake --build "$deps/sdl2-wasm-build" >>"$deps/sdl2-wasm-build.log" 2>&1 \
      || { tail -30 "$deps/sdl2-wasm-build.log"; exit 1; }
    cmake --install "$deps/sdl2-wasm-build" >>"$deps/sdl2-wasm-build.log" 2>&1
    rm -rf "$deps/sdl2-wasm-build"
    echo "$recipe" >"$stamp"
  fi

  # Closure Compiler for the page's JavaScript (emcc --closure 1), from npm.
  if [ ! -x "$root/scripts/closure/node_modules/.bin/google-closure-compiler" ]; then
    log "npm ci (google-closure-compiler)"
    (cd "$root/scripts/closure" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi

  # Browser-test tooling: playwright-core drives Debian's /usr/bin/chromium (no browser download);
  # axe-core checks the page's accessibility.
  if [ ! -d "$root/tests/browser/node_modules/playwright-core" ] || [ ! -d "$root/tests/browser/node_modules/axe-core" ]; then
    log "npm ci (playwright-core, axe-core)"
    (cd "$root/tests/browser" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
fi
log "ready"
