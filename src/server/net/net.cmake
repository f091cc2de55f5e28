# The transport: HTTP files, /healthz, the WebSocket at /rooms, and the command line. Included from
# src/server/CMakeLists.txt.
add_library(popejoan_server_net STATIC
  ${CMAKE_CURRENT_LIST_DIR}/client_address.cpp
  ${CMAKE_CURRENT_LIST_DIR}/http_session.cpp
  ${CMAKE_CURRENT_LIST_DIR}/server_flags.cpp
  ${CMAKE_CURRENT_LIST_DIR}/site_files.cpp
  ${CMAKE_CURRENT_LIST_DIR}/site_policy.cpp
  ${CMAKE_CURRENT_LIST_DIR}/web_server.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ws_session.cpp)
target_include_directories(popejoan_server_net PUBLIC ${PROJECT_SOURCE_DIR}/src)
target_link_libraries(popejoan_server_net PUBLIC popejoan_engine popejoan_protocol Boost::headers Threads::Threads
                                          PRIVATE popejoan_warnings)

popejoan_add_gtest(server_flags_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/server_flags_test.cpp LIBS popejoan_server_net)
popejoan_add_gtest(site_files_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/site_files_test.cpp LIBS popejoan_server_net)
popejoan_add_gtest(site_policy_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/site_policy_test.cpp LIBS popejoan_server_net)
popejoan_add_gtest(web_server_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/web_server_test.cpp LIBS popejoan_server_net)
popejoan_add_gtest(client_address_test LABELS server
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/client_address_test.cpp LIBS popejoan_server_net)
