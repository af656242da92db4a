#include "cli/unit_options.hpp"


namespace climbsim::cli {

void add_unit_options(po::options_description& desc, const char* default_minis, const char* default_wounds) {
  desc.add_options()
      ("unit", po::value<std::string>()->value_name("NAMES"), "units from the roster, e.g. stormtroopers,darth-vader (with --list: "
                                                             "those units of the list)")
      ("list", po::value<std::string>()->value_name("FILE"), "the units of a player's list, as the list builder exports it (plain "
                                                             "text or Tabletop Simulator JSON), upgrades applied")
      ("roster", po::value<std::string>()->value_name("FILE"), "roster CSV to use instead of the built-in one")
      ("minis", po::value<std::string>()->value_name("LIST"),
       (std::string("minis per unit, leader included, 1 to 24 (default ") + default_minis + ")").c_str())
      ("wounds-per-mini", po::value<std::string>()->value_name("LIST"),
       (std::string("wounds of each mini, 1 to 24 (default ") + default_wounds + ")").c_str())
      ("kind", po::value<std::string>()->value_name("K"), "trooper or vehicle, for units built from --minis (default trooper)")
      ("climbing-vehicle", po::value<std::string>()->value_name("BOOL"), "the vehicle has Climbing Vehicle (default false)")
      ("mini-height", po::value<std::string>()->value_name("H"), "leader's mini height in height units (default 0.2)")
      ("jump", po::value<std::string>()->value_name("X"), "the unit has Jump X, 0 for none (default 0)")
      ("scale", po::value<std::string>()->value_name("BOOL"), "the unit has Scale (default false)")
      ("speeder", po::value<std::string>()->value_name("X"), "the unit has Speeder X, 0 for none (default 0)")
      ("hover", po::value<std::string>()->value_name("X"), "the unit has Hover: Air X, 0 for none (default 0)");
}

}  // namespace climbsim::cli
