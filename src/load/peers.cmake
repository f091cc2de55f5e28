# The peer frameworks' protocols for popejoan-load (bench/peers: Colyseus 0.18, boardgame.io
# 0.50), a library of their own so the tool links them with one line and registers them with
# one line each in protocol_registry.cpp. Colyseus speaks msgpack: Debian's libmsgpack-cxx-dev
# (header-only). Included from the folder that builds popejoan-load.
find_package(Boost 1.74 REQUIRED)
find_package(msgpack REQUIRED CONFIG)  # Debian: lib/cmake/msgpackc-cxx, the target msgpackc-cxx

add_library(popejoan_load_peers STATIC
  ${CMAKE_CURRENT_LIST_DIR}/peer_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/colyseus_frame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/colyseus_protocol.cpp
  ${CMAKE_CURRENT_LIST_DIR}/socketio_frame.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bgio_protocol.cpp)
target_link_libraries(popejoan_load_peers PUBLIC popejoan_engine PRIVATE msgpackc-cxx popejoan_warnings)
# msgpack-cxx 4 without its Boost parts: nothing here needs them.
target_compile_definitions(popejoan_load_peers PRIVATE MSGPACK_NO_BOOST)

popejoan_add_gtest(colyseus_protocol_test LABELS unit load
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/colyseus_protocol_test.cpp LIBS popejoan_load_peers)
popejoan_add_gtest(bgio_protocol_test LABELS unit load
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/bgio_protocol_test.cpp LIBS popejoan_load_peers)
