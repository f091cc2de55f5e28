// The frames and HTTP answers captured from the peer frameworks' servers (bench/peers, their
// capture-*.cjs --dump), as the protocol tests read them. Test-only; the tests run from the
// source folder, so the paths are relative to it.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace popejoan::load::testkit {

// A captured file from src/load/testdata/peers, whole ("" if missing: each test then fails).
inline std::string ReadTestFile(const std::string& name) {
  std::ifstream in("src/load/testdata/peers/" + name, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The answers of an HTTP capture, which holds a line with the path asked and a line with its answer
// for each request, in the order asked.
inline std::vector<std::string> HttpAnswers(const std::string& name) {
  std::istringstream lines(ReadTestFile(name));
  std::vector<std::string> answers;
  std::string path, answer;
  while (std::getline(lines, path) && std::getline(lines, answer)) answers.push_back(answer);
  return answers;
}

}  // namespace popejoan::load::testkit
