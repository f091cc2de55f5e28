// The save in the browser: window.localStorage (save_store.h).
#include "platform/save_store.h"

#include <emscripten.h>

#include <cstdlib>

// Each returns -2 when storage throws (unavailable, refused), else as noted. Hand-written JS
// names window.localStorage in full so a closure-compiled build keeps it.
EM_JS(int, popejoan_js_storage_probe, (), {
  try {
    var storage = window.localStorage;
    if (!storage) return -2;
    storage.getItem('popejoan:probe');
    return 1;
  } catch (e) {
    return -2;
  }
});

// A malloc'd copy of the item (the caller frees it), or 0 when missing or refused.
EM_JS(char*, popejoan_js_storage_get, (const char* key), {
  try {
    var value = window.localStorage.getItem(UTF8ToString(key));
    if (value === null) return 0;
    var size = lengthBytesUTF8(value) + 1;
    var copy = _malloc(size);
    if (!copy) return 0;
    stringToUTF8(value, copy, size);
    return copy;
  } catch (e) {
    return 0;
  }
});

// 1 if set, 0 if the key was already taken (when only_if_absent), -2 if refused.
EM_JS(int, popejoan_js_storage_set, (const char* key, const char* value, int only_if_absent), {
  try {
    var name = UTF8ToString(key);
    if (only_if_absent && window.localStorage.getItem(name) !== null) return 0;
    window.localStorage.setItem(name, UTF8ToString(value));
    return 1;
  } catch (e) {
    return -2;
  }
});

// A token no other opening has: the time and a random part (not a secret, only different).
EM_JS(char*, popejoan_js_tab_token, (), {
  var text = Date.now().toString(36) + '-' + Math.random().toString(36).slice(2, 10);
  var size = lengthBytesUTF8(text) + 1;
  var copy = _malloc(size);
  if (copy) stringToUTF8(text, copy, size);
  return copy;
});

// Another tab's claim arrives as a storage event for the claim's key with another token.
EM_JS(void, popejoan_js_watch_claims, (const char* key, const char* token), {
  var name = UTF8ToString(key);
  var mine = UTF8ToString(token);
  window.addEventListener('storage', function (e) {
    if (e.key === name && e.newValue !== null && e.newValue !== mine) _popejoan_other_tab();
  });
});

namespace popejoan::platform {

SaveStore::SaveStore(const std::string& place) : place_("popejoan:save:" + place) {
  available_ = popejoan_js_storage_probe() == 1;
  if (!available_) {
    problem_ = "the browser does not allow storage here";
    return;
  }
  // Claimed before the save is read: a tab that writes after this reads as taken over.
  char* token = popejoan_js_tab_token();
  if (token != nullptr) {
    token_ = token;
    std::free(token);
  }
  popejoan_js_storage_set((place_ + ":tab").c_str(), token_.c_str(), 0);
}

bool SaveStore::Owns() const {
  if (!available_ || token_.empty()) return true;
  char* owner = popejoan_js_storage_get((place_ + ":tab").c_str());
  if (owner == nullptr) return true;  // storage taken away or cleared: nobody else claims it
  const bool mine = token_ == owner;
  std::free(owner);
  return mine;
}

void SaveStore::WatchClaims() {
  if (available_ && !token_.empty()) popejoan_js_watch_claims((place_ + ":tab").c_str(), token_.c_str());
}

std::optional<std::string> SaveStore::Read() {
  if (!available_) return std::nullopt;
  char* value = popejoan_js_storage_get(place_.c_str());
  if (value == nullptr) return std::nullopt;
  std::string text(value);
  std::free(value);
  return text;
}

bool SaveStore::Write(const std::string& text) {
  if (!Owns()) return false;  // the session asks first; this keeps a stale tab from ever writing
  return popejoan_js_storage_set(place_.c_str(), text.c_str(), 0) == 1;
}

std::string SaveStore::KeepDamaged(const std::string& text) {
  for (int n = 1; n <= 99; ++n) {
    const std::string key = place_ + ":damaged" + (n == 1 ? "" : "-" + std::to_string(n));
    const int result = popejoan_js_storage_set(key.c_str(), text.c_str(), 1);
    if (result == 1) return "\"" + key + "\" in this browser's storage";
    if (result < 0) return "";
  }
  return "";
}

std::string SaveStore::Where() const { return "this browser's storage (" + place_ + ")"; }

}  // namespace popejoan::platform
