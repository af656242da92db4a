// climbsim: parse the subcommand, hand over to it, commit its outputs, turn errors into exit codes.
//
// main owns the run's outputs (an OutputSet) and the signal handlers that protect them: a signal
// that would end the process removes every staged temporary, then ends the process as it would
// have anyway. Only signals whose disposition is still the default are taken (a run under nohup
// keeps ignoring SIGHUP; a sanitizer keeps its own SIGSEGV handler).
#include <signal.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <iostream>
#include <string_view>

#include "cli/registry.hpp"
#include "cli/options.hpp"
#include "climbsim/platform/heap_keep.hpp"
#include "climbsim/platform/isa.hpp"
#include "climbsim/io/output_set.hpp"
#include "climbsim/text/text_input.hpp"
#include "climbsim/version.hpp"

namespace {

// Every signal whose default action ends the process and that a handler can catch (SIGKILL and
// SIGSTOP cannot be caught), plus the real-time signals, added at run time.
constexpr int kFatalSignals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGILL,  SIGTRAP,   SIGABRT, SIGBUS,    SIGFPE,
                                 SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM,   SIGTERM, SIGSTKFLT, SIGXCPU,
                                 SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR,  SIGSYS};

std::atomic<const climbsim::OutputSet*> g_outputs{nullptr};

extern "C" void remove_outputs_and_die(int sig) {
  if (const auto* outputs = g_outputs.load()) outputs->remove_temporaries();
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  sigemptyset(&dfl.sa_mask);
  ::sigaction(sig, &dfl, nullptr);
  ::raise(sig);  // delivered, with its default action, when this handler returns
}

void protect_outputs(const climbsim::OutputSet& outputs) {
  g_outputs.store(&outputs);
  struct sigaction act {};
  act.sa_handler = remove_outputs_and_die;
  sigemptyset(&act.sa_mask);
  const auto take = [&](int sig) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_DFL) ::sigaction(sig, &act, nullptr);
  };
  for (int sig : kFatalSignals) take(sig);
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; ++sig) take(sig);
}

// An error message as it reaches the terminal: control bytes escaped, at most 2000 characters.
std::string printable(const char* what) { return climbsim::printable_text(what, true, 2000); }

// Runs one subcommand, writes the provenance sidecars and commits every output; a failure leaves
// every old file as it was.
int run(const climbsim::cli::Subcommand& s, int argc, const char* const* argv, climbsim::cli::Run& r) {
  climbsim::OutputSet& outputs = r.outputs;
  try {
    const auto opts = climbsim::cli::parse_options_or_help(argc, argv, *s.spec, r);
    if (!opts) return 0;  // --help
    const int status = s.run(*opts, r);
    if (status != 0) return status;
    for (const auto& [label, output] : r.provenance.sidecars()) r.provenance.write_json(outputs.stream(label), output);
    outputs.commit();
    return status;
  } catch (const climbsim::cli::UsageError& e) {
    outputs.discard();
    std::cerr << "climbsim " << s.spec->name << ": " << printable(e.what()) << '\n';
    return 2;
  } catch (const std::exception& e) {
    outputs.discard();
    std::cerr << "climbsim " << s.spec->name << ": error: " << printable(e.what()) << '\n';
    return 1;
  }
}

void print_usage(std::ostream& out) {
  out << "Usage: climbsim SUBCOMMAND [options]    (climbsim SUBCOMMAND --help for its options)\n\n"
         "Monte Carlo and exact analysis of vertical movement in tabletop wargames.\n\nSubcommands:\n";
  for (const auto& s : climbsim::cli::subcommands())
    out << "  " << s.spec->name << std::string(10 - s.spec->name.size(), ' ') << s.spec->summary << '\n';
  out << "\nOptions:\n  --help      this text\n  --version   the version\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    print_usage(std::cerr);
    return 2;
  }
  const std::string_view first = argv[1];
  if (first == "--help" || first == "-h" || first == "help") {
    print_usage(std::cout);
    return 0;
  }
  if (first == "--version") {
    std::cout << "climbsim " << climbsim::kVersion << '\n';
    return 0;
  }
  if (const char* isa = climbsim::isa_cap_error(); *isa) {
    std::cerr << "climbsim: " << isa << "; it is " << climbsim::quote_value(std::getenv("CLIMBSIM_ISA")) << '\n';
    return 2;
  }
  climbsim::keep_freed_memory();  // a map's grids reused, not faulted in anew (platform/heap_keep.hpp)
  for (const auto& s : climbsim::cli::subcommands()) {
    if (first != s.spec->name) continue;
    climbsim::cli::Run r(argc, argv);
    protect_outputs(r.outputs);
    const int status = run(s, argc - 1, argv + 1, r);
    g_outputs.store(nullptr);
    return status;
  }
  std::cerr << "climbsim: unknown subcommand '" << first << "' (climbsim --help lists them)\n";
  return 2;
}
