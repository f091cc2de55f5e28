#include "load/colyseus_frame.h"

#include <msgpack.hpp>

#include <sstream>

namespace popejoan::load::colyseus {
namespace {

constexpr int kMaxDepth = 32;

engine::Result<engine::Json> FromObject(const msgpack::object& object, int depth) {
  if (depth > kMaxDepth) return engine::Result<engine::Json>::Error("msgpack nested too deep");
  switch (object.type) {
    case msgpack::type::NIL: return engine::Json::Null();
    case msgpack::type::BOOLEAN: return engine::Json::Bool(object.via.boolean);
    case msgpack::type::POSITIVE_INTEGER: return engine::Json::Number(static_cast<int64_t>(object.via.u64));
    case msgpack::type::NEGATIVE_INTEGER: return engine::Json::Number(object.via.i64);
    case msgpack::type::STR: return engine::Json::String(std::string(object.via.str.ptr, object.via.str.size));
    case msgpack::type::ARRAY: {
      engine::Json array = engine::Json::Array();
      for (uint32_t i = 0; i < object.via.array.size; ++i) {
        engine::Result<engine::Json> item = FromObject(object.via.array.ptr[i], depth + 1);
        if (!item.ok()) return item;
        array.Append(std::move(*item));
      }
      return array;
    }
    case msgpack::type::MAP: {
      engine::Json map = engine::Json::Object();
      for (uint32_t i = 0; i < object.via.map.size; ++i) {
        const msgpack::object_kv& kv = object.via.map.ptr[i];
        if (kv.key.type != msgpack::type::STR) return engine::Result<engine::Json>::Error("a msgpack map key is not a string");
        engine::Result<engine::Json> value = FromObject(kv.val, depth + 1);
        if (!value.ok()) return value;
        map.Set(std::string(kv.key.via.str.ptr, kv.key.via.str.size), std::move(*value));
      }
      return map;
    }
    default: return engine::Result<engine::Json>::Error("a msgpack value of a kind the views never hold (float, bin, ext)");
  }
}

void Pack(msgpack::packer<std::stringstream>& packer, const engine::Json& value) {
  switch (value.type()) {
    case engine::Json::Type::kNull: packer.pack_nil(); break;
    case engine::Json::Type::kBool: value.as_bool() ? packer.pack_true() : packer.pack_false(); break;
    case engine::Json::Type::kNumber: packer.pack_int64(value.as_number()); break;
    case engine::Json::Type::kString: packer.pack(value.as_string()); break;
    case engine::Json::Type::kArray:
      packer.pack_array(static_cast<uint32_t>(value.items().size()));
      for (const engine::Json& item : value.items()) Pack(packer, item);
      break;
    case engine::Json::Type::kObject:
      packer.pack_map(static_cast<uint32_t>(value.members().size()));
      for (const engine::Json::Member& member : value.members()) {
        packer.pack(member.first);
        Pack(packer, member.second);
      }
      break;
  }
}

}  // namespace

engine::Result<engine::Json> MsgpackToJson(const char* data, std::size_t size, std::size_t* used) {
  // msgpack-cxx reports a malformed or cut buffer by throwing; this is the one place it may.
  std::size_t offset = 0;
  try {
    msgpack::object_handle handle = msgpack::unpack(data, size, offset);
    if (used != nullptr) *used = offset;
    return FromObject(handle.get(), 0);
  } catch (const std::exception& e) {
    return engine::Result<engine::Json>::Error(std::string("bad msgpack: ") + e.what());
  }
}

std::string JsonToMsgpack(const engine::Json& value) {
  std::stringstream out;
  msgpack::packer<std::stringstream> packer(out);
  Pack(packer, value);
  return out.str();
}

engine::Result<Frame> DecodeFrame(const std::string& data) {
  if (data.empty()) return engine::Result<Frame>::Error("an empty frame");
  Frame frame;
  frame.code = static_cast<unsigned char>(data[0]);
  if (frame.code != kRoomData && frame.code != kError) return frame;
  const char* rest = data.data() + 1;
  std::size_t left = data.size() - 1;
  if (frame.code == kError) {  // [code][msgpack number][msgpack string]
    std::size_t used = 0;
    engine::Result<engine::Json> code = MsgpackToJson(rest, left, &used);
    if (!code.ok()) return engine::Result<Frame>::Error(code.error());
    engine::Result<engine::Json> text = MsgpackToJson(rest + used, left - used, nullptr);
    frame.type = text.ok() && text->is_string() ? text->as_string() : "error " + std::to_string(code->as_number());
    return frame;
  }
  std::size_t used = 0;
  engine::Result<engine::Json> type = MsgpackToJson(rest, left, &used);
  if (!type.ok()) return engine::Result<Frame>::Error(type.error());
  if (!type->is_string()) return engine::Result<Frame>::Error("a room message's type is not a string");
  frame.type = type->as_string();
  if (used < left) {
    engine::Result<engine::Json> message = MsgpackToJson(rest + used, left - used, nullptr);
    if (!message.ok()) return engine::Result<Frame>::Error(message.error());
    frame.message = std::move(*message);
  }
  return frame;
}

std::string EncodeRoomData(const std::string& type, const engine::Json& message) {
  return std::string(1, static_cast<char>(kRoomData)) + JsonToMsgpack(engine::Json::String(type)) + JsonToMsgpack(message);
}

std::string JoinConfirmation() { return std::string(1, static_cast<char>(kJoinRoom)); }

}  // namespace popejoan::load::colyseus
