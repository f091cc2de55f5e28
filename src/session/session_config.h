// What a session is started with: the platform's services (storage, files, sound, the host
// page, the page's accessible mirror) and the launch's choices (seed, rules, the save found, the
// language asked for). Any service may be left empty: not available here.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "engine/replay.h"
#include "engine/rules.h"
#include "session/settings.h"
#include "session/sound_cues.h"
#include "session/words/language.h"

namespace popejoan::session {

// What the platform does for the app. Any may be left empty: not available here.
struct SessionServices {
  // Writes the save; false if storage refused (private mode, blocked, full).
  std::function<bool(const std::string& text)> write_save;
  // False once another tab of the same game (same save) has taken it over: asked before every
  // write, so a stale tab never overwrites the other's moves.
  std::function<bool()> owns_save;
  // Takes the game back from the other tab with the latest save (the page: claims the save and
  // opens again from it).
  std::function<void()> play_here;
  // Keeps a save that could not be loaded aside; returns where (for the player), "" if it could not.
  std::function<std::string(const std::string& text)> keep_damaged;
  // Gives the player a file (a download in the browser, a file natively): a sentence saying where.
  std::function<std::string(const std::string& file_name, const std::string& text)> save_file;
  // Natively: reads the file the player names for import (the browser uses choose_import_file).
  std::function<bool(const std::string& path, std::string* text)> read_file;
  // In the browser: opens the file chooser; the file's text comes back through Session::ImportSave.
  std::function<void()> choose_import_file;
  // Sends an event (JSON text) to the host page that embeds the game.
  std::function<void(const std::string& json)> post_event;
  std::function<void()> toggle_fullscreen;
  // Plays a sound: its tones, at `volume` (0..1).
  std::function<void(const std::vector<Tone>& tones, float volume)> play_sound;
  // The system asks for reduced motion (the page's prefers-reduced-motion media query).
  std::function<bool()> reduces_motion;
  // Puts text on the clipboard (the page's Clipboard API; natively SDL's). When the browser
  // refuses, the page hands the text back through Session::CopyRefused, to be copied by hand.
  std::function<void(const std::string& text)> copy_text;
  // Shares a link to this page that deals `code` (deal=...): the system's share sheet on phones
  // that have one, else the clipboard. Natively there is no page: the code itself is copied.
  std::function<void(const std::string& code)> share_deal;
  // The accessible mirror (session/access_mirror.h) as JSON, each time it changes: the page shows it
  // to screen readers; a pressed control comes back through Session::Activate.
  std::function<void(const std::string& json)> show_mirror;
  // A sentence for the page's live log (what just happened, in words).
  std::function<void(const std::string& text)> announce;
  // The keyboard leaves the game for the page: Tab past its last control (+1) or Shift+Tab
  // before its first (-1).
  std::function<void(int direction)> leave_canvas;
  // Fetches a language's words (the page's lang/<id>.json; natively the compiled-in ones): they
  // come back through Session::ReceiveCatalogue, or Session::CatalogueUnavailable if they cannot.
  std::function<void(Language language)> fetch_catalogue;
  // The language on screen changed ("en", "fr"): the page sets <html lang> and its own words.
  std::function<void(const std::string& id)> set_page_language;

  // ---- Online rooms (docs/online.md). The socket: opened, closed and fed by the platform, which
  // calls Session::RoomSocketOpened / RoomSocketMessage / RoomSocketClosed back.
  std::function<void(const std::string& url)> room_connect;
  std::function<void(const std::string& text)> room_send;
  std::function<void()> room_disconnect;
  // A room's seat token, kept in storage by the room server's origin and the room's code (a
  // reload of the invite link rejoins; room_servers.h).
  std::function<void(const std::string& server, const std::string& room, const std::string& token)> keep_room_token;
  std::function<std::string(const std::string& server, const std::string& room)> room_token;
  // (The room this page last sat in on a server is kept the same way, as room kLastRoomSlot.)
  // The invite link to room `code` (the page's own address with ?room=CODE); "" where none.
  std::function<std::string(const std::string& code)> invite_link;
  // Shares a link: the system's share sheet on phones that have one, else the clipboard.
  std::function<void(const std::string& url)> share_link;
  // The page's address shows the room this page is in (?room=CODE; "" takes it out), so a reload
  // or a bookmark returns to it. Never a token: that stays in storage.
  std::function<void(const std::string& code)> show_room;
};

struct SessionConfig {
  std::uint64_t seed = 1;
  bool start_at_table = false;  // skip the setup screen and deal the default match
  std::optional<engine::Preset> preset;  // the default match's rules (default Classic)
  int seats = 0;                 // the default match's seats, 3..8 (0: you + 3 AI)
  std::vector<ai::Level> ai_levels;  // the AI seats' levels in order; one level applies to all
  std::optional<ThemeKind> theme;    // the host's look (wins over the saved one)
  std::optional<double> pace;        // pace for a player with no saved settings yet
  // The system asks for more contrast (the page's prefers-contrast: more or forced-colors:
  // active): a first visit, with no saved settings and no host theme, takes the contrast theme.
  bool system_prefers_contrast = false;
  bool debug = false;            // show the debug overlay
  std::optional<engine::Replay> replay;  // open this replay for playback at the table
  int replay_step = -1;          // ...at this step (-1: its last)
  // Writes a replay file (the platform's job); returns where it went, or why it failed.
  std::function<std::string(const std::string& contents)> save_replay;

  // ---- The save.
  bool storage_available = true;          // false: nothing can be kept (the player is told once)
  std::optional<std::string> saved_text;  // the save found in storage
  bool resume = true;                     // continue the saved match (false: another was asked for)
  std::string embed_id = "default";       // which save (two games on one page keep two)
  std::vector<std::string> config_errors;  // bad page parameters: reported to the host page
  std::string deal_code;   // ?deal= / --deal: deal this shared match at once
  std::string daily_date;  // ?daily= / --daily: the daily deal of that date (YYYY-MM-DD) at once
  std::string today;       // the player's calendar date, for the Daily deal button ("" if unknown)
  // The language: the page's lang= (wins over the saved choice), else the saved choice, else
  // the first of the browser's languages we speak, else English (session/words/language.h).
  std::string language_param;
  // ?room= / --room: open this online room at once (once a room server answers).
  std::string room_code;
  // ?name= / --name: the name this player goes by in rooms (not asked again).
  std::string player_name;
  std::vector<std::string> browser_languages;
  SessionServices services;
};

}  // namespace popejoan::session
