#include "cli/provenance.hpp"

#include <sys/stat.h>

#include <tbb/global_control.h>

#include <ctime>
#include <filesystem>

#include "climbsim/io/sha256.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/platform/isa.hpp"
#include "climbsim/version.hpp"

namespace climbsim::cli {

namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const char ch : s) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '"' || c == '\\') out += '\\', out += ch;
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20) {
      static const char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += ch;
    }
  }
  return out + "\"";
}

std::string utc(std::chrono::system_clock::time_point t) {
  const std::time_t secs = std::chrono::system_clock::to_time_t(t);
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace

Provenance::Provenance(int argc, const char* const* argv) : start_(std::chrono::system_clock::now()) {
  for (int i = 0; i < argc; ++i) command_line_.emplace_back(argv[i]);
}

Provenance::Provenance(std::vector<std::string> command_line)
    : command_line_(std::move(command_line)), start_(std::chrono::system_clock::now()) {}

void Provenance::option(const std::string& name, const std::string& value) { options_[name] = value; }

void Provenance::input(const std::string& role, const std::string& path) {
  inputs_.emplace_back(role, path);
  if (digests_.count(path) != 0) return;
  // A pipe (a named FIFO, or <(...)) was read once and cannot be read again: opening it a second
  // time would wait for a writer that has gone. Its digest is left out rather than made up.
  struct stat st {};
  const bool regular = ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
  digests_[path] = regular ? sha256_file(path) : std::string();
}

void Provenance::input_text(const std::string& role, const std::string& name, std::string_view bytes) {
  inputs_.emplace_back(role, name);
  if (digests_.count(name) == 0) digests_[name] = sha256_hex(bytes);
}

void Provenance::fact(const std::string& key, const std::string& value) { facts_[key] = value; }

void Provenance::sidecar(const std::string& label, const std::string& output) { sidecars_.emplace_back(label, output); }

void Provenance::write_json(std::ostream& out, const std::string& output) const {
  const auto threads = tbb::global_control::active_value(tbb::global_control::max_allowed_parallelism);
  out << "{\n  \"output\": " << json_string(output) << ",\n";
  out << "  \"climbsim_version\": " << json_string(kVersion) << ",\n";
  out << "  \"source_commit\": " << (*kSourceCommit ? json_string(kSourceCommit) : std::string("null")) << ",\n";
  out << "  \"command_line\": [";
  for (std::size_t i = 0; i < command_line_.size(); ++i) out << (i ? ", " : "") << json_string(command_line_[i]);
  out << "],\n  \"options\": {";
  bool first = true;
  for (const auto& [k, v] : options_) {
    out << (first ? "\n" : ",\n") << "    " << json_string(k) << ": " << json_string(v);
    first = false;
  }
  out << (first ? "},\n" : "\n  },\n") << "  \"inputs\": [";
  first = true;
  for (const auto& [role, path] : inputs_) {
    out << (first ? "\n" : ",\n") << "    {\"role\": " << json_string(role) << ", \"path\": " << json_string(path)
        << ", \"sha256\": " << (digests_.at(path).empty() ? std::string("null") : json_string(digests_.at(path))) << "}";
    first = false;
  }
  out << (first ? "],\n" : "\n  ],\n");
  for (const auto& [k, v] : facts_) out << "  " << json_string(k) << ": " << json_string(v) << ",\n";
  out << "  \"vector_path\": " << json_string(to_string(detected_isa())) << ",\n";
  if (facts_.count("threads") == 0) out << "  \"threads\": " << json_string(std::to_string(threads)) << ",\n";
  out << "  \"start_time\": " << json_string(utc(start_)) << ",\n";
  out << "  \"end_time\": " << json_string(utc(std::chrono::system_clock::now())) << "\n}\n";
}

void Provenance::write_config_ini(std::ostream& out, const CommandSpec& spec, const std::map<std::string, std::string>& given) const {
  out << "# climbsim " << spec.name << ": every option in force";
  out << " (climbsim " << kVersion << (*kSourceCommit ? std::string(", ") + kSourceCommit : std::string()) << ")\n";
  out << "# run it again with: climbsim " << spec.name << " --config THIS_FILE -o FILE\n";
  const auto shown = [](std::string value) {
    const bool quote = value.find('#') != std::string::npos || value != std::string(value.c_str()) ||
                       (!value.empty() && (value.front() == ' ' || value.back() == ' '));
    return quote ? "\"" + value + "\"" : value;
  };
  // In the order of the declaration (the order of --help): the values this run read, given or
  // defaulted; input paths made absolute, so the file works from any folder.
  std::vector<const Parameter*> unread;
  for (const auto& p : spec.parameters) {
    if (!p.reproduces()) continue;
    const auto it = options_.find(p.name);
    if (it == options_.end()) {
      unread.push_back(&p);
      continue;
    }
    std::string value = it->second;
    if (p.is_path() && !value.empty() && !is_web_address(value)) value = std::filesystem::absolute(value).lexically_normal().string();
    out << p.name << " = " << shown(value) << '\n';
  }
  // The rest did not enter this run (a --unit sets the minis; --actions counts only with --terrain):
  // listed, as comments, with the value given or the default, so the file shows every parameter.
  if (unread.empty()) return;
  out << "# not read by this run (given, they would be):\n";
  for (const auto* p : unread) {
    const auto it = given.find(p->name);
    out << "# " << p->name << " = " << (it != given.end() ? shown(it->second) : p->fallback ? shown(*p->fallback) : "") << '\n';
  }
}

}  // namespace climbsim::cli
