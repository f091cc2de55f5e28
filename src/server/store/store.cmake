# The rooms' store (an append-only log per room: in memory, in one SQLite file, or in Redis), their
# secrets (room codes, seat tokens) and the group commit (many changes, one sync). Included from
# src/server/CMakeLists.txt (native only).
find_package(SQLite3 REQUIRED)  # Debian's libsqlite3-dev
find_package(PkgConfig REQUIRED)
pkg_check_modules(HIREDIS REQUIRED IMPORTED_TARGET hiredis)  # Debian's libhiredis-dev (the Redis store)

add_library(popejoan_server_store STATIC
  ${CMAKE_CURRENT_LIST_DIR}/group_commit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/memory_room_store.cpp
  ${CMAKE_CURRENT_LIST_DIR}/redis_connection.cpp
  ${CMAKE_CURRENT_LIST_DIR}/redis_room_store.cpp
  ${CMAKE_CURRENT_LIST_DIR}/redis_url.cpp
  ${CMAKE_CURRENT_LIST_DIR}/secret_random.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sqlite_room_store.cpp
)
target_include_directories(popejoan_server_store PUBLIC ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(popejoan_server_store PUBLIC Threads::Threads PRIVATE SQLite::SQLite3 PkgConfig::HIREDIS popejoan_warnings)

popejoan_add_gtest(room_store_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/room_store_test.cpp LIBS popejoan_server_store PkgConfig::HIREDIS)
popejoan_add_gtest(redis_room_store_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/redis_room_store_test.cpp LIBS popejoan_server_store PkgConfig::HIREDIS)
popejoan_add_gtest(sqlite_room_store_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/sqlite_room_store_test.cpp
  LIBS popejoan_server_store SQLite::SQLite3)
popejoan_add_gtest(secret_random_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/secret_random_test.cpp LIBS popejoan_server_store)

# Appends per second with synchronous=FULL and NORMAL, on the disk holding --dir (default /tmp).
if(POPEJOAN_BUILD_BENCH)
  add_executable(popejoan-store-bench ${CMAKE_CURRENT_LIST_DIR}/store_bench.cpp)
  target_link_libraries(popejoan-store-bench PRIVATE popejoan_server_store popejoan_warnings)
endif()
