# The fleet: several servers on one Redis, each room run by one of them (docs/online.md, "Scaling
# out"): who runs each room (RedisFleet), the frames relayed between servers (RedisBus), and the
# hub that routes a connection to its room's server (FleetHub). Included from
# src/server/CMakeLists.txt, after the store and the rooms.
add_library(popejoan_server_fleet STATIC
  ${CMAKE_CURRENT_LIST_DIR}/fleet_hub.cpp
  ${CMAKE_CURRENT_LIST_DIR}/redis_bus.cpp
  ${CMAKE_CURRENT_LIST_DIR}/redis_fleet.cpp)
target_link_libraries(popejoan_server_fleet PUBLIC popejoan_rooms popejoan_server_store Threads::Threads
                      PRIVATE PkgConfig::HIREDIS popejoan_warnings)

popejoan_add_gtest(fleet_hub_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/fleet_hub_test.cpp LIBS popejoan_server_fleet)
popejoan_add_gtest(redis_fleet_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/redis_fleet_test.cpp LIBS popejoan_server_fleet PkgConfig::HIREDIS)
popejoan_add_gtest(redis_bus_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/redis_bus_test.cpp LIBS popejoan_server_fleet PkgConfig::HIREDIS)
