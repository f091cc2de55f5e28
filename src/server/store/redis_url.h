// Where a Redis store lives, as `--store` names it: redis://HOST:PORT[/DB]. Read into a value, or
// an error saying what is wrong, for the person who typed it.
#pragma once

#include <string>

#include "engine/result.h"

namespace popejoan::server {

struct RedisAddress {
  std::string host = "127.0.0.1";
  int port = 6379;
  int db = 0;
  std::string ToString() const;  // redis://host:port/db
};

// "redis://127.0.0.1:6379", "redis://[::1]:7000/2", "redis://cache.internal" (port 6379, db 0).
// No user, password, query or other scheme: a Redis reached over a network is put behind a
// private network or a TLS tunnel (docs/online.md, "Scaling out").
engine::Result<RedisAddress> ParseRedisUrl(const std::string& text);

}  // namespace popejoan::server
