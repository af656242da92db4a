#include "climbsim/rules/legion_step_graph.hpp"

#include "climbsim/rules/rule_words.hpp"

namespace climbsim {

StepGraph legion_step_graph(const LegionRules& rules, const Unit& unit, const Face& face, double height, Direction direction,
                            std::vector<std::vector<Step>>* steps) {
  const auto surf = surfaces(face, height, direction);
  StepGraph g;
  g.last = surf.size() - 1;
  g.from.resize(surf.size());
  g.actions_per_activation = rules.actions_per_activation;
  if (steps) steps->assign(surf.size(), {});
  for (std::size_t i = 0; i + 1 < surf.size(); ++i)
    for (std::size_t j = i + 1; j < surf.size(); ++j)
      for (const Step& s : steps_for(rules, unit, face, surf[j] - surf[i], height, direction)) {
        g.from[i].push_back(GraphStep{s.dice_per_mini, s.actions, j, s.card_action(), s.kind == StepKind::scale,
                                      s.kind == StepKind::clamber_scale});
        if (steps) (*steps)[i].push_back(s);
      }
  return g;
}

std::string surface_words(const std::vector<double>& surfaces, std::size_t at, Direction direction) {
  const double travelled = surfaces[at], height = surfaces.back();
  const double level = direction == Direction::up ? travelled : height - travelled;
  if (level == 0) return "the ground";
  if (level == height) return "the top";
  return "height " + rule_number(level);
}

}  // namespace climbsim
