# The rooms, headless: a room's records and views, the hub (the frames: src/protocol). Included from
# src/server/CMakeLists.txt.
add_library(popejoan_rooms STATIC
  ${CMAKE_CURRENT_LIST_DIR}/address_window.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ai_shares.cpp
  ${CMAKE_CURRENT_LIST_DIR}/command_table.cpp
  ${CMAKE_CURRENT_LIST_DIR}/info_pacer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/play_commands.cpp
  ${CMAKE_CURRENT_LIST_DIR}/public_tables.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pope_pause.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rejoin_code.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rejoin_guard.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_commands.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_hub.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_hub_clock.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_quota.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_replay.cpp
  ${CMAKE_CURRENT_LIST_DIR}/room_standings.cpp
  ${CMAKE_CURRENT_LIST_DIR}/seat_commands.cpp
  ${CMAKE_CURRENT_LIST_DIR}/store_guard.cpp
  ${CMAKE_CURRENT_LIST_DIR}/table_commands.cpp
  ${CMAKE_CURRENT_LIST_DIR}/table_names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/talk_commands.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turn_clock.cpp)
target_link_libraries(popejoan_rooms PUBLIC popejoan_protocol popejoan_session popejoan_engine popejoan_server_store
                      PRIVATE popejoan_warnings)

popejoan_add_gtest(room_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/room_test.cpp LIBS popejoan_rooms)
popejoan_add_gtest(room_standings_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/room_standings_test.cpp LIBS popejoan_rooms)
popejoan_add_gtest(non_interference_test LABELS unit
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/non_interference_test.cpp LIBS popejoan_rooms)
popejoan_add_gtest(pope_pause_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/pope_pause_test.cpp LIBS popejoan_rooms)
# No stalls: the turn clock alone, and the clock and the host through the hub with a fake clock.
popejoan_add_gtest(room_clock_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/turn_clock_test.cpp ${CMAKE_CURRENT_LIST_DIR}/room_clock_test.cpp
  LIBS popejoan_rooms)
popejoan_add_gtest(room_faults_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/room_faults_test.cpp LIBS popejoan_rooms)
# The store's health, the fleet's fence and the recovery after a failed batch, alone.
popejoan_add_gtest(store_guard_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/store_guard_test.cpp LIBS popejoan_rooms)
popejoan_add_gtest(room_replay_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/room_replay_test.cpp
                   LIBS popejoan_rooms PkgConfig::HIREDIS SQLite::SQLite3)
# Your seat from any device: the rejoin code and the guard on wrong codes.
popejoan_add_gtest(rejoin_test LABELS server SOURCES ${CMAKE_CURRENT_LIST_DIR}/rejoin_test.cpp LIBS popejoan_rooms)
popejoan_add_gtest(fair_share_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/ai_shares_test.cpp ${CMAKE_CURRENT_LIST_DIR}/info_pacer_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/room_quota_test.cpp
  LIBS popejoan_rooms)

# Public tables and quick play: seating newcomers between deals, leaving, closing, the limits.
popejoan_add_gtest(public_tables_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/public_tables_test.cpp LIBS popejoan_rooms)

# Figures for docs/benchmarks.md: an action's cost in the rooms, and memory per room (printed).
if(POPEJOAN_BUILD_BENCH)
  add_executable(popejoan-room-bench ${CMAKE_CURRENT_LIST_DIR}/room_bench.cpp)
  target_link_libraries(popejoan-room-bench PRIVATE popejoan_rooms popejoan_warnings)
endif()
