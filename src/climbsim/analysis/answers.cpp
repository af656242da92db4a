#include "climbsim/analysis/answers.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "climbsim/analysis/economy.hpp"
#include "climbsim/analysis/safety_order.hpp"
#include "climbsim/rules/legion.hpp"
#include "climbsim/text/csv.hpp"
#include "climbsim/units/what_if.hpp"

namespace climbsim {

namespace {

// What vertical movement sees of a unit under the editions asked; names and sources do not count.
// The height it walks over is the mini's or its Silhouette's, by edition (R25): two units that differ
// only in a Silhouette share their figures under the editions that read none.
auto profile(const Unit& u, const std::vector<LegionRules>& editions) {
  const auto& k = u.keywords;
  std::vector<double> walks;
  for (const auto& rules : editions) walks.push_back(walk_height(rules, u));
  return std::tuple{u.minis, u.wounds_per_mini, static_cast<int>(u.kind), k.climbing_vehicle, k.expert_climber, k.scale,
                    k.jump, k.moves_over(), u.mini_height, walks, u.base_mm, u.notched_base, u.noncombatants};
}

PlanFigures figures(const EconomyRow& r) {
  return {r.plan, r.actions, r.activations, r.exact->mean_wounds, r.exact->mean_lost, r.exact->p_mini_lost};
}

// The cheapest and the safest fixed plan of one group of economy rows (analysis/safety_order.hpp),
// or the reason there is none.
void pick(const std::vector<EconomyRow>& rows, Answer& a) {
  const EconomyRow* cheapest = nullptr;
  const EconomyRow* safest = nullptr;
  const auto risk = [](const EconomyRow& r) { return Risk{r.exact->mean_lost, r.exact->mean_wounds, r.actions}; };
  for (const auto& r : rows) {
    if (!r.legal || r.policy) continue;
    if (!cheapest || cheaper(risk(r), risk(*cheapest))) cheapest = &r;
    if (!safest || safer(risk(r), risk(*safest))) safest = &r;
  }
  if (cheapest) a.cheapest = figures(*cheapest);
  if (safest) a.safest = figures(*safest);
  if (!cheapest && !rows.empty()) a.why_no_plan = rows.front().reason;
}

std::string short_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2g", v);
  return buf;
}

std::string three_figures(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", v);
  return buf;
}

// Where adapting to the dice beats a fixed plan by at least kAdaptingPays expected minis
// (RULINGS R24; analysis/optimal_play.hpp adapting_gain), in words; "" where it does not.
constexpr double kAdaptingPays = 0.05;

std::string adapting_words(const std::vector<EconomyRow>& rows) {
  const EconomyRow* optimal = nullptr;
  for (const auto& r : rows)
    if (r.optimal && r.optimal->front && !r.optimal->front->empty()) optimal = &r;
  if (!optimal) return "";
  std::vector<PlanPoint> plans;
  for (const auto& r : rows)
    if (r.legal && !r.policy && r.until_defeat_actions) plans.push_back({r.plan, *r.until_defeat_actions, r.exact->mean_lost});
  const auto gain = adapting_gain(plans, *optimal->optimal->front, kAdaptingPays);
  if (!gain) return "";
  // As a player reads it: the fixed plan by its name and the actions it books (the table's and the
  // chart's), then the play that reads the dice after each step, each with its minis lost.
  int booked = 0;
  for (const auto& r : rows)
    if (r.legal && !r.policy && r.plan == gain->plan.plan) booked = r.actions;
  return "reading the dice after each step saves " + short_number(gain->saves) + " minis: instead of the fixed plan " + gain->plan.plan +
         " (" + std::to_string(booked) + " actions, " + three_figures(gain->plan.objective) + " minis lost on average), play " +
         gain->play.words + " (" + three_figures(gain->play.mean_actions) + " actions and " + three_figures(gain->play.objective) +
         " minis lost on average)";
}

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

}  // namespace

Answers answer(const Question& q) {
  Answers out;
  // Group the units by profile, in the order first seen.
  std::vector<std::pair<Unit, std::vector<std::string>>> groups;
  for (const auto& u : q.units) {
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return profile(g.first, q.editions) == profile(u, q.editions); });
    if (it == groups.end()) groups.push_back({u, {u.name.empty() ? "unit" : u.name}});
    else it->second.push_back(u.name);
  }
  for (const auto& [unit, names] : groups)
    if (names.size() > 1) out.verdicts.push_back(join(names, " and ") + ": same profile, same figures");
  for (const auto& what : q.what_if) {
    Unit probe;
    apply_what_if(what, probe);  // rejects an unknown what-if before any work
  }
  for (const auto& rules : q.editions)
  for (const auto& die : q.dies)
  for (const auto& [unit, names] : groups)
    for (const auto& face : q.faces)
      for (double height : q.heights) {
        std::vector<std::string> variants = {"as is"};
        variants.insert(variants.end(), q.what_if.begin(), q.what_if.end());
        std::optional<Answer> plain;
        for (const auto& variant : variants) {
          Unit u = unit;
          if (variant != "as is" && !apply_what_if(variant, u)) {
            // Said once, however many faces, heights, dice and editions were asked.
            const std::string said = join(names, " and ") + (names.size() == 1 ? " already has " : " already have ") +
                                     (variant == "expert-climber" ? "Expert Climber" : variant);
            if (std::find(out.verdicts.begin(), out.verdicts.end(), said) == out.verdicts.end()) out.verdicts.push_back(said);
            continue;
          }
          EconomySweep sweep;
          sweep.units = {u};
          sweep.heights = {height};
          sweep.faces = {face};
          sweep.expert_climber = {};  // the unit's own keyword
          sweep.directions = {q.direction};
          sweep.roof = q.roof;
          sweep.policies = false;
          sweep.dies = {die};
          sweep.editions = {rules};
          sweep.exact_only = true;
          // The front of adaptive play for the fewest minis lost, within the most activations a
          // question may take, to say where adapting pays (the unit as it is).
          if (variant == "as is") {
            sweep.optimal = {Objective::minis_lost};
            sweep.optimal_activations = {6};
            sweep.fronts = true;
          }
          Answer a;
          a.units = names;
          a.face = face.name();
          a.height = height;
          a.variant = variant;
          a.die = die.name;
          a.edition = rules.edition;
          a.direction = std::string(to_string(q.direction));
          const auto rows = run_economy(sweep);
          pick(rows, a);
          if (variant == "as is") {
            plain = a;
            if (const std::string adapt = adapting_words(rows); !adapt.empty())
              out.verdicts.push_back(join(names, " and ") + ", " + a.face + " height " + format_number(height) +
                                     (q.dies.size() > 1 ? ", " + die.name + " die" : std::string()) +
                                     (q.editions.size() > 1 ? ", " + rules.named : std::string()) + ": " + adapt);
          } else if (plain && plain->cheapest && a.cheapest) {
            // What the what-if saves the unit on its cheapest plan, per unit and not per activation:
            // expected minis, and expected wounds (a single mini of several wounds loses none).
            const double saved = plain->cheapest->mean_minis_lost - a.cheapest->mean_minis_lost;
            const double saved_wounds = plain->cheapest->mean_wounds - a.cheapest->mean_wounds;
            // "saves 0.5 minis and 0.33 wounds", or "saves 0 minis and costs 0.1 wounds".
            const auto verb = [](double v) { return v < 0 ? std::string(" costs ") : std::string(" saves "); };
            const int fewer = plain->cheapest->actions - a.cheapest->actions;
            const std::string amount = verb(saved) + short_number(std::abs(saved)) + " minis" + (fewer > 0 ? ", " : " and") +
                                       (verb(saved_wounds) == verb(saved) ? (fewer > 0 ? "" : " ") : verb(saved_wounds).substr(fewer > 0 ? 1 : 0)) +
                                       short_number(std::abs(saved_wounds)) + " wounds";
            out.verdicts.push_back(join(names, " and ") + ", " + a.face + " height " + format_number(height) +
                                   (q.dies.size() > 1 ? ", " + die.name + " die" : std::string()) +
                                   (q.editions.size() > 1 ? ", " + rules.named : std::string()) + ": " + variant +
                                   amount +
                                   (fewer > 0 ? " and " + std::to_string(fewer) + (fewer == 1 ? " action" : " actions") : ""));
          } else if (plain && !plain->cheapest && a.cheapest) {
            out.verdicts.push_back(join(names, " and ") + ", " + a.face + " height " + format_number(height) + ": only with " + variant);
          }
          out.rows.push_back(std::move(a));
        }
      }
  return out;
}

}  // namespace climbsim
