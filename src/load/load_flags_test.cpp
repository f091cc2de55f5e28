#include "load/load_flags.h"

#include <gtest/gtest.h>

#include <vector>

namespace popejoan::load {
namespace {

engine::Result<LoadFlags> Parse(std::vector<const char*> args) {
  args.insert(args.begin(), "popejoan-load");
  return ParseLoadFlags(static_cast<int>(args.size()), args.data());
}

TEST(LoadFlagsTest, ReadsTheFlags) {
  engine::Result<LoadFlags> f = Parse({"--port", "8080", "--rooms", "50", "--seconds=20", "--pace", "flat", "--verify", "r.db"});
  ASSERT_TRUE(f.ok()) << f.error();
  EXPECT_EQ(f->port, 8080);
  EXPECT_EQ(f->rooms, 50);
  EXPECT_EQ(f->seconds, 20);
  EXPECT_EQ(f->pace, Pace::kFlat);
  EXPECT_EQ(f->verify, "r.db");
  EXPECT_EQ(ProcessesFor(*f), 1);
}

TEST(LoadFlagsTest, ASecondServerOfTheFleet) {
  engine::Result<LoadFlags> f = Parse({"--port", "8080", "--second-port", "8081"});
  ASSERT_TRUE(f.ok()) << f.error();
  EXPECT_EQ(f->second_port, 8081);
  EXPECT_EQ(Parse({"--port", "8080"})->second_port, 0);
  EXPECT_FALSE(Parse({"--port", "8080", "--second-port", "0"}).ok());
}

TEST(LoadFlagsTest, OnlyLoopback) {
  EXPECT_TRUE(IsLoopback("127.0.0.1"));
  EXPECT_TRUE(IsLoopback("127.3.2.1"));
  EXPECT_TRUE(IsLoopback("::1"));
  EXPECT_FALSE(IsLoopback("10.0.0.1"));
  EXPECT_FALSE(IsLoopback("0.0.0.0"));
  EXPECT_FALSE(IsLoopback("::"));
  EXPECT_FALSE(IsLoopback("localhost"));
  EXPECT_FALSE(IsLoopback("example.org"));
  EXPECT_FALSE(Parse({"--port", "80", "--host", "192.168.1.2"}).ok());
}

TEST(LoadFlagsTest, EveryLimitIsBounded) {
  EXPECT_FALSE(Parse({"--rooms", "5"}).ok());  // no --port
  EXPECT_FALSE(Parse({"--port", "80", "--rooms", "10001"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--seconds", "601"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--seconds", "0"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--processes", "17"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--target", "nothing"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--pace", "fast"}).ok());
  EXPECT_FALSE(Parse({"--port", "80", "--rooms", "8000", "--processes", "1"}).ok());  // 32000 connections
  engine::Result<LoadFlags> big = Parse({"--port", "80", "--rooms", "5000"});
  ASSERT_TRUE(big.ok());
  EXPECT_EQ(ProcessesFor(*big), 2);
}

// As few processes as the descriptors' limit allows: here a process may open 20,000.
TEST(LoadFlagsTest, AProcessHoldsWhatItsDescriptorsAllow) {
  EXPECT_EQ(ConnectionsPerProcess(20000), 19960);
  EXPECT_EQ(ConnectionsPerProcess(0), kConnectionsPerProcess);  // unknown
  EXPECT_EQ(ConnectionsPerProcess(1L << 40), kMaxConnections);
  const int here = ConnectionsPerProcess(20000);
  std::vector<const char*> a = {"popejoan-load", "--port", "80", "--rooms", "4990"};
  ASSERT_TRUE(ParseLoadFlags(static_cast<int>(a.size()), a.data(), here).ok());
  EXPECT_EQ(ProcessesFor(*ParseLoadFlags(static_cast<int>(a.size()), a.data(), here)), 1);
  a[4] = "5000";
  EXPECT_EQ(ProcessesFor(*ParseLoadFlags(static_cast<int>(a.size()), a.data(), here)), 2);
  std::vector<const char*> one = {"popejoan-load", "--port", "80", "--rooms", "5000", "--processes", "1"};
  EXPECT_EQ(ParseLoadFlags(static_cast<int>(one.size()), one.data(), here).error(),
            "more than 19960 connections a process (its descriptors' limit): give more --processes");
}

TEST(LoadFlagsTest, WholeNumbersAreDigitsWithinTheirRange) {
  EXPECT_EQ(Parse({"--port", "00080"})->port, 80);
  EXPECT_EQ(Parse({"--port", "80", "--seed", "4611686018427387904"})->seed, 4611686018427387904ull);  // 2^62
  EXPECT_EQ(Parse({"--port", "80", "--seed", "4611686018427387905"}).error(),
            "--seed needs a whole number, got '4611686018427387905'");
  for (const char* port : {"+80", " 80", "80 ", "-0", "", "65536", "99999999999999999999"}) {
    EXPECT_EQ(Parse({"--port", port}).error(), std::string("--port needs a whole number from 1 to 65535, got '") + port + "'");
  }
}

}  // namespace
}  // namespace popejoan::load
