// The page's room socket: the browser's WebSocket and fetch, in a few lines of JavaScript (the
// page's download is tight: Emscripten's websocket library would be several times larger).
#include <emscripten.h>

#include <cstdlib>
#include <string>

#include "platform/page_query.h"
#include "platform/room_socket.h"
#include "platform/web_bridge.h"
#include "platform/shell.h"
#include "session/room_servers.h"
#include "session/session_config.h"
#include "ui/app.h"

// Asks `health` (GET) whether the room server answers; if it says "ok", the game hears `url`.
EM_JS(void, popejoan_js_room_probe, (const char* ws_url), {
  var url = UTF8ToString(ws_url);
  if (navigator.onLine === false) return;
  if (!url) url = (window.location.protocol === "https:" ? "wss://" : "ws://") + window.location.host + "/rooms";
  var health = new URL("/healthz", url.replace(/^ws/, "http")).href;
  fetch(health, {"cache": "no-store"}).then(function (r) { return r.ok ? r.text() : ""; })
    .then(function (t) { if (t.trim() === "ok") Module["ccall"]("popejoan_room_server", null, ["string"], [url]); })
    .catch(function () {});
});

// The site's list of the other room servers its page may use (site.json beside the page, made by
// popejoan-server from --room-servers), handed to the game ("" when the site has none). Offline,
// or when it cannot be fetched, nothing is said: no room server answers, as for the probe.
EM_JS(void, popejoan_js_fetch_room_servers, (), {
  if (navigator.onLine === false) return;
  fetch("site.json", {"cache": "no-store"}).then(function (r) { return r.ok ? r.text() : ""; })
    .then(function (t) { Module["ccall"]("popejoan_room_servers", null, ["string"], [t]); }, function () {});
});

EM_JS(void, popejoan_js_room_connect, (const char* ws_url), {
  var old = Module["roomSocket"];
  if (old) { old.onclose = null; old.close(); }
  var call = function (name, text) {
    Module["ccall"](name, null, text === undefined ? [] : ["string"], text === undefined ? [] : [text]);
  };
  var socket;
  try { socket = new WebSocket(UTF8ToString(ws_url)); } catch (e) { setTimeout(function () { call("popejoan_room_closed"); }, 0); return; }
  Module["roomSocket"] = socket;
  socket.onopen = function () { call("popejoan_room_opened"); };
  socket.onmessage = function (e) { if (typeof e.data === "string") call("popejoan_room_message", e.data); };
  socket.onclose = function () { if (Module["roomSocket"] === socket) Module["roomSocket"] = null; call("popejoan_room_closed"); };
});

EM_JS(void, popejoan_js_room_send, (const char* text), {
  var socket = Module["roomSocket"];
  if (socket && socket.readyState === 1) socket.send(UTF8ToString(text));
});

EM_JS(void, popejoan_js_room_close, (), {
  var socket = Module["roomSocket"];
  Module["roomSocket"] = null;
  if (socket) { socket.onclose = null; socket.close(); }
});

// A room's seat token, kept under `key` (session::RoomTokenKey) in the page's storage ("" removes
// it; nothing kept if storage is refused).
EM_JS(void, popejoan_js_keep_token, (const char* key, const char* token), {
  var name = UTF8ToString(key), value = UTF8ToString(token);
  try { if (value) window.localStorage.setItem(name, value); else window.localStorage.removeItem(name); } catch (e) {}
});

EM_JS(char*, popejoan_js_token, (const char* key), {
  var t = "";
  try { t = window.localStorage.getItem(UTF8ToString(key)) || ""; } catch (e) {}
  var size = lengthBytesUTF8(t) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(t, copy, size);
  return copy;
});

// The page's own room server's origin: its origin as ws:// or wss:// ("wsnull" for a page with
// none, which names no server).
EM_JS(char*, popejoan_js_page_server, (), {
  var t = String(window.location.origin).replace(/^http/, "ws");
  var size = lengthBytesUTF8(t) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(t, copy, size);
  return copy;
});

// The page's address with ?room=CODE, and its server= when it has one (a room server this site
// uses, or the room would not be open).
EM_JS(char*, popejoan_js_invite_link, (const char* room), {
  var server = new URLSearchParams(window.location.search).get("server");
  var t = window.location.origin + window.location.pathname + "?room=" + UTF8ToString(room) +
          (server ? "&server=" + encodeURIComponent(server) : "");
  var size = lengthBytesUTF8(t) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(t, copy, size);
  return copy;
});

// The page's address with `query` (QueryWithRoom) in place of its own, in the same history entry.
EM_JS(void, popejoan_js_replace_query, (const char* query), {
  try { history.replaceState(history.state, "", location.pathname + UTF8ToString(query) + location.hash); } catch (e) {}
});

// The share sheet on a phone that has one (1), else nothing done (0): the caller copies.
EM_JS(int, popejoan_js_share_url, (const char* url), {
  if (window.matchMedia && window.matchMedia("(pointer: coarse)").matches && navigator.share) {
    navigator.share({"title": document.title, "url": UTF8ToString(url)}).catch(function () {});
    return 1;
  }
  return 0;
});

namespace popejoan::platform {
namespace {

Shell* g_room_shell = nullptr;
std::string g_link_server;  // a server= of another origin, until the site's list is read

std::string Take(char* text) {
  if (text == nullptr) return "";
  std::string copy(text);
  std::free(text);
  return copy;
}

ui::App* RoomApp() { return g_room_shell != nullptr ? g_room_shell->app() : nullptr; }

std::string PageServer() { return session::RoomServerOrigin(Take(popejoan_js_page_server())); }

void KeepToken(const std::string& key, const std::string& token) { popejoan_js_keep_token(key.c_str(), token.c_str()); }

// The token kept for `room` on `server`. One kept under the room's code alone (before tokens
// were kept by server) is taken for the page's own server only, and kept again under its new key.
std::string KeptToken(const std::string& server, const std::string& room) {
  const std::string key = session::RoomTokenKey(server, room);
  std::string token = Take(popejoan_js_token(key.c_str()));
  const std::string old_key = session::OldRoomTokenKey(server, room, PageServer());
  if (old_key.empty()) return token;
  const std::string old = Take(popejoan_js_token(old_key.c_str()));
  if (old.empty()) return token;
  if (token.empty()) {
    token = old;
    KeepToken(key, token);
  }
  KeepToken(old_key, "");
  return token;
}

}  // namespace

void ConnectRoomServices(Shell& shell, session::SessionServices* services) {
  g_room_shell = &shell;
  services->room_connect = [](const std::string& url) { popejoan_js_room_connect(url.c_str()); };
  services->room_send = [](const std::string& text) { popejoan_js_room_send(text.c_str()); };
  services->room_disconnect = [] { popejoan_js_room_close(); };
  services->keep_room_token = [](const std::string& server, const std::string& room, const std::string& token) {
    KeepToken(session::RoomTokenKey(server, room), token);
  };
  services->room_token = KeptToken;
  services->invite_link = [](const std::string& room) { return Take(popejoan_js_invite_link(room.c_str())); };
  services->show_room = [](const std::string& code) { popejoan_js_replace_query(QueryWithRoom(PageQuery(), code).c_str()); };
  services->share_link = [copy = services->copy_text](const std::string& url) {
    if (popejoan_js_share_url(url.c_str()) == 0 && copy) copy(url);
  };
}

// The page's own origin's room server is asked at once; another only once the site's list names
// it. Until then nothing at all goes to it, not even the /healthz probe.
void FindRoomServer(Shell&, const LaunchOptions& options) {
  const std::string& server = options.room_server;
  if (server.empty() || session::RoomServerOrigin(server) == PageServer()) {
    popejoan_js_room_probe(server.c_str());
    return;
  }
  g_link_server = server;
  popejoan_js_fetch_room_servers();
}
void PumpRoomSocket(Shell&) {}

}  // namespace popejoan::platform

// ---- The page's calls into the game.
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_room_server(const char* url) {
  if (popejoan::ui::App* app = popejoan::platform::RoomApp()) app->SetRoomServer(url != nullptr ? url : "");
}
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_room_servers(const char* site_json) {
  using namespace popejoan;
  const std::string& server = platform::g_link_server;
  if (server.empty()) return;
  if (session::RoomServerAllowed(platform::PageServer(), server, session::ListedRoomServers(site_json ? site_json : ""))) {
    popejoan_js_room_probe(server.c_str());
  } else if (ui::App* app = platform::RoomApp()) {
    app->RefuseRoomServer();
  }
}
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_room_opened() {
  if (popejoan::ui::App* app = popejoan::platform::RoomApp()) app->RoomSocketOpened();
}
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_room_message(const char* text) {
  if (popejoan::ui::App* app = popejoan::platform::RoomApp(); app != nullptr && text != nullptr) app->RoomSocketMessage(text);
}
extern "C" EMSCRIPTEN_KEEPALIVE void popejoan_room_closed() {
  if (popejoan::ui::App* app = popejoan::platform::RoomApp()) app->RoomSocketClosed();
}
